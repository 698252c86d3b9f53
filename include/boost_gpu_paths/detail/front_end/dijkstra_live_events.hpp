// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_dijkstra_shortest_paths for the calls only BGL's loop can serve (a visitor, a
// compare or combine of the caller's, distance types the kernels do not have), on large
// graphs: BGL's algorithm, operation for operation, that moves from the caller's graph to
// arrays of it part way, as bfs_live_events.hpp does for BFS.
//
// BGL's dijkstra_shortest_paths is breadth_first_visit over a 4-ary indirect heap keyed
// by the distance map, with dijkstra_bfs_visitor relaxing each edge's target. Its heap
// holds the frontier only, small on the graphs where the time goes; the time goes into
// reaching each vertex's out-edges and each edge's weight through the caller's graph (in
// an adjacency_list a separate block per vertex, and per edge property). The loop below
// makes the same heap operations with the same keys in the same order, on BGL's heap
// with the keys kept beside the vertices, with the caller's compare, combine, inf and zero, so every event comes in BGL's
// order and every distance, predecessor and exception is BGL's; only where it reads the
// out-edges changes: from the caller's graph until arrays of the targets and weights,
// built meanwhile on the other threads, are ready, then from the arrays. The caller's
// edge descriptor is fetched for the visitor only where it handles an edge event.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_DIJKSTRA_LIVE_EVENTS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_DIJKSTRA_LIVE_EVENTS_HPP

#include <boost_gpu_paths/detail/front_end/graph_size.hpp>
#include <boost_gpu_paths/detail/front_end/input_checks.hpp>
#include <boost_gpu_paths/detail/front_end/keyed_d_ary_heap.hpp>
#include <boost_gpu_paths/detail/front_end/move_to_arrays.hpp>
#include <boost_gpu_paths/detail/front_end/out_edge_cursor.hpp>
#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/front_end/visitor_events.hpp>
#include <boost_gpu_paths/detail/layout/background_topology.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/exception.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/graph/two_bit_color_map.hpp>
#include <boost/property_map/property_map.hpp>
#include <boost/property_map/vector_property_map.hpp>
#include <boost/throw_exception.hpp>

#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace detail {
namespace dijkstra_live {

// Whether other threads may read the weight map while the search runs: every map of
// BGL's and of Boost.PropertyMap may, except vector_property_map, whose get grows it.
template <class WeightMap>
struct weights_readable_concurrently : std::true_type {};
template <class T, class IndexMap>
struct weights_readable_concurrently<vector_property_map<T, IndexMap>> : std::false_type {};

// breadth_first_visit's loop with dijkstra_bfs_visitor's handlers folded in.
template <class Graph, class Visitor, class Queue, class WeightMap, class PredecessorMap, class DistanceMap,
          class Compare, class Combine, class D>
struct search {
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    using edge = typename graph_traits<Graph>::edge_descriptor;
    using colors = color_traits<two_bit_color_type>;

    const Graph& g;
    Visitor& visitor;
    Queue& queue;
    WeightMap weight;
    PredecessorMap predecessor;
    DistanceMap distance;
    Compare compare;
    Combine combine;
    D zero;
    two_bit_color_map<typed_identity_property_map<vertex>>& color;

    // BGL's relax_target.
    template <class W>
    bool relax(vertex u, vertex v, const W& w)
    {
        const D d_u = get(distance, u);
        const D d_v = get(distance, v);
        if (compare(combine(d_u, w), d_v)) {
            put(distance, v, combine(d_u, w));
            if (compare(get(distance, v), d_v)) {
                put(predecessor, v, u);
                return true;
            }
        }
        return false;
    }

    // One out-edge u -> v; weight_of() its weight, read where BGL reads it (the check
    // for a negative weight before examine_edge, the relaxation after); edge_of() the
    // caller's descriptor.
    template <class WeightOf, class EdgeOf>
    void step(vertex u, vertex v, WeightOf&& weight_of, EdgeOf&& edge_of)
    {
        if (compare(combine(zero, weight_of()), zero)) boost::throw_exception(negative_edge());
        using namespace visitor_events;
        if constexpr (handles_examine_edge<Visitor, Graph>::value) visitor.examine_edge(edge_of(), g);
        const two_bit_color_type v_color = get(color, v);
        if (v_color == colors::white()) {
            notify(relax(u, v, weight_of()), edge_of);
            put(color, v, colors::gray());
            visitor.discover_vertex(v, g);
            queue.push(v, get(distance, v));
        } else if (v_color == colors::gray()) {
            const bool decreased = relax(u, v, weight_of());
            if (decreased) queue.update(v, get(distance, v));
            notify(decreased, edge_of);
        }
    }

    template <class EdgeOf>
    void notify(bool relaxed, EdgeOf& edge_of)
    {
        using namespace visitor_events;
        if (relaxed) {
            if constexpr (handles_edge_relaxed<Visitor, Graph>::value) visitor.edge_relaxed(edge_of(), g);
        } else {
            if constexpr (handles_edge_not_relaxed<Visitor, Graph>::value) visitor.edge_not_relaxed(edge_of(), g);
        }
    }

    vertex next()
    {
        const vertex u = queue.top();
        queue.pop();
        visitor.examine_vertex(u, g);
        return u;
    }
    void finish(vertex u)
    {
        put(color, u, colors::black());
        visitor.finish_vertex(u, g);
    }

