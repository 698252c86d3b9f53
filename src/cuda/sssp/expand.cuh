// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Block-level building blocks of the delta-stepping kernels: relaxing all out-edges of a
// tile of frontier vertices (the single-source kernel's wide phases, the all-pairs
// blocks), block-wide minimum, and warp-aggregated queue slots.
//
// relax_out_edges balances by degree: the block scans the vertices' out-degrees, and
// thread t takes edges t, t + block_size, t + 2 * block_size, ... of the concatenated edge
// lists, finding each edge's vertex in an owner table (short lists) or by binary search in
// the scanned offsets. A vertex with a million out-edges costs the block a million /
// block_size steps, and no thread waits on another's long list. Each thread takes its
// edges in batches of EdgesPerThread whose loads, then atomics, are all issued before any
// result is used, so a batch costs about one memory round trip for the loads and one for
// the atomics, not one per edge.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_SSSP_EXPAND_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_SSSP_EXPAND_CUH

#include "cuda/sssp/atomics.cuh"

#include <cooperative_groups.h>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace sssp {

// The CSR arrays the kernels read (unchanged while a kernel runs, so through the
// read-only cache).
template <class W>
struct device_graph {
    std::uint32_t vertex_count;
    std::uint32_t edge_count;
    const std::uint32_t* offsets;
    const std::uint32_t* targets;
    const W* weights;
};

// Frontier vertices in shared memory: vertex, its distance, its out-edges [begin, end).
template <class W>
struct frontier_items {
    const std::uint32_t* vertex;
    const W* distance;
    const std::uint32_t* begin;
    const std::uint32_t* end;
};

// The index of the item owning edge k of the concatenation: the last item whose edges
// start at or before k (items without edges share their offset with the next one).
__device__ __forceinline__ std::uint32_t owner_of_edge(const std::uint32_t* offset, std::uint32_t count,
                                                       std::uint32_t k)
{
    std::uint32_t first = 0, length = count;
    while (length > 0) {
        const std::uint32_t half = length / 2;
        if (offset[first + half] <= k) {
            first += half + 1;
            length -= half + 1;
        } else {
            length = half;
        }
    }
    return first - 1;
}

// The block scan relax_out_edges uses: warp scans, a few shuffles deep, rather than the
// default raking scan, whose single raking warp walks 32 partials in sequence.
template <int BlockSize>
using degree_scan = cub::BlockScan<std::uint32_t, BlockSize, cub::BLOCK_SCAN_WARP_SCANS>;

// Shared scratch of relax_out_edges: the items' edge offsets and, when every item has at
// most owner_table_degree edges and all fit, each edge's item (written by the items'
// threads, so an edge finds its item with one load instead of a binary search).
template <int BlockSize, int ItemsPerThread, int OwnerTableSize>
struct expand_storage {
    typename degree_scan<BlockSize>::TempStorage scan;
    std::uint32_t offset[BlockSize * ItemsPerThread];
    std::uint16_t owner[OwnerTableSize];
};
constexpr std::uint32_t owner_table_degree = 32;

// Relaxes every out-edge of the first `count` items (count <= BlockSize * ItemsPerThread):
// for each edge, relax.issue(target, candidate) (the atomic, returning a ticket) and later
// relax.settle(target, candidate, ticket). With `recheck`, an item whose stored distance
// has dropped below its entry's is skipped (a newer entry carries the better one); the
// check's load goes with the edge loads. Called by all threads of the block; synchronizes
// before returning.
template <int BlockSize, int ItemsPerThread, int EdgesPerThread, class W, int StorageItems, int OwnerTableSize,
          class Relax>
