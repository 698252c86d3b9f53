// Host-C++ view of the CUDA backend's shortest-path entries (no CUDA headers), for the
// dispatch in src/shortest_paths_dispatch.cpp. Contracts: backend/shortest_paths.hpp.
#ifndef BOOST_GPU_PATHS_CUDA_SHORTEST_PATHS_HPP
#define BOOST_GPU_PATHS_CUDA_SHORTEST_PATHS_HPP

#include <boost_gpu_paths/backend/shortest_paths.hpp>

namespace boost {
namespace gpu_paths {
namespace cuda {

template <class W>
void dijkstra(const backend_api::csr_topology& graph, const W* weights, const std::uint32_t* sources,
              std::size_t source_count, W* distances, std::uint32_t* parents, backend_api::timing* report,
              const backend_api::shortest_paths_options* options);

template <class W>
void dijkstra_all_pairs(const backend_api::csr_topology& graph, const W* weights, W infinite_threshold,
                        W caller_infinity, backend_api::row_sink<W> distances,
                        const backend_api::row_sink<std::uint32_t>* predecessors, backend_api::timing* report,
                        const backend_api::shortest_paths_options* options);

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
