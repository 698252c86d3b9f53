// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "negative_edge_message.hpp"

#include <charconv>
#include <optional>

namespace gpu_paths_cli {
namespace {

namespace io = boost::gpu_paths::io;

std::string weight_text(double w)
{
    char digits[40];
    const auto result = std::to_chars(digits, digits + sizeof digits, w);
    return std::string(digits, result.ptr);
}

// The first edge in the file's order with a negative weight whose tail is reached (either
// end, for an undirected edge).
std::optional<std::size_t> reached_negative_edge(const io::edge_list& graph, const std::vector<char>& reached)
{
    if (!graph.weighted) return std::nullopt;
    for (std::size_t e = 0; e < graph.edge_count(); ++e) {
        if (!(graph.weights[e] < 0)) continue;
        if (reached.empty() || reached[graph.sources[e]] || (!graph.directed && reached[graph.targets[e]])) return e;
    }
    return std::nullopt;
}

}  // namespace

std::string negative_edge_message(const io::edge_list& graph, const std::vector<char>& reached,
                                  const std::string& command)
{
    std::string message = command + " runs Dijkstra, which cannot take negative weights";
    const std::optional<std::size_t> edge = reached_negative_edge(graph, reached);
    if (edge) {
        message += ", and edge " + std::to_string(graph.id_of(graph.sources[*edge])) +
                   (graph.directed ? " -> " : " -- ") + std::to_string(graph.id_of(graph.targets[*edge])) +
                   " has weight " + weight_text(graph.weights[*edge]);
        if (!reached.empty()) message += " and is reachable from the source";
    }
    if (graph.directed)
        return message + "; apsp (Floyd-Warshall, all pairs) takes negative weights as long as no cycle is negative";
    return message + "; in an undirected graph a negative edge is a negative cycle by itself (there and back), so "
                     "shortest paths are undefined (pass --directed if each edge goes one way only)";
}

}  // namespace gpu_paths_cli
