// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The core of the Bellman-Ford drop-ins (bellman_ford.hpp): concept checks, the caller's
// initial distances and the graph laid out as CSR arrays, the backend call, and the
// results written back through the caller's property maps.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_BELLMAN_FORD_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_BELLMAN_FORD_HPP

#include <boost_gpu_paths/detail/base/host_array.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/front_end/bgl_loop.hpp>
#include <boost_gpu_paths/detail/front_end/concurrent_maps.hpp>
#include <boost_gpu_paths/detail/front_end/default_functors.hpp>
#include <boost_gpu_paths/detail/front_end/dijkstra.hpp>
#include <boost_gpu_paths/detail/front_end/graph_size.hpp>
#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/front_end/sequential_bellman_ford.hpp>
#include <boost_gpu_paths/detail/interface/bellman_ford.hpp>
#include <boost_gpu_paths/detail/layout/csr.hpp>
#include <boost_gpu_paths/detail/layout/vertex_numbering.hpp>
#include <boost_gpu_paths/errors.hpp>

#include <boost/concept/assert.hpp>
#include <boost/graph/bellman_ford_shortest_paths.hpp>
#include <boost/graph/graph_concepts.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace detail {

// Visitor: absent, or one that does nothing on any event.
template <class Visitor>
struct is_null_bellman_visitor
    : std::integral_constant<bool, std::is_same<Visitor, param_not_found>::value ||
                                       std::is_same<Visitor, bellman_visitor<null_visitor>>::value ||
                                       std::is_same<Visitor, default_bellman_visitor>::value> {};

// A class, so that its assertions fire where a call names it, first among its errors
// (the backends' own check; other calls run BGL's loop, bellman_ford_core).
template <class Params, class D>
struct supported_bellman_ford_params {
    static_assert(is_default_compare<param_t<Params, distance_compare_t>, D>::value,
                  "gpu_bellman_ford: distance_compare other than std::less<D> is not supported (the kernels order "
                  "distances with <); use boost::bellman_ford_shortest_paths for another order");
    static_assert(is_default_combine<param_t<Params, distance_combine_t>, D>::value,
                  "gpu_bellman_ford: distance_combine other than closed_plus<D> is not supported (the kernels "
                  "add); use boost::bellman_ford_shortest_paths for another combine");
    static_assert(is_null_bellman_visitor<param_t<Params, graph_visitor_t>>::value,
                  "gpu_bellman_ford: visitors are not supported (the relaxation runs in parallel and replays no "
                  "events); use boost::bellman_ford_shortest_paths with a visitor");
    static constexpr bool value = true;
};

// The "no path" value of the call: the inf of its closed_plus (numeric_limits<D>::max()
// unless the caller built one with another, or passed a functor declared to be closed_plus
// without one: combine_is_closed_plus). BGL's distance_inf is not read here either.
template <class D, class Params>
D bellman_ford_inf(const Params& params)
{
    if constexpr (std::is_same<param_t<Params, distance_combine_t>, closed_plus<D>>::value)
        return get_param(params, distance_combine_t()).inf;
    else
        return (std::numeric_limits<D>::max)();
}

// Throws weight_overflow unless every distance the relaxation can reach (an initial
// distance plus a simple path) is represented exactly in W's encoding: at most
// -max_negative_magnitude() below 0, and below the "no path" threshold.
template <class W>
void check_bellman_ford_range(const path_bounds& bounds, double lowest_initial, double highest_initial)
{
    if (!std::numeric_limits<W>::is_integer) return;
    const double low = std::min(lowest_initial, 0.0) + bounds.most_negative;
    const double high = std::max(highest_initial, 0.0) + bounds.most_positive;
    if (high >= static_cast<double>(weight_encoding<W>::infinite_threshold(true)) ||
        -low > weight_encoding<W>::max_negative_magnitude())
        throw weight_overflow("gpu_bellman_ford: distances in this graph could reach " + std::to_string(high) + " / " +
                              std::to_string(low) +
                              ", beyond what the integer distance type represents exactly (see "
                              "detail/base/weight_encoding.hpp); use a wider type such as std::int64_t or double");
}

