// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Shortest paths as vertex sequences, from the predecessor matrix that
// gpu_floyd_warshall_all_pairs (gpu_paths::predecessor_matrix(P)) fills.
//
//   std::vector<vertex_descriptor> path = boost::gpu_paths::shortest_path(P, u, v);
//
// returns u, ..., v along a shortest path from u to v: {u} when u == v, empty when v is
// unreachable from u. P[u][x] is the vertex before x on a shortest path from u (P[u][x] == x
// when x is unreachable). A predecessor matrix that loops (possible only when it does not
// come from a successful call) throws gpu_paths::invalid_input.
#ifndef BOOST_GPU_PATHS_PATHS_HPP
#define BOOST_GPU_PATHS_PATHS_HPP

#include <boost_gpu_paths/errors.hpp>

#include <algorithm>
#include <set>
#include <vector>

namespace boost {
namespace gpu_paths {

// (Taken by non-const reference only because std::map's operator[] is not const; p is
// not modified.)
template <class PredecessorMatrix, class Vertex>
std::vector<Vertex> shortest_path(PredecessorMatrix& p, Vertex u, Vertex v)
{
    std::vector<Vertex> path;
    if (u == v) {
        path.push_back(u);
        return path;
    }
    if (static_cast<Vertex>(p[u][v]) == v) return path;  // unreachable
    std::set<Vertex> seen;
    Vertex x = v;
    path.push_back(x);
    seen.insert(x);
    while (!(x == u)) {
        const Vertex before = static_cast<Vertex>(p[u][x]);
        if (before == x || !seen.insert(before).second)
            throw invalid_input("shortest_path: the predecessor matrix does not lead back to the source");
        path.push_back(before);
        x = before;
    }
    std::reverse(path.begin(), path.end());
    return path;
}

}  // namespace gpu_paths
}  // namespace boost

#endif
