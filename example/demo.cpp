// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The README's first command: every algorithm of boost_gpu_paths on generated graphs,
// side by side with the BGL call it replaces. For each it prints the backend that ran,
// both times, the speedup, and whether the results agree with BGL's; the exit status is
// non-zero if any result disagrees.
//
//   demo [--scale S]    S multiplies the graph sizes (default 2 on a GPU, 1 on the host)
#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/io/generators.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>
#include <boost/graph/johnson_all_pairs_shortest.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
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
    std::printf("%-34s %-34s BGL %9.1f ms   boost_gpu_paths %9.1f ms   speedup %6.1fx   %s\n", algorithm,
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
    } catch (const std::exception& e) {
        std::fprintf(stderr, "demo failed: %s\n", e.what());
        return 1;
    }
    std::printf("\n%s\n", all_agree ? "all results match BGL" : "SOME RESULTS DIFFER FROM BGL");
    return all_agree ? 0 : 1;
}
