// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Parents for a converged Bellman-Ford run, from its distances alone, shared by the host
// and the CUDA backends. Recording the tail of each lowering edge while threads race
// could leave a parent whose own distance fell later (its edge no longer tight), so the
// parents are chosen once the distances are final: the vertices whose distance did not
// fall are the roots, and every vertex whose distance fell joins the tree over a tight
// edge (d[u] + w == d[v]) in breadth-first order, which keeps the parents a tree even
// across zero-weight cycles (with negative weights "d[u] < d[v]" cannot order them).
#ifndef BOOST_GPU_PATHS_SRC_SHARED_BELLMAN_FORD_PARENTS_HPP
#define BOOST_GPU_PATHS_SRC_SHARED_BELLMAN_FORD_PARENTS_HPP

#include "shared/plateau_parents.hpp"

#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>

#include <cstdint>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace shared {

// initial/final: each vertex's distance before and after the run (final is converged);
// reach_limit: values at or above it are "no path". Writes parents[v] for every v whose
// distance fell and leaves the other entries as they were.
template <class W>
void bellman_ford_parents(const backend_api::csr_topology& graph, const W* weights, const W* initial,
                          const W* final, W reach_limit, std::uint32_t* parents)
{
    const std::uint32_t n = graph.vertex_count;
    std::vector<std::uint32_t> tree(n);
    for (std::uint32_t v = 0; v < n; ++v) tree[v] = final[v] < initial[v] ? backend_api::no_vertex : v;
    complete_plateau_parents(graph, weights, final, reach_limit, tree.data());
    for (std::uint32_t v = 0; v < n; ++v)
        if (final[v] < initial[v]) parents[v] = tree[v];
}

}  // namespace shared
}  // namespace gpu_paths
}  // namespace boost

#endif
