// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Bellman-Ford: gpu_bellman_ford_shortest_paths (auto, host and, with a device, cuda)
// against BGL's bellman_ford_shortest_paths in the same run.
//
// The graph is R-MAT (Graph500 parameters, 16 * 2^scale directed edges) with weights
// w(u, v) = base + h(v) - h(u), base drawn from 1..64 and the potential h from 0..48: some
// edges are negative, but every cycle weighs its bases, so none is negative and both
// libraries return true. From one source with at least one out-edge, with distance and
// predecessor maps on a compressed_sparse_row_graph<int>:
//   * kernel time: the backend's relaxation rounds (report::compute_ms; CUDA events on
//     the device);
//   * whole call: from the BGL graph to filled maps (layout, upload, rounds, parents,
//     download, write-back), wall clock;
// each the median of --repeats calls after one warm-up call; BGL the median of
// --bgl-repeats. The distances are compared with BGL's (exactly: integer weights).
//
// Usage: bench_bellman_ford [--scale=21] [--repeats=5] [--bgl-repeats=1] [--seed=N]
#include <boost_gpu_paths/bellman_ford.hpp>
#include <boost_gpu_paths/io/generators.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>

#include <boost/graph/bellman_ford_shortest_paths.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>

#include "support/report.hpp"
#include "support/whole_call.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace gp = boost::gpu_paths;
namespace io = boost::gpu_paths::io;

namespace {

struct config {
    unsigned scale = 21;
    int repeats = 5;
    int bgl_repeats = 1;
    std::uint64_t seed = 20260;
};

config parse(int argc, char** argv)
{
    config c;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&](const char* key) -> const char* {
            const std::size_t len = std::strlen(key);
            return arg.compare(0, len, key) == 0 ? arg.c_str() + len : nullptr;
        };
        if (const char* v = value("--scale="))
            c.scale = static_cast<unsigned>(std::atoi(v));
        else if (const char* v = value("--repeats="))
            c.repeats = std::max(1, std::atoi(v));
        else if (const char* v = value("--bgl-repeats="))
            c.bgl_repeats = std::max(1, std::atoi(v));
        else if (const char* v = value("--seed="))
            c.seed = std::strtoull(v, nullptr, 10);
        else {
            std::fprintf(stderr, "usage: bench_bellman_ford [--scale=21] [--repeats=5] [--bgl-repeats=1] [--seed=N]\n");
            std::exit(2);
        }
    }
    return c;
}

// R-MAT edges reweighted by a random potential: negative edges, no negative cycle.
io::edge_list potential_weighted_rmat(const config& c)
{
    io::edge_list edges = io::generate_rmat(c.scale, 16, c.seed, io::weight_range{1, 64, true});
    std::mt19937_64 rng(c.seed + 1);
    std::uniform_int_distribution<int> height(0, 48);
    std::vector<int> h(edges.vertex_count);
    for (int& x : h) x = height(rng);
    for (std::size_t e = 0; e < edges.edge_count(); ++e)
        edges.weights[e] += h[edges.targets[e]] - h[edges.sources[e]];
    return edges;
}

}  // namespace

int main(int argc, char** argv)
{
    const config c = parse(argc, argv);
    const io::edge_list edges = potential_weighted_rmat(c);
    std::size_t negative = 0;
    for (double w : edges.weights) negative += w < 0;
    const auto g = io::to_csr_graph<int>(edges);
    const std::size_t n = num_vertices(g), m = num_edges(g);
    std::uint32_t root = 0;
    while (root + 1 < n && out_degree(root, g) == 0) ++root;
    std::printf("R-MAT scale %u: %zu vertices, %zu edges (%zu negative), source %u, %u host threads\n", c.scale, n, m,
                negative, root, std::thread::hardware_concurrency());

    const auto index = get(boost::vertex_index, g);
    const auto weight = get(boost::edge_weight, g);
    std::vector<int> expected(n);
    std::vector<std::uint32_t> bgl_parents(n);
    std::vector<double> bgl_times;
    bool bgl_verdict = false;
    for (int i = 0; i < c.bgl_repeats; ++i)
        bgl_times.push_back(bench::wall_ms([&] {
            bgl_verdict = boost::bellman_ford_shortest_paths(
                g, boost::root_vertex(root)
                       .weight_map(weight)
                       .distance_map(boost::make_iterator_property_map(expected.begin(), index))
                       .predecessor_map(boost::make_iterator_property_map(bgl_parents.begin(), index)));
        }));
    const double bgl_ms = bench::median(bgl_times);
    std::printf("BGL bellman_ford_shortest_paths: %.2f ms (median of %d), returned %d\n", bgl_ms, c.bgl_repeats,
                bgl_verdict);

    std::vector<int> distance(n);
    std::vector<std::uint32_t> parents(n);
    for (const bench::mode& mode : bench::modes()) {
        auto params = gp::use_backend(mode.backend,
                                      boost::root_vertex(root)
                                          .weight_map(weight)
                                          .distance_map(boost::make_iterator_property_map(distance.begin(), index))
                                          .predecessor_map(boost::make_iterator_property_map(parents.begin(), index)));
        gp::report r;
        bool verdict = boost::gpu_bellman_ford_shortest_paths(g, gp::report_to(r, params));  // warm-up
        std::vector<double> call_times, kernel_times;
        for (int i = 0; i < c.repeats; ++i) {
            call_times.push_back(bench::wall_ms([&] { verdict = boost::gpu_bellman_ford_shortest_paths(g, params); }));
            gp::report timed;
            boost::gpu_bellman_ford_shortest_paths(g, gp::report_to(timed, params));
            kernel_times.push_back(timed.compute_ms);
            r = timed;
        }
        const bool same = verdict == bgl_verdict && distance == expected;
        const double call_ms = bench::median(call_times), kernel_ms = bench::median(kernel_times);
        // BGL's own algorithm (auto on small graphs) reports no kernel time.
        const std::string per_kernel = kernel_ms > 0 ? std::to_string(bgl_ms / kernel_ms) + "x" : "-";
        std::printf("%-5s call %10.2f ms  kernel %10.2f ms  BGL / call %7.2fx  BGL / kernel %s  %s  %s%s\n",
                    mode.name, call_ms, kernel_ms, bgl_ms / std::max(call_ms, 1e-9), per_kernel.c_str(),
                    gp::to_string(r.backend), r.method.c_str(), same ? "" : "  MISMATCH");
        bench::print_split(r, call_ms);
        bench::result row("bellman_ford");
        row.add("graph", "rmat")
            .add("scale", c.scale)
            .add("n", n)
            .add("m", m)
            .add("negative_edges", negative)
            .add("mode", mode.name)
            .add("backend", gp::to_string(r.backend))
            .add("method", r.method)
            .add("bgl_ms", bgl_ms)
            .add("call_ms", call_ms)
            .add("kernel_ms", kernel_ms)
            .add("speed", bgl_ms / std::max(call_ms, 1e-9))
            .add("threads", std::thread::hardware_concurrency());
        bench::add_split(row, r).add("same", same ? 1 : 0).print();
    }
    return 0;
}
