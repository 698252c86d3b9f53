// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The core of the many-source drop-ins: gpu_dijkstra_from_sources (dijkstra.hpp) and
// gpu_breadth_first_search_from_sources (breadth_first_search.hpp). One row per source,
// written into a matrix [source position][vertex index] or handed to a callback as it is
// finished, so that no more than a batch of rows is ever held; the searches run on the
// all-pairs engine (backend_api::dijkstra_from_sources), BFS with unit weights.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_FROM_SOURCES_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_FROM_SOURCES_HPP

#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/front_end/dijkstra.hpp>
#include <boost_gpu_paths/detail/front_end/dijkstra_params.hpp>
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
#include <boost/graph/named_function_params.hpp>
#include <boost/property_map/property_map.hpp>

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <limits>
#include <mutex>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace detail {

// Whether `rows` is a row callback: callable as rows(position, source, const D* row).
template <class Rows, class Vertex, class D, class = void>
struct is_row_callback : std::false_type {};
template <class Rows, class Vertex, class D>
struct is_row_callback<Rows, Vertex, D,
                       std::void_t<decltype(std::declval<Rows&>()(std::size_t(), std::declval<Vertex>(),
                                                                  std::declval<const D*>()))>> : std::true_type {};

template <class Rows, class = void>
struct matrix_value_or_void {
    using type = void;
};
template <class Rows>
struct matrix_value_or_void<Rows, std::void_t<layout::detail::matrix_value_t<Rows, std::size_t>>> {
    using type = layout::detail::matrix_value_t<Rows, std::size_t>;
};

// The distance type of a call: a matrix's value type; for a callback, the type of
// distance_inf when passed, else `Default` (the weight type, or int for hop counts).
template <class Rows, class Params, class Default, class Vertex>
struct row_value {
    using inf_param = param_t<Params, distance_inf_t>;
    using callback_type =
        typename std::conditional<has_param<Params, distance_inf_t>(), inf_param, Default>::type;
    static constexpr bool callback = is_row_callback<Rows, Vertex, callback_type>::value;
    using type = typename std::conditional<callback, callback_type, typename matrix_value_or_void<Rows>::type>::type;
    static_assert(!std::is_void<type>::value,
                  "gpu_dijkstra_from_sources, gpu_breadth_first_search_from_sources: rows must be a matrix indexed "
                  "[source position][vertex index] or a callable (std::size_t position, vertex_descriptor source, "
                  "const D* row)");
};

// A matrix given `row_count` rows of `columns` columns: refused before anything is written
// when it reports a smaller size (a short std::vector would be overrun).
template <class Matrix>
void check_rows_extent(Matrix& matrix, std::size_t row_count, std::size_t columns, const char* who)
{
    using row_type = std::remove_reference_t<decltype(matrix[std::size_t()])>;
    if constexpr (layout::detail::sized_sequence<Matrix>) {
        const std::size_t rows = static_cast<std::size_t>(std::size(matrix));
        if (rows < row_count)
            throw invalid_input(std::string(who) + ": the distance matrix has " + std::to_string(rows) +
                                " rows; one per source needs " + std::to_string(row_count));
    }
    if constexpr (layout::detail::sized_sequence<row_type>) {
        for (std::size_t i = 0; i < row_count; ++i) {
            const std::size_t have = static_cast<std::size_t>(std::size(matrix[i]));
            if (have < columns)
                throw invalid_input(std::string(who) + ": row " + std::to_string(i) + " of the distance matrix has " +
                                    std::to_string(have) + " columns; the graph has " + std::to_string(columns) +
                                    " vertices");
        }
    }
}

// Hands rows to a callback one at a time (the backend may finish two blocks at once),
// converted to D unless the backend's rows already hold D with the caller's inf.
template <class Callback, class Graph, class W, class D, class Convert>
struct callback_rows {
    Callback& callback;
    const layout::vertex_numbering<Graph>& numbering;
    const std::vector<std::uint32_t>& sources;
    Convert convert;
    bool as_is;
    std::mutex one_at_a_time;
    std::vector<D> converted;
    bool failed = false;  // the callback threw: the call ends with that, and calls it no more

