// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Chain shortcuts for the single-source search on road-like graphs.
//
// Most vertices of a road network lie on chains: they touch exactly two other vertices
// (a street between two junctions, drawn as many points). A shortest path that enters a
// chain either stops inside it or runs through to the junction at its other end, so the
// search can jump over it: every edge into a chain becomes an edge to the junction the
// chain leads to, weighted with the chain's length (an integer sum, so exactly the lengths
// the vertex-by-vertex search would add), or is dropped where an edge on the way points
// against the walk (a one-way street). The search then needs far fewer hop levels, each a
// phase of the narrow gear (on rome-roads three quarters of the vertices are on chains).
// Afterwards each chain vertex takes its distance by walking the chain from every reached
// vertex next to it, and parents come from the original edges as before.
//
// Dead ends go too: a leaf (one neighbour) is never on the way to another vertex, so
// edges into leaves leave the search, chains are found among the other neighbours (a
// street with a dead-end alley off it is still a chain), and each leaf takes its
// neighbour's distance plus the edge at the end.
//
// Only for integer weights (a float sum in another order could round differently from the
// path BGL adds up) and only where the walk is short: chains longer than
// chain_walk_limit keep their edges and the search walks them itself, so the result never
// depends on the limit. Sources are never chain vertices: the search starts from them.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_SSSP_CHAINS_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_SSSP_CHAINS_CUH

#include "cuda/sssp/atomics.cuh"
#include "cuda/sssp/expand.cuh"

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace sssp {

// Per vertex v two neighbour slots nb[2v], nb[2v + 1]: the distinct vertices joined to v by
// an edge in either direction (self loops left out), or many_neighbours in the second.
constexpr std::uint32_t no_neighbour = 0xffffffffu;
constexpr std::uint32_t many_neighbours = 0xfffffffeu;
constexpr int chain_walk_limit = 32;

__device__ __forceinline__ void note_neighbour(std::uint32_t* nb, std::uint32_t v, std::uint32_t u)
{
    std::uint32_t* slots = nb + 2 * std::size_t(v);
    std::uint32_t seen = atomicCAS(slots, no_neighbour, u);
    if (seen == no_neighbour || seen == u) return;
    seen = atomicCAS(slots + 1, no_neighbour, u);
    if (seen == no_neighbour || seen == u || seen == many_neighbours) return;
    atomicExch(slots + 1, many_neighbours);  // a third one
}

__device__ __forceinline__ bool is_chain(const std::uint32_t* nb, std::uint32_t v)
{
    const std::uint32_t second = nb[2 * std::size_t(v) + 1];
    return second != no_neighbour && second != many_neighbours;
}

// With all neighbours noted: exactly one.
__device__ __forceinline__ bool is_leaf(const std::uint32_t* all, std::uint32_t v)
{
    return all[2 * std::size_t(v)] != no_neighbour && all[2 * std::size_t(v) + 1] == no_neighbour;
}

// One thread per vertex (road graphs: a handful of edges each). With `leaves` (the slots
// of the first pass), neighbours that are leaves are left out.
template <class W>
__global__ void note_neighbours_kernel(device_graph<W> g, const std::uint32_t* leaves, std::uint32_t* nb)
{
    for (std::uint32_t u = blockIdx.x * blockDim.x + threadIdx.x; u < g.vertex_count; u += gridDim.x * blockDim.x) {
        if (leaves && is_leaf(leaves, u)) continue;
        for (std::uint32_t e = g.offsets[u]; e < g.offsets[u + 1]; ++e) {
            const std::uint32_t v = g.targets[e];
            if (v == u || (leaves && is_leaf(leaves, v))) continue;
            note_neighbour(nb, u, v);
            note_neighbour(nb, v, u);
        }
    }
}

// Sources stay junctions (and are no leaves).
__global__ void keep_sources_kernel(const std::uint32_t* sources, std::uint32_t count, std::uint32_t* nb)
{
    const std::uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count) nb[2 * std::size_t(sources[i]) + 1] = many_neighbours;
}

// step[2v + k]: the lightest edge from chain vertex v to its neighbour nb[2v + k] (its
// other neighbours are leaves), no_path where there is none.
template <class W>
__global__ void chain_steps_kernel(device_graph<W> g, const std::uint32_t* nb, W* step)
{
    for (std::uint32_t v = blockIdx.x * blockDim.x + threadIdx.x; v < g.vertex_count; v += gridDim.x * blockDim.x) {
        if (!is_chain(nb, v)) continue;
        W lightest[2] = {no_path<W>(), no_path<W>()};
        for (std::uint32_t e = g.offsets[v]; e < g.offsets[v + 1]; ++e) {
            const std::uint32_t t = g.targets[e];
            if (t == nb[2 * std::size_t(v)])
                lightest[0] = smaller(lightest[0], g.weights[e]);
            else if (t == nb[2 * std::size_t(v) + 1])
                lightest[1] = smaller(lightest[1], g.weights[e]);  // (self loops and leaves: neither)
        }
        step[2 * std::size_t(v)] = lightest[0];
        step[2 * std::size_t(v) + 1] = lightest[1];
    }
}

