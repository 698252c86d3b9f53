// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Writing edge lists as DIMACS shortest-path files ("p sp N M", "a U V W"), the format
// every tool in this field reads. Undirected lists are written as both arcs of each edge
// (a self loop once); unweighted lists get weight 1. Vertex ids are 1-based.
#ifndef BOOST_GPU_PATHS_IO_WRITE_GRAPH_HPP
#define BOOST_GPU_PATHS_IO_WRITE_GRAPH_HPP

#include <boost_gpu_paths/detail/config.hpp>
#include <boost_gpu_paths/io/edge_list.hpp>

#include <ostream>
#include <string>

namespace boost {
namespace gpu_paths {
namespace io {

BOOST_GPU_PATHS_API void write_dimacs(const edge_list& graph, std::ostream& out);
// Throws read_error when the file cannot be written.
BOOST_GPU_PATHS_API void write_dimacs(const edge_list& graph, const std::string& path);

}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#endif
