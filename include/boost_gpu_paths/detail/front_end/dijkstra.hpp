// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The core of the Dijkstra drop-ins (dijkstra.hpp): concept checks, the graph laid out as
// CSR arrays, the backend call, and the results written back through the caller's
// property maps or matrix.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_DIJKSTRA_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_DIJKSTRA_HPP

#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/front_end/bgl_loop.hpp>
#include <boost_gpu_paths/detail/front_end/dijkstra_live_events.hpp>
#include <boost_gpu_paths/detail/front_end/graph_size.hpp>
#include <boost_gpu_paths/detail/base/host_array.hpp>
#include <boost_gpu_paths/detail/front_end/concurrent_maps.hpp>
#include <boost_gpu_paths/detail/front_end/dijkstra_params.hpp>
#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/front_end/resident_slots.hpp>
#include <boost_gpu_paths/detail/front_end/sequential_dijkstra.hpp>
#include <boost_gpu_paths/detail/interface/sssp.hpp>
#include <boost_gpu_paths/detail/layout/csr.hpp>
#include <boost_gpu_paths/detail/layout/vertex_numbering.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/concept/assert.hpp>
#include <boost/graph/dijkstra_shortest_paths_no_color_map.hpp>
#include <boost/graph/exception.hpp>
#include <boost/graph/graph_concepts.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <iterator>
#include <limits>
#include <memory>
#include <string>
#include <utility>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace detail {

// The distance type: the distance map's value type, else the weight map's.
template <class DistanceMap, class WeightValue>
struct distance_value {
    using type = typename property_traits<DistanceMap>::value_type;
};
template <class WeightValue>
struct distance_value<param_not_found, WeightValue> {
    using type = WeightValue;
};

// Runs body(i) for i in [0, n), on all host threads when every map in the call allows it.
template <bool Parallel, class Body>
void for_each_index(std::uint32_t n, Body&& body)
{
    if (Parallel)
        base::parallel_for(0, n, body, 16384);
    else
        for (std::uint32_t i = 0; i < n; ++i) body(i);
}

// The numbering of a call: the caller's vertex_index_map when given, else the order of
// vertices(g) (the identity for vecS, adjacency_matrix and CSR graphs).
template <class Graph, class Params>
layout::vertex_numbering<Graph> numbering_for(const Graph& g, const Params& params)
{
    if constexpr (has_param<Params, vertex_index_t>())
        return layout::vertex_numbering<Graph>(g, get_param(params, vertex_index));
    else
        return layout::vertex_numbering<Graph>(g);
}

// The layout of a call. BGL relaxes an edge when d[u] + w < d[v], added in the distance
// type D. With weights of type D an edge of weight distance_inf is never relaxed (from
// distance 0 the sum is inf, from anywhere else it overflows): it is "no edge". With
// weights of another type every weight is an edge (0 + INT_MAX < LLONG_MAX); sums not
// below distance_inf are reported unreached afterwards, as BGL leaves them.
template <class W, class D, class Graph, class WeightMap>
layout::csr_layout<W> search_layout(const Graph& g, const layout::vertex_numbering<Graph>& numbering,
                                    const WeightMap& weight, const D& inf)
{
    if constexpr (std::is_same<typename property_traits<WeightMap>::value_type, D>::value)
        return layout::make_csr<W>(g, numbering, weight, inf);
    else
        return layout::make_csr<W>(g, numbering, weight);
}

// The weights a search runs on: negative edges become "no edge" (whether one leaves a
// reached vertex, BGL's negative_edge, is decided from the distances afterwards). Empty
// when there is none, and the layout's own weights serve.
template <class W>
base::host_array<W> weights_without_negatives(const layout::csr_layout<W>& csr)
{
    base::host_array<W> out;
    if (!csr.bounds.has_negative_weight) return out;
    out.resize(csr.weights.size());
    base::parallel_for(0, out.size(), [&](std::size_t e) {
        out[e] = csr.weights[e] < W(0) ? weight_encoding<W>::infinity() : csr.weights[e];
    });
    return out;
}

