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
// Two gears, as in the BFS kernel (bfs_persistent.cuh):
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
#ifndef BOOST_GPU_PATHS_CUDA_SSSP_SINGLE_SOURCE_CUH
#define BOOST_GPU_PATHS_CUDA_SSSP_SINGLE_SOURCE_CUH

#include <boost_gpu_paths/cuda/sssp_expand.cuh>

#include <cooperative_groups.h>

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
    std::uint32_t kind;
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
template <class W>
__device__ void run_narrow(const single_source_params<W>& p, single_source_storage<W>& s)
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
            control->kind = kind;
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
    if (s.overflow) {
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
                    control->kind = phase_done;
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
template <class W>
__device__ void decide_next_phase(const single_source_params<W>& p)
{
    search_control<W>* control = p.control;
    const std::uint32_t kind = load_cg(&control->kind);
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
            control->kind = phase_done;
        } else {
            const W threshold = load_cg(&control->threshold);
            control->previous_threshold = threshold;
            control->threshold = next_threshold(load_cg(&control->far_min), p.delta);
            control->far_min = no_path<W>();
            control->far_kept = 0;
            control->kind = phase_split;
        }
    } else {
        control->kind = count <= narrow_entry ? phase_narrow : phase_relax;
    }
}

template <class W>
__global__ void __launch_bounds__(single_source_block, 1) single_source_kernel(single_source_params<W> p)
{
    namespace cg = cooperative_groups;
    extern __shared__ __align__(16) unsigned char shared_bytes[];
    single_source_storage<W>& s = *reinterpret_cast<single_source_storage<W>*>(shared_bytes);
    cg::grid_group grid = cg::this_grid();
    for (;;) {
        const std::uint32_t kind = load_cg(&p.control->kind);
        if (kind == phase_done) return;
        if (kind == phase_narrow) {
            if (blockIdx.x == 0) run_narrow(p, s);
            grid.sync();
            continue;
        }
        if (kind == phase_relax)
            run_relax_phase(p, s);
        else
            run_split_phase(p, s);
        grid.sync();
        if (blockIdx.x == 0 && threadIdx.x == 0) decide_next_phase(p);
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
