// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// How path lengths are represented inside the backends.
//
// The backends run plain min-plus arithmetic with no per-operation saturation (so the
// CUDA kernels keep one add+min per task, which ptxas turns into DPX VIADDMNMX for
// 32-bit integers). "No path" therefore needs a value that stays "no path" under
// addition:
//   * floating types use +infinity, which IEEE addition keeps absorbing;
//   * integer types use infinity() = max/2 and rely on headroom instead of saturation.
//     With only non-negative weights every stored value lies in [0, infinity()], sums
//     never exceed max, and a value >= infinity() means "no path". With negative
//     weights real path lengths are kept >= -max/16, so a sum involving infinity stays
//     above max/4, which is then the threshold. path_bounds checks both conditions
//     before a call; decode() maps everything at or above the threshold back to the
//     caller's distance_inf.
// This header is shared by host code and CUDA code.
#ifndef BOOST_GPU_PATHS_DETAIL_BASE_WEIGHT_ENCODING_HPP
#define BOOST_GPU_PATHS_DETAIL_BASE_WEIGHT_ENCODING_HPP

#include <boost_gpu_paths/detail/base/weight_types.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

#if defined(__CUDACC__)
#define BOOST_GPU_PATHS_HOST_DEVICE __host__ __device__
#else
#define BOOST_GPU_PATHS_HOST_DEVICE
#endif

namespace boost {
namespace gpu_paths {

// The backend type a user's weight or distance type is computed in: the nearest
// supported type that holds every value of T.
template <class T, class Enable = void>
struct backend_weight;
template <class T>
struct backend_weight<T, typename std::enable_if<std::is_floating_point<T>::value>::type> {
    using type = typename std::conditional<sizeof(T) <= sizeof(float), float, double>::type;
};
template <class T>
struct backend_weight<T, typename std::enable_if<std::is_integral<T>::value>::type> {
    // Signed types up to 32 bits and unsigned up to 16 bits fit int32; the rest need int64.
    using type = typename std::conditional<(std::is_signed<T>::value && sizeof(T) <= 4) ||
                                               (!std::is_signed<T>::value && sizeof(T) <= 2),
                                           std::int32_t, std::int64_t>::type;
};
template <class T>
using backend_weight_t = typename backend_weight<T>::type;

// Whether `value` (a caller's distance_inf, say) converts to W and back unchanged. The
// conversions that would be undefined (a floating value outside an integer W's range) or
// would wrap (an unsigned value above a signed W's maximum, which comes back as itself)
// count as not exact.
template <class W, class D>
bool converts_exactly(D value)
{
    if constexpr (std::is_floating_point<D>::value && std::is_integral<W>::value) {
        const D bound = std::ldexp(D(1), std::numeric_limits<W>::digits);  // 2^digits: past W's maximum
        if (!(value >= -bound && value < bound)) return false;
    } else if constexpr (std::is_integral<D>::value && std::is_unsigned<D>::value && std::is_integral<W>::value &&
                         std::is_signed<W>::value) {
        if (value > static_cast<typename std::make_unsigned<W>::type>((std::numeric_limits<W>::max)())) return false;
    } else if constexpr (std::is_floating_point<D>::value && std::is_floating_point<W>::value &&
                         (sizeof(W) < sizeof(D))) {
        if (std::isfinite(value) && std::abs(value) > static_cast<D>((std::numeric_limits<W>::max)())) return false;
    }
    return static_cast<D>(static_cast<W>(value)) == value;
}

template <class W, bool Floating = std::is_floating_point<W>::value>
struct weight_encoding;

template <class W>
struct weight_encoding<W, true> {
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE W infinity() { return std::numeric_limits<W>::infinity(); }
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE W infinite_threshold(bool) { return infinity(); }
    // Floating sums cannot wrap; only NaN is refused.
    static constexpr double max_negative_magnitude() { return std::numeric_limits<double>::infinity(); }
};

template <class W>
struct weight_encoding<W, false> {
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE W infinity() { return std::numeric_limits<W>::max() / 2; }
    // Stored values at or above this mean "no path".
    static constexpr BOOST_GPU_PATHS_HOST_DEVICE W infinite_threshold(bool has_negative_weights)
    {
        return has_negative_weights ? std::numeric_limits<W>::max() / 4 : infinity();
    }
    // Largest |length| a negative real path may have.
    static constexpr double max_negative_magnitude()
    {
        return static_cast<double>(std::numeric_limits<W>::max() / 16);
    }
};

// Internal value -> the caller's distance type, mapping "no path" to the caller's inf.
template <class Out, class W>
inline BOOST_GPU_PATHS_HOST_DEVICE Out decode_distance(W x, W infinite_threshold, Out caller_infinity)
{
    return x >= infinite_threshold ? caller_infinity : static_cast<Out>(x);
}

// Bounds on the length of any simple path, gathered while a layout is built. A simple
// path leaves each vertex at most once, so its length lies between the sum over vertices
// of the most negative out-weight and the sum of the most positive one.
struct path_bounds {
    double most_negative = 0;  // <= 0
    double most_positive = 0;  // >= 0
    bool has_negative_weight = false;
    bool has_infinite_weight = false;  // a +inf weight (floating types), which BGL keeps apart from "no path"

    void add_vertex(double min_out_weight, double max_out_weight)
    {
        if (max_out_weight == std::numeric_limits<double>::infinity()) has_infinite_weight = true;
        if (min_out_weight < 0) {
            most_negative += min_out_weight;
            has_negative_weight = true;
        }
        if (max_out_weight > 0) most_positive += max_out_weight;
    }
    void merge(const path_bounds& other)
    {
        most_negative += other.most_negative;
        most_positive += other.most_positive;
        has_negative_weight = has_negative_weight || other.has_negative_weight;
        has_infinite_weight = has_infinite_weight || other.has_infinite_weight;
    }
    // True when every simple path length is represented exactly in W's encoding. Floating
    // types always fit: a sum that overflows becomes +inf, "no path", exactly as BGL's
    // closed_plus comparison leaves such a path unused; +inf weights are "no edge" alike.
    template <class W>
    bool fits() const
    {
        if (!std::numeric_limits<W>::is_integer) return true;
        const double threshold =
            static_cast<double>(weight_encoding<W>::infinite_threshold(has_negative_weight));
        return most_positive < threshold && -most_negative <= weight_encoding<W>::max_negative_magnitude();
    }
    template <class W>
    W infinite_threshold() const
    {
        return weight_encoding<W>::infinite_threshold(has_negative_weight);
    }
};

}  // namespace gpu_paths
}  // namespace boost

#endif