    void write(std::size_t first, std::size_t count, const W* rows, std::size_t stride)
    {
        const std::lock_guard<std::mutex> lock(one_at_a_time);
        if (failed) return;
        try {
            write_rows(first, count, rows, stride);
        } catch (...) {
            failed = true;
            throw;
        }
    }
    void write_rows(std::size_t first, std::size_t count, const W* rows, std::size_t stride)
    {
        const std::size_t n = numbering.size();
        for (std::size_t r = 0; r < count; ++r) {
            const W* row = rows + r * stride;
            const std::size_t position = first + r;
            const auto source = numbering.vertex(sources[position]);
            if constexpr (std::is_same<D, W>::value) {
                if (as_is) {
                    callback(position, source, row);
                    continue;
                }
            }
            converted.resize(n);
            for (std::size_t v = 0; v < n; ++v) converted[v] = convert(row[v]);
            callback(position, source, static_cast<const D*>(converted.data()));
        }
    }
    backend_api::row_sink<W> sink()
    {
        backend_api::row_sink<W> s;
        s.context = this;
        s.write = [](void* self, std::size_t first, std::size_t count, const W* rows, std::size_t stride) {
            static_cast<callback_rows*>(self)->write(first, count, rows, stride);
        };
        return s;
    }
};

// Rows from every source in [first, last) into `rows`, over the layout `csr` (weights
// already checked non-negative). who: the drop-in's name, for messages.
template <class D, class W, class Graph, class SourceIterator, class Rows, class Params>
void rows_from_sources(front_end_call& call, const layout::vertex_numbering<Graph>& numbering,
                       const layout::csr_layout<W>& csr, SourceIterator first, SourceIterator last, Rows& rows,
                       const Params& params, const char* who)
{
    using vertex_descriptor = typename graph_traits<Graph>::vertex_descriptor;
    const D inf = static_cast<D>(choose_param(get_param(params, distance_inf_t()), (std::numeric_limits<D>::max)()));
    std::vector<std::uint32_t> sources;
    for (; first != last; ++first) sources.push_back(numbering.checked_index(*first));
    const std::uint32_t n = numbering.size();
    constexpr bool callback = is_row_callback<Rows, vertex_descriptor, D>::value;
    if constexpr (!callback) check_rows_extent(rows, sources.size(), n, who);
    if (sources.empty() || n == 0) return;

    // Unreached vertices, and paths not shorter than distance_inf, come back as the
    // caller's inf; when that inf is a W value the rows need no conversion.
    W threshold = csr.bounds.template infinite_threshold<W>();
    const bool inf_is_exact = converts_exactly<W>(inf);
    const W caller_infinity = inf_is_exact ? static_cast<W>(inf) : weight_encoding<W>::infinity();
    if (inf_is_exact && caller_infinity < threshold) threshold = caller_infinity;
    auto convert = [threshold, inf](W x) -> D { return x >= threshold ? inf : static_cast<D>(x); };
    const bool as_is = std::is_same<D, W>::value && inf_is_exact;
    call.choose(backend_api::problem_kind::all_pairs, n, csr.topology.edge_count, false);
    call.layout_done();
    if constexpr (callback) {
        callback_rows<Rows, Graph, W, D, decltype(convert)> handed{rows, numbering, sources, convert, as_is, {}, {}};
        backend_api::dijkstra_from_sources<W>(call.context, csr.topology, csr.weight_data(), sources.data(),
                                              sources.size(), threshold, caller_infinity, handed.sink(), nullptr);
    } else {
        auto writer = layout::make_matrix_writer<W, layout::matrix_key::index>(rows, numbering, convert, as_is,
                                                                              call.context.tuning.streaming_copy);
        backend_api::dijkstra_from_sources<W>(call.context, csr.topology, csr.weight_data(), sources.data(),
                                              sources.size(), threshold, caller_infinity, writer.sink(), nullptr);
    }
    call.note_choice();
}

// The types of a many-source Dijkstra call: the weights' value type, the rows' D and the
// backend's W.
template <class Graph, class Rows, class Params>
struct dijkstra_sources_types {
    using weight_map = decltype(choose_const_pmap(get_param(std::declval<const Params&>(), edge_weight),
                                                  std::declval<const Graph&>(), edge_weight));
    using weight_value = typename property_traits<weight_map>::value_type;
    using D = typename row_value<Rows, Params, weight_value, typename graph_traits<Graph>::vertex_descriptor>::type;
    static_assert(supported_dijkstra_params<Params, D>::value, "");
    static_assert(std::is_arithmetic<D>::value && std::is_arithmetic<weight_value>::value,
                  "gpu_dijkstra_from_sources: distances and weights must be arithmetic (they run as float, double, "
                  "int32 or int64)");
    using W = backend_weight_t<D>;
};

// A many-source call laid out and checked, ready for rows_from_sources on any sources of
// the graph: the call's context, the numbering of the vertices and the CSR layout.
// Constructing it throws what the call throws before any search (negative_edge,
// weight_overflow, invalid_input); the distributed calls (distributed.hpp) build it on
// every rank before they agree on how the ranks fared.
template <class D>
struct distance_type {};

