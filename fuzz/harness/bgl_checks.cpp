// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "graph_checks.hpp"

#include "finding.hpp"

#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>

#include <cmath>
#include <cstdint>

namespace io = boost::gpu_paths::io;

namespace fuzz {
namespace {

// Arcs of the directed view: undirected edges both ways, a self loop once.
std::size_t directed_arcs(const io::edge_list& graph)
{
    std::size_t arcs = graph.edge_count();
    if (!graph.directed)
        for (std::size_t e = 0; e < graph.edge_count(); ++e) arcs += graph.sources[e] != graph.targets[e];
    return arcs;
}

bool whole_weights(const io::edge_list& graph, double limit)
{
    for (double w : graph.weights)
        if (w != std::floor(w) || w < -limit || w >= limit) return false;
    return true;
}

}  // namespace

void check_bgl_conversions(const io::edge_list& graph)
{
    const auto csr = io::to_csr_graph<double>(graph);
    require(num_vertices(csr) == graph.vertex_count, "to_csr_graph changed the vertex count");
    require(num_edges(csr) == directed_arcs(graph), "to_csr_graph's arc count differs from the list's");

    // An integer weight type takes exactly the whole weights it can hold and rejects the
    // rest with invalid_input (to_bgl.hpp).
    const bool fits = whole_weights(graph, std::ldexp(1.0, 31));
    try {
        const auto g = io::to_adjacency_list<std::int32_t>(graph);
        require(fits, "to_adjacency_list<int32_t> accepted a weight it cannot hold");
        require(num_vertices(g) == graph.vertex_count && num_edges(g) == directed_arcs(graph),
                "to_adjacency_list<int32_t>'s counts differ from the list's");
    } catch (const boost::gpu_paths::invalid_input&) {
        require(!fits, "to_adjacency_list<int32_t> rejected whole weights that fit");
    }

    if (!graph.directed) {
        const auto g = io::to_adjacency_list<double, boost::undirectedS>(graph);
        require(num_vertices(g) == graph.vertex_count && num_edges(g) == graph.edge_count(),
                "to_adjacency_list<undirectedS>'s counts differ from the list's");
    }
}

}  // namespace fuzz