// BGL's own algorithm on the caller's graph (small graphs, or fewer rounds than n - 1):
// on a plain directed graph its steps straight on the caller's maps
// (sequential_bellman_ford.hpp), otherwise boost::bellman_ford_shortest_paths itself.
template <class Graph, class Size, class Params>
bool run_bgl_bellman_ford(Graph& g, Size rounds, const Params& params, const front_end_call* call, const char* method)
{
    using G = typename std::remove_const<Graph>::type;
    bool result = false;
    if constexpr (walks_edges_by_source<G>::value) {
        const G& cg = g;
        const auto distance = choose_pmap(get_param(params, vertex_distance), g, vertex_distance);
        using D = typename property_traits<std::remove_const_t<decltype(distance)>>::value_type;
        // closed_plus<D>, none, or a functor declared to be closed_plus<D>() (its default inf).
        const closed_plus<D> combine(bellman_ford_inf<D>(params));
        result = sequential_bellman_ford(cg, rounds, choose_const_pmap(get_param(params, edge_weight), g, edge_weight),
                                         choose_param(get_param(params, vertex_predecessor), dummy_property_map()),
                                         distance, combine, get_param(params, root_vertex_t()));
    } else {
        result = boost::bellman_ford_shortest_paths(g, rounds, params);
    }
    if (call && call->context.report) {
        call->context.report->backend = backend_kind::host;
        call->context.report->device = -1;
        call->context.report->method = method;
        call->note_choice();
    }
    return result;
}

// Whether the kernels compute what BGL's loop would: BGL's compare and combine, no
// visitor, arithmetic distances and weights, no floating weights into integer distances.
template <class Params, class D, class WeightValue>
constexpr bool kernels_serve_bellman_ford()
{
    return is_default_compare<param_t<Params, distance_compare_t>, D>::value &&
           is_default_combine<param_t<Params, distance_combine_t>, D>::value &&
           is_null_bellman_visitor<param_t<Params, graph_visitor_t>>::value && std::is_arithmetic<D>::value &&
           std::is_arithmetic<WeightValue>::value &&
           !(std::is_integral<D>::value && std::is_floating_point<WeightValue>::value);
}

template <class Graph, class Size, class Params>
bool bellman_ford_served(Graph& g, Size rounds, const Params& params);

// rounds: BGL's N. With root_vertex in params, distances and predecessors are initialised
// as BGL does; otherwise the caller's distances are the initial ones. What the kernels
// cannot compute (a visitor, a compare or combine of the caller's, other distance types)
// runs BGL's own loop (bgl_loop.hpp).
template <class Graph, class Size, class Params>
bool bellman_ford_core(Graph& g, Size rounds, const Params& params)
{
    using G = typename std::remove_const<Graph>::type;
    using WeightValue = typename property_traits<decltype(
        choose_const_pmap(get_param(params, edge_weight), g, edge_weight))>::value_type;
    using D = typename property_traits<decltype(
        choose_pmap(get_param(params, vertex_distance), g, vertex_distance))>::value_type;
    if constexpr (kernels_serve_bellman_ford<Params, D, WeightValue>()) {
        return bellman_ford_served(g, rounds, params);
    } else {
        if constexpr (has_param<Params, root_vertex_t>())
            check_source(static_cast<const G&>(g), get_param(params, root_vertex_t()));
        const bool result = bellman_ford_shortest_paths(g, rounds, params);
        report_bgl_loop(params, "boost::bellman_ford_shortest_paths (BGL's loop: the call's visitor, compare, "
                                "combine or types are BGL's alone)");
        return result;
    }
}

