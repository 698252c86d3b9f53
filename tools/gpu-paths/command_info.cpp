// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu-paths info: what was read, before any algorithm runs.
#include "commands.hpp"
#include "load_graph.hpp"
#include "printable_text.hpp"

#include <boost_gpu_paths/io/edge_list.hpp>

#include <cstdio>

namespace gpu_paths_cli {
namespace {

// Undirected SNAP lists often store each edge once, smaller id first, with no header
// saying they are undirected.
bool all_ascending(const boost::gpu_paths::io::edge_list& graph)
{
    for (std::size_t e = 0; e < graph.edge_count(); ++e)
        if (graph.sources[e] >= graph.targets[e]) return false;
    return true;
}

}  // namespace

int run_info(const options& opts, run_record& record)
{
    run_timing& t = record.timing;
    progress bar;
    const auto graph = load_graph(opts, t, bar);
    bar.phase("summarizing");
    const auto s = boost::gpu_paths::io::summarize(graph);
    bar.finish();

    if (opts.generate)
        std::printf("file:             none (%s %u, degree %u, seed %llu)\n",
                    opts.generate->kind == generator_kind::rmat ? "-g" : "-u", opts.generate->scale,
                    opts.generate->degree, static_cast<unsigned long long>(opts.seed));
    else
        std::printf("file:             %s\n", opts.graph.c_str());
    std::printf("format:           %s\n", graph.format.c_str());
    if (!graph.description.empty())
        std::printf("description:      %s\n", printable_excerpt(graph.description).c_str());
    std::printf("vertices:         %u\n", s.vertex_count);
    std::printf("edges:            %zu\n", s.edge_count);
    std::printf("directed:         %s\n", graph.directed ? "yes" : "no (each edge is used in both directions)");
    if (graph.directed && !opts.directed && graph.format == "snap" && s.edge_count > 0 && all_ascending(graph))
        std::printf("                  (every edge goes from a smaller to a larger id, as in undirected edge\n"
                    "                  lists: pass --undirected if this graph is undirected)\n");
    if (s.edge_count == 0)
        std::printf("weights:          none (no edges)\n");
    else if (graph.weighted)
        std::printf("weights:          %.17g .. %.17g (%s)\n", s.min_weight, s.max_weight,
                    s.integer_weights ? "whole numbers" : "real numbers");
    else
        std::printf("weights:          none (every edge counts 1)\n");
    std::printf("self loops:       %zu\n", s.self_loops);
    std::printf("parallel edges:   %zu\n", s.parallel_edges);
    std::printf("max out-degree:   %zu\n", s.max_out_degree);
    std::printf("isolated:         %u\n", s.isolated_vertices);
    if (graph.vertex_count > 0) {
        if (graph.original_ids.empty())
            std::printf("vertex ids:       %lld .. %lld\n", static_cast<long long>(graph.id_of(0)),
                        static_cast<long long>(graph.id_of(graph.vertex_count - 1)));
        else
            std::printf("vertex ids:       %lld .. %lld, not contiguous (kept for output)\n",
                        static_cast<long long>(graph.id_of(0)),
                        static_cast<long long>(graph.id_of(graph.vertex_count - 1)));
    }
    std::printf("weight type:      %s (for the algorithms, unless --weight-type says otherwise)\n",
                to_string(choose_weight_type(opts, graph)));
    if (opts.time) print_timing(t, stderr);
    return exit_success;
}

}  // namespace gpu_paths_cli
