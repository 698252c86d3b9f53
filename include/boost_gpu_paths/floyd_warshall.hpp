// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Drop-ins for boost::floyd_warshall_all_pairs_shortest_paths and
// boost::floyd_warshall_initialized_all_pairs_shortest_paths that run on the GPU.
//
//   bool gpu_floyd_warshall_all_pairs(g, D [, params])
//   bool gpu_floyd_warshall_initialized_all_pairs(g, D [, params])
//   (also under BGL's full names with the prefix: gpu_floyd_warshall_all_pairs_shortest_paths,
//    gpu_floyd_warshall_initialized_all_pairs_shortest_paths)
//   (and the positional forms (g, D, w, compare, combine, inf, zero) /
//    (g, D, compare, combine, inf, zero) of BGL)
//
// Same arguments, named parameters and result as BGL's. D is indexed by vertex
// descriptors, D[u][v]. The result is false exactly when the graph (the initial matrix,
// for the initialized form) has a negative cycle; D is then unspecified (the backends
// leave it unwritten: the CUDA backend, which copies rows out while the closure runs,
// knows of the cycle before its first row). Otherwise D equals BGL's: distance_inf (default
// numeric_limits<W>::max(), not IEEE infinity) for unreachable pairs, the minimum over
// parallel edges, self loops only lowering the diagonal, both directions of undirected
// edges (so a negative undirected edge is a negative cycle).
//
// Named parameters: weight_map, distance_inf, distance_zero (must be 0: throws
// gpu_paths::invalid_input otherwise), distance_compare / distance_combine (std::less<W>
// and boost::closed_plus<W> run on the backends, which compute min and +; anything else,
// or weights that are not arithmetic, run BGL's own loop with the call's parameters), the
// execution parameters of named_params.hpp (use_backend,
// use_device, use_stream, with_options, report_to), and gpu_paths::predecessor_matrix(P):
// P[u][v] becomes the vertex before v on a shortest path from u (P[u][u] = u, P[u][v] = v
// when v is unreachable); paths.hpp turns it into vertex sequences.
//
// Weight types: float, double, int32 and int64 run as such; other arithmetic types run in
// the nearest supported type that holds them (gpu_paths::backend_weight_t). Integer path
// lengths are checked up front: a graph whose simple paths could leave the range the
// integer type represents exactly throws gpu_paths::weight_overflow instead of wrapping.
// A matrix that does not fit in device memory throws gpu_paths::device_memory_error
// naming the bytes needed; on the host backend, one that does not fit in host memory
// throws gpu_paths::host_memory_error. A D or P that reports its size (std::vector,
// std::array, multi_array, C arrays) with fewer rows or columns than the graph's
// descriptors reach throws gpu_paths::invalid_input before anything is read or written.
#ifndef BOOST_GPU_PATHS_FLOYD_WARSHALL_HPP
#define BOOST_GPU_PATHS_FLOYD_WARSHALL_HPP

#include <boost_gpu_paths/detail/front_end/floyd_warshall.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/graph/named_function_params.hpp>

namespace boost {

// --- floyd_warshall_all_pairs_shortest_paths -----------------------------------------------

template <class Graph, class DistanceMatrix, class P, class T, class R>
bool gpu_floyd_warshall_all_pairs(const Graph& g, DistanceMatrix& d, const bgl_named_params<P, T, R>& params)
{
    return gpu_paths::detail::floyd_warshall_core<false>(g, d, params);
}

template <class Graph, class DistanceMatrix>
bool gpu_floyd_warshall_all_pairs(const Graph& g, DistanceMatrix& d)
{
    return gpu_paths::detail::floyd_warshall_core<false>(g, d, bgl_named_params<int, int>(0));
}

template <class Graph, class DistanceMatrix, class WeightMap, class Compare, class Combine, class Infinity,
          class Zero>
bool gpu_floyd_warshall_all_pairs(const Graph& g, DistanceMatrix& d, const WeightMap& w, const Compare& compare,
                                  const Combine& combine, const Infinity& inf, const Zero& zero)
{
    return gpu_paths::detail::floyd_warshall_core<false>(
        g, d, weight_map(w).distance_compare(compare).distance_combine(combine).distance_inf(inf).distance_zero(zero));
}

// --- floyd_warshall_initialized_all_pairs_shortest_paths -----------------------------------

template <class Graph, class DistanceMatrix, class P, class T, class R>
bool gpu_floyd_warshall_initialized_all_pairs(const Graph& g, DistanceMatrix& d,
                                              const bgl_named_params<P, T, R>& params)
{
    return gpu_paths::detail::floyd_warshall_core<true>(g, d, params);
}

template <class Graph, class DistanceMatrix>
bool gpu_floyd_warshall_initialized_all_pairs(const Graph& g, DistanceMatrix& d)
{
    return gpu_paths::detail::floyd_warshall_core<true>(g, d, bgl_named_params<int, int>(0));
}

template <class Graph, class DistanceMatrix, class Compare, class Combine, class Infinity, class Zero>
bool gpu_floyd_warshall_initialized_all_pairs(const Graph& g, DistanceMatrix& d, const Compare& compare,
                                              const Combine& combine, const Infinity& inf, const Zero& zero)
{
    return gpu_paths::detail::floyd_warshall_core<true>(
        g, d, distance_compare(compare).distance_combine(combine).distance_inf(inf).distance_zero(zero));
}

// BGL's own names with the prefix: a user who renames floyd_warshall_all_pairs_shortest_paths
// by adding gpu_ gets the same call.
template <class Graph, class DistanceMatrix, class... Rest>
bool gpu_floyd_warshall_all_pairs_shortest_paths(const Graph& g, DistanceMatrix& d, const Rest&... rest)
{
    return gpu_floyd_warshall_all_pairs(g, d, rest...);
}

template <class Graph, class DistanceMatrix, class... Rest>
bool gpu_floyd_warshall_initialized_all_pairs_shortest_paths(const Graph& g, DistanceMatrix& d, const Rest&... rest)
{
    return gpu_floyd_warshall_initialized_all_pairs(g, d, rest...);
}

}  // namespace boost

#endif
