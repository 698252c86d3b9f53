// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Building the dense matrix on the device, and the 0/1 conversions of the boolean
// closure. Kernels over rows take one grid row per matrix row (row_grid_x blocks of 256
// threads across it).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_MATRIX_BUILD_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_MATRIX_BUILD_CUH

#include "shared/semiring.hpp"

#include <cuda_runtime.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// Blocks across a row of n elements.
inline unsigned row_grid_x(std::size_t n) { return static_cast<unsigned>(std::min<std::size_t>((n + 255) / 256, 64)); }

// "No path" everywhere, one on the diagonal; predecessors (when p) the row's own vertex.
// Rows stride by the grid's height (at most 65535 of them: n = 65536 has more rows).
template <class T>
__global__ void init_kernel(T* d, std::uint32_t* p, std::size_t ld, T zero, T one)
{
    for (std::size_t i = blockIdx.y; i < ld; i += gridDim.y)
        for (std::size_t j = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; j < ld;
             j += std::size_t(gridDim.x) * blockDim.x) {
            d[i * ld + j] = i == j ? one : zero;
            if (p) p[i * ld + j] = static_cast<std::uint32_t>(i);
        }
}

__device__ __forceinline__ void atomic_min_value(std::int32_t* a, std::int32_t v) { atomicMin(a, v); }
__device__ __forceinline__ void atomic_min_value(std::int64_t* a, std::int64_t v)
{
    atomicMin(reinterpret_cast<long long*>(a), static_cast<long long>(v));
}
// Floats: non-negative values order as signed integers, negative ones inversely as
// unsigned integers (and below every non-negative one).
__device__ __forceinline__ void atomic_min_value(float* a, float v)
{
    if (v >= 0.0f)
        atomicMin(reinterpret_cast<int*>(a), __float_as_int(v));
    else
        atomicMax(reinterpret_cast<unsigned*>(a), __float_as_uint(v));
}
__device__ __forceinline__ void atomic_min_value(double* a, double v)
{
    if (v >= 0.0)
        atomicMin(reinterpret_cast<long long*>(a), __double_as_longlong(v));
    else
        atomicMax(reinterpret_cast<unsigned long long*>(a), static_cast<unsigned long long>(__double_as_longlong(v)));
}

// BGL's initialisation: the minimum over parallel edges; self loops only lower the diagonal.
template <class W>
__global__ void scatter_edges_kernel(W* d, std::size_t ld, const std::uint32_t* offsets, const std::uint32_t* targets,
                                     const W* weights, std::uint32_t n)
{
    const std::uint32_t u = blockIdx.x * blockDim.x + threadIdx.x;
    if (u >= n) return;
    for (std::uint32_t e = offsets[u]; e < offsets[u + 1]; ++e) {
        const W w = weights[e];
        if (w < shared::min_plus<W>::zero()) atomic_min_value(&d[std::size_t(u) * ld + targets[e]], w);
    }
}

template <class T>
__global__ void to_bytes_kernel(const T* d, std::size_t ld, std::size_t first_row, std::size_t n, std::uint8_t* out)
{
    const std::size_t r = blockIdx.y, i = first_row + r;
    for (std::size_t j = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; j < n; j += std::size_t(gridDim.x) * blockDim.x)
        out[r * n + j] = d[i * ld + j] != 0;
}

template <class T>
__global__ void from_bytes_kernel(const std::uint8_t* in, std::size_t n, T* d, std::size_t ld, std::size_t first_row,
                                  bool reflexive)
{
    const std::size_t i = first_row + blockIdx.y;
    for (std::size_t j = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; j < n; j += std::size_t(gridDim.x) * blockDim.x)
        d[i * ld + j] = (in[i * n + j] != 0 || (reflexive && i == j)) ? 1 : 0;
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
