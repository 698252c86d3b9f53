// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The single-source delta-stepping kernel: one cooperative launch runs the whole search.
//
// State: tentative distances, two "near" queues (vertices whose distance lies below the
// bucket bound `threshold` and that must relax their edges) and two "far" piles (vertices
// improved to a distance at or above it). A phase relaxes the edges of the near queue,
// pushing improved targets to the next near queue or the far pile. When a phase leaves
// the near queue empty the bucket is settled; the next bound is (lowest far distance) +
// delta, and a split phase moves the far vertices below it to the near queue, drops those
// an earlier bucket already settled, and keeps the rest.
//
// Two gears, as in the BFS kernel (bfs/persistent.cuh):
//   * narrow: while the near queue holds at most narrow_entry vertices, block 0 runs the
//     phases alone with its queues in shared memory, synchronizing with __syncthreads
//     only, and splits small far piles itself. Road networks, thousands of phases deep
//     with a few hundred vertices per phase, run entirely here. There one SM's 32 warps
//     execute every instruction of a phase, so a phase is kept short: a queue entry is
//     complete when pushed (distance and edge range, loaded next to the atomic that
//     improved the vertex; its place in the phase's edge list, claimed with a second
//     shared atomic, and an owner-table entry per edge), so the next phase maps thread k
//     straight to edge k, with no scan and no search.
//   * wide: larger queues are relaxed by the whole grid, tiles of block_size vertices
//     handed out by an atomic cursor, one grid barrier per phase and a second one around
//     the serial step that decides the next phase.
//
// Duplicates: wide phases push a vertex at most once per phase (stamp[v] holds the id of
// the phase that last pushed it), so a queue never exceeds vertex_count entries. Narrow
// phases skip the stamp: their queue entries carry the distance they were pushed with,
// and an entry whose vertex has since improved further is skipped (a later entry carries
// the better distance). A vertex is in the far pile at most once (in_far[v]).
//
// Memory ordering: distances only go down, through atomicMin at L2. Every read of a
// value another block may have written (distances, queues, the control block) uses
// ld.global.cg, which bypasses the non-coherent L1; grid.sync() orders phases.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_SSSP_SINGLE_SOURCE_KERNEL_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_SSSP_SINGLE_SOURCE_KERNEL_CUH

#include "cuda/sssp/narrow_gear.cuh"
#include "cuda/sssp/single_source_state.cuh"

