// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The core of the DAG drop-in (dag_shortest_paths.hpp): concept checks, the graph laid out
// as CSR arrays, the backend call (or, on small graphs, BGL's own pass into scratch
// arrays), and the results written back through the caller's property maps. Nothing of the
// caller's is written before the call is known to succeed.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_DAG_SHORTEST_PATHS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_DAG_SHORTEST_PATHS_HPP

#include <boost_gpu_paths/detail/base/host_array.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/front_end/bgl_loop.hpp>
#include <boost_gpu_paths/detail/front_end/dijkstra.hpp>
#include <boost_gpu_paths/detail/front_end/graph_size.hpp>
#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/front_end/sequential_dag.hpp>
#include <boost_gpu_paths/detail/front_end/sequential_dag_direct.hpp>
#include <boost_gpu_paths/detail/front_end/sequential_dijkstra.hpp>
#include <boost_gpu_paths/detail/front_end/sequential_scratch.hpp>
#include <boost_gpu_paths/detail/interface/dag_paths.hpp>
#include <boost_gpu_paths/detail/layout/csr.hpp>
#include <boost_gpu_paths/detail/layout/vertex_numbering.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/concept/assert.hpp>
#include <boost/graph/dag_shortest_paths.hpp>
#include <boost/graph/exception.hpp>
#include <boost/graph/graph_concepts.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/graph/properties.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace detail {

// Which of dag_shortest_paths' functors and visitors the backends take: BGL's defaults,
// spelled out or not (they compute min and +, and replay no events); anything else runs
// BGL's own loop (dag_shortest_paths_core).
template <class Params, class D>
struct supported_dag_params {
    static_assert(is_default_compare<param_t<Params, distance_compare_t>, D>::value,
                  "gpu_dag_shortest_paths: distance_compare other than std::less<D> is not supported (the backends "
                  "order distances with <); use boost::dag_shortest_paths for another order");
    static_assert(is_default_combine<param_t<Params, distance_combine_t>, D>::value ||
                      is_plus<param_t<Params, distance_combine_t>, D>::value,
                  "gpu_dag_shortest_paths: distance_combine other than std::plus<D> or closed_plus<D> is not "
                  "supported (the backends add); use boost::dag_shortest_paths for another combine");
    static_assert(is_null_dijkstra_visitor<param_t<Params, graph_visitor_t>>::value,
                  "gpu_dag_shortest_paths: visitors are not supported (levels are relaxed in parallel and no "
                  "events are replayed); use boost::dag_shortest_paths with a visitor");
    static constexpr bool value = true;
};

// BGL's closed_plus (an operand equal to inf gives inf), refusing a sum that wraps an
// integer type or is NaN. With negative weights inf must be told apart before adding:
// inf + (a negative weight) would otherwise look like a path.
template <class D>
struct dag_checked_plus {
    D inf;

    template <class A, class B>
    D operator()(const A& a, const B& b) const
    {
        if (static_cast<D>(a) == inf || static_cast<D>(b) == inf) return inf;
        return checked_plus<D>{inf}(a, b);
    }
};

// The call's distance_inf and distance_zero: zero must be 0 and inf above it.
template <class D, class Params>
std::pair<D, D> dag_inf_and_zero(const Params& params)
{
    const D inf = static_cast<D>(choose_param(get_param(params, distance_inf_t()), (std::numeric_limits<D>::max)()));
    const D zero = static_cast<D>(choose_param(get_param(params, distance_zero_t()), D()));
    if (zero != D(0))
        throw invalid_input("gpu_dag_shortest_paths: distance_zero must be 0 (the identity of +); got another value");
    if (!(zero < inf)) throw invalid_input("gpu_dag_shortest_paths: distance_inf must lie above distance_zero");
    return {inf, zero};
}

