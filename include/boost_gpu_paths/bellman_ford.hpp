// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Drop-ins for boost::bellman_ford_shortest_paths, running on the GPU (or on the host's
// threads where there is none).
//
//   bool gpu_bellman_ford_shortest_paths(g, N [, params])   (the caller's distances are the initial ones)
//   bool gpu_bellman_ford_shortest_paths(g, params)         (with root_vertex(s): N = num_vertices(g))
//   bool gpu_bellman_ford_shortest_paths(g, N, weight, pred, distance, combine, compare, visitor)
//
// Named parameters as BGL's: weight_map, distance_map (default: the graph's internal
// vertex_distance), predecessor_map, root_vertex, vertex_index_map (for the layout's
// numbering), distance_combine, distance_compare and visitor; distance_inf and
// distance_zero are ignored, as BGL ignores them. "No path" is the inf of the call's
// closed_plus<D> (numeric_limits<D>::max() by default): a vertex at that distance extends
// only to vertices whose distance starts above it (which it lowers to inf, as BGL's relax
// does). With root_vertex(s), every distance starts at numeric_limits<weight type>::max()
// and every predecessor at the vertex itself, then d[s] = 0, as BGL starts them.
//
// Calls the kernels could serve: distance_compare, distance_combine and visitor, named or
// positional, absent or BGL's defaults written out (std::less<D>, closed_plus<D>,
// bellman_visitor<null_visitor>), arithmetic distances and weights, no floating weights
// into integer distances. Whichever path runs them (a backend, or BGL's loop: on small
// graphs by the automatic choice, for N below num_vertices(g) - 1, for a -inf weight or
// initial distance, for initial distances at and above the combine's inf, and where a
// path can reach the combine's inf), they are checked
// with the maps left as they were (before anything is written; BGL's loop on a plain
// directed graph checks the weights during its first round and puts its distances
// back): a root that is not a vertex, a vertex_index_map that does
// not number the vertices, a NaN weight or initial distance throw gpu_paths::invalid_input;
// for integer distances, an initial distance plus a simple path (bounded by the sums over
// vertices of the most negative and the heaviest out-weight) that could leave the range
// the type represents exactly throws gpu_paths::weight_overflow. Then:
//
// Returns false, as BGL does, when a negative cycle is reachable from a vertex whose
// initial distance is not inf; the distance and predecessor maps are then left as they
// were before the call (BGL leaves the values its last round produced, which mean
// nothing). Otherwise returns true, with the distances BGL computes (exactly for integer
// types; for floating types wherever the shortest path is unique, and within the rounding
// of the sums otherwise; a distance at the combine's inf falls only below it, as in BGL),
// and for every vertex whose distance fell a predecessor with d[p[v]] + w(p[v], v) ==
// d[v] (the predecessors form a tree rooted at the vertices whose distance did not fall;
// another shortest path than BGL's edge order picks may be chosen). The other entries are
// not written. N below num_vertices(g) - 1 runs BGL's N
// rounds, whose verdict then depends on N. A distance of -inf (a -inf weight or initial
// distance on the way) is BGL's, from BGL's loop: closed_plus keeps -inf + w at -inf,
// which no check finds below itself, so a cycle through it does not make the call return
// false, and the predecessor of a vertex at -inf is BGL's, the tail of an arc that gives
// -inf, which may lead round a cycle instead of to a root.
//
// Undirected graphs: each edge is relaxed both ways and the final check tests both
// directions, so a negative edge reachable from a finite distance (within the N rounds,
// for N below n - 1) is a negative cycle of two edges, and the call returns false. BGL's
// final check tests one direction of each undirected edge, so its verdict on such a graph
// depends on the parity of its round count; the distances it leaves diverge either way.
//
// Other calls (a visitor, compare or combine of the caller's, distances that are not
// arithmetic, floating weights into integer distances) are BGL's own call with the call's
// parameters, its events, verdict and values: on false, BGL's last round's values; on an
// undirected graph, BGL's verdict; no weight_overflow or NaN check (the functors are the
// caller's); a root that is not a vertex of a graph numbered 0..n-1 throws invalid_input.
//
// Accepts the execution parameters of named_params.hpp (use_backend, use_device,
// use_stream, with_options, report_to).
#ifndef BOOST_GPU_PATHS_BELLMAN_FORD_HPP
#define BOOST_GPU_PATHS_BELLMAN_FORD_HPP

#include <boost_gpu_paths/detail/front_end/bellman_ford.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>

namespace boost {

template <class Graph, class Size, class P, class T, class R>
bool gpu_bellman_ford_shortest_paths(Graph& g, Size N, const bgl_named_params<P, T, R>& params)
{
    return gpu_paths::detail::bellman_ford_core(g, N, params);
}

template <class Graph, class Size>
bool gpu_bellman_ford_shortest_paths(Graph& g, Size N)
{
    return gpu_paths::detail::bellman_ford_core(g, N, bgl_named_params<int, int>(0));
}

template <class Graph, class P, class T, class R>
bool gpu_bellman_ford_shortest_paths(Graph& g, const bgl_named_params<P, T, R>& params)
{
    BOOST_CONCEPT_ASSERT((VertexListGraphConcept<Graph>));
    return gpu_paths::detail::bellman_ford_core(g, num_vertices(g), params);
}

// BGL's positional form: the same call as the named parameters it spells out.
template <class Graph, class Size, class WeightMap, class PredecessorMap, class DistanceMap, class Combine,
          class Compare, class Visitor>
bool gpu_bellman_ford_shortest_paths(Graph& g, Size N, WeightMap weight, PredecessorMap pred, DistanceMap distance,
                                     Combine combine, Compare compare, Visitor visitor)
{
    return gpu_paths::detail::bellman_ford_core(g, N,
                                                weight_map(weight)
                                                    .predecessor_map(pred)
                                                    .distance_map(distance)
                                                    .distance_combine(combine)
                                                    .distance_compare(compare)
                                                    .visitor(visitor));
}

}  // namespace boost

#endif
