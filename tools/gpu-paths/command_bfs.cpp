// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu-paths bfs: hop counts and BFS-tree parents from one source.
#include "check.hpp"
#include "commands.hpp"
#include "load_graph.hpp"
#include "trial_sources.hpp"
#include "vertex_results.hpp"

#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/visitors.hpp>

#include <cstdint>
#include <limits>
#include <vector>

namespace gpu_paths_cli {
namespace {

namespace gp = boost::gpu_paths;
namespace io = boost::gpu_paths::io;

constexpr std::uint32_t unreached = std::numeric_limits<std::uint32_t>::max();

// BGL's breadth_first_search with its recorders gives the reference hop counts.
std::vector<std::uint32_t> bgl_hops(const io::csr_graph<void>& g, std::uint32_t source)
{
    std::vector<std::uint32_t> hops(num_vertices(g), unreached);
    hops[source] = 0;
    auto map = boost::make_iterator_property_map(hops.begin(), get(boost::vertex_index, g));
    boost::breadth_first_search(
        g, source, boost::visitor(boost::make_bfs_visitor(boost::record_distances(map, boost::on_tree_edge()))));
    return hops;
}

// Every parent must be one hop closer to the source along an edge of the graph.
void check_parents(const io::csr_graph<void>& g, const io::edge_list& graph, std::uint32_t root,
                   const std::vector<std::uint32_t>& hops, const std::vector<std::uint32_t>& parents)
{
    std::vector<char> parent_edge_found(num_vertices(g), 0);
    for (auto e : boost::make_iterator_range(edges(g)))
        if (parents[target(e, g)] == source(e, g)) parent_edge_found[target(e, g)] = 1;
    for (std::uint32_t v = 0; v < num_vertices(g); ++v) {
        const bool root_or_unreached = v == root || hops[v] == unreached;
        const bool ok = root_or_unreached ? parents[v] == v
                                          : parents[v] < num_vertices(g) && parent_edge_found[v] &&
                                                hops[parents[v]] + 1 == hops[v];
        if (!ok)
            throw check_mismatch("the predecessor of " + std::to_string(graph.id_of(v)) + " is " +
                                 std::to_string(graph.id_of(parents[v])) + ", which is not " +
                                 (root_or_unreached ? "the vertex itself" : "one hop closer along an edge"));
    }
}

}  // namespace

int run_bfs(const options& opts, run_record& record)
{
    run_timing& t = record.timing;
    progress bar;
    const io::edge_list graph = load_graph(opts, t, bar);
    record.describe_graph(graph);
    const std::vector<std::uint32_t> sources = trial_sources(opts, graph);

    bar.phase("building the graph");
    stopwatch convert;
    const io::csr_graph<void> g = io::to_csr_graph<void>(graph);
    t.convert_ms = convert.elapsed_ms();

    const std::uint32_t n = graph.vertex_count;
    const auto index = get(boost::vertex_index, g);
    std::vector<std::uint32_t> hops, parents;
    for (const std::uint32_t source : sources) {
        // Poisoned, so anything the library leaves unwritten shows up in --check.
        hops.assign(n, unreached - 1);
        parents.assign(n, unreached);
        bar.phase("searching");
        run_timing trial;
        stopwatch call;
        boost::gpu_breadth_first_search(
            g, source,
            gp::report_to(trial.backend,
                          gp::use_backend(opts.backend,
                                          boost::distance_map(boost::make_iterator_property_map(hops.begin(), index))
                                              .predecessor_map(boost::make_iterator_property_map(parents.begin(), index)))));
        trial.call_ms = call.elapsed_ms();
        trial.backend_reported = true;
        record.add_trial(graph.id_of(source), trial);
        t.call_ms = trial.call_ms;
        t.backend = trial.backend;
        t.backend_reported = true;

        if (opts.check) {
            bar.phase("checking with BGL");
            stopwatch check;
            const std::vector<std::uint32_t> expected = bgl_hops(g, source);
            perturb_for_self_test(hops.data(), hops.size());
            compare_distances(hops.data(), expected.data(), n, [&](std::size_t v) {
                return "the hop count of " + std::to_string(graph.id_of(v)) + " from " + std::to_string(graph.id_of(source));
            });
            check_parents(g, graph, source, hops, parents);
            t.check_ms += check.elapsed_ms();
        }
    }

    // With -n, results are written only where -o asks (the last trial's).
    if (opts.trials == 0 || !opts.output.empty()) {
        bar.phase("writing");
        stopwatch output;
        std::vector<std::int32_t> npy_hops(n);
        for (std::uint32_t v = 0; v < n; ++v)
            npy_hops[v] = hops[v] == unreached ? std::numeric_limits<std::int32_t>::max() : std::int32_t(hops[v]);
        write_vertex_results(opts, graph, hops, [&](std::uint32_t v) { return hops[v] != unreached; }, parents, "hops",
                             npy_hops);
        t.output_ms = output.elapsed_ms();
    }
    bar.finish();
    if (opts.time) print_timing(t, stderr);
    return exit_success;
}

}  // namespace gpu_paths_cli
