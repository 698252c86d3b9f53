// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "load_graph.hpp"

#include "external_decompressor.hpp"
#include "generated_graph.hpp"

#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/io/errors.hpp>
#include <boost_gpu_paths/io/read_graph.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace gpu_paths_cli {

namespace gp = boost::gpu_paths;

gp::io::edge_list load_graph(const options& opts, run_timing& t, progress& bar)
{
    if (opts.generate) return generate_graph(opts, t, bar);
    bar.phase("reading " + opts.graph);
    const stopwatch watch;
    gp::io::edge_list graph;
    try {
        try {
            graph = gp::io::read_graph(opts.graph, opts.format, opts.read);
        } catch (const gp::io::unsupported_compression& e) {
            // A compression this build of the library does not read: the system's program.
            if (opts.graph == "-") throw;
            const std::string text =
                decompress_with_program(opts.graph, e.format(), opts.read.max_decompressed_bytes);
            graph = gp::io::parse_graph(text, opts.graph, opts.format);
        }
    } catch (const gp::io::read_error& e) {
        // The library names its option; here the user sets the bound on the command line.
        std::string message = e.what();
        const std::string library_option = "read_options::max_decompressed_bytes";
        const std::size_t at = message.find(library_option);
        if (at == std::string::npos) throw;
        message.replace(at, library_option.size(), "--max-decompressed");
        throw gp::io::read_error(message);
    }
    t.read_ms = watch.elapsed_ms();
    if (opts.directed) graph.directed = *opts.directed;
    return graph;
}

weight_type choose_weight_type(const options& opts, const gp::io::edge_list& graph)
{
    if (opts.weights != weight_type::automatic) return opts.weights;
    for (double w : graph.weights)
        if (w != std::floor(w)) return weight_type::f64;
    // The layout layer's own bound: per vertex, the most negative and most positive
    // out-edge weight, summed over vertices (undirected edges count at both ends).
    std::vector<double> low(graph.vertex_count, 0), high(graph.vertex_count, 0);
    for (std::size_t e = 0; e < graph.edge_count(); ++e) {
        const double w = graph.weight(e);
        for (std::uint32_t end : {graph.sources[e], graph.targets[e]}) {
            low[end] = std::min(low[end], w);
            high[end] = std::max(high[end], w);
            if (graph.directed) break;
        }
    }
    gp::path_bounds bounds;
    for (std::uint32_t v = 0; v < graph.vertex_count; ++v) bounds.add_vertex(low[v], high[v]);
    if (bounds.fits<std::int32_t>()) return weight_type::i32;
    if (bounds.fits<std::int64_t>()) return weight_type::i64;
    return weight_type::f64;
}

std::uint32_t source_vertex(const options& opts, const gp::io::edge_list& graph)
{
    if (graph.vertex_count == 0) throw gp::invalid_input("the graph has no vertices, so there is no source");
    if (!opts.source) return 0;
    return graph.vertex_of(*opts.source);
}

}  // namespace gpu_paths_cli
