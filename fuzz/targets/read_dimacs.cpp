// Fuzz target: 9th DIMACS shortest-path files ("p sp N M", "a U V W").
#include "reader_harness.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    fuzz::run_reader(data, size, boost::gpu_paths::io::graph_format::dimacs);
    return 0;
}
