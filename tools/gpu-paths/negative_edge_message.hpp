// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Dijkstra's refusal of a negative weight told in the file's terms. BGL's negative_edge
// says only "The graph may not contain an edge with negative weight."; the user also
// needs to know which edge, and what to run instead.
#ifndef GPU_PATHS_CLI_NEGATIVE_EDGE_MESSAGE_HPP
#define GPU_PATHS_CLI_NEGATIVE_EDGE_MESSAGE_HPP

#include <boost_gpu_paths/io/edge_list.hpp>

#include <boost/graph/graph_traits.hpp>
#include <boost/graph/properties.hpp>
#include <boost/range/iterator_range.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace gpu_paths_cli {

// The vertices Dijkstra from `root` reaches before it examines a negative edge: those
// reachable along edges of non-negative weight. BGL throws negative_edge exactly when one
// of them has a negative out-edge.
template <class Graph>
std::vector<char> reached_along_non_negative_edges(const Graph& g, std::uint32_t root)
{
    std::vector<char> reached(num_vertices(g), 0);
    std::vector<std::uint32_t> queue{root};
    reached[root] = 1;
    for (std::size_t next = 0; next < queue.size(); ++next)
        for (auto e : boost::make_iterator_range(out_edges(queue[next], g))) {
            const auto v = target(e, g);
            if (get(boost::edge_weight, g, e) >= 0 && !reached[v]) {
                reached[v] = 1;
                queue.push_back(v);
            }
        }
    return reached;
}

// The message for `command`'s negative_edge: names a negative edge of `graph` leaving a
// `reached` vertex (any negative edge when `reached` is empty, as for apsp-dijkstra,
// where every vertex is a source) with the file's ids and weight, and what to use instead.
std::string negative_edge_message(const boost::gpu_paths::io::edge_list& graph, const std::vector<char>& reached,
                                  const std::string& command);

}  // namespace gpu_paths_cli

#endif
