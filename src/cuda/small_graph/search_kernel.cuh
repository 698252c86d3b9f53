// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The one-block search: a whole breadth-first or shortest-path search of a small graph by
// one thread block, in one launch, with the graph and every tentative distance in the
// block's shared memory.
//
// It is Bellman-Ford over the min-plus semiring in rounds (Jacobi order): each round
// relaxes the out-edges of the vertices whose distance fell in the round before, into a
// second copy of the distances, so a round reads only values fixed before it. With unit
// weights a round is one BFS level, and the rounds are exactly the levels. Every phase
// ends at a block barrier; there is no grid, no host round trip and no second launch,
// which is what a small graph needs: the fixed cost of the many-block searches (several
// launches, grid barriers, host reads of a control block) is far above its work.
//
// Parents are chosen in the round that lowers a distance, among the frontier vertices
// whose round-start distance plus the edge gives exactly the new value. That keeps the
// parent graph a tree even across zero-weight edges and float sums that round: a cycle of
// parents would need some vertex whose distance strictly fell in the round that closed
// the cycle although every distance around it was already at most its own.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_SMALL_GRAPH_SEARCH_KERNEL_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_SMALL_GRAPH_SEARCH_KERNEL_CUH

#include <cstddef>
#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace small_graph {

constexpr int search_threads = 1024;

template <class W>
struct search_parameters {
    const std::uint32_t* offsets;  // vertex_count + 1
    const std::uint32_t* targets;  // edge_count
    const W* weights;              // edge_count; not read with unit weights
    const std::uint32_t* sources;
    std::uint32_t source_count;
    std::uint32_t vertex_count;
    std::uint32_t edge_count;
    W unreached;                   // the distance of vertices no source reaches
    W* distances;                  // vertex_count
    std::uint32_t* parents;        // vertex_count, or null
    std::uint32_t* rounds;         // one word: rounds run, the last one finding nothing to lower
};

// Shared memory of one search, laid out as shared_layout below.
inline __host__ __device__ std::size_t shared_bytes(std::uint32_t n, std::uint32_t m, std::size_t distance_bytes,
                                                    bool unit_weights, bool parents)
{
    const std::size_t values = (2 * std::size_t(n) + (unit_weights ? 0 : m)) * distance_bytes;
    const std::size_t words = std::size_t(n) + 1 + 2 * std::size_t(m) + (parents ? n : 0);
    return (values + 4 * words + n + 15) / 16 * 16;
}

// Shared-memory atomic minimum. Distances are never negative (the front end refuses
// negative weights), and non-negative floats order like their bit patterns as signed
// integers, +infinity included.
__device__ __forceinline__ void lower(std::uint32_t* p, std::uint32_t v) { atomicMin(p, v); }
__device__ __forceinline__ void lower(std::int32_t* p, std::int32_t v) { atomicMin(p, v); }
__device__ __forceinline__ void lower(std::int64_t* p, std::int64_t v)
{
    atomicMin(reinterpret_cast<long long*>(p), static_cast<long long>(v));
}
__device__ __forceinline__ void lower(float* p, float v) { atomicMin(reinterpret_cast<int*>(p), __float_as_int(v)); }
__device__ __forceinline__ void lower(double* p, double v)
{
    atomicMin(reinterpret_cast<long long*>(p), __double_as_longlong(v));
}

template <class W, bool UnitWeights>
__device__ __forceinline__ W edge_weight(const W* weights, std::uint32_t e)
{
    if constexpr (UnitWeights)
        return W(1);
    else
        return weights[e];
}

template <class W, bool UnitWeights>
__global__ void __launch_bounds__(search_threads) search_kernel(search_parameters<W> p)
{
    extern __shared__ __align__(16) unsigned char storage[];
    const std::uint32_t n = p.vertex_count, m = p.edge_count;
    const std::uint32_t first = threadIdx.x, stride = blockDim.x;
    const bool with_parents = p.parents != nullptr;

    // shared_layout: distances, next distances, weights, then the 32-bit arrays, then flags.
    W* const dist = reinterpret_cast<W*>(storage);
    W* const next = dist + n;
    W* const weight = next + n;
    std::uint32_t* const offsets = reinterpret_cast<std::uint32_t*>(weight + (UnitWeights ? 0 : m));
    std::uint32_t* const targets = offsets + n + 1;
    std::uint32_t* const tails = targets + m;  // the source vertex of each edge
    std::uint32_t* const parent = tails + m;
    unsigned char* const frontier = reinterpret_cast<unsigned char*>(parent + (with_parents ? n : 0));

    for (std::uint32_t i = first; i <= n; i += stride) offsets[i] = p.offsets[i];
    for (std::uint32_t e = first; e < m; e += stride) {
        targets[e] = p.targets[e];
        if constexpr (!UnitWeights) weight[e] = p.weights[e];
    }
    for (std::uint32_t v = first; v < n; v += stride) {
        dist[v] = next[v] = p.unreached;
        frontier[v] = 0;
        if (with_parents) parent[v] = v;
    }
    __syncthreads();
    // Each edge's tail: the last vertex whose first edge is at or before it (vertices
    // without edges share their offset with the next one), by binary search so that a
    // vertex of high degree costs no thread more than the others.
    for (std::uint32_t e = first; e < m; e += stride) {
        std::uint32_t low = 0, high = n - 1;
        while (low < high) {
            const std::uint32_t mid = (low + high + 1) / 2;
            if (offsets[mid] <= e)
                low = mid;
            else
                high = mid - 1;
        }
        tails[e] = low;
    }
    for (std::uint32_t i = first; i < p.source_count; i += stride) {
        const std::uint32_t s = p.sources[i];
        dist[s] = next[s] = W(0);
        frontier[s] = 1;
    }
    __syncthreads();

    std::uint32_t rounds = 0;
    for (;;) {
        ++rounds;
        for (std::uint32_t e = first; e < m; e += stride) {
            const std::uint32_t u = tails[e];
            if (!frontier[u]) continue;
            const std::uint32_t v = targets[e];
            const W candidate = dist[u] + edge_weight<W, UnitWeights>(weight, e);
            if (candidate < next[v]) lower(&next[v], candidate);
        }
        __syncthreads();
        if (with_parents) {
            // Any frontier vertex that gives the new distance exactly will do; the last
            // store wins. Several threads may store to one parent, so the store is atomic
            // (a plain store would be as correct here, but a race by the memory model).
            for (std::uint32_t e = first; e < m; e += stride) {
                const std::uint32_t u = tails[e];
                if (!frontier[u]) continue;
                const std::uint32_t v = targets[e];
                const W lowered = next[v];
                if (lowered < dist[v] && dist[u] + edge_weight<W, UnitWeights>(weight, e) == lowered) atomicExch(&parent[v], u);
            }
            __syncthreads();
        }
        int changed = 0;
        for (std::uint32_t v = first; v < n; v += stride) {
            const bool fell = next[v] < dist[v];
            frontier[v] = fell;
            if (fell) dist[v] = next[v];
            changed |= fell;
        }
        if (!__syncthreads_or(changed)) break;
    }

    for (std::uint32_t v = first; v < n; v += stride) {
        p.distances[v] = dist[v];
        if (with_parents) p.parents[v] = parent[v];
    }
    if (first == 0) *p.rounds = rounds;
}

}  // namespace small_graph
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
