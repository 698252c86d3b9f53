// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// One pivot round of the blocked Floyd-Warshall on a device-resident row band, for the
// schedules that keep only part of the matrix on a device (out of core, several GPUs):
//
//   band_update  a rows x cols band (row stride given) through a closed pivot panel:
//                phase 2 (column): the band's pivot columns X through the closed pivot
//                block D, C = plus(X, X (x) D), formed transposed in a scratch (the
//                product takes its left operand transposed); phase 3: the whole band
//                through C (x) R, R the panel's rows, with the in-core product kernel
//                (product_kernel.cuh) and the same inner loops (inner_ops.cuh).
//
// The panel is closed by pivot_panel.cuh. Widths that are not multiples of the kernel
// tiles are padded: the pivot block and the panel carry width_pad >= width rows, the
// rows past width hold "no path" (S::zero()), so the product's padded steps relax
// nothing; the band's pivot columns past width are read as "no path" too. Phase 3's own
// output on the pivot columns is C (D is closed, so C (x) D adds nothing to C).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_BAND_UPDATE_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_BAND_UPDATE_CUH

#include "cuda/closure/product_kernel.cuh"
#include "cuda/closure/schedule.cuh"
#include "cuda/closure/tile_kernels.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/dynamic_shared_memory.cuh"
#include "cuda/runtime/memory.cuh"
#include "shared/row_chunks.hpp"

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// The granule of every band dimension: rows, columns and padded pivot widths are
// multiples of it (the product's largest CTA tile).
constexpr std::size_t band_granule = tile;

inline std::size_t round_up_to_granule(std::size_t x) { return (x + band_granule - 1) / band_granule * band_granule; }

// A closed pivot panel on the device, as band_update reads it. Pivot k (0 <= k < width)
// is column k0 + k of the band.
template <class T>
struct closed_pivot_panel {
    const T* block = nullptr;  // width_pad x width_pad, rows width_pad apart: the closed pivot block
    const T* rows = nullptr;   // width_pad x cols, rows ld apart: the closed pivot rows (phase 2, row)
    std::size_t ld = 0;
    std::size_t k0 = 0;         // the first pivot's column
    std::size_t width = 0;      // pivots in the round
    std::size_t width_pad = 0;  // round_up_to_granule(width); rows past width hold S::zero()
};

// The two width_pad x rows scratches of one band_update (the transposed pivot columns and
// their update). One per stream that runs band_update.
template <class T>
struct band_scratch {
    device_buffer<T> storage;
    std::size_t width = 0, rows = 0;  // capacity: width_pad x rows each

    static std::size_t bytes(std::size_t width_pad, std::size_t rows) { return 2 * width_pad * rows * sizeof(T); }
    void allocate(std::size_t width_pad, std::size_t band_rows)
    {
        storage.allocate(2 * width_pad * band_rows, "band update scratch");
        width = width_pad;
        rows = band_rows;
    }
    T* transposed() const noexcept { return storage.data(); }
    T* updated() const noexcept { return storage.data() + width * rows; }
};

// dst[j][i] = src[i][k0 + j] for j < width, "no path" for width <= j < 32-padded columns:
// the band's pivot columns, transposed, padded with rows that relax nothing.
template <class S>
__global__ void gather_pivot_columns_kernel(const typename S::value_type* src, std::size_t ld_src, std::size_t k0,
                                            std::size_t width, typename S::value_type* dst, std::size_t ld_dst)
{
    using T = typename S::value_type;
    __shared__ T buf[32][33];
    const std::size_t r0 = std::size_t(blockIdx.y) * 32, c0 = std::size_t(blockIdx.x) * 32;
    for (int r = threadIdx.y; r < 32; r += 8) {
        const std::size_t j = c0 + threadIdx.x;
        buf[r][threadIdx.x] = j < width ? src[(r0 + r) * ld_src + k0 + j] : S::zero();
    }
    __syncthreads();
    for (int r = threadIdx.y; r < 32; r += 8) dst[(c0 + r) * ld_dst + r0 + threadIdx.x] = buf[threadIdx.x][r];
}

// Rows [r0, r1) x columns [0, cols) of a matrix (rows ld apart) set to value.
template <class T>
__global__ void fill_rows_kernel(T* d, std::size_t ld, std::size_t r0, std::size_t cols, T value)
{
    const std::size_t j = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (j < cols) d[(r0 + blockIdx.y) * ld + j] = value;
}

template <class T>
void fill_rows(T* d, std::size_t ld, std::size_t r0, std::size_t r1, std::size_t cols, T value, cudaStream_t st)
{
    if (r0 >= r1 || cols == 0) return;
    // One grid row per matrix row: an explicit out-of-core band may hold more rows than
    // one launch takes.
    shared::for_row_chunks(r0, r1, [&](std::size_t c0, std::size_t c1) {
        const dim3 grid(static_cast<unsigned>((cols + 255) / 256), static_cast<unsigned>(c1 - c0));
        fill_rows_kernel<T><<<grid, 256, 0, st>>>(d, ld, c0, cols, value);
        BOOST_GPU_PATHS_CHECK_LAUNCH("fill_rows_kernel");
    });
}

