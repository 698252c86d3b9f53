// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The persistent top-down kernel: one cooperative launch runs level after level for as
// long as the frontier stays small enough for a vertex-per-thread expansion, so a graph
// with thousands of levels (road networks) does not pay a launch and a host round trip
// per level.
//
// Two gears:
//   * frontier of at most block_frontier vertices: block 0 alone expands it, keeping the
//     frontier queues in shared memory and synchronizing with __syncthreads only; the
//     other blocks wait at the next grid barrier. When the visited bitmap fits in shared
//     memory (graphs up to about 1.5 million vertices) block 0 works on a copy of it
//     there, so a claim costs a shared-memory atomic instead of a trip to L2, and the
//     degrees of a frontier are summed when the next level reads its adjacency anyway.
//     A level then waits on two dependent global loads (offsets, then targets).
//   * larger frontiers: the whole grid expands each level from the global queues, with
//     one grid barrier per level. Where the graph's degrees are bounded, a frontier too
//     small for any limit or for a bottom-up step (uncounted_size) is expanded without
//     loading the winners' degrees (the next level's offsets are only prefetched): one
//     memory round trip less per level. The degrees are then summed when the frontier
//     is expanded, or by a counting pass before anything needs the frontier's counters.
//     Such levels keep each block's part of the frontier in its shared memory while it
//     stays small (run_local_levels), with a barrier that also carries the next
//     frontier's size.
// The kernel returns to the host when the frontier is empty, when direction-optimizing
// asks for a bottom-up step, or when the frontier is too large or holds a vertex of too
// high a degree for this expansion (the host then runs the load-balanced step).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_BFS_PERSISTENT_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_BFS_PERSISTENT_CUH

#include "cuda/bfs/primitives.cuh"
#include "cuda/bfs/top_down.cuh"

