// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The all-pairs kernel: every block runs complete delta-stepping searches, one source at
// a time, taking the next row of the batch from an atomic cursor. Thousands of searches
// run at once, so the device is full even when each search alone would leave it nearly
// idle (a road network's frontier is a few hundred vertices), and a block synchronizes
// with __syncthreads only.
//
// A search works in its row of the batch (the distances are the result) and in the
// block's own scratch: stamps, far flags, two near queues and two far piles of
// vertex_count entries each. The phases are those of the single-source kernel
// (single_source_kernel.cuh), run by one block. Stamps persist across the block's searches
// and across launches (phase ids keep increasing), so they are never cleared; far flags
// are all clear again when a search ends with an empty far pile.
//
// After the search the block derives the row's parents when asked (parents.cuh)
// and decodes the row: distances at or above infinite_threshold become caller_infinity;
// with Johnson's potentials the others are restored, (p(v) - p(s)) + d'(s, v), except in
// a row whose parents the host completes: that needs the reweighted distances, and the
// host restores the row afterwards (all_pairs.cu).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_SSSP_ALL_PAIRS_KERNEL_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_SSSP_ALL_PAIRS_KERNEL_CUH

#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>
#include "cuda/sssp/expand.cuh"
#include "cuda/sssp/parents.cuh"

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace sssp {

constexpr int all_pairs_block = 256;
// Words of scratch per block, in units of vertex_count.
constexpr std::size_t all_pairs_scratch_words = 6;

template <class W>
struct all_pairs_params {
    device_graph<W> graph;
    std::uint32_t first_source;   // row r of the batch is row first_source + r of the call
    const std::uint32_t* sources; // row r of the batch searches from sources[r] (null: from
                                  // first_source + r); a device holds only its batch's sources
    std::uint32_t row_count;
    W* rows;                      // row_count rows of vertex_count distances
    std::uint32_t* parent_rows;   // the same shape, or null
    std::uint32_t* unresolved;    // per row: reached vertices left without a parent
    std::uint32_t* scratch;       // all_pairs_scratch_words * vertex_count words per block
    std::uint32_t* phase_ids;     // per block: the last phase id its stamps used
    std::uint32_t* cursor;        // the next row to take
    const W* potentials;          // Johnson's potentials, or null
    W delta;
    W infinite_threshold;
    W caller_infinity;
};

constexpr int all_pairs_edges_per_thread = 4;
constexpr int all_pairs_owner_table = 8 * all_pairs_block;

template <class W>
struct all_pairs_storage {
    expand_storage<all_pairs_block, 1, all_pairs_owner_table> expand;
    typename block_minimum<all_pairs_block, W>::storage_type minimum;
    // The tile of near vertices being expanded.
    std::uint32_t vertex[all_pairs_block];
    std::uint32_t begin[all_pairs_block];
    std::uint32_t end[all_pairs_block];
    W distance[all_pairs_block];
    std::uint32_t row;
    std::uint32_t in_count;
    std::uint32_t out_count;
    std::uint32_t far_count;
    std::uint32_t kept;
    std::uint32_t missing;
};

// The block's scratch arrays.
struct search_scratch {
    std::uint32_t* stamp;
    std::uint32_t* in_far;
    std::uint32_t* near0;
    std::uint32_t* near1;
    std::uint32_t* far0;
    std::uint32_t* far1;

    __device__ std::uint32_t* near(std::uint32_t which) const { return which ? near1 : near0; }
    __device__ std::uint32_t* far(std::uint32_t which) const { return which ? far1 : far0; }
};

// A search's relaxations: near vertices join the next queue once per phase (by stamp), far
// vertices the far pile once (by flag).
template <class W>
struct row_relax {
    struct ticket {
        W old;
    };
    W* distances;
    const search_scratch& scratch;
    all_pairs_storage<W>& s;
    std::uint32_t* output;
    std::uint32_t* pile;
    W threshold;
    std::uint32_t phase;
    W far_min;

    __device__ __forceinline__ ticket issue(std::uint32_t target, W candidate)
    {
        return ticket{distance_ops<W>::atomic_min(distances + target, candidate)};
    }
    __device__ __forceinline__ void settle(std::uint32_t target, W candidate, const ticket& t)
    {
        if (!(candidate < t.old)) return;
        if (candidate < threshold) {
            if (atomicExch(scratch.stamp + target, phase) != phase) output[aggregated_slot(&s.out_count)] = target;
        } else {
            far_min = smaller(far_min, candidate);
            if (atomicExch(scratch.in_far + target, 1u) == 0) pile[aggregated_slot(&s.far_count)] = target;
        }
    }
};

// One search from `source` into `distances`. Called by all threads of the block.
template <class W>
__device__ void search_from(const all_pairs_params<W>& p, all_pairs_storage<W>& s, const search_scratch& scratch,
                            std::uint32_t source, W* distances, std::uint32_t& phase)
{
    constexpr int block = all_pairs_block;
    using ops = distance_ops<W>;
    const std::uint32_t n = p.graph.vertex_count;
    const std::uint32_t tid = threadIdx.x;

    for (std::uint32_t v = tid; v < n; v += block) distances[v] = no_path<W>();
    __syncthreads();
    if (tid == 0) {
        distances[source] = W(0);
        scratch.near0[0] = source;
        s.in_count = 1;
        s.out_count = 0;
        s.far_count = 0;
        s.kept = 0;
    }
    __syncthreads();

    row_relax<W> relax{distances, scratch, s, nullptr, nullptr, next_threshold(W(0), p.delta), phase, no_path<W>()};
    W previous = W(0);
    std::uint32_t queue = 0, far_buffer = 0;
    for (;;) {
        const std::uint32_t count = s.in_count;
        std::uint32_t* output = scratch.near(queue ^ 1);
        ++relax.phase;
        if (count == 0) {
            // The bucket is settled: open the next one at the nearest far distance.
            const W least = block_minimum<block, W>::compute(relax.far_min, s.minimum);
            const std::uint32_t far_count = s.far_count;
            if (far_count == 0) break;
            previous = relax.threshold;
            relax.threshold = next_threshold(least, p.delta);
            relax.far_min = no_path<W>();
            const std::uint32_t phase_id = relax.phase;
            const std::uint32_t* pile = scratch.far(far_buffer);
            std::uint32_t* kept_pile = scratch.far(far_buffer ^ 1);
            for (std::uint32_t i = tid; i < far_count; i += block) {
                const std::uint32_t v = __ldcg(pile + i);
                const W d = ops::load(distances + v);
                if (d < previous) {
                    scratch.in_far[v] = 0;  // settled in an earlier bucket
                } else if (d < relax.threshold) {
                    scratch.in_far[v] = 0;
                    if (atomicExch(scratch.stamp + v, phase_id) != phase_id) output[aggregated_slot(&s.out_count)] = v;
                } else {
                    kept_pile[aggregated_slot(&s.kept)] = v;
                    relax.far_min = smaller(relax.far_min, d);
                }
            }
            far_buffer ^= 1;
            __syncthreads();
            if (tid == 0) {
                s.far_count = s.kept;
                s.kept = 0;
            }
        } else {
            const std::uint32_t* input = scratch.near(queue);
            relax.output = output;
            relax.pile = scratch.far(far_buffer);
            for (std::uint32_t base = 0; base < count; base += block) {
                const std::uint32_t i = base + tid;
                if (i < count) {
                    const std::uint32_t v = __ldcg(input + i);
                    s.vertex[tid] = v;
                    s.distance[tid] = ops::load(distances + v);
                    s.begin[tid] = __ldg(p.graph.offsets + v);
                    s.end[tid] = __ldg(p.graph.offsets + v + 1);
                }
                __syncthreads();
                const frontier_items<W> items{s.vertex, s.distance, s.begin, s.end};
                relax_out_edges<block, 1, all_pairs_edges_per_thread>(items, min(count - base, std::uint32_t(block)),
                                                                       static_cast<const W*>(nullptr), p.graph,
                                                                       s.expand, relax);
            }
        }
        if (tid == 0) {
            s.in_count = s.out_count;
            s.out_count = 0;
        }
        queue ^= 1;
        __syncthreads();
    }
    phase = relax.phase;
}

// Parents of the row (see parents.cuh), the count of those left to the host, and
// the decoded (and restored) row. Called by all threads of the block.
template <class W>
__device__ void finish_row(const all_pairs_params<W>& p, all_pairs_storage<W>& s, std::uint32_t row,
                           std::uint32_t source, W* distances)
{
    constexpr int block = all_pairs_block;
    const std::uint32_t n = p.graph.vertex_count;
    const std::uint32_t m = p.graph.edge_count;
    const std::uint32_t tid = threadIdx.x;
    bool restore = p.potentials != nullptr;
    if (p.parent_rows) {
        std::uint32_t* parents = p.parent_rows + std::size_t(row) * n;
        for (std::uint32_t v = tid; v < n; v += block) parents[v] = v == source ? source : backend_api::no_vertex;
        if (tid == 0) s.missing = 0;
        __syncthreads();
        // Each thread offers one contiguous run of edges.
        const std::uint64_t per_thread = (std::uint64_t(m) + block - 1) / block;
        const std::uint64_t first = per_thread * tid < m ? per_thread * tid : m;
        const std::uint64_t last = first + per_thread < m ? first + per_thread : m;
        offer_parents(p.graph, distances, p.infinite_threshold, parents, static_cast<std::uint32_t>(first),
                      static_cast<std::uint32_t>(last));
        __syncthreads();
        std::uint32_t missing = 0;
        for (std::uint32_t v = tid; v < n; v += block) finish_parent(v, distances, p.infinite_threshold, parents, missing);
        if (missing) atomicAdd(&s.missing, missing);
        __syncthreads();
        if (tid == 0) p.unresolved[row] = s.missing;
        restore = restore && s.missing == 0;
    }
    if (restore) {
        const W from = p.potentials[source];
        for (std::uint32_t v = tid; v < n; v += block) {
            const W d = distances[v];
            distances[v] = d < p.infinite_threshold ? (__ldg(p.potentials + v) - from) + d : p.caller_infinity;
        }
        return;
    }
    for (std::uint32_t v = tid; v < n; v += block)
        if (!(distances[v] < p.infinite_threshold)) distances[v] = p.caller_infinity;
}

template <class W>
__global__ void __launch_bounds__(all_pairs_block) all_pairs_kernel(all_pairs_params<W> p)
{
    __shared__ all_pairs_storage<W> s;
    const std::size_t n = p.graph.vertex_count;
    std::uint32_t* base = p.scratch + std::size_t(blockIdx.x) * all_pairs_scratch_words * n;
    const search_scratch scratch{base, base + n, base + 2 * n, base + 3 * n, base + 4 * n, base + 5 * n};
    std::uint32_t phase = p.phase_ids[blockIdx.x];
    for (;;) {
        if (threadIdx.x == 0) s.row = atomicAdd(p.cursor, 1u);
        __syncthreads();
        const std::uint32_t row = s.row;
        __syncthreads();
        if (row >= p.row_count) break;
        const std::uint32_t source = p.sources ? p.sources[row] : p.first_source + row;
        W* distances = p.rows + std::size_t(row) * n;
        search_from(p, s, scratch, source, distances, phase);
        finish_row(p, s, row, source, distances);
        __syncthreads();
    }
    if (threadIdx.x == 0) p.phase_ids[blockIdx.x] = phase;
}

}  // namespace sssp
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
