// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Tentative distances on the device: reading them past the (incoherent) L1 cache, and
// lowering them atomically.
//
// Distances are never negative here (the front end refuses reachable negative weights),
// and a non-negative IEEE float orders like its bit pattern read as a signed integer
// (+infinity included), so the integer atomicMin of the same width lowers float and
// double distances too. Sums of a distance and "no path" (+infinity, or max/2 for
// integers) stay at or above "no path" and never win a minimum.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_SSSP_ATOMICS_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_SSSP_ATOMICS_CUH

#include <boost_gpu_paths/detail/base/weight_encoding.hpp>

#include <cstdint>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace sssp {

template <class W>
struct distance_ops;

template <>
struct distance_ops<float> {
    static __device__ __forceinline__ float load(const float* p) { return __ldcg(p); }
    static __device__ __forceinline__ float atomic_min(float* p, float value)
    {
        return __int_as_float(atomicMin(reinterpret_cast<int*>(p), __float_as_int(value)));
    }
};

template <>
struct distance_ops<double> {
    static __device__ __forceinline__ double load(const double* p) { return __ldcg(p); }
    static __device__ __forceinline__ double atomic_min(double* p, double value)
    {
        return __longlong_as_double(atomicMin(reinterpret_cast<long long*>(p), __double_as_longlong(value)));
    }
};

template <>
struct distance_ops<std::int32_t> {
    static __device__ __forceinline__ std::int32_t load(const std::int32_t* p) { return __ldcg(p); }
    static __device__ __forceinline__ std::int32_t atomic_min(std::int32_t* p, std::int32_t value)
    {
        return atomicMin(p, value);
    }
};

template <>
struct distance_ops<std::int64_t> {
    static __device__ __forceinline__ std::int64_t load(const std::int64_t* p)
    {
        return static_cast<std::int64_t>(__ldcg(reinterpret_cast<const long long*>(p)));
    }
    static __device__ __forceinline__ std::int64_t atomic_min(std::int64_t* p, std::int64_t value)
    {
        return static_cast<std::int64_t>(atomicMin(reinterpret_cast<long long*>(p), static_cast<long long>(value)));
    }
};

template <class W>
__host__ __device__ __forceinline__ W no_path()
{
    return weight_encoding<W>::infinity();
}

template <class W>
__host__ __device__ __forceinline__ W smaller(W a, W b)
{
    return b < a ? b : a;
}

// The next bucket's upper bound (exclusive) when the nearest waiting vertex is at
// `lowest`: lowest + delta, always strictly above `lowest` (a float sum can round back
// to it) and never past "no path" (an integer sum could overflow).
template <class W>
__host__ __device__ __forceinline__ W next_threshold(W lowest, W delta)
{
    if constexpr (std::is_floating_point<W>::value) {
        const W bound = lowest + delta;
        if (bound > lowest) return bound;
#if defined(__CUDA_ARCH__)
        return nextafter(lowest, no_path<W>());
#else
        return std::nextafter(lowest, no_path<W>());
#endif
    } else {
        if (lowest >= no_path<W>() || delta >= no_path<W>() - lowest) return no_path<W>();
        return lowest + delta;
    }
}

}  // namespace sssp
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
