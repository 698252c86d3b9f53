// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Making predecessor rows trees when the graph has zero-weight cycles.
//
// Every predecessor the blocked closure records is valid (D[s][p] + w(p, v) = D[s][v]),
// but the blocked schedule combines panel entries whose walks already pass through
// later vertices of the pivot block, so with a zero-weight cycle it can store a walk
// that runs around that cycle, and the predecessors of the cycle's vertices can then
// point at each other (doc/design-floyd-warshall.md). Strictly positive weights never
// do this. Rows are therefore checked (on the device for the CUDA backend), and in a row
// whose predecessor chains do not all lead back to the source, every vertex on a bad
// chain is re-pointed at a "tight" in-neighbour whose own chain is good, pass after pass
// (each pass fixes at least the first bad vertex of every shortest path), using the
// input graph. The work is O(n) per row checked plus O(E) per pass for rows repaired.
#ifndef BOOST_GPU_PATHS_SRC_SHARED_PREDECESSOR_REPAIR_HPP
#define BOOST_GPU_PATHS_SRC_SHARED_PREDECESSOR_REPAIR_HPP

#include "shared/semiring.hpp"

#include <boost_gpu_paths/detail/interface/closure.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace shared {

enum : std::uint8_t { chain_unknown = 0, chain_open = 1, chain_good = 2, chain_bad = 3 };

// state[v] = chain_good when following p from v reaches the source (or v is unreachable:
// p[v] == v), chain_bad when it runs into a cycle. Returns true when no vertex is bad.
inline bool classify_predecessor_row(std::uint32_t source, std::size_t n, const std::uint32_t* p,
                                     std::vector<std::uint8_t>& state, std::vector<std::uint32_t>& path)
{
    state.assign(n, chain_unknown);
    bool all_good = true;
    for (std::size_t j = 0; j < n; ++j) {
        if (state[j] != chain_unknown) continue;
        path.clear();
        std::uint32_t x = static_cast<std::uint32_t>(j);
        std::uint8_t result = chain_bad;
        while (true) {
            if (state[x] == chain_open) {  // came back to this walk: a cycle
                result = chain_bad;
                break;
            }
            if (state[x] != chain_unknown) {
                result = state[x];
                break;
            }
            state[x] = chain_open;
            path.push_back(x);
            if (x == source || p[x] == x || p[x] >= n) {
                result = chain_good;
                break;
            }
            x = p[x];
        }
        for (std::uint32_t y : path) state[y] = result;
        if (result == chain_bad) all_good = false;
    }
    return all_good;
}

// Calls visit(v, w) for every arc u -> v of the problem's input (its dense matrix or its
// graph) that is an edge, not "no path".
template <class W, class Visit>
void for_each_input_arc(const backend_api::dense_apsp_problem<W>& problem, std::size_t u, Visit&& visit)
{
    if (problem.dense) {
        const W* row = problem.dense + u * problem.dense_stride;
        for (std::size_t v = 0; v < problem.vertex_count; ++v)
            if (row[v] < problem.infinite_threshold) visit(v, row[v]);
    } else {
        const backend_api::csr_topology& g = *problem.graph;
        for (std::uint32_t e = g.offsets[u]; e < g.offsets[u + 1]; ++e)
            if (problem.weights[e] < problem.infinite_threshold) visit(std::size_t(g.targets[e]), problem.weights[e]);
    }
}

template <class W>
bool tight(W du, W w, W dv)
{
    if (std::is_integral<W>::value) return du + w == dv;
    const double sum = static_cast<double>(du) + static_cast<double>(w), target = static_cast<double>(dv);
    if (sum == target) return true;
    // Relative to the operands' magnitudes, with no absolute floor: tiny (even subnormal)
    // weights are told apart, and a sum that cancels to near zero still has room for the
    // rounding of the additions that made dv.
    const double scale = std::max(std::abs(static_cast<double>(du)) + std::abs(static_cast<double>(w)), std::abs(target));
    const double tolerance = (std::is_same<W, float>::value ? 1e-5 : 1e-12) * scale;
    return std::abs(sum - target) <= tolerance;
}

// Repairs row `source` of a predecessor matrix in place. d is the row of distances
// (decoded: unreachable entries have p[v] == v), p the row of predecessors.
template <class W>
void repair_predecessor_row(const backend_api::dense_apsp_problem<W>& problem, std::uint32_t source, const W* d,
                            std::uint32_t* p)
{
    const std::size_t n = problem.vertex_count;
    std::vector<std::uint8_t> state;
    std::vector<std::uint32_t> path;
    auto reachable = [&](std::size_t u) { return u == source || p[u] != u; };
    for (std::size_t pass = 0; pass <= n; ++pass) {
        if (classify_predecessor_row(source, n, p, state, path)) return;
        bool changed = false;
        auto relax = [&](std::size_t u, std::size_t v, W w) {
            if (u != v && state[v] == chain_bad && tight(d[u], w, d[v])) {
                p[v] = static_cast<std::uint32_t>(u);
                state[v] = chain_good;
                changed = true;
            }
        };
        for (std::size_t u = 0; u < n; ++u) {
            if (state[u] != chain_good || !reachable(u)) continue;
            for_each_input_arc(problem, u, [&](std::size_t v, W w) { relax(u, v, w); });
        }
        if (!changed) return;  // cannot happen after a successful closure
    }
}

// Re-points the predecessors of row `source`'s vertices at -infinity (floating weights with
// a -inf weight) along paths that carry the -inf; a row without -inf is left as it is. Every length through such a vertex is
// -inf, so the closure's "strictly shorter" never moves its predecessor off the path that
// first reached it finitely, and a chain of finite weights can end at a -inf distance.
// Here each -inf vertex is reached anew: first over a -inf weight from a vertex with a
// finite distance, then outward from those through -inf vertices (breadth-first), so each
// chain ends in a -inf weight from a vertex whose own chain is finite and tight.
template <class W>
void reroot_negative_infinity(const backend_api::dense_apsp_problem<W>& problem, std::uint32_t source, const W* d,
                              std::uint32_t* p)
{
    if constexpr (std::is_floating_point<W>::value) {
        const std::size_t n = problem.vertex_count;
        const W minus_inf = -std::numeric_limits<W>::infinity();
        if (!problem.has_negative_weights || std::find(d, d + n, minus_inf) == d + n) return;
        if (d[source] == minus_inf) return;  // a negative cycle: the call returns false
        std::vector<std::uint8_t> placed(n, 0);
        std::vector<std::uint32_t> queue;
        for (std::size_t u = 0; u < n; ++u) {
            if (d[u] == minus_inf || !(u == source || p[u] != u)) continue;  // finite and reached
            for_each_input_arc(problem, u, [&](std::size_t v, W w) {
                if (w == minus_inf && d[v] == minus_inf && !placed[v] && v != source) {
                    placed[v] = 1;
                    p[v] = static_cast<std::uint32_t>(u);
                    queue.push_back(static_cast<std::uint32_t>(v));
                }
            });
        }
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const std::uint32_t u = queue[head];
            for_each_input_arc(problem, u, [&](std::size_t v, W) {
                if (d[v] == minus_inf && !placed[v] && v != source) {
                    placed[v] = 1;
                    p[v] = u;
                    queue.push_back(static_cast<std::uint32_t>(v));
                }
            });
        }
    }
}

}  // namespace shared
}  // namespace gpu_paths
}  // namespace boost

#endif
