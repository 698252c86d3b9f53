// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu-paths dag: shortest-path distances and predecessors from one source in a graph
// whose part reachable from it is acyclic (negative weights allowed).
#include "check.hpp"
#include "commands.hpp"
#include "load_graph.hpp"
#include "predecessor_check.hpp"
#include "trial_sources.hpp"
#include "vertex_results.hpp"
#include "weight_overflow_advice.hpp"

#include <boost_gpu_paths/dag_shortest_paths.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>

#include <boost/graph/dag_shortest_paths.hpp>
#include <boost/graph/exception.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace gpu_paths_cli {
namespace {

namespace gp = boost::gpu_paths;
namespace io = boost::gpu_paths::io;

template <class W>
int run_dag_typed(const options& opts, const io::edge_list& graph, run_record& record, progress& bar)
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
        // Poisoned, so anything the library leaves unwritten shows up in --check.
        distance.assign(n, W(7));
        predecessor.assign(n, gp::backend_api::no_vertex);
        bar.phase("computing shortest paths");
        run_timing trial;
        stopwatch call;
        try {
            boost::gpu_dag_shortest_paths(
                g, root,
                gp::report_to(trial.backend,
                              gp::use_backend(opts.backend,
                                              boost::weight_map(get(boost::edge_weight, g))
                                                  .distance_map(boost::make_iterator_property_map(distance.begin(), index))
                                                  .predecessor_map(
                                                      boost::make_iterator_property_map(predecessor.begin(), index))
                                                  .distance_inf(inf))));
        } catch (const boost::not_a_dag&) {
            throw gp::invalid_input("dag: a cycle is reachable from source " + std::to_string(graph.id_of(root)) +
                                    " (the graph must be acyclic where the source reaches)");
        }
        trial.call_ms = call.elapsed_ms();
        trial.backend_reported = true;
        record.add_trial(graph.id_of(root), trial);
        t.call_ms = trial.call_ms;
        t.backend = trial.backend;
        t.backend_reported = true;

        if (opts.check) {
            bar.phase("checking with BGL");
            stopwatch check;
            std::vector<W> expected(n);
            boost::dag_shortest_paths(g, root,
                                      boost::weight_map(get(boost::edge_weight, g))
                                          .distance_map(boost::make_iterator_property_map(expected.begin(), index))
                                          .distance_inf(inf));
            perturb_for_self_test(distance.data(), distance.size());
            compare_distances(distance.data(), expected.data(), n, [&](std::size_t v) {
                return "the distance of " + std::to_string(graph.id_of(v)) + " from " + std::to_string(graph.id_of(root));
            });
            check_predecessors(g, graph, root, distance, predecessor);
            t.check_ms += check.elapsed_ms();
        }
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

int run_dag(const options& opts, run_record& record)
{
    progress bar;
    const boost::gpu_paths::io::edge_list graph = load_graph(opts, record.timing, bar);
    record.describe_graph(graph);
    record.weight_type = to_string(choose_weight_type(opts, graph));
    return run_with_weight_type(opts, graph, [&](auto tag) {
        return run_dag_typed<typename decltype(tag)::type>(opts, graph, record, bar);
    });
}

}  // namespace gpu_paths_cli