    void examine_on_graph()
    {
        const vertex u = next();
        // As on the arrays: the heap's top's out-edges fetched while u is examined.
        if (!queue.empty()) prefetch_out_edges(g, queue.top());
        typename graph_traits<Graph>::out_edge_iterator e, e_end;
        for (boost::tie(e, e_end) = out_edges(u, g); e != e_end; ++e) {
            const edge here = *e;
            step(u, target(here, g), [&] { return get(weight, here); }, [&] { return here; });
        }
        finish(u);
    }

    template <class Arrays>
    void examine_on_arrays(const Arrays& arrays)
    {
        const vertex u = next();
        // The next vertex to examine is the heap's top now unless u's relaxations change
        // it: where its out-edges lie is fetched from memory while u is examined.
        if (!queue.empty()) {
            arrays.prefetch_offsets(static_cast<std::uint32_t>(queue.top()));
            // A visitor of an event on every edge gets the caller's descriptor of every
            // out-edge: its out-edges too (not for edge_relaxed alone, which reads few).
            using namespace visitor_events;
            if constexpr (handles_examine_edge<Visitor, Graph>::value ||
                          handles_edge_not_relaxed<Visitor, Graph>::value)
                prefetch_out_edges(g, queue.top());
        }
        std::uint32_t count = 0;
        const auto* arcs = arrays.arcs_of(static_cast<std::uint32_t>(u), count);
        out_edge_cursor<Graph> edges(g, u);
        for (std::uint32_t position = 0; position < count; ++position)
            step(u, static_cast<vertex>(arcs[position].target), [&]() -> const auto& { return arcs[position].weight; },
                 [&] { return edges.at(position); });
        finish(u);
    }

};


// The sources' distances are zero, every other vertex's inf; the caller's maps (or the
// call's own where it passes none, as BGL's named form makes them), then BGL's loop.
// sources: a forward range of vertices of a graph of has_integer_vertex_range(), none
// listed twice (keyed_d_ary_heap.hpp).
template <class Graph, class Sources, class Params>
examined_counts run(const Graph& g, const Sources& sources, const Params& params, const sssp_options& tuning, unsigned threads,
            bool pool)
{
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    const std::size_t n = num_vertices(g);
    check_sources(g, sources);
    check_index_param(g, params);

    // BGL's dijkstra_dispatch1 and 2: the defaults of every parameter.
    const auto weight = choose_const_pmap(get_param(params, edge_weight), g, edge_weight);
    using WeightValue = typename property_traits<decltype(weight)>::value_type;
    using DistanceParam = param_t<Params, vertex_distance_t>;
    std::vector<WeightValue> own_distances(std::is_same<DistanceParam, param_not_found>::value ? n : 0);
    const auto distance = choose_param(get_param(params, vertex_distance),
                                       make_iterator_property_map(own_distances.begin(),
                                                                  typed_identity_property_map<vertex>(), WeightValue()));
    using D = typename property_traits<std::decay_t<decltype(distance)>>::value_type;
    dummy_property_map no_predecessors;
    const auto predecessor = choose_param(get_param(params, vertex_predecessor), no_predecessors);
    const auto compare = choose_param(get_param(params, distance_compare_t()), std::less<D>());
    const auto combine = choose_param(get_param(params, distance_combine_t()), std::plus<D>());
    const D inf = choose_param(get_param(params, distance_inf_t()), (std::numeric_limits<D>::max)());
    const D zero = choose_param(get_param(params, distance_zero_t()), D());
    auto visitor = choose_param(get_param(params, graph_visitor), make_dijkstra_visitor(null_visitor()));

    // What the search allocates (the colours, the heap, the arrays' build) comes before the
    // first write to the caller's maps and the first event, so that a failed allocation
    // leaves both as they were.
    two_bit_color_map<typed_identity_property_map<vertex>> color(n);
    // dijkstra_shortest_paths_no_init's heap: BGL's 4-ary heap, with the keys beside the
    // vertices (keyed_d_ary_heap.hpp: the same pops in the same order).
    using DistanceMap = std::decay_t<decltype(distance)>;
    using Compare = std::decay_t<decltype(compare)>;
    using queue_type = keyed_d_ary_heap<vertex, D, Compare, 4>;
    queue_type queue(n, compare);
    search<Graph, decltype(visitor), queue_type, std::decay_t<decltype(weight)>, std::decay_t<decltype(predecessor)>,
           DistanceMap, Compare, std::decay_t<decltype(combine)>, D>
        loop{g, visitor, queue, weight, predecessor, distance, compare, combine, zero, color};

    std::optional<layout::background_topology<Graph, std::decay_t<decltype(weight)>>> arrays;
    if (n + estimate_size(g).edges >= tuning.visitor_arrays_from && threads > 1 &&
        weights_readable_concurrently<std::decay_t<decltype(weight)>>::value)
        arrays.emplace(g, threads - 1, pool, weight);

    for (std::size_t i = 0; i < n; ++i) {
        const vertex u = static_cast<vertex>(i);
        visitor.initialize_vertex(u, g);
        put(distance, u, inf);
        put(predecessor, u, u);
        put(color, u, color_traits<two_bit_color_type>::white());
    }
    for (vertex s : sources) put(distance, s, zero);

    // breadth_first_visit: every source discovered (a source listed twice, twice), then the
    // heap drained.
    for (vertex s : sources) {
        put(color, s, color_traits<two_bit_color_type>::gray());
        visitor.discover_vertex(s, g);
        queue.push(s, get(distance, s));
    }
    return examine_moving_to_arrays(
        arrays, tuning.visitor_switch_after, [&] { return !queue.empty(); }, [&] { loop.examine_on_graph(); },
        [&](const auto& built) { loop.examine_on_arrays(built); });
}

}  // namespace dijkstra_live
}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
