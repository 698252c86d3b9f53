// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The kernels that build and finish one device's row band of the several-device closure
// (multi_device.cuh). A band is rows [first_row, first_row + rows) of the matrix, rows ld
// apart (n, or n padded to the product kernel's tiles; padding columns hold "no path").
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_MULTI_DEVICE_KERNELS_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_MULTI_DEVICE_KERNELS_CUH

#include "cuda/closure/matrix_build.cuh"
#include "shared/semiring.hpp"

#include <boost_gpu_paths/detail/base/weight_encoding.hpp>

#include <cstddef>
#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// "No path" everywhere, one on the matrix diagonal (padding vertices too: they stay
// isolated); predecessors (when band_p) the row's own vertex. One grid row per band row.
template <class T>
__global__ void band_init_kernel(T* band, std::uint32_t* band_p, std::size_t ld, std::size_t first_row, T zero, T one)
{
    const std::size_t r = blockIdx.y, i = first_row + r;
    for (std::size_t j = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; j < ld; j += std::size_t(gridDim.x) * blockDim.x) {
        band[r * ld + j] = i == j ? one : zero;
        if (band_p) band_p[r * ld + j] = static_cast<std::uint32_t>(i);
    }
}

// BGL's initialisation of the band's rows from the whole CSR: the minimum over parallel
// edges, self loops only lowering the diagonal.
template <class W>
__global__ void band_scatter_edges_kernel(W* band, std::size_t ld, std::size_t first_row, std::size_t rows,
                                          const std::uint32_t* offsets, const std::uint32_t* targets, const W* weights)
{
    const std::size_t r = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (r >= rows) return;
    const std::size_t u = first_row + r;
    for (std::uint32_t e = offsets[u]; e < offsets[u + 1]; ++e) {
        const W w = weights[e];
        if (w < shared::min_plus<W>::zero()) atomic_min_value(&band[r * ld + targets[e]], w);
    }
}

// The closed distances of columns [0, n) into the caller's encoding ("no path" as its
// infinity), in place.
template <class W>
__global__ void band_decode_kernel(W* band, std::size_t ld, std::size_t n, W threshold, W caller_infinity)
{
    const std::size_t r = blockIdx.y;
    for (std::size_t j = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; j < n; j += std::size_t(gridDim.x) * blockDim.x)
        band[r * ld + j] = decode_distance(band[r * ld + j], threshold, caller_infinity);
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
