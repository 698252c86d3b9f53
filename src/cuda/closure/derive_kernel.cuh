// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Predecessors derived from the closed distance matrix, for sparse graphs.
//
// Tracking predecessors inside the closure costs a comparison and a select per entry
// and slab on top of the n^3 min-plus steps. On a graph of m edges they can instead be
// read off the final distances in O(n m): the predecessor of v on a shortest path from
// u is an in-neighbour k of v minimising D[u][k] + w(k, v), whose value is D[u][v]
// (exactly for integers; within rounding for floats, like the closure's own sums).
// Self loops never qualify. Rows whose chains loop (zero-weight cycles) are found and
// repaired after this, as for tracked predecessors (shared/predecessor_repair.hpp).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_DERIVE_KERNEL_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_DERIVE_KERNEL_CUH

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// In-edge lists of the input graph (self loops and "no edge" weights left out): the
// edges into v are sources[offsets[v] .. offsets[v + 1]) with weights alike.
template <class W>
struct in_edge_lists {
    const std::uint32_t* offsets = nullptr;
    const std::uint32_t* sources = nullptr;
    const W* weights = nullptr;
};

template <class W>
__device__ __forceinline__ W above_everything()
{
    if constexpr (std::is_floating_point<W>::value)
        return std::numeric_limits<W>::infinity();
    else
        return std::numeric_limits<W>::max();
}

constexpr int derive_threads = 512;

// Rows [row_begin + blockIdx.x * Rows, + Rows) of p, below row_end: p[u][v] = argmin over
// the in-edges (k, v) of D[u][k] + w (the first of equal ones; u itself where v has no
// in-edge). A row reads only its own row of D, so a band of rows can be derived as soon
// as its distances are final, still encoded. With SharedRows the block's rows of D are
// staged in shared memory first (their entries are read in the in-neighbours' order,
// i.e. at random). Entries on the diagonal and for unreachable v are overwritten when
// the rows are decoded.
template <class W, int Rows, bool SharedRows>
__global__ void __launch_bounds__(derive_threads)
    derive_predecessors_kernel(const W* d, std::uint32_t* p, std::size_t ld, std::uint32_t n, std::uint32_t row_begin,
                               std::uint32_t row_end, in_edge_lists<W> in)
{
    extern __shared__ __align__(16) unsigned char derive_smem[];
    W* staged = reinterpret_cast<W*>(derive_smem);
    const std::uint32_t first = row_begin + blockIdx.x * Rows;
    const int rows = static_cast<int>(min(static_cast<std::uint32_t>(Rows), row_end - first));
    if (SharedRows) {
        for (int r = 0; r < rows; ++r)
            for (std::uint32_t j = threadIdx.x; j < n; j += blockDim.x)
                staged[std::size_t(r) * n + j] = d[std::size_t(first + r) * ld + j];
        __syncthreads();
    }
    auto distance = [&](int r, std::uint32_t k) {
        return SharedRows ? staged[std::size_t(r) * n + k] : __ldg(d + std::size_t(first + r) * ld + k);
    };
    for (std::uint32_t v = threadIdx.x; v < n; v += blockDim.x) {
        W best[Rows];
        std::uint32_t pred[Rows];
#pragma unroll
        for (int r = 0; r < Rows; ++r) {
            best[r] = above_everything<W>();
            pred[r] = first + r;
        }
        const std::uint32_t end = __ldg(in.offsets + v + 1);
#pragma unroll 4
        for (std::uint32_t e = __ldg(in.offsets + v); e < end; ++e) {
            const std::uint32_t k = __ldg(in.sources + e);
            const W w = __ldg(in.weights + e);
#pragma unroll
            for (int r = 0; r < Rows; ++r) {
                if (r >= rows) break;
                const W x = distance(r, k) + w;
                if (x < best[r]) {
                    best[r] = x;
                    pred[r] = k;
                }
            }
        }
#pragma unroll
        for (int r = 0; r < Rows; ++r)
            if (r < rows) p[std::size_t(first + r) * ld + v] = pred[r];
    }
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
