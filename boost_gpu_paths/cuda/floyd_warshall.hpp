// Host-C++ view of the CUDA backend's dense closures (no CUDA headers), for the dispatch
// in src/floyd_warshall_dispatch.cpp. Contracts: backend/floyd_warshall.hpp and
// backend/closure.hpp.
//
// Tuning knobs, read at each call (the benchmark uses them to compare schedules):
//   BOOST_GPU_PATHS_FW_BLOCK   pivot block width: 128, 256 or 512 (default: by n)
//   BOOST_GPU_PATHS_FW_KERNEL  inner loop of the f32 product: "addmin" (FADD+FMNMX) or
//                              "min3" (three-way integer min on the bit patterns of
//                              non-negative floats; the default where it applies)
//   BOOST_GPU_PATHS_FW_PATHS   predecessors "track"ed by the closure or "derive"d from the
//                              final distances and the graph in O(n m) (default: derive
//                              when m <= n^2 / 16 and the input is a graph)
//   BOOST_GPU_PATHS_FW_CHUNK_MIB  rows streamed to the host per chunk (default 32 MiB)
//   BOOST_GPU_PATHS_FW_KEEP_DEVICE_MEMORY  1: keep the device matrices and panels between
//                              calls of the same size (until release_floyd_warshall_buffers)
//   BOOST_GPU_PATHS_FW_TRACE   1: print the host-side split of each call on stderr
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

// Frees the pinned output buffers (kept between calls) and any kept device buffers.
void release_floyd_warshall_buffers();

void boolean_closure(std::uint32_t vertex_count, const std::uint8_t* adjacency, std::size_t row_stride,
                     bool reflexive, backend_api::row_sink<std::uint8_t> reach, backend_api::timing* report);

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
