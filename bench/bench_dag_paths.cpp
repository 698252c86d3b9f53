// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_dag_shortest_paths against boost::dag_shortest_paths on a random layered DAG with
// negative weights (by default about 1M vertices and 8M edges): every edge goes from one
// layer to a later one, at most `span` layers on. Each mode (auto, host, cuda where a
// device is present) is timed as a whole call, after one uncounted warm-up, beside BGL's
// call on the same graph in the same run; medians of `repeats` calls, and the kernel time
// the report gives. Prints one line and one RESULT {json} line per mode.
//
//   bench_dag_paths [vertices [edges [layers [repeats]]]]
//   bench_dag_paths --quick                  65,536 vertices, for a smoke run
#include <boost_gpu_paths/dag_shortest_paths.hpp>

#include "support/report.hpp"
#include "support/whole_call.hpp"

#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/dag_shortest_paths.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <utility>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

using graph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property,
                                                 boost::property<boost::edge_weight_t, std::int32_t>,
                                                 boost::no_property, std::uint32_t, std::uint32_t>;

// Vertex v lies in layer v * layers / n; vertex 0 (layer 0) reaches every later layer
// through the edges that each vertex of layers 1.. takes from the layer before it.
graph layered_dag(std::size_t n, std::size_t m, std::size_t layers, std::mt19937_64& rng)
{
    const std::size_t span = 4;
    auto layer_of = [&](std::size_t v) { return v * layers / n; };
    auto first_of = [&](std::size_t layer) { return (layer * n + layers - 1) / layers; };
    std::uniform_int_distribution<int> weight(-20, 100);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
    std::vector<boost::property<boost::edge_weight_t, std::int32_t>> weights;
    edges.reserve(m);
    weights.reserve(m);
    for (std::size_t v = first_of(1); v < n; ++v) {
        const std::size_t layer = layer_of(v);
        std::uniform_int_distribution<std::size_t> previous(first_of(layer - 1), first_of(layer) - 1);
        edges.emplace_back(static_cast<std::uint32_t>(previous(rng)), static_cast<std::uint32_t>(v));
        weights.emplace_back(weight(rng));
    }
    edges.emplace_back(0u, static_cast<std::uint32_t>(first_of(1)));
    weights.emplace_back(weight(rng));
    std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
    std::uniform_int_distribution<std::size_t> ahead(1, span);
    while (edges.size() < m) {
        const std::size_t u = vertex(rng);
        const std::size_t to_layer = layer_of(u) + ahead(rng);
        if (to_layer >= layers) continue;
        const std::size_t end = to_layer + 1 < layers ? first_of(to_layer + 1) : n;
        std::uniform_int_distribution<std::size_t> target(first_of(to_layer), end - 1);
        edges.emplace_back(static_cast<std::uint32_t>(u), static_cast<std::uint32_t>(target(rng)));
        weights.emplace_back(weight(rng));
    }
    return graph(boost::edges_are_unsorted_multi_pass, edges.begin(), edges.end(), weights.begin(),
                 static_cast<std::uint32_t>(n));
}

}  // namespace

int main(int argc, char** argv)
{
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    const bool sized = argc > 1 && !quick;
    const std::size_t n = sized ? std::strtoull(argv[1], nullptr, 10) : (std::size_t(1) << (quick ? 16 : 20));
    const std::size_t m = sized && argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 8 * n;
    const std::size_t layers = sized && argc > 3 ? std::strtoull(argv[3], nullptr, 10) : (quick ? 256 : 1024);
    const int repeats = sized && argc > 4 ? std::atoi(argv[4]) : (quick ? 3 : 7);
    if (n < 2 || layers < 2 || layers > n || repeats < 1) {
        std::fprintf(stderr, "usage: bench_dag_paths [--quick | vertices >= 2 [edges [layers in 2..vertices [repeats]]]]\n");
        return 2;
    }
    std::mt19937_64 rng(20260);
    const graph g = layered_dag(n, m, layers, rng);
    const auto weight = get(boost::edge_weight, g);
    std::printf("layered DAG: %zu vertices, %zu edges, %zu layers, weights in [-20, 100]\n", n,
                static_cast<std::size_t>(num_edges(g)), layers);

    std::vector<std::int32_t> expected(n), distance(n);
    std::vector<std::uint32_t> predecessor(n);
    auto bgl = [&] {
        boost::dag_shortest_paths(g, 0, boost::weight_map(weight)
                                            .distance_map(bench::vertex_map(expected, g))
                                            .predecessor_map(bench::vertex_map(predecessor, g)));
    };
    bgl();
    std::vector<double> bgl_times;
    for (int r = 0; r < repeats; ++r) bgl_times.push_back(bench::wall_ms(bgl));
    const double bgl_ms = bench::median(bgl_times);
    std::printf("%-5s call %10.3f ms\n", "BGL", bgl_ms);

    for (const bench::mode& mode : bench::modes()) {
        gp::report r;
        auto ours = [&] {
            boost::gpu_dag_shortest_paths(
                g, 0, gp::report_to(r, gp::use_backend(mode.backend, boost::weight_map(weight)
                                                                         .distance_map(bench::vertex_map(distance, g))
                                                                         .predecessor_map(bench::vertex_map(predecessor, g)))));
        };
        const double first_ms = bench::wall_ms(ours);
        const bool same = distance == expected;
        std::vector<double> call_times, compute_times;
        for (int i = 0; i < repeats; ++i) {
            call_times.push_back(bench::wall_ms(ours));
            compute_times.push_back(r.compute_ms);
        }
        const double call_ms = bench::median(call_times), compute_ms = bench::median(compute_times);
        // BGL's own algorithm (an automatic call on the host) reports no kernel time.
        const double speed_kernel = compute_ms > 0 ? bgl_ms / compute_ms : 0;
        std::printf("%-5s call %10.3f ms  kernel %10.3f ms  BGL / call %6.2fx  BGL / kernel %7.2fx  first %10.3f ms"
                    "  %s%s\n",
                    mode.name, call_ms, compute_ms, bgl_ms / std::max(call_ms, 1e-9), speed_kernel, first_ms, r.method.c_str(), same ? "" : "  MISMATCH");
        bench::print_split(r, call_ms);
        bench::result row("dag_paths");
        row.add("n", n)
            .add("m", static_cast<std::size_t>(num_edges(g)))
            .add("layers", layers)
            .add("mode", mode.name)
            .add("backend", gp::to_string(r.backend))
            .add("bgl_ms", bgl_ms)
            .add("call_ms", call_ms)
            .add("kernel_ms", compute_ms)
            .add("speed_call", bgl_ms / std::max(call_ms, 1e-9))
            .add("speed_kernel", speed_kernel)
            .add("first_ms", first_ms)
            .add("same", same ? "true" : "false");
        bench::add_split(row, r).print();
        if (!same) return 1;
    }
    return 0;
}
