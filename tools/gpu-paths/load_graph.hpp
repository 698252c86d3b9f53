// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Reading the GRAPH operand as the options say, and choosing the weight type.
#ifndef GPU_PATHS_CLI_LOAD_GRAPH_HPP
#define GPU_PATHS_CLI_LOAD_GRAPH_HPP

#include "options.hpp"
#include "progress.hpp"
#include "timing.hpp"

#include <boost_gpu_paths/io/edge_list.hpp>

#include <cstdint>

namespace gpu_paths_cli {

// Reads the file (timed into t.read_ms) and applies --directed/--undirected.
boost::gpu_paths::io::edge_list load_graph(const options& opts, run_timing& t, progress& bar);

// --weight-type, or for "auto": i32 when the weights are whole numbers and every simple
// path length fits the 32-bit encoding, else i64 when they fit that, else f64.
weight_type choose_weight_type(const options& opts, const boost::gpu_paths::io::edge_list& graph);

// The vertex --source names (default: the first vertex). Throws invalid_input.
std::uint32_t source_vertex(const options& opts, const boost::gpu_paths::io::edge_list& graph);

}  // namespace gpu_paths_cli

#endif