// The numbering of a graph whose vertices are the integers 0..n-1 (the sequential path's
// graphs): vertex i is i.
template <class Vertex>
struct counting_numbering {
    std::uint32_t count;
    std::uint32_t size() const noexcept { return count; }
    Vertex vertex(std::uint32_t i) const noexcept { return static_cast<Vertex>(i); }
};

// Writes the results of a successful call through the caller's maps: distance(i),
// predecessor(i) (vertex indices) and reached(i) (BGL's DFS from s colours exactly the
// vertices it reaches black, and leaves the rest white).
template <class D, class Numbering, class Params, class Distance, class Predecessor, class Reached>
void write_dag_results(const Params& params, const Numbering& numbering, Distance distance,
                       Predecessor predecessor, Reached reached)
{
    const std::uint32_t n = numbering.size();
    if constexpr (has_param<Params, vertex_distance_t>()) {
        auto map = get_param(params, vertex_distance);
        for (std::uint32_t i = 0; i < n; ++i) put(map, numbering.vertex(i), distance(i));
    }
    if constexpr (has_param<Params, vertex_predecessor_t>()) {
        auto map = get_param(params, vertex_predecessor);
        for (std::uint32_t i = 0; i < n; ++i) put(map, numbering.vertex(i), numbering.vertex(predecessor(i)));
    }
    if constexpr (has_param<Params, vertex_color_t>()) {
        auto map = get_param(params, vertex_color);
        using colors = color_traits<typename property_traits<decltype(map)>::value_type>;
        for (std::uint32_t i = 0; i < n; ++i)
            put(map, numbering.vertex(i), reached(i) ? colors::black() : colors::white());
    }
}

// The vertices reachable from source in the laid-out graph (only when a color map asks).
inline std::vector<char> reachable_vertices(const backend_api::csr_topology& g, std::uint32_t source)
{
    std::vector<char> seen(g.vertex_count, 0);
    std::vector<std::uint32_t> queue{source};
    seen[source] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head)
        for (std::uint32_t e = g.offsets[queue[head]]; e < g.offsets[queue[head] + 1]; ++e)
            if (!seen[g.targets[e]]) {
                seen[g.targets[e]] = 1;
                queue.push_back(g.targets[e]);
            }
    return seen;
}

// Where an automatic call may run: BGL's dag_shortest_paths is one sequential pass with
// no heap, which the host backend's parallel levels (three passes over the edges, atomics
// on each) do not reliably overtake, so an automatic call runs BGL's own algorithm unless
// the CUDA backend takes it (problem_kind::dag_paths); use_backend(host) still
// runs the host backend. Where the CUDA backend takes it, a directed graph's call runs
// BGL's pass first while that examines at most a share of the graph's vertices + edges
// (sssp.dag_sequential_probe): the pass touches only what the source reaches, the backend
// lays out the whole graph. A call with no report or trace decides both before any
// execution context is made (a context costs as much as a small pass).
struct dag_path_at_once {
    bool sequential = false;
    std::uint64_t probe_budget = 0;  // 0: no probe
};

inline std::uint64_t dag_probe_budget(const options& tuning, std::uint64_t vertices, std::uint64_t edges)
{
    const double share = tuning.sssp.dag_sequential_probe;
    return share > 0 ? static_cast<std::uint64_t>(share * double(vertices + edges)) : 0;
}

template <class Params>
dag_path_at_once dag_path_before_context(const Params& params, std::uint64_t vertices, std::uint64_t edges,
                                         bool directed)
{
    if constexpr (has_param<Params, report_t>()) {
        return {};
    } else {
        if (sequential_by_default(params, backend_api::problem_kind::dag_paths, vertices + edges)) return {true, 0};
        const options& tuning = options_of(params);
        if (tuning.trace.any()) return {};
        const backend_api::path_choice choice = backend_api::choose_path(
            backend_api::problem_kind::dag_paths, vertices, edges, backend_of(params), tuning, true);
        if (choice.path == backend_api::path_kind::sequential) return {true, 0};
        if (directed && choice.automatic) return {false, dag_probe_budget(tuning, vertices, edges)};
        return {};
    }
}

