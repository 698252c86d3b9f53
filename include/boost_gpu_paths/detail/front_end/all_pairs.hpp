// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The core of the all-pairs drop-ins: gpu_dijkstra_all (dijkstra.hpp), which refuses
// negative weights, and gpu_johnson_all_pairs_shortest_paths (johnson.hpp), which
// reweights them with potentials first (johnson_potentials.hpp), or runs BGL's loop for
// the functors and types only it serves. Concept checks, the
// graph laid out as CSR arrays, the backend's search per source, and the rows written
// into the caller's matrix as they come.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_ALL_PAIRS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_ALL_PAIRS_HPP

#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/front_end/bgl_loop.hpp>
#include <boost_gpu_paths/detail/front_end/dijkstra.hpp>
#include <boost_gpu_paths/detail/front_end/dijkstra_params.hpp>
#include <boost_gpu_paths/detail/front_end/johnson_potentials.hpp>
#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/interface/sssp.hpp>
#include <boost_gpu_paths/detail/layout/csr.hpp>
#include <boost_gpu_paths/detail/layout/matrix_access.hpp>
#include <boost_gpu_paths/detail/layout/vertex_numbering.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/concept/assert.hpp>
#include <boost/graph/exception.hpp>
#include <boost/graph/graph_concepts.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/johnson_all_pairs_shortest.hpp>
#include <boost/graph/named_function_params.hpp>

#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace detail {

// Writes predecessor rows into the caller's matrix when one was passed: index-keyed,
// holding descriptors when the matrix's value type is the descriptor type, else indices.
template <class Graph, class Params, class PredParam = param_t<Params, predecessor_matrix_t>>
struct all_pairs_predecessors {
    using matrix_type = typename PredParam::type;  // from std::reference_wrapper<Matrix>
    using vertex_descriptor = typename graph_traits<Graph>::vertex_descriptor;
    using value_type = layout::detail::matrix_value_t<matrix_type, std::size_t>;
    struct to_value {
        const layout::vertex_numbering<Graph>* numbering;
        value_type operator()(std::uint32_t j) const
        {
            if constexpr (std::is_same<value_type, vertex_descriptor>::value)
                return numbering->vertex(j);
            else
                return static_cast<value_type>(j);
        }
    };
    using writer_type = layout::matrix_writer<matrix_type, Graph, std::uint32_t, to_value, layout::matrix_key::index>;

    all_pairs_predecessors(const Params& params, const layout::vertex_numbering<Graph>& numbering, bool streaming)
        : writer(get_param(params, predecessor_matrix_t()).get(), numbering, to_value{&numbering},
                 converts_as_identity(numbering), streaming),
          sink(writer.sink())
    {
    }
    const backend_api::row_sink<std::uint32_t>* get() const { return &sink; }

    // Whether to_value(j) == j as a std::uint32_t (whole rows may then be copied).
    static bool converts_as_identity(const layout::vertex_numbering<Graph>& numbering)
    {
        if (!std::is_same<value_type, std::uint32_t>::value) return false;
        return !std::is_same<value_type, vertex_descriptor>::value || numbering.is_identity();
    }

    writer_type writer;
    backend_api::row_sink<std::uint32_t> sink;
};
template <class Graph, class Params>
struct all_pairs_predecessors<Graph, Params, param_not_found> {
    all_pairs_predecessors(const Params&, const layout::vertex_numbering<Graph>&, bool) {}
    const backend_api::row_sink<std::uint32_t>* get() const { return nullptr; }
};

