// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Parents for the vertices that a "strictly shorter predecessor" rule leaves without one.
//
// The CUDA backend picks, for each reached vertex v, a parent u with d[u] < d[v] and
// d[u] + w(u, v) == d[v]: distances fall strictly along such parents, so they cannot
// loop. A vertex whose every tight in-edge comes from a vertex of the same distance (a
// zero-weight edge, or a float addition that rounds a tiny weight away) gets none; it is
// connected here to the tree by a breadth-first search over tight edges, which keeps the
// parents a tree.
#include "shared/plateau_parents.hpp"

#include <boost_gpu_paths/detail/base/weight_types.hpp>
#include <boost_gpu_paths/errors.hpp>

#include <string>

#include <vector>

namespace boost {
namespace gpu_paths {
namespace shared {

template <class W>
std::size_t complete_plateau_parents(const backend_api::csr_topology& graph, const W* weights, const W* distances,
                                     W reach_limit, std::uint32_t* parents)
{
    const std::uint32_t n = graph.vertex_count;
    std::vector<std::uint32_t> queue;
    std::size_t missing = 0;
    for (std::uint32_t v = 0; v < n; ++v) {
        if (!(distances[v] < reach_limit)) continue;
        if (parents[v] == backend_api::no_vertex)
            ++missing;
        else
            queue.push_back(v);
    }
    if (missing == 0) return 0;
    std::size_t assigned = 0;
    for (std::size_t head = 0; head < queue.size() && assigned < missing; ++head) {
        const std::uint32_t u = queue[head];
        for (std::uint32_t e = graph.offsets[u]; e < graph.offsets[u + 1]; ++e) {
            const std::uint32_t v = graph.targets[e];
            if (parents[v] != backend_api::no_vertex || !(distances[v] < reach_limit)) continue;
            if (distances[u] + weights[e] == distances[v]) {
                parents[v] = u;
                queue.push_back(v);
                ++assigned;
            }
        }
    }
    if (assigned != missing)
        throw error("shortest paths: " + std::to_string(missing - assigned) +
                    " reached vertices have no tight in-edge from the shortest-path tree (inconsistent distances)");
    return assigned;
}

#define BOOST_GPU_PATHS_INSTANTIATE_PLATEAU_PARENTS(W)                                                        \
    template std::size_t complete_plateau_parents<W>(const backend_api::csr_topology&, const W*, const W*, W, \
                                                     std::uint32_t*);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_INSTANTIATE_PLATEAU_PARENTS)
#undef BOOST_GPU_PATHS_INSTANTIATE_PLATEAU_PARENTS

}  // namespace shared
}  // namespace gpu_paths
}  // namespace boost
