// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "source_option.hpp"

#include "load_graph.hpp"

#include <boost_gpu_paths/errors.hpp>

#include <string>

namespace gpu_paths_cli {
namespace {

namespace gp = boost::gpu_paths;

std::string numbering_of(const gp::io::edge_list& graph, bool generated)
{
    const std::string first = std::to_string(graph.id_of(0));
    const std::string last = std::to_string(graph.id_of(graph.vertex_count - 1));
    const std::string file = generated ? std::string("this generated graph")
                                       : "this " + (graph.format.empty() ? std::string("graph") : graph.format) + " file";
    if (!graph.original_ids.empty())
        return file + " names its " + std::to_string(graph.vertex_count) + " vertices by ids from " + first + " to " +
               last + ", with gaps ('gpu-paths info' shows them)";
    const bool zero_or_one_based = graph.first_id == 0 || graph.first_id == 1;
    return file + " numbers its " + std::to_string(graph.vertex_count) + " vertices " + first + ".." + last +
           (zero_or_one_based ? " (" + std::to_string(graph.first_id) + "-based)" : std::string());
}

}  // namespace

std::uint32_t source_from_options(const options& opts, const gp::io::edge_list& graph)
{
    if (!opts.source || graph.vertex_count == 0) return source_vertex(opts, graph);
    try {
        return source_vertex(opts, graph);
    } catch (const gp::invalid_input&) {
        std::string hint;
        // The usual slip: 0 for a 1-based file, or n for a 0-based one.
        const bool off_by_one = (graph.first_id == 1 && *opts.source == 0) ||
                                (graph.first_id == 0 && *opts.source == std::int64_t(graph.vertex_count));
        if (graph.original_ids.empty() && off_by_one)
            hint = "; vertices are numbered from " + std::to_string(graph.first_id) +
                   (opts.generate ? " in this graph" : " in this file");
        throw gp::invalid_input("the graph has no vertex " + std::to_string(*opts.source) +
                                ": --source takes the file's own vertex ids, and " +
                                numbering_of(graph, opts.generate.has_value()) + hint);
    }
}

}  // namespace gpu_paths_cli
