// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Floyd-Warshall where the caller's distance_inf is within reach of a path.
//
// BGL's floyd_warshall treats distance_inf as a number that also means "no path": a
// pair at inf keeps inf against any longer sum, and an entry that reaches inf is
// skipped as a pivot. Where every simple path is shorter than inf that makes no
// difference, and the backends (which keep "no path" apart from every length) give
// BGL's answer. Where a path can reach inf (a small custom inf, or an edge or matrix
// entry at or above it), BGL's answer depends on its loop order, so the drop-ins run
// that loop here, on the host's threads, with BGL's comparisons, and record the
// predecessor of each improvement as it happens.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_FLOYD_WARSHALL_AT_CALLER_INF_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_FLOYD_WARSHALL_AT_CALLER_INF_HPP

#include <boost_gpu_paths/detail/base/host_memory.hpp>
#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/layout/csr.hpp>
#include <boost_gpu_paths/detail/layout/vertex_numbering.hpp>

#include <boost/graph/graph_traits.hpp>
#include <boost/property_map/property_map.hpp>

#include <cmath>
#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace detail {

// True when `longest`, an upper bound on every simple path, stays below the caller's inf
// (with room for the rounding of a bound summed in double over many vertices).
template <class WM>
bool paths_stay_below(double longest, WM inf)
{
    const double limit = static_cast<double>(inf);
    return longest + longest * 1e-6 < limit;
}

// The bound on simple paths over finite lengths only: a layout's bounds count a +inf
// weight (which BGL keeps as a number apart from inf, and the front end restores) as an
// unbounded path, and a layout's coarse bound may be far above the exact one.
template <class W>
double finite_path_bound(const layout::csr_layout<W>& csr)
{
    const std::uint32_t* offsets = csr.topology.offsets;
    double total = 0;
    for (std::uint32_t v = 0; v < csr.topology.vertex_count; ++v) {
        W heaviest = W(0);
        for (std::uint32_t e = offsets[v]; e < offsets[v + 1]; ++e) {
            const W w = csr.weights[e];
            if (w < weight_encoding<W>::infinity() && w > heaviest) heaviest = w;
        }
        total += static_cast<double>(heaviest);
    }
    return total;
}
template <class W>
double finite_path_bound(const std::vector<W>& dense, std::uint32_t n)
{
    double total = 0;
    for (std::size_t i = 0; i < n; ++i) {
        W heaviest = W(0);
        for (std::size_t j = 0; j < n; ++j) {
            const W w = dense[i * n + j];
            if (w < weight_encoding<W>::infinity() && w > heaviest) heaviest = w;
        }
        total += static_cast<double>(heaviest);
    }
    return total;
}

// BGL's Floyd-Warshall on a dense row-major n x n matrix `d` in type W, with `inf` as
// BGL's inf: the same comparisons, in the same order for every pair. `pred`, when not
// null, holds P[i][j] = i where d[i][j] is an edge (or entry) and j where it is inf, and
// takes the pivot's predecessor on every strict improvement. Returns BGL's verdict.
template <class W>
bool bgl_floyd_warshall_loop(std::vector<W>& d, std::vector<std::uint32_t>* pred, std::uint32_t n, W inf)
{
    W* const D = d.data();
    std::uint32_t* const P = pred ? pred->data() : nullptr;
    for (std::uint32_t k = 0; k < n; ++k) {
        const W* const row_k = D + std::size_t(k) * n;
        const W pivot = row_k[k];
        // A step leaves row k and column k as they are when d[k][k] is inf (both are then
        // skipped) or a finite value >= 0 (min(x, x + d[k][k]) is x): its rows are then
        // independent and run in parallel. Otherwise (a negative cycle through k, or a
        // +-infinite diagonal) the step runs in BGL's order, re-reading d[i][k] per j.
        const bool rows_independent = pivot == inf || (std::isfinite(static_cast<double>(pivot)) && !(pivot < W(0)));
        if (rows_independent) {
            base::parallel_for_chunks(0, n, [&](std::size_t lo, std::size_t hi) {
                for (std::size_t i = lo; i < hi; ++i) {
                    W* const row_i = D + i * n;
                    const W through = row_i[k];
                    if (i == k || through == inf) continue;
                    std::uint32_t* const pred_i = P ? P + i * n : nullptr;
                    for (std::size_t j = 0; j < n; ++j) {
                        if (row_k[j] == inf) continue;
                        const W sum = through + row_k[j];
                        if (row_i[j] < sum) continue;
                        if (pred_i && sum < row_i[j] && j != i) pred_i[j] = P[std::size_t(k) * n + j];
                        row_i[j] = sum;
                    }
                }
            }, base::rows_per_chunk(n));
        } else {
            for (std::size_t i = 0; i < n; ++i) {
                W* const row_i = D + i * n;
                if (row_i[k] == inf) continue;
                for (std::size_t j = 0; j < n; ++j) {
                    if (row_k[j] == inf) continue;
                    const W sum = row_i[k] + row_k[j];
                    if (row_i[j] < sum) continue;
                    if (P && sum < row_i[j] && j != i) P[i * n + j] = P[std::size_t(k) * n + j];
                    row_i[j] = sum;
                }
            }
        }
    }
    for (std::size_t i = 0; i < n; ++i)
        if (D[i * n + i] < W(0)) return false;
    return true;
}

