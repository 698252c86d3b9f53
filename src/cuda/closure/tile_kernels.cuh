// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The closure's two small kernels (schedule.cuh drives them):
//
//   close_tile_kernel  Floyd-Warshall inside one 128 x 128 diagonal tile (phase 1), in one
//                      CTA, flagging a negative diagonal entry.
//   transpose_kernel   the pivot column panel into the K x M layout of the product's A.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_TILE_KERNELS_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_TILE_KERNELS_CUH

#include "cuda/closure/inner_ops.cuh"

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// --- Phase 1: Floyd-Warshall inside one diagonal tile -------------------------------------------

constexpr int tile = 128;  // the diagonal tile closed by one CTA

// 1024 threads as 32 x 32, thread (tx, ty) owning the 4 x 4 block at rows 4ty, columns
// 4tx in registers. At step k every thread reads row k and column k from shared memory;
// the owners of row and column k+1 publish theirs in the same step. Row and column are
// double-buffered by step parity: step k reads buffer k % 2 and writes buffer (k+1) % 2,
// so a publisher never overwrites what a slower thread of the same step still reads (the
// updated row k+1 overlaps column k), and one barrier per step orders both.
// Integer sums are clamped at -infinity (a negative cycle inside the tile could
// otherwise wrap them before the diagonal check below sees it).
template <class S, bool Paths>
__global__ void __launch_bounds__(1024, 1)
    close_tile_kernel(typename S::value_type* d, std::size_t ld, std::uint32_t* p, std::size_t ldp, int* abort)
{
    using T = typename S::value_type;
    using Ops = inner_ops<S>;
    if (*abort) return;
    extern __shared__ __align__(32) unsigned char smem_raw[];
    T* row = reinterpret_cast<T*>(smem_raw);  // [2][tile]
    T* col = row + 2 * tile;                  // [2][tile]
    std::uint32_t* prow = reinterpret_cast<std::uint32_t*>(col + 2 * tile);  // [2][tile], with Paths

    const int tid = threadIdx.x, tx = tid % 32, ty = tid / 32;
    const int r0 = ty * 4, c0 = tx * 4;
    constexpr int PN = Paths ? 4 : 1;
    T c[4][4];
    std::uint32_t pc[PN][PN];
#pragma unroll
    for (int i = 0; i < 4; ++i) {
        const quad<T> q = *reinterpret_cast<const quad<T>*>(d + std::size_t(r0 + i) * ld + c0);
#pragma unroll
        for (int j = 0; j < 4; ++j) c[i][j] = q.v[j];
        if (Paths) {
            const quad<std::uint32_t> pq = *reinterpret_cast<const quad<std::uint32_t>*>(p + std::size_t(r0 + i) * ldp + c0);
#pragma unroll
            for (int j = 0; j < 4; ++j) pc[i % PN][j % PN] = pq.v[j];
        }
    }

    // Row and column `index` from the registers into buffer `index % 2`.
    auto publish = [&](int index) {
        const int buffer = (index % 2) * tile;
        if (index >= r0 && index < r0 + 4) {
#pragma unroll
            for (int i = 0; i < 4; ++i)
                if (r0 + i == index) {
                    quad<T> q;
#pragma unroll
                    for (int j = 0; j < 4; ++j) q.v[j] = c[i][j];
                    *reinterpret_cast<quad<T>*>(&row[buffer + c0]) = q;
                    if (Paths) {
                        quad<std::uint32_t> pq;
#pragma unroll
                        for (int j = 0; j < 4; ++j) pq.v[j] = pc[i % PN][j % PN];
                        *reinterpret_cast<quad<std::uint32_t>*>(&prow[buffer + c0]) = pq;
                    }
                }
        }
        if (index >= c0 && index < c0 + 4) {
#pragma unroll
            for (int j = 0; j < 4; ++j)
                if (c0 + j == index) {
#pragma unroll
                    for (int i = 0; i < 4; ++i) col[buffer + r0 + i] = c[i][j];
                }
        }
    };
    publish(0);

    for (int k = 0; k < tile; ++k) {
        __syncthreads();
        const int buffer = (k % 2) * tile;
        T a[4];
#pragma unroll
        for (int i = 0; i < 4; ++i) a[i] = col[buffer + r0 + i];
        const quad<T> b = *reinterpret_cast<const quad<T>*>(&row[buffer + c0]);
        quad<std::uint32_t> pb;
        if (Paths) pb = *reinterpret_cast<const quad<std::uint32_t>*>(&prow[buffer + c0]);
#pragma unroll
        for (int i = 0; i < 4; ++i)
#pragma unroll
            for (int j = 0; j < 4; ++j) {
                const T s = S::clamp(S::times(a[i], b.v[j]));
                if (Paths) {
                    const bool better = S::better(s, c[i][j]);
                    c[i][j] = better ? s : c[i][j];
                    pc[i % PN][j % PN] = better ? pb.v[j] : pc[i % PN][j % PN];
                } else {
                    c[i][j] = Ops::plus(c[i][j], s);
                }
            }
        if (k + 1 < tile) publish(k + 1);
    }

#pragma unroll
    for (int i = 0; i < 4; ++i) {
        quad<T> q;
#pragma unroll
        for (int j = 0; j < 4; ++j) {
            q.v[j] = c[i][j];
            if (r0 + i == c0 + j && S::negative(c[i][j])) atomicExch(abort, 1);
        }
        *reinterpret_cast<quad<T>*>(d + std::size_t(r0 + i) * ld + c0) = q;
        if (Paths) {
            quad<std::uint32_t> pq;
#pragma unroll
            for (int j = 0; j < 4; ++j) pq.v[j] = pc[i % PN][j % PN];
            *reinterpret_cast<quad<std::uint32_t>*>(p + std::size_t(r0 + i) * ldp + c0) = pq;
        }
    }
}

template <class S, bool Paths>
constexpr std::size_t close_tile_smem()
{
    return 4 * tile * sizeof(typename S::value_type) + (Paths ? 2 * tile * sizeof(std::uint32_t) : 0);
}

// --- Transpose (rows x cols -> cols x rows), 32 x 32 tiles ------------------------------------

template <class T>
__global__ void transpose_kernel(const T* src, std::size_t ld_src, T* dst, std::size_t ld_dst, const int* abort)
{
    if (*abort) return;
    __shared__ T buf[32][33];
    const std::size_t r0 = std::size_t(blockIdx.y) * 32, c0 = std::size_t(blockIdx.x) * 32;
    for (int r = threadIdx.y; r < 32; r += 8) buf[r][threadIdx.x] = src[(r0 + r) * ld_src + c0 + threadIdx.x];
    __syncthreads();
    for (int r = threadIdx.y; r < 32; r += 8) dst[(c0 + r) * ld_dst + r0 + threadIdx.x] = buf[threadIdx.x][r];
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
