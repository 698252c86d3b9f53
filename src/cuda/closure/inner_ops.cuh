// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The innermost step of every closure kernel, c = plus(c, a (x) b), specialised per type
// so that ptxas emits FADD+FMNMX for f32, VIADDMNMX (DPX) for s32, and for non-negative
// f32 the three-way integer min VIMNMX3 on bit patterns (two tasks per FADD+FADD+VIMNMX3).
// The kernels that use it, product_kernel.cuh and tile_kernels.cuh, share the small
// device helpers below it too (16-byte vectors, cp.async).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_INNER_OPS_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_INNER_OPS_CUH

#include "shared/semiring.hpp"

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// --- The innermost step -----------------------------------------------------------------------

enum class inner_kind { plain, min3 };

// plain: accumulators hold values of the semiring.
template <class S, inner_kind Kind = inner_kind::plain>
struct inner_ops {
    using T = typename S::value_type;
    using acc = T;
    static __device__ __forceinline__ acc to_acc(T x) { return x; }
    static __device__ __forceinline__ T from_acc(acc x) { return x; }
    static __device__ __forceinline__ acc identity() { return S::zero(); }
    static __device__ __forceinline__ acc product(T a, T b) { return S::times(a, b); }
    static __device__ __forceinline__ acc plus(acc x, acc y) { return S::plus(x, y); }
    static __device__ __forceinline__ bool better(acc x, acc y) { return S::better(x, y); }
    static __device__ __forceinline__ void step(acc& c, T a, T b) { c = S::plus(c, S::times(a, b)); }
    static __device__ __forceinline__ void step2(acc& c, T a0, T b0, T a1, T b1)
    {
        step(c, a0, b0);
        step(c, a1, b1);
    }
    static __device__ __forceinline__ acc first2(T a0, T b0, T a1, T b1)
    {
        return S::plus(S::times(a0, b0), S::times(a1, b1));
    }
};

template <>
struct inner_ops<shared::min_plus<float>, inner_kind::plain> {
    using T = float;
    using acc = float;
    static __device__ __forceinline__ acc to_acc(T x) { return x; }
    static __device__ __forceinline__ T from_acc(acc x) { return x; }
    static __device__ __forceinline__ acc identity() { return __int_as_float(0x7f800000); }
    static __device__ __forceinline__ acc product(T a, T b) { return a + b; }
    static __device__ __forceinline__ acc plus(acc x, acc y) { return fminf(x, y); }
    static __device__ __forceinline__ bool better(acc x, acc y) { return x < y; }
    static __device__ __forceinline__ void step(acc& c, T a, T b) { c = fminf(c, a + b); }
    static __device__ __forceinline__ void step2(acc& c, T a0, T b0, T a1, T b1)
    {
        c = fminf(c, a0 + b0);
        c = fminf(c, a1 + b1);
    }
    static __device__ __forceinline__ acc first2(T a0, T b0, T a1, T b1) { return fminf(a0 + b0, a1 + b1); }
};

// Non-negative floats order like their bit patterns as signed integers (+inf included),
// so min over two products is one VIMNMX3 with the running minimum.
template <>
struct inner_ops<shared::min_plus<float>, inner_kind::min3> {
    using T = float;
    using acc = int;
    static __device__ __forceinline__ acc to_acc(T x) { return __float_as_int(x); }
    static __device__ __forceinline__ T from_acc(acc x) { return __int_as_float(x); }
    static __device__ __forceinline__ acc identity() { return 0x7f800000; }
    static __device__ __forceinline__ acc product(T a, T b) { return __float_as_int(a + b); }
    static __device__ __forceinline__ acc plus(acc x, acc y) { return min(x, y); }
    static __device__ __forceinline__ bool better(acc x, acc y) { return x < y; }
    static __device__ __forceinline__ void step(acc& c, T a, T b) { c = min(c, __float_as_int(a + b)); }
    static __device__ __forceinline__ void step2(acc& c, T a0, T b0, T a1, T b1)
    {
        c = __vimin3_s32(c, __float_as_int(a0 + b0), __float_as_int(a1 + b1));
    }
    static __device__ __forceinline__ acc first2(T a0, T b0, T a1, T b1)
    {
        return min(__float_as_int(a0 + b0), __float_as_int(a1 + b1));
    }
};

template <>
struct inner_ops<shared::min_plus<std::int32_t>, inner_kind::plain> {
    using T = std::int32_t;
    using acc = std::int32_t;
    static __device__ __forceinline__ acc to_acc(T x) { return x; }
    static __device__ __forceinline__ T from_acc(acc x) { return x; }
    static __device__ __forceinline__ acc identity() { return shared::min_plus<T>::zero(); }
    static __device__ __forceinline__ acc product(T a, T b) { return a + b; }
    static __device__ __forceinline__ acc plus(acc x, acc y) { return min(x, y); }
    static __device__ __forceinline__ bool better(acc x, acc y) { return x < y; }
    static __device__ __forceinline__ void step(acc& c, T a, T b) { c = __viaddmin_s32(a, b, c); }
    static __device__ __forceinline__ void step2(acc& c, T a0, T b0, T a1, T b1)
    {
        c = __viaddmin_s32(a0, b0, c);
        c = __viaddmin_s32(a1, b1, c);
    }
    static __device__ __forceinline__ acc first2(T a0, T b0, T a1, T b1) { return __viaddmin_s32(a1, b1, a0 + b0); }
};

template <>
struct inner_ops<shared::min_plus<double>, inner_kind::plain> {
    using T = double;
    using acc = double;
    static __device__ __forceinline__ acc to_acc(T x) { return x; }
    static __device__ __forceinline__ T from_acc(acc x) { return x; }
    static __device__ __forceinline__ acc identity() { return __longlong_as_double(0x7ff0000000000000ll); }
    static __device__ __forceinline__ acc product(T a, T b) { return a + b; }
    static __device__ __forceinline__ acc plus(acc x, acc y) { return fmin(x, y); }
    static __device__ __forceinline__ bool better(acc x, acc y) { return x < y; }
    static __device__ __forceinline__ void step(acc& c, T a, T b) { c = fmin(c, a + b); }
    static __device__ __forceinline__ void step2(acc& c, T a0, T b0, T a1, T b1)
    {
        c = fmin(c, a0 + b0);
        c = fmin(c, a1 + b1);
    }
    static __device__ __forceinline__ acc first2(T a0, T b0, T a1, T b1) { return fmin(a0 + b0, a1 + b1); }
};

// --- Small helpers ----------------------------------------------------------------------------

template <class T>
struct alignas(4 * sizeof(T)) quad {
    T v[4];
};

// cp.async exists from sm_80; before it the copy is an ordinary 16-byte load and store,
// done when issued, so that committing and waiting have nothing to do.
__device__ __forceinline__ void cp_async16(void* smem, const void* gmem)
{
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
    const unsigned s = static_cast<unsigned>(__cvta_generic_to_shared(smem));
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(s), "l"(gmem));
#else
    *static_cast<int4*>(smem) = __ldcg(static_cast<const int4*>(gmem));
#endif
}
__device__ __forceinline__ void cp_async_commit()
{
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
    asm volatile("cp.async.commit_group;\n" ::);
#endif
}
template <int N>
__device__ __forceinline__ void cp_async_wait()
{
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
    asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
#endif
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
