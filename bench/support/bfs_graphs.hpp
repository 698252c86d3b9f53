// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Graphs for the breadth-first search benchmark as uint32 CSR arrays: the library's
// Graph500 R-MAT and grid generators and its PACE reader give undirected edge lists,
// whose arrays list both directions of every edge and are marked symmetric.
#ifndef BOOST_GPU_PATHS_BENCH_SUPPORT_BFS_GRAPHS_HPP
#define BOOST_GPU_PATHS_BENCH_SUPPORT_BFS_GRAPHS_HPP

#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>
#include <boost_gpu_paths/io/edge_list.hpp>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace bench {

struct bfs_graph {
    std::string name;
    std::uint32_t vertex_count = 0;
    std::uint64_t undirected_edges = 0;  // input edges (TEPS counts these)
    std::vector<std::uint32_t> offsets;
    std::vector<std::uint32_t> targets;
};

inline unsigned bench_threads() { return std::max(1u, std::thread::hardware_concurrency()); }

// Runs body(thread, begin, end) over [0, count) split evenly across the threads.
template <class Body>
void split_over_threads(std::uint64_t count, Body&& body)
{
    const unsigned t = bench_threads();
    std::vector<std::thread> pool;
    for (unsigned i = 0; i < t; ++i)
        pool.emplace_back([&, i] { body(i, count * i / t, count * (i + 1) / t); });
    for (auto& th : pool) th.join();
}

// Symmetric CSR of an undirected edge list (both directions of every edge; self loops
// and repeated edges kept, as Graph500 keeps them).
inline void fill_symmetric_csr(bfs_graph& g, const std::vector<std::pair<std::uint32_t, std::uint32_t>>& edges)
{
    const std::uint32_t n = g.vertex_count;
    const std::uint64_t arcs = 2 * std::uint64_t(edges.size());
    if (arcs >= 0xffffffffull) throw std::runtime_error(g.name + ": too many edges for 32-bit CSR indices");
    std::vector<std::atomic<std::uint32_t>> degree(n);
    for (auto& d : degree) d.store(0, std::memory_order_relaxed);
    split_over_threads(edges.size(), [&](unsigned, std::uint64_t lo, std::uint64_t hi) {
        for (std::uint64_t i = lo; i < hi; ++i) {
            degree[edges[i].first].fetch_add(1, std::memory_order_relaxed);
            degree[edges[i].second].fetch_add(1, std::memory_order_relaxed);
        }
    });
    g.offsets.assign(std::size_t(n) + 1, 0);
    for (std::uint32_t v = 0; v < n; ++v) g.offsets[v + 1] = g.offsets[v] + degree[v].load(std::memory_order_relaxed);
    for (std::uint32_t v = 0; v < n; ++v) degree[v].store(g.offsets[v], std::memory_order_relaxed);  // now cursors
    g.targets.resize(arcs);
    split_over_threads(edges.size(), [&](unsigned, std::uint64_t lo, std::uint64_t hi) {
        for (std::uint64_t i = lo; i < hi; ++i) {
            const auto [u, v] = edges[i];
            g.targets[degree[u].fetch_add(1, std::memory_order_relaxed)] = v;
            g.targets[degree[v].fetch_add(1, std::memory_order_relaxed)] = u;
        }
    });
    g.undirected_edges = edges.size();
}

// The symmetric CSR of an undirected edge list from the library's readers and generators.
inline bfs_graph symmetric_csr(const std::string& name, const boost::gpu_paths::io::edge_list& list)
{
    bfs_graph g;
    g.name = name;
    g.vertex_count = list.vertex_count;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges(list.edge_count());
    for (std::size_t i = 0; i < edges.size(); ++i) edges[i] = {list.sources[i], list.targets[i]};
    fill_symmetric_csr(g, edges);
    return g;
}

}  // namespace bench

#endif
