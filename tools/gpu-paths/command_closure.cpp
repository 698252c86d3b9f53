// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu-paths closure: the transitive closure (gpu_transitive_closure), reported as its
// number of edges: the pairs (u, v) with a path of at least one edge from u to v.
#include "check.hpp"
#include "commands.hpp"
#include "load_graph.hpp"
#include "trial_sources.hpp"

#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>
#include <boost_gpu_paths/transitive_closure.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/transitive_closure.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace gpu_paths_cli {
namespace {

namespace gp = boost::gpu_paths;
namespace io = boost::gpu_paths::io;

using closure_graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
using pair_list = std::vector<std::pair<std::uint32_t, std::uint32_t>>;

// tc's edges as sorted (source, target) pairs of g's vertex indices (tc's vertex i is
// g's vertex i: both closures add tc's vertices in g's order into an empty vecS graph).
pair_list sorted_edges(const closure_graph& tc)
{
    pair_list edges;
    edges.reserve(num_edges(tc));
    for (std::size_t u = 0; u < num_vertices(tc); ++u)
        for (auto v : boost::make_iterator_range(adjacent_vertices(u, tc)))
            edges.emplace_back(static_cast<std::uint32_t>(u), static_cast<std::uint32_t>(v));
    std::sort(edges.begin(), edges.end());
    return edges;
}

void compare_closures(const io::edge_list& graph, pair_list ours, const pair_list& expected)
{
    // The self-test's change: one pair less, or one more where there are none (a graph
    // without edges), so that the comparison always has a difference to catch.
    if (perturb_requested()) {
        if (!ours.empty())
            ours.pop_back();
        else if (graph.vertex_count > 0)
            ours.emplace_back(0u, 0u);
    }
    if (ours == expected) return;
    const auto mismatch = std::mismatch(ours.begin(), ours.end(), expected.begin(), expected.end());
    const bool extra_here = mismatch.first != ours.end() &&
                            (mismatch.second == expected.end() || *mismatch.first < *mismatch.second);
    const auto& edge = extra_here ? *mismatch.first : *mismatch.second;
    throw check_mismatch("the closure has " + std::to_string(ours.size()) + " edges here but " +
                         std::to_string(expected.size()) + " in BGL; first difference: " +
                         std::to_string(graph.id_of(edge.first)) + " -> " + std::to_string(graph.id_of(edge.second)) +
                         (extra_here ? " only here" : " only in BGL"));
}

}  // namespace

int run_closure(const options& opts, run_record& record)
{
    run_timing& t = record.timing;
    progress bar;
    const io::edge_list graph = load_graph(opts, t, bar);
    record.describe_graph(graph);

    bar.phase("building the graph");
    stopwatch convert;
    const io::csr_graph<void> g = io::to_csr_graph<void>(graph);
    t.convert_ms = convert.elapsed_ms();

    closure_graph tc;
    for (unsigned i = 0; i < trial_count(opts); ++i) {
        bar.phase("computing the transitive closure");
        tc.clear();
        run_timing trial;
        stopwatch call;
        boost::gpu_transitive_closure(g, tc, gp::report_to(trial.backend, gp::use_backend(opts.backend)));
        trial.call_ms = call.elapsed_ms();
        trial.backend_reported = true;
        record.add_trial(std::nullopt, trial);
        t.call_ms = trial.call_ms;
        t.backend = trial.backend;
        t.backend_reported = true;
    }

    if (opts.check) {
        bar.phase("checking with BGL");
        stopwatch check;
        // BGL's transitive_closure does not compile for a CSR graph of 32-bit vertices:
        // it runs on the same edges in an adjacency_list.
        closure_graph copy(num_vertices(g)), expected;
        for (auto e : boost::make_iterator_range(boost::edges(g))) add_edge(source(e, g), target(e, g), copy);
        boost::transitive_closure(copy, expected);
        compare_closures(graph, sorted_edges(tc), sorted_edges(expected));
        t.check_ms = check.elapsed_ms();
    }
    bar.finish();
    std::printf("%zu reachable pairs (edges of the transitive closure) among %u vertices\n",
                static_cast<std::size_t>(num_edges(tc)), graph.vertex_count);
    if (opts.time) print_timing(t, stderr);
    return exit_success;
}

}  // namespace gpu_paths_cli
