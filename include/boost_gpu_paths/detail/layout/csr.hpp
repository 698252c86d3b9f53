// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Graph -> compressed sparse row arrays, the layout every backend reads.
//
// Out-edges are taken from out_edges(v, g), which for undirected BGL graphs lists each
// edge at both endpoints: exactly the two directions BGL's algorithms relax. Weights are
// converted to the backend type W and encoded (weight_encoding.hpp): an edge whose weight
// equals the caller's distance_inf becomes "no path" as in BGL, a NaN weight is refused.
// While filling, the bounds on path lengths that decide whether integer arithmetic is
// exact are gathered.
//
// When the vertex iterator is random access (vecS, adjacency_matrix, CSR graphs) both
// passes run over vertex ranges on all host threads; otherwise they run serially.
// compressed_sparse_row_graph<directedS, ..., uint32_t, uint32_t> numbered by its own
// vertex indices lends its own arrays: only the weights are built.
#ifndef BOOST_GPU_PATHS_DETAIL_LAYOUT_CSR_HPP
#define BOOST_GPU_PATHS_DETAIL_LAYOUT_CSR_HPP

#include <boost_gpu_paths/detail/base/host_array.hpp>
#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>
#include <boost_gpu_paths/detail/layout/vertex_numbering.hpp>
#include <boost_gpu_paths/errors.hpp>

#include <boost/graph/graph_selectors.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <limits>
#include <mutex>
#include <numeric>
#include <type_traits>
#include <vector>

namespace boost {

// Declared, not included: boost/graph/compressed_sparse_row_graph.hpp declares a
// boost::detail::get that hides the pointer property maps (get(T*, ptrdiff_t)) from BGL's
// own algorithms, so including it here would break callers who pass &d[0] to
// boost::dijkstra_shortest_paths. A program that has such graphs includes it itself.
template <typename Directed, typename VertexProperty, typename EdgeProperty, typename GraphProperty, typename Vertex,
          typename EdgeIndex>
class compressed_sparse_row_graph;

namespace gpu_paths {
namespace layout {

// A graph's CSR arrays. offsets/targets point either into owned storage or, on the
// zero-copy path, into the caller's compressed_sparse_row_graph, which must then outlive
// this object. W = no_weights gives the topology alone (BFS).
template <class W>
struct csr_layout {
    backend_api::csr_topology topology;
    base::host_array<W> weights;  // empty for the topology alone (no_weights)
    path_bounds bounds;

    const W* weight_data() const noexcept { return weights.data(); }