#include <cooperative_groups.h>

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace sssp {

// ---- wide gear -----------------------------------------------------------------------

// The grid's relaxations: near vertices join the other global queue once per phase (by
// stamp), far vertices the far pile once (by flag).
template <class W>
struct wide_relax {
    struct ticket {
        W old;
    };
    const single_source_params<W>& p;
    std::uint32_t* output;
    std::uint32_t* pile;
    W threshold;
    std::uint32_t phase;
    W far_min;

    __device__ __forceinline__ ticket issue(std::uint32_t target, W candidate)
    {
        return ticket{distance_ops<W>::atomic_min(p.distances + target, candidate)};
    }
    __device__ __forceinline__ void settle(std::uint32_t target, W candidate, const ticket& t)
    {
        if (!(candidate < t.old)) return;
        if (candidate < threshold) {
            if (atomicExch(p.stamp + target, phase) != phase) output[aggregated_slot(&p.control->out_count)] = target;
        } else {
            far_min = smaller(far_min, candidate);
            if (atomicExch(p.in_far + target, 1u) == 0) pile[aggregated_slot(&p.control->far_count)] = target;
        }
    }
};

template <class W>
__device__ void run_relax_phase(const single_source_params<W>& p, single_source_storage<W>& s)
{
    constexpr int block = single_source_block;
    using ops = distance_ops<W>;
    search_control<W>* control = p.control;
    const std::uint32_t queue = load_cg(&control->queue);
    const std::uint32_t count = load_cg(&control->in_count);
    const std::uint32_t* input = near_queue(p, queue);
    wide_relax<W> relax{p,
                        near_queue(p, queue ^ 1),
                        far_pile(p, load_cg(&control->far_buffer)),
                        load_cg(&control->threshold),
                        load_cg(&control->phase_id),
                        no_path<W>()};
    wide_tile<W>& tile = s.wide;

    for (;;) {
        if (threadIdx.x == 0) s.tile = atomicAdd(&control->tile_cursor, 1u);
        __syncthreads();
        const std::uint64_t base = std::uint64_t(s.tile) * block;
        if (base >= count) break;
        const std::uint32_t i = static_cast<std::uint32_t>(base) + threadIdx.x;
        if (i < count) {
            const std::uint32_t v = load_cg(input + i);
            const uint2 range = __ldg(p.ranges + v);
            tile.vertex[threadIdx.x] = v;
            tile.distance[threadIdx.x] = ops::load(p.distances + v);
            tile.begin[threadIdx.x] = range.x;
            tile.end[threadIdx.x] = range.y;
        }
        __syncthreads();
        const std::uint32_t tile_count = static_cast<std::uint32_t>(min(std::uint64_t(block), count - base));
        const frontier_items<W> items{tile.vertex, tile.distance, tile.begin, tile.end};
        relax_out_edges<block, 1, edges_per_thread>(items, tile_count, static_cast<const W*>(nullptr), p.graph,
                                                    tile.expand, relax);
    }
    const W least = block_minimum<block, W>::compute(relax.far_min, s.minimum);
    if (threadIdx.x == 0 && least < no_path<W>()) ops::atomic_min(&control->far_min, least);
}

template <class W>
__device__ void run_split_phase(const single_source_params<W>& p, single_source_storage<W>& s)
{
    constexpr int block = single_source_block;
    using ops = distance_ops<W>;
    search_control<W>* control = p.control;
    const std::uint32_t queue = load_cg(&control->queue);
    const std::uint32_t count = load_cg(&control->far_count);
    const std::uint32_t phase = load_cg(&control->phase_id);
    const std::uint32_t far_buffer = load_cg(&control->far_buffer);
    const W threshold = load_cg(&control->threshold);
    const W previous = load_cg(&control->previous_threshold);
    const std::uint32_t* pile = far_pile(p, far_buffer);
    std::uint32_t* kept_pile = far_pile(p, far_buffer ^ 1);
    std::uint32_t* output = near_queue(p, queue ^ 1);
    W far_min = no_path<W>();

    for (std::uint32_t i = blockIdx.x * block + threadIdx.x; i < count; i += gridDim.x * block) {
        const std::uint32_t v = load_cg(pile + i);
        const W d = ops::load(p.distances + v);
        if (d < previous) {
            p.in_far[v] = 0;
        } else if (d < threshold) {
            p.in_far[v] = 0;
            if (atomicExch(p.stamp + v, phase) != phase) output[aggregated_slot(&control->out_count)] = v;
        } else {
            kept_pile[aggregated_slot(&control->far_kept)] = v;
            far_min = smaller(far_min, d);
        }
    }
    const W least = block_minimum<block, W>::compute(far_min, s.minimum);
    if (threadIdx.x == 0 && least < no_path<W>()) ops::atomic_min(&control->far_min, least);
}

// The serial step between wide phases (block 0, thread 0): turns the counters of the
// phase that just ended into the next phase's description.
// kind is the phase that just ended; next_kind the slot of the next step's kind.
template <class W>
__device__ void decide_next_phase(const single_source_params<W>& p, std::uint32_t kind, std::uint32_t* next_kind)
{
    search_control<W>* control = p.control;
    if (kind == phase_split) {
        control->far_buffer = load_cg(&control->far_buffer) ^ 1;
        control->far_count = load_cg(&control->far_kept);
    }
    const std::uint32_t count = load_cg(&control->out_count);
    control->queue = load_cg(&control->queue) ^ 1;
    control->in_count = count;
    control->out_count = 0;
    control->tile_cursor = 0;
    control->phase_id = load_cg(&control->phase_id) + 1;
    if (count == 0) {
        if (load_cg(&control->far_count) == 0) {
            *next_kind = phase_done;
        } else {
            const W threshold = load_cg(&control->threshold);
            control->previous_threshold = threshold;
            control->threshold = next_threshold(load_cg(&control->far_min), p.delta);
            control->far_min = no_path<W>();
            control->far_kept = 0;
            *next_kind = phase_split;
        }
    } else {
        *next_kind = count <= narrow_entry ? phase_narrow : phase_relax;
    }
}

template <class W>
__global__ void __launch_bounds__(single_source_block, 1) single_source_kernel(single_source_params<W> p)
{
    namespace cg = cooperative_groups;
    extern __shared__ __align__(16) unsigned char shared_bytes[];
    single_source_storage<W>& s = *reinterpret_cast<single_source_storage<W>*>(shared_bytes);
    cg::grid_group grid = cg::this_grid();
    // Every block runs every step, so all agree on `step` and on which slot holds its kind.
    for (std::uint32_t step = 0;; ++step) {
        const std::uint32_t kind = load_cg(&p.control->kind[step & 1]);
        std::uint32_t* const next_kind = &p.control->kind[(step + 1) & 1];
        if (kind == phase_done) return;
        if (kind == phase_narrow) {
            if (blockIdx.x == 0) run_narrow(p, s, next_kind);
            grid.sync();
            continue;
        }
        if (kind == phase_relax)
            run_relax_phase(p, s);
        else
            run_split_phase(p, s);
        grid.sync();
        if (blockIdx.x == 0 && threadIdx.x == 0) decide_next_phase(p, kind, next_kind);
        grid.sync();
    }
}

// Each vertex's out-edge range in one 8-byte word.
__global__ void edge_ranges_kernel(std::uint32_t vertex_count, const std::uint32_t* offsets, uint2* ranges)
{
    for (std::uint32_t v = blockIdx.x * blockDim.x + threadIdx.x; v < vertex_count; v += gridDim.x * blockDim.x)
        ranges[v] = uint2{offsets[v], offsets[v + 1]};
}

// Distances to "no path", stamps and far flags to 0.
template <class W>
__global__ void reset_search_kernel(std::uint32_t vertex_count, W* distances, std::uint32_t* stamp,
                                    std::uint32_t* in_far)
{
    for (std::uint32_t v = blockIdx.x * blockDim.x + threadIdx.x; v < vertex_count; v += gridDim.x * blockDim.x) {
        distances[v] = no_path<W>();
        stamp[v] = 0;
        in_far[v] = 0;
    }
}

// Sources at distance 0, in near queue 0, their own parents.
template <class W>
__global__ void seed_sources_kernel(const std::uint32_t* sources, std::uint32_t count, W* distances,
                                    std::uint32_t* queue, std::uint32_t* parents)
{
    for (std::uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += gridDim.x * blockDim.x) {
        const std::uint32_t s = sources[i];
        distances[s] = W(0);
        queue[i] = s;
        if (parents) parents[s] = s;
    }
}

}  // namespace sssp
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
