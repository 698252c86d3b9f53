// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Graph generators and an independent oracle for the breadth-first search tests.
#ifndef BOOST_GPU_PATHS_TEST_BREADTH_FIRST_SEARCH_SUPPORT_HPP
#define BOOST_GPU_PATHS_TEST_BREADTH_FIRST_SEARCH_SUPPORT_HPP

#include <boost_gpu_paths/detail/interface/bfs.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <random>
#include <utility>
#include <vector>

namespace bfs_test {

using edge = std::pair<std::uint32_t, std::uint32_t>;

struct edge_list {
    std::uint32_t vertex_count = 0;
    std::vector<edge> edges;
};

// G(n, m) with self loops and parallel edges mixed in.
inline edge_list random_graph(std::mt19937_64& rng, std::uint32_t n, std::size_t m)
{
    edge_list g{n, {}};
    if (n == 0) return g;
    std::uniform_int_distribution<std::uint32_t> pick(0, n - 1);
    for (std::size_t i = 0; i < m; ++i) {
        const std::uint32_t u = pick(rng), v = pick(rng);
        g.edges.emplace_back(u, v);
        if (i % 17 == 0) g.edges.emplace_back(u, v);  // a parallel edge
        if (i % 23 == 0) g.edges.emplace_back(u, u);  // a self loop
    }
    return g;
}

// R-MAT with the Graph500 parameters (a, b, c) = (0.57, 0.19, 0.19), vertex labels
// shuffled so hubs are not the low numbers. Skewed degrees, few levels.
inline edge_list rmat_graph(std::mt19937_64& rng, int scale, int edge_factor)
{
    const std::uint32_t n = 1u << scale;
    edge_list g{n, {}};
    std::vector<std::uint32_t> label(n);
    for (std::uint32_t i = 0; i < n; ++i) label[i] = i;
    std::shuffle(label.begin(), label.end(), rng);
    std::uniform_real_distribution<double> coin(0.0, 1.0);
    const std::size_t m = std::size_t(n) * edge_factor;
    for (std::size_t i = 0; i < m; ++i) {
        std::uint32_t u = 0, v = 0;
        for (int bit = 0; bit < scale; ++bit) {
            const double r = coin(rng);
            const int quadrant = r < 0.57 ? 0 : r < 0.76 ? 1 : r < 0.95 ? 2 : 3;
            u = (u << 1) | (quadrant >> 1);
            v = (v << 1) | (quadrant & 1);
        }
        g.edges.emplace_back(label[u], label[v]);
    }
    return g;
}

// width x height lattice, edges to the right and downwards. Many levels.
inline edge_list grid_graph(std::uint32_t width, std::uint32_t height)
{
    edge_list g{width * height, {}};
    for (std::uint32_t y = 0; y < height; ++y)
        for (std::uint32_t x = 0; x < width; ++x) {
            const std::uint32_t v = y * width + x;
            if (x + 1 < width) g.edges.emplace_back(v, v + 1);
            if (y + 1 < height) g.edges.emplace_back(v, v + width);
        }
    return g;
}

// A forest: vertex v > 0 hangs below a random earlier vertex, except every
// root_every-th vertex, which starts a new tree. Every BFS tree of it is unique.
inline edge_list random_forest(std::mt19937_64& rng, std::uint32_t n, std::uint32_t root_every)
{
    edge_list g{n, {}};
    for (std::uint32_t v = 1; v < n; ++v) {
        if (v % root_every == 0) continue;
        std::uniform_int_distribution<std::uint32_t> pick(v > 64 ? v - 64 : 0, v - 1);
        g.edges.emplace_back(pick(rng), v);
    }
    return g;
}

// A star around vertex 0 with `leaves` leaves, then a path hanging off the last leaf:
// a very high degree at level 0, many levels after it.
inline edge_list star_with_tail(std::uint32_t leaves, std::uint32_t tail)
{
    edge_list g{1 + leaves + tail, {}};
    for (std::uint32_t v = 1; v <= leaves; ++v) g.edges.emplace_back(0, v);
    for (std::uint32_t v = leaves; v < leaves + tail; ++v) g.edges.emplace_back(v, v + 1);
    return g;
}

// CSR arrays of an edge list; symmetric lists both directions of every edge.
struct csr_graph {
    std::vector<std::uint32_t> offsets;
    std::vector<std::uint32_t> targets;
    bool symmetric = false;

