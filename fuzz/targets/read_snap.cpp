// Fuzz target: SNAP / CSV edge lists ("U V [W]").
#include "reader_harness.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    fuzz::run_reader(data, size, boost::gpu_paths::io::graph_format::snap);
    return 0;
}
