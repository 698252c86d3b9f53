// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The source of each run: --source for every trial when given; otherwise the first vertex
// for a single run (the tool's default), or, with -n, random vertices that have an edge
// out, drawn from --seed like GAPBS's SourcePicker so a search is never trivially empty.
#ifndef GPU_PATHS_CLI_TRIAL_SOURCES_HPP
#define GPU_PATHS_CLI_TRIAL_SOURCES_HPP

#include "options.hpp"

#include <boost_gpu_paths/io/edge_list.hpp>

#include <cstdint>
#include <vector>

namespace gpu_paths_cli {

// How many times the command runs: -n, or once.
inline unsigned trial_count(const options& opts) { return opts.trials ? opts.trials : 1; }

// One vertex (dense number) per trial. Throws invalid_input for a --source the graph has
// no vertex for, in the graph's own numbering.
std::vector<std::uint32_t> trial_sources(const options& opts, const boost::gpu_paths::io::edge_list& graph);

}  // namespace gpu_paths_cli

#endif