    boost::gpu_paths::backend_api::csr_topology topology() const
    {
        boost::gpu_paths::backend_api::csr_topology t;
        t.vertex_count = static_cast<std::uint32_t>(offsets.size() - 1);
        t.edge_count = static_cast<std::uint32_t>(targets.size());
        t.offsets = offsets.data();
        t.targets = targets.data();
        t.symmetric = symmetric;
        return t;
    }
    std::uint32_t vertex_count() const { return static_cast<std::uint32_t>(offsets.size() - 1); }

    bool has_edge(std::uint32_t u, std::uint32_t v) const
    {
        return std::find(targets.begin() + offsets[u], targets.begin() + offsets[u + 1], v) !=
               targets.begin() + offsets[u + 1];
    }
};

inline csr_graph make_csr(const edge_list& g, bool symmetric)
{
    csr_graph c;
    c.symmetric = symmetric;
    c.offsets.assign(std::size_t(g.vertex_count) + 1, 0);
    for (const edge& e : g.edges) {
        ++c.offsets[e.first + 1];
        if (symmetric) ++c.offsets[e.second + 1];
    }
    for (std::uint32_t v = 0; v < g.vertex_count; ++v) c.offsets[v + 1] += c.offsets[v];
    c.targets.resize(c.offsets.back());
    std::vector<std::uint32_t> cursor(c.offsets.begin(), c.offsets.end() - 1);
    for (const edge& e : g.edges) {
        c.targets[cursor[e.first]++] = e.second;
        if (symmetric) c.targets[cursor[e.second]++] = e.first;
    }
    return c;
}

// Textbook FIFO breadth-first search: the oracle for hop counts.
inline std::vector<std::uint32_t> oracle_hops(const csr_graph& g, const std::vector<std::uint32_t>& sources)
{
    std::vector<std::uint32_t> hops(g.vertex_count(), boost::gpu_paths::backend_api::unreached_hops);
    std::deque<std::uint32_t> queue;
    for (std::uint32_t s : sources)
        if (hops[s] != 0) {
            hops[s] = 0;
            queue.push_back(s);
        }
    while (!queue.empty()) {
        const std::uint32_t u = queue.front();
        queue.pop_front();
        for (std::uint32_t e = g.offsets[u]; e < g.offsets[u + 1]; ++e) {
            const std::uint32_t v = g.targets[e];
            if (hops[v] == boost::gpu_paths::backend_api::unreached_hops) {
                hops[v] = hops[u] + 1;
                queue.push_back(v);
            }
        }
    }
    return hops;
}

// Counts the vertices whose parent does not make a valid BFS tree: sources and
// unreached vertices must be their own parents; any other vertex v needs
// hops[p] == hops[v] - 1 and an edge p -> v.
inline std::size_t invalid_parents(const csr_graph& g, const std::vector<std::uint32_t>& hops,
                                   const std::vector<std::uint32_t>& parents)
{
    std::size_t bad = 0;
    for (std::uint32_t v = 0; v < g.vertex_count(); ++v) {
        const std::uint32_t p = parents[v];
        if (hops[v] == 0 || hops[v] == boost::gpu_paths::backend_api::unreached_hops) {
            bad += p != v;
            continue;
        }
        if (p >= g.vertex_count() || hops[p] + 1 != hops[v] || !g.has_edge(p, v)) ++bad;
    }
    return bad;
}

}  // namespace bfs_test

#endif
