// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Device-side building blocks of the breadth-first search: the data every kernel sees,
// the claim of a vertex, and warp-aggregated appends to a frontier queue.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_BFS_PRIMITIVES_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_BFS_PRIMITIVES_CUH

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace bfs {

constexpr unsigned full_warp = 0xffffffffu;
constexpr std::uint32_t unreached = 0xffffffffu;

// The whole warp's sum and maximum, in every lane: the warp reductions of sm_80 and
// later, butterfly shuffles before them.
__device__ __forceinline__ std::uint32_t warp_reduce_add(std::uint32_t value)
{
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
    return __reduce_add_sync(full_warp, value);
#else
#pragma unroll
    for (int d = 16; d > 0; d /= 2) value += __shfl_xor_sync(full_warp, value, d);
    return value;
#endif
}
__device__ __forceinline__ std::uint32_t warp_reduce_max(std::uint32_t value)
{
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
    return __reduce_max_sync(full_warp, value);
#else
#pragma unroll
    for (int d = 16; d > 0; d /= 2) value = max(value, __shfl_xor_sync(full_warp, value, d));
    return value;
#endif
}

// Forward CSR of the graph (read-only for the whole search).
struct device_graph {
    const std::uint32_t* __restrict__ offsets;
    const std::uint32_t* __restrict__ targets;
    std::uint32_t vertex_count;
    std::uint32_t edge_count;

    __device__ std::uint32_t degree(std::uint32_t v) const { return offsets[v + 1] - offsets[v]; }
};

// In-edge lists: the sources of the edges into v are sources[offsets[v] .. offsets[v+1]).
struct device_in_edges {
    const std::uint32_t* __restrict__ offsets;
    const std::uint32_t* __restrict__ sources;
};

// Per-vertex results and the visited bitmap. A vertex is claimed by the one atomicOr
// that sets its visited bit; only the claimer writes its hops and parent. Bits past the
// last vertex are set from the start, so whole-word scans never see them as unvisited.
struct search_arrays {
    std::uint32_t* hops;
    std::uint32_t* parents;
    std::uint32_t* visited;
};

// Size, out-edge total and largest out-degree of one frontier.
struct frontier_counters {
    std::uint32_t size;
    std::uint32_t max_degree;
    unsigned long long edges;
};

// State of the level loop, shared between the host and the kernels. The frontier of
// level L is queue[L & 1], described by slot[L % 3]; three slots let the kernels clear
// the slot of level L + 2 while level L + 1's is being filled and level L's is read.
// Every kernel that fills slot[(L + 1) % 3] for level L clears slot[(L + 2) % 3] (the
// slot of level L - 1, read by nobody any more), so the host never writes the block
// during a search; it only reads it back after each launch.
struct search_control {
    frontier_counters slot[3];
    std::uint32_t level;               // written by the persistent kernel when it returns
    std::uint32_t reached;             // ...
    unsigned long long visited_edges;  // ... out-edges of all vertices visited so far
    std::uint32_t grid_levels;         // levels the persistent kernel expanded with the whole grid
    std::uint32_t block_levels;        // ... with one block
    // Out-edges of the frontiers that uncounted grid levels produced and expanded (a
    // running total over the search; see persistent_top_down).
    unsigned long long uncounted_edges;
    // The barrier words of the persistent kernel's local-queue levels (level L uses
    // local_barrier[L % 3]) and their values when last passed. They only ever grow: a
    // barrier is passed when a word has grown by one arrival per block since then.
    unsigned long long local_barrier[3];
    unsigned long long local_barrier_passed[3];
};

// Called by one thread of a step kernel for level L.
__device__ __forceinline__ void clear_slot_after_next(search_control* control, std::uint32_t level)
{
    control->slot[(level + 2) % 3] = frontier_counters{0, 0, 0};
}

__device__ __forceinline__ bool claim(std::uint32_t* visited, std::uint32_t v)
{
    const std::uint32_t bit = 1u << (v & 31);
    return !(atomicOr(&visited[v >> 5], bit) & bit);
}

__device__ __forceinline__ bool is_set(const std::uint32_t* bits, std::uint32_t v)
{
    return (bits[v >> 5] >> (v & 31)) & 1u;
}

__device__ __forceinline__ unsigned lane_id() { return threadIdx.x & 31u; }

// Reads a value another block may have written before the last grid barrier, bypassing
// any copy the compiler keeps in a register.
template <class T>
__device__ __forceinline__ T load_volatile(const T& value)
{
    return *const_cast<const volatile T*>(&value);
}

__device__ __forceinline__ frontier_counters load_counters(const frontier_counters& c)
{
    frontier_counters out;
    out.size = load_volatile(c.size);
    out.max_degree = load_volatile(c.max_degree);
    out.edges = load_volatile(c.edges);
    return out;
}

// Warp-wide exclusive prefix sum of count; total gets the warp's sum. All lanes call.
__device__ __forceinline__ std::uint32_t warp_exclusive_sum(std::uint32_t count, std::uint32_t& total)
{
    std::uint32_t inclusive = count;
#pragma unroll
    for (int d = 1; d < 32; d <<= 1) {
        const std::uint32_t other = __shfl_up_sync(full_warp, inclusive, d);
        if (lane_id() >= static_cast<unsigned>(d)) inclusive += other;
    }
    total = __shfl_sync(full_warp, inclusive, 31);
    return inclusive - count;
}

// Where a step puts the vertices it discovers: a queue with per-frontier counters, in
// shared or global memory. Positions at or past capacity go to overflow[position]
// instead of queue (the block queue in shared memory spills to the global one this
// way). The push functions are called by all 32 lanes of a warp, and reserve queue
// space with one atomic per warp. Without CountDegrees only the size is counted.
template <class Counters, bool CountDegrees = true>
struct frontier_sink {
    std::uint32_t* queue;
    std::uint32_t capacity;
    std::uint32_t* overflow;
    Counters* counters;

    __device__ __forceinline__ void store(std::uint32_t position, std::uint32_t v) const
    {
        if (position < capacity)
            queue[position] = v;
        else
            overflow[position] = v;
    }

    // Reserves count entries for the warp (count: this lane's share); returns this
    // lane's first position.
    __device__ __forceinline__ std::uint32_t reserve(std::uint32_t count, std::uint32_t degree_sum,
                                                     std::uint32_t degree_max, bool& any) const
    {
        std::uint32_t total;
        const std::uint32_t offset = warp_exclusive_sum(count, total);
        any = total != 0;
        if (!any) return 0;
        std::uint32_t edges = 0, largest = 0;
        if (CountDegrees) {
            edges = warp_reduce_add(degree_sum);
            largest = warp_reduce_max(degree_max);
        }
        std::uint32_t base = 0;
        if (lane_id() == 0) {
            base = atomicAdd(&counters->size, total);
            if (CountDegrees) {
                atomicAdd(&counters->edges, static_cast<unsigned long long>(edges));
                atomicMax(&counters->max_degree, largest);
            }
        }
        return __shfl_sync(full_warp, base, 0) + offset;
    }

    // The lanes with take == true append v.
    __device__ __forceinline__ void push(bool take, std::uint32_t v, std::uint32_t degree) const
    {
        bool any;
        const std::uint32_t position = reserve(take ? 1u : 0u, take ? degree : 0u, take ? degree : 0u, any);
        if (take) store(position, v);
    }

    // Each lane appends v[k] for the bits k set in taken.
    template <int K>
    __device__ __forceinline__ void push_batch(unsigned taken, const std::uint32_t (&v)[K], std::uint32_t degree_sum,
                                               std::uint32_t degree_max) const
    {
        bool any;
        std::uint32_t position = reserve(static_cast<std::uint32_t>(__popc(taken)), degree_sum, degree_max, any);
        if (!any) return;
#pragma unroll
        for (int k = 0; k < K; ++k)
            if ((taken >> k) & 1u) store(position++, v[k]);
    }
};

// An unbounded sink in global memory.
__device__ __forceinline__ frontier_sink<frontier_counters> make_sink(std::uint32_t* queue, frontier_counters* counters)
{
    return frontier_sink<frontier_counters>{queue, unreached, queue, counters};
}

// Shared memory a block_reserve needs.
template <int Threads>
struct block_reserve_storage {
    std::uint32_t warp_count[Threads / 32];
    std::uint32_t warp_edges[Threads / 32];
    std::uint32_t warp_max[Threads / 32];
    std::uint32_t base;
};

// Block-wide reservation in a global queue: each thread passes how many entries it
// appends and their out-degrees' sum and maximum; gets its first position. One set of
// global atomics per block: when every warp of a wide step appended with its own
// atomics, the same-address atomics on the counters serialized the whole step. Called
// by all threads of the block.
template <int Threads>
__device__ __forceinline__ std::uint32_t block_reserve(std::uint32_t count, std::uint32_t degree_sum,
                                                       std::uint32_t degree_max, frontier_counters* counters,
                                                       block_reserve_storage<Threads>& storage)
{
    constexpr int warps = Threads / 32;
    const unsigned warp = threadIdx.x / 32;
    std::uint32_t warp_total;
    const std::uint32_t offset = warp_exclusive_sum(count, warp_total);
    const std::uint32_t edges = warp_reduce_add(degree_sum);
    const std::uint32_t largest = warp_reduce_max(degree_max);
    if (lane_id() == 0) {
        storage.warp_count[warp] = warp_total;
        storage.warp_edges[warp] = edges;
        storage.warp_max[warp] = largest;
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        std::uint32_t total = 0, block_edges = 0, block_max = 0;
        for (int w = 0; w < warps; ++w) {
            const std::uint32_t c = storage.warp_count[w];
            storage.warp_count[w] = total;  // now the warp's exclusive prefix
            total += c;
            block_edges += storage.warp_edges[w];
            block_max = max(block_max, storage.warp_max[w]);
        }
        std::uint32_t base = 0;
        if (total) {
            base = atomicAdd(&counters->size, total);
            atomicAdd(&counters->edges, static_cast<unsigned long long>(block_edges));
            atomicMax(&counters->max_degree, block_max);
        }
        storage.base = base;
    }
    __syncthreads();
    return storage.base + storage.warp_count[warp] + offset;
}

}  // namespace bfs
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
