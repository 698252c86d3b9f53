// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Drop-in for boost::dag_shortest_paths: single-source shortest paths where the part of
// the graph reachable from the source is acyclic, negative weights allowed, running on the
// GPU (or on the host's threads where there is none).
//
//   gpu_dag_shortest_paths(g, s [, params])
//   gpu_dag_shortest_paths(g, s, distance, weight, color, predecessor, visitor, compare,
//       combine, inf, zero [, params])                       (BGL's positional form)
//
// Named parameters weight_map, distance_map, predecessor_map, color_map, vertex_index_map,
// distance_inf (default numeric_limits<D>::max()) and distance_zero (must be 0), where D
// is the distance map's value type (the weight type without one). Distances equal BGL's:
// d[s] = 0; a vertex reachable from s gets the least d[u] + w(u, v) over its in-edges
// from vertices u not at distance_inf, when that sum lies below distance_inf; every other
// vertex gets distance_inf. An edge whose weight equals distance_inf (weights of type D)
// extends no path. Exact for integer types; for floating types wherever the shortest
// path is unique, and within the rounding of the sums otherwise. Predecessors: p[v] = v
// for s and the vertices left at distance_inf, else a vertex u with
// d[u] + w(u, v) == d[v] (BGL's pick among several such is one of them). The color map,
// when given, ends as BGL's depth-first search leaves it: black for the vertices
// reachable from s, white for the others.
//
// Throws boost::not_a_dag exactly when BGL does: when a cycle (a self loop included) is
// reachable from s; cycles elsewhere do not matter, and an undirected graph with an edge
// reachable from s is such a cycle. Nothing of the caller's is written when a call throws.
// A NaN weight throws gpu_paths::invalid_input, as does distance_inf <= 0. Integer path
// lengths are checked up front: a graph whose simple paths could leave the range the type
// represents exactly throws gpu_paths::weight_overflow, as does a path length below 0
// with an unsigned distance type (where BGL's sum would wrap).
//
// Accepts the execution parameters of named_params.hpp (use_backend, use_device,
// use_stream, with_options, report_to). distance_compare, distance_combine and visitor,
// named or positional: BGL's defaults written out (std::less<D>, std::plus<D> or
// closed_plus<D>, dijkstra_visitor<null_visitor>) run as below; anything else (and
// distances that are not arithmetic, or floating weights summed into integer distances)
// runs BGL's own loop, boost::dag_shortest_paths with the call's parameters: BGL's events,
// results and exceptions at BGL's speed (a source that is no vertex still throws
// invalid_input). An automatic call runs BGL's own algorithm (one sequential pass, which the host
// backend's parallel levels do not reliably overtake) unless the CUDA backend takes it;
// use_backend(host) runs the host backend, as do automatic calls on graphs whose vertices
// are not the integers 0..n-1.
#ifndef BOOST_GPU_PATHS_DAG_SHORTEST_PATHS_HPP
#define BOOST_GPU_PATHS_DAG_SHORTEST_PATHS_HPP

#include <boost_gpu_paths/detail/front_end/dag_shortest_paths.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>

namespace boost {

template <class Graph, class P, class T, class R>
void gpu_dag_shortest_paths(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s,
                            const bgl_named_params<P, T, R>& params)
{
    gpu_paths::detail::dag_shortest_paths_core(g, s, params);
}

template <class Graph>
void gpu_dag_shortest_paths(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s)
{
    gpu_paths::detail::dag_shortest_paths_core(g, s, bgl_named_params<int, int>(0));
}

// BGL's positional form, with trailing named parameters (the execution parameters) where
// given. inf and zero become the distance type, as BGL's relax compares them.
template <class Graph, class DistanceMap, class WeightMap, class ColorMap, class PredecessorMap, class Visitor,
          class Compare, class Combine, class Infinity, class Zero, class P, class T, class R>
void gpu_dag_shortest_paths(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s, DistanceMap distance,
                            WeightMap weight, ColorMap color, PredecessorMap predecessor, Visitor visitor,
                            Compare compare, Combine combine, Infinity inf, Zero zero,
                            const bgl_named_params<P, T, R>& more)
{
    using D = typename property_traits<DistanceMap>::value_type;
    gpu_paths::detail::dag_shortest_paths_core(g, s,
                                               more.distance_map(distance)
                                                   .weight_map(weight)
                                                   .color_map(color)
                                                   .predecessor_map(predecessor)
                                                   .visitor(visitor)
                                                   .distance_compare(compare)
                                                   .distance_combine(combine)
                                                   .distance_inf(static_cast<D>(inf))
                                                   .distance_zero(static_cast<D>(zero)));
}

template <class Graph, class DistanceMap, class WeightMap, class ColorMap, class PredecessorMap, class Visitor,
          class Compare, class Combine, class Infinity, class Zero>
void gpu_dag_shortest_paths(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s, DistanceMap distance,
                            WeightMap weight, ColorMap color, PredecessorMap predecessor, Visitor visitor,
                            Compare compare, Combine combine, Infinity inf, Zero zero)
{
    gpu_dag_shortest_paths(g, s, distance, weight, color, predecessor, visitor, compare, combine, inf, zero,
                           bgl_named_params<int, int>(0));
}

}  // namespace boost

#endif