// True when BGL's search would meet a negative edge. BGL pushes every vertex an examined
// edge leads to, whether or not its distance improves (an edge of weight distance_inf, a
// path no shorter than inf), and examines the out-edges of every vertex it pops: it throws
// negative_edge when a negative edge leaves a vertex the sources reach by edges at all.
template <class W>
bool negative_edge_reachable(const layout::csr_layout<W>& csr, const std::vector<std::uint32_t>& sources)
{
    const std::uint32_t* const offsets = csr.topology.offsets;
    const std::uint32_t* const targets = csr.topology.targets;
    std::vector<char> seen(csr.topology.vertex_count, 0);
    std::vector<std::uint32_t> queue;
    for (std::uint32_t s : sources)
        if (!seen[s]) {
            seen[s] = 1;
            queue.push_back(s);
        }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const std::uint32_t u = queue[head];
        for (std::uint32_t e = offsets[u]; e < offsets[u + 1]; ++e) {
            if (csr.weights[e] < W(0)) return true;
            if (!seen[targets[e]]) {
                seen[targets[e]] = 1;
                queue.push_back(targets[e]);
            }
        }
    }
    return false;
}

// After a search: negative_edge as BGL throws it (negative_edge_reachable), then distances
// and predecessors written through the caller's maps, as BGL leaves them.
template <class D, class W, class Graph, class Params>
void write_search_results(const Params& params, const layout::vertex_numbering<Graph>& numbering,
                          const layout::csr_layout<W>& csr, const std::vector<std::uint32_t>& sources,
                          const base::host_array<W>& distances, const base::host_array<std::uint32_t>& parents,
                          const D& inf, front_end_call& call)
{
    using DistanceMap = param_t<Params, vertex_distance_t>;
    using PredecessorMap = param_t<Params, vertex_predecessor_t>;
    const std::uint32_t n = numbering.size();
    call.write_back_starts();
    const auto write_start = call.context.report ? std::chrono::steady_clock::now() : call.start;
    const W threshold = csr.bounds.template infinite_threshold<W>();
    // Reached as BGL reaches: by a path shorter than distance_inf.
    auto reached = [&](std::uint32_t i) {
        return distances[i] < threshold && static_cast<D>(distances[i]) < inf;
    };
    if (csr.bounds.has_negative_weight && negative_edge_reachable(csr, sources)) throw negative_edge();
    if constexpr (!std::is_same<DistanceMap, param_not_found>::value) {
        auto distance_map = get_param(params, vertex_distance);
        for_each_index<concurrent_writes<DistanceMap, Graph>::value>(n, [&](std::uint32_t i) {
            put(distance_map, numbering.vertex(i), reached(i) ? static_cast<D>(distances[i]) : inf);
        });
    }
    if constexpr (!std::is_same<PredecessorMap, param_not_found>::value) {
        auto predecessor_map = get_param(params, vertex_predecessor);
        for_each_index<concurrent_writes<PredecessorMap, Graph>::value>(n, [&](std::uint32_t i) {
            put(predecessor_map, numbering.vertex(i), numbering.vertex(reached(i) ? parents[i] : i));
        });
    }
    if (call.context.report) call.context.report->write_back_ms = front_end_call::ms_since(write_start);
}

// The call's distance_inf and distance_zero (which must be 0).
template <class D, class Params>
std::pair<D, D> distance_inf_and_zero(const Params& params)
{
    const D inf = static_cast<D>(choose_param(get_param(params, distance_inf_t()), (std::numeric_limits<D>::max)()));
    const D zero = static_cast<D>(choose_param(get_param(params, distance_zero_t()), D()));
    if (zero != D(0))
        throw invalid_input("gpu_dijkstra: distance_zero must be 0 (the identity of +); got another value");
    return {inf, zero};
}

// The sequential path: BGL's own dijkstra_shortest_paths on the caller's graph.
template <class Graph, class Sources, class Params, class D>
void run_bgl_dijkstra(const Graph& g, const Sources& sources, const Params& params, const D& inf, const D& zero,
                      const front_end_call* call, const char* method)
{
    dijkstra_sequentially(g, sources, params, inf, zero);
    if (!call) return;  // decided without a context (sequential_at_once; no report)
    if (call->context.report) {
        call->context.report->backend = backend_kind::host;
        call->context.report->device = -1;
        call->context.report->method = method;
    }
    call->note_choice();
}

