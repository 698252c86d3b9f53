// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Phases 1 and 2 (row) of one pivot round on a device-resident pivot row panel, for the
// schedules that keep only bands of the matrix on a device (band_update.cuh reads what
// this closes):
//   1. the pivot block is copied out of the panel into a compact width_pad x width_pad
//      matrix padded with "no path", and closed there by the in-core blocked schedule
//      (schedule.cuh, 128-wide pivots, close_tile_kernel flagging a negative diagonal in
//      the abort word), then copied back;
//   2. the panel's rows become R = plus(X, D (x) X), a product with the closed block,
//      column chunk by column chunk into a scratch and back (the product cannot write
//      the operand it reads).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_PIVOT_PANEL_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_PIVOT_PANEL_CUH

#include "cuda/closure/band_update.cuh"
#include "cuda/closure/launch_profile.cuh"
#include "cuda/closure/schedule.cuh"
#include "cuda/closure/workspace.cuh"

#include <boost_gpu_paths/execution.hpp>

#include <algorithm>
#include <cstddef>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// compact[i][j] = panel[i][k0 + j] inside width x width, "no path" elsewhere (up to
// width_pad, a multiple of 32 here).
template <class S>
__global__ void extract_pivot_block_kernel(const typename S::value_type* panel, std::size_t ld, std::size_t k0,
                                           std::size_t width, typename S::value_type* compact, std::size_t width_pad)
{
    const std::size_t i = blockIdx.x;
    for (std::size_t j = threadIdx.x; j < width_pad; j += blockDim.x)
        compact[i * width_pad + j] = i < width && j < width ? panel[i * ld + k0 + j] : S::zero();
}

template <class S, class Ops>
class pivot_panel_closer {
public:
    using T = typename S::value_type;

    // Buffers for pivot blocks up to max_width_pad wide (a multiple of band_granule).
    explicit pivot_panel_closer(std::size_t max_width_pad)
        : max_width_pad_(max_width_pad),
          block_(max_width_pad * max_width_pad, "pivot block"),
          block_t_(max_width_pad * max_width_pad, "transposed pivot block")
    {
        workspace_.allocate(max_width_pad, tile, false);
    }

    static std::size_t bytes(std::size_t max_width_pad)
    {
        return 2 * max_width_pad * max_width_pad * sizeof(T) + closure_workspace<T>::bytes(max_width_pad, tile, false);
    }

    // Closes pivots [k0, k0 + width) of the panel (width_pad = round_up_to_granule(width)
    // rows, cols columns, rows ld apart; rows past width are overwritten with "no path").
    // scratch: a band_update scratch, borrowed for the row update; abort: the device word a
    // negative cycle sets. Queued on st; the result, valid once st gets there.
    closed_pivot_panel<T> close(T* panel, std::size_t ld, std::size_t cols, std::size_t k0, std::size_t width,
                                band_scratch<T>& scratch, int* abort, cudaStream_t st)
    {
        const std::size_t width_pad = round_up_to_granule(width);
        if (width_pad > max_width_pad_ || cols % band_granule || k0 + width > cols)
            throw std::logic_error("pivot_panel_closer: the pivot block does not fit its buffers");
        fill_rows<T>(panel, ld, width, width_pad, cols, S::zero(), st);
        extract_pivot_block_kernel<S><<<static_cast<unsigned>(width_pad), 256, 0, st>>>(panel, ld, k0, width,
                                                                                        block_.data(), width_pad);
        BOOST_GPU_PATHS_CHECK_LAUNCH("extract_pivot_block_kernel");
        {
            closure_options options;
            options.lookahead = false;
            launch_profile profile(false);
            closure_runner<S, Ops, false> runner(block_.data(), nullptr, width_pad, workspace_, abort, st, options,
                                                 profile);
            runner.run(tile);
        }
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy2DAsync(panel + k0, ld * sizeof(T), block_.data(), width_pad * sizeof(T),
                                                     width * sizeof(T), width, cudaMemcpyDeviceToDevice, st));
        const dim3 grid(static_cast<unsigned>(width_pad / 32), static_cast<unsigned>(width_pad / 32));
        transpose_kernel<T><<<grid, dim3(32, 8), 0, st>>>(block_.data(), width_pad, block_t_.data(), width_pad, abort);
        BOOST_GPU_PATHS_CHECK_LAUNCH("transpose_kernel");
        // R = plus(X, D (x) X), chunk by chunk of the scratch's size.
        const std::size_t chunk =
            std::max<std::size_t>(band_granule, scratch.width * scratch.rows / width_pad / band_granule * band_granule);
        for (std::size_t c = 0; c < cols; c += chunk) {
            const std::size_t cw = std::min(chunk, cols - c);
            product_args<T> a;
            a.at = block_t_.data();
            a.ld_at = width_pad;
            a.b = panel + c;
            a.ld_b = ld;
            a.c_in = panel + c;
            a.ld_c_in = ld;
            a.c_out = scratch.transposed();
            a.ld_c_out = cw;
            a.k = static_cast<int>(width_pad);
            a.abort = abort;
            launch_band_product_sized<S, Ops>(a, width_pad, cw, st);
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy2DAsync(panel + c, ld * sizeof(T), scratch.transposed(),
                                                         cw * sizeof(T), cw * sizeof(T), width,
                                                         cudaMemcpyDeviceToDevice, st));
        }
        closed_pivot_panel<T> result;
        result.block = block_.data();
        result.rows = panel;
        result.ld = ld;
        result.k0 = k0;
        result.width = width;
        result.width_pad = width_pad;
        return result;
    }

private:
    std::size_t max_width_pad_;
    device_buffer<T> block_, block_t_;
    closure_workspace<T> workspace_;
};

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
