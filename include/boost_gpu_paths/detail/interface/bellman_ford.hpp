// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Backend entry of the Bellman-Ford family: shortest paths where weights may be negative,
// from the caller's initial distances, with BGL's negative-cycle verdict. The Johnson
// drop-in takes its potentials from here (every initial distance 0: the added source).
//
// distances holds n values in weight_encoding<W> (a value at or above
// weight_encoding<W>::infinite_threshold(true) is "no path"); on entry the initial
// distances, on return the final ones. For integer W the caller guarantees that every
// initial distance plus a simple path lies in [-max_negative_magnitude(), that threshold)
// (front end: check_bellman_ford_inputs); a negative cycle may drive distances lower, and
// the backends clamp them at a floor below that range, where reaching it proves a
// negative cycle (src/shared/bellman_ford_relax.hpp). For floating W that floor is
// -infinity, so the drop-in sends -infinity weights and distances to BGL's loop instead.
// Relaxation is frontier-based: only vertices whose distance fell in a round are expanded
// in the next, for at most n - 1 rounds (BGL's bound), and stops early when no distance
// falls. parents (nullable) gets, for each vertex whose distance fell, the tail of a
// tight edge (d[u] + w == d[v] with the final distances), chosen so that following the
// parents ends at a vertex whose distance did not fall; other entries are unspecified
// (the CUDA backend copies its whole parent array back in one transfer). Returns false when an edge can still lower a distance after the rounds, or a
// distance reached the floor (a negative cycle reachable from a vertex with a finite
// initial distance); the distances are then unspecified and parents are not written.
#ifndef BOOST_GPU_PATHS_DETAIL_INTERFACE_BELLMAN_FORD_HPP
#define BOOST_GPU_PATHS_DETAIL_INTERFACE_BELLMAN_FORD_HPP

#include <boost_gpu_paths/detail/base/weight_types.hpp>
#include <boost_gpu_paths/detail/config.hpp>
#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace backend_api {

template <class W>
BOOST_GPU_PATHS_API bool bellman_ford(const execution_context& context, const csr_topology& graph, const W* weights,
                                      W* distances, std::uint32_t* parents);

#define BOOST_GPU_PATHS_DECLARE_BELLMAN_FORD(W)                                                                 \
    extern template bool bellman_ford<W>(const execution_context&, const csr_topology&, const W*, W*,             \
                                         std::uint32_t*);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_DECLARE_BELLMAN_FORD)
#undef BOOST_GPU_PATHS_DECLARE_BELLMAN_FORD

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost

#endif
