// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Many sources in bounded memory: gpu_breadth_first_search_from_sources and
// gpu_dijkstra_from_sources from k random sources (fixed seed) of a road graph, every
// row reduced on the fly through the callback into its source's eccentricity (the
// largest finite distance), under a device memory cap. Reports the whole call's time and
// traversed edges per second (k * m / time), and checks a sample of rows against the
// single-source calls (gpu_breadth_first_search, gpu_dijkstra_shortest_paths).
//
//   bench_many_sources [--graph=PATH] [--sources=10000] [--cap-mib=4096] [--check=4]
//                      [--algorithms=bfs,sssp]
//
// The graph defaults to $BOOST_GPU_PATHS_DATA_DIR/roads-topology/NE.gr.gz (the 9th DIMACS
// challenge's NE road graph, topology only): BFS runs on its arcs, SSSP on weights
// 1..100 drawn per arc with a fixed seed.
#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/io/read_graph.hpp>

#include <boost/graph/compressed_sparse_row_graph.hpp>

#include "support/report.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

struct arc {
    int weight = 1;
};
using graph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, arc, boost::no_property,
                                                 std::uint32_t, std::uint32_t>;
using vertex = boost::graph_traits<graph>::vertex_descriptor;

struct config {
    std::string graph_path;
    std::size_t sources = 10000;
    std::uint64_t cap_mib = 4096;
    std::size_t check = 4;
    bool bfs = true, sssp = true;
};

config parse(int argc, char** argv)
{
    config c;
    const char* data = std::getenv("BOOST_GPU_PATHS_DATA_DIR");
    c.graph_path = std::string(data ? data : ".device-data") + "/roads-topology/NE.gr.gz";
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&](const char* key) -> const char* {
            const std::string prefix = std::string(key) + "=";
            return arg.rfind(prefix, 0) == 0 ? argv[i] + prefix.size() : nullptr;
        };
        if (const char* v = value("--graph"))
            c.graph_path = v;
        else if (const char* v = value("--sources"))
            c.sources = std::strtoull(v, nullptr, 10);
        else if (const char* v = value("--cap-mib"))
            c.cap_mib = std::strtoull(v, nullptr, 10);
        else if (const char* v = value("--check"))
            c.check = std::strtoull(v, nullptr, 10);
        else if (const char* v = value("--algorithms")) {
            const std::string list = v;
            c.bfs = list.find("bfs") != std::string::npos;
            c.sssp = list.find("sssp") != std::string::npos;
        } else {
            std::fprintf(stderr, "unknown argument %s\n", argv[i]);
            std::exit(2);
        }
    }
    return c;
}

graph load(const std::string& path)
{
    const gp::io::edge_list list = gp::io::read_graph(path);
    // The reader keeps one edge per pair of opposite arcs when the file is symmetric (an
    // undirected list): both directions go into the graph, with one weight.
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
    std::vector<arc> arcs;
    std::mt19937 rng(20260117u);
    std::uniform_int_distribution<int> weight(1, 100);
    for (std::size_t i = 0; i < list.edge_count(); ++i) {
        const arc a{weight(rng)};
        edges.emplace_back(list.sources[i], list.targets[i]);
        arcs.push_back(a);
        if (!list.directed) {
            edges.emplace_back(list.targets[i], list.sources[i]);
            arcs.push_back(a);
        }
    }
    return graph(boost::edges_are_unsorted_multi_pass, edges.begin(), edges.end(), arcs.begin(), list.vertex_count);
}

}  // namespace

int main(int argc, char** argv)
{
    const config c = parse(argc, argv);
    const graph g = load(c.graph_path);
    const std::size_t n = num_vertices(g), m = num_edges(g);
    std::mt19937_64 rng(7);
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    std::vector<vertex> sources(c.sources);
    for (auto& s : sources) s = static_cast<vertex>(pick(rng));
    gp::options tuning = gp::default_options();
    tuning.device_memory_cap_mib = c.cap_mib;
    const int inf = (std::numeric_limits<int>::max)();
    std::printf("graph %s: %zu vertices, %zu arcs; %zu sources, device memory cap %llu MiB\n", c.graph_path.c_str(),
                n, m, c.sources, static_cast<unsigned long long>(c.cap_mib));
    std::fflush(stdout);

    for (const std::string algorithm : {"bfs", "sssp"}) {
        if ((algorithm == "bfs" && !c.bfs) || (algorithm == "sssp" && !c.sssp)) continue;
        const std::size_t k = sources.size();
        std::vector<int> eccentricity(k, -1);
        std::vector<std::vector<int>> sample(std::min(c.check, k));
        // Rows come one at a time: the reduction needs no lock.
        auto reduce = [&](std::size_t position, vertex, const int* row) {
            int largest = 0;
            for (std::size_t v = 0; v < n; ++v)
                if (row[v] != inf) largest = std::max(largest, row[v]);
            eccentricity[position] = largest;
            if (position < sample.size()) sample[position].assign(row, row + n);
        };
        gp::report report;
        const auto params = gp::report_to(report, gp::with_options(tuning));
        const double ms = bench::wall_ms([&] {
            if (algorithm == "bfs")
                boost::gpu_breadth_first_search_from_sources(g, sources.begin(), sources.end(), reduce, params);
            else
                boost::gpu_dijkstra_from_sources(g, sources.begin(), sources.end(), reduce,
                                                 params.weight_map(get(&arc::weight, g)));
        });

        // The sampled rows against the single-source calls.
        std::size_t mismatches = 0;
        for (std::size_t i = 0; i < sample.size(); ++i) {
            std::vector<int> d(n);
            if (algorithm == "bfs")
                boost::gpu_breadth_first_search(g, sources[i], boost::distance_map(d.data()));
            else
                boost::gpu_dijkstra_shortest_paths(
                    g, sources[i], boost::distance_map(d.data()).weight_map(get(&arc::weight, g)));
            for (std::size_t v = 0; v < n; ++v) mismatches += d[v] != sample[i][v];
        }
        std::size_t reduced = 0;
        long long eccentricity_sum = 0;
        for (int e : eccentricity) {
            reduced += e >= 0;
            eccentricity_sum += e;
        }
        const double teps = double(k) * double(m) / (ms / 1000.0);
        std::printf("%s: %zu sources in %.1f ms, %.3g traversed edges per second; %s; peak device %.1f MiB; "
                    "%zu of %zu rows reduced; %zu sampled rows, %zu mismatched distances\n",
                    algorithm.c_str(), k, ms, teps, report.method.c_str(), report.peak_device_bytes / 1048576.0,
                    reduced, k, sample.size(), mismatches);
        bench::result("many_sources")
            .add("algorithm", algorithm)
            .add("graph", c.graph_path.substr(c.graph_path.find_last_of('/') + 1))
            .add("n", n)
            .add("m", m)
            .add("sources", k)
            .add("cap_mib", c.cap_mib)
            .add("whole_ms", ms)
            .add("compute_ms", report.compute_ms)
            .add("teps", teps)
            .add("peak_device_mib", report.peak_device_bytes / 1048576.0)
            .add("eccentricity_mean", k ? double(eccentricity_sum) / double(k) : 0.0)
            .add("rows_reduced", reduced)
            .add("sampled_rows", sample.size())
            .add("mismatches", mismatches)
            .print();
        if (mismatches != 0 || reduced != k) return 1;
    }
    return 0;
}
