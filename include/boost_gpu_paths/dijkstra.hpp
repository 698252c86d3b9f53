// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Drop-ins for boost::dijkstra_shortest_paths and, for non-negative weights, for
// boost::johnson_all_pairs_shortest_paths, running on the GPU (or on the host's threads
// where there is none).
//
//   gpu_dijkstra_shortest_paths(g, s [, params])
//   gpu_dijkstra_shortest_paths(g, sources_begin, sources_end [, params])   (all at distance 0)
//   gpu_dijkstra_shortest_paths_no_color_map(g, s, params)
//   gpu_dijkstra_shortest_paths[_no_color_map](g, s, predecessor, distance, weight, index,
//       compare, combine, inf, zero, visitor [, params])      (BGL's positional forms; also
//   gpu_dijkstra_shortest_paths(g, sources_begin, sources_end, ...) with the same tail)
//   gpu_dijkstra_shortest_paths(g, s | sources_begin, sources_end, ..., visitor, color)
//   gpu_dijkstra_shortest_paths_no_init(g, s | sources_begin, sources_end, predecessor,
//       distance, weight, index, compare, combine, zero, visitor [, color])
//   gpu_dijkstra_shortest_paths_no_color_map_no_init(g, s, predecessor, distance, weight,
//       index, compare, combine, inf, zero, visitor)
//       (these last three run BGL's own loop: BGL writes the colour map, and the _no_init
//       forms start from the caller's maps)
//   bool gpu_dijkstra_all(g, D [, params])          (true, as Johnson with non-negative weights)
//   gpu_dijkstra_from_sources(g, sources_begin, sources_end, rows [, params])
//
// Single source: named parameters weight_map, distance_map, predecessor_map,
// vertex_index_map, distance_inf (default numeric_limits<D>::max()) and distance_zero
// (must be 0: throws gpu_paths::invalid_input otherwise), where D is the distance map's
// value type (the weight type without one). Every vertex's distance and predecessor is
// written, as BGL leaves them: distance_inf and p[v] = v for vertices no source reaches
// with a path shorter than distance_inf, p[s] = s for sources. Distances equal BGL's:
// exactly for integer types; for floating types wherever the shortest path is unique,
// and within the rounding of the sums otherwise. Predecessors satisfy
// d[p[v]] + w(p[v], v) == d[v] and form a tree rooted at the sources, but may pick
// another of several shortest paths than BGL's heap order does. Throws
// boost::negative_edge exactly when BGL does: when a vertex that a source reaches has a
// negative out-edge. A NaN weight throws gpu_paths::invalid_input.
//
// All pairs: D[i][j] (indexed by vertex index, like johnson_all_pairs_shortest_paths) is
// the distance from vertex i to vertex j, distance_inf where there is no path. Named
// parameters weight_map, vertex_index_map, distance_inf, distance_zero, and
// gpu_paths::predecessor_matrix(P) for P[i][j], the vertex before j on a shortest path
// from i (i for j == i, j where j is unreachable), stored as the matrix's value type: the
// vertex descriptor when P holds descriptors, else the vertex index. Any negative weight
// throws boost::negative_edge (every vertex is a source). Rows reach D a block at a time
// while the device computes the next ones, so D must fit in host memory only. A D or P
// that reports its size (std::vector, std::array, multi_array, C arrays) with fewer than
// n rows or columns throws gpu_paths::invalid_input before anything is written.
//
// Many sources: one row per source, in the order of [sources_begin, sources_end)
// (repeats and an empty range allowed), each holding the distances from that source by
// vertex index, distance_inf where there is no path. `rows` is a matrix indexed
// [source position][vertex index] (value type D), or a callable
// rows(std::size_t position, vertex_descriptor source, const D* row) that receives each
// row as soon as it is finished (valid only during the call; rows come in any order, one
// call at a time), where D is the type of distance_inf when passed, else the weight type.
// The searches are gpu_dijkstra_all's, batched so that at most
// options::device_memory_cap_mib of device memory is in use. Named parameters weight_map,
// vertex_index_map, distance_inf, distance_zero; any negative weight throws
// boost::negative_edge.
//
// All three accept the execution parameters of named_params.hpp (use_backend, use_device,
// use_stream, with_options, report_to). distance_compare, distance_combine and visitor,
// named or positional: BGL's defaults written out (std::less<D>, std::plus<D> or
// closed_plus<D>, dijkstra_visitor<null_visitor>) run on the backends, which compute min
// and + and replay no events. Anything else (and distances that are not arithmetic, or
// floating weights summed into integer distances) makes gpu_dijkstra_shortest_paths run
// BGL's own loop with the call's parameters: BGL's events, results and exceptions; on
// large graphs that loop moves to arrays of the graph part way, faster than BGL's (the
// contract: doc/reference.md); gpu_dijkstra_all and the many-source calls, which have no such loop,
// refuse them at compile time. Integer path lengths are checked up front: a graph whose simple paths could
// leave the range the type represents exactly throws gpu_paths::weight_overflow.
#ifndef BOOST_GPU_PATHS_DIJKSTRA_HPP
#define BOOST_GPU_PATHS_DIJKSTRA_HPP