// All pairs into `matrix`. A negative weight throws negative_edge unless `reweight`; with
// it, potentials from Bellman-Ford make every weight non-negative (false, with nothing
// written, on a negative cycle), and the backend restores each row. who: the drop-in's
// name, for messages.
template <class Graph, class DistanceMatrix, class Params>
bool all_pairs_core(const Graph& g, DistanceMatrix& matrix, const Params& params, const char* who, bool reweight)
{
    // What BGL's johnson_all_pairs_shortest_paths asserts of the graph, and what the
    // searches use.
    BOOST_CONCEPT_ASSERT((VertexListGraphConcept<Graph>));
    BOOST_CONCEPT_ASSERT((IncidenceGraphConcept<Graph>));
    static_assert(!has_param<Params, resident_graph_t>(),
                  "gpu_dijkstra_all, gpu_johnson_all_pairs_shortest_paths: use_resident is for repeated "
                  "single-source searches; all pairs lay the graph out once per call anyway");
    using WeightMap = decltype(choose_const_pmap(get_param(params, edge_weight), g, edge_weight));
    using WeightValue = typename property_traits<WeightMap>::value_type;
    using D = layout::detail::matrix_value_t<DistanceMatrix, std::size_t>;
    static_assert(supported_dijkstra_params<Params, D>::value, "");
    static_assert(std::is_arithmetic<D>::value && std::is_arithmetic<WeightValue>::value,
                  "gpu_dijkstra_all, gpu_johnson_all_pairs_shortest_paths: distances and weights must be arithmetic "
                  "(they run as float, double, int32 or int64)");
    using W = backend_weight_t<D>;

    front_end_call call(params);
    call.use_threads();
    const WeightMap weight = choose_const_pmap(get_param(params, edge_weight), g, edge_weight);
    const D inf = static_cast<D>(choose_param(get_param(params, distance_inf_t()), (std::numeric_limits<D>::max)()));
    const D zero = static_cast<D>(choose_param(get_param(params, distance_zero_t()), D()));
    if (zero != D(0))
        throw invalid_input(std::string(who) + ": distance_zero must be 0 (the identity of +); got another value");

    // Rows and columns are vertex indices, as johnson_all_pairs_shortest_paths writes.
    const layout::vertex_numbering<Graph> numbering(
        g, choose_const_pmap(get_param(params, vertex_index), g, vertex_index));
    // Before anything is written: a short matrix would be overrun.
    layout::check_matrix_extent<layout::matrix_key::index>(matrix, numbering, who, "distance matrix");
    if constexpr (has_param<Params, predecessor_matrix_t>())
        layout::check_matrix_extent<layout::matrix_key::index>(get_param(params, predecessor_matrix_t()).get(),
                                                               numbering, who, "predecessor matrix");
    layout::csr_layout<W> csr = search_layout<W>(g, numbering, weight, inf);
    if (std::is_integral<W>::value) layout::check_path_bounds<W>(csr.bounds);
    const bool reweighted = csr.bounds.has_negative_weight;
    if (reweighted && !reweight) throw negative_edge();
    if (reweighted) check_reweighted_range<W>(csr.bounds);

    // Unreached pairs, and paths not shorter than distance_inf, come back as the caller's
    // inf; when that inf is a W value the rows need no conversion (whole rows are copied).
    W threshold = csr.bounds.template infinite_threshold<W>();
    const bool inf_is_exact = converts_exactly<W>(inf);
    const W caller_infinity = inf_is_exact ? static_cast<W>(inf) : weight_encoding<W>::infinity();
    if (inf_is_exact && caller_infinity < threshold) threshold = caller_infinity;
    const bool streaming = call.context.tuning.streaming_copy;
    all_pairs_predecessors<Graph, Params> predecessors(params, numbering, streaming);
    call.choose(backend_api::problem_kind::all_pairs, numbering.size(), csr.topology.edge_count, false);

    // Johnson: the searches run on w(u, v) + h(u) - h(v) >= 0, and the backend restores
    // each row to d(u, v) = (h(v) - h(u)) + d'(u, v) before handing it on, so the rows take
    // gpu_dijkstra_all's path into the matrix.
    johnson_potentials<W> potentials;
    base::host_array<W> reweighted_weights;
    if (reweighted) {
        // A distance_inf within reach cuts the reweighted lengths, as BGL's loop does: the
        // cut falls where BGL's falls only with BGL's own potentials. Balanced potentials
        // spare the CUDA searches rounds of their buckets; the host's heap has none to spare.
        const bool inf_within_reach = threshold < csr.bounds.template infinite_threshold<W>();
        potentials.compute(call.context, csr,
                           call.context.tuning.sssp.balanced_potentials && !inf_within_reach &&
                               call.context.backend == backend_kind::cuda);
        if (!potentials.exist()) return false;
        reweighted_weights = potentials.reweighted(csr);
    }
    // Rows hold caller_infinity where there is no path. A restored distance is written as
    // it is, even at or above a small distance_inf (the searches' threshold applies to the
    // reweighted lengths), as BGL's johnson_all_pairs_shortest_paths writes it.
    auto convert = [reweighted, threshold, caller_infinity, inf](W x) -> D {
        return (reweighted ? x == caller_infinity : x >= threshold) ? inf : static_cast<D>(x);
    };
    auto writer = layout::make_matrix_writer<W, layout::matrix_key::index>(
        matrix, numbering, convert, std::is_same<D, W>::value && inf_is_exact, streaming);
    call.layout_done();
    backend_api::dijkstra_all_pairs<W>(call.context, csr.topology,
                                       reweighted ? reweighted_weights.data() : csr.weight_data(),
                                       reweighted ? potentials.data() : nullptr, threshold, caller_infinity,
                                       writer.sink(), predecessors.get());
    if (reweighted) potentials.note_in(call.context.report);
    call.note_choice();
    return true;
}

// gpu_johnson_all_pairs_shortest_paths: all_pairs_core with reweighting where the kernels
// compute what BGL's loop would; otherwise (a compare or combine of the caller's, other
// types) boost::johnson_all_pairs_shortest_paths itself, after the checks every path makes
// (the index map, through the numbering, and the matrix's extent, which BGL's loop would
// overrun).
template <class Graph, class DistanceMatrix, class Params>
bool johnson_core(Graph& g, DistanceMatrix& matrix, const Params& params)
{
    using WeightMap = decltype(choose_const_pmap(get_param(params, edge_weight), g, edge_weight));
    using WeightValue = typename property_traits<WeightMap>::value_type;
    using D = layout::detail::matrix_value_t<DistanceMatrix, std::size_t>;
    const char* who = "gpu_johnson_all_pairs_shortest_paths";
    if constexpr (kernels_serve_dijkstra<Params, D, WeightValue>()) {
        return all_pairs_core(g, matrix, params, who, true);
    } else {
        static_assert(!has_param<Params, predecessor_matrix_t>(),
                      "gpu_johnson_all_pairs_shortest_paths: predecessor_matrix needs BGL's own compare and combine "
                      "over arithmetic types (the call runs BGL's loop, which records none)");
        // The numbering refuses an index map that does not number the vertices one to one.
        const layout::vertex_numbering<Graph> numbering(
            g, choose_const_pmap(get_param(params, vertex_index), g, vertex_index));
        layout::check_matrix_extent<layout::matrix_key::index>(matrix, numbering, who, "distance matrix");
        const bool result = boost::johnson_all_pairs_shortest_paths(g, matrix, params);
        report_bgl_loop(params, "boost::johnson_all_pairs_shortest_paths (BGL's loop: the call's compare, combine or "
                                "types are BGL's alone)");
        return result;
    }
}

// gpu_dijkstra_all: negative weights refused.
template <class Graph, class DistanceMatrix, class Params>
void dijkstra_all_core(const Graph& g, DistanceMatrix& matrix, const Params& params)
{
    all_pairs_core(g, matrix, params, "gpu_dijkstra_all", false);
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
