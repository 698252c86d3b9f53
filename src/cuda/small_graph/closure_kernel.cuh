// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The one-block closure: Floyd-Warshall of a small graph by one thread block in one
// launch, the distance matrix (and the predecessor matrix) in the block's shared memory.
//
// For n up to a few hundred the blocked schedule's launches, rounds and padding to 128
// cost far more than the n^3 work, which one block does in n barrier-separated pivot
// steps. A step k reads row k and column k while it writes the rest; they do not change
// in that step unless d[k][k] < 0, which only a negative cycle brings about. So a step
// first looks at d[k][k] and stops the closure where it is negative, and no step writes
// what another thread of it reads; the whole diagonal is looked at once more at the end
// (false returned, nothing written, on a negative cycle).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_SMALL_GRAPH_CLOSURE_KERNEL_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_SMALL_GRAPH_CLOSURE_KERNEL_CUH

#include "shared/semiring.hpp"

#include <cstddef>
#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace small_graph {

constexpr int closure_threads = 1024;

template <class W>
struct closure_parameters {
    std::uint32_t n;
    // The graph (offsets, targets, weights) or, where dense is not null, the caller's
    // matrix packed n x n.
    const std::uint32_t* offsets;
    const std::uint32_t* targets;
    const W* weights;
    const W* dense;
    W infinite_threshold;
    W caller_infinity;
    W* distances;           // n x n, decoded
    std::uint32_t* paths;   // n x n, or null
    int* negative_cycle;    // set to 1 when one is found (nothing else is written then)
};

inline __host__ __device__ std::size_t closure_shared_bytes(std::uint32_t n, std::size_t distance_bytes, bool paths)
{
    return std::size_t(n) * n * (distance_bytes + (paths ? 4 : 0));
}

template <class W, bool Paths>
__global__ void __launch_bounds__(closure_threads) closure_kernel(closure_parameters<W> p)
{
    using S = shared::min_plus<W>;
    extern __shared__ __align__(16) unsigned char storage[];
    const std::uint32_t n = p.n;
    W* const d = reinterpret_cast<W*>(storage);
    std::uint32_t* const pred = reinterpret_cast<std::uint32_t*>(d + std::size_t(n) * n);
    // Warps take rows, lanes columns: no division per cell, and a warp reads its pivot
    // column entry once per row (a broadcast) and the pivot row contiguously.
    const std::uint32_t lane = threadIdx.x % 32, warp = threadIdx.x / 32, warps = blockDim.x / 32;

    // As the blocked closure starts: "no path" but zero on the diagonal, or the caller's
    // matrix; every predecessor the row's own vertex.
    for (std::uint32_t i = warp; i < n; i += warps)
        for (std::uint32_t j = lane; j < n; j += 32) {
            const std::size_t c = std::size_t(i) * n + j;
            d[c] = p.dense ? p.dense[c] : i == j ? S::one() : S::zero();
            if constexpr (Paths) pred[c] = i;
        }
    __syncthreads();
    if (!p.dense) {
        // One thread per row: parallel edges keep their minimum, self loops only lower the
        // diagonal.
        for (std::uint32_t u = threadIdx.x; u < n; u += blockDim.x)
            for (std::uint32_t e = p.offsets[u]; e < p.offsets[u + 1]; ++e) {
                W& cell = d[std::size_t(u) * n + p.targets[e]];
                cell = S::plus(cell, p.weights[e]);
            }
        __syncthreads();
    }
    // Sums are clamped below (integers stay in range however a negative cycle drives them
    // down), so one look at the diagonal at the end finds any negative cycle: once negative,
    // an entry only falls.
    int negative = 0;
    for (std::uint32_t k = 0; k < n; ++k) {
        const W* const row_k = d + std::size_t(k) * n;
        // The same value for every thread (written before the last barrier, if at all), so
        // the whole block leaves together.
        if (S::negative(row_k[k])) {
            negative = 1;
            break;
        }
        for (std::uint32_t i = warp; i < n; i += warps) {
            W* const row_i = d + std::size_t(i) * n;
            const W to_pivot = row_i[k];
            for (std::uint32_t j = lane; j < n; j += 32) {
                const W through = S::clamp(S::times(to_pivot, row_k[j]));
                if (S::better(through, row_i[j])) {
                    row_i[j] = through;
                    if constexpr (Paths) pred[std::size_t(i) * n + j] = pred[std::size_t(k) * n + j];
                }
            }
        }
        __syncthreads();
    }
    for (std::uint32_t i = threadIdx.x; i < n; i += blockDim.x) negative |= S::negative(d[std::size_t(i) * n + i]);
    if (__syncthreads_or(negative)) {
        if (threadIdx.x == 0) *p.negative_cycle = 1;
        return;
    }

    // Decoded: "no path" as the caller's infinity, whose predecessor is the vertex itself,
    // as is the diagonal's.
    for (std::uint32_t i = warp; i < n; i += warps)
        for (std::uint32_t j = lane; j < n; j += 32) {
            const std::size_t c = std::size_t(i) * n + j;
            const bool unreached = d[c] >= p.infinite_threshold;
            p.distances[c] = unreached ? p.caller_infinity : d[c];
            if constexpr (Paths) p.paths[c] = unreached || i == j ? j : pred[c];
        }
    if (threadIdx.x == 0) *p.negative_cycle = 0;
}

}  // namespace small_graph
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
