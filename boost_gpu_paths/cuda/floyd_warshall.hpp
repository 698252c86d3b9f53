// Host-C++ view of the CUDA backend's dense closures (no CUDA headers), for the dispatch
// in src/floyd_warshall_dispatch.cpp. Contracts: backend/floyd_warshall.hpp and
// backend/closure.hpp.
//
// Tuning knobs, read at each call (the benchmark uses them to compare schedules):
//   BOOST_GPU_PATHS_FW_BLOCK   pivot block width: 128, 256 or 512 (default: by n)
//   BOOST_GPU_PATHS_FW_KERNEL  inner loop of the f32 product: "addmin" (FADD+FMNMX) or
//                              "min3" (three-way integer min on the bit patterns of
//                              non-negative floats; the default where it applies)
#ifndef BOOST_GPU_PATHS_CUDA_FLOYD_WARSHALL_HPP
#define BOOST_GPU_PATHS_CUDA_FLOYD_WARSHALL_HPP

#include <boost_gpu_paths/backend/closure.hpp>
#include <boost_gpu_paths/backend/floyd_warshall.hpp>

namespace boost {
namespace gpu_paths {
namespace cuda {

template <class W>
bool floyd_warshall(const backend_api::dense_apsp_problem<W>& problem, backend_api::row_sink<W> distances,
                    const backend_api::row_sink<std::uint32_t>* predecessors, backend_api::timing* report);

void boolean_closure(std::uint32_t vertex_count, const std::uint8_t* adjacency, std::size_t row_stride,
                     bool reflexive, backend_api::row_sink<std::uint8_t> reach, backend_api::timing* report);

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
