// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The BGL graph types the drop-ins are run on, built from one edge list, and the edges as
// a built graph actually holds them (an adjacency_matrix keeps one edge per ordered pair,
// the last weight written).
#ifndef GPU_PATHS_STRESS_GRAPH_KINDS_HPP
#define GPU_PATHS_STRESS_GRAPH_KINDS_HPP

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/adjacency_matrix.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/properties.hpp>

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

namespace stress {

enum class graph_kind : unsigned {
    vec_directed,       // adjacency_list<vecS, vecS, directedS>
    vec_undirected,     // adjacency_list<vecS, vecS, undirectedS>
    vec_bidirectional,  // adjacency_list<vecS, vecS, bidirectionalS>
    list_directed,      // adjacency_list<listS, listS, directedS> with a vertex_index property
    matrix_directed,    // adjacency_matrix<directedS>
    csr32,              // compressed_sparse_row_graph, uint32_t indices (its arrays are read in place)
    csr64,              // compressed_sparse_row_graph, std::size_t indices
};
constexpr unsigned graph_kind_count = 7;

inline const char* name_of(graph_kind k)
{
    static const char* const names[] = {"vecS/directed",    "vecS/undirected", "vecS/bidirectional", "listS/directed",
                                        "adjacency_matrix", "csr/uint32",      "csr/size_t"};
    return names[static_cast<unsigned>(k)];
}

inline bool is_undirected(graph_kind k) { return k == graph_kind::vec_undirected; }

// The library runs BGL's other call forms (positional arguments, defaults left out) through
// the same code as the named form whatever the graph, so they run on three graph types
// (undirected, listS, a CSR read in place) and the named forms on all: fewer instantiations
// keep the program's build short.
template <graph_kind K>
constexpr bool every_form()
{
    return K == graph_kind::vec_undirected || K == graph_kind::list_directed || K == graph_kind::csr32;
}

template <class W>
struct weighted_edge {
    std::size_t u, v;
    W w;
};

template <class W>
using weight_property = boost::property<boost::edge_weight_t, W>;

template <graph_kind K, class W>
struct graph_type;
template <class W>
struct graph_type<graph_kind::vec_directed, W> {
    using type =
        boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property, weight_property<W>>;
};
template <class W>
struct graph_type<graph_kind::vec_undirected, W> {
    using type =
        boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, boost::no_property, weight_property<W>>;
};
template <class W>
struct graph_type<graph_kind::vec_bidirectional, W> {
    using type =
        boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS, boost::no_property, weight_property<W>>;
};
template <class W>
struct graph_type<graph_kind::list_directed, W> {
    using type = boost::adjacency_list<boost::listS, boost::listS, boost::directedS,
                                       boost::property<boost::vertex_index_t, std::size_t>, weight_property<W>>;
};
template <class W>
struct graph_type<graph_kind::matrix_directed, W> {
    using type = boost::adjacency_matrix<boost::directedS, boost::no_property, weight_property<W>>;
};
template <class W>
struct graph_type<graph_kind::csr32, W> {
    using type = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, weight_property<W>,
                                                    boost::no_property, std::uint32_t, std::uint32_t>;
};
template <class W>
struct graph_type<graph_kind::csr64, W> {
    using type = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, weight_property<W>>;
};

template <graph_kind K>
struct kind_tag {
    static constexpr graph_kind kind = K;
};

// Calls f(kind_tag<K>()) for the runtime kind k.
template <class F>
void with_graph_kind(graph_kind k, F&& f)
{
    switch (k) {
    case graph_kind::vec_directed: f(kind_tag<graph_kind::vec_directed>()); break;
    case graph_kind::vec_undirected: f(kind_tag<graph_kind::vec_undirected>()); break;
    case graph_kind::vec_bidirectional: f(kind_tag<graph_kind::vec_bidirectional>()); break;
    case graph_kind::list_directed: f(kind_tag<graph_kind::list_directed>()); break;
    case graph_kind::matrix_directed: f(kind_tag<graph_kind::matrix_directed>()); break;
    case graph_kind::csr32: f(kind_tag<graph_kind::csr32>()); break;
    case graph_kind::csr64: f(kind_tag<graph_kind::csr64>()); break;
    }
}

template <class Graph>
std::vector<typename boost::graph_traits<Graph>::vertex_descriptor> vertex_list(const Graph& g)
{
    std::vector<typename boost::graph_traits<Graph>::vertex_descriptor> out;
    typename boost::graph_traits<Graph>::vertex_iterator it, end;
    for (boost::tie(it, end) = vertices(g); it != end; ++it) out.push_back(*it);
    return out;
}

template <graph_kind K, class W>
typename graph_type<K, W>::type build_graph(std::size_t n, const std::vector<weighted_edge<W>>& edges)
{
    using graph = typename graph_type<K, W>::type;
    if constexpr (K == graph_kind::csr32 || K == graph_kind::csr64) {
        using index = typename boost::graph_traits<graph>::vertex_descriptor;
        std::vector<std::pair<index, index>> pairs;
        std::vector<weight_property<W>> properties;
        for (const auto& e : edges) {
            pairs.emplace_back(static_cast<index>(e.u), static_cast<index>(e.v));
            properties.emplace_back(e.w);
        }
        return graph(boost::edges_are_unsorted_multi_pass, pairs.begin(), pairs.end(), properties.begin(),
                     static_cast<index>(n));
    } else {
        graph g(n);
        const auto vs = vertex_list(g);
        if constexpr (K == graph_kind::list_directed)
            for (std::size_t i = 0; i < n; ++i) put(boost::vertex_index, g, vs[i], i);
        for (const auto& e : edges) put(boost::edge_weight, g, add_edge(vs[e.u], vs[e.v], g).first, e.w);
        return g;
    }
}

// The edges g holds, by vertex index, each undirected edge once.
template <class W, class Graph>
std::vector<weighted_edge<W>> edges_as_built(const Graph& g)
{
    std::vector<weighted_edge<W>> out;
    const auto index = get(boost::vertex_index, g);
    const auto weight = get(boost::edge_weight, g);
    typename boost::graph_traits<Graph>::edge_iterator it, end;
    for (boost::tie(it, end) = edges(g); it != end; ++it)
        out.push_back({static_cast<std::size_t>(get(index, source(*it, g))),
                       static_cast<std::size_t>(get(index, target(*it, g))), static_cast<W>(get(weight, *it))});
    return out;
}

// The arcs a search follows: both directions of an undirected edge (a loop once).
template <class W>
std::vector<weighted_edge<W>> arcs_of(const std::vector<weighted_edge<W>>& edges, bool undirected)
{
    std::vector<weighted_edge<W>> arcs;
    arcs.reserve(edges.size() * (undirected ? 2 : 1));
    arcs = edges;
    // All edges, then all reversed: BGL's Floyd-Warshall fills an undirected graph's matrix
    // in that order, and where a weight equals distance_inf the order decides the entry.
    if (undirected)
        for (const auto& e : edges)
            if (e.u != e.v) arcs.push_back({e.v, e.u, e.w});
    return arcs;
}

// Out-arcs per vertex: (target, weight).
template <class W>
std::vector<std::vector<std::pair<std::size_t, W>>> out_lists(std::size_t n, const std::vector<weighted_edge<W>>& arcs)
{
    std::vector<std::vector<std::pair<std::size_t, W>>> out(n);
    for (const auto& a : arcs) out[a.u].emplace_back(a.v, a.w);
    return out;
}

}  // namespace stress

#endif
