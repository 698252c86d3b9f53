// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Edge lists -> BGL graphs.
//
//   auto g = io::to_adjacency_list<double>(edges);                 // directed, vecS
//   auto u = io::to_adjacency_list<int, boost::undirectedS>(edges); // edges must be undirected
//   auto c = io::to_csr_graph<float>(edges);                       // zero-copy CSR layout type
//   auto t = io::to_adjacency_list<void>(edges);                   // no weights (BFS)
//
// Weights are stored as the interior property edge_weight_t of type W (no property for
// W = void); unweighted lists get weight 1. Converting to an integer W requires whole
// weights that W can hold, so no weight is silently rounded; integer types take
// exact_integer_weights where the list has them. A directed graph type built
// from an undirected list gets both directions of every edge (a self loop once), the
// reverse arcs after the forward ones.
#ifndef BOOST_GPU_PATHS_IO_TO_BGL_HPP
#define BOOST_GPU_PATHS_IO_TO_BGL_HPP

#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/io/edge_list.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace io {

// The edge property a converted graph carries.
template <class W>
using edge_weight_property = typename std::conditional<std::is_void<W>::value, no_property,
                                                       property<edge_weight_t, W>>::type;

template <class W, class Directed = directedS>
using adjacency_list_graph = adjacency_list<vecS, vecS, Directed, no_property, edge_weight_property<W>>;

// compressed_sparse_row_graph with 32-bit indices: the layout layer uses its arrays as is.
template <class W>
using csr_graph = compressed_sparse_row_graph<directedS, no_property, edge_weight_property<W>, no_property,
                                              std::uint32_t, std::uint32_t>;

namespace detail {

[[noreturn]] inline void throw_weight_out_of_range(const edge_list& graph, std::size_t edge, const std::string& weight,
                                                   std::size_t bits)
{
    throw invalid_input("edge " + std::to_string(graph.id_of(graph.sources[edge])) + " -> " +
                        std::to_string(graph.id_of(graph.targets[edge])) + " has weight " + weight + ", which a " +
                        std::to_string(bits) +
                        "-bit integer weight cannot hold exactly; use a wider or a floating-point weight type");
}

template <class W>
W convert_weight(const edge_list& graph, std::size_t edge, std::true_type /*integral*/)
{
    if (graph.has_exact_integer_weights()) {
        const std::int64_t w = graph.exact_integer_weights[edge];
        const bool fits = std::is_signed<W>::value
                              ? w >= static_cast<std::int64_t>(std::numeric_limits<W>::min()) &&
                                    w <= static_cast<std::int64_t>(std::numeric_limits<W>::max())
                              : w >= 0 && static_cast<std::uint64_t>(w) <= static_cast<std::uint64_t>(std::numeric_limits<W>::max());
        if (!fits) throw_weight_out_of_range(graph, edge, std::to_string(w), sizeof(W) * 8);
        return static_cast<W>(w);
    }
    const double w = graph.weight(edge);
    // Bounds as doubles: 2^63 itself is not an int64, so the upper test is strict.
    const double upper = std::ldexp(1.0, std::numeric_limits<W>::digits);
    const double lower = std::is_signed<W>::value ? -upper : 0.0;
    if (w != std::floor(w) || w < lower || w >= upper) throw_weight_out_of_range(graph, edge, std::to_string(w), sizeof(W) * 8);
    return static_cast<W>(w);
}

template <class W>
W convert_weight(const edge_list& graph, std::size_t edge, std::false_type)
{
    return static_cast<W>(graph.weight(edge));
}

template <class W>
W weight_of(const edge_list& graph, std::size_t edge)
{
    return convert_weight<W>(graph, edge, std::is_integral<W>());
}

template <class W>
edge_weight_property<W> edge_property(const edge_list& graph, std::size_t edge, std::false_type /*void*/)
{
    return edge_weight_property<W>(weight_of<W>(graph, edge));
}
template <class W>
no_property edge_property(const edge_list&, std::size_t, std::true_type)
{
    return no_property();
}

template <class Directed>
constexpr bool is_undirected()
{
    return std::is_same<Directed, undirectedS>::value;
}

// Edge i of the directed view of a list: the list's edges, then for undirected lists
// the reverse of every edge that is not a self loop.
struct directed_view {
    const edge_list* graph;
    std::vector<std::size_t> reversed;  // list positions of the edges taken backwards

