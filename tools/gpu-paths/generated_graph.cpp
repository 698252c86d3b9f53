// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "generated_graph.hpp"

#include <boost_gpu_paths/io/generators.hpp>

#include <optional>
#include <stdexcept>
#include <string>

namespace gpu_paths_cli {

namespace io = boost::gpu_paths::io;

io::edge_list generate_graph(const options& opts, run_timing& t, progress& bar)
{
    bar.phase("generating the graph");
    const stopwatch watch;
    const generator_options& g = *opts.generate;
    std::optional<io::weight_range> weights;
    if (opts.what != command::bfs) weights = io::weight_range{1, 255, true};
    const std::uint64_t vertices = std::uint64_t(1) << g.scale;
    try {
        io::edge_list graph =
            g.kind == generator_kind::rmat
                ? io::generate_rmat(g.scale, g.degree, opts.seed, weights, io::rmat_parameters{}, false)
                : io::generate_gnm(static_cast<std::uint32_t>(vertices), g.degree * vertices, opts.seed, weights, false);
        graph.first_id = 0;
        if (opts.directed) graph.directed = *opts.directed;
        t.read_ms = watch.elapsed_ms();
        return graph;
    } catch (const std::invalid_argument& e) {
        throw usage_error(std::string("cannot generate that graph: ") + e.what() + " (lower -k)", to_string(opts.what));
    }
}

}  // namespace gpu_paths_cli