#include <cooperative_groups.h>

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace bfs {

struct persistent_parameters {
    device_graph graph;
    search_arrays arrays;
    std::uint32_t* queue[2];
    search_control* control;
    // Where the search stands: the frontier of level `level` is in queue[level & 1] and
    // control->slot[level % 3], and control->slot[(level + 1) % 3] is clear.
    std::uint32_t level;
    std::uint32_t reached;
    unsigned long long visited_edges;
    std::uint32_t block_frontier;          // block 0 alone expands frontiers up to this size
    bool shared_visited;                   // block 0 claims in a shared-memory copy of visited
    unsigned long long grid_edge_limit;    // return to the host above this many frontier edges
    std::uint32_t degree_limit;            // ... or when a frontier vertex has more out-edges
    std::uint32_t uncounted_size;          // grid levels up to this many vertices leave degrees uncounted
    // Uncounted grid levels keep each block's share of the frontier in its shared memory
    // while no block holds more than this many vertices (0: never). At most the block
    // queue's capacity over the largest out-degree, so a block's discoveries always fit.
    std::uint32_t local_limit;
    bool direction_optimizing;
    double alpha;
    double beta;
};

// Whether the frontier described by c must be handed back to the host. The bottom-up
// test is the one shared::bfs_direction_policy makes, in the same double arithmetic, so
// the host takes the same decision.
__device__ __forceinline__ bool leave_for_host(const persistent_parameters& p, const frontier_counters& c,
                                               unsigned long long visited_edges)
{
    if (c.size == 0) return true;
    if (c.edges > p.grid_edge_limit || c.max_degree > p.degree_limit) return true;
    const unsigned long long unexplored = p.graph.edge_count - visited_edges;
    return p.direction_optimizing && static_cast<double>(c.edges) * p.alpha > static_cast<double>(unexplored) &&
           static_cast<double>(c.edges) * p.beta > static_cast<double>(p.graph.vertex_count);
}

// The queue of a level's frontier. A select rather than an index into the parameter's
// array, which would copy the parameters to local memory.
__device__ __forceinline__ std::uint32_t* queue_of(const persistent_parameters& p, std::uint32_t level)
{
    return (level & 1) ? p.queue[1] : p.queue[0];
}

// Lists longer than this are expanded by a whole warp.
constexpr int persistent_warp_list = 16;

// Block 0's shared memory for its levels (the visited copy is dynamic shared memory).
template <int Capacity>
struct block_level_storage {
    std::uint32_t queue[2][Capacity];
    frontier_counters next[2];  // only size is counted
    unsigned long long frontier_edges;
    std::uint32_t frontier_max;
};

// Block 0's levels. On entry queue[level & 1] holds a frontier of at most block_frontier
// vertices described by `current`; runs until the frontier is empty, outgrows
// block_frontier, or must go to the host, then publishes it in the global queue and the
// control block. Called by all threads of block 0.
template <int Threads, int Capacity, bool SharedVisited>
__device__ __forceinline__ void run_block_levels(const persistent_parameters& p, std::uint32_t level,
                                                 frontier_counters current, unsigned long long visited_edges,
                                                 std::uint32_t reached, block_level_storage<Capacity>& s,
                                                 std::uint32_t* shared_visited)
{
    constexpr int E = Capacity / Threads;  // frontier entries per thread
    static_assert(Capacity % Threads == 0, "the block queue holds a whole number of entries per thread");
    const std::uint32_t words = (p.graph.vertex_count + 31) / 32;
    if (SharedVisited)
        for (std::uint32_t w = threadIdx.x; w < words; w += Threads) shared_visited[w] = p.arrays.visited[w];
    {
        const std::uint32_t* first = queue_of(p, level);
        for (std::uint32_t i = threadIdx.x; i < current.size; i += Threads) s.queue[0][i] = first[i];
    }
    if (threadIdx.x == 0) s.next[0].size = current.size;
    int side = 0;
    std::uint32_t levels = 0;
    frontier_counters counters = current;
    bool counted = true;  // counters describe the frontier in s.queue[side]
    for (;;) {
        if (threadIdx.x == 0) {
            s.next[side ^ 1] = frontier_counters{0, 0, 0};
            s.frontier_edges = 0;
            s.frontier_max = 0;
        }
        __syncthreads();
        const std::uint32_t size = s.next[side].size;
        bool leave = size > p.block_frontier;
        std::uint32_t u[E], b[E], d[E];
        if (!leave) {
            std::uint32_t degree_sum = 0, degree_max = 0;
#pragma unroll
            for (int x = 0; x < E; ++x) {
                const std::uint32_t i = threadIdx.x + x * Threads;
                u[x] = b[x] = d[x] = 0;
                if (i < size) {
                    u[x] = s.queue[side][i];
                    b[x] = p.graph.offsets[u[x]];
                    d[x] = p.graph.offsets[u[x] + 1] - b[x];
                    degree_sum += d[x];
                    degree_max = max(degree_max, d[x]);
                }
            }
            if (!counted) {
                degree_sum = warp_reduce_add(degree_sum);
                degree_max = warp_reduce_max(degree_max);
                if (lane_id() == 0) {
                    atomicAdd(&s.frontier_edges, static_cast<unsigned long long>(degree_sum));
                    atomicMax(&s.frontier_max, degree_max);
                }
                __syncthreads();
                counters = frontier_counters{size, s.frontier_max, s.frontier_edges};
                visited_edges += counters.edges;
                counted = true;
            }
            leave = leave_for_host(p, counters, visited_edges);
        }
        if (leave) {
            // Publish the frontier: entries past Capacity were spilled to the global queue
            // already.
            std::uint32_t* global = queue_of(p, level);
            const std::uint32_t kept = min(size, static_cast<std::uint32_t>(Capacity));
            for (std::uint32_t i = threadIdx.x; i < kept; i += Threads) global[i] = s.queue[side][i];
            if (!counted) {
                std::uint32_t degree_sum = 0, degree_max = 0;
                for (std::uint32_t i = threadIdx.x; i < size; i += Threads) {
                    const std::uint32_t v = i < Capacity ? s.queue[side][i] : global[i];
                    const std::uint32_t degree = p.graph.degree(v);
                    degree_sum += degree;
                    degree_max = max(degree_max, degree);
                }
                degree_sum = warp_reduce_add(degree_sum);
                degree_max = warp_reduce_max(degree_max);
                if (lane_id() == 0) {
                    atomicAdd(&s.frontier_edges, static_cast<unsigned long long>(degree_sum));
                    atomicMax(&s.frontier_max, degree_max);
                }
                __syncthreads();
                counters = frontier_counters{size, s.frontier_max, s.frontier_edges};
                visited_edges += counters.edges;
            }
            if (SharedVisited)
                for (std::uint32_t w = threadIdx.x; w < words; w += Threads) p.arrays.visited[w] = shared_visited[w];
            if (threadIdx.x == 0) {
                p.control->slot[level % 3] = counters;
                p.control->slot[(level + 1) % 3] = frontier_counters{0, 0, 0};
                p.control->level = level;
                p.control->visited_edges = visited_edges;
                p.control->reached = reached;
                p.control->block_levels += levels;
            }
            return;
        }
        const frontier_sink<frontier_counters, false> sink{s.queue[side ^ 1], Capacity, queue_of(p, level + 1),
                                                          &s.next[side ^ 1]};
        expand_lists<E, persistent_warp_list, false>(p.graph, p.arrays, u, b, d, level,
                                                     bitmap_claim{SharedVisited ? shared_visited : p.arrays.visited},
                                                     sink);
        __syncthreads();
        ++level;
        ++levels;
        reached += s.next[side ^ 1].size;
        side ^= 1;
        counted = false;
    }
}

// The state of the local-queue levels' barrier words in each block (see
// run_local_levels), and what the words say when a barrier is passed.
struct local_level_storage {
    unsigned long long passed[3];  // each barrier word's value when this block last passed it
    std::uint32_t total;           // the next frontier's size, over all blocks
    std::uint32_t full;            // how many blocks hold more than local_limit of it
    std::uint32_t publish_base;
};

// Fields of a local-queue barrier word; each block adds one arrival, its full flag and
// its share of the next frontier. A barrier uses the growth of its word since it was
// last passed, so the words never need clearing (they are zeroed with the control block
// when a search starts): the growth of one passage cannot carry between fields, since
// arrivals and full flags add up to at most the grid size.
constexpr unsigned long long local_arrival = 1ull;
constexpr unsigned long long local_full = 1ull << 20;
constexpr int local_size_shift = 32;

// Levels whose frontiers stay spread over the blocks' shared memory: each block expands
// the part of the frontier it holds and keeps what it discovers, so a level needs no
// global queue entry, no queue reservation and no counter load after the barrier, only
// the claims; and the barrier is one atomic per block on a word that also carries the
// next frontier's size. The first level takes the global frontier of `level` (size
// vertices, dealt one by one round-robin over the blocks); the last publishes its
// frontier to the global queue and the control slot, for the other gears. Runs while
// the frontier stays within (block_frontier, uncounted_size] and every block holds at
// most local_limit vertices (so that its discoveries fit its queue). Called by all
// threads of the grid; level and reached advance, uncounted collects the out-degrees
// expanded (except those of a counted first frontier).
template <int Threads, int Capacity, class Grid>
__device__ __forceinline__ void run_local_levels(const persistent_parameters& p, Grid& grid, std::uint32_t& level,
                                                 std::uint32_t& reached, std::uint32_t size, bool counted,
                                                 unsigned long long& uncounted, std::uint32_t& levels_run,
                                                 block_level_storage<Capacity>& s, local_level_storage& local)
{
    constexpr int E = Capacity / Threads;
    const std::uint32_t blocks = gridDim.x;
    const std::uint32_t first_level = level;
    if (threadIdx.x == 0) s.next[0].size = s.next[1].size = 0;
    __syncthreads();
    int side = 0;  // the frontier is in s.queue[side] (after the first level)
    std::uint32_t total = size;
    for (;;) {
        const bool first = level == first_level;
        const std::uint32_t held =
            first ? (size > blockIdx.x ? (size - blockIdx.x + blocks - 1) / blocks : 0u) : s.next[side].size;
        std::uint32_t u[E], b[E], d[E];
#pragma unroll
        for (int x = 0; x < E; ++x) {
            const std::uint32_t i = threadIdx.x + x * Threads;
            u[x] = b[x] = d[x] = 0;
            if (i < held) {
                u[x] = first ? queue_of(p, level)[blockIdx.x + i * blocks] : s.queue[side][i];
                b[x] = p.graph.offsets[u[x]];
                d[x] = p.graph.offsets[u[x] + 1] - b[x];
                if (!(first && counted)) uncounted += d[x];
            }
        }
        const frontier_sink<frontier_counters, false> sink{s.queue[side ^ 1], Capacity, s.queue[side ^ 1],
                                                          &s.next[side ^ 1]};
        expand_lists<E, persistent_warp_list, false>(p.graph, p.arrays, u, b, d, level,
                                                     bitmap_claim{p.arrays.visited}, sink);
        __syncthreads();
        if (threadIdx.x == 0) {
            // Slots for the frontier this gear publishes when it stops: (level + 2) % 3 is
            // level - 1's, read by nobody; first_level's may be cleared once every block
            // has read it, i.e. after the first barrier. Made visible before arriving.
            if (blockIdx.x == 0 && level <= first_level + 1) {
                p.control->slot[first ? (level + 2) % 3 : first_level % 3] = frontier_counters{0, 0, 0};
                __threadfence();
            }
            const std::uint32_t found = s.next[side ^ 1].size;
            const unsigned long long arrival = local_arrival + (found > p.local_limit ? local_full : 0ull) +
                                               (static_cast<unsigned long long>(found) << local_size_shift);
            unsigned long long* word = &p.control->local_barrier[level % 3];
            const unsigned long long since = local.passed[level % 3];
            unsigned long long now = atomicAdd(word, arrival) + arrival;
            while (((now - since) & (local_full - 1)) < blocks) now = load_volatile(*word);
            local.passed[level % 3] = now;
            local.total = static_cast<std::uint32_t>((now - since) >> local_size_shift);
            local.full = static_cast<std::uint32_t>(((now - since) & ((1ull << local_size_shift) - 1)) / local_full);
            s.next[side].size = 0;  // read by all at the top of this level; the next level's output
        }
        __syncthreads();
        total = local.total;
        const bool stop = local.full != 0 || total == 0 || total <= p.block_frontier || total > p.uncounted_size;
        ++level;
        ++levels_run;
        reached += total;
        side ^= 1;
        if (stop) break;
    }
    // Publish: each block appends its part to the global queue of `level`.
    if (total) {
        if (threadIdx.x == 0) {
            const std::uint32_t mine = s.next[side].size;
            local.publish_base = mine ? atomicAdd(&p.control->slot[level % 3].size, mine) : 0u;
        }
        __syncthreads();
        std::uint32_t* global = queue_of(p, level);
        for (std::uint32_t i = threadIdx.x; i < s.next[side].size; i += Threads)
            global[local.publish_base + i] = s.queue[side][i];
    }
    grid.sync();
}

__device__ __forceinline__ unsigned long long warp_sum(unsigned long long value)
{
#pragma unroll
    for (int d = 16; d > 0; d /= 2) value += __shfl_down_sync(full_warp, value, d);
    return value;
}

// The counting pass after uncounted levels: adds the out-degrees of frontier[0, size) to
// counters (edges, largest degree) and each lane's uncounted share to *uncounted_total.
// Warps as in expand_small_frontier. Called by all threads of the grid.
__device__ __forceinline__ void count_frontier(const device_graph& g, const std::uint32_t* frontier,
                                               std::uint32_t size, std::uint32_t first_warp_item, std::uint32_t stride,
                                               frontier_counters* counters, unsigned long long uncounted,
                                               unsigned long long* uncounted_total)
{
    unsigned long long edges = 0;
    std::uint32_t largest = 0;
    for (std::uint32_t i = first_warp_item + lane_id(); i < size; i += stride) {
        const std::uint32_t degree = g.degree(frontier[i]);
        edges += degree;
        largest = max(largest, degree);
    }
    edges = warp_sum(edges);
    largest = warp_reduce_max(largest);
    uncounted = warp_sum(uncounted);
    if (lane_id() == 0) {
        if (edges) atomicAdd(&counters->edges, edges);
        if (largest) atomicMax(&counters->max_degree, largest);
        if (uncounted) atomicAdd(uncounted_total, uncounted);
    }
}

template <int Threads, int Capacity>
__global__ void __launch_bounds__(Threads, 1) persistent_top_down(persistent_parameters p)
{
    namespace cg = cooperative_groups;
    __shared__ block_level_storage<Capacity> block_storage;
    extern __shared__ std::uint32_t shared_visited[];
    __shared__ frontier_counters level_counters;
    __shared__ unsigned long long uncounted_total;
    __shared__ local_level_storage local_storage;
    cg::grid_group grid = cg::this_grid();
    const bool first_thread = grid.thread_rank() == 0;
    // Warp w of block b is warp b + w * gridDim.x of the grid: consecutive 32-vertex
    // pieces of a frontier go to different SMs, so a frontier of a few thousand
    // vertices is expanded by that many SMs in parallel instead of by the first
    // block's warps (one SM's load/store pipeline then set the pace of a level).
    const std::uint32_t first_warp_item = (threadIdx.x / 32 * gridDim.x + blockIdx.x) * 32;
    // A level's counters, read once per block rather than once per warp: thousands of
    // warps reading the same word after every barrier queue up at one L2 slice.
    auto counters_of = [&](std::uint32_t at_level) {
        if (threadIdx.x == 0) level_counters = load_counters(p.control->slot[at_level % 3]);
        __syncthreads();
        const frontier_counters c = level_counters;
        __syncthreads();  // all have read it before thread 0 writes the next one
        return c;
    };
    std::uint32_t level = p.level;
    unsigned long long visited_edges = p.visited_edges;
    std::uint32_t reached = p.reached;
    std::uint32_t grid_levels = 0;
    frontier_counters current = counters_of(level);
    // counted: current's out-edges and largest degree are known. Otherwise uncounted
    // levels are under way: their frontiers' degrees are summed per lane in uncounted
    // when expanded, and folded into control->uncounted_edges (last read as
    // uncounted_seen) by the counting pass.
    bool counted = true;
    unsigned long long uncounted = 0;
    unsigned long long uncounted_seen = load_volatile(p.control->uncounted_edges);
    if (threadIdx.x < 3) local_storage.passed[threadIdx.x] = load_volatile(p.control->local_barrier_passed[threadIdx.x]);
    for (;;) {
        if (!counted && !(current.size > p.block_frontier && current.size <= p.uncounted_size)) {
            count_frontier(p.graph, queue_of(p, level), current.size, first_warp_item,
                           static_cast<std::uint32_t>(grid.size()), &p.control->slot[level % 3], uncounted,
                           &p.control->uncounted_edges);
            uncounted = 0;
            grid.sync();
            current = counters_of(level);
            if (threadIdx.x == 0) uncounted_total = load_volatile(p.control->uncounted_edges);
            __syncthreads();
            const unsigned long long total = uncounted_total;
            __syncthreads();
            visited_edges += total - uncounted_seen + current.edges;
            uncounted_seen = total;
            counted = true;
            continue;
        }
        if (leave_for_host(p, current, visited_edges)) break;
        if (current.size <= p.block_frontier) {
            if (blockIdx.x == 0) {
                if (p.shared_visited)
                    run_block_levels<Threads, Capacity, true>(p, level, current, visited_edges, reached, block_storage,
                                                              shared_visited);
                else
                    run_block_levels<Threads, Capacity, false>(p, level, current, visited_edges, reached,
                                                               block_storage, nullptr);
            }
            grid.sync();
            level = load_volatile(p.control->level);
            visited_edges = load_volatile(p.control->visited_edges);
            reached = load_volatile(p.control->reached);
            current = counters_of(level);
            continue;
        }
        if (p.local_limit && current.size <= p.uncounted_size &&
            (current.size + gridDim.x - 1) / gridDim.x <= p.local_limit) {
            run_local_levels<Threads, Capacity>(p, grid, level, reached, current.size, counted, uncounted,
                                                grid_levels, block_storage, local_storage);
            current = counters_of(level);
            counted = false;
            continue;
        }
        // The slot of level + 2 was level - 1's, which nobody reads any more.
        if (first_thread) clear_slot_after_next(p.control, level);
        frontier_counters* next_counters = &p.control->slot[(level + 1) % 3];
        const std::uint32_t stride = static_cast<std::uint32_t>(grid.size());
        const bool count = current.size > p.uncounted_size;
        if (count) {
            unsigned long long unused = 0;
            expand_small_frontier<persistent_warp_list, true>(p.graph, p.arrays, queue_of(p, level), current.size,
                                                              level, first_warp_item, stride,
                                                              make_sink(queue_of(p, level + 1), next_counters), unused);
        } else {
            // A counted frontier's degrees are in visited_edges already.
            const unsigned long long before = uncounted;
            expand_small_frontier<persistent_warp_list, false>(
                p.graph, p.arrays, queue_of(p, level), current.size, level, first_warp_item, stride,
                frontier_sink<frontier_counters, false>{queue_of(p, level + 1), unreached, queue_of(p, level + 1),
                                                        next_counters},
                uncounted);
            if (counted) uncounted = before;
        }
        grid.sync();
        ++level;
        ++grid_levels;
        current = counters_of(level);
        reached += current.size;
        if (count)
            visited_edges += current.edges;
        else
            counted = false;
    }
    if (first_thread) {
        p.control->level = level;
        p.control->visited_edges = visited_edges;
        p.control->reached = reached;
        p.control->grid_levels += grid_levels;
        for (int k = 0; k < 3; ++k) p.control->local_barrier_passed[k] = local_storage.passed[k];
    }
}

}  // namespace bfs
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
