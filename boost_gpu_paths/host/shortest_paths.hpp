// The host backend's entries for single-source and all-pairs shortest paths (called by
// the dispatch in src/shortest_paths_dispatch.cpp; backend/shortest_paths.hpp has the
// contracts), and the parent repair the CUDA backend shares with it.
#ifndef BOOST_GPU_PATHS_HOST_SHORTEST_PATHS_HPP
#define BOOST_GPU_PATHS_HOST_SHORTEST_PATHS_HPP

#include <boost_gpu_paths/backend/shortest_paths.hpp>

#include <cstddef>
#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace host {

template <class W>
void dijkstra(const backend_api::csr_topology& graph, const W* weights, const std::uint32_t* sources,
              std::size_t source_count, W* distances, std::uint32_t* parents, backend_api::timing* report);

template <class W>
void dijkstra_all_pairs(const backend_api::csr_topology& graph, const W* weights, W infinite_threshold,
                        W caller_infinity, backend_api::row_sink<W> distances,
                        const backend_api::row_sink<std::uint32_t>* predecessors, backend_api::timing* report);

// Completes a parent array whose reached vertices (distance below reach_limit) without a
// parent are marked backend_api::no_vertex. Such vertices end plateaus of equal distance
// (zero-weight edges, or float additions that round a small weight away); each gets a
// parent u with distances[u] + w(u, v) == distances[v] found by a breadth-first search
// from the vertices that already have one, so the parents stay a tree. Returns the number
// of parents assigned.
template <class W>
std::size_t complete_plateau_parents(const backend_api::csr_topology& graph, const W* weights, const W* distances,
                                     W reach_limit, std::uint32_t* parents);

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost

#endif
