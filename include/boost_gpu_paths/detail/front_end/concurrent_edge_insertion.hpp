// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Which output graphs may take add_edge calls for different sources on different threads
// at once, and have a source's out-edge list reserved ahead of them.
//
// BGL promises nothing about concurrent add_edge on one graph, so the front ends add edges
// serially unless the graph is an adjacency_list whose add_edge(u, v, g) provably writes
// nothing but u's own out-edge list and the edge property it allocates:
//   * directedS: for bidirectionalS the call also appends to v's in-edge list and to the
//     graph's global edge list, for undirectedS to v's list and the global list; for
//     directedS (directed_graph_helper's add_edge in boost/graph/detail/adjacency_list.hpp,
//     the same from Boost 1.74 to 1.83) it pushes one stored_edge_property onto
//     out_edge_list(u) and touches no global list, so EdgeListS does not matter;
//   * vecS out-edge lists: a std::vector of its own per vertex, which reserve() sizes
//     ahead (listS and setS lists allocate per node and have no reserve; setS and
//     hash_setS also search the list for parallel edges);
//   * vecS or listS vertex storage: vec_adj_list_impl's add_edge only reads
//     num_vertices(g) while both ends are existing vertices; adj_list_impl's goes straight
//     to the out-edge list stored in u's vertex;
//   * an edge property of plain values (no_property, property<> chains or a bundle of
//     trivial types): add_edge default-constructs one and copies it into a new heap
//     object, so user types whose constructors might share state are left out.
// Vertex and graph properties are not touched by add_edge. Graph types built on
// adjacency_list (subgraph, labeled_graph, classes derived from it) are not matched.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_CONCURRENT_EDGE_INSERTION_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_CONCURRENT_EDGE_INSERTION_HPP

#include <boost/graph/graph_selectors.hpp>
#include <boost/pending/property.hpp>

#include <cstddef>
#include <type_traits>

namespace boost {

// Declared, not included: callers that build an adjacency_list include it themselves.
struct vecS;
struct listS;
template <class OutEdgeListS, class VertexListS, class DirectedS, class VertexProperty, class EdgeProperty,
          class GraphProperty, class EdgeListS>
class adjacency_list;

namespace gpu_paths {
namespace detail {

// A value whose default construction and copy run no user code.
template <class T>
struct is_plain_edge_value
    : std::integral_constant<bool, std::is_trivially_default_constructible<T>::value &&
                                       std::is_trivially_copyable<T>::value> {};

template <class EdgeProperty>
struct is_plain_edge_property : is_plain_edge_value<EdgeProperty> {};
template <>
struct is_plain_edge_property<no_property> : std::true_type {};
template <class Tag, class T, class Base>
struct is_plain_edge_property<property<Tag, T, Base>>
    : std::integral_constant<bool, is_plain_edge_value<T>::value && is_plain_edge_property<Base>::value> {};

template <class VertexListS>
struct is_vertex_storage_without_shared_edge_state
    : std::integral_constant<bool, std::is_same<VertexListS, vecS>::value || std::is_same<VertexListS, listS>::value> {
};

template <class Graph>
struct concurrent_add_edge_per_source : std::false_type {};

template <class VertexListS, class VertexProperty, class EdgeProperty, class GraphProperty, class EdgeListS>
struct concurrent_add_edge_per_source<
    adjacency_list<vecS, VertexListS, directedS, VertexProperty, EdgeProperty, GraphProperty, EdgeListS>>
    : std::integral_constant<bool, is_vertex_storage_without_shared_edge_state<VertexListS>::value &&
                                       is_plain_edge_property<EdgeProperty>::value> {};

// Makes room in u's out-edge list for `more` edges; only for graphs of the trait above
// (out_edge_list() is public in both of adjacency_list's vertex storages).
template <class Graph>
void reserve_out_edges(Graph& g, typename Graph::vertex_descriptor u, std::size_t more)
{
    static_assert(concurrent_add_edge_per_source<Graph>::value, "reserve_out_edges: not an adjacency_list<vecS, ...>");
    auto& list = g.out_edge_list(u);
    list.reserve(list.size() + more);
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
