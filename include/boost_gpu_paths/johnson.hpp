// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Drop-ins for boost::johnson_all_pairs_shortest_paths, running on the GPU (or on the
// host's threads where there is none).
//
//   bool gpu_johnson_all_pairs_shortest_paths(g, D [, params])
//   bool gpu_johnson_all_pairs_shortest_paths(g, D, index, weight, compare, combine, inf, zero)
//   bool gpu_johnson_all_pairs_shortest_paths(g, D, index, weight, zero)
//
// D[i][j] (indexed by vertex index, as BGL's) is the distance from vertex i to vertex j,
// distance_inf (default numeric_limits<D>::max()) where there is none. Weights may be
// negative: potentials from Bellman-Ford (every vertex at distance 0, as from BGL's added
// source; for integer weights moved halfway to those of the reverse graph, see
// sssp_options::balanced_potentials) make them non-negative, the searches of
// gpu_dijkstra_all run on the reweighted graph, and the backend restores each row before
// it is written. A negative cycle (a negative
// self-loop, or on an undirected graph any negative edge) returns false and writes
// nothing, as BGL leaves D. Without negative weights this is gpu_dijkstra_all. Named
// parameters, execution parameters, the predecessor_matrix extension and the checks (size
// of D, weight_overflow, distance_zero 0) are those of gpu_dijkstra_all (dijkstra.hpp). A
// distance_inf within reach of the path lengths on a graph with negative weights takes
// BGL's potentials, so that the searches cut the reweighted lengths where BGL's do (BGL's
// closed_plus also takes a reweighting sum that equals inf exactly for "no path", which
// the drop-in computes exactly; doc/reference.md). A compare or combine of the caller's (unless declared: compare_is_less,
// combine_is_closed_plus), or non-arithmetic types, run
// boost::johnson_all_pairs_shortest_paths itself, after the same checks of the index map
// and of D's size.
#ifndef BOOST_GPU_PATHS_JOHNSON_HPP
#define BOOST_GPU_PATHS_JOHNSON_HPP

#include <boost_gpu_paths/detail/front_end/all_pairs.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/graph/named_function_params.hpp>

namespace boost {

template <class Graph, class DistanceMatrix, class P, class T, class R>
bool gpu_johnson_all_pairs_shortest_paths(Graph& g, DistanceMatrix& D, const bgl_named_params<P, T, R>& params)
{
    return gpu_paths::detail::johnson_core(g, D, params);
}

template <class Graph, class DistanceMatrix>
bool gpu_johnson_all_pairs_shortest_paths(Graph& g, DistanceMatrix& D)
{
    return gpu_paths::detail::johnson_core(g, D, bgl_named_params<int, int>(0));
}

// BGL's positional forms: the same call as the named parameters they spell out.
template <class Graph, class DistanceMatrix, class VertexID, class Weight, class Compare, class Combine,
          class Infinity, class DistanceZero>
bool gpu_johnson_all_pairs_shortest_paths(Graph& g, DistanceMatrix& D, VertexID id, Weight w, const Compare& compare,
                                          const Combine& combine, const Infinity& inf, DistanceZero zero)
{
    return gpu_johnson_all_pairs_shortest_paths(g, D,
                                                weight_map(w)
                                                    .vertex_index_map(id)
                                                    .distance_compare(compare)
                                                    .distance_combine(combine)
                                                    .distance_inf(inf)
                                                    .distance_zero(zero));
}

template <class Graph, class DistanceMatrix, class VertexID, class Weight, class DistanceZero>
bool gpu_johnson_all_pairs_shortest_paths(Graph& g, DistanceMatrix& D, VertexID id, Weight w, DistanceZero zero)
{
    return gpu_johnson_all_pairs_shortest_paths(g, D, weight_map(w).vertex_index_map(id).distance_zero(zero));
}

}  // namespace boost

#endif
