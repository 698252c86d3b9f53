// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The Bellman-Ford relaxation step of both backends (host code and CUDA code).
//
// A negative cycle lowers distances without bound, and n - 1 rounds of it could run an
// integer type out of range. The front end guarantees that every real distance (an
// initial distance plus a simple path) lies at or above -max/16 (path_bounds), so a
// candidate is clamped at floor = -max/8: a distance at the floor proves a negative
// cycle, and no sum can wrap (floor + the most negative weight stays far above lowest).
// Floating types need no clamp: their floor is -infinity.
#ifndef BOOST_GPU_PATHS_SRC_SHARED_BELLMAN_FORD_RELAX_HPP
#define BOOST_GPU_PATHS_SRC_SHARED_BELLMAN_FORD_RELAX_HPP

#include <boost_gpu_paths/detail/base/weight_encoding.hpp>

#include <limits>

namespace boost {
namespace gpu_paths {
namespace shared {

template <class W>
struct bellman_ford_relax {
    // Distances at or above this are "no path" (the interface's threshold).
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE W reach_limit() { return weight_encoding<W>::infinite_threshold(true); }
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE W floor()
    {
        return std::numeric_limits<W>::is_integer ? -(std::numeric_limits<W>::max() / 8)
                                                  : -std::numeric_limits<W>::infinity();
    }
    // The distance edge (u, v) of weight w offers v when u is at du (< reach_limit).
    static BOOST_GPU_PATHS_HOST_DEVICE W candidate(W du, W w)
    {
        const W sum = du + w;
        return sum < floor() ? floor() : sum;
    }
    // Whether a candidate lowers a distance dv: it must also be a path (below the limit).
    static BOOST_GPU_PATHS_HOST_DEVICE bool lowers(W candidate, W dv)
    {
        return candidate < dv && candidate < reach_limit();
    }
};

}  // namespace shared
}  // namespace gpu_paths
}  // namespace boost

#endif
