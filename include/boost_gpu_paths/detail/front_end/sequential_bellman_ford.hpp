// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// BGL's bellman_ford_shortest_paths, step for step, on a directed graph: the sequential
// path of gpu_bellman_ford_shortest_paths on small graphs.
//
// BGL walks the edges through edges(g), whose iterator over an adjacency_list steps
// through vertices and their out-edge lists with a state of its own, and relaxes each one
// through relax(); on a small graph that walking is most of the call. This pass walks the
// same edges in the same order (each vertex in vertices(g) order, its out-edges in
// out_edges order: what edges(g) yields for a directedS adjacency_list and a
// compressed_sparse_row_graph) with the same comparisons, so that distances, predecessors
// and the verdict are BGL's. A vertex at the combine's inf relaxes nothing (closed_plus
// gives inf, which is never below a distance) and is passed over.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_BELLMAN_FORD_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_BELLMAN_FORD_HPP

#include <boost/graph/graph_traits.hpp>
#include <boost/graph/relax.hpp>
#include <boost/property_map/property_map.hpp>

#include <limits>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace detail {

// Graphs whose edges(g) yields each vertex's out-edges in turn, in vertices(g) order:
// plain directed graphs (a bidirectional adjacency_list lists its edges in insertion order
// instead, and an undirected relax tries both ends).
template <class Graph>
struct walks_edges_by_source
    : std::is_same<typename graph_traits<Graph>::directed_category, directed_tag> {};

// boost::bellman_ford_shortest_paths(g, rounds, weight, predecessor, distance, combine,
// std::less<D>(), null visitor), with BGL's root-vertex initialisation first when
// `root` is a vertex (bellman_dispatch2): every distance numeric_limits<weight type>::max(),
// every vertex its own predecessor, the root at 0.
template <class Graph, class Size, class WeightMap, class PredecessorMap, class DistanceMap, class D, class Root>
bool sequential_bellman_ford(const Graph& g, Size rounds, const WeightMap& weight, PredecessorMap predecessor,
                             DistanceMap distance, const closed_plus<D>& combine, const Root& root)
{
    using weight_type = typename property_traits<WeightMap>::value_type;
    if constexpr (!std::is_same<Root, param_not_found>::value) {
        for (auto range = vertices(g); range.first != range.second; ++range.first) {
            put(distance, *range.first, (std::numeric_limits<weight_type>::max)());
            put(predecessor, *range.first, *range.first);
        }
        put(distance, root, weight_type(0));
    }
    for (Size k = 0; k < rounds; ++k) {
        bool relaxed = false;
        for (auto vs = vertices(g); vs.first != vs.second; ++vs.first) {
            const auto u = *vs.first;
            if (get(distance, u) == combine.inf) continue;
            for (auto es = out_edges(u, g); es.first != es.second; ++es.first) {
                const auto v = target(*es.first, g);
                // Read per edge, as relax() does: a negative self loop lowers u itself.
                const D d_u = get(distance, u);
                const D d_v = get(distance, v);
                if (combine(d_u, get(weight, *es.first)) < d_v) {
                    put(distance, v, combine(d_u, get(weight, *es.first)));
                    if (get(distance, v) < d_v) {
                        put(predecessor, v, u);
                        relaxed = true;
                    }
                }
            }
        }
        if (!relaxed) break;
    }
    for (auto vs = vertices(g); vs.first != vs.second; ++vs.first) {
        const auto u = *vs.first;
        for (auto es = out_edges(u, g); es.first != es.second; ++es.first)
            if (combine(get(distance, u), get(weight, *es.first)) < get(distance, target(*es.first, g))) return false;
    }
    return true;
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
