// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Format names, format detection, and dispatch to the per-format parsers.
#include <boost_gpu_paths/io/read_graph.hpp>

#include "io/readers.hpp"

#include <algorithm>
#include <cctype>
#include <limits>
#include <stdexcept>
#include <string_view>

namespace boost {
namespace gpu_paths {
namespace io {
namespace {

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

bool ends_with(const std::string& s, const std::string& suffix)
{
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// The extension that names the format, after compression suffixes: "NY.gr.xz" -> ".gr".
std::string format_extension(std::string name)
{
    name = lower(name);
    for (const char* compressed : {".gz", ".xz", ".bz2", ".zst"})
        if (ends_with(name, compressed)) {
            name.resize(name.size() - std::string(compressed).size());
            break;
        }
    const std::size_t slash = name.find_last_of('/');
    const std::size_t dot = name.find_last_of('.');
    if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) return "";
    return name.substr(dot);
}

// What the first meaningful lines say: the DIMACS family by its "p" line, Matrix Market
// by its banner, SNAP by "#" comments. automatic when the text does not tell.
graph_format sniff(std::string_view text)
{
    std::size_t position = 0;
    for (int lines = 0; position < text.size() && lines < 1000; ++lines) {
        std::size_t end = text.find('\n', position);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(position, end - position);
        position = end + 1;
        const std::size_t first = line.find_first_not_of(" \t\r");
        if (first == std::string_view::npos) continue;
        line.remove_prefix(first);
        if (line.compare(0, 14, "%%MatrixMarket") == 0) return graph_format::matrix_market;
        if (line[0] == '#') return graph_format::snap;
        if (line[0] == 'c' && (line.size() == 1 || line[1] == ' ' || line[1] == '\t' || line[1] == '\r')) continue;
        if (line[0] == 'p' && line.size() > 1 && (line[1] == ' ' || line[1] == '\t')) {
            std::string_view rest = line.substr(1);
            rest.remove_prefix(std::min(rest.find_first_not_of(" \t"), rest.size()));
            if (rest.compare(0, 2, "sp") == 0) return graph_format::dimacs;
            if (rest.compare(0, 2, "tw") == 0) return graph_format::pace;
            return graph_format::dimacs;  // its reader names what it expected
        }
        return graph_format::automatic;
    }
    return graph_format::automatic;
}

}  // namespace

const char* to_string(graph_format format) noexcept
{
    switch (format) {
    case graph_format::dimacs: return "dimacs";
    case graph_format::pace: return "pace";
    case graph_format::matrix_market: return "mtx";
    case graph_format::metis: return "metis";
    case graph_format::snap: return "snap";
    default: return "auto";
    }
}

graph_format parse_format(const std::string& name)
{
    const std::string n = lower(name);
    if (n == "auto" || n == "automatic") return graph_format::automatic;
    if (n == "dimacs" || n == "gr" || n == "dimacs9") return graph_format::dimacs;
    if (n == "pace" || n == "tw") return graph_format::pace;
    if (n == "mtx" || n == "mm" || n == "matrix-market" || n == "matrix_market" || n == "matrixmarket")
        return graph_format::matrix_market;
    if (n == "metis" || n == "graph") return graph_format::metis;
    if (n == "snap" || n == "edgelist" || n == "edge-list" || n == "txt") return graph_format::snap;
    throw std::invalid_argument("unknown graph format '" + name + "' (expected auto, dimacs, pace, mtx, metis or snap)");
}

graph_format detect_format(const std::string& name, const std::string& text)
{
    const std::string extension = format_extension(name);
    const graph_format sniffed = sniff(text);
    if (extension == ".gr") return sniffed == graph_format::pace ? graph_format::pace : graph_format::dimacs;
    if (extension == ".mtx" || extension == ".mm") return graph_format::matrix_market;
    if (extension == ".graph" || extension == ".metis") return graph_format::metis;
    if (extension == ".txt" || extension == ".edges" || extension == ".el" || extension == ".wel" || extension == ".snap" ||
        extension == ".tsv" || extension == ".csv")
        return graph_format::snap;
    if (sniffed != graph_format::automatic) return sniffed;
    throw invalid_input("cannot tell the format of " + name +
                        " from its name or its first lines; name it (dimacs, pace, mtx, metis or snap)");
}

edge_list parse_graph(const std::string& text, const std::string& name, graph_format format)
{
    if (format == graph_format::automatic) format = detect_format(name, text);
    const std::string_view view(text);
    switch (format) {
    case graph_format::dimacs: return detail::parse_dimacs(view, name);
    case graph_format::pace: return detail::parse_pace(view, name);
    case graph_format::matrix_market: return detail::parse_matrix_market(view, name);
    case graph_format::metis: return detail::parse_metis(view, name);
    case graph_format::snap: return detail::parse_snap(view, name);
    default: throw std::logic_error("unhandled graph format");
    }
}

edge_list read_graph(const std::string& path, graph_format format, const read_options& options)
{
    const std::string text = read_file_text(path, options);
    return parse_graph(text, path == "-" ? "standard input" : path, format);
}

namespace detail {

void check_vertex_count(std::uint64_t count, const std::string& name, std::size_t line)
{
    if (count >= std::numeric_limits<std::uint32_t>::max())
        throw parse_error(name, line, "fewer than 2^32 - 1 vertices (the backends index vertices with 32 bits)",
                          std::to_string(count));
}

}  // namespace detail
}  // namespace io
}  // namespace gpu_paths
}  // namespace boost
