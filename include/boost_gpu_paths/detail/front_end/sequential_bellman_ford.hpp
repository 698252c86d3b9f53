// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// BGL's bellman_ford_shortest_paths for the calls the kernels could serve, where BGL's
// loop runs instead (small graphs, fewer rounds than n - 1, the inputs of
// bellman_ford_checks.hpp), on the caller's graph and distance map, with the drop-in's
// contract around it: false leaves both maps as they were (BGL leaves its last round's
// values), and on an undirected graph the final check tests both directions of each edge
// (BGL's tests one, so its verdict on a negative edge depends on the parity of its round
// count).
//
// BGL walks the edges through edges(g), whose iterator over an adjacency_list steps
// through vertices and their out-edge lists with a state of its own, and relaxes each one
// through relax(); on a small graph that walking is most of the call. On a plain directed
// graph the pass here walks the same edges in the same order (each vertex in vertices(g)
// order, its out-edges in out_edges order: what edges(g) yields for a directedS
// adjacency_list and a compressed_sparse_row_graph) with the same comparisons, so that
// distances, predecessors and the verdict are BGL's; other graphs run BGL's own loop. A
// vertex at the combine's inf relaxes nothing (closed_plus gives inf, which is never
// below a distance) and is passed over.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_BELLMAN_FORD_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_BELLMAN_FORD_HPP

#include <boost_gpu_paths/detail/base/host_array.hpp>
#include <boost_gpu_paths/detail/front_end/sequential_scratch.hpp>
#include <boost_gpu_paths/detail/layout/vertex_numbering.hpp>

#include <boost/graph/bellman_ford_shortest_paths.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/graph/relax.hpp>
#include <boost/property_map/property_map.hpp>

#include <cstdint>
#include <functional>
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

// No out-edge of any vertex lowers its target any more: BGL's final check on a directed
// graph; on an undirected one (where out_edges lists each edge at both ends), both
// directions of each edge.
template <class Graph, class WeightMap, class DistanceMap, class D>
bool every_arc_minimized(const Graph& g, const WeightMap& weight, const DistanceMap& distance,
                         const closed_plus<D>& combine)
{
    for (auto vs = vertices(g); vs.first != vs.second; ++vs.first) {
        const auto u = *vs.first;
        for (auto es = out_edges(u, g); es.first != es.second; ++es.first)
            if (combine(get(distance, u), get(weight, *es.first)) < get(distance, target(*es.first, g))) return false;
    }
    return true;
}

// BGL's rounds and final check with std::less<D> and no visitor, on a plain directed graph.
template <class Graph, class Size, class WeightMap, class PredecessorMap, class DistanceMap, class D>
bool sequential_bellman_ford(const Graph& g, Size rounds, const WeightMap& weight, PredecessorMap predecessor,
                             DistanceMap distance, const closed_plus<D>& combine)
{
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
    return every_arc_minimized(g, weight, distance, combine);
}

// Predecessors as BGL's loop puts them, kept by the numbering's index until its verdict
// is known: BGL never reads them, and a caller's map may not be readable, so they are
// recorded rather than saved and put back.
template <class Graph>
struct recorded_predecessors {
    using key_type = typename graph_traits<Graph>::vertex_descriptor;
    using value_type = key_type;
    using reference = key_type;
    using category = writable_property_map_tag;
    const layout::vertex_numbering<Graph>* numbering;
    std::uint32_t* slots;

    friend void put(const recorded_predecessors& map, const key_type& v, const key_type& u)
    {
        map.slots[map.numbering->index(v)] = map.numbering->index(u);
    }
};

// boost::bellman_ford_shortest_paths(g, rounds, weight, predecessor, distance, combine,
// std::less<D>(), null visitor), with BGL's root-vertex initialisation first where `root`
// is a vertex (bellman_dispatch2: every distance numeric_limits<weight type>::max(), every
// vertex its own predecessor, the root at 0), under the contract above. predecessor:
// param_not_found for none. before: the caller's distances by the numbering's index, or
// null to read them here. Everything is allocated before the first write, so that a
// failed allocation leaves the maps as they were.
template <class Graph, class Size, class WeightMap, class PredecessorMap, class DistanceMap, class D, class Root>
bool bgl_bellman_ford(const Graph& g, Size rounds, const layout::vertex_numbering<Graph>& numbering,
                      const WeightMap& weight, PredecessorMap predecessor, DistanceMap distance,
                      const closed_plus<D>& combine, const Root& root, const D* before)
{
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    using weight_type = typename property_traits<WeightMap>::value_type;
    constexpr bool from_root = !std::is_same<Root, param_not_found>::value;
    constexpr bool has_predecessors = !std::is_same<PredecessorMap, param_not_found>::value;
    constexpr bool undirected =
        std::is_convertible<typename graph_traits<Graph>::directed_category, undirected_tag>::value;
    const std::uint32_t n = numbering.size();
    base::host_array<D> saved(before ? 0 : n);
    if (!before) {
        for (std::uint32_t i = 0; i < n; ++i) saved[i] = get(distance, numbering.vertex(i));
        before = saved.data();
    }
    struct slots_use;
    const scratch_array<std::uint32_t, slots_use> slots(has_predecessors ? n : 0);
    auto run = [&](auto recorder) {
        if constexpr (from_root) {
            for (std::uint32_t i = 0; i < n; ++i) {
                const vertex v = numbering.vertex(i);
                put(distance, v, (std::numeric_limits<weight_type>::max)());
                put(recorder, v, v);
            }
            put(distance, root, weight_type(0));
        }
        if constexpr (walks_edges_by_source<Graph>::value)
            return sequential_bellman_ford(g, rounds, weight, recorder, distance, combine);
        else
            return boost::bellman_ford_shortest_paths(g, rounds, weight, recorder, distance, combine, std::less<D>(),
                                                      bellman_visitor<>()) &&
                   (!undirected || every_arc_minimized(g, weight, distance, combine));
    };
    bool no_negative_cycle = false;
    if constexpr (has_predecessors)
        no_negative_cycle = run(recorded_predecessors<Graph>{&numbering, slots.data()});
    else
        no_negative_cycle = run(dummy_property_map());
    if (!no_negative_cycle) {
        for (std::uint32_t i = 0; i < n; ++i) put(distance, numbering.vertex(i), before[i]);
        return false;
    }
    // Written where BGL wrote them: where the distance fell (from a root, everywhere).
    if constexpr (has_predecessors)
        for (std::uint32_t i = 0; i < n; ++i) {
            const vertex v = numbering.vertex(i);
            if (from_root || get(distance, v) < before[i]) put(predecessor, v, numbering.vertex(slots.data()[i]));
        }
    return true;
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
