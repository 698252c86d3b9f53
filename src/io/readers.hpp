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
// could hold them (a corrupt header must not trigger a huge allocation).
inline void reserve_edges(edge_list& graph, std::uint64_t announced, std::size_t text_size)
{
    const std::uint64_t plausible = std::min<std::uint64_t>(announced, text_size / 4 + 16);
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
