// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Parents from final distances: one pass over the edges after a search.
//
// For a reached vertex v the parent is the smallest u with d[u] < d[v] and
// d[u] + w(u, v) == d[v], computed in the search's own arithmetic, so the check
// d[p[v]] + w(p[v], v) == d[v] holds exactly, for floats too. Distances fall strictly
// along such parents, so they form a tree. A vertex reached only across edges that keep
// the distance equal (zero weights) gets no_vertex here; the host completes those
// (shared::complete_plateau_parents).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_SSSP_PARENTS_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_SSSP_PARENTS_CUH

#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>
#include "cuda/sssp/expand.cuh"

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace sssp {

// The vertex whose out-edges include edge number `edge` (< edge_count): the last vertex
// whose first edge is at or before it.
__device__ __forceinline__ std::uint32_t vertex_of_edge(const std::uint32_t* offsets, std::uint32_t vertex_count,
                                                        std::uint32_t edge)
{
    std::uint32_t low = 0, high = vertex_count - 1;
    while (low < high) {
        const std::uint32_t middle = low + (high - low + 1) / 2;
        if (__ldg(offsets + middle) <= edge)
            low = middle;
        else
            high = middle - 1;
    }
    return low;
}

// Offers every edge of [first, last) as a parent candidate (atomicMin keeps the smallest
// u). reach_limit: distances at or above it are "not reached".
template <class W>
__device__ __forceinline__ void offer_parents(const device_graph<W>& graph, const W* distances, W reach_limit,
                                              std::uint32_t* parents, std::uint32_t first, std::uint32_t last)
{
    if (first >= last) return;
    std::uint32_t u = vertex_of_edge(graph.offsets, graph.vertex_count, first);
    std::uint32_t boundary = __ldg(graph.offsets + u + 1);
    W du = distance_ops<W>::load(distances + u);
    for (std::uint32_t e = first; e < last; ++e) {
        while (e >= boundary) {
            ++u;
            boundary = __ldg(graph.offsets + u + 1);
            du = distance_ops<W>::load(distances + u);
        }
        if (!(du < reach_limit)) continue;
        const std::uint32_t v = __ldg(graph.targets + e);
        const W dv = distance_ops<W>::load(distances + v);
        if (du < dv && dv < reach_limit && du + __ldg(graph.weights + e) == dv) atomicMin(parents + v, u);
    }
}

// Parents of unreached vertices become the vertices themselves; reached vertices still
// without a parent are counted in *unresolved. Sources must already be their own parent.
template <class W>
__device__ __forceinline__ void finish_parent(std::uint32_t v, const W* distances, W reach_limit,
                                              std::uint32_t* parents, std::uint32_t& unresolved)
{
    if (!(distance_ops<W>::load(distances + v) < reach_limit))
        parents[v] = v;
    else if (parents[v] == backend_api::no_vertex)
        ++unresolved;
}

constexpr std::uint32_t parent_edges_per_thread = 16;

template <class W>
__global__ void offer_parents_kernel(device_graph<W> graph, const W* distances, W reach_limit, std::uint32_t* parents)
{
    const std::uint64_t first = (std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x) * parent_edges_per_thread;
    if (first >= graph.edge_count) return;
    const std::uint64_t last = first + parent_edges_per_thread;
    offer_parents(graph, distances, reach_limit, parents, static_cast<std::uint32_t>(first),
                  static_cast<std::uint32_t>(last < graph.edge_count ? last : graph.edge_count));
}

template <class W>
__global__ void finish_parents_kernel(std::uint32_t vertex_count, const W* distances, W reach_limit,
                                      std::uint32_t* parents, std::uint32_t* unresolved)
{
    std::uint32_t missing = 0;
    for (std::uint32_t v = blockIdx.x * blockDim.x + threadIdx.x; v < vertex_count; v += gridDim.x * blockDim.x)
        finish_parent(v, distances, reach_limit, parents, missing);
    if (missing) atomicAdd(unresolved, missing);
}

}  // namespace sssp
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