template <class Graph, class Sources, class Params, class Resident>
void dijkstra_resident(const Graph& g, const Sources& sources, const Params& params, Resident& resident);
template <class Graph, class Sources, class Params>
void dijkstra_laid_out_per_call(const Graph& g, const Sources& sources, const Params& params);

// BGL's loop moving to arrays of the graph part way (dijkstra_live_events.hpp) where the
// graph reaches sssp_options::visitor_arrays_from; false (nothing done) below, where
// boost::dijkstra_shortest_paths serves the call without entering the library.
template <class Graph, class Sources, class Params>
bool dijkstra_live_if_large(const Graph& g, const Sources& sources, const Params& params)
{
    sssp_options tuning;
    if constexpr (has_param<Params, options_t>()) tuning = get_param(params, options_t()).sssp;
    if (num_vertices(g) + estimate_size(g).edges < tuning.visitor_arrays_from) return false;
    // A source listed twice is in BGL's heap twice: BGL's own call serves that.
    if (sources.size() > 1) {
        std::vector<typename graph_traits<Graph>::vertex_descriptor> sorted(sources.begin(), sources.end());
        std::sort(sorted.begin(), sorted.end());
        if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) return false;
    }
    front_end_call call(params);
    call.use_threads();
    const examined_counts examined =
        dijkstra_live::run(g, sources, params, tuning, base::thread_count(), call.context.tuning.thread_pool);
    if (report* out = call.context.report) {
        out->backend = backend_kind::host;
        out->device = -1;
        out->method = "BGL's dijkstra_shortest_paths loop with the call's visitor, compare and combine, " +
                      describe_examined(examined);
    }
    return true;
}

// True where the kernels compute what BGL's loop would for this call: its weight and
// distance types, compare, combine and visitor (kernels_serve_dijkstra).
template <class Graph, class Params>
constexpr bool kernels_serve_dijkstra_call()
{
    using WeightValue = typename property_traits<decltype(choose_const_pmap(
        get_param(std::declval<const Params&>(), edge_weight), std::declval<const Graph&>(), edge_weight))>::value_type;
    using D = typename distance_value<param_t<Params, vertex_distance_t>, WeightValue>::type;
    return kernels_serve_dijkstra<Params, D, WeightValue>();
}

// sources: a container of vertex descriptors (std::array for one source, so that a
// single-source call allocates nothing for it).
template <class Graph, class Sources, class Params>
void dijkstra_core(const Graph& g, const Sources& sources, const Params& params)
{
    // What BGL's dijkstra_shortest_paths uses of the graph: its vertices and their out-edges.
    BOOST_CONCEPT_ASSERT((VertexListGraphConcept<Graph>));
    BOOST_CONCEPT_ASSERT((IncidenceGraphConcept<Graph>));
    if constexpr (has_param<Params, resident_graph_t>()) {
        static_assert(!has_param<Params, edge_weight_t>() && !has_param<Params, vertex_index_t>(),
                      "gpu_dijkstra: with use_resident, the weights and vertex index are the resident graph's: "
                      "pass weight_map and vertex_index_map to make_resident_graph instead");
        dijkstra_resident(g, sources, params, get_param(params, resident_graph_t()).get());
    } else {
        if constexpr (kernels_serve_dijkstra_call<Graph, Params>()) {
            dijkstra_laid_out_per_call(g, sources, params);
        } else {
            if constexpr (has_integer_vertex_range<Graph>() &&
                          !visitor_needs_bgl_loop<param_t<Params, graph_visitor_t>>::value) {
                if (dijkstra_live_if_large(g, sources, params)) return;
            }
            bgl_loop_dijkstra(g, sources, params);
            report_bgl_loop(params, "boost::dijkstra_shortest_paths (BGL's loop: the call's visitor, compare, "
                                    "combine or types are BGL's alone)");
        }
    }
}

