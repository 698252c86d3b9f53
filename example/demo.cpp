// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The README's first command: every algorithm of boost_gpu_paths on generated graphs,
// side by side with the BGL call it replaces. For each it prints the backend that ran,
// both times, the speedup, and whether the results agree with BGL's; the exit status is
// non-zero if any result disagrees.
//
//   demo [--scale S]    S multiplies the graph sizes (default 2 on a GPU, 1 on the host)
#include <boost_gpu_paths/bellman_ford.hpp>
#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dag_shortest_paths.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/johnson.hpp>
#include <boost_gpu_paths/transitive_closure.hpp>
#include <boost_gpu_paths/io/generators.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>

#include <boost/graph/bellman_ford_shortest_paths.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dag_shortest_paths.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>
#include <boost/graph/johnson_all_pairs_shortest.hpp>
#include <boost/graph/transitive_closure.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

using graph = gp::io::adjacency_list_graph<int>;
using vertex = boost::graph_traits<graph>::vertex_descriptor;

template <class F>
double time_ms(F&& f)
{
    const auto start = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

bool all_agree = true;

void report(const char* algorithm, const std::string& graph_text, double bgl_ms, double gpu_ms, bool same)
{
    all_agree = all_agree && same;
    std::printf("%-38s %-36s BGL %9.1f ms   boost_gpu_paths %9.1f ms   speedup %6.1fx   %s\n", algorithm,
                graph_text.c_str(), bgl_ms, gpu_ms, bgl_ms / gpu_ms, same ? "results match BGL" : "RESULTS DIFFER");
}

std::string describe(const graph& g)
{
    return std::to_string(num_vertices(g)) + " vertices, " + std::to_string(num_edges(g)) + " edges";
}

void demo_floyd_warshall(unsigned scale)
{
    const std::uint32_t n = 768 * scale;
    const graph g = gp::io::to_adjacency_list<int>(
        gp::io::generate_gnm(n, std::uint64_t(n) * 8, 1, gp::io::weight_range{1, 1000, true}));
    std::vector<std::vector<int>> bgl(n, std::vector<int>(n)), ours(n, std::vector<int>(n, -1));
    bool bgl_ok = false, our_ok = false;
    const double bgl_ms = time_ms([&] { bgl_ok = boost::floyd_warshall_all_pairs_shortest_paths(g, bgl); });
    const double our_ms = time_ms([&] { our_ok = boost::gpu_floyd_warshall_all_pairs(g, ours); });
    report("floyd_warshall_all_pairs", describe(g), bgl_ms, our_ms, bgl_ok == our_ok && bgl == ours);
}

void demo_breadth_first_search(unsigned scale)
{
    const graph g = gp::io::to_adjacency_list<int>(gp::io::generate_rmat(16 + scale, 16, 2));
    const std::size_t n = num_vertices(g);
    // Start in the giant component (R-MAT leaves many vertices isolated): at a hub.
    vertex source = 0;
    for (vertex v = 0; v < n; ++v)
        if (out_degree(v, g) > out_degree(source, g)) source = v;
    const int unset = -1;
    std::vector<int> bgl(n, unset), ours(n, unset);
    bgl[source] = 0;  // BGL's recorder leaves the source to the caller
    const double bgl_ms = time_ms([&] {
        boost::breadth_first_search(
            g, source,
            boost::visitor(boost::make_bfs_visitor(boost::record_distances(bgl.data(), boost::on_tree_edge()))));
    });
    const double our_ms = time_ms([&] { boost::gpu_breadth_first_search(g, source, boost::distance_map(ours.data())); });
    // BGL leaves unreached vertices untouched; the GPU version writes max() there.
    bool same = true;
    for (std::size_t v = 0; v < n; ++v)
        same = same && (bgl[v] == ours[v] || (bgl[v] == unset && ours[v] == std::numeric_limits<int>::max()));
    report("breadth_first_search", describe(g), bgl_ms, our_ms, same);
}

void demo_dijkstra(unsigned scale)
{
    const graph g = gp::io::to_adjacency_list<int>(
        gp::io::generate_grid(400 * scale, 400 * scale, 3, gp::io::weight_range{1, 100, true}));
    const std::size_t n = num_vertices(g);
    std::vector<int> bgl(n), ours(n, -1);
    std::vector<vertex> pred(n);
    const auto index = get(boost::vertex_index, g);
    const double bgl_ms = time_ms([&] {
        boost::dijkstra_shortest_paths(g, vertex(0),
                                       boost::distance_map(boost::make_iterator_property_map(bgl.begin(), index)));
    });
    const double our_ms = time_ms([&] {
        boost::gpu_dijkstra_shortest_paths(g, vertex(0),
                                           boost::distance_map(boost::make_iterator_property_map(ours.begin(), index))
                                               .predecessor_map(boost::make_iterator_property_map(pred.begin(), index)));
    });
    bool same = bgl == ours;
    // A predecessor must end a shortest path: d[p[v]] + w(p[v], v) == d[v].
    for (std::size_t v = 0; v < n && same; ++v) {
        if (v == 0 || pred[v] == v) continue;
        auto e = boost::edge(pred[v], v, g);
        same = e.second && ours[pred[v]] + get(boost::edge_weight, g, e.first) == ours[v];
    }
    report("dijkstra_shortest_paths", describe(g), bgl_ms, our_ms, same);
}

void demo_dijkstra_all(unsigned scale)
{
    const std::uint32_t n = 1500 * scale;
    const graph g = gp::io::to_adjacency_list<int>(
        gp::io::generate_gnm(n, std::uint64_t(n) * 6, 4, gp::io::weight_range{1, 10, true}));
    std::vector<std::vector<int>> bgl(n, std::vector<int>(n)), ours(n, std::vector<int>(n, -1));
    const double bgl_ms = time_ms([&] { boost::johnson_all_pairs_shortest_paths(g, bgl); });
    const double our_ms = time_ms([&] { boost::gpu_dijkstra_all(g, ours); });
    report("johnson_all_pairs (dijkstra_all)", describe(g), bgl_ms, our_ms, bgl == ours);
}

// Negative weights without a negative cycle: w(u, v) + h(v) - h(u) for a random height h.
gp::io::edge_list shifted_by_heights(gp::io::edge_list edges, int most, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<int> height(0, most);
    std::vector<int> h(edges.vertex_count);
    for (int& x : h) x = height(rng);
    for (std::size_t e = 0; e < edges.edge_count(); ++e) edges.weights[e] += h[edges.targets[e]] - h[edges.sources[e]];
    return edges;
}

void demo_bellman_ford(unsigned scale)
{
    const graph g = gp::io::to_adjacency_list<int>(
        shifted_by_heights(gp::io::generate_rmat(14 + scale, 16, 5, gp::io::weight_range{1, 64, true}), 48, 6));
    const std::size_t n = num_vertices(g);
    vertex source = 0;
    while (source + 1 < n && out_degree(source, g) == 0) ++source;
    std::vector<int> bgl(n), ours(n, -1);
    std::vector<vertex> pred(n);
    const auto index = get(boost::vertex_index, g);
    bool bgl_ok = false, our_ok = false;
    const double bgl_ms = time_ms([&] {
        bgl_ok = boost::bellman_ford_shortest_paths(
            g, boost::root_vertex(source).distance_map(boost::make_iterator_property_map(bgl.begin(), index)));
    });
    const double our_ms = time_ms([&] {
        our_ok = boost::gpu_bellman_ford_shortest_paths(
            g, boost::root_vertex(source)
                   .distance_map(boost::make_iterator_property_map(ours.begin(), index))
                   .predecessor_map(boost::make_iterator_property_map(pred.begin(), index)));
    });
    report("bellman_ford_shortest_paths", describe(g), bgl_ms, our_ms, bgl_ok == our_ok && bgl == ours);
}

void demo_johnson(unsigned scale)
{
    const std::uint32_t n = 1000 * scale;
    const graph g = gp::io::to_adjacency_list<int>(shifted_by_heights(
        gp::io::generate_gnm(n, std::uint64_t(n) * 6, 7, gp::io::weight_range{1, 100, true}), 150, 8));
    std::vector<std::vector<int>> bgl(n, std::vector<int>(n)), ours(n, std::vector<int>(n, -1));
    bool bgl_ok = false, our_ok = false;
    const double bgl_ms = time_ms([&] { bgl_ok = boost::johnson_all_pairs_shortest_paths(g, bgl); });
    const double our_ms = time_ms([&] { our_ok = boost::gpu_johnson_all_pairs_shortest_paths(g, ours); });
    report("johnson_all_pairs (negative weights)", describe(g), bgl_ms, our_ms, bgl_ok == our_ok && bgl == ours);
}

// A DAG: G(n, m) with every edge pointing from the lower vertex to the higher.
gp::io::edge_list random_dag(std::uint32_t n, std::uint64_t m, std::uint64_t seed,
                             std::optional<gp::io::weight_range> weights)
{
    gp::io::edge_list edges = gp::io::generate_gnm(n, m, seed, weights);
    for (std::size_t e = 0; e < edges.edge_count(); ++e)
        if (edges.sources[e] > edges.targets[e]) std::swap(edges.sources[e], edges.targets[e]);
    return edges;
}

void demo_dag_shortest_paths(unsigned scale)
{
    const graph g = gp::io::to_adjacency_list<int>(
        random_dag(200000 * scale, 1600000ull * scale, 9, gp::io::weight_range{-50, 100, true}));
    const std::size_t n = num_vertices(g);
    std::vector<int> bgl(n), ours(n, -1);
    const auto index = get(boost::vertex_index, g);
    const double bgl_ms = time_ms([&] {
        boost::dag_shortest_paths(g, vertex(0), boost::distance_map(boost::make_iterator_property_map(bgl.begin(), index)));
    });
    const double our_ms = time_ms([&] {
        boost::gpu_dag_shortest_paths(g, vertex(0),
                                      boost::distance_map(boost::make_iterator_property_map(ours.begin(), index)));
    });
    report("dag_shortest_paths", describe(g), bgl_ms, our_ms, bgl == ours);
}

void demo_transitive_closure(unsigned scale)
{
    using closure_graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
    const std::uint32_t n = 2048 * scale;
    const graph g = gp::io::to_adjacency_list<int>(random_dag(n, std::uint64_t(n) * 4, 10, std::nullopt));
    closure_graph bgl, ours;
    const double bgl_ms = time_ms([&] { boost::transitive_closure(g, bgl); });
    const double our_ms = time_ms([&] { boost::gpu_transitive_closure(g, ours); });
    auto pairs = [](const closure_graph& c) {
        std::vector<std::pair<std::size_t, std::size_t>> out;
        for (auto e : boost::make_iterator_range(edges(c))) out.emplace_back(source(e, c), target(e, c));
        std::sort(out.begin(), out.end());
        return out;
    };
    report("transitive_closure", describe(g) + " (DAG)", bgl_ms, our_ms,
           num_vertices(bgl) == num_vertices(ours) && pairs(bgl) == pairs(ours));
}

}  // namespace

int main(int argc, char** argv)
{
    const gp::backend_kind backend = gp::resolve_backend();
    // Larger graphs where a GPU runs them; BGL's own O(n^3) Floyd-Warshall bounds the size.
    unsigned scale = backend == gp::backend_kind::cuda ? 2 : 1;
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--scale") == 0 && i + 1 < argc) scale = static_cast<unsigned>(std::atoi(argv[++i]));
    if (scale == 0) scale = 1;

    std::printf("boost_gpu_paths demo: backend %s (%s)\n\n", gp::to_string(backend),
                backend == gp::backend_kind::cuda ? gp::describe_cuda_device().c_str()
                                                  : "multi-threaded host backend");
    try {
        demo_floyd_warshall(scale);
        demo_breadth_first_search(scale);
        demo_dijkstra(scale);
        demo_dijkstra_all(scale);
        demo_bellman_ford(scale);
        demo_johnson(scale);
        demo_dag_shortest_paths(scale);
        demo_transitive_closure(scale);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "demo failed: %s\n", e.what());
        return 1;
    }
    std::printf("\n%s\n", all_agree ? "all results match BGL" : "SOME RESULTS DIFFER FROM BGL");
    return all_agree ? 0 : 1;
}