// C_out = plus(C_in, A (x) B) over m x n (multiples of the CTA tile), distances only.
// Small: 64 x 64 CTA tiles, for products that 128 x 128 tiles would not spread over the
// device.
template <class S, class Ops, bool Small>
void launch_band_product(product_args<typename S::value_type> a, std::size_t m, std::size_t n, cudaStream_t st)
{
    using shape = product_shape<typename S::value_type, false, Small>;
    constexpr int BM = 16 * shape::TM, BN = 16 * shape::TN;
    if (m % BM || n % BN || a.k % shape::BK)
        throw std::logic_error("band product: " + std::to_string(m) + " x " + std::to_string(n) + " x " +
                               std::to_string(a.k) + " is not a multiple of the kernel tiles");
    // m / BM stays far below 65535: m is a band's rows (or a pivot width), and a band of
    // 65535 * 64 rows by at least as many columns would not fit any device.
    const dim3 grid(static_cast<unsigned>(n / BN), static_cast<unsigned>(m / BM));
    if (grid.x == 0 || grid.y == 0 || a.k == 0) return;
    const std::size_t smem = std::size_t(shape::STAGES) * shape::BK * (BM + BN) * sizeof(typename S::value_type);
    constexpr auto kernel = product_kernel<S, Ops, shape::TM, shape::TN, shape::BK, shape::STAGES, false>;
    if (smem > 48 * 1024) allow_dynamic_shared_memory<kernel>();
    kernel<<<grid, 256, smem, st>>>(a);
    BOOST_GPU_PATHS_CHECK_LAUNCH("product_kernel");
}

// 128 x 128 tiles once they make about two waves of the device, 64 x 64 below.
template <class S, class Ops>
void launch_band_product_sized(const product_args<typename S::value_type>& a, std::size_t m, std::size_t n,
                               cudaStream_t st)
{
    if ((m / 128) * (n / 128) >= 2 * 132)
        launch_band_product<S, Ops, false>(a, m, n, st);
    else
        launch_band_product<S, Ops, true>(a, m, n, st);
}

// Updates the band (rows x cols, rows ld_band apart; rows and cols multiples of
// band_granule, cols at least as wide as the panel's rows are read) through the closed
// pivot panel, on stream st. Rows of the band past its real rows may hold anything
// finite or "no path"; so may its columns past the real ones, if the panel's are "no
// path". abort: a device word; when set (a negative cycle found elsewhere) the products
// return at once. Ops: the inner loop (inner_ops.cuh), as for the in-core closure of the
// same matrix.
template <class S, class Ops>
void band_update(typename S::value_type* band, std::size_t ld_band, std::size_t rows, std::size_t cols,
                 const closed_pivot_panel<typename S::value_type>& panel, band_scratch<typename S::value_type>& scratch,
                 const int* abort, cudaStream_t st)
{
    using T = typename S::value_type;
    if (rows % band_granule || cols % band_granule || panel.width_pad % band_granule || panel.width > panel.width_pad)
        throw std::logic_error("band_update: rows, columns and the padded pivot width must be multiples of " +
                               std::to_string(band_granule));
    if (rows > scratch.rows || panel.width_pad > scratch.width)
        throw std::logic_error("band_update: the scratch is smaller than the band's pivot columns");
    if (rows == 0 || cols == 0 || panel.width == 0) return;
    // The product locates operand rows by 32-bit offsets.
    if (panel.width_pad * panel.ld >= (std::size_t(1) << 31) || panel.width_pad * rows >= (std::size_t(1) << 31))
        throw std::logic_error("band_update: the pivot panel exceeds the product's 32-bit offsets");
    T* xt = scratch.transposed();
    T* ct = scratch.updated();
    // Phase 2 (column): C^T = plus(X^T, D^T' (x) X^T), i.e. C = plus(X, X (x) D).
    // rows / 32 is bounded as the product's grid is (launch_band_product).
    const dim3 gather_grid(static_cast<unsigned>(panel.width_pad / 32), static_cast<unsigned>(rows / 32));
    gather_pivot_columns_kernel<S><<<gather_grid, dim3(32, 8), 0, st>>>(band, ld_band, panel.k0, panel.width, xt, rows);
    BOOST_GPU_PATHS_CHECK_LAUNCH("gather_pivot_columns_kernel");
    {
        product_args<T> a;
        a.at = panel.block;
        a.ld_at = panel.width_pad;
        a.b = xt;
        a.ld_b = rows;
        a.c_in = xt;
        a.ld_c_in = rows;
        a.c_out = ct;
        a.ld_c_out = rows;
        a.k = static_cast<int>(panel.width_pad);
        a.abort = abort;
        launch_band_product<S, Ops, true>(a, panel.width_pad, rows, st);
    }
    // Phase 3: band = plus(band, C (x) R), over every column (the pivot columns become C).
    {
        product_args<T> a;
        a.at = ct;
        a.ld_at = rows;
        a.b = panel.rows;
        a.ld_b = panel.ld;
        a.c_in = band;
        a.ld_c_in = ld_band;
        a.c_out = band;
        a.ld_c_out = ld_band;
        a.k = static_cast<int>(panel.width_pad);
        a.abort = abort;
        launch_band_product_sized<S, Ops>(a, rows, cols, st);
    }
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
