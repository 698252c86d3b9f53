// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The size of a call's graph for the choice of path (detail/interface/path_choice.hpp), in
// O(1): the vertices, and the edges estimated from the out-degrees of about 16 evenly
// spaced vertices where the vertices are a random-access range of integers (vecS,
// adjacency_matrix, compressed_sparse_row_graph). Such graphs can also run BGL's own
// algorithm directly (sequential_available).
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_GRAPH_SIZE_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_GRAPH_SIZE_HPP

#include <boost/graph/graph_traits.hpp>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <type_traits>

namespace boost {
template <typename Directed, typename VertexProperty, typename EdgeProperty, typename GraphProperty,
          typename EdgeListS>
class adjacency_matrix;

namespace gpu_paths {
namespace detail {

// adjacency_matrix: BGL's loops scan a vertex's whole row for its out-edges, so the work
// of a pass over the edges is n entries a vertex whatever the degrees.
template <class Graph>
struct scans_whole_rows : std::false_type {};
template <class D, class VP, class EP, class GP, class EL>
struct scans_whole_rows<adjacency_matrix<D, VP, EP, GP, EL>> : std::true_type {};

}  // namespace detail
}  // namespace gpu_paths

namespace gpu_paths {
namespace detail {

// True for graphs whose vertices are the integers 0..n-1 in a random-access range.
template <class Graph>
constexpr bool has_integer_vertex_range()
{
    return std::is_integral<typename graph_traits<Graph>::vertex_descriptor>::value &&
           std::is_convertible<
               typename std::iterator_traits<typename graph_traits<Graph>::vertex_iterator>::iterator_category,
               std::random_access_iterator_tag>::value;
}

struct graph_size {
    std::uint64_t vertices = 0;
    std::uint64_t edges = 0;  // out-edges, counting both directions of undirected ones
};

// For graphs of has_integer_vertex_range().
template <class Graph>
graph_size estimate_size(const Graph& g)
{
    graph_size size;
    size.vertices = num_vertices(g);
    if (size.vertices == 0) return size;
    const std::uint64_t step = size.vertices <= 16 ? 1 : size.vertices / 16;
    std::uint64_t degrees = 0, samples = 0;
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    for (std::uint64_t v = 0; v < size.vertices; v += step, ++samples) degrees += out_degree(static_cast<vertex>(v), g);
    size.edges = step == 1 ? degrees : degrees * size.vertices / samples;
    return size;
}

// The edges a pass of BGL's own loop over the graph visits: estimate_size's, or for a
// graph that scans_whole_rows every entry of the matrix (which decides between BGL's loop
// and the backends, whose layout holds the real edges only).
template <class Graph>
graph_size bgl_loop_size(const Graph& g)
{
    graph_size size = estimate_size(g);
    if (scans_whole_rows<Graph>::value) size.edges = std::max(size.edges, size.vertices * size.vertices);
    return size;
}

// The size a search from [first, last) works on, for the automatic choice of its path:
// the graph's, except where no source has an out-edge. Such a search reaches its sources
// alone, and its work is the outputs' initialisation, which BGL's loop does at once while
// the backends would lay the whole graph out first; its size is then its sources'.
template <class Graph, class SourceIterator>
graph_size search_size(const Graph& g, SourceIterator first, SourceIterator last)
{
    const std::uint64_t n = num_vertices(g);
    std::uint64_t sources = 0;
    for (; first != last; ++first, ++sources) {
        const auto s = *first;
        if (!(s >= 0 && static_cast<std::uint64_t>(s) < n) || out_degree(s, g) != 0) return estimate_size(g);
    }
    graph_size size;
    size.vertices = sources;
    return size;
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
