// Two levels per grid barrier, for the persistent kernel on graphs of low degree (road
// networks, grids), whose thousands of levels each cost a chain of dependent memory
// round trips plus a grid barrier.
//
// A step starts from level L. Each lane takes a vertex u of level L and claims its
// targets y in the visited bitmap as usual (level L + 1, exact: every vertex of level L
// is expanded in this step). A lane that wins y expands y at once instead of queueing
// it: y's targets z become *candidates* for level L + 2, deduplicated through a bitmap
// of the step's parity (`tentative`) and queued with y as their parent. A candidate is
// not claimed in this step, since it may still be reached at level L + 1 by another lane
// of the same step; the next step claims the candidates in the visited bitmap first
// (together with the load of their adjacency), so a candidate that turned out to be at
// level L + 1 is dropped there. Every vertex at distance L + 2 is a candidate: it has a
// neighbour y at level L + 1, and whoever expanded y pushed it, unless another lane had
// already set its bit and pushed it (a bit set by an earlier step of the same parity
// belongs to a vertex the step after it resolved, at a smaller distance).
//
// In a step that starts from candidates (level L), the claims of level L + 1 race with
// the claims of the candidates: a lane must not claim at L + 1 a candidate another lane
// is about to claim at L. So a target whose bit is set in the previous step's bitmap
// (`previous`: candidates of this step, or vertices resolved earlier, all at distance
// <= L) is left alone at L + 1; no vertex at distance L + 1 has that bit.
//
// Per two levels this saves a grid barrier, a queue round trip for level L + 1 and the
// read of its counters. The direction policy is not consulted for level L + 1 (the
// kernel enters the mode only where the frontier is far too small for a bottom-up step
// and the degree is bounded, see two_hop_limit), so only the choice of direction, never
// the result, can differ from the level-by-level gears.
#ifndef BOOST_GPU_PATHS_CUDA_BFS_TWO_HOP_CUH
#define BOOST_GPU_PATHS_CUDA_BFS_TWO_HOP_CUH