// gpu_dijkstra_shortest_paths_no_color_map: where the kernels serve, the same call as
// dijkstra_core (the distances and predecessors are the same); anything that needs BGL's
// loop runs BGL's no_color_map loop, whose events differ from the colour version's
// (edge_not_relaxed into finished vertices, no vertex discovered by a failed relaxation,
// the search ending at the first vertex at infinite distance).
template <class Graph, class Params>
void dijkstra_no_color_map_core(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s,
                                const Params& params)
{
    const std::array<typename graph_traits<Graph>::vertex_descriptor, 1> sources{{s}};
    if constexpr (has_param<Params, resident_graph_t>() || kernels_serve_dijkstra_call<Graph, Params>()) {
        dijkstra_core(g, sources, params);
    } else {
        BOOST_CONCEPT_ASSERT((VertexListGraphConcept<Graph>));
        BOOST_CONCEPT_ASSERT((IncidenceGraphConcept<Graph>));
        check_inputs_for_bgl_loop(g, sources, params);
        boost::dijkstra_shortest_paths_no_color_map(g, s, params);
        report_bgl_loop(params, "boost::dijkstra_shortest_paths_no_color_map (BGL's loop: the call's visitor, "
                                "compare, combine or types are BGL's alone)");
    }
}

// A call that lays the graph out for itself (or runs BGL's own algorithm on small graphs).
template <class Graph, class Sources, class Params>
void dijkstra_laid_out_per_call(const Graph& g, const Sources& sources, const Params& params)
{
    using WeightMap = decltype(choose_const_pmap(get_param(params, edge_weight), g, edge_weight));
    using WeightValue = typename property_traits<WeightMap>::value_type;
    using DistanceMap = param_t<Params, vertex_distance_t>;
    using PredecessorMap = param_t<Params, vertex_predecessor_t>;
    using D = typename distance_value<DistanceMap, WeightValue>::type;
    static_assert(supported_dijkstra_params<Params, D>::value, "");
    static_assert(std::is_arithmetic<D>::value && std::is_arithmetic<WeightValue>::value,
                  "gpu_dijkstra: distances and weights must be arithmetic (they run as float, double, int32 or int64)");
    using W = backend_weight_t<D>;
    constexpr bool has_predecessors = !std::is_same<PredecessorMap, param_not_found>::value;

    BOOST_CONCEPT_ASSERT((ReadablePropertyMapConcept<WeightMap, typename graph_traits<Graph>::edge_descriptor>));
    const WeightMap weight = choose_const_pmap(get_param(params, edge_weight), g, edge_weight);
    const std::pair<D, D> limits = distance_inf_and_zero<D>(params);
    const D inf = limits.first, zero = limits.second;
    graph_size size;
    if constexpr (has_integer_vertex_range<Graph>()) {
        size = search_size(g, sources.begin(), sources.end());
        if (sequential_at_once(params, backend_api::problem_kind::sssp, size.vertices, size.edges)) {
            run_bgl_dijkstra(g, sources, params, inf, zero, nullptr, "");
            return;
        }
    }
    front_end_call call(params);
    if constexpr (has_integer_vertex_range<Graph>()) {
        if (call.choose(backend_api::problem_kind::sssp, size.vertices, size.edges, true).path ==
            backend_api::path_kind::sequential) {
            run_bgl_dijkstra(g, sources, params, inf, zero, &call, "boost::dijkstra_shortest_paths");
            return;
        }
    }

    call.use_threads();
    const layout::vertex_numbering<Graph> numbering = numbering_for(g, params);
    const std::uint32_t n = numbering.size();
    std::vector<std::uint32_t> source_indices;
    source_indices.reserve(sources.size());
    for (const auto& s : sources) source_indices.push_back(numbering.checked_index(s));

    layout::csr_layout<W> csr = search_layout<W>(g, numbering, weight, inf);
    if (std::is_integral<W>::value) layout::check_path_bounds<W>(csr.bounds);
    const base::host_array<W> search_weights = weights_without_negatives(csr);
    const W* weights = search_weights.empty() ? csr.weight_data() : search_weights.data();
    call.choose(backend_api::problem_kind::sssp, n, csr.topology.edge_count, false);
    call.layout_done();

    base::host_array<W> distances(n);
    base::host_array<std::uint32_t> parents(has_predecessors ? n : 0);
    call.run_or_answer_on_host([&] {
        backend_api::dijkstra<W>(call.context, csr.topology, weights, source_indices.data(), source_indices.size(),
                                 distances.data(), has_predecessors ? parents.data() : nullptr);
    });
    call.note_choice();
    write_search_results<D>(params, numbering, csr, source_indices, distances, parents, inf, call);
}