enum class chain_walk { junction, blocked, too_long };

// Walks from `from` into chain vertex `x` (having come `length` so far) towards the next
// junction; calls visit(vertex, length) at each chain vertex passed.
template <class W, class Visit>
__device__ chain_walk walk_chain(const std::uint32_t* nb, const W* step, std::uint32_t from, std::uint32_t x, W length,
                                 std::uint32_t& end, W& total, Visit visit)
{
    std::uint32_t previous = from, at = x;
    for (int hop = 0; hop < chain_walk_limit; ++hop) {
        if (!is_chain(nb, at)) {
            end = at;
            total = length;
            return chain_walk::junction;
        }
        visit(at, length);
        const std::uint32_t a = nb[2 * std::size_t(at)], b = nb[2 * std::size_t(at) + 1];
        const int k = a == previous ? 1 : 0;  // out by the other neighbour
        const W w = step[2 * std::size_t(at) + k];
        if (!(w < no_path<W>())) return chain_walk::blocked;
        length += w;
        previous = at;
        at = k ? b : a;
    }
    return chain_walk::too_long;
}

// The graph the search runs on: the same vertices and edge slots, each edge from a
// junction into a chain redirected to the junction at its end (or weighted no_path when
// the chain is one-way against it). Edges out of chain vertices, and into chains too long
// to walk, stay: the search then walks such a chain vertex by vertex, as without
// shortcuts, while the vertices of the other chains are never reached by it.
template <class W>
__global__ void shortcut_edges_kernel(device_graph<W> g, const std::uint32_t* all, const std::uint32_t* nb,
                                      const W* step, std::uint32_t* short_targets, W* short_weights)
{
    for (std::uint32_t u = blockIdx.x * blockDim.x + threadIdx.x; u < g.vertex_count; u += gridDim.x * blockDim.x)
        for (std::uint32_t e = g.offsets[u]; e < g.offsets[u + 1]; ++e) {
            std::uint32_t target = g.targets[e];
            W weight = g.weights[e];
            // An edge that is no edge (its weight is no_path: the caller's distance_inf, or a
            // negative weight left out) stays one: adding the chain to it could overflow.
            if (target != u && is_leaf(all, target)) {
                weight = no_path<W>();
            } else if (target != u && weight < no_path<W>() && is_chain(nb, target) && !is_chain(nb, u)) {
                std::uint32_t end = target;
                W total = weight;
                switch (walk_chain(nb, step, u, target, weight, end, total, [](std::uint32_t, W) {})) {
                case chain_walk::junction:
                    target = end;
                    weight = total;
                    break;
                case chain_walk::blocked: weight = no_path<W>(); break;
                case chain_walk::too_long: break;
                }
            }
            short_targets[e] = target;
            short_weights[e] = weight;
        }
}

// After the search: every chain vertex next to a reached vertex takes the lengths of the
// walks into it from there (the shortest of them from both ends is its distance; a chain
// too long to walk was walked by the search, and these walks only repeat its values).
template <class W>
__global__ void fill_chains_kernel(device_graph<W> g, const std::uint32_t* nb, const W* step, W* distances)
{
    for (std::uint32_t u = blockIdx.x * blockDim.x + threadIdx.x; u < g.vertex_count; u += gridDim.x * blockDim.x) {
        const W du = distance_ops<W>::load(distances + u);
        if (!(du < no_path<W>())) continue;
        for (std::uint32_t e = g.offsets[u]; e < g.offsets[u + 1]; ++e) {
            const std::uint32_t x = g.targets[e];
            if (x == u || !(g.weights[e] < no_path<W>()) || !is_chain(nb, x)) continue;
            std::uint32_t end;
            W total;
            walk_chain(nb, step, u, x, W(du + g.weights[e]), end, total,
                       [distances](std::uint32_t v, W length) { distance_ops<W>::atomic_min(distances + v, length); });
        }
    }
}

// Last: every leaf whose neighbour was reached, over the lightest edge to it.
template <class W>
__global__ void fill_leaves_kernel(device_graph<W> g, const std::uint32_t* all, W* distances)
{
    for (std::uint32_t x = blockIdx.x * blockDim.x + threadIdx.x; x < g.vertex_count; x += gridDim.x * blockDim.x) {
        if (!is_leaf(all, x)) continue;
        const std::uint32_t p = all[2 * std::size_t(x)];
        const W dp = distances[p];
        if (!(dp < no_path<W>())) continue;
        W best = distances[x];
        for (std::uint32_t e = g.offsets[p]; e < g.offsets[p + 1]; ++e)
            if (g.targets[e] == x) best = smaller(best, W(dp + g.weights[e]));
        distances[x] = best;
    }
}

}  // namespace sssp
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
