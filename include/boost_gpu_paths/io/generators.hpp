// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Seeded random graphs for tests and benchmarks.
//
// The same arguments give the same edge list on every machine and with any number of
// threads: the generators use their own portable random streams (xoshiro256**, seeded
// through splitmix64), one per fixed-size block of edges, rather than the standard
// library's distributions, whose output differs between implementations.
#ifndef BOOST_GPU_PATHS_IO_GENERATORS_HPP
#define BOOST_GPU_PATHS_IO_GENERATORS_HPP

#include <boost_gpu_paths/detail/config.hpp>
#include <boost_gpu_paths/io/edge_list.hpp>

#include <cstdint>
#include <optional>

namespace boost {
namespace gpu_paths {
namespace io {

// Edge weights drawn uniformly from [low, high]: whole numbers when `integers`, else reals.
struct weight_range {
    double low = 1;
    double high = 1;
    bool integers = true;
};

// Erdős–Rényi G(n, m): m distinct edges drawn uniformly from all n(n-1) ordered pairs
// (n(n-1)/2 unordered ones when undirected), without self loops. Edges come sorted by
// (source, target). Unweighted when `weights` is empty. Throws std::invalid_argument
// when m exceeds the number of possible edges.
BOOST_GPU_PATHS_API edge_list generate_gnm(std::uint32_t vertex_count, std::uint64_t edge_count, std::uint64_t seed,
                       std::optional<weight_range> weights = std::nullopt, bool directed = true);

// R-MAT / Kronecker parameters; the defaults are the Graph500 benchmark's.
struct rmat_parameters {
    double a = 0.57;  // probability of the top-left quadrant at each level
    double b = 0.19;  // top-right
    double c = 0.19;  // bottom-left; the bottom-right gets 1 - a - b - c
    // Relabel vertices by a random permutation, as Graph500 does, so that degree does not
    // follow the vertex number.
    bool permute_vertices = true;
};

// R-MAT graph with 2^scale vertices and edge_factor * 2^scale edges (Graph500: scale s,
// edge factor 16). Like Graph500's generator it keeps self loops and repeated edges.
BOOST_GPU_PATHS_API edge_list generate_rmat(unsigned scale, unsigned edge_factor, std::uint64_t seed,
                        std::optional<weight_range> weights = std::nullopt, const rmat_parameters& parameters = {},
                        bool directed = true);

// rows x columns grid, vertex r * columns + c, with an undirected edge between
// horizontally and vertically adjacent vertices, weighted from `weights`.
BOOST_GPU_PATHS_API edge_list generate_grid(std::uint32_t rows, std::uint32_t columns, std::uint64_t seed,
                        const weight_range& weights = weight_range{1, 100, true});

// Replaces the weights of `graph` with draws from `weights` (deterministic in seed).
BOOST_GPU_PATHS_API void assign_random_weights(edge_list& graph, std::uint64_t seed, const weight_range& weights);

}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#endif
