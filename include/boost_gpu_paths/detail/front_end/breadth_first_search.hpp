// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The core of gpu_breadth_first_search (breadth_first_search.hpp): concept checks, the
// graph laid out as CSR arrays, the search on a backend (or BGL's on the host for an
// arbitrary visitor), and the outputs written through the caller's property maps.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_BREADTH_FIRST_SEARCH_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_BREADTH_FIRST_SEARCH_HPP

#include <boost_gpu_paths/detail/front_end/bfs_live_events.hpp>
#include <boost_gpu_paths/detail/front_end/visitor_events.hpp>
#include <boost_gpu_paths/detail/front_end/bfs_visitors.hpp>
#include <boost_gpu_paths/detail/front_end/graph_size.hpp>
#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/front_end/resident_slots.hpp>
#include <boost_gpu_paths/detail/front_end/sequential_bfs.hpp>
#include <boost_gpu_paths/detail/interface/bfs.hpp>
#include <boost_gpu_paths/detail/interface/path_choice.hpp>
#include <boost_gpu_paths/detail/layout/csr.hpp>
#include <boost_gpu_paths/detail/layout/vertex_numbering.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/concept/assert.hpp>
#include <boost/graph/graph_concepts.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/graph/properties.hpp>
#include <boost/property_map/property_map.hpp>

#include <chrono>
#include <cstdint>
#include <iterator>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {

// The tag of run_visitor_on_host() (breadth_first_search.hpp).
struct bfs_host_visitor_t {};