// The report of a call that took BGL's pass (none without a context: a call decided by
// dag_path_before_context).
inline bool note_sequential_dag(const front_end_call* call, const char* method)
{
    if (!call) return true;
    if (call->context.report) {
        call->context.report->backend = backend_kind::host;
        call->context.report->device = -1;
        call->context.report->method = method;
    }
    call->note_choice();
    return true;
}

// The sequential path: BGL's pass into scratch arrays (its not_a_dag, its distances and
// predecessors), then copied to the caller's. Only for graphs whose vertices are the
// integers 0..n-1; directed graphs take the pass of sequential_dag.hpp (on a large graph
// with a distance map, sequential_dag_direct.hpp's, writing the caller's maps where it
// cannot fail once it writes), undirected ones (where any edge from s is a back edge)
// boost::dag_shortest_paths itself.
// edge_budget (directed graphs): where the pass would examine more out-edges than this,
// nothing is written and false returned.
template <class D, class Graph, class Params, class WeightMap>
bool run_bgl_dag(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s, const Params& params,
                 const WeightMap& weight, const D& inf, const D& zero, const front_end_call* call,
                 std::uint64_t edge_budget = ~std::uint64_t(0))
{
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    const std::size_t n = num_vertices(g);
    if (!(s >= 0 && static_cast<std::size_t>(s) < n)) throw invalid_input("the source vertex is not a vertex of the graph");
    // The vertices are the integers 0..n-1 here: no numbering to look up or check.
    const counting_numbering<vertex> numbering{static_cast<std::uint32_t>(n)};
    if constexpr (is_directed_graph<Graph>::value) {
        // A large graph: into the caller's maps directly where the pass can show it cannot
        // fail once it writes (sequential_dag_direct.hpp); else the scratch pass below.
        if constexpr (has_param<Params, vertex_distance_t>()) {
            if (n > scratch_vertices) {
                sequential_dag_direct<D, Graph> direct(n);
                auto distance = get_param(params, vertex_distance);
                const dag_direct_outcome outcome = [&] {
                    if constexpr (has_param<Params, vertex_predecessor_t>()) {
                        auto predecessor = get_param(params, vertex_predecessor);
                        return direct.run(g, s, weight, dag_checked_plus<D>{inf}, inf, zero, distance, predecessor,
                                          edge_budget);
                    } else {
                        return direct.run(g, s, weight, dag_checked_plus<D>{inf}, inf, zero, distance, nullptr,
                                          edge_budget);
                    }
                }();
                if (outcome == dag_direct_outcome::over_budget) return false;
                if (outcome == dag_direct_outcome::written) {
                    if constexpr (has_param<Params, vertex_color_t>()) {
                        auto map = get_param(params, vertex_color);
                        using colors = color_traits<typename property_traits<decltype(map)>::value_type>;
                        for (std::size_t i = 0; i < n; ++i)
                            put(map, static_cast<vertex>(i), direct.reached(i) ? colors::black() : colors::white());
                    }
                    return note_sequential_dag(call, "BGL's dag_shortest_paths pass into the caller's maps");
                }
            }
        }
        sequential_dag_arrays<D, Graph> a(n);
        if (!sequential_dag_pass(g, s, weight, dag_checked_plus<D>{inf}, inf, zero, a, edge_budget)) return false;
        const unsigned char* const reached = a.state.data();
        const bool everywhere = a.written_everywhere();
        write_dag_results<D>(
            params, numbering, [&](std::uint32_t i) { return everywhere || reached[i] ? a.distances.data()[i] : inf; },
            [&](std::uint32_t i) {
                return everywhere || reached[i] ? static_cast<std::uint32_t>(a.predecessors.data()[i]) : i;
            },
            [&](std::uint32_t i) { return reached[i] != 0; });
    } else {
        const typed_identity_property_map<vertex> index;
        struct distances_use;
        struct predecessors_use;
        struct colors_use;
        const scratch_array<D, distances_use> distances(n);
        const scratch_array<vertex, predecessors_use> predecessors(n);
        const scratch_array<default_color_type, colors_use> colors(n);
        // depth_first_visit colours only what it reaches: the rest must start white.
        std::fill(colors.data(), colors.data() + n, color_traits<default_color_type>::white());
        boost::dag_shortest_paths(g, s, make_iterator_property_map(distances.data(), index), weight,
                                  make_iterator_property_map(colors.data(), index),
                                  make_iterator_property_map(predecessors.data(), index),
                                  dijkstra_visitor<null_visitor>(), std::less<D>(), dag_checked_plus<D>{inf}, inf,
                                  zero);
        write_dag_results<D>(
            params, numbering, [&](std::uint32_t i) { return distances.data()[i]; },
            [&](std::uint32_t i) { return static_cast<std::uint32_t>(predecessors.data()[i]); },
            [&](std::uint32_t i) { return colors.data()[i] != color_traits<default_color_type>::white(); });
    }
    return note_sequential_dag(call, is_directed_graph<Graph>::value
                                                ? "BGL's dag_shortest_paths pass on scratch arrays"
                                                : "boost::dag_shortest_paths");
}

