// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What test_bellman_ford.cpp runs its cases with: random graphs with negative weights,
// the comparison of a call on every backend with BGL's (run_and_check), and single calls
// on every path, the automatic one included, with what they returned and left (bf,
// expect_on_every_path).
#ifndef BOOST_GPU_PATHS_TEST_BELLMAN_FORD_SUPPORT_HPP
#define BOOST_GPU_PATHS_TEST_BELLMAN_FORD_SUPPORT_HPP

#include <boost_gpu_paths/bellman_ford.hpp>

#include <boost/graph/bellman_ford_shortest_paths.hpp>
#include <boost/test/unit_test.hpp>

#include "support/backends.hpp"
#include "test_dijkstra_common.hpp"

#include <cstddef>
#include <limits>
#include <ostream>
#include <random>
#include <string>
#include <vector>

namespace bellman_ford_test {

namespace gp = boost::gpu_paths;
using namespace dijkstra_test;

// Weights of every edge: integers (stored in W, so floating sums are exact and distances
// compare exactly). With potentials, w(u, v) = base + h(v) - h(u) with base >= 0: edges
// may be negative but every cycle weighs at least 0.
template <class W>
std::vector<edge<W>> random_signed_edges(std::mt19937_64& rng, std::size_t n, std::size_t m, bool potentials,
                                         int negative_share_percent)
{
    std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
    std::uniform_int_distribution<int> base(0, 50), height(0, 60), percent(0, 99), magnitude(1, 40);
    std::vector<int> h(n);
    for (int& x : h) x = height(rng);
    std::vector<edge<W>> edges;
    for (std::size_t i = 0; i < m; ++i) {
        const std::size_t u = vertex(rng), v = vertex(rng);
        int w = base(rng);
        if (potentials)
            w += h[v] - h[u];
        else if (percent(rng) < negative_share_percent)
            w = -magnitude(rng);
        edges.push_back({u, v, static_cast<W>(w)});
    }
    return edges;
}

template <class Graph>
std::vector<typename boost::graph_traits<Graph>::vertex_descriptor> vertex_list(const Graph& g)
{
    std::vector<typename boost::graph_traits<Graph>::vertex_descriptor> out;
    for (auto v : boost::make_iterator_range(vertices(g))) out.push_back(v);
    return out;
}

// True when a negative edge leaves a vertex reachable from one with a finite initial
// distance (for undirected graphs, each edge both ways): a negative cycle of two edges.
template <class W>
bool undirected_negative_edge_reached(std::size_t n, const std::vector<edge<W>>& edges, const std::vector<W>& initial)
{
    std::vector<std::vector<std::size_t>> adjacent(n);
    for (const auto& e : edges) {
        adjacent[e.u].push_back(e.v);
        adjacent[e.v].push_back(e.u);
    }
    std::vector<char> seen(n, 0);
    std::vector<std::size_t> queue;
    for (std::size_t v = 0; v < n; ++v)
        if (initial[v] != (std::numeric_limits<W>::max)()) seen[v] = 1, queue.push_back(v);
    for (std::size_t head = 0; head < queue.size(); ++head)
        for (std::size_t v : adjacent[queue[head]])
            if (!seen[v]) seen[v] = 1, queue.push_back(v);
    for (const auto& e : edges)
        if (e.w < W(0) && seen[e.u]) return true;
    return false;
}

// Runs both libraries from `initial` (indexed by vertex index) on every backend and
// compares. from_root: the root_vertex form from vertex `root` (initial is then ignored).
// expected_override: the verdict to expect instead of BGL's (undirected negative edges).
template <class W, class Graph>
void run_and_check(Graph& g, const std::vector<W>& initial, bool from_root, std::size_t root, const std::string& what,
                   int expected_override = -1)
{
    using vertex = typename boost::graph_traits<Graph>::vertex_descriptor;
    const auto index = get(boost::vertex_index, g);
    const auto weight = get(boost::edge_weight, g);
    const std::vector<vertex> vs = vertex_list(g);
    const std::size_t n = vs.size();
    const W inf = (std::numeric_limits<W>::max)();

    std::vector<W> bgl_d(initial);
    if (from_root) bgl_d.assign(n, poison<W>());
    std::vector<vertex> bgl_p(vs);
    auto bgl_dmap = boost::make_iterator_property_map(bgl_d.begin(), index);
    auto bgl_pmap = boost::make_iterator_property_map(bgl_p.begin(), index);
    const bool bgl_verdict =
        from_root ? boost::bellman_ford_shortest_paths(
                        g, boost::root_vertex(vs[root]).weight_map(weight).distance_map(bgl_dmap).predecessor_map(bgl_pmap))
                  : boost::bellman_ford_shortest_paths(
                        g, n, boost::weight_map(weight).distance_map(bgl_dmap).predecessor_map(bgl_pmap));
    const bool expected = expected_override < 0 ? bgl_verdict : expected_override != 0;

    for (const auto& path : test_support::paths_under_test()) {
        const std::string label = what + (from_root ? " (root form)" : " (N form)") + " [" + path.name + "]";
        std::vector<W> d(initial);
        if (from_root) d.assign(n, poison<W>());
        const vertex null = boost::graph_traits<Graph>::null_vertex();
        std::vector<vertex> p(n, null);
        auto dmap = boost::make_iterator_property_map(d.begin(), index);
        auto pmap = boost::make_iterator_property_map(p.begin(), index);
        auto params = gp::with_options(path.tuning, gp::use_backend(path.backend, boost::weight_map(weight)
                                                                                    .distance_map(dmap)
                                                                                    .predecessor_map(pmap)));
        const bool verdict = from_root ? boost::gpu_bellman_ford_shortest_paths(g, params.root_vertex(vs[root]))
                                       : boost::gpu_bellman_ford_shortest_paths(g, n, params);
        BOOST_TEST(verdict == expected, label << ": returned " << verdict << ", expected " << expected);
        if (!verdict) {  // the maps as they were before the call
            std::vector<W> before(initial);
            if (from_root) before.assign(n, poison<W>());
            BOOST_TEST((d == before && p == std::vector<vertex>(n, null)), label << ": returned false but wrote");
        }
        if (!verdict || !expected) continue;
        std::size_t wrong = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const vertex v = vs[i];
            const std::size_t at = get(index, v);
            if (d[at] != bgl_d[at]) {
                if (wrong++ < 5)
                    BOOST_ERROR(label << ": d[" << at << "] = " << d[at] << ", BGL " << bgl_d[at]);
                continue;
            }
            const W start = from_root ? (at == get(index, vs[root]) ? W(0) : static_cast<W>(inf)) : initial[at];
            const bool fell = d[at] < start;
            if (!fell) {
                const vertex want = from_root ? v : null;
                if (p[at] != want && wrong++ < 5) BOOST_ERROR(label << ": p[" << at << "] written without a fall");
                continue;
            }
            // A tight edge from the predecessor.
            bool tight = false;
            for (auto e : boost::make_iterator_range(out_edges(p[at] == null ? v : p[at], g)))
                if (target(e, g) == v && d[get(index, p[at])] + get(weight, e) == d[at]) tight = true;
            if (p[at] == null || !tight) {
                if (wrong++ < 5) BOOST_ERROR(label << ": p[" << at << "] is not on a shortest path");
            }
        }
        BOOST_TEST(wrong == 0u, label << ": " << wrong << " wrong vertices");
        if (wrong) continue;
        // The predecessors form a forest: from every lowered vertex, following them reaches
        // a vertex that was not lowered within n steps (tight edges alone allow a cycle
        // of zero weight).
        auto lowered = [&](vertex v) {
            const std::size_t at = get(index, v);
            const W start = from_root ? (at == get(index, vs[root]) ? W(0) : static_cast<W>(inf)) : initial[at];
            return d[at] < start;
        };
        std::size_t cycles = 0;
        for (const vertex v : vs) {
            vertex walk = v;
            std::size_t steps = 0;
            while (lowered(walk) && steps <= n) walk = p[get(index, walk)], ++steps;
            if (steps > n && cycles++ < 3) BOOST_ERROR(label << ": the predecessors of " << get(index, v) << " cycle");
        }
        BOOST_TEST(cycles == 0u, label << ": " << cycles << " vertices whose predecessors cycle");
    }
}

