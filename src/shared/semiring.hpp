// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The algebra under Floyd-Warshall: a closed semiring (S, plus, times, zero, one).
//
//   min_plus<W>  shortest paths: plus = min, times = +, zero = "no path" (the encoding's
//                infinity, detail/base/weight_encoding.hpp), one = 0.
//   or_and<T>    reachability:   plus = or,  times = and, zero = 0, one = 1.
//
// Both backends write the blocked closure schedule once, templated on the semiring
// (host/blocked_closure.hpp, cuda/closure/schedule.cuh); the CUDA kernels specialise only the innermost
// "c = plus(c, times(a, b))" to the instructions that run it fastest. This header is shared
// by host code and CUDA code.
#ifndef BOOST_GPU_PATHS_SRC_SHARED_SEMIRING_HPP
#define BOOST_GPU_PATHS_SRC_SHARED_SEMIRING_HPP

#include <boost_gpu_paths/detail/base/weight_encoding.hpp>

#include <cstdint>
#include <limits>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace shared {

template <class W>
struct min_plus {
    using value_type = W;
    // Shortest paths have an order, negative cycles and predecessors.
    static constexpr bool is_min_plus = true;

    static constexpr BOOST_GPU_PATHS_HOST_DEVICE W zero() { return weight_encoding<W>::infinity(); }
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE W one() { return W(0); }
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE W times(W a, W b) { return a + b; }
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE W plus(W a, W b) { return b < a ? b : a; }
    // True when a is strictly better than b (a replaces b, and a predecessor follows it).
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE bool better(W a, W b) { return a < b; }
    // Lower clamp used only while closing a pivot block, the one place where a negative
    // cycle can drive integer values down without bound before it is detected (the
    // diagonal check after that step then stops the algorithm). Floating types need none.
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE W clamp(W x)
    {
        return std::is_integral<W>::value && x < W(-weight_encoding<W>::infinity()) ? W(-weight_encoding<W>::infinity())
                                                                                       : x;
    }
    // A diagonal entry below one() after closing a block means a negative cycle.
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE bool negative(W x) { return x < W(0); }
};

template <class T>
struct or_and {
    static_assert(std::is_unsigned<T>::value, "or_and works on unsigned 0/1 values");
    using value_type = T;
    static constexpr bool is_min_plus = false;

    static constexpr BOOST_GPU_PATHS_HOST_DEVICE T zero() { return T(0); }
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE T one() { return T(1); }
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE T times(T a, T b) { return T(a & b); }
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE T plus(T a, T b) { return T(a | b); }
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE bool better(T a, T b) { return a && !b; }
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE T clamp(T x) { return x; }
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE bool negative(T) { return false; }
};

}  // namespace shared
}  // namespace gpu_paths
}  // namespace boost

#endif
