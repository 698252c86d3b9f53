// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The core of the Floyd-Warshall drop-ins (floyd_warshall.hpp): concept checks, the graph
// or the caller's matrix laid out as arrays, the backend call, and the rows written back.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_FLOYD_WARSHALL_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_FLOYD_WARSHALL_HPP

#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/front_end/bgl_loop.hpp>
#include <boost_gpu_paths/detail/front_end/default_functors.hpp>
#include <boost_gpu_paths/detail/front_end/floyd_warshall_at_caller_inf.hpp>
#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/interface/closure.hpp>
#include <boost_gpu_paths/detail/layout/csr.hpp>
#include <boost_gpu_paths/detail/layout/matrix_access.hpp>
#include <boost_gpu_paths/detail/layout/vertex_numbering.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/concept/assert.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>
#include <boost/graph/graph_concepts.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/graph/relax.hpp>
#include <boost/property_map/property_map.hpp>

#include <chrono>
#include <functional>
#include <limits>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace detail {

// Writes the predecessor rows into the caller's matrix when one was passed.
template <class Graph, class Params, class PredParam = param_t<Params, predecessor_matrix_t>>
struct predecessor_output {
    using matrix_type = typename PredParam::type;  // from std::reference_wrapper<Matrix>
    using vertex_descriptor = typename graph_traits<Graph>::vertex_descriptor;
    using value_type = layout::detail::matrix_value_t<matrix_type, vertex_descriptor>;
    struct to_vertex {
        const layout::vertex_numbering<Graph>* numbering;
        value_type operator()(std::uint32_t j) const { return static_cast<value_type>(numbering->vertex(j)); }
    };
    using writer_type =
        layout::matrix_writer<matrix_type, Graph, std::uint32_t, to_vertex, layout::matrix_key::descriptor>;

    predecessor_output(const Params& params, const layout::vertex_numbering<Graph>& numbering, bool streaming)
        : writer(get_param(params, predecessor_matrix_t()).get(), numbering, to_vertex{&numbering},
                 std::is_same<value_type, std::uint32_t>::value && numbering.is_identity(), streaming),
          sink(writer.sink())
    {
    }
    const backend_api::row_sink<std::uint32_t>* get() const { return &sink; }

    writer_type writer;
    backend_api::row_sink<std::uint32_t> sink;
};
template <class Graph, class Params>
struct predecessor_output<Graph, Params, param_not_found> {
    predecessor_output(const Params&, const layout::vertex_numbering<Graph>&, bool) {}
    const backend_api::row_sink<std::uint32_t>* get() const { return nullptr; }
};

// BGL's Floyd-Warshall starts d[u][v] at an edge's weight even when that weight is +inf,
// and no sum through such an edge ever beats it, so a pair joined only by +inf edges ends
// at +inf, where the closure (which reads +inf as "no path") wrote the caller's inf. Only
// graphs with a +inf weight come here.
template <class Graph, class DistanceMatrix, class WeightMap, class WM>
void keep_infinite_edges(const Graph& g, DistanceMatrix& d, const WeightMap& weight, WM inf)
{
    using Dv = layout::detail::matrix_value_t<DistanceMatrix, typename graph_traits<Graph>::vertex_descriptor>;
    if constexpr (std::numeric_limits<WM>::has_infinity && std::numeric_limits<Dv>::has_infinity) {
        typename graph_traits<Graph>::vertex_iterator u, u_end;
        typename graph_traits<Graph>::out_edge_iterator e, e_end;
        for (boost::tie(u, u_end) = vertices(g); u != u_end; ++u)
            for (boost::tie(e, e_end) = out_edges(*u, g); e != e_end; ++e) {
                const auto v = target(*e, g);
                if (v != *u && get(weight, *e) == std::numeric_limits<WM>::infinity() &&
                    d[*u][v] == static_cast<Dv>(inf))
                    d[*u][v] = std::numeric_limits<Dv>::infinity();
            }
    }
}

// The same for an initialised matrix: the entries that held +inf on the way in.
template <class DistanceMatrix, class Graph, class WM>
void keep_infinite_entries(DistanceMatrix& d, const layout::vertex_numbering<Graph>& numbering,
                           const std::vector<std::pair<std::uint32_t, std::uint32_t>>& entries, WM inf)
{
    using Dv = layout::detail::matrix_value_t<DistanceMatrix, typename graph_traits<Graph>::vertex_descriptor>;
    if constexpr (std::numeric_limits<Dv>::has_infinity) {
        for (const auto& entry : entries) {
            const auto u = numbering.vertex(entry.first), v = numbering.vertex(entry.second);
            if (entry.first != entry.second && d[u][v] == static_cast<Dv>(inf))
                d[u][v] = std::numeric_limits<Dv>::infinity();
        }
    }
}

