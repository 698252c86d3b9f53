// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The core of the Bellman-Ford drop-ins (bellman_ford.hpp): concept checks, the choice
// between BGL's loop (sequential_bellman_ford.hpp) and the backends, the checks every
// path makes (bellman_ford_checks.hpp), the caller's initial distances and the graph laid
// out as CSR arrays, the backend call, and the results written back through the caller's
// property maps.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_BELLMAN_FORD_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_BELLMAN_FORD_HPP

#include <boost_gpu_paths/detail/base/host_array.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/front_end/bellman_ford_checks.hpp>
#include <boost_gpu_paths/detail/front_end/bgl_loop.hpp>
#include <boost_gpu_paths/detail/front_end/concurrent_maps.hpp>
#include <boost_gpu_paths/detail/front_end/default_functors.hpp>
#include <boost_gpu_paths/detail/front_end/dijkstra.hpp>
#include <boost_gpu_paths/detail/front_end/graph_size.hpp>
#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/front_end/sequential_bellman_ford.hpp>
#include <boost_gpu_paths/detail/front_end/sequential_scratch.hpp>
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

// BGL's loop for a call the kernels could serve (sequential_bellman_ford.hpp), with the
// report, where the call asks for one, naming it and why it ran.
// start, inputs_checked: as bgl_bellman_ford's.
template <class Graph, class Size, class Params, class WeightMap, class DistanceMap, class D>
bool run_bgl_bellman_ford(const Graph& g, Size rounds, const Params& params,
                          const layout::vertex_numbering<Graph>& numbering, const WeightMap& weight,
                          DistanceMap distance, D inf, const D* before, const bellman_ford_start& start,
                          bool inputs_checked, const front_end_call* call, const char* method)
{
    const bool result = bgl_bellman_ford<backend_weight_t<D>>(g, rounds, numbering, weight,
                                                             get_param(params, vertex_predecessor), distance,
                                                             closed_plus<D>(inf), get_param(params, root_vertex_t()),
                                                             before, start, inputs_checked);
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

    const WeightMap weight = choose_const_pmap(get_param(params, edge_weight), g, edge_weight);
    DistanceMap distance = choose_pmap(get_param(params, vertex_distance), g, vertex_distance);
    const D inf = bellman_ford_inf<D>(params);

    // BGL's loop where it serves the call better or alone: fewer rounds than n - 1 (which
    // may stop before convergence, with BGL's verdict on that state), and small graphs. It
    // makes the backends' checks without their layout (bgl_bellman_ford: where it can,
    // during its first round, the caller's maps as they were if they refuse).
    const auto bgl_loop = [&](const front_end_call* call, const char* method) {
        const layout::vertex_numbering<G> numbering = numbering_for(cg, params);
        if constexpr (from_root) (void)numbering.checked_index(get_param(params, root_vertex_t()));
        struct before_use;
        const scratch_array<D, before_use> before(numbering.size());
        const bellman_ford_start start =
            read_bellman_ford_start<D, WeightValue>(distance, numbering, from_root, inf, before.data());
        return run_bgl_bellman_ford(cg, rounds, params, numbering, weight, distance, inf, before.data(), start, false,
                                    call, method);
    };
    const std::uint64_t vertex_count = num_vertices(g);
    bool few_rounds = false;
    if constexpr (std::is_signed<Size>::value) few_rounds = rounds < Size(0);
    if (few_rounds || (vertex_count > 1 && static_cast<std::uint64_t>(rounds) < vertex_count - 1))
        return bgl_loop(nullptr, "");
    graph_size size;
    if constexpr (has_integer_vertex_range<G>()) {
        size = bgl_loop_size(cg);
        if (sequential_at_once(params, backend_api::problem_kind::bellman_ford, size.vertices, size.edges))
            return bgl_loop(nullptr, "");
    }
    front_end_call call(params);
    if constexpr (has_integer_vertex_range<G>()) {
        if (call.choose(backend_api::problem_kind::bellman_ford, size.vertices, size.edges, true).path ==
            backend_api::path_kind::sequential)
            return bgl_loop(&call, "boost::bellman_ford_shortest_paths");
    }

    call.use_threads();
    const layout::vertex_numbering<G> numbering = numbering_for(cg, params);
    const std::uint32_t n = numbering.size();
    std::uint32_t root = 0;
    if constexpr (from_root) root = numbering.checked_index(get_param(params, root_vertex_t()));
    // The caller's distances (from a root, none are read unless BGL's loop runs below).
    base::host_array<D> caller(from_root ? 0 : n);
    const bellman_ford_start start =
        read_bellman_ford_start<D, WeightValue>(distance, numbering, from_root, inf, caller.data());
    layout::csr_layout<W> csr = search_layout<W>(cg, numbering, weight, inf);
    const bellman_ford_weights weights = check_bellman_ford_inputs<W>(cg, weight, inf, start, &csr.bounds);
    if (const char* why = bellman_ford_needs_bgl_loop(weights, start, inf))
        return run_bgl_bellman_ford(cg, rounds, params, numbering, weight, distance, inf,
                                    from_root ? nullptr : caller.data(), start, true, &call, why);

    // The initial distances in W: from a root, the weight type's max converted to D (as
    // BGL starts them) and 0 at the root; the combine's inf is the backends' "no path".
    base::host_array<W> distances(n);
    base::host_array<W> initial(n);
    const D root_start = static_cast<D>((std::numeric_limits<WeightValue>::max)());
    for (std::uint32_t i = 0; i < n; ++i) {
        const D d = from_root ? (i == root ? D(0) : root_start) : caller[i];
        initial[i] = d == inf ? weight_encoding<W>::infinity() : static_cast<W>(d);
        distances[i] = initial[i];
    }
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
