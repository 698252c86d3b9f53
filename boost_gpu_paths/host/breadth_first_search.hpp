// Host backend of breadth-first search: level-synchronous, direction-optimizing, on the
// threads of host::parallel_for. Used where no GPU is present, and as the reference the
// CUDA backend is tested against.
#ifndef BOOST_GPU_PATHS_HOST_BREADTH_FIRST_SEARCH_HPP
#define BOOST_GPU_PATHS_HOST_BREADTH_FIRST_SEARCH_HPP

#include <boost_gpu_paths/backend/breadth_first_search.hpp>

#include <memory>

namespace boost {
namespace gpu_paths {
namespace host {

// Reads graph's arrays in place: they must outlive the returned engine.
std::unique_ptr<backend_api::bfs_engine::implementation> make_bfs_engine(const backend_api::csr_topology& graph,
                                                                         const backend_api::bfs_options& options);

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost

#endif