template <class Graph, class Size, class Params>
bool bellman_ford_served(Graph& g, Size rounds, const Params& params)
{
    // The layout reads vertices(g) and out_edges(v, g) where BGL reads edges(g).
    // Graph may be const (BGL's Graph& deduces it so): the layout reads it through cg.
    using G = typename std::remove_const<Graph>::type;
    const G& cg = g;
    BOOST_CONCEPT_ASSERT((VertexListGraphConcept<G>));
    BOOST_CONCEPT_ASSERT((IncidenceGraphConcept<G>));
    using vertex_descriptor = typename graph_traits<G>::vertex_descriptor;
    using WeightMap = decltype(choose_const_pmap(get_param(params, edge_weight), g, edge_weight));
    using WeightValue = typename property_traits<WeightMap>::value_type;
    using DistanceMap = decltype(choose_pmap(get_param(params, vertex_distance), g, vertex_distance));
    using PredecessorMap = param_t<Params, vertex_predecessor_t>;
    using D = typename property_traits<DistanceMap>::value_type;
    static_assert(supported_bellman_ford_params<Params, D>::value, "");
    static_assert(std::is_arithmetic<D>::value && std::is_arithmetic<WeightValue>::value,
                  "gpu_bellman_ford: distances and weights must be arithmetic (they run as float, double, int32 or "
                  "int64)");
    using W = backend_weight_t<D>;
    constexpr bool from_root = has_param<Params, root_vertex_t>();
    constexpr bool has_predecessors = !std::is_same<PredecessorMap, param_not_found>::value;
    BOOST_CONCEPT_ASSERT((ReadablePropertyMapConcept<WeightMap, typename graph_traits<G>::edge_descriptor>));
    BOOST_CONCEPT_ASSERT((ReadWritePropertyMapConcept<DistanceMap, vertex_descriptor>));

    // Fewer rounds than n - 1 may stop before convergence, with BGL's verdict on that
    // state: only BGL's own loop reproduces it.
    const std::uint64_t vertex_count = num_vertices(g);
    bool few_rounds = false;
    if constexpr (std::is_signed<Size>::value) few_rounds = rounds < Size(0);
    if (few_rounds || (vertex_count > 1 && static_cast<std::uint64_t>(rounds) < vertex_count - 1))
        return run_bgl_bellman_ford(g, rounds, params, nullptr, "");
    graph_size size;
    if constexpr (has_integer_vertex_range<G>()) {
        size = estimate_size(cg);
        if (sequential_at_once(params, backend_api::problem_kind::bellman_ford, size.vertices, size.edges))
            return run_bgl_bellman_ford(g, rounds, params, nullptr, "");
    }
    front_end_call call(params);
    if constexpr (has_integer_vertex_range<G>()) {
        if (call.choose(backend_api::problem_kind::bellman_ford, size.vertices, size.edges, true).path ==
            backend_api::path_kind::sequential)
            return run_bgl_bellman_ford(g, rounds, params, &call, "boost::bellman_ford_shortest_paths");
    }

    call.use_threads();
    const WeightMap weight = choose_const_pmap(get_param(params, edge_weight), g, edge_weight);
    DistanceMap distance = choose_pmap(get_param(params, vertex_distance), g, vertex_distance);
    const D inf = bellman_ford_inf<D>(params);
    const layout::vertex_numbering<G> numbering = numbering_for(cg, params);
    const std::uint32_t n = numbering.size();
    std::uint32_t root = 0;
    if constexpr (from_root) root = numbering.checked_index(get_param(params, root_vertex_t()));

    // The initial distances as BGL would start from them: the caller's, or (from a root)
    // the weight type's max everywhere, converted to D, and 0 at the root.
    base::host_array<W> distances(n);
    base::host_array<W> initial(n);
    double lowest = 0, highest = 0;
    for (std::uint32_t i = 0; i < n; ++i) {
        D d;
        if constexpr (from_root)
            d = i == root ? D(0) : static_cast<D>((std::numeric_limits<WeightValue>::max)());
        else
            d = get(distance, numbering.vertex(i));
        if (d == inf) {
            initial[i] = weight_encoding<W>::infinity();
        } else {
            if (d != d) throw invalid_input("gpu_bellman_ford: a distance is NaN");
            initial[i] = static_cast<W>(d);
            lowest = std::min(lowest, static_cast<double>(d));
            highest = std::max(highest, static_cast<double>(d));
        }
        distances[i] = initial[i];
    }

    layout::csr_layout<W> csr = search_layout<W>(cg, numbering, weight, inf);
    check_bellman_ford_range<W>(csr.bounds, lowest, highest);
    call.choose(backend_api::problem_kind::bellman_ford, n, csr.topology.edge_count, false);
    call.layout_done();

    base::host_array<std::uint32_t> parents(has_predecessors ? n : 0);
    const bool no_negative_cycle = backend_api::bellman_ford<W>(call.context, csr.topology, csr.weight_data(),
                                                                distances.data(),
                                                                has_predecessors ? parents.data() : nullptr);
    call.note_choice();
    if (!no_negative_cycle) return false;

    call.write_back_starts();
    const auto write_start = call.context.report ? std::chrono::steady_clock::now() : call.start;
    const W reach_limit = weight_encoding<W>::infinite_threshold(true);
    auto fell = [&](std::uint32_t i) { return distances[i] < initial[i]; };
    for_each_index<concurrent_writes<DistanceMap, G>::value>(n, [&](std::uint32_t i) {
        if (from_root || fell(i))
            put(distance, numbering.vertex(i), distances[i] >= reach_limit ? inf : static_cast<D>(distances[i]));
    });
    if constexpr (has_predecessors) {
        auto predecessor = get_param(params, vertex_predecessor);
        for_each_index<concurrent_writes<PredecessorMap, G>::value>(n, [&](std::uint32_t i) {
            if (fell(i))
                put(predecessor, numbering.vertex(i), numbering.vertex(parents[i]));
            else if (from_root)
                put(predecessor, numbering.vertex(i), numbering.vertex(i));
        });
    }
    if (call.context.report) call.context.report->write_back_ms = front_end_call::ms_since(write_start);
    return true;
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
