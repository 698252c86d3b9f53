// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// -g and -u: the graphs GAPBS generates, from the library's seeded generators.
#ifndef GPU_PATHS_CLI_GENERATED_GRAPH_HPP
#define GPU_PATHS_CLI_GENERATED_GRAPH_HPP

#include "options.hpp"
#include "progress.hpp"
#include "timing.hpp"

#include <boost_gpu_paths/io/edge_list.hpp>

namespace gpu_paths_cli {

// Undirected, 2^scale vertices numbered from 0, degree * 2^scale edges; weighted (whole
// numbers 1..255, as GAPBS gives its generated graphs for sssp) for the commands that
// use weights. Throws usage_error when the uniform graph cannot have that many edges.
// Timed into t.read_ms (GAPBS's "Generate Time"); --directed/--undirected apply after.
boost::gpu_paths::io::edge_list generate_graph(const options& opts, run_timing& t, progress& bar);

}  // namespace gpu_paths_cli

#endif
