// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu-paths bellman-ford: shortest-path distances and predecessors from one source where
// weights may be negative; a negative cycle reachable from the source is an error.
#include "check.hpp"
#include "commands.hpp"
#include "load_graph.hpp"
#include "trial_sources.hpp"
#include "vertex_results.hpp"
#include "weight_overflow_advice.hpp"

#include <boost_gpu_paths/bellman_ford.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>

#include <boost/graph/bellman_ford_shortest_paths.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace gpu_paths_cli {
namespace {

namespace gp = boost::gpu_paths;
namespace io = boost::gpu_paths::io;

// Every predecessor must end a shortest path: d[p[v]] + w(p[v], v) == d[v] for an edge
// p[v] -> v; the source and unreachable vertices are their own predecessors.
template <class W>
void check_tight_predecessors(const io::csr_graph<W>& g, const io::edge_list& graph, std::uint32_t root,
                              const std::vector<W>& distance, const std::vector<std::uint32_t>& predecessor)
{
    const W inf = unreachable_value<W>();
    const std::uint32_t n = graph.vertex_count;
    std::vector<char> tight_edge_found(n, 0);
    for (auto e : boost::make_iterator_range(edges(g))) {
        const auto u = source(e, g), v = target(e, g);
        if (predecessor[v] == u && distance[u] != inf &&
            same_distance<W>(distance[u] + get(boost::edge_weight, g, e), distance[v]))
            tight_edge_found[v] = 1;
    }
    for (std::uint32_t v = 0; v < n; ++v) {
        const bool own = (v == root && distance[v] == W(0)) || distance[v] == inf;
        if (own ? predecessor[v] != v : !tight_edge_found[v])
            throw check_mismatch("the predecessor of " + std::to_string(graph.id_of(v)) + " is " +
                                 (predecessor[v] < n ? std::to_string(graph.id_of(predecessor[v])) : std::string("unset")) +
                                 ", which does not " + (own ? "equal the vertex itself" : "end a shortest path to it"));
    }
}

template <class W>
int run_bellman_ford_typed(const options& opts, const io::edge_list& graph, run_record& record, progress& bar)
{
    run_timing& t = record.timing;
    const std::vector<std::uint32_t> sources = trial_sources(opts, graph);
    bar.phase("building the graph");
    stopwatch convert;
    const io::csr_graph<W> g = io::to_csr_graph<W>(graph);
    t.convert_ms = convert.elapsed_ms();

    const std::uint32_t n = graph.vertex_count;
    const W inf = unreachable_value<W>();
    const auto index = get(boost::vertex_index, g);
    std::vector<W> distance;
    std::vector<std::uint32_t> predecessor;
    for (const std::uint32_t root : sources) {
        // As the results show unreachable vertices (+inf for floating types, where BGL's
        // root_vertex form would start from the type's maximum), with the caller's
        // initialisation of bellman_ford_shortest_paths(g, N, ...).
        distance.assign(n, inf);
        distance[root] = W(0);
        predecessor.resize(n);
        for (std::uint32_t v = 0; v < n; ++v) predecessor[v] = v;
        bar.phase("computing shortest paths");
        run_timing trial;
        stopwatch call;
        const bool no_negative_cycle = boost::gpu_bellman_ford_shortest_paths(
            g, n,
            gp::report_to(trial.backend,
                          gp::use_backend(opts.backend,
                                          boost::weight_map(get(boost::edge_weight, g))
                                              .distance_map(boost::make_iterator_property_map(distance.begin(), index))
                                              .predecessor_map(
                                                  boost::make_iterator_property_map(predecessor.begin(), index)))));
        trial.call_ms = call.elapsed_ms();
        trial.backend_reported = true;
        record.add_trial(graph.id_of(root), trial);
        t.call_ms = trial.call_ms;
        t.backend = trial.backend;
        t.backend_reported = true;

        if (opts.check) {
            bar.phase("checking with BGL");
            stopwatch check;
            std::vector<W> expected(n, inf);
            expected[root] = W(0);
            const bool bgl_no_negative_cycle = boost::bellman_ford_shortest_paths(
                g, n,
                boost::weight_map(get(boost::edge_weight, g))
                    .distance_map(boost::make_iterator_property_map(expected.begin(), index)));
            if (bgl_no_negative_cycle != no_negative_cycle)
                throw check_mismatch(std::string("BGL ") + (bgl_no_negative_cycle ? "finds no" : "finds a") +
                                     " negative cycle, gpu-paths " + (no_negative_cycle ? "none" : "one"));
            if (no_negative_cycle) {
                perturb_for_self_test(distance.data(), distance.size());
                compare_distances(distance.data(), expected.data(), n, [&](std::size_t v) {
                    return "the distance of " + std::to_string(graph.id_of(v)) + " from " +
                           std::to_string(graph.id_of(root));
                });
                check_tight_predecessors(g, graph, root, distance, predecessor);
            }
            t.check_ms += check.elapsed_ms();
        }
        if (!no_negative_cycle)
            throw gp::invalid_input("a negative cycle is reachable from " + std::to_string(graph.id_of(root)) +
                                    ", so shortest paths from it are undefined");
    }

    // With -n, results are written only where -o asks (the last trial's).
    if (opts.trials == 0 || !opts.output.empty()) {
        bar.phase("writing");
        stopwatch output;
        write_vertex_results(opts, graph, distance, [&](std::uint32_t v) { return distance[v] != inf; }, predecessor,
                             "distance", distance);
        t.output_ms = output.elapsed_ms();
    }
    bar.finish();
    if (opts.time) print_timing(t, stderr);
    return exit_success;
}

}  // namespace

int run_bellman_ford(const options& opts, run_record& record)
{
    progress bar;
    const boost::gpu_paths::io::edge_list graph = load_graph(opts, record.timing, bar);
    record.describe_graph(graph);
    record.weight_type = to_string(choose_weight_type(opts, graph));
    return run_with_weight_type(opts, graph, [&](auto tag) {
        return run_bellman_ford_typed<typename decltype(tag)::type>(opts, graph, record, bar);
    });
}

}  // namespace gpu_paths_cli