// BGL's initial matrix for floyd_warshall_all_pairs_shortest_paths: inf everywhere, 0 on
// the diagonal, then each edge's weight (the least of parallel edges; a pair still at inf
// takes the weight as it is), and for an undirected graph each edge again reversed.
template <class W, class Graph, class WeightMap, class WM>
std::vector<W> bgl_initial_matrix(const Graph& g, const layout::vertex_numbering<Graph>& numbering,
                                  const WeightMap& weight, WM inf)
{
    const std::uint32_t n = numbering.size();
    std::vector<W> d;
    base::resize_host_vector(d, std::size_t(n) * n,
                             [n] { return "the " + std::to_string(n) + " x " + std::to_string(n) + " distance matrix"; });
    const W no_path = static_cast<W>(inf);
    std::fill(d.begin(), d.end(), no_path);
    for (std::size_t i = 0; i < n; ++i) d[i * n + i] = W(0);
    auto place = [&](std::uint32_t s, std::uint32_t t, WM w) {
        W& entry = d[std::size_t(s) * n + t];
        if (entry != no_path)
            entry = w < static_cast<WM>(entry) ? static_cast<W>(w) : entry;
        else
            entry = static_cast<W>(w);
    };
    typename graph_traits<Graph>::edge_iterator e, e_end;
    for (boost::tie(e, e_end) = edges(g); e != e_end; ++e)
        place(numbering.index(source(*e, g)), numbering.index(target(*e, g)), get(weight, *e));
    if (layout::detail::is_undirected<Graph>())
        for (boost::tie(e, e_end) = edges(g); e != e_end; ++e)
            place(numbering.index(target(*e, g)), numbering.index(source(*e, g)), get(weight, *e));
    return d;
}

// Predecessors as the loop starts them: the row's own vertex where there is a length,
// the column's vertex (unreachable) where there is inf, and u on the diagonal.
template <class W>
std::vector<std::uint32_t> bgl_initial_predecessors(const std::vector<W>& d, std::uint32_t n, W inf)
{
    std::vector<std::uint32_t> p;
    base::resize_host_vector(
        p, std::size_t(n) * n, [n] { return "the " + std::to_string(n) + " x " + std::to_string(n) + " predecessor matrix"; });
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j)
            p[i * n + j] = static_cast<std::uint32_t>(i != j && d[i * n + j] != inf ? i : j);
    return p;
}

