// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The vertex --source names, with a message in the file's own numbering when it names
// none: a 0 given to a 1-based DIMACS file is the usual slip.
#ifndef GPU_PATHS_CLI_SOURCE_OPTION_HPP
#define GPU_PATHS_CLI_SOURCE_OPTION_HPP

#include "options.hpp"

#include <boost_gpu_paths/io/edge_list.hpp>

#include <cstdint>

namespace gpu_paths_cli {

// source_vertex (load_graph.hpp), whose invalid_input for an id the file does not have
// says which ids it does have.
std::uint32_t source_from_options(const options& opts, const boost::gpu_paths::io::edge_list& graph);

}  // namespace gpu_paths_cli

#endif