// Both drop-ins on BGL's loop on the calling thread (floyd_warshall_at_caller_inf.hpp),
// its matrices written only when it returns true: where a path can reach the caller's inf
// (BGL's rule for it), and on graphs below closure_options::host_from. `method` is the
// report's; call is null for a call decided without a context (no report, no trace).
template <bool Initialized, class Graph, class DistanceMatrix, class Params, class WeightMap, class WM>
bool floyd_warshall_bgl_loop(const Graph& g, DistanceMatrix& d, const Params& params,
                             const layout::vertex_numbering<Graph>& numbering, const WeightMap& weight, WM inf,
                             front_end_call* call, const char* method)
{
    using W = backend_weight_t<WM>;
    using vertex_descriptor = typename graph_traits<Graph>::vertex_descriptor;
    using Dv = layout::detail::matrix_value_t<DistanceMatrix, vertex_descriptor>;
    const std::uint32_t n = numbering.size();
    std::vector<W> dense;
    if constexpr (Initialized) {
        // The caller's entries again, as they are: the layout's copy encodes the caller's inf
        // and +inf alike as "no path", which BGL's loop tells apart.
        base::resize_host_vector(dense, std::size_t(n) * n, [n] {
            return "the " + std::to_string(n) + " x " + std::to_string(n) + " distance matrix";
        });
        for (std::uint32_t i = 0; i < n; ++i)
            for (std::uint32_t j = 0; j < n; ++j)
                dense[std::size_t(i) * n + j] =
                    static_cast<W>(static_cast<WM>(d[numbering.vertex(i)][numbering.vertex(j)]));
    } else {
        dense = bgl_initial_matrix<W>(g, numbering, weight, inf);
    }
    constexpr bool with_predecessors = has_param<Params, predecessor_matrix_t>();
    std::vector<std::uint32_t> pred;
    std::vector<W> arcs;  // the starting matrix, which the predecessor walks are checked against
    if (with_predecessors) {
        pred = bgl_initial_predecessors(dense, n, static_cast<W>(inf));
        base::resize_host_vector(arcs, dense.size(), [n] {
            return "a copy of the " + std::to_string(n) + " x " + std::to_string(n) + " starting matrix";
        });
        std::copy(dense.begin(), dense.end(), arcs.begin());
    }
    report* const r = call ? call->context.report : nullptr;
    if (call) call->layout_done();

    const auto compute_start = r ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point();
    const bool ok = bgl_floyd_warshall_loop(dense, with_predecessors ? &pred : nullptr, n, static_cast<W>(inf));
    if (r) {
        r->backend = backend_kind::host;
        r->device = -1;
        r->method = method;
        r->compute_ms = front_end_call::ms_since(compute_start);
    }
    if (!ok) return false;
    if (with_predecessors && !predecessors_form_paths(dense, arcs, pred, n, static_cast<W>(inf)))
        throw invalid_input(
            "gpu_floyd_warshall: no predecessor matrix describes these distances: a path reaches distance_inf (" +
            std::to_string(inf) +
            "), and BGL's rule keeps the length of a path whose first part it leaves at inf; pass a distance_inf "
            "above every path length (the default, the type's maximum) to get predecessors");

    if (call) call->write_back_starts();
    const auto write_start = r ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point();
    for (std::uint32_t i = 0; i < n; ++i) {
        const auto u = numbering.vertex(i);
        for (std::uint32_t j = 0; j < n; ++j) d[u][numbering.vertex(j)] = static_cast<Dv>(dense[std::size_t(i) * n + j]);
    }
    if constexpr (with_predecessors) {
        auto& p = get_param(params, predecessor_matrix_t()).get();
        using Pv = layout::detail::matrix_value_t<std::remove_reference_t<decltype(p)>, vertex_descriptor>;
        for (std::uint32_t i = 0; i < n; ++i) {
            const auto u = numbering.vertex(i);
            for (std::uint32_t j = 0; j < n; ++j)
                p[u][numbering.vertex(j)] = static_cast<Pv>(numbering.vertex(pred[std::size_t(i) * n + j]));
        }
    }
    if (r) r->write_back_ms = front_end_call::ms_since(write_start);
    return true;
}

template <bool Initialized, class Graph, class DistanceMatrix, class Params>
bool floyd_warshall_served(const Graph& g, DistanceMatrix& d, const Params& params);