template <class Graph, class Params>
void dag_shortest_paths_served(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s, const Params& params);

template <class Graph, class Params>
void dag_shortest_paths_core(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s, const Params& params)
{
    // What BGL's dag_shortest_paths uses of the graph: its vertices and their out-edges.
    BOOST_CONCEPT_ASSERT((VertexListGraphConcept<Graph>));
    BOOST_CONCEPT_ASSERT((IncidenceGraphConcept<Graph>));
    static_assert(!has_param<Params, resident_graph_t>(),
                  "gpu_dag_shortest_paths: use_resident is not supported; the graph is laid out per call");
    using WeightMap = decltype(choose_const_pmap(get_param(params, edge_weight), g, edge_weight));
    using WeightValue = typename property_traits<WeightMap>::value_type;
    using D = typename distance_value<param_t<Params, vertex_distance_t>, WeightValue>::type;
    // What the backends cannot compute (a visitor, a compare or combine of the caller's,
    // other distance types) runs BGL's own loop (bgl_loop.hpp).
    if constexpr (!kernels_serve_dijkstra<Params, D, WeightValue>()) {
        check_inputs_for_bgl_loop(g, std::array<typename graph_traits<Graph>::vertex_descriptor, 1>{{s}}, params);
        boost::dag_shortest_paths(g, s, params);
        report_bgl_loop(params, "boost::dag_shortest_paths (BGL's loop: the call's visitor, compare, combine or "
                                "types are BGL's alone)");
    } else {
        dag_shortest_paths_served(g, s, params);
    }
}