__device__ __forceinline__ void relax_out_edges(const frontier_items<W>& items, std::uint32_t count, const W* recheck,
                                                const device_graph<W>& graph,
                                                expand_storage<BlockSize, StorageItems, OwnerTableSize>& storage,
                                                Relax& relax)
{
    static_assert(ItemsPerThread <= StorageItems, "the storage holds fewer items");
    static_assert(BlockSize * ItemsPerThread <= 65536, "owner indices are 16-bit");
    std::uint32_t degree[ItemsPerThread];
    bool long_list = false;
#pragma unroll
    for (int r = 0; r < ItemsPerThread; ++r) {
        const std::uint32_t i = threadIdx.x * ItemsPerThread + r;
        degree[r] = i < count ? items.end[i] - items.begin[i] : 0;
        long_list |= degree[r] > owner_table_degree;
    }
    std::uint32_t offset[ItemsPerThread];
    std::uint32_t total = 0;
    degree_scan<BlockSize>(storage.scan).ExclusiveSum(degree, offset, total);
#pragma unroll
    for (int r = 0; r < ItemsPerThread; ++r) {
        const std::uint32_t i = threadIdx.x * ItemsPerThread + r;
        if (i < count) storage.offset[i] = offset[r];
    }
    const bool use_table = !__syncthreads_or(long_list) && total <= OwnerTableSize;
    if (use_table) {
#pragma unroll
        for (int r = 0; r < ItemsPerThread; ++r)
            for (std::uint32_t d = 0; d < degree[r]; ++d)
                storage.owner[offset[r] + d] = static_cast<std::uint16_t>(threadIdx.x * ItemsPerThread + r);
        __syncthreads();
    }

    for (std::uint32_t base = 0; base < total; base += BlockSize * EdgesPerThread) {
        std::uint32_t target[EdgesPerThread];
        W candidate[EdgesPerThread];
        bool live[EdgesPerThread];
#pragma unroll
        for (int j = 0; j < EdgesPerThread; ++j) {
            const std::uint32_t k = base + j * BlockSize + threadIdx.x;
            live[j] = k < total;
            if (live[j]) {
                const std::uint32_t owner = use_table ? storage.owner[k] : owner_of_edge(storage.offset, count, k);
                const std::uint32_t edge = items.begin[owner] + (k - storage.offset[owner]);
                const W from = items.distance[owner];
                target[j] = __ldg(graph.targets + edge);
                candidate[j] = from + __ldg(graph.weights + edge);
                if (recheck && distance_ops<W>::load(recheck + items.vertex[owner]) < from) live[j] = false;
            }
        }
        typename Relax::ticket ticket[EdgesPerThread];
#pragma unroll
        for (int j = 0; j < EdgesPerThread; ++j)
            if (live[j]) ticket[j] = relax.issue(target[j], candidate[j]);
#pragma unroll
        for (int j = 0; j < EdgesPerThread; ++j)
            if (live[j]) relax.settle(target[j], candidate[j], ticket[j]);
    }
    __syncthreads();
}

// The block-wide minimum, returned to every thread. Must be called by all threads.
template <int BlockSize, class W>
struct block_minimum {
    struct storage_type {
        typename cub::BlockReduce<W, BlockSize>::TempStorage reduce;
        W result;
    };
    struct min_op {
        __device__ __forceinline__ W operator()(const W& a, const W& b) const { return b < a ? b : a; }
    };
    static __device__ __forceinline__ W compute(W value, storage_type& storage)
    {
        const W least = cub::BlockReduce<W, BlockSize>(storage.reduce).Reduce(value, min_op());
        if (threadIdx.x == 0) storage.result = least;
        __syncthreads();
        const W result = storage.result;
        __syncthreads();
        return result;
    }
};

// A slot in a queue whose length is *counter: the active threads of the warp take
// consecutive slots with one atomic.
__device__ __forceinline__ std::uint32_t aggregated_slot(std::uint32_t* counter)
{
    namespace cg = cooperative_groups;
    const cg::coalesced_group active = cg::coalesced_threads();
    std::uint32_t first = 0;
    if (active.thread_rank() == 0) first = atomicAdd(counter, active.size());
    return active.shfl(first, 0) + active.thread_rank();
}

}  // namespace sssp
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