// Initial distances for the N form: a few sources at small values, the rest inf.
template <class W>
std::vector<W> random_initial(std::mt19937_64& rng, std::size_t n)
{
    std::vector<W> initial(n, (std::numeric_limits<W>::max)());
    std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
    std::uniform_int_distribution<int> value(-20, 20);
    const std::size_t sources = 1 + n / 50;
    for (std::size_t i = 0; i < sources; ++i) initial[vertex(rng)] = static_cast<W>(value(rng));
    return initial;
}

// --- Single calls on every path: automatic (BGL's loop on small graphs), host, CUDA ---

inline constexpr std::size_t no_root = ~std::size_t(0);

// What a call returned and left, predecessors poisoned (77) before it.
template <class W>
struct bf_outcome {
    bool verdict = false;
    std::vector<W> d;
    std::vector<std::size_t> p;
    bool operator==(const bf_outcome& o) const { return verdict == o.verdict && d == o.d && p == o.p; }
};
template <class W>
std::ostream& operator<<(std::ostream& out, const bf_outcome<W>& r)
{
    out << (r.verdict ? "true, d" : "false, d");
    for (W x : r.d) out << ' ' << x;
    out << ", p";
    for (std::size_t x : r.p) out << ' ' << x;
    return out;
}
template <class W>
bf_outcome<W> untouched(std::vector<W> d)
{
    const std::size_t n = d.size();
    return {false, std::move(d), std::vector<std::size_t>(n, 77)};
}