// True when every pair with a length has a predecessor walk back to its row's vertex,
// through pairs with lengths, whose arcs (entries of `arcs`, the matrix the loop started
// from) add up to that length (floating sums within the rounding of n additions), after
// setting P[u][v] = v where the loop ended at inf (or +inf, a weight BGL keeps as a
// number). A row whose loop-recorded predecessors do not (BGL's loop records an
// improvement's predecessor when it happens, and where lengths reach -inf or inf later
// improvements can leave such walks looping) is rebuilt as a tree of arcs that continue a
// row's length to exactly the next one, found breadth-first from the row's vertex; false
// where no such tree reaches every pair with a length. Under BGL's rule a pair can keep a
// length that a shorter path through a pair left at inf undercuts, or whose own prefix was
// left at inf; no predecessor matrix describes such distances.
template <class W>
bool predecessors_form_paths(const std::vector<W>& d, const std::vector<W>& arcs, std::vector<std::uint32_t>& pred,
                             std::uint32_t n, W inf)
{
    auto unreached = [inf](W x) { return x == inf || (x > W(0) && !std::isfinite(static_cast<double>(x))); };
    const double slack = std::is_floating_point<W>::value
                             ? 2.0 * (double(n) + 2) * double(std::numeric_limits<W>::epsilon())
                             : 0.0;
    auto same_length = [slack](W a, W b) {
        if (a == b) return true;
        const double x = static_cast<double>(a), y = static_cast<double>(b);
        return std::isfinite(x) && std::isfinite(y) && std::fabs(x - y) <= slack * std::max(std::fabs(x), std::fabs(y));
    };
    for (std::size_t i = 0; i < std::size_t(n) * n; ++i)
        if (unreached(d[i])) pred[i] = static_cast<std::uint32_t>(i % n);
    std::vector<unsigned char> state(n);  // 0 not seen, 1 on the walk being followed, 2 checked
    std::vector<W> length(n);             // along P from the row's vertex, for checked pairs
    std::vector<std::uint32_t> walk;
    // Whether row u's predecessors walk back to u with its lengths.
    auto row_walks_back = [&](std::size_t u) {
        const W* const row_d = d.data() + u * n;
        const std::uint32_t* const row_p = pred.data() + u * n;
        std::fill(state.begin(), state.end(), 0);
        state[u] = 2;
        length[u] = W(0);
        for (std::uint32_t v = 0; v < n; ++v) {
            if (state[v] || unreached(row_d[v])) continue;
            walk.clear();
            std::uint32_t x = v;
            while (state[x] == 0) {
                if (unreached(row_d[x])) return false;
                state[x] = 1;
                walk.push_back(x);
                x = row_p[x];
            }
            if (state[x] == 1) return false;  // the walk loops
            for (auto y = walk.rbegin(); y != walk.rend(); ++y) {
                const std::uint32_t before = row_p[*y];
                length[*y] = length[before] + arcs[std::size_t(before) * n + *y];
                if (!same_length(length[*y], row_d[*y])) return false;
                state[*y] = 2;
            }
        }
        return true;
    };
    // Row u's predecessors as a breadth-first tree of the arcs (x, y) with
    // D[u][x] + arc == D[u][y], over the pairs with lengths.
    std::vector<std::uint32_t> frontier;
    auto rebuild_row = [&](std::size_t u) {
        const W* const row_d = d.data() + u * n;
        std::uint32_t* const row_p = pred.data() + u * n;
        std::fill(state.begin(), state.end(), 0);
        frontier.assign(1, static_cast<std::uint32_t>(u));
        state[u] = 1;
        row_p[u] = static_cast<std::uint32_t>(u);
        for (std::size_t next = 0; next < frontier.size(); ++next) {
            const std::uint32_t x = frontier[next];
            const W* const out = arcs.data() + std::size_t(x) * n;
            for (std::uint32_t y = 0; y < n; ++y) {
                if (state[y] || unreached(row_d[y]) || out[y] == inf) continue;
                if (!same_length(static_cast<W>(row_d[x] + out[y]), row_d[y])) continue;
                state[y] = 1;
                row_p[y] = x;
                frontier.push_back(y);
            }
        }
    };
    for (std::size_t u = 0; u < n; ++u) {
        if (row_walks_back(u)) continue;
        rebuild_row(u);
        if (!row_walks_back(u)) return false;
    }
    return true;
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