// Both drop-ins: Initialized reads the caller's matrix, otherwise the graph's edges. A
// compare or combine of the caller's, or weights that are not arithmetic, run BGL's own
// loop (bgl_loop.hpp): the kernels compute min and +.
template <bool Initialized, class Graph, class DistanceMatrix, class Params>
bool floyd_warshall_core(const Graph& g, DistanceMatrix& d, const Params& params)
{
    using WM = typename property_traits<decltype(choose_const_pmap(get_param(params, edge_weight), g,
                                                                   edge_weight))>::value_type;
    if constexpr (std::is_arithmetic<WM>::value && is_default_compare<param_t<Params, distance_compare_t>, WM>::value &&
                  is_default_combine<param_t<Params, distance_combine_t>, WM>::value) {
        return floyd_warshall_served<Initialized>(g, d, params);
    } else {
        bool result;
        if constexpr (Initialized)
            result = floyd_warshall_initialized_all_pairs_shortest_paths(g, d, params);
        else
            result = floyd_warshall_all_pairs_shortest_paths(g, d, params);
        report_bgl_loop(params, "boost::floyd_warshall (BGL's loop: the call's compare, combine or types are BGL's "
                                "alone)");
        return result;
    }
}

template <bool Initialized, class Graph, class DistanceMatrix, class Params>
bool floyd_warshall_served(const Graph& g, DistanceMatrix& d, const Params& params)
{
    // The concepts BGL's own floyd_warshall functions assert.
    BOOST_CONCEPT_ASSERT((VertexListGraphConcept<Graph>));
    if constexpr (!Initialized) {
        BOOST_CONCEPT_ASSERT((EdgeListGraphConcept<Graph>));
        BOOST_CONCEPT_ASSERT((IncidenceGraphConcept<Graph>));
    }
    using WeightMap = decltype(choose_const_pmap(get_param(params, edge_weight), g, edge_weight));
    using WM = typename property_traits<WeightMap>::value_type;
    static_assert(std::is_arithmetic<WM>::value,
                  "gpu_floyd_warshall: the weight type must be arithmetic (it runs as float, double, int32 or int64)");
    static_assert(is_default_compare<param_t<Params, distance_compare_t>, WM>::value,
                  "gpu_floyd_warshall: only distance_compare = std::less<W> can run here (the kernels compute min); "
                  "use boost::floyd_warshall_all_pairs_shortest_paths for another order");
    static_assert(is_default_combine<param_t<Params, distance_combine_t>, WM>::value,
                  "gpu_floyd_warshall: only distance_combine = boost::closed_plus<W> can run here (the kernels add); "
                  "use boost::floyd_warshall_all_pairs_shortest_paths for another combine");
    using W = backend_weight_t<WM>;
    using vertex_descriptor = typename graph_traits<Graph>::vertex_descriptor;
    using Dv = layout::detail::matrix_value_t<DistanceMatrix, vertex_descriptor>;

    // A small automatic call is decided here, without the call's context (a copy of the
    // options) or a question to the library: BGL's loop on the calling thread once the
    // checks below pass.
    const bool small = sequential_at_once(params, backend_api::problem_kind::floyd_warshall, num_vertices(g), 0);
    std::optional<front_end_call> context_call;
    if (!small) {
        context_call.emplace(params);
        context_call->use_threads();
    }
    const WeightMap weight = choose_const_pmap(get_param(params, edge_weight), g, edge_weight);
    const WM inf = static_cast<WM>(choose_param(get_param(params, distance_inf_t()), (std::numeric_limits<WM>::max)()));
    const WM zero = static_cast<WM>(choose_param(get_param(params, distance_zero_t()), WM()));
    if (zero != WM(0))
        throw invalid_input("gpu_floyd_warshall: distance_zero must be 0 (the identity of +); got another value");

    const layout::vertex_numbering<Graph> numbering(g);
    const std::uint32_t n = numbering.size();
    // Before the matrix is read or anything written: a short matrix would be overrun.
    const char* const call_name =
        Initialized ? "gpu_floyd_warshall_initialized_all_pairs" : "gpu_floyd_warshall_all_pairs";
    layout::check_matrix_extent<layout::matrix_key::descriptor>(d, numbering, call_name, "distance matrix");
    if constexpr (has_param<Params, predecessor_matrix_t>())
        layout::check_matrix_extent<layout::matrix_key::descriptor>(get_param(params, predecessor_matrix_t()).get(),
                                                                    numbering, call_name, "predecessor matrix");

    if (small) {
        // The checks the layout makes below, without its arrays.
        if constexpr (Initialized) {
            path_bounds bounds;
            (void)layout::read_dense_matrix<W>(d, numbering, inf, bounds);
            layout::check_path_bounds<W>(bounds);
        } else {
            layout::check_path_bounds<W>(layout::graph_path_bounds<W>(g, numbering, weight, inf));
        }
        // With the caller's types the backends' own and no predecessors asked for, BGL's
        // own call on the caller's matrix (no copy in and out): its answer by definition.
        if constexpr (!has_param<Params, predecessor_matrix_t>() && std::is_same<Dv, WM>::value &&
                      std::is_same<W, WM>::value) {
            if constexpr (Initialized)
                return floyd_warshall_initialized_all_pairs_shortest_paths(g, d, params);
            else
                return floyd_warshall_all_pairs_shortest_paths(g, d, params);
        } else {
            return floyd_warshall_bgl_loop<Initialized>(g, d, params, numbering, weight, inf, nullptr,
                                                        "BGL's Floyd-Warshall loop on the calling thread");
        }
    }
    backend_api::dense_apsp_problem<W> problem;
    problem.vertex_count = n;
    layout::csr_layout<W> csr;
    std::vector<W> dense;
    path_bounds bounds;
    // Entries of an initialised matrix that hold +inf (not the caller's inf): BGL's closure
    // keeps them at +inf unless a path improves them.
    std::vector<std::pair<std::uint32_t, std::uint32_t>> infinite_entries;
    if constexpr (Initialized) {
        dense = layout::read_dense_matrix<W>(d, numbering, inf, bounds);
        problem.dense = dense.data();
        problem.dense_stride = n;
        // (The dense copy cannot tell them from "no path": both encode as +inf there.)
        if constexpr (std::numeric_limits<Dv>::has_infinity) {
            if (bounds.has_infinite_weight)
                for (std::uint32_t i = 0; i < n; ++i)
                    for (std::uint32_t j = 0; j < n; ++j)
                        if (d[numbering.vertex(i)][numbering.vertex(j)] == std::numeric_limits<Dv>::infinity())
                            infinite_entries.emplace_back(i, j);
        }
    } else {
        csr = layout::make_csr<W>(g, numbering, weight, inf);
        bounds = csr.bounds;
        problem.graph = &csr.topology;
        problem.weights = csr.weight_data();
    }
    layout::check_path_bounds<W>(bounds);
    front_end_call& call = *context_call;
    if (!paths_stay_below(bounds.most_positive, inf)) {
        double finite_bound;
        if constexpr (Initialized)
            finite_bound = finite_path_bound(dense, n);
        else
            finite_bound = finite_path_bound(csr);
        if (!paths_stay_below(finite_bound, inf))
            return floyd_warshall_bgl_loop<Initialized>(g, d, params, numbering, weight, inf, &call,
                                                        "BGL's Floyd-Warshall loop on the host (a path can reach "
                                                        "distance_inf)");
    }
    // A small graph: BGL's loop here, checked as every path is, the library's backends
    // (and their threads) left alone.
    if (call.choose(backend_api::problem_kind::floyd_warshall, n, Initialized ? 0 : csr.topology.edge_count, true)
            .path == backend_api::path_kind::sequential) {
        const bool ok = floyd_warshall_bgl_loop<Initialized>(g, d, params, numbering, weight, inf, &call,
                                                             "BGL's Floyd-Warshall loop on the calling thread");
        call.note_choice();
        return ok;
    }
    problem.infinite_threshold = bounds.template infinite_threshold<W>();
    problem.has_negative_weights = bounds.has_negative_weight;

    // Rows come back decoded to the caller's inf when the caller's types are the backend's
    // (then whole rows are copied); otherwise every value is converted here.
    constexpr bool same_types = std::is_same<Dv, W>::value && std::is_same<WM, W>::value;
    problem.caller_infinity = same_types ? static_cast<W>(inf) : weight_encoding<W>::infinity();
    const W threshold = problem.infinite_threshold;
    auto convert = [threshold, inf](W x) -> Dv {
        return same_types ? static_cast<Dv>(x) : (x >= threshold ? static_cast<Dv>(inf) : static_cast<Dv>(x));
    };
    const bool streaming = call.context.tuning.streaming_copy;
    auto writer =
        layout::make_matrix_writer<W, layout::matrix_key::descriptor>(d, numbering, convert, same_types, streaming);
    predecessor_output<Graph, Params> predecessors(params, numbering, streaming);
    // Rows an out-of-core closure may work in (closure_options::out_of_core_in_place):
    // only where they hold the backend's own values, the caller's inf included.
    layout::caller_rows<W, layout::matrix_key::descriptor, DistanceMatrix, Graph> caller_rows(d, numbering);
    if constexpr (same_types) problem.caller_rows = caller_rows.access();
    call.choose(backend_api::problem_kind::floyd_warshall, n, csr.topology.edge_count, false);
    call.layout_done();

    const bool ok = backend_api::floyd_warshall<W>(call.context, problem, writer.sink(), predecessors.get());
    if constexpr (Initialized) {
        keep_infinite_entries(d, numbering, infinite_entries, inf);
    } else {
        if (bounds.has_infinite_weight) keep_infinite_edges(g, d, weight, inf);
    }
    call.note_choice();
    return ok;
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