#include <boost_gpu_paths/cuda/bfs_primitives.cuh>
#include <boost_gpu_paths/cuda/bfs_top_down.cuh>

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace bfs {

// Edges gathered per lane and round in a two-hop step.
constexpr int two_hop_slots = 8;

// Expands frontier[0, size) of level `level` for two levels. With Pending the frontier
// is a list of candidates (with their parents) that must be claimed first; otherwise it
// is the exact level, already claimed. Candidates for level + 2 go to out / out_parents,
// counted in counters->candidates, marked in tentative; previous is the previous step's
// bitmap (read with Pending only). Warps start at first_warp_item and step by stride
// (warp-aligned), one vertex per lane. Called by all lanes of every warp of the grid.
template <bool Pending>
__device__ __forceinline__ void two_hop_step(const device_graph& g, const search_arrays& a, std::uint32_t* tentative,
                                             const std::uint32_t* previous, const std::uint32_t* frontier,
                                             const std::uint32_t* frontier_parents,
                                             std::uint32_t size, std::uint32_t level, std::uint32_t first_warp_item,
                                             std::uint32_t stride, std::uint32_t* out, std::uint32_t* out_parents,
                                             two_hop_counters* counters)
{
    constexpr int K = two_hop_slots;
    std::uint32_t first_size = 0, first_edges = 0, second_size = 0, second_edges = 0;
    for (std::uint32_t base = first_warp_item; base < size; base += stride) {
        const std::uint32_t i = base + lane_id();
        std::uint32_t u = 0, b = 0, d = 0;
        if (i < size) {
            u = frontier[i];
            bool mine = true;
            std::uint32_t parent = 0;
            if constexpr (Pending) {
                parent = frontier_parents[i];
                mine = claim(a.visited, u);
            }
            const std::uint32_t begin = g.offsets[u], end = g.offsets[u + 1];
            if (mine) {
                b = begin;
                d = end - begin;
                if constexpr (Pending) {
                    a.hops[u] = level;
                    a.parents[u] = parent;
                    ++first_size;
                    first_edges += d;
                }
            }
        }
        for (std::uint32_t round = 0; __any_sync(full_warp, round < d); round += K) {
            // Level + 1: claim up to K targets of u.
            std::uint32_t y[K];
            unsigned valid = 0;
#pragma unroll
            for (int k = 0; k < K; ++k) {
                y[k] = 0;
                if (round + k < d) {
                    valid |= 1u << k;
                    y[k] = g.targets[b + round + k];
                }
            }
            if constexpr (Pending) {
#pragma unroll
                for (int k = 0; k < K; ++k)
                    if (((valid >> k) & 1u) && ((__ldcg(&previous[y[k] >> 5]) >> (y[k] & 31)) & 1u))
                        valid &= ~(1u << k);
            }
            unsigned won = 0;
#pragma unroll
            for (int k = 0; k < K; ++k)
                if (((valid >> k) & 1u) && claim(a.visited, y[k])) won |= 1u << k;
            // The winners' adjacency, numbered across them: edge j of the lane belongs to
            // the last winner k with start[k] <= j.
            std::uint32_t yb[K], start[K + 1];
            start[0] = 0;
#pragma unroll
            for (int k = 0; k < K; ++k) {
                yb[k] = 0;
                std::uint32_t yd = 0;
                if ((won >> k) & 1u) {
                    a.hops[y[k]] = level + 1;
                    a.parents[y[k]] = u;
                    yb[k] = g.offsets[y[k]];
                    yd = g.offsets[y[k] + 1] - yb[k];
                    ++second_size;
                    second_edges += yd;
                }
                start[k + 1] = start[k] + yd;
            }
            const std::uint32_t total = start[K];
            // Level + 2: the winners' targets become candidates, K per round.
            for (std::uint32_t round2 = 0; __any_sync(full_warp, round2 < total); round2 += K) {
                std::uint32_t z[K], zp[K];
                unsigned zvalid = 0;
#pragma unroll
                for (int k = 0; k < K; ++k) {
                    const std::uint32_t j = round2 + k;
                    z[k] = zp[k] = 0;
                    if (j < total) {
                        zvalid |= 1u << k;
                        std::uint32_t edge = yb[0] + j, parent = y[0];
#pragma unroll
                        for (int x = 1; x < K; ++x)
                            if (j >= start[x]) {
                                edge = yb[x] + (j - start[x]);
                                parent = y[x];
                            }
                        z[k] = g.targets[edge];
                        zp[k] = parent;
                    }
                }
                unsigned push = 0;
#pragma unroll
                for (int k = 0; k < K; ++k) {
                    if ((zvalid >> k) & 1u) {
                        const std::uint32_t bit = 1u << (z[k] & 31);
                        // Visited vertices need no candidate (a racy read: a vertex claimed
                        // meanwhile is only pushed in vain, and dropped by the next claim).
                        const bool visited = __ldcg(&a.visited[z[k] >> 5]) & bit;
                        const bool first = !(atomicOr(&tentative[z[k] >> 5], bit) & bit);
                        if (first && !visited) push |= 1u << k;
                    }
                }
                std::uint32_t warp_total;
                const std::uint32_t offset = warp_exclusive_sum(static_cast<std::uint32_t>(__popc(push)), warp_total);
                if (warp_total) {
                    std::uint32_t position = 0;
                    if (lane_id() == 0) position = atomicAdd(&counters->candidates, warp_total);
                    position = __shfl_sync(full_warp, position, 0) + offset;
#pragma unroll
                    for (int k = 0; k < K; ++k)
                        if ((push >> k) & 1u) {
                            out[position] = z[k];
                            out_parents[position] = zp[k];
                            ++position;
                        }
                }
            }
        }
    }
    first_size = __reduce_add_sync(full_warp, first_size);
    first_edges = __reduce_add_sync(full_warp, first_edges);
    second_size = __reduce_add_sync(full_warp, second_size);
    second_edges = __reduce_add_sync(full_warp, second_edges);
    if (lane_id() == 0) {
        if (first_size) {
            atomicAdd(&counters->first_size, first_size);
            atomicAdd(&counters->first_edges, static_cast<unsigned long long>(first_edges));
        }
        if (second_size) {
            atomicAdd(&counters->second_size, second_size);
            atomicAdd(&counters->second_edges, static_cast<unsigned long long>(second_edges));
        }
    }
}

// Claims the candidates[0, size) (level `level`) and appends the winners, with their
// out-degrees counted, to sink: the exact frontier the level-by-level gears expect.
template <class Sink>
__device__ __forceinline__ void resolve_candidates(const device_graph& g, const search_arrays& a,
                                                   const std::uint32_t* candidates,
                                                   const std::uint32_t* candidate_parents, std::uint32_t size,
                                                   std::uint32_t level, std::uint32_t first_warp_item,
                                                   std::uint32_t stride, const Sink& sink)
{
    for (std::uint32_t base = first_warp_item; base < size; base += stride) {
        const std::uint32_t i = base + lane_id();
        bool won = false;
        std::uint32_t v = 0, degree = 0;
        if (i < size) {
            v = candidates[i];
            if (claim(a.visited, v)) {
                won = true;
                a.hops[v] = level;
                a.parents[v] = candidate_parents[i];
                degree = g.degree(v);
            }
        }
        sink.push(won, v, degree);
    }
}

}  // namespace bfs
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
