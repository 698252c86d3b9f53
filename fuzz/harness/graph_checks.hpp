// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Invariants of a graph a reader accepted: arrays that agree with the counts, endpoints
// inside the graph, ids that map back to their vertices, what the format fixes
// (direction, weights, 1-based ids), and agreement with the library's other consumers
// of an edge list (the DIMACS writer, summarize, the BGL conversions).
#ifndef BOOST_GPU_PATHS_FUZZ_GRAPH_CHECKS_HPP
#define BOOST_GPU_PATHS_FUZZ_GRAPH_CHECKS_HPP

#include <boost_gpu_paths/io/edge_list.hpp>
#include <boost_gpu_paths/io/read_graph.hpp>

#include <string>

namespace fuzz {

// Calls finding() on the first broken invariant. `requested` is the format the reader was
// asked for (automatic: any).
void check_graph(const boost::gpu_paths::io::edge_list& graph, boost::gpu_paths::io::graph_format requested);

// The graph's shape in a few words: format, direction, weights, small counts.
std::string describe(const boost::gpu_paths::io::edge_list& graph);

// The conversions of to_bgl.hpp agree with the list (in bgl_checks.cpp, the one file
// that compiles the BGL templates).
void check_bgl_conversions(const boost::gpu_paths::io::edge_list& graph);

}  // namespace fuzz

#endif
