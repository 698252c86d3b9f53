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
// compressed_sparse_row_graph<directedS, ..., uint32_t, uint32_t> lends its own arrays:
// only the weights are built.
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

template <class Graph, class W>
void build_topology(const Graph& g, const vertex_numbering<Graph>& numbering, csr_layout<W>& out, std::false_type)
{
    const std::uint32_t n = numbering.size();
    out.owned_offsets.resize(std::size_t(n) + 1);
    out.owned_offsets[0] = 0;
    for_vertex_chunks(numbering, [&](std::size_t lo, std::size_t hi) {
        for (std::size_t i = lo; i < hi; ++i)
            out.owned_offsets[i + 1] = static_cast<std::uint32_t>(out_degree(numbering.vertex(static_cast<std::uint32_t>(i)), g));
    });
    std::uint64_t total = 0;
    for (std::size_t i = 1; i <= n; ++i) {
        total += out.owned_offsets[i];
        if (total >= std::numeric_limits<std::uint32_t>::max())
            throw invalid_input("graphs with 2^32 - 1 or more edges (counting both directions of undirected edges) "
                                "are not supported");
        out.owned_offsets[i] = static_cast<std::uint32_t>(total);
    }
    out.owned_targets.resize(total);
    out.topology.vertex_count = n;
    out.topology.edge_count = static_cast<std::uint32_t>(total);
    out.topology.offsets = out.owned_offsets.data();
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
    using shareable = detail::csr_arrays_shareable<Graph>;
    detail::build_topology(g, numbering, out, shareable());
    if (!shareable::value) detail::fill_targets(g, numbering, out);
    out.topology.symmetric = detail::is_undirected<Graph>();
    return out;
}

namespace detail {

template <class W, class Graph, class WeightMap>
csr_layout<W> make_weighted_csr(const Graph& g, const vertex_numbering<Graph>& numbering, const WeightMap& weight,
                                const typename property_traits<WeightMap>::value_type* no_edge)
{
    static_assert(is_backend_weight<W>::value, "W must be float, double, std::int32_t or std::int64_t");
    csr_layout<W> out;
    using shareable = csr_arrays_shareable<Graph>;
    build_topology(g, numbering, out, shareable());
    fill_weights(g, numbering, weight, no_edge, out, !shareable::value);
    out.topology.symmetric = is_undirected<Graph>();
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