namespace detail {
namespace bfs {

// Named-parameter outputs -----------------------------------------------------------------

// Calls body(v) for every vertex index v: on all threads when the caller's map takes
// concurrent writes (concurrent_maps.hpp), else in order.
template <class Map, class Graph, class Body>
void for_each_vertex_of(const layout::vertex_numbering<Graph>& numbering, Body&& body)
{
    if constexpr (concurrent_writes<Map, Graph>::value) {
        base::parallel_for(0, numbering.size(), [&](std::size_t v) { body(static_cast<std::uint32_t>(v)); }, 16384);
    } else {
        for (std::uint32_t v = 0; v < numbering.size(); ++v) body(v);
    }
}

template <class Graph, class DistanceMap>
void write_distances(const layout::vertex_numbering<Graph>& numbering, const search_result& result,
                     DistanceMap distance)
{
    using value = typename property_traits<DistanceMap>::value_type;
    const value unreached = (std::numeric_limits<value>::max)();
    if constexpr (std::numeric_limits<value>::is_integer) {
        std::uint32_t deepest = 0;
        for (std::uint32_t h : result.hops)
            if (h != backend_api::unreached_hops && h > deepest) deepest = h;
        if (static_cast<std::uintmax_t>(deepest) >= static_cast<std::uintmax_t>(unreached))
            throw invalid_input("gpu_breadth_first_search: a hop count of " + std::to_string(deepest) +
                                " does not fit the distance map's value type below its maximum (which marks "
                                "unreached vertices); use a wider type");
    }
    for_each_vertex_of<DistanceMap>(numbering, [&](std::uint32_t v) {
        const std::uint32_t h = result.hops[v];
        put(distance, numbering.vertex(v), h == backend_api::unreached_hops ? unreached : static_cast<value>(h));
    });
}

template <class Graph, class PredecessorMap>
void write_predecessors(const layout::vertex_numbering<Graph>& numbering, const search_result& result,
                        PredecessorMap predecessor)
{
    for_each_vertex_of<PredecessorMap>(
        numbering, [&](std::uint32_t v) { put(predecessor, numbering.vertex(v), numbering.vertex(result.parents[v])); });
}

template <class Graph, class ColorMap>
void write_colors(const layout::vertex_numbering<Graph>& numbering, const search_result& result, ColorMap color)
{
    using colors = color_traits<typename property_traits<ColorMap>::value_type>;
    for_each_vertex_of<ColorMap>(numbering, [&](std::uint32_t v) {
        put(color, numbering.vertex(v), result.hops[v] != backend_api::unreached_hops ? colors::black() : colors::white());
    });
}

template <class Graph, class Params>
void write_outputs(const layout::vertex_numbering<Graph>& numbering, const search_result& result,
                   const Params& params, bool colors_written)
{
    using gpu_paths::detail::has_param;
    if constexpr (has_param<Params, vertex_distance_t>())
        write_distances(numbering, result, get_param(params, vertex_distance));
    if constexpr (has_param<Params, vertex_predecessor_t>())
        write_predecessors(numbering, result, get_param(params, vertex_predecessor));
    if constexpr (has_param<Params, vertex_color_t>())
        if (!colors_written) write_colors(numbering, result, get_param(params, vertex_color));
}

// The search -------------------------------------------------------------------------------

template <class Params>
using visitor_traits_of = visitor_traits<typename std::decay<typename get_param_type<graph_visitor_t, Params>::type>::type>;

// Parents are downloaded when a predecessor map or a recorder needs them.
template <class Params>
constexpr bool wants_parents()
{
    using traits = visitor_traits_of<Params>;
    return gpu_paths::detail::has_param<Params, vertex_predecessor_t>() || traits::records_distances ||
           traits::records_predecessors;
}

// A backend's search done: the recorders replayed and the maps written, timed for the report.
template <class Graph, class Params>
void write_search_results(const layout::vertex_numbering<Graph>& numbering, const search_result& result,
                          const std::vector<std::uint32_t>& sources, const Params& params, const front_end_call& call)
{
    using traits = visitor_traits_of<Params>;
    call.write_back_starts();
    const auto write_start = call.context.report ? std::chrono::steady_clock::now() : call.start;
    apply_visitor(get_param(params, graph_visitor), numbering, result, sources,
                  std::integral_constant<bool, traits::records_distances || traits::records_predecessors>());
    write_outputs(numbering, result, params, false);
    if (call.context.report) call.context.report->write_back_ms = front_end_call::ms_since(write_start);
}

template <class Graph, class Params>
layout::vertex_numbering<Graph> make_numbering(const Graph& g, const Params& params)
{
    if constexpr (gpu_paths::detail::has_param<Params, vertex_index_t>())
        return layout::vertex_numbering<Graph>(g, get_param(params, vertex_index));
    else
        return layout::vertex_numbering<Graph>(g);
}

template <class Graph, class SourceIterator, class Params, class Resident>
void search_resident(const Graph& g, SourceIterator first, SourceIterator last, const Params& params,
                     Resident& resident);

// The sequential path: BGL's own breadth_first_search on the caller's graph.
// call: null where the call decided without a context (sequential_at_once; no report).
template <class Graph, class SourceIterator, class Params>
void run_bgl_search(const Graph& g, SourceIterator first, SourceIterator last, const Params& params,
                    const front_end_call* call, const char* method)
{
    report* const out = call ? call->context.report : nullptr;
    if constexpr (std::is_convertible<typename std::iterator_traits<SourceIterator>::iterator_category,
                                      std::forward_iterator_tag>::value) {
        search_sequentially(g, iterator_range<SourceIterator>{first, last}, params, out);
    } else {
        const std::vector<typename graph_traits<Graph>::vertex_descriptor> copied(first, last);
        search_sequentially(g, copied, params, out);
    }
    if (!call) return;
    if (out) out->method = method;
    call->note_choice();
}

// The live-events search where the graph reaches bfs_options::visitor_arrays_from; false
// (nothing done) below, where BGL's loop serves the call without entering the library.
template <class Graph, class SourceIterator, class Params>
bool search_with_live_events_if_large(const Graph& g, SourceIterator first, SourceIterator last, const Params& params)
{
    bfs_options tuning;
    if constexpr (gpu_paths::detail::has_param<Params, options_t>()) tuning = get_param(params, options_t()).bfs;
    const std::uint64_t vertices = num_vertices(g);
    // The search numbers the vertices in 32 bits.
    if (vertices > (std::numeric_limits<std::uint32_t>::max)()) return false;
    if (vertices + estimate_size(g).edges < tuning.visitor_arrays_from) return false;
    front_end_call call(params);
    call.use_threads();
    using visitor_type = typename visitor_or_default<param_t<Params, graph_visitor_t>>::type;
    constexpr bool edge_events = handles_edge_events<visitor_type, Graph>();
    // Where BGL's discovery order is computed meanwhile (bfs_options::visitor_order): on
    // the device where a search without a visitor would run there, or as the call asks;
    // nowhere for a visitor of every edge's events, whose search stays on the caller's graph.
    std::optional<execution_context> order_context;
    using order_mode = bfs_options::visitor_order_mode;
    const std::uint64_t edges = estimate_size(g).edges;
    if constexpr (!edge_events) {
        if (tuning.visitor_order == order_mode::on) {
            order_context.emplace(call.context);
            if (order_context->backend == backend_kind::automatic)
                order_context->backend =
                    backend_api::choose_path(backend_api::problem_kind::bfs, vertices, edges, call.context, false).path ==
                            backend_api::path_kind::cuda
                        ? backend_kind::cuda
                        : backend_kind::host;
        } else if (tuning.visitor_order == order_mode::automatic && vertices + edges >= tuning.visitor_order_from &&
                   call.context.backend != backend_kind::host &&
                   backend_api::choose_path(backend_api::problem_kind::bfs, vertices, edges, call.context, false).path ==
                       backend_api::path_kind::cuda) {
            order_context.emplace(call.context);
            order_context->backend = backend_kind::cuda;
        }
    }
    const examined_counts examined = search_with_live_events(
        g, iterator_range<SourceIterator>{first, last}, params, tuning, base::thread_count(),
        call.context.tuning.thread_pool, order_context ? &*order_context : nullptr);
    if (report* out = call.context.report) {
        const bool on_device = examined.replayed && order_context->backend == backend_kind::cuda;
        out->backend = on_device ? backend_kind::cuda : backend_kind::host;
        out->device = on_device ? examined.order_report.device : -1;
        if (examined.replayed) {
            out->layout_ms = examined.order_report.layout_ms;
            out->upload_ms = examined.order_report.upload_ms;
            out->compute_ms = examined.order_report.compute_ms;
            out->download_ms = examined.order_report.download_ms;
        }
        out->method = "BGL's search with the visitor's events live, " + describe_examined(examined) +
                      (edge_events ? " (the visitor handles events on every edge)"
                                   : " (the visitor handles vertex events and tree edges only)");
    }
    return true;
}

template <class Graph, class SourceIterator, class Params>
void search(const Graph& g, SourceIterator first, SourceIterator last, const Params& params)
{
    // What BGL's breadth_first_search uses of the graph: its vertices and their out-edges.
    BOOST_CONCEPT_ASSERT((VertexListGraphConcept<Graph>));
    BOOST_CONCEPT_ASSERT((IncidenceGraphConcept<Graph>));
    using gpu_paths::detail::has_param;
    using visitor_type = typename std::decay<typename get_param_type<graph_visitor_t, Params>::type>::type;
    using traits = visitor_traits<visitor_type>;
    constexpr bool host_visitor = has_param<Params, bfs_host_visitor_t>();

    // A visitor the search cannot answer from its hop counts and parents observes BGL's
    // events in BGL's order: BGL's own loop serves it (bgl_loop.hpp says why), with the
    // drop-in's outputs on top, on graphs of integer vertices; other graphs take the
    // numbered path below.
    if constexpr (!traits::supported && has_integer_vertex_range<Graph>() &&
                  !has_param<Params, resident_graph_t>()) {
        // On large graphs, BGL's search with the events live (bfs_live_events.hpp): a
        // visitor of vertex events and tree edges only moves to arrays of the graph part
        // way; one of every edge's events stays on the caller's graph.
        if constexpr (!visitor_needs_bgl_loop<typename visitor_or_default<visitor_type>::type>::value &&
                      std::is_convertible<typename std::iterator_traits<SourceIterator>::iterator_category,
                                          std::forward_iterator_tag>::value) {
            if (search_with_live_events_if_large(g, first, last, params)) return;
        }
        if constexpr (has_param<Params, report_t>()) {
            front_end_call call(params);
            run_bgl_search(g, first, last, params, &call,
                           "boost::breadth_first_search (BGL's loop: the visitor's events come in BGL's order)");
            call.context.report->backend = backend_kind::host;
        } else {
            run_bgl_search(g, first, last, params, nullptr, "");
        }
        return;
    }
    if constexpr (has_param<Params, resident_graph_t>()) {
        static_assert(traits::supported && !host_visitor,
                      "gpu_breadth_first_search: use_resident takes the visitors that run on the GPU only");
        static_assert(!has_param<Params, vertex_index_t>(),
                      "gpu_breadth_first_search: with use_resident, the vertex index is the resident graph's: pass "
                      "vertex_index_map to make_resident_graph instead");
        search_resident(g, first, last, params, get_param(params, resident_graph_t()).get());
        return;
    }
    graph_size size;
    if constexpr (traits::supported && has_integer_vertex_range<Graph>()) {
        if constexpr (std::is_convertible<typename std::iterator_traits<SourceIterator>::iterator_category,
                                          std::forward_iterator_tag>::value)
            size = search_size(g, first, last);
        else
            size = estimate_size(g);
        if (sequential_at_once(params, backend_api::problem_kind::bfs, size.vertices, size.edges)) {
            run_bgl_search(g, first, last, params, nullptr, "");
            return;
        }
    }
    front_end_call call(params);
    if constexpr (traits::supported && has_integer_vertex_range<Graph>()) {
        if (call.choose(backend_api::problem_kind::bfs, size.vertices, size.edges, true).path ==
            backend_api::path_kind::sequential) {
            run_bgl_search(g, first, last, params, &call, "boost::breadth_first_search");
            return;
        }
    }
    call.use_threads();
    const layout::vertex_numbering<Graph> numbering = make_numbering(g, params);
    std::vector<std::uint32_t> sources;
    for (; first != last; ++first) sources.push_back(numbering.checked_index(*first));

    const std::uint32_t n = numbering.size();
    search_result result;

    if constexpr (traits::supported) {
        constexpr bool want_parents = wants_parents<Params>();
        result.hops.resize(n);
        if (want_parents) result.parents.resize(n);
        const auto csr = layout::make_csr_topology(g, numbering);
        call.choose(backend_api::problem_kind::bfs, n, csr.topology.edge_count, false);
        call.layout_done();
        call.run_or_answer_on_host([&] {
            backend_api::breadth_first_search(call.context, csr.topology, sources.data(), sources.size(),
                                              result.hops.data(), want_parents ? result.parents.data() : nullptr);
        });
        call.note_choice();
        write_search_results(numbering, result, sources, params, call);
    } else {
        result.hops.resize(n);
        result.parents.resize(n);
        for (std::uint32_t v = 0; v < n; ++v) {
            result.hops[v] = backend_api::unreached_hops;
            result.parents[v] = v;
        }
        constexpr bool has_color = has_param<Params, vertex_color_t>();
        bool visitor_threw = false;
        try {
            run_bgl(g, numbering, sources, get_param(params, graph_visitor), params, result, visitor_threw,
                    std::integral_constant<bool, has_color>());
        } catch (...) {
            // The caller's visitor stopped the search: the maps as BGL's loop holds them at
            // that event, as on every other path. The visitor's exception is the one that
            // leaves the call, even where a map cannot take what the search reached.
            if (visitor_threw) {
                try {
                    write_outputs(numbering, result, params, has_color);
                } catch (...) {
                }
            }
            throw;
        }
        write_outputs(numbering, result, params, has_color);
        if (call.context.report) {
            call.context.report->backend = backend_kind::host;
            call.context.report->method =
                "boost::breadth_first_search with the caller's visitor (BGL's loop: its events come in BGL's order)";
        }
    }
}

// A search on a resident graph (resident_graph.hpp): the layout, the choice of path and the
// backend's engine are made on the first search and reused after.
template <class Graph, class SourceIterator, class Params, class Resident>
void search_resident(const Graph& g, SourceIterator first, SourceIterator last, const Params& params,
                     Resident& resident)
{
    if (&resident.graph() != &g)
        throw invalid_input("gpu_breadth_first_search: use_resident names a resident graph made from another graph "
                            "object");
    front_end_call call(params);
    std::unique_ptr<resident_bfs_slot>& slot = resident.bfs_slot();
    if (!slot) {
        auto fresh = std::make_unique<resident_bfs_slot>();
        fresh->csr = layout::make_csr_topology(g, resident.numbering());
        execution_context context = resident.context();
        fresh->choice = choose_resident_path(backend_api::problem_kind::bfs, fresh->csr.topology, context,
                                             has_integer_vertex_range<Graph>());
        if (fresh->choice.path != backend_api::path_kind::sequential)
            emplace_resident_engine(fresh->engine, fresh->choice, context, fresh->csr.topology);
        slot = std::move(fresh);
    }
    call.adopt(slot->choice);
    if constexpr (has_integer_vertex_range<Graph>()) {
        if (slot->choice.path == backend_api::path_kind::sequential) {
            run_bgl_search(g, first, last, params, &call, "boost::breadth_first_search (resident graph)");
            return;
        }
    }
    const layout::vertex_numbering<Graph>& numbering = resident.numbering();
    std::vector<std::uint32_t> sources;
    for (; first != last; ++first) sources.push_back(numbering.checked_index(*first));
    const std::uint32_t n = numbering.size();
    constexpr bool want_parents = wants_parents<Params>();
    search_result result;
    result.hops.resize(n);
    if (want_parents) result.parents.resize(n);
    call.layout_done();
    slot->engine->search(sources.data(), sources.size(), result.hops.data(),
                         want_parents ? result.parents.data() : nullptr, call.context.report);
    if (call.context.report) {
        call.context.report->method += " (resident graph)";
        call.context.report->layout_ms = 0;
    }
    call.note_choice();
    write_search_results(numbering, result, sources, params, call);
}

template <class T, class = void>
struct is_iterator : std::false_type {};
template <class T>
struct is_iterator<T, std::void_t<typename std::iterator_traits<T>::iterator_category>> : std::true_type {};

}  // namespace bfs
}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
