// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Backend entry of the bfs family for searches with a caller's visitor: the order in which
// BGL's breadth_first_search discovers the vertices, and each one's tree edge.
//
// BGL's search is FIFO: it discovers the sources in the listed order, then examines the
// discovered vertices in the order of their discovery, each one's out-edges in the graph's
// order. So the vertices of each level are discovered in the order of their first
// discoverer's rank (its place in the discovery order), then of the position of that
// out-edge in the discoverer's list. That order is computed here level by level with the
// levels' vertices handled in parallel (every vertex reached keeps the least such pair
// over the frontier's edges to it, and the next level's vertices are placed by a prefix
// sum over their discoverers), and a visitor's vertex and tree-edge events are then
// replayed from it on the host in BGL's order (front_end/bfs_live_events.hpp).
#ifndef BOOST_GPU_PATHS_DETAIL_INTERFACE_BFS_ORDER_HPP
#define BOOST_GPU_PATHS_DETAIL_INTERFACE_BFS_ORDER_HPP

#include <boost_gpu_paths/detail/config.hpp>
#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace backend_api {

// The discovery order of a search from `sources` (distinct vertices < vertex_count; the
// front end keeps a source listed twice on BGL's own loop). Writes, for k < the returned
// count of vertices reached:
//   order[k]        the k-th vertex discovered (the sources first, as listed);
//   discoverer[k]   the rank (index into order) of the vertex whose examination discovered
//                   order[k], no_vertex for the sources;
//   edge_position[k] the position of that tree edge among the discoverer's out-edges in
//                   graph.targets (0 for the sources).
// Each array holds vertex_count entries. graph.targets keeps the caller's out-edge order,
// parallel edges and self loops included. `cancelled`, when not null, is read while the
// search runs: once it holds true the search stops early and returns 0 (nothing written is
// meaningful then). The context's report receives the method and the phases' times.
BOOST_GPU_PATHS_API std::size_t bfs_discovery_order(const execution_context& context, const csr_topology& graph,
                                                    const std::uint32_t* sources, std::size_t source_count,
                                                    std::uint32_t* order, std::uint32_t* discoverer,
                                                    std::uint32_t* edge_position,
                                                    const std::atomic<bool>* cancelled = nullptr);

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost

#endif