template <class Graph, class W>
struct sources_layout {
    front_end_call call;
    int threads_in_force;  // the call's threads before the layout, which uses them
    int limits_checked;    // distance_zero (Dijkstra) before the vertices are numbered
    layout::vertex_numbering<Graph> numbering;
    layout::csr_layout<W> csr;

    // Dijkstra: the graph's weights, checked non-negative and bounded.
    template <class Params, class WeightMap, class D>
    sources_layout(const Graph& g, const Params& params, const WeightMap& weight, distance_type<D>)
        : call(params), threads_in_force(use_threads(call)),
          limits_checked((distance_inf_and_zero<D>(params), 0)), numbering(numbering_for(g, params)),
          csr(search_layout<W>(g, numbering, weight, distance_inf_and_zero<D>(params).first))
    {
        if (std::is_integral<W>::value) layout::check_path_bounds<W>(csr.bounds);
        if (csr.bounds.has_negative_weight) throw negative_edge();
    }
    // BFS: every edge of weight 1.
    template <class Params>
    sources_layout(const Graph& g, const Params& params, const char* who)
        : call(params), threads_in_force(use_threads(call)), limits_checked(0),
          numbering(checked_hop_numbering(g, params, who)),
          csr(layout::make_csr<W>(g, numbering, static_property_map<W>(W(1))))
    {
    }

private:
    static int use_threads(front_end_call& c)
    {
        c.use_threads();
        return 0;
    }
    template <class Params>
    static layout::vertex_numbering<Graph> checked_hop_numbering(const Graph& g, const Params& params,
                                                                 const char* who)
    {
        layout::vertex_numbering<Graph> numbering = numbering_for(g, params);
        if (numbering.size() > std::uint32_t((std::numeric_limits<W>::max)()))
            throw invalid_input(std::string(who) + ": more vertices than int32 hop counts can number");
        return numbering;
    }
};

// The distributed calls (on_communicator, <boost_gpu_paths/distributed.hpp>, which defines
// these): the same rows, their sources dealt to the ranks of the caller's communicator.
template <class Graph, class SourceIterator, class Rows, class Params>
void dijkstra_from_sources_on_ranks(const Graph& g, SourceIterator first, SourceIterator last, Rows& rows,
                                    const Params& params);
template <class Graph, class SourceIterator, class Rows, class Params>
void breadth_first_search_from_sources_on_ranks(const Graph& g, SourceIterator first, SourceIterator last,
                                                Rows& rows, const Params& params);

template <class Graph, class SourceIterator, class Rows, class Params>
void dijkstra_from_sources_core(const Graph& g, SourceIterator first, SourceIterator last, Rows& rows,
                                const Params& params)
{
    BOOST_CONCEPT_ASSERT((VertexListGraphConcept<Graph>));
    BOOST_CONCEPT_ASSERT((IncidenceGraphConcept<Graph>));
    if constexpr (has_param<Params, communicator_t>()) {
        dijkstra_from_sources_on_ranks(g, first, last, rows, params);
    } else {
        using types = dijkstra_sources_types<Graph, Rows, Params>;
        using D = typename types::D;
        const typename types::weight_map weight = choose_const_pmap(get_param(params, edge_weight), g, edge_weight);
        sources_layout<Graph, typename types::W> laid_out(g, params, weight, distance_type<D>());
        rows_from_sources<D>(laid_out.call, laid_out.numbering, laid_out.csr, first, last, rows, params,
                             "gpu_dijkstra_from_sources");
    }
}

// The row type of a many-source BFS call.
template <class Graph, class Rows, class Params>
struct hop_count_rows {
    using D = typename row_value<Rows, Params, int, typename graph_traits<Graph>::vertex_descriptor>::type;
    static_assert(std::is_arithmetic<D>::value,
                  "gpu_breadth_first_search_from_sources: hop counts must be arithmetic");
};

// Hop counts: the same engine with every edge of weight 1, in int32 (hop counts stay
// below the vertex count).
template <class Graph, class SourceIterator, class Rows, class Params>
void breadth_first_search_from_sources_core(const Graph& g, SourceIterator first, SourceIterator last, Rows& rows,
                                            const Params& params)
{
    BOOST_CONCEPT_ASSERT((VertexListGraphConcept<Graph>));
    BOOST_CONCEPT_ASSERT((IncidenceGraphConcept<Graph>));
    if constexpr (has_param<Params, communicator_t>()) {
        breadth_first_search_from_sources_on_ranks(g, first, last, rows, params);
    } else {
        const char* who = "gpu_breadth_first_search_from_sources";
        sources_layout<Graph, std::int32_t> laid_out(g, params, who);
        rows_from_sources<typename hop_count_rows<Graph, Rows, Params>::D>(
            laid_out.call, laid_out.numbering, laid_out.csr, first, last, rows, params, who);
    }
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