// A query on a resident graph (resident_graph.hpp): the layout, the choice of path and the
// backend's engine are made on the first query with this distance representation and inf,
// and reused after.
template <class Graph, class Sources, class Params, class Resident>
void dijkstra_resident(const Graph& g, const Sources& sources, const Params& params, Resident& resident)
{
    using WeightMap = typename Resident::weight_map_type;
    static_assert(!std::is_same<WeightMap, layout::no_weights>::value,
                  "gpu_dijkstra: this resident graph has no weights; make it with "
                  "make_resident_graph(g, boost::weight_map(w))");
    using WeightValue = typename property_traits<WeightMap>::value_type;
    using D = typename distance_value<param_t<Params, vertex_distance_t>, WeightValue>::type;
    static_assert(supported_dijkstra_params<Params, D>::value, "");
    static_assert(std::is_arithmetic<D>::value && std::is_arithmetic<WeightValue>::value,
                  "gpu_dijkstra: distances and weights must be arithmetic (they run as float, double, int32 or int64)");
    using W = backend_weight_t<D>;
    constexpr bool has_predecessors = has_param<Params, vertex_predecessor_t>();
    if (&resident.graph() != &g)
        throw invalid_input("gpu_dijkstra: use_resident names a resident graph made from another graph object");
    front_end_call call(params);
    const std::pair<D, D> limits = distance_inf_and_zero<D>(params);
    const D inf = limits.first, zero = limits.second;
    // The sources before the layout's checks, in the per-call path's order.
    const layout::vertex_numbering<Graph>& numbering = resident.numbering();
    std::vector<std::uint32_t> source_indices;
    source_indices.reserve(sources.size());
    for (const auto& s : sources) source_indices.push_back(numbering.checked_index(s));

    auto& slot = resident.template sssp_slot<W>();
    const std::string key = resident_sssp_slot<W>::key_of(inf);
    if (!slot || slot->inf_key != key) {
        slot.reset();
        auto fresh = std::make_unique<resident_sssp_slot<W>>();
        fresh->csr = search_layout<W>(g, resident.numbering(), resident.weight_map(), inf);
        if (std::is_integral<W>::value) layout::check_path_bounds<W>(fresh->csr.bounds);
        fresh->search_weights = weights_without_negatives(fresh->csr);
        fresh->inf_key = key;
        execution_context context = resident.context();
        fresh->choice = choose_resident_path(backend_api::problem_kind::sssp, fresh->csr.topology, context,
                                             has_integer_vertex_range<Graph>());
        if (fresh->choice.path != backend_api::path_kind::sequential)
            emplace_resident_engine(fresh->engine, fresh->choice, context, fresh->csr.topology, fresh->weights());
        slot = std::move(fresh);
    }
    call.adopt(slot->choice);
    if constexpr (has_integer_vertex_range<Graph>()) {
        if (slot->choice.path == backend_api::path_kind::sequential) {
            const bgl_named_params<WeightMap, edge_weight_t, Params> with_weights(resident.weight_map(), params);
            run_bgl_dijkstra(g, sources, with_weights, inf, zero, &call, "boost::dijkstra_shortest_paths (resident graph)");
            return;
        }
    }
    const std::uint32_t n = numbering.size();
    call.layout_done();
    base::host_array<W> distances(n);
    base::host_array<std::uint32_t> parents(has_predecessors ? n : 0);
    slot->engine->search(source_indices.data(), source_indices.size(), distances.data(),
                         has_predecessors ? parents.data() : nullptr, call.context.report);
    if (call.context.report) {
        call.context.report->method += " (resident graph)";
        call.context.report->layout_ms = 0;
    }
    call.note_choice();
    write_search_results<D>(params, numbering, slot->csr, source_indices, distances, parents, inf, call);
}

template <class Graph, class SourceIterator>
std::vector<typename graph_traits<Graph>::vertex_descriptor> source_list(SourceIterator first, SourceIterator last)
{
    return std::vector<typename graph_traits<Graph>::vertex_descriptor>(first, last);
}

template <class Iterator>
using enable_if_iterator = typename std::iterator_traits<Iterator>::iterator_category;

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
