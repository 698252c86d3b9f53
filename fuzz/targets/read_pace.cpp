// Fuzz target: PACE treewidth graphs ("p tw N M", "U V").
#include "reader_harness.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    fuzz::run_reader(data, size, boost::gpu_paths::io::graph_format::pace);
    return 0;
}
