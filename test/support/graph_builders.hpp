// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Test graphs from a list of weighted edges: any range of structs with members u, v
// (vertex positions in the order vertices(g) lists them) and w (the weight).
#ifndef BOOST_GPU_PATHS_TEST_SUPPORT_GRAPH_BUILDERS_HPP
#define BOOST_GPU_PATHS_TEST_SUPPORT_GRAPH_BUILDERS_HPP

#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/properties.hpp>

#include <cstddef>
#include <utility>
#include <vector>

namespace test_support {

// Any mutable graph whose edges carry an interior edge_weight property (adjacency_list
// with vecS or listS, adjacency_matrix), with n vertices; parallel edges and self loops
// are added as given.
template <class Graph, class Edges>
Graph build_graph(std::size_t n, const Edges& edges)
{
    Graph g(n);
    std::vector<typename boost::graph_traits<Graph>::vertex_descriptor> vs;
    typename boost::graph_traits<Graph>::vertex_iterator it, end;
    for (boost::tie(it, end) = vertices(g); it != end; ++it) vs.push_back(*it);
    for (const auto& e : edges) {
        auto added = add_edge(vs[e.u], vs[e.v], g);
        put(boost::edge_weight, g, added.first, e.w);
    }
    return g;
}

// The EdgeProperty argument a compressed_sparse_row_graph type was declared with.
template <class CsrGraph>
struct csr_edge_property;
template <class Directed, class VP, class EP, class GP, class Vertex, class EdgeIndex>
struct csr_edge_property<boost::compressed_sparse_row_graph<Directed, VP, EP, GP, Vertex, EdgeIndex>> {
    using type = EP;
};

// A compressed_sparse_row_graph whose edge property is built from the weight alone
// (property<edge_weight_t, W> or a bundle whose only member is the weight).
template <class CsrGraph, class Edges>
CsrGraph build_csr_graph(std::size_t n, const Edges& edges)
{
    using index = typename boost::graph_traits<CsrGraph>::vertex_descriptor;
    using edge_property = typename csr_edge_property<CsrGraph>::type;
    std::vector<std::pair<index, index>> pairs;
    std::vector<edge_property> properties;
    for (const auto& e : edges) {
        pairs.emplace_back(static_cast<index>(e.u), static_cast<index>(e.v));
        properties.push_back(edge_property{e.w});
    }
    return CsrGraph(boost::edges_are_unsorted_multi_pass, pairs.begin(), pairs.end(), properties.begin(),
                    static_cast<index>(n));
}

}  // namespace test_support

#endif