// BGL's call (kind null) or the drop-in's on *kind, from r.d with N = rounds or from a
// root, with closed_plus<W>(inf), into r.
template <class W, class Graph>
void call_bf(Graph& g, std::size_t rounds, std::size_t root, W inf, const gp::backend_kind* kind, bf_outcome<W>& r)
{
    const auto named = boost::weight_map(get(boost::edge_weight, g))
                           .distance_map(r.d.data())
                           .predecessor_map(r.p.data())
                           .distance_combine(boost::closed_plus<W>(inf));
    if (!kind) {
        r.verdict = root == no_root ? boost::bellman_ford_shortest_paths(g, rounds, named)
                                    : boost::bellman_ford_shortest_paths(g, named.root_vertex(root));
    } else {
        const auto on = gp::use_backend(*kind, named);
        r.verdict = root == no_root ? boost::gpu_bellman_ford_shortest_paths(g, rounds, on)
                                    : boost::gpu_bellman_ford_shortest_paths(g, on.root_vertex(root));
    }
}
template <class W, class Graph>
bf_outcome<W> bf(Graph& g, std::size_t rounds, const std::vector<W>& d, std::size_t root, W inf,
                 const gp::backend_kind* kind = nullptr)
{
    bf_outcome<W> r = untouched(d);
    call_bf(g, rounds, root, inf, kind, r);
    return r;
}

inline std::vector<gp::backend_kind> every_path()
{
    std::vector<gp::backend_kind> kinds{gp::backend_kind::automatic};
    for (gp::backend_kind k : test_support::backends_under_test()) kinds.push_back(k);
    return kinds;
}

template <class W, class Graph>
void expect_on_every_path(Graph& g, std::size_t rounds, const std::vector<W>& d, std::size_t root, W inf,
                          const bf_outcome<W>& expected, const std::string& what)
{
    for (const gp::backend_kind kind : every_path()) {
        const bf_outcome<W> got = bf(g, rounds, d, root, inf, &kind);
        BOOST_TEST((got == expected), what << " [" << gp::to_string(kind) << "]: " << got << "; expected " << expected);
    }
}

template <class W>
W most()
{
    return (std::numeric_limits<W>::max)();
}

}  // namespace bellman_ford_test

#endif
