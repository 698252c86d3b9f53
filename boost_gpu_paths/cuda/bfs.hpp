// Host-C++ view of the CUDA backend's breadth-first search (no CUDA headers), for the
// dispatch code that is compiled whether or not CUDA is present.
#ifndef BOOST_GPU_PATHS_CUDA_BFS_HPP
#define BOOST_GPU_PATHS_CUDA_BFS_HPP

#include <boost_gpu_paths/backend/breadth_first_search.hpp>

#include <memory>

namespace boost {
namespace gpu_paths {
namespace cuda {

// Copies graph to the device; the caller's arrays are not needed afterwards. The upload
// time is reported by the engine's first search (timing::upload_ms).
std::unique_ptr<backend_api::bfs_engine::implementation> make_bfs_engine(const backend_api::csr_topology& graph,
                                                                         const backend_api::bfs_options& options);

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
