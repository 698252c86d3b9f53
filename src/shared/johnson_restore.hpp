// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Johnson's restoring of a row searched on reweighted weights w(u, v) + p(u) - p(v)
// (backend_api::dijkstra_all_pairs with potentials): d(s, v) = (p(v) - p(s)) + d'(s, v),
// summed in BGL's order so that floating rows round as BGL's do. The host backend, the
// CUDA backend's rows left to the host and the dense closure's rows use it; the CUDA
// kernel restores its other rows by the same sum.
#ifndef BOOST_GPU_PATHS_SRC_SHARED_JOHNSON_RESTORE_HPP
#define BOOST_GPU_PATHS_SRC_SHARED_JOHNSON_RESTORE_HPP

#include <cstddef>

namespace boost {
namespace gpu_paths {
namespace shared {

// Restores row `source` in place. Entries at or above infinite_threshold are the
// decoded "no path" (caller_infinity, never below the threshold) and stay as they are.
template <class W>
void restore_johnson_row(const W* potentials, std::size_t source, W infinite_threshold, W* row, std::size_t n)
{
    const W from = potentials[source];
    for (std::size_t v = 0; v < n; ++v)
        if (row[v] < infinite_threshold) row[v] = (potentials[v] - from) + row[v];
}

}  // namespace shared
}  // namespace gpu_paths
}  // namespace boost

#endif
