// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The breadth-first search's kernels that the host launches once per step: set-up,
// the reverse graph, the load-balanced top-down step for large frontiers and the
// bottom-up step. The persistent kernel for runs of small frontiers is in
// persistent.cuh.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_BFS_KERNELS_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_BFS_KERNELS_CUH

#include "cuda/bfs/primitives.cuh"

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace bfs {

__device__ __forceinline__ std::uint32_t global_thread() { return blockIdx.x * blockDim.x + threadIdx.x; }
__device__ __forceinline__ std::uint32_t grid_threads() { return gridDim.x * blockDim.x; }

// Every vertex unreached and its own parent; the visited bits past the last vertex set.
__global__ void initialize_search(search_arrays a, std::uint32_t vertex_count)
{
    const std::uint32_t words = (vertex_count + 31) / 32;
    for (std::uint32_t v = global_thread(); v < vertex_count; v += grid_threads()) {
        a.hops[v] = unreached;
        a.parents[v] = v;
    }
    for (std::uint32_t w = global_thread(); w < words; w += grid_threads()) {
        const std::uint32_t valid = vertex_count - w * 32;
        a.visited[w] = valid >= 32 ? 0u : ~((1u << valid) - 1u);
    }
}

// Level 0: each distinct source claimed once and put in the first queue.
__global__ void seed_sources(device_graph g, search_arrays a, const std::uint32_t* sources, std::uint32_t count,
                             std::uint32_t* queue, frontier_counters* counters)
{
    for (std::uint32_t i = global_thread(); i < count; i += grid_threads()) {
        const std::uint32_t s = sources[i];
        if (!claim(a.visited, s)) continue;
        a.hops[s] = 0;
        const std::uint32_t degree = g.degree(s);
        queue[atomicAdd(&counters->size, 1u)] = s;
        atomicAdd(&counters->edges, static_cast<unsigned long long>(degree));
        atomicMax(&counters->max_degree, degree);
    }
}

// The frontier as a bitmap, for bottom-up steps (the caller clears bits first).
__global__ void mark_frontier(const std::uint32_t* queue, std::uint32_t size, std::uint32_t* bits)
{
    for (std::uint32_t i = global_thread(); i < size; i += grid_threads()) {
        const std::uint32_t v = queue[i];
        atomicOr(&bits[v >> 5], 1u << (v & 31));
    }
}

// Reverse graph, pass 1: in-degrees.
__global__ void count_in_edges(device_graph g, std::uint32_t* in_degree)
{
    for (std::uint32_t e = global_thread(); e < g.edge_count; e += grid_threads()) atomicAdd(&in_degree[g.targets[e]], 1u);
}

// Reverse graph, pass 2: each edge u->v written into v's list at a slot taken from
// v's cursor. A warp per vertex, so long lists are shared by 32 lanes.
__global__ void scatter_in_edges(device_graph g, std::uint32_t* cursor, std::uint32_t* sources)
{
    const std::uint32_t warps = grid_threads() / 32;
    for (std::uint32_t u = global_thread() / 32; u < g.vertex_count; u += warps) {
        const std::uint32_t end = g.offsets[u + 1];
        for (std::uint32_t e = g.offsets[u] + lane_id(); e < end; e += 32) sources[atomicAdd(&cursor[g.targets[e]], 1u)] = u;
    }
}

// First index i in [lo, hi) with scan[i] > key, minus one: the frontier entry whose
// out-edges hold edge number key.
__device__ __forceinline__ std::uint32_t owner_of(const std::uint32_t* scan, std::uint32_t lo, std::uint32_t hi,
                                                  std::uint32_t key)
{
    while (lo < hi) {
        const std::uint32_t mid = lo + (hi - lo) / 2;
        if (scan[mid] <= key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo - 1;
}

// Top-down step for a large frontier, balanced over edges rather than vertices: edge k
// of the frontier (in the order of the exclusive scan of its out-degrees) goes to
// thread k of the grid, which finds its frontier vertex by binary search. Each block
// first narrows the search to the entries covering its tile of edges, and appends what
// it discovers with one reservation (block_reserve).
template <int Threads, int Items>
__global__ void __launch_bounds__(Threads) expand_load_balanced(device_graph g, search_arrays a,
                                                                const std::uint32_t* frontier,
                                                                const std::uint32_t* scan, std::uint32_t size,
                                                                std::uint32_t total_edges, std::uint32_t level,
                                                                std::uint32_t* next_queue, search_control* control)
{
    __shared__ block_reserve_storage<Threads> reservation;
    __shared__ std::uint32_t range[2];
    if (blockIdx.x == 0 && threadIdx.x == 0) clear_slot_after_next(control, level);
    constexpr std::uint32_t tile = Threads * Items;
    // 64-bit positions: the last tile may reach past 2^32 - 1.
    const unsigned long long tile_begin = static_cast<unsigned long long>(blockIdx.x) * tile;
    const unsigned long long tile_end = min(static_cast<unsigned long long>(total_edges), tile_begin + tile);
    if (threadIdx.x == 0) range[0] = owner_of(scan, 0, size, static_cast<std::uint32_t>(tile_begin));
    if (threadIdx.x == 32 % Threads) range[1] = owner_of(scan, 0, size, static_cast<std::uint32_t>(tile_end - 1)) + 1;
    __syncthreads();
    const std::uint32_t lo = range[0], hi = range[1];
    std::uint32_t found[Items];
    unsigned won = 0;
    std::uint32_t degree_sum = 0, degree_max = 0;
#pragma unroll
    for (int j = 0; j < Items; ++j) {
        const unsigned long long position = tile_begin + static_cast<unsigned long long>(j) * Threads + threadIdx.x;
        found[j] = 0;
        if (position < tile_end) {
            const std::uint32_t k = static_cast<std::uint32_t>(position);
            const std::uint32_t i = owner_of(scan, lo, hi, k);
            const std::uint32_t u = frontier[i];
            const std::uint32_t v = g.targets[g.offsets[u] + (k - scan[i])];
            // A plain read first: most edges of a large frontier lead to visited vertices,
            // and an atomic on each would queue up on the popular words.
            if (!is_set(a.visited, v) && claim(a.visited, v)) {
                won |= 1u << j;
                found[j] = v;
                a.hops[v] = level + 1;
                a.parents[v] = u;
                const std::uint32_t degree = g.degree(v);
                degree_sum += degree;
                degree_max = max(degree_max, degree);
            }
        }
    }
    std::uint32_t position = block_reserve<Threads>(static_cast<std::uint32_t>(__popc(won)), degree_sum, degree_max,
                                                    &control->slot[(level + 1) % 3], reservation);
#pragma unroll
    for (int j = 0; j < Items; ++j)
        if ((won >> j) & 1u) next_queue[position++] = found[j];
}

// In-edges a lane examines per round of a bottom-up step: their sources and then the
// sources' frontier bits are loaded together, so a vertex that scans many in-edges
// waits for two memory round trips per K edges rather than per edge.
constexpr int bottom_up_slots = 4;

// Bottom-up step: each warp takes WordsPerWarp consecutive visited words, a lane per
// vertex. Each unvisited vertex scans its in-edges for a vertex of the frontier and
// stops at the first. The warp owns its words of visited and of the next frontier
// bitmap, so it writes them with plain stores; every word of next_bits is written. The
// block appends its discoveries with one reservation (block_reserve).
template <int Threads, int WordsPerWarp>
__global__ void __launch_bounds__(Threads) expand_bottom_up(device_graph g, device_in_edges in, search_arrays a,
                                                            const std::uint32_t* frontier_bits, std::uint32_t* next_bits,
                                                            std::uint32_t level, std::uint32_t* next_queue,
                                                            search_control* control)
{
    constexpr int K = bottom_up_slots;
    __shared__ block_reserve_storage<Threads> reservation;
    if (blockIdx.x == 0 && threadIdx.x == 0) clear_slot_after_next(control, level);
    const std::uint32_t words = (g.vertex_count + 31) / 32;
    const std::uint32_t first_word = (blockIdx.x * (Threads / 32) + threadIdx.x / 32) * WordsPerWarp;
    const unsigned lane = lane_id();
    unsigned found_words = 0;  // bit j: this lane's vertex of word first_word + j was found
    std::uint32_t degree_sum = 0, degree_max = 0;
#pragma unroll 1
    for (int j = 0; j < WordsPerWarp; ++j) {
        const std::uint32_t w = first_word + j;
        if (w >= words) break;  // uniform across the warp
        const std::uint32_t seen = a.visited[w];
        if (seen == ~0u) {  // all 32 visited
            if (lane == 0) next_bits[w] = 0;
            continue;
        }
        const std::uint32_t v = w * 32 + lane;
        std::uint32_t e = 0, end = 0;
        if (!((seen >> lane) & 1u)) {
            e = in.offsets[v];
            end = in.offsets[v + 1];
        }
        bool found = false;
        std::uint32_t parent = 0;
        while (__any_sync(full_warp, e < end)) {
            if (e < end) {
                std::uint32_t u[K], bits[K];
#pragma unroll
                for (int k = 0; k < K; ++k) u[k] = e + k < end ? in.sources[e + k] : 0u;
#pragma unroll
                for (int k = 0; k < K; ++k) bits[k] = e + k < end ? frontier_bits[u[k] >> 5] : 0u;
#pragma unroll
                for (int k = K - 1; k >= 0; --k)
                    if (e + k < end && ((bits[k] >> (u[k] & 31)) & 1u)) {
                        found = true;
                        parent = u[k];  // the first in-edge of the round that hits
                    }
                e = found ? end : e + K;
            }
        }
        const unsigned discovered = __ballot_sync(full_warp, found);
        if (lane == 0) {
            next_bits[w] = discovered;
            if (discovered) a.visited[w] = seen | discovered;
        }
        if (found) {
            found_words |= 1u << j;
            a.hops[v] = level + 1;
            a.parents[v] = parent;
            const std::uint32_t degree = g.degree(v);
            degree_sum += degree;
            degree_max = max(degree_max, degree);
        }
    }
    std::uint32_t position = block_reserve<Threads>(static_cast<std::uint32_t>(__popc(found_words)), degree_sum,
                                                    degree_max, &control->slot[(level + 1) % 3], reservation);
    for (int j = 0; j < WordsPerWarp; ++j)
        if ((found_words >> j) & 1u) next_queue[position++] = (first_word + j) * 32 + lane;
}

}  // namespace bfs
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
