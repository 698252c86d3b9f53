// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The neutral in-memory graph every reader produces and every generator returns.
//
// Vertices are numbered densely 0..vertex_count-1. Files name vertices differently
// (1-based DIMACS ids, arbitrary SNAP ids); the id a file used for vertex v is kept so
// that results can be reported in the file's own terms: original_ids[v] when the file
// had arbitrary ids, first_id + v otherwise.
//
// An undirected edge list stores each edge once; to_bgl.hpp adds both directions where a
// directed graph type is asked for.
#ifndef BOOST_GPU_PATHS_IO_EDGE_LIST_HPP
#define BOOST_GPU_PATHS_IO_EDGE_LIST_HPP

#include <boost_gpu_paths/detail/config.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace io {

struct BOOST_GPU_PATHS_API edge_list {
    std::uint32_t vertex_count = 0;
    bool directed = true;
    bool weighted = false;
    std::vector<std::uint32_t> sources;
    std::vector<std::uint32_t> targets;
    std::vector<double> weights;  // one per edge when weighted, else empty
    // The weights exactly, one per edge, when they are all whole numbers and some lie
    // beyond +-2^53, where a double no longer holds every integer; empty otherwise, since
    // `weights` then holds every whole weight exactly. The readers fill it so that integer
    // weight types (to_bgl.hpp) get the file's values, not their nearest doubles.
    std::vector<std::int64_t> exact_integer_weights;
    // The file's id of vertex v; empty when the ids were first_id, first_id + 1, ...
    std::vector<std::int64_t> original_ids;
    std::int64_t first_id = 0;  // 1 for the 1-based formats (DIMACS, PACE, METIS, Matrix Market)
    std::string format;         // "dimacs", "snap", "rmat", ...
    std::string description;    // the file's first comment, or the generator's parameters

    std::size_t edge_count() const noexcept { return sources.size(); }
    double weight(std::size_t edge) const { return weighted ? weights[edge] : 1.0; }
    // True when exact_integer_weights holds this list's weights.
    bool has_exact_integer_weights() const noexcept
    {
        return weighted && !exact_integer_weights.empty() && exact_integer_weights.size() == sources.size();
    }

    // The file's id of vertex v.
    std::int64_t id_of(std::uint32_t v) const;
    // The vertex a file id names; throws invalid_input when no vertex has that id.
    std::uint32_t vertex_of(std::int64_t id) const;

    void add_edge(std::uint32_t source, std::uint32_t target)
    {
        sources.push_back(source);
        targets.push_back(target);
    }
    void add_edge(std::uint32_t source, std::uint32_t target, double weight)
    {
        add_edge(source, target);
        weights.push_back(weight);
    }
};

// What `gpu-paths info` reports about a graph as read.
struct edge_list_summary {
    std::uint32_t vertex_count = 0;
    std::size_t edge_count = 0;
    std::size_t self_loops = 0;
    // Edges that repeat an earlier edge's endpoints (for undirected lists, in either order).
    std::size_t parallel_edges = 0;
    std::size_t max_out_degree = 0;  // counting both directions of undirected edges
    std::uint32_t isolated_vertices = 0;
    double min_weight = 0;  // over all edges; 1 and 1 when unweighted
    double max_weight = 0;
    bool integer_weights = true;  // every weight is a whole number
};

BOOST_GPU_PATHS_API edge_list_summary summarize(const edge_list& graph);

}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#endif