    base::host_array<std::uint32_t> owned_offsets;
    base::host_array<std::uint32_t> owned_targets;
};

struct no_weights {};

namespace detail {

template <class Graph>
constexpr bool is_undirected()
{
    return std::is_convertible<typename graph_traits<Graph>::directed_category, undirected_tag>::value;
}

template <class Graph>
constexpr bool has_random_access_vertices()
{
    return std::is_convertible<
        typename std::iterator_traits<typename graph_traits<Graph>::vertex_iterator>::iterator_category,
        std::random_access_iterator_tag>::value;
}

// compressed_sparse_row_graph with 32-bit vertex and edge indices: its arrays are ours.
template <class Graph>
struct csr_arrays_shareable : std::false_type {};
template <class VP, class EP, class GP>
struct csr_arrays_shareable<compressed_sparse_row_graph<directedS, VP, EP, GP, std::uint32_t, std::uint32_t>>
    : std::true_type {};

// Its arrays are the layout only where vertex i has index i (numbering.is_identity()):
// under any other vertex_index_map the rows and targets are renumbered like any graph's.
template <class Graph>
const std::uint32_t* shared_offsets(const Graph& g, std::true_type)
{
    return g.m_forward.m_rowstart.data();
}
template <class Graph>
const std::uint32_t* shared_targets(const Graph& g, std::true_type)
{
    return g.m_forward.m_column.data();
}

// Runs body(vertex_index_begin, vertex_index_end) over all vertex indices, in parallel
// when the vertex iterator is random access (vecS, adjacency_matrix, CSR graphs). The
// body finds each vertex through numbering.vertex(i), so any numbering works.
template <class Graph, class Body>
void for_vertex_chunks(const vertex_numbering<Graph>& numbering, Body&& body)
{
    if (has_random_access_vertices<Graph>()) {
        base::parallel_for_chunks(0, numbering.size(), body, 4096);
    } else {
        body(std::size_t(0), std::size_t(numbering.size()));
    }
}

template <class Value>
bool is_nan(const Value& value, std::true_type)
{
    return std::isnan(value);
}
template <class Value>
bool is_nan(const Value&, std::false_type)
{
    return false;
}

// no_edge, when not null, is the weight that stands for "no edge".
template <class Graph, class W, class WeightMap, class Value>
void fill_weights(const Graph& g, const vertex_numbering<Graph>& numbering, const WeightMap& weight,
                  const Value* no_edge, csr_layout<W>& out, bool fill_targets)
{
    out.weights.resize(out.topology.edge_count);
    std::mutex bounds_mutex;
    for_vertex_chunks(numbering, [&](std::size_t lo, std::size_t hi) {
        path_bounds local;
        bool saw_nan = false;
        for (std::size_t i = lo; i < hi; ++i) {
            std::uint32_t position = out.topology.offsets[i];
            double min_weight = 0, max_weight = 0;
            typename graph_traits<Graph>::out_edge_iterator e, e_end;
            for (boost::tie(e, e_end) = out_edges(numbering.vertex(static_cast<std::uint32_t>(i)), g); e != e_end;
                 ++e, ++position) {
                const Value value = get(weight, *e);
                if (is_nan(value, std::is_floating_point<Value>())) saw_nan = true;
                const bool is_edge = !(no_edge && value == *no_edge);
                const W encoded = is_edge ? static_cast<W>(value) : weight_encoding<W>::infinity();
                out.weights[position] = encoded;
                if (fill_targets) out.owned_targets[position] = numbering.index(target(*e, g));
                if (is_edge) {
                    min_weight = std::min(min_weight, static_cast<double>(encoded));
                    max_weight = std::max(max_weight, static_cast<double>(encoded));
                }
            }
            local.add_vertex(min_weight, max_weight);
        }
        if (saw_nan) throw invalid_input("an edge weight is NaN");
        std::lock_guard<std::mutex> lock(bounds_mutex);
        out.bounds.merge(local);
    });
}

// fill_weights for a compressed_sparse_row_graph whose arrays are shared: its edges are
// numbered in CSR order, so edge e of vertex v is the descriptor (v, e), and the weights
// fill in one flat pass over edges, split evenly among the threads whatever the degrees.
// The pass keeps only the extreme weights: n times the heaviest bounds every simple path
// from above, and when that already fits W (as it does for most graphs), the exact
// per-vertex bounds, whose loop over vertices costs more than the conversion, are not
// needed. Otherwise a second pass computes them.
template <class Graph, class W, class WeightMap, class Value>
void fill_csr_weights(const Graph&, const WeightMap& weight, const Value* no_edge, csr_layout<W>& out)
{
    using edge = typename graph_traits<Graph>::edge_descriptor;
    const std::uint32_t* const offsets = out.topology.offsets;
    const std::uint32_t n = out.topology.vertex_count;
    const std::size_t m = out.topology.edge_count;
    out.weights.resize(m);
    W* const weights = out.weights.data();
    W lightest = W(0), heaviest = W(0);  // over real edges, and 0
    bool saw_nan = false;
    std::mutex merge_mutex;
    base::parallel_for_chunks(0, m, [&](std::size_t lo, std::size_t hi) {
        // The source of edge lo: the last vertex whose edges start at or before it.
        std::uint32_t v = static_cast<std::uint32_t>(
            std::upper_bound(offsets, offsets + n, static_cast<std::uint32_t>(lo)) - offsets - 1);
        W local_min = W(0), local_max = W(0);
        bool local_nan = false;
        for (std::size_t e = lo; e < hi; ++e) {
            while (offsets[v + 1] <= e) ++v;
            const Value value = get(weight, edge(v, static_cast<std::uint32_t>(e)));
            local_nan = local_nan || is_nan(value, std::is_floating_point<Value>());
            const bool is_edge = !(no_edge && value == *no_edge);
            const W encoded = is_edge ? static_cast<W>(value) : weight_encoding<W>::infinity();
            weights[e] = encoded;
            const W counted = is_edge ? encoded : W(0);
            local_min = counted < local_min ? counted : local_min;
            local_max = counted > local_max ? counted : local_max;
        }
        std::lock_guard<std::mutex> lock(merge_mutex);
        lightest = std::min(lightest, local_min);
        heaviest = std::max(heaviest, local_max);
        saw_nan = saw_nan || local_nan;
    }, base::min_elements_per_chunk);
    if (saw_nan) throw invalid_input("an edge weight is NaN");

    path_bounds coarse;
    coarse.has_negative_weight = lightest < W(0);
    coarse.has_infinite_weight = static_cast<double>(heaviest) == std::numeric_limits<double>::infinity();
    coarse.most_negative = static_cast<double>(lightest) * n;
    coarse.most_positive = static_cast<double>(heaviest) * n;
    if (coarse.template fits<W>()) {
        out.bounds = coarse;
        return;
    }
    std::mutex bounds_mutex;
    base::parallel_for_chunks(0, n, [&](std::size_t lo, std::size_t hi) {
        path_bounds local;
        for (std::size_t v = lo; v < hi; ++v) {
            double min_weight = 0, max_weight = 0;
            for (std::uint32_t e = offsets[v]; e < offsets[v + 1]; ++e) {
                if (no_edge && get(weight, edge(static_cast<std::uint32_t>(v), e)) == *no_edge) continue;
                min_weight = std::min(min_weight, static_cast<double>(weights[e]));
                max_weight = std::max(max_weight, static_cast<double>(weights[e]));
            }
            local.add_vertex(min_weight, max_weight);
        }
        std::lock_guard<std::mutex> lock(bounds_mutex);
        out.bounds.merge(local);
    }, 4096);
}

template <class Graph, class W>
void fill_targets(const Graph& g, const vertex_numbering<Graph>& numbering, csr_layout<W>& out)
{
    for_vertex_chunks(numbering, [&](std::size_t lo, std::size_t hi) {
        for (std::size_t i = lo; i < hi; ++i) {
            std::uint32_t position = out.topology.offsets[i];
            typename graph_traits<Graph>::out_edge_iterator e, e_end;
            for (boost::tie(e, e_end) = out_edges(numbering.vertex(static_cast<std::uint32_t>(i)), g); e != e_end; ++e)
                out.owned_targets[position++] = numbering.index(target(*e, g));
        }
    });
}

// The offsets are the prefix sums of the out-degrees, in two parallel passes over blocks
// of vertices (degrees and block totals, then the sums from each block's start): on a
// graph of millions of vertices a serial scan costs a good share of the layout.
template <class Graph, class W>
void build_topology(const Graph& g, const vertex_numbering<Graph>& numbering, csr_layout<W>& out, std::false_type)
{
    const std::uint32_t n = numbering.size();
    out.owned_offsets.resize(std::size_t(n) + 1);
    std::uint32_t* const offsets = out.owned_offsets.data();
    offsets[0] = 0;
    constexpr std::size_t vertices_per_block = 16384;
    const std::size_t blocks = has_random_access_vertices<Graph>() ? (n + vertices_per_block - 1) / vertices_per_block : 1;
    const auto block_begin = [&](std::size_t b) { return blocks == 1 ? (b ? n : 0) : std::min<std::size_t>(n, b * vertices_per_block); };
    std::vector<std::uint64_t> block_start(blocks + 1, 0);
    const auto each_block = [&](auto&& body) {
        if (blocks == 1)
            body(std::size_t(0));
        else
            base::parallel_for(0, blocks, body, 1);
    };
    each_block([&](std::size_t b) {
        std::uint64_t total = 0;
        for (std::size_t i = block_begin(b); i < block_begin(b + 1); ++i) {
            const auto degree = out_degree(numbering.vertex(static_cast<std::uint32_t>(i)), g);
            offsets[i + 1] = static_cast<std::uint32_t>(degree);
            total += degree;
        }
        block_start[b + 1] = total;
    });
    for (std::size_t b = 0; b < blocks; ++b) block_start[b + 1] += block_start[b];
    const std::uint64_t total = block_start[blocks];
    if (total >= std::numeric_limits<std::uint32_t>::max())
        throw invalid_input("graphs with 2^32 - 1 or more edges (counting both directions of undirected edges) "
                            "are not supported");
    each_block([&](std::size_t b) {
        std::uint32_t running = static_cast<std::uint32_t>(block_start[b]);
        for (std::size_t i = block_begin(b); i < block_begin(b + 1); ++i) offsets[i + 1] = running += offsets[i + 1];
    });
    out.owned_targets.resize(total);
    out.topology.vertex_count = n;
    out.topology.edge_count = static_cast<std::uint32_t>(total);
    out.topology.offsets = offsets;
    out.topology.targets = out.owned_targets.data();
}

template <class Graph, class W>
void build_topology(const Graph& g, const vertex_numbering<Graph>& numbering, csr_layout<W>& out, std::true_type)
{
    out.topology.vertex_count = numbering.size();
    out.topology.edge_count = static_cast<std::uint32_t>(g.m_forward.m_column.size());
    out.topology.offsets = shared_offsets(g, std::true_type());
    out.topology.targets = shared_targets(g, std::true_type());
}

}  // namespace detail

// The topology alone (no weights), for breadth-first search.
template <class Graph>
csr_layout<no_weights> make_csr_topology(const Graph& g, const vertex_numbering<Graph>& numbering)
{
    csr_layout<no_weights> out;
    out.topology.symmetric = detail::is_undirected<Graph>();
    if constexpr (detail::csr_arrays_shareable<Graph>::value) {
        if (numbering.is_identity()) {
            detail::build_topology(g, numbering, out, std::true_type());
            return out;
        }
    }
    detail::build_topology(g, numbering, out, std::false_type());
    detail::fill_targets(g, numbering, out);
    return out;
}

namespace detail {

template <class W, class Graph, class WeightMap>
csr_layout<W> make_weighted_csr(const Graph& g, const vertex_numbering<Graph>& numbering, const WeightMap& weight,
                                const typename property_traits<WeightMap>::value_type* no_edge)
{
    static_assert(is_backend_weight<W>::value, "W must be float, double, std::int32_t or std::int64_t");
    csr_layout<W> out;
    out.topology.symmetric = is_undirected<Graph>();
    if constexpr (csr_arrays_shareable<Graph>::value) {
        if (numbering.is_identity()) {
            build_topology(g, numbering, out, std::true_type());
            fill_csr_weights(g, weight, no_edge, out);
            return out;
        }
    }
    build_topology(g, numbering, out, std::false_type());
    fill_weights(g, numbering, weight, no_edge, out, true);
    return out;
}

}  // namespace detail

// Topology and weights in backend type W. caller_infinity is the call's distance_inf:
// edges of that weight are "no edge", as in BGL.
template <class W, class Graph, class WeightMap>
csr_layout<W> make_csr(const Graph& g, const vertex_numbering<Graph>& numbering, const WeightMap& weight,
                       const typename property_traits<WeightMap>::value_type& caller_infinity)
{
    return detail::make_weighted_csr<W>(g, numbering, weight, &caller_infinity);
}

// Topology and weights in backend type W, every weight a real edge: for calls whose
// distance_inf is not a value of the weight type.
template <class W, class Graph, class WeightMap>
csr_layout<W> make_csr(const Graph& g, const vertex_numbering<Graph>& numbering, const WeightMap& weight)
{
    return detail::make_weighted_csr<W>(g, numbering, weight, nullptr);
}

// The bounds (and the NaN check) that make_csr gathers, from the same weights, without
// building the arrays: for a graph small enough that its closure runs on the caller's
// thread, where the arrays would cost more than the closure. Edges of weight
// caller_infinity are "no edge", as in make_csr.
template <class W, class Graph, class WeightMap>
path_bounds graph_path_bounds(const Graph& g, const vertex_numbering<Graph>& numbering, const WeightMap& weight,
                              const typename property_traits<WeightMap>::value_type& caller_infinity)
{
    using Value = typename property_traits<WeightMap>::value_type;
    path_bounds bounds;
    bool saw_nan = false;
    for (std::uint32_t i = 0; i < numbering.size(); ++i) {
        double min_weight = 0, max_weight = 0;
        typename graph_traits<Graph>::out_edge_iterator e, e_end;
        for (boost::tie(e, e_end) = out_edges(numbering.vertex(i), g); e != e_end; ++e) {
            const Value value = get(weight, *e);
            if (detail::is_nan(value, std::is_floating_point<Value>())) saw_nan = true;
            if (value == caller_infinity) continue;
            const double encoded = static_cast<double>(static_cast<W>(value));
            min_weight = std::min(min_weight, encoded);
            max_weight = std::max(max_weight, encoded);
        }
        bounds.add_vertex(min_weight, max_weight);
    }
    if (saw_nan) throw invalid_input("an edge weight is NaN");
    return bounds;
}

// Throws weight_overflow when integer path lengths could leave the range that W's
// encoding represents exactly.
template <class W>
void check_path_bounds(const path_bounds& bounds)
{
    if (!bounds.fits<W>())
        throw weight_overflow(
            "path lengths in this graph could reach " + std::to_string(bounds.most_positive) + " / " +
            std::to_string(bounds.most_negative) +
            ", beyond what the integer weight type represents exactly (see detail/base/weight_encoding.hpp); use a wider "
            "weight type such as std::int64_t or double");
}

}  // namespace layout
}  // namespace gpu_paths
}  // namespace boost

#endif
