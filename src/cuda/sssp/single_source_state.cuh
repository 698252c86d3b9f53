// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The state the single-source delta-stepping kernel (single_source_kernel.cuh) keeps:
// its control block, parameters and shared-memory storage, and the loads it shares
// between the two gears.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_SSSP_SINGLE_SOURCE_STATE_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_SSSP_SINGLE_SOURCE_STATE_CUH

#include "cuda/sssp/expand.cuh"

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace sssp {

constexpr int single_source_block = 1024;
// Capacity of each of block 0's two shared-memory queues.
constexpr std::uint32_t narrow_capacity = 4096;
// The grid hands a near queue of at most this many vertices to block 0 (below
// narrow_capacity, so that block 0 does not hand it straight back).
constexpr std::uint32_t narrow_entry = 2048;
// Block 0 splits far piles up to this size itself; larger ones go to the grid.
constexpr std::uint32_t narrow_far_limit = 32768;

enum phase_kind : std::uint32_t { phase_done = 0, phase_narrow = 1, phase_relax = 2, phase_split = 3 };

// The search's state between phases, in device memory. Written by the serial step of
// block 0 thread 0 (or by block 0 leaving the narrow gear) between grid barriers, and by
// atomics on the counters during wide phases.
template <class W>
struct search_control {
    // The phase kind of step t is kind[t % 2]: the step's writer (block 0 in the narrow
    // gear, or the serial step) fills the other slot, so a block that is late to read its
    // step's kind still finds it; a slot is rewritten only after the grid barrier that
    // every block passes after reading it.
    std::uint32_t kind[2];
    std::uint32_t queue;        // near queue holding the phase's input
    std::uint32_t in_count;     // its length
    std::uint32_t out_count;    // length of the other near queue, being filled
    std::uint32_t phase_id;     // stamp of the pushes of the running phase
    std::uint32_t far_buffer;   // far pile being appended to
    std::uint32_t far_count;    // its length
    std::uint32_t far_kept;     // split phases: entries kept, in the other far pile
    std::uint32_t tile_cursor;  // relax phases: next tile of the input queue
    W threshold;                // the bucket's bound: near means distance < threshold
    W previous_threshold;       // the bound of the bucket before (split phases)
    W far_min;                  // a lower bound of the far pile's distances
};

template <class W>
struct single_source_params {
    device_graph<W> graph;
    const uint2* ranges;  // ranges[v] = {offsets[v], offsets[v + 1]}: one load per vertex
    W* distances;
    std::uint32_t* stamp;
    std::uint32_t* in_far;
    std::uint32_t* near0;
    std::uint32_t* near1;
    std::uint32_t* far0;
    std::uint32_t* far1;
    search_control<W>* control;
    W delta;
};

// Edges per thread per batch of loads and atomics; edges block 0 holds per queue (its
// owner table); the most out-edges a vertex may have to enter block 0's queues (more are
// left to the grid's load-balanced expansion).
constexpr int edges_per_thread = 4;
constexpr std::uint32_t narrow_edge_capacity = 8192;
constexpr std::uint32_t narrow_degree_limit = 256;
constexpr std::uint32_t wide_owner_table = 8192;

// Block 0's queues in the narrow gear: per entry the vertex, its distance when pushed, its
// first out-edge and the place of its edges in the phase's edge list; per edge its entry.
template <class W>
struct narrow_queues {
    std::uint32_t vertex[2][narrow_capacity];
    W distance[2][narrow_capacity];
    std::uint32_t begin[2][narrow_capacity];
    std::uint32_t edge_offset[2][narrow_capacity];
    std::uint16_t owner[2][narrow_edge_capacity];
};

// A wide phase's tile.
template <class W>
struct wide_tile {
    expand_storage<single_source_block, 1, wide_owner_table> expand;
    std::uint32_t vertex[single_source_block];
    W distance[single_source_block];
    std::uint32_t begin[single_source_block];
    std::uint32_t end[single_source_block];
};

template <class W>
struct single_source_storage {
    union {
        narrow_queues<W> narrow;
        wide_tile<W> wide;
    };
    typename block_minimum<single_source_block, W>::storage_type minimum;
    std::uint32_t tile;
    std::uint32_t count[2];  // entries per narrow queue
    std::uint32_t edges[2];  // edges per narrow queue
    std::uint32_t far_count;
    std::uint32_t kept;
    std::uint32_t spilled;
    std::uint32_t overflow;
};

// Selects rather than indexes, so that the parameters stay in the constant bank.
template <class W>
__device__ __forceinline__ std::uint32_t* near_queue(const single_source_params<W>& p, std::uint32_t which)
{
    return which ? p.near1 : p.near0;
}
template <class W>
__device__ __forceinline__ std::uint32_t* far_pile(const single_source_params<W>& p, std::uint32_t which)
{
    return which ? p.far1 : p.far0;
}

__device__ __forceinline__ std::uint32_t load_cg(const std::uint32_t* p) { return __ldcg(p); }
template <class W>
__device__ __forceinline__ W load_cg(const W* p)
{
    return distance_ops<W>::load(p);
}

}  // namespace sssp
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
