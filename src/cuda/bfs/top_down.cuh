// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Vertex-parallel top-down expansion of small frontiers, for the persistent kernel.
//
// Road networks spend thousands of levels on frontiers of a few hundred vertices of
// degree 2 to 4, so a level's time is the length of its chain of dependent memory
// accesses, not bandwidth. The expansion therefore gathers all edges a lane owns before
// using any of them: the target loads, the claims and (where counted) the winners'
// degree loads are each issued together, K at a time, and the winners go to the next
// frontier with one reservation per warp.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_BFS_TOP_DOWN_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_BFS_TOP_DOWN_CUH

#include "cuda/bfs/primitives.cuh"

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace bfs {

// Edges gathered per lane and round.
constexpr int top_down_slots = 8;

// Starts moving the cache line of v's adjacency offsets into L2 without waiting for it:
// the next level reads them first thing.
__device__ __forceinline__ void prefetch_offsets(const device_graph& g, std::uint32_t v)
{
    asm volatile("prefetch.global.L2 [%0];" ::"l"(g.offsets + v));
}

// Expands E adjacency lists per lane: vertex u[x] with out-edges targets[b[x] ..
// b[x] + d[x]). Lists longer than WarpList go to the whole warp, one list at a time;
// the rest are numbered across the lane's lists and taken K per round. claim(v) says
// whether this thread is the one that visits v. With CountDegrees the winners' out-
// degrees go to the sink's counters (one more memory round trip); without, the
// winners' offsets are only prefetched into L2. Called by all lanes.
template <int E, int WarpList, bool CountDegrees, class Claim, class Sink>
__device__ __forceinline__ void expand_lists(const device_graph& g, const search_arrays& a,
                                             const std::uint32_t (&u)[E], const std::uint32_t (&b)[E],
                                             std::uint32_t (&d)[E], std::uint32_t level, const Claim& claim,
                                             const Sink& sink)
{
    constexpr int K = top_down_slots;
    const unsigned lane = lane_id();
#pragma unroll
    for (int x = 0; x < E; ++x) {
        unsigned owners = __ballot_sync(full_warp, d[x] > WarpList);
        while (owners) {
            const unsigned owner = __ffs(owners) - 1;
            owners &= owners - 1;
            const std::uint32_t list_vertex = __shfl_sync(full_warp, u[x], owner);
            const std::uint32_t begin = __shfl_sync(full_warp, b[x], owner);
            const std::uint32_t end = begin + __shfl_sync(full_warp, d[x], owner);
            for (std::uint32_t e0 = begin; e0 < end; e0 += 32) {
                const std::uint32_t e = e0 + lane;
                bool won = false;
                std::uint32_t v = 0, degree = 0;
                if (e < end) {
                    v = g.targets[e];
                    if (claim(v)) {
                        won = true;
                        a.hops[v] = level + 1;
                        a.parents[v] = list_vertex;
                        if (CountDegrees)
                            degree = g.degree(v);
                        else
                            prefetch_offsets(g, v);
                    }
                }
                sink.push(won, v, degree);
            }
        }
        if (d[x] > WarpList) d[x] = 0;
    }

    // Edge j of the lane belongs to the last list x with start[x] <= j.
    std::uint32_t start[E + 1];
    start[0] = 0;
#pragma unroll
    for (int x = 0; x < E; ++x) start[x + 1] = start[x] + d[x];
    const std::uint32_t total = start[E];
    for (std::uint32_t round = 0; __any_sync(full_warp, round < total); round += K) {
        std::uint32_t v[K];
        unsigned valid = 0;
#pragma unroll
        for (int k = 0; k < K; ++k) {
            const std::uint32_t j = round + k;
            v[k] = 0;
            if (j < total) {
                valid |= 1u << k;
                std::uint32_t edge = b[0] + j;
#pragma unroll
                for (int x = 1; x < E; ++x)
                    if (j >= start[x]) edge = b[x] + (j - start[x]);
                v[k] = g.targets[edge];
            }
        }
        unsigned won = 0;
#pragma unroll
        for (int k = 0; k < K; ++k)
            if (((valid >> k) & 1u) && claim(v[k])) won |= 1u << k;
        std::uint32_t degree_sum = 0, degree_max = 0;
#pragma unroll
        for (int k = 0; k < K; ++k) {
            if ((won >> k) & 1u) {
                const std::uint32_t j = round + k;
                std::uint32_t parent = u[0];
#pragma unroll
                for (int x = 1; x < E; ++x)
                    if (j >= start[x]) parent = u[x];
                a.hops[v[k]] = level + 1;
                a.parents[v[k]] = parent;
                if (CountDegrees) {
                    const std::uint32_t degree = g.degree(v[k]);
                    degree_sum += degree;
                    degree_max = max(degree_max, degree);
                } else {
                    prefetch_offsets(g, v[k]);
                }
            }
        }
        sink.push_batch(won, v, degree_sum, degree_max);
    }
}

// Claims through the visited bitmap (in global or shared memory).
struct bitmap_claim {
    std::uint32_t* bits;
    __device__ __forceinline__ bool operator()(std::uint32_t v) const { return claim(bits, v); }
};

// One top-down level over frontier[0, size) in global memory, for the whole grid: the
// caller's warps start at warp-aligned positions first_warp_item and step by stride (a
// multiple of 32); each lane takes two vertices per step, first_warp_item + lane and
// that plus stride. With CountDegrees the winners' degrees are counted; otherwise the
// out-degrees of the frontier expanded are added to frontier_edges (per lane).
template <int WarpList, bool CountDegrees, class Sink>
__device__ __forceinline__ void expand_small_frontier(const device_graph& g, const search_arrays& a,
                                                      const std::uint32_t* frontier, std::uint32_t size,
                                                      std::uint32_t level, std::uint32_t first_warp_item,
                                                      std::uint32_t stride, const Sink& sink,
                                                      unsigned long long& frontier_edges)
{
    const unsigned lane = lane_id();
    for (std::uint32_t base = first_warp_item; base < size; base += 2 * stride) {
        std::uint32_t u[2] = {0, 0}, b[2] = {0, 0}, d[2] = {0, 0};
#pragma unroll
        for (int x = 0; x < 2; ++x) {
            const std::uint32_t i = base + x * stride + lane;
            if (i < size) {
                u[x] = frontier[i];
                b[x] = g.offsets[u[x]];
                d[x] = g.offsets[u[x] + 1] - b[x];
            }
        }
        if (!CountDegrees) frontier_edges += d[0] + d[1];
        expand_lists<2, WarpList, CountDegrees>(g, a, u, b, d, level, bitmap_claim{a.visited}, sink);
    }
}

}  // namespace bfs
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
