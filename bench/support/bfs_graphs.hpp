// Graphs for the breadth-first search benchmark, as uint32 CSR arrays: Graph500 R-MAT,
// 2D grids, and the PACE road topologies (`p tw N M`, then `u v` per undirected edge,
// 1-based; read directly or through `xz -dc`). All three are undirected, so the arrays
// list both directions of every edge and are marked symmetric.
#ifndef BOOST_GPU_PATHS_BENCH_SUPPORT_BFS_GRAPHS_HPP
#define BOOST_GPU_PATHS_BENCH_SUPPORT_BFS_GRAPHS_HPP

#include <boost_gpu_paths/backend/common.hpp>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <random>
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

// splitmix64: a counter-based generator, so edge i is the same whatever thread draws it.
inline std::uint64_t mix64(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

// Graph500 Kronecker / R-MAT generator: 2^scale vertices, edge_factor * 2^scale edges,
// (A, B, C) = (0.57, 0.19, 0.19), vertex labels permuted at random.
inline bfs_graph rmat_graph(int scale, int edge_factor, std::uint64_t seed)
{
    bfs_graph g;
    g.name = "rmat" + std::to_string(scale);
    g.vertex_count = 1u << scale;
    const std::uint64_t m = std::uint64_t(edge_factor) << scale;
    std::vector<std::uint32_t> label(g.vertex_count);
    std::iota(label.begin(), label.end(), 0u);
    std::shuffle(label.begin(), label.end(), std::mt19937_64(seed));
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges(m);
    // Quadrant thresholds in 16-bit fixed point: four draws per 64-bit random word.
    const std::uint32_t a = 37355, ab = 49807, abc = 62259;  // 0.57, 0.76, 0.95 of 65536
    split_over_threads(m, [&](unsigned, std::uint64_t lo, std::uint64_t hi) {
        for (std::uint64_t i = lo; i < hi; ++i) {
            std::uint32_t u = 0, v = 0;
            std::uint64_t word = 0;
            for (int bit = 0; bit < scale; ++bit) {
                if (bit % 4 == 0) word = mix64(seed ^ mix64(i * 8 + bit / 4));
                const std::uint32_t r = static_cast<std::uint32_t>(word & 0xffff);
                word >>= 16;
                const int quadrant = r < a ? 0 : r < ab ? 1 : r < abc ? 2 : 3;
                u = (u << 1) | (quadrant >> 1);
                v = (v << 1) | (quadrant & 1);
            }
            edges[i] = {label[u], label[v]};
        }
    });
    fill_symmetric_csr(g, edges);
    return g;
}

// width x height 4-neighbour lattice.
inline bfs_graph grid_graph(std::uint32_t width, std::uint32_t height)
{
    bfs_graph g;
    g.name = "grid" + std::to_string(width) + "x" + std::to_string(height);
    g.vertex_count = width * height;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
    edges.reserve(2ull * width * height);
    for (std::uint32_t y = 0; y < height; ++y)
        for (std::uint32_t x = 0; x < width; ++x) {
            const std::uint32_t v = y * width + x;
            if (x + 1 < width) edges.emplace_back(v, v + 1);
            if (y + 1 < height) edges.emplace_back(v, v + width);
        }
    fill_symmetric_csr(g, edges);
    return g;
}

// Reads a PACE `p tw` file (plain, or .xz through the xz program).
inline bfs_graph read_pace_graph(const std::string& path, const std::string& name)
{
    const bool compressed = path.size() > 3 && path.compare(path.size() - 3, 3, ".xz") == 0;
    FILE* in = compressed ? popen(("xz -dc '" + path + "'").c_str(), "r") : std::fopen(path.c_str(), "r");
    if (!in) throw std::runtime_error("cannot open " + path);
    bfs_graph g;
    g.name = name;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
    char line[256];
    bool header = false;
    while (std::fgets(line, sizeof line, in)) {
        if (line[0] == 'c' || line[0] == '\n') continue;
        if (line[0] == 'p') {
            unsigned long n = 0, m = 0;
            if (std::sscanf(line, "p tw %lu %lu", &n, &m) != 2) break;
            g.vertex_count = static_cast<std::uint32_t>(n);
            edges.reserve(m);
            header = true;
            continue;
        }
        char* end = nullptr;
        const unsigned long u = std::strtoul(line, &end, 10);
        const unsigned long v = std::strtoul(end, &end, 10);
        if (!header || u < 1 || v < 1 || u > g.vertex_count || v > g.vertex_count) {
            header = false;
            break;
        }
        edges.emplace_back(static_cast<std::uint32_t>(u - 1), static_cast<std::uint32_t>(v - 1));
    }
    const int status = compressed ? pclose(in) : std::fclose(in);
    if (!header || status != 0) throw std::runtime_error("cannot read " + path + " as a PACE 'p tw' graph");
    fill_symmetric_csr(g, edges);
    return g;
}

}  // namespace bench

#endif