template <class Graph, class Params>
void dag_shortest_paths_served(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s, const Params& params)
{
    using WeightMap = decltype(choose_const_pmap(get_param(params, edge_weight), g, edge_weight));
    using WeightValue = typename property_traits<WeightMap>::value_type;
    using D = typename distance_value<param_t<Params, vertex_distance_t>, WeightValue>::type;
    static_assert(supported_dag_params<Params, D>::value, "");
    using W = backend_weight_t<D>;
    BOOST_CONCEPT_ASSERT((ReadablePropertyMapConcept<WeightMap, typename graph_traits<Graph>::edge_descriptor>));

    const WeightMap weight = choose_const_pmap(get_param(params, edge_weight), g, edge_weight);
    const std::pair<D, D> limits = dag_inf_and_zero<D>(params);
    const D inf = limits.first, zero = limits.second;
    graph_size size;
    [[maybe_unused]] bool probed = false;  // BGL's pass tried under its budget before the context was made
    if constexpr (has_integer_vertex_range<Graph>()) {
        size = estimate_size(g);
        const dag_path_at_once early =
            dag_path_before_context(params, size.vertices, size.edges, is_directed_graph<Graph>::value);
        if (early.sequential) {
            run_bgl_dag<D>(g, s, params, weight, inf, zero, nullptr);
            return;
        }
        if (early.probe_budget) {
            if (run_bgl_dag<D>(g, s, params, weight, inf, zero, nullptr, early.probe_budget)) return;
            probed = true;
        }
    }
    front_end_call call(params);
    if constexpr (has_integer_vertex_range<Graph>()) {
        const backend_api::path_choice choice =
            call.choose(backend_api::problem_kind::dag_paths, size.vertices, size.edges, true);
        if (choice.path == backend_api::path_kind::sequential) {
            run_bgl_dag<D>(g, s, params, weight, inf, zero, &call);
            return;
        }
        // The probe of dag_path_before_context, for a call with a report or trace (one
        // without has already made it).
        if constexpr (is_directed_graph<Graph>::value) {
            const std::uint64_t budget = dag_probe_budget(call.context.tuning, size.vertices, size.edges);
            if (!probed && choice.automatic && budget) {
                call.choice.reason = "auto: BGL's pass, the source reaching few enough out-edges";
                call.choice.threshold = budget;
                call.choice.size = size.vertices + size.edges;
                if (run_bgl_dag<D>(g, s, params, weight, inf, zero, &call, budget)) return;
                call.choice = choice;
            }
        }
    }

    call.use_threads();
    const layout::vertex_numbering<Graph> numbering = numbering_for(g, params);
    const std::uint32_t n = numbering.size();
    const std::uint32_t source = numbering.checked_index(s);
    layout::csr_layout<W> csr = search_layout<W>(g, numbering, weight, inf);
    if (std::is_integral<W>::value) layout::check_path_bounds<W>(csr.bounds);
    // Relaxations count only below the caller's inf, where W holds it exactly: BGL's
    // closed_plus makes a vertex left at inf extend no path, negative weights or not.
    W limit = csr.bounds.template infinite_threshold<W>();
    if (converts_exactly<W>(inf) && static_cast<W>(inf) < limit) limit = static_cast<W>(inf);
    call.choose(backend_api::problem_kind::dag_paths, n, csr.topology.edge_count, false);
    call.layout_done();

    constexpr bool has_predecessors = has_param<Params, vertex_predecessor_t>();
    base::host_array<W> distances(n);
    base::host_array<std::uint32_t> parents(has_predecessors ? n : 0);
    const bool acyclic = backend_api::dag_shortest_paths<W>(call.context, csr.topology, csr.weight_data(), source,
                                                            limit, distances.data(),
                                                            has_predecessors ? parents.data() : nullptr);
    call.note_choice();
    if (!acyclic) throw not_a_dag();
    if constexpr (std::is_unsigned<D>::value) {
        // A negative final distance means some relaxation summed below 0, where BGL's sum
        // wraps the unsigned type (the sequential path's combine throws there too).
        if (csr.bounds.has_negative_weight)
            for (std::uint32_t i = 0; i < n; ++i)
                if (distances[i] < W(0))
                    throw weight_overflow("a path length of " + std::to_string(distances[i]) +
                                          " leaves the range of the unsigned distance type; use a signed type");
    }

    call.write_back_starts();
    const auto write_start = call.context.report ? std::chrono::steady_clock::now() : call.start;
    std::vector<char> reached;
    if constexpr (has_param<Params, vertex_color_t>()) reached = reachable_vertices(csr.topology, source);
    write_dag_results<D>(
        params, numbering,
        [&](std::uint32_t i) { return distances[i] < limit ? static_cast<D>(distances[i]) : inf; },
        [&](std::uint32_t i) { return has_predecessors ? parents[i] : i; },
        [&](std::uint32_t i) { return reached[i] != 0; });
    if (call.context.report) call.context.report->write_back_ms = front_end_call::ms_since(write_start);
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