    explicit directed_view(const edge_list& g) : graph(&g)
    {
        if (!g.directed)
            for (std::size_t e = 0; e < g.edge_count(); ++e)
                if (g.sources[e] != g.targets[e]) reversed.push_back(e);
    }
    std::size_t size() const { return graph->edge_count() + reversed.size(); }
    std::size_t list_edge(std::size_t i) const { return i < graph->edge_count() ? i : reversed[i - graph->edge_count()]; }
    std::pair<std::uint32_t, std::uint32_t> operator()(std::size_t i) const
    {
        const std::size_t e = list_edge(i);
        return i < graph->edge_count() ? std::make_pair(graph->sources[e], graph->targets[e])
                                       : std::make_pair(graph->targets[e], graph->sources[e]);
    }
};

// The directed view's arcs and properties ordered by source (a stable counting sort).
// Reads of the list stay sequential whatever its order, and the graphs are then filled
// one vertex at a time: on random-order lists (R-MAT) both are several times faster than
// following the list.
template <class W>
struct sorted_arcs {
    std::vector<std::pair<std::uint32_t, std::uint32_t>> arcs;
    std::vector<edge_weight_property<W>> properties;
};

template <class W>
sorted_arcs<W> sort_by_source(const directed_view& view, const edge_list& graph)
{
    const std::size_t m = view.size();
    std::vector<std::size_t> next(std::size_t(graph.vertex_count) + 1, 0);
    for (std::size_t i = 0; i < m; ++i) ++next[view(i).first + 1];
    for (std::size_t v = 0; v < graph.vertex_count; ++v) next[v + 1] += next[v];
    sorted_arcs<W> out;
    out.arcs.resize(m);
    out.properties.resize(m);
    for (std::size_t i = 0; i < m; ++i) {
        const auto arc = view(i);
        const std::size_t position = next[arc.first]++;
        out.arcs[position] = arc;
        out.properties[position] = edge_property<W>(graph, view.list_edge(i), std::is_void<W>());
    }
    return out;
}

}  // namespace detail

// adjacency_list<vecS, vecS, Directed, no_property, property<edge_weight_t, W>>.
// Directed may be directedS, bidirectionalS or undirectedS (the last only for undirected
// lists: an undirected graph type cannot keep the direction of a directed list).
template <class W, class Directed = directedS>
adjacency_list_graph<W, Directed> to_adjacency_list(const edge_list& graph)
{
    if (detail::is_undirected<Directed>() && graph.directed)
        throw invalid_input("a directed edge list cannot become an undirected graph; mark the list undirected first");
    adjacency_list_graph<W, Directed> g(graph.vertex_count);
    if (detail::is_undirected<Directed>()) {
        for (std::size_t e = 0; e < graph.edge_count(); ++e)
            add_edge(graph.sources[e], graph.targets[e], detail::edge_property<W>(graph, e, std::is_void<W>()), g);
        return g;
    }
    const auto sorted = detail::sort_by_source<W>(detail::directed_view(graph), graph);
    for (std::size_t k = 0; k < sorted.arcs.size(); ++k)
        add_edge(sorted.arcs[k].first, sorted.arcs[k].second, sorted.properties[k], g);
    return g;
}

// compressed_sparse_row_graph<directedS, no_property, property<edge_weight_t, W>,
// no_property, uint32_t, uint32_t>.
template <class W>
csr_graph<W> to_csr_graph(const edge_list& graph)
{
    const detail::directed_view view(graph);
    if (view.size() >= std::numeric_limits<std::uint32_t>::max())
        throw invalid_input("graphs with 2^32 - 1 or more edges (counting both directions of undirected edges) are "
                            "not supported");
    const auto sorted = detail::sort_by_source<W>(view, graph);
    return csr_graph<W>(edges_are_sorted, sorted.arcs.begin(), sorted.arcs.end(), sorted.properties.begin(),
                        graph.vertex_count, sorted.arcs.size());
}

}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#endif
