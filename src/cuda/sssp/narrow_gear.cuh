// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The narrow gear of the single-source kernel: block 0 alone runs the phases of small
// near queues held in shared memory (single_source_kernel.cuh explains the two gears).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_SSSP_NARROW_GEAR_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_SSSP_NARROW_GEAR_CUH

#include "cuda/sssp/single_source_state.cuh"

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace sssp {

// ---- narrow gear ---------------------------------------------------------------------

// Block 0's relaxations and queue entries. An improved vertex below the bound joins queue
// `queue`; one that does not fit (entries, edge list, or too many out-edges) goes to global
// near queue 0 instead (once per phase, by stamp) and the block will hand over to the
// grid. Vertices at or beyond the bound join the far pile once (by flag).
template <class W>
struct narrow_relax {
    struct ticket {
        W old;
        uint2 range;
    };
    const single_source_params<W>& p;
    single_source_storage<W>& s;
    std::uint32_t queue;
    W threshold;
    W previous;
    std::uint32_t phase;
    std::uint32_t far_buffer;
    W far_min;  // least distance this thread sent to the far pile

    __device__ __forceinline__ ticket issue(std::uint32_t target, W candidate)
    {
        ticket t;
        t.range = __ldg(p.ranges + target);
        t.old = distance_ops<W>::atomic_min(p.distances + target, candidate);
        return t;
    }
    __device__ __forceinline__ void settle(std::uint32_t target, W candidate, const ticket& t)
    {
        if (!(candidate < t.old)) return;
        if (candidate < threshold) {
            push_near(target, candidate, t.range);
        } else {
            far_min = smaller(far_min, candidate);
            if (atomicExch(p.in_far + target, 1u) == 0) far_pile(p, far_buffer)[atomicAdd(&s.far_count, 1u)] = target;
        }
    }
    __device__ __forceinline__ void push_near(std::uint32_t v, W d, uint2 range)
    {
        const std::uint32_t degree = range.y - range.x;
        if (degree == 0) return;  // nothing to relax
        narrow_queues<W>& q = s.narrow;
        const std::uint32_t slot = atomicAdd(&s.count[queue], 1u);
        const std::uint32_t first = degree <= narrow_degree_limit ? atomicAdd(&s.edges[queue], degree)
                                                                  : narrow_edge_capacity;
        if (slot < narrow_capacity && first + degree <= narrow_edge_capacity) {
            q.vertex[queue][slot] = v;
            q.distance[queue][slot] = d;
            q.begin[queue][slot] = range.x;
            q.edge_offset[queue][slot] = first;
            for (std::uint32_t e = 0; e < degree; ++e) q.owner[queue][first + e] = static_cast<std::uint16_t>(slot);
            return;
        }
        if (slot < narrow_capacity) q.vertex[queue][slot] = backend_api::no_vertex;  // claimed, left empty
        s.overflow = 1;
        if (atomicExch(p.stamp + v, phase) != phase) p.near0[atomicAdd(&s.spilled, 1u)] = v;
    }
};

// Relaxes the out-edges of block 0's queue `queue`: thread k takes edges k, k + block, ...
// of the queue's edge list, in batches whose loads, then atomics, are issued together.
// Entries whose vertex has improved since they were pushed are skipped (a later entry
// carries the better distance). Called by all threads of block 0; synchronizes before
// returning.
template <class W>
__device__ __forceinline__ void relax_narrow_queue(narrow_relax<W>& relax, std::uint32_t queue)
{
    constexpr int block = single_source_block;
    const single_source_params<W>& p = relax.p;
    const narrow_queues<W>& q = relax.s.narrow;
    const std::uint32_t total = min(relax.s.edges[queue], narrow_edge_capacity);
    for (std::uint32_t base = 0; base < total; base += block * edges_per_thread) {
        std::uint32_t target[edges_per_thread];
        W candidate[edges_per_thread];
        bool live[edges_per_thread];
#pragma unroll
        for (int j = 0; j < edges_per_thread; ++j) {
            const std::uint32_t k = base + j * block + threadIdx.x;
            live[j] = k < total;
            if (live[j]) {
                const std::uint32_t owner = q.owner[queue][k];
                const std::uint32_t edge = q.begin[queue][owner] + (k - q.edge_offset[queue][owner]);
                const W from = q.distance[queue][owner];
                target[j] = __ldg(p.graph.targets + edge);
                candidate[j] = from + __ldg(p.graph.weights + edge);
                if (distance_ops<W>::load(p.distances + q.vertex[queue][owner]) < from) live[j] = false;
            }
        }
        typename narrow_relax<W>::ticket ticket[edges_per_thread];
#pragma unroll
        for (int j = 0; j < edges_per_thread; ++j)
            if (live[j]) ticket[j] = relax.issue(target[j], candidate[j]);
#pragma unroll
        for (int j = 0; j < edges_per_thread; ++j)
            if (live[j]) relax.settle(target[j], candidate[j], ticket[j]);
    }
    __syncthreads();
}

// Block 0 alone: runs phases from the near queue in the control block until the search
// ends, a queue outgrows its capacity, or a far pile outgrows narrow_far_limit, then
// publishes the state for the grid. Called by all threads of block 0.
// next_kind is the control block's slot for the next step's phase kind (single_source_kernel).
template <class W>
__device__ void run_narrow(const single_source_params<W>& p, single_source_storage<W>& s, std::uint32_t* next_kind)
{
    constexpr int block = single_source_block;
    using ops = distance_ops<W>;
    search_control<W>* control = p.control;
    const std::uint32_t tid = threadIdx.x;

    const std::uint32_t input_queue = load_cg(&control->queue);
    const std::uint32_t input_count = load_cg(&control->in_count);
    // Thread 0 also holds the far-pile bound inherited from the grid.
    narrow_relax<W> relax{p,
                          s,
                          0,
                          load_cg(&control->threshold),
                          load_cg(&control->previous_threshold),
                          load_cg(&control->phase_id),
                          load_cg(&control->far_buffer),
                          tid == 0 ? load_cg(&control->far_min) : no_path<W>()};
    if (tid == 0) {
        s.count[0] = s.count[1] = 0;
        s.edges[0] = s.edges[1] = 0;
        s.far_count = load_cg(&control->far_count);
        s.kept = 0;
        s.spilled = 0;
        s.overflow = 0;
    }
    __syncthreads();
    // The grid's queue becomes block 0's queue 0. Every entry is read before the first
    // push, which may spill into global near queue 0.
    constexpr int entries_per_thread = narrow_entry / block;
    static_assert(narrow_entry % block == 0 && narrow_entry <= narrow_capacity, "narrow entry sizes");
    std::uint32_t current = 0;
    {
        std::uint32_t v[entries_per_thread];
        W d[entries_per_thread];
        uint2 range[entries_per_thread];
#pragma unroll
        for (int e = 0; e < entries_per_thread; ++e) {
            const std::uint32_t i = tid + e * block;
            if (i < input_count) {
                v[e] = load_cg(near_queue(p, input_queue) + i);
                d[e] = ops::load(p.distances + v[e]);
                range[e] = __ldg(p.ranges + v[e]);
            }
        }
        __syncthreads();
        relax.queue = current;
#pragma unroll
        for (int e = 0; e < entries_per_thread; ++e)
            if (tid + e * block < input_count) relax.push_near(v[e], d[e], range[e]);
        __syncthreads();
    }

    // Hands the search to the grid: queue `queue`'s entries join the spilled ones in
    // global near queue 0, and the control block describes the next phase.
    auto publish = [&](std::uint32_t kind, std::uint32_t queue) {
        if (kind == phase_relax) {
            const std::uint32_t count = min(s.count[queue], narrow_capacity);
            for (std::uint32_t i = tid; i < count; i += block) {
                const std::uint32_t v = s.narrow.vertex[queue][i];
                if (v == backend_api::no_vertex) continue;
                if (atomicExch(p.stamp + v, relax.phase) != relax.phase) p.near0[atomicAdd(&s.spilled, 1u)] = v;
            }
        }
        const W least = block_minimum<block, W>::compute(relax.far_min, s.minimum);  // synchronizes
        if (tid == 0) {
            *next_kind = kind;
            control->queue = 0;
            control->in_count = kind == phase_relax ? s.spilled : 0;
            control->out_count = 0;
            control->phase_id = relax.phase + 1;
            control->far_buffer = relax.far_buffer;
            control->far_count = s.far_count;
            control->far_kept = 0;
            control->tile_cursor = 0;
            control->threshold = relax.threshold;
            control->previous_threshold = relax.previous;
            control->far_min = least;
        }
    };
    // Every thread reads the flag before any thread of the first phase below can set it
    // (a push that overflows): the block must take one branch.
    if (__syncthreads_or(s.overflow != 0)) {
        publish(phase_relax, current);
        return;
    }

    for (;;) {
        if (s.count[current] == 0) {
            // The bucket is settled. Open the next one at the nearest far distance.
            const W least = block_minimum<block, W>::compute(relax.far_min, s.minimum);
            const std::uint32_t far_count = s.far_count;
            if (far_count == 0) {
                if (tid == 0) {
                    *next_kind = phase_done;
                    control->phase_id = relax.phase;
                }
                return;
            }
            relax.previous = relax.threshold;
            relax.threshold = next_threshold(least, p.delta);
            relax.far_min = no_path<W>();
            ++relax.phase;
            if (far_count > narrow_far_limit) {
                // publish's minimum sees only no_path, so the grid's split starts afresh.
                publish(phase_split, current);
                return;
            }
            relax.queue = current;
            const std::uint32_t* pile = far_pile(p, relax.far_buffer);
            std::uint32_t* kept_pile = far_pile(p, relax.far_buffer ^ 1);
            for (std::uint32_t i = tid; i < far_count; i += block) {
                const std::uint32_t v = load_cg(pile + i);
                const W d = ops::load(p.distances + v);
                const uint2 range = __ldg(p.ranges + v);
                if (d < relax.previous) {
                    p.in_far[v] = 0;  // settled in an earlier bucket
                } else if (d < relax.threshold) {
                    p.in_far[v] = 0;
                    relax.push_near(v, d, range);
                } else {
                    kept_pile[atomicAdd(&s.kept, 1u)] = v;
                    relax.far_min = smaller(relax.far_min, d);
                }
            }
            __syncthreads();
            relax.far_buffer ^= 1;
            const bool overflow = s.overflow != 0;
            __syncthreads();
            if (tid == 0) {
                s.far_count = s.kept;
                s.kept = 0;
            }
            if (overflow) {
                publish(phase_relax, current);
                return;
            }
            __syncthreads();
            continue;
        }

        const std::uint32_t next = current ^ 1;
        ++relax.phase;
        relax.queue = next;
        relax_narrow_queue(relax, current);
        if (s.overflow) {
            publish(phase_relax, next);
            return;
        }
        if (tid == 0) {
            s.count[current] = 0;
            s.edges[current] = 0;
        }
        current = next;
        __syncthreads();
    }
}

}  // namespace sssp
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
