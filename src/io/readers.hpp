// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The per-format parsers behind read_graph (one source file each). Each takes the whole
// decompressed text and the name to use in error messages.
#ifndef BOOST_GPU_PATHS_SRC_IO_READERS_HPP
#define BOOST_GPU_PATHS_SRC_IO_READERS_HPP

#include <boost_gpu_paths/io/edge_list.hpp>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>
#include <string_view>

namespace boost {
namespace gpu_paths {
namespace io {
namespace detail {

edge_list parse_dimacs(std::string_view text, const std::string& name);  // "p sp"
edge_list parse_pace(std::string_view text, const std::string& name);    // "p tw"
edge_list parse_matrix_market(std::string_view text, const std::string& name);
edge_list parse_metis(std::string_view text, const std::string& name);
edge_list parse_snap(std::string_view text, const std::string& name);

// Reserves room for the edges a header announces, trusting it only as far as the text
// still to read could hold them: each edge takes at least min_bytes_per_edge of it, so a
// corrupt header ("p sp 1 4294967295") cannot trigger a huge allocation, and the memory
// reserved stays a small multiple of the file's size. Vectors grow past this as edges
// are actually read. Callers pass the size of their format's shortest edge text, such as
// sizeof "1 1", whose terminating NUL stands for the newline.
inline void reserve_edges(edge_list& graph, std::uint64_t announced, std::size_t remaining_bytes,
                          std::size_t min_bytes_per_edge)
{
    const std::uint64_t plausible = std::min<std::uint64_t>(announced, remaining_bytes / min_bytes_per_edge + 1);
    graph.sources.reserve(plausible);
    graph.targets.reserve(plausible);
    if (graph.weighted) graph.weights.reserve(plausible);
}

// A comment line's text without its marker and surrounding blanks; empty when it holds
// no letter or digit (rulers such as "c ------").
inline std::string comment_text(std::string_view line, std::size_t marker_length)
{
    line.remove_prefix(std::min(line.find_first_not_of(" \t"), line.size()));
    line.remove_prefix(std::min(marker_length, line.size()));
    const std::size_t first = line.find_first_not_of(" \t");
    if (first == std::string_view::npos) return {};
    line = line.substr(first, line.find_last_not_of(" \t") - first + 1);
    for (char c : line)
        if (std::isalnum(static_cast<unsigned char>(c))) return std::string(line);
    return {};
}

// Vertex counts must stay below 2^32 - 1 (the backends index vertices with uint32).
void check_vertex_count(std::uint64_t count, const std::string& name, std::size_t line);

}  // namespace detail
}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#endif