#include <boost_gpu_paths/detail/front_end/all_pairs.hpp>
#include <boost_gpu_paths/detail/front_end/dijkstra.hpp>
#include <boost_gpu_paths/detail/front_end/from_sources.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/dijkstra_shortest_paths_no_color_map.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>

#include <array>

namespace boost {

// --- dijkstra_shortest_paths ---------------------------------------------------------------

template <class Graph, class P, class T, class R>
void gpu_dijkstra_shortest_paths(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s,
                                 const bgl_named_params<P, T, R>& params)
{
    gpu_paths::detail::dijkstra_core(g, std::array<typename graph_traits<Graph>::vertex_descriptor, 1>{{s}}, params);
}

template <class Graph>
void gpu_dijkstra_shortest_paths(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s)
{
    gpu_paths::detail::dijkstra_core(g, std::array<typename graph_traits<Graph>::vertex_descriptor, 1>{{s}},
                                     bgl_named_params<int, int>(0));
}

template <class Graph, class SourceIterator, class P, class T, class R,
          class = gpu_paths::detail::enable_if_iterator<SourceIterator>>
void gpu_dijkstra_shortest_paths(const Graph& g, SourceIterator first, SourceIterator last,
                                 const bgl_named_params<P, T, R>& params)
{
    gpu_paths::detail::dijkstra_core(g, gpu_paths::detail::source_list<Graph>(first, last), params);
}

template <class Graph, class SourceIterator, class = gpu_paths::detail::enable_if_iterator<SourceIterator>>
void gpu_dijkstra_shortest_paths(const Graph& g, SourceIterator first, SourceIterator last)
{
    gpu_paths::detail::dijkstra_core(g, gpu_paths::detail::source_list<Graph>(first, last),
                                     bgl_named_params<int, int>(0));
}

// dijkstra_shortest_paths_no_color_map computes the same distances; so does this, and a
// visitor of the caller's gets the no_color_map loop's own events.
template <class Graph, class P, class T, class R>
void gpu_dijkstra_shortest_paths_no_color_map(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s,
                                              const bgl_named_params<P, T, R>& params)
{
    gpu_paths::detail::dijkstra_no_color_map_core(g, s, params);
}

// BGL's positional forms: the same call as the named parameters they spell out, with
// BGL's trailing named parameters (here also the execution parameters) where given.
template <class Graph, class PredecessorMap, class DistanceMap, class WeightMap, class IndexMap, class Compare,
          class Combine, class Infinity, class Zero, class Visitor, class P, class T, class R>
void gpu_dijkstra_shortest_paths(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s,
                                 PredecessorMap predecessor, DistanceMap distance, WeightMap weight, IndexMap index,
                                 Compare compare, Combine combine, Infinity inf, Zero zero, Visitor visitor,
                                 const bgl_named_params<P, T, R>& more)
{
    gpu_dijkstra_shortest_paths(g, s,
                                gpu_paths::detail::positional_dijkstra_params(predecessor, distance, weight, index,
                                                                              compare, combine, inf, zero, visitor,
                                                                              more));
}

template <class Graph, class PredecessorMap, class DistanceMap, class WeightMap, class IndexMap, class Compare,
          class Combine, class Infinity, class Zero, class Visitor>
void gpu_dijkstra_shortest_paths(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s,
                                 PredecessorMap predecessor, DistanceMap distance, WeightMap weight, IndexMap index,
                                 Compare compare, Combine combine, Infinity inf, Zero zero, Visitor visitor)
{
    gpu_dijkstra_shortest_paths(g, s, predecessor, distance, weight, index, compare, combine, inf, zero, visitor,
                                bgl_named_params<int, int>(0));
}

template <class Graph, class SourceIterator, class PredecessorMap, class DistanceMap, class WeightMap,
          class IndexMap, class Compare, class Combine, class Infinity, class Zero, class Visitor,
          class = gpu_paths::detail::enable_if_iterator<SourceIterator>>
void gpu_dijkstra_shortest_paths(const Graph& g, SourceIterator first, SourceIterator last,
                                 PredecessorMap predecessor, DistanceMap distance, WeightMap weight, IndexMap index,
                                 Compare compare, Combine combine, Infinity inf, Zero zero, Visitor visitor)
{
    gpu_dijkstra_shortest_paths(g, first, last,
                                gpu_paths::detail::positional_dijkstra_params(predecessor, distance, weight, index,
                                                                              compare, combine, inf, zero, visitor,
                                                                              bgl_named_params<int, int>(0)));
}

template <class Graph, class PredecessorMap, class DistanceMap, class WeightMap, class IndexMap, class Compare,
          class Combine, class Infinity, class Zero, class Visitor>
void gpu_dijkstra_shortest_paths_no_color_map(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s,
                                              PredecessorMap predecessor, DistanceMap distance, WeightMap weight,
                                              IndexMap index, Compare compare, Combine combine, Infinity inf,
                                              Zero zero, Visitor visitor)
{
    gpu_dijkstra_shortest_paths_no_color_map(g, s,
                                             gpu_paths::detail::positional_dijkstra_params(
                                                 predecessor, distance, weight, index, compare, combine, inf, zero,
                                                 visitor, bgl_named_params<int, int>(0)));
}

template <class Graph, class PredecessorMap, class DistanceMap, class WeightMap, class IndexMap, class Compare,
          class Combine, class Infinity, class Zero, class Visitor, class P, class T, class R>
void gpu_dijkstra_shortest_paths_no_color_map(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s,
                                              PredecessorMap predecessor, DistanceMap distance, WeightMap weight,
                                              IndexMap index, Compare compare, Combine combine, Infinity inf,
                                              Zero zero, Visitor visitor, const bgl_named_params<P, T, R>& more)
{
    gpu_dijkstra_shortest_paths_no_color_map(g, s,
                                             gpu_paths::detail::positional_dijkstra_params(
                                                 predecessor, distance, weight, index, compare, combine, inf, zero,
                                                 visitor, more));
}

// BGL's positional forms with a colour map last: BGL writes the search's colours into it,
// so these run BGL's own loop (detail/front_end/bgl_loop.hpp), as fast as BGL's call.
template <class Graph, class PredecessorMap, class DistanceMap, class WeightMap, class IndexMap, class Compare,
          class Combine, class Infinity, class Zero, class Visitor, class ColorMap>
void gpu_dijkstra_shortest_paths(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s,
                                 PredecessorMap predecessor, DistanceMap distance, WeightMap weight, IndexMap index,
                                 Compare compare, Combine combine, Infinity inf, Zero zero, Visitor visitor,
                                 ColorMap color)
{
    gpu_paths::detail::check_source(g, s);
    gpu_paths::detail::check_index_map(g, index);
    dijkstra_shortest_paths(g, s, predecessor, distance, weight, index, compare, combine, inf, zero, visitor, color);
}

template <class Graph, class SourceIterator, class PredecessorMap, class DistanceMap, class WeightMap,
          class IndexMap, class Compare, class Combine, class Infinity, class Zero, class Visitor, class ColorMap,
          class = gpu_paths::detail::enable_if_iterator<SourceIterator>>
void gpu_dijkstra_shortest_paths(const Graph& g, SourceIterator first, SourceIterator last,
                                 PredecessorMap predecessor, DistanceMap distance, WeightMap weight, IndexMap index,
                                 Compare compare, Combine combine, Infinity inf, Zero zero, Visitor visitor,
                                 ColorMap color)
{
    const auto sources = gpu_paths::detail::source_list<Graph>(first, last);
    gpu_paths::detail::check_sources(g, sources);
    gpu_paths::detail::check_index_map(g, index);
    dijkstra_shortest_paths(g, sources.begin(), sources.end(), predecessor, distance, weight, index, compare, combine,
                            inf, zero, visitor, color);
}

// BGL's _no_init forms: the caller has set the distances, predecessors (and colours) the
// search starts from, so they run BGL's own loop on them, as fast as BGL's call; a source
// that is not a vertex, or an index map that does not number the vertices 0..n-1, throws
// gpu_paths::invalid_input, as on every path.
template <class Graph, class PredecessorMap, class DistanceMap, class WeightMap, class IndexMap, class Compare,
          class Combine, class Zero, class Visitor>
void gpu_dijkstra_shortest_paths_no_init(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s,
                                         PredecessorMap predecessor, DistanceMap distance, WeightMap weight,
                                         IndexMap index, Compare compare, Combine combine, Zero zero, Visitor visitor)
{
    gpu_paths::detail::check_source(g, s);
    gpu_paths::detail::check_index_map(g, index);
    dijkstra_shortest_paths_no_init(g, s, predecessor, distance, weight, index, compare, combine, zero, visitor);
}

template <class Graph, class PredecessorMap, class DistanceMap, class WeightMap, class IndexMap, class Compare,
          class Combine, class Zero, class Visitor, class ColorMap>
void gpu_dijkstra_shortest_paths_no_init(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s,
                                         PredecessorMap predecessor, DistanceMap distance, WeightMap weight,
                                         IndexMap index, Compare compare, Combine combine, Zero zero, Visitor visitor,
                                         ColorMap color)
{
    gpu_paths::detail::check_source(g, s);
    gpu_paths::detail::check_index_map(g, index);
    dijkstra_shortest_paths_no_init(g, s, predecessor, distance, weight, index, compare, combine, zero, visitor, color);
}

template <class Graph, class SourceIterator, class PredecessorMap, class DistanceMap, class WeightMap,
          class IndexMap, class Compare, class Combine, class Zero, class Visitor, class ColorMap,
          class = gpu_paths::detail::enable_if_iterator<SourceIterator>>
void gpu_dijkstra_shortest_paths_no_init(const Graph& g, SourceIterator first, SourceIterator last,
                                         PredecessorMap predecessor, DistanceMap distance, WeightMap weight,
                                         IndexMap index, Compare compare, Combine combine, Zero zero, Visitor visitor,
                                         ColorMap color)
{
    const auto sources = gpu_paths::detail::source_list<Graph>(first, last);
    gpu_paths::detail::check_sources(g, sources);
    gpu_paths::detail::check_index_map(g, index);
    dijkstra_shortest_paths_no_init(g, sources.begin(), sources.end(), predecessor, distance, weight, index, compare,
                                    combine, zero, visitor, color);
}

template <class Graph, class PredecessorMap, class DistanceMap, class WeightMap, class IndexMap, class Compare,
          class Combine, class Infinity, class Zero, class Visitor>
void gpu_dijkstra_shortest_paths_no_color_map_no_init(const Graph& g,
                                                      typename graph_traits<Graph>::vertex_descriptor s,
                                                      PredecessorMap predecessor, DistanceMap distance,
                                                      WeightMap weight, IndexMap index, Compare compare,
                                                      Combine combine, Infinity inf, Zero zero, Visitor visitor)
{
    gpu_paths::detail::check_source(g, s);
    gpu_paths::detail::check_index_map(g, index);
    dijkstra_shortest_paths_no_color_map_no_init(g, s, predecessor, distance, weight, index, compare, combine, inf,
                                                 zero, visitor);
}

// --- all pairs -----------------------------------------------------------------------------

// Returns true, as johnson_all_pairs_shortest_paths does for non-negative weights (the
// only ones accepted: a negative weight throws negative_edge), so code that tests
// Johnson's result keeps compiling unchanged.
template <class Graph, class DistanceMatrix, class P, class T, class R>
bool gpu_dijkstra_all(const Graph& g, DistanceMatrix& d, const bgl_named_params<P, T, R>& params)
{
    gpu_paths::detail::dijkstra_all_core(g, d, params);
    return true;
}

template <class Graph, class DistanceMatrix>
bool gpu_dijkstra_all(const Graph& g, DistanceMatrix& d)
{
    gpu_paths::detail::dijkstra_all_core(g, d, bgl_named_params<int, int>(0));
    return true;
}

// --- many sources --------------------------------------------------------------------------

template <class Graph, class SourceIterator, class Rows, class P, class T, class R,
          class = gpu_paths::detail::enable_if_iterator<SourceIterator>>
void gpu_dijkstra_from_sources(const Graph& g, SourceIterator first, SourceIterator last, Rows&& rows,
                               const bgl_named_params<P, T, R>& params)
{
    gpu_paths::detail::dijkstra_from_sources_core(g, first, last, rows, params);
}

template <class Graph, class SourceIterator, class Rows, class = gpu_paths::detail::enable_if_iterator<SourceIterator>>
void gpu_dijkstra_from_sources(const Graph& g, SourceIterator first, SourceIterator last, Rows&& rows)
{
    gpu_paths::detail::dijkstra_from_sources_core(g, first, last, rows, bgl_named_params<int, int>(0));
}

}  // namespace boost

#endif
