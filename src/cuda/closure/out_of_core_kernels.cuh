// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The kernels of the out-of-core band schedule (out_of_core.cuh). Matrices are row bands
// of the full width n (rows n apart), not padded: a band's height and the pivot width are
// whatever the cap leaves, so every kernel checks its bounds.
//   panel_relax_kernel   phases 1 and 2 (row) on the resident pivot panel, one pivot per
//                        launch: every panel row through pivot row k;
//   band_column_kernel   phase 2 (column): a band's pivot columns through the closed pivot
//                        block, one CTA per row walking the pivots in order;
//   band_product_kernel  phase 3: the band's other columns by the min-plus product of its
//                        pivot columns with the panel, 64 x 64 tiles.
// An entry that is "no path" (S::zero()) never relaxes anything through it, as on the host.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_OUT_OF_CORE_KERNELS_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_OUT_OF_CORE_KERNELS_CUH

#include "shared/semiring.hpp"

#include <cstddef>
#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// Row k of the panel is pivot k0 + k. Row k itself is skipped (it changes only through a
// negative diagonal, which the round's check reports), so it is read-only here; so is
// column k0 + k (its entries change only through the same diagonal). One grid row per
// panel row: launched with the pivot width, which must stay within 65535 rows.
template <class S, bool Paths>
__global__ void panel_relax_kernel(typename S::value_type* panel, std::uint32_t* panel_p, std::size_t n,
                                   std::size_t k, std::size_t k0)
{
    using T = typename S::value_type;
    const std::size_t i = blockIdx.y;
    const std::size_t j = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (i == k || j >= n || j == k0 + k) return;
    const T dik = panel[i * n + k0 + k];
    if (dik == S::zero()) return;
    const T s = S::clamp(S::times(dik, panel[k * n + j]));
    if (S::better(s, panel[i * n + j])) {
        panel[i * n + j] = s;
        if (Paths) panel_p[i * n + j] = panel_p[k * n + j];
    }
}

// The pivot diagonal of the panel, for the negative-cycle check on the host.
template <class T>
__global__ void panel_diagonal_kernel(const T* panel, std::size_t n, std::size_t k0, std::size_t width, T* diagonal)
{
    const std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (i < width) diagonal[i] = panel[i * n + k0 + i];
}

// One CTA per band row: d[i][k0 + j] through pivots k in order (the closed block is final,
// each pivot's entry of the row final once the pivots before it have passed).
template <class S, bool Paths>
__global__ void band_column_kernel(typename S::value_type* band, std::uint32_t* band_p, std::size_t n,
                                   const typename S::value_type* panel, const std::uint32_t* panel_p, std::size_t k0,
                                   std::size_t width)
{
    using T = typename S::value_type;
    T* row = band + std::size_t(blockIdx.x) * n;
    std::uint32_t* row_p = Paths ? band_p + std::size_t(blockIdx.x) * n : nullptr;
    for (std::size_t k = 0; k < width; ++k) {
        const T dik = row[k0 + k];
        if (dik != S::zero())
            for (std::size_t j = threadIdx.x; j < width; j += blockDim.x) {
                if (j == k) continue;
                const T s = S::times(dik, panel[k * n + k0 + j]);
                if (S::better(s, row[k0 + j])) {
                    row[k0 + j] = s;
                    if (Paths) row_p[k0 + j] = panel_p[k * n + k0 + j];
                }
            }
        __syncthreads();  // entry k + 1 is final before any thread reads it
    }
}

constexpr int band_tile = 64;   // output tile edge
constexpr int band_depth = 16;  // pivots per shared-memory stage

// 256 threads as 16 x 16, each owning a 4 x 4 block of the 64 x 64 tile (rows ty + 16r,
// columns tx + 16c). Columns [k0, k0 + width) are phase 2's and left alone. rows / 64 grid
// rows: a band of 65535 * 64 rows (by n >= as many columns) would fit no device.
template <class S, bool Paths>
__global__ void __launch_bounds__(256) band_product_kernel(typename S::value_type* band, std::uint32_t* band_p,
                                                           std::size_t rows, std::size_t n,
                                                           const typename S::value_type* panel,
                                                           const std::uint32_t* panel_p, std::size_t k0,
                                                           std::size_t width)
{
    using T = typename S::value_type;
    __shared__ T a[band_depth][band_tile];  // band pivot columns, transposed
    __shared__ T b[band_depth][band_tile];  // panel rows
    const int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
    const std::size_t i0 = std::size_t(blockIdx.y) * band_tile, j0 = std::size_t(blockIdx.x) * band_tile;
    T best[4][4];
    int from[4][4];
#pragma unroll
    for (int r = 0; r < 4; ++r)
#pragma unroll
        for (int c = 0; c < 4; ++c) {
            best[r][c] = S::zero();
            from[r][c] = -1;
        }
    for (std::size_t kb = 0; kb < width; kb += band_depth) {
        for (int e = threadIdx.x; e < band_depth * band_tile; e += 256) {
            const int kk = e / band_tile, t = e % band_tile;
            const std::size_t k = kb + kk, i = i0 + t, j = j0 + t;
            a[kk][t] = (k < width && i < rows) ? band[i * n + k0 + k] : S::zero();
            b[kk][t] = (k < width && j < n) ? panel[k * n + j] : S::zero();
        }
        __syncthreads();
#pragma unroll 4
        for (int kk = 0; kk < band_depth; ++kk) {
#pragma unroll
            for (int r = 0; r < 4; ++r) {
                const T dik = a[kk][ty + 16 * r];
                if (dik == S::zero()) continue;
#pragma unroll
                for (int c = 0; c < 4; ++c) {
                    const T s = S::times(dik, b[kk][tx + 16 * c]);
                    if (S::better(s, best[r][c])) {
                        best[r][c] = s;
                        from[r][c] = static_cast<int>(kb) + kk;
                    }
                }
            }
        }
        __syncthreads();
    }
#pragma unroll
    for (int r = 0; r < 4; ++r) {
        const std::size_t i = i0 + ty + 16 * r;
        if (i >= rows) continue;
#pragma unroll
        for (int c = 0; c < 4; ++c) {
            const std::size_t j = j0 + tx + 16 * c;
            if (j >= n || (j >= k0 && j < k0 + width) || from[r][c] < 0) continue;
            if (S::better(best[r][c], band[i * n + j])) {
                band[i * n + j] = best[r][c];
                if (Paths) band_p[i * n + j] = panel_p[std::size_t(from[r][c]) * n + j];
            }
        }
    }
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
