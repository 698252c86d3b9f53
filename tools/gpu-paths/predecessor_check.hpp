// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// --check of single-source predecessors (sssp, dag): each must end a shortest path.
#ifndef GPU_PATHS_CLI_PREDECESSOR_CHECK_HPP
#define GPU_PATHS_CLI_PREDECESSOR_CHECK_HPP

#include "check.hpp"
#include "weight_dispatch.hpp"

#include <boost_gpu_paths/io/to_bgl.hpp>

#include <boost/range/iterator_range.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace gpu_paths_cli {

// Every predecessor must end a shortest path: d[p[v]] + w(p[v], v) == d[v] for an edge
// p[v] -> v; the source and unreachable vertices are their own predecessors.
template <class W>
void check_predecessors(const boost::gpu_paths::io::csr_graph<W>& g,
                        const boost::gpu_paths::io::edge_list& graph, std::uint32_t root,
                        const std::vector<W>& distance, const std::vector<std::uint32_t>& predecessor)
{
    const W inf = unreachable_value<W>();
    const std::uint32_t n = graph.vertex_count;
    std::vector<char> tight_edge_found(n, 0);
    for (auto e : boost::make_iterator_range(edges(g))) {
        const auto u = source(e, g), v = target(e, g);
        if (predecessor[v] == u && distance[u] != inf && same_distance<W>(distance[u] + get(boost::edge_weight, g, e), distance[v]))
            tight_edge_found[v] = 1;
    }
    for (std::uint32_t v = 0; v < n; ++v) {
        const bool own = v == root || distance[v] == inf;
        if (own ? predecessor[v] != v : !tight_edge_found[v])
            throw check_mismatch("the predecessor of " + std::to_string(graph.id_of(v)) + " is " +
                                 (predecessor[v] < n ? std::to_string(graph.id_of(predecessor[v])) : std::string("unset")) +
                                 ", which does not " + (own ? "equal the vertex itself" : "end a shortest path to it"));
    }
}

}  // namespace gpu_paths_cli

#endif
