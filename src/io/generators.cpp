// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// G(n, m), R-MAT and grid generators. Work is split into blocks of a fixed number of
// edges, each with its own random stream, so results do not depend on the thread count.
#include <boost_gpu_paths/io/generators.hpp>

#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include "io/random_stream.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace io {
namespace {

using detail::random_stream;

constexpr std::size_t block_size = 1 << 16;

// Stream purposes: each use of randomness inside a generator draws from its own streams.
enum purpose : std::uint64_t { edge_stream = 1, weight_stream = 2, permutation_stream = 3 };

// Calls body(block, first, last) for blocks of block_size items covering [0, count).
template <class Body>
void for_blocks(std::size_t count, Body&& body)
{
    const std::size_t blocks = (count + block_size - 1) / block_size;
    base::parallel_for(
        0, blocks, [&](std::size_t b) { body(b, b * block_size, std::min(count, (b + 1) * block_size)); }, 1);
}

std::string describe_weights(const std::optional<weight_range>& weights)
{
    if (!weights) return "unweighted";
    std::ostringstream out;
    out << (weights->integers ? "integer" : "real") << " weights in [" << weights->low << ", " << weights->high << "]";
    return out.str();
}

std::uint64_t pair_key(std::uint32_t u, std::uint32_t v) { return std::uint64_t(u) << 32 | v; }

// `count` distinct random edge keys (canonical: u < v when undirected), sorted. Drawing
// pairs uniformly and dropping repeats samples a uniformly random set.
std::vector<std::uint64_t> sample_distinct_pairs(std::uint32_t n, std::uint64_t count, bool directed,
                                                 std::uint64_t seed)
{
    std::vector<std::uint64_t> keys;
    keys.reserve(count);
    for (std::uint64_t round = 0; keys.size() < count; ++round) {
        const std::size_t have = keys.size();
        const std::size_t need = static_cast<std::size_t>(count - have);
        keys.resize(have + need);
        for_blocks(need, [&](std::size_t block, std::size_t first, std::size_t last) {
            random_stream random(seed, edge_stream, round << 40 | block);
            for (std::size_t i = first; i < last; ++i) {
                auto u = static_cast<std::uint32_t>(random.uniform_below(n));
                auto v = static_cast<std::uint32_t>(random.uniform_below(n - 1));
                if (v >= u) ++v;
                if (!directed && v < u) std::swap(u, v);
                keys[have + i] = pair_key(u, v);
            }
        });
        // Within this round's draws, the later duplicate is the rejected one; duplicates
        // of earlier rounds' keys are rejected too. Order among survivors does not matter.
        std::sort(keys.begin() + static_cast<std::ptrdiff_t>(have), keys.end());
        keys.erase(std::unique(keys.begin() + static_cast<std::ptrdiff_t>(have), keys.end()), keys.end());
        std::inplace_merge(keys.begin(), keys.begin() + static_cast<std::ptrdiff_t>(have), keys.end());
        keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    }
    return keys;
}

void keys_to_edges(const std::vector<std::uint64_t>& keys, edge_list& graph)
{
    graph.sources.resize(keys.size());
    graph.targets.resize(keys.size());
    base::parallel_for(0, keys.size(), [&](std::size_t e) {
        graph.sources[e] = static_cast<std::uint32_t>(keys[e] >> 32);
        graph.targets[e] = static_cast<std::uint32_t>(keys[e]);
    });
}

}  // namespace

void assign_random_weights(edge_list& graph, std::uint64_t seed, const weight_range& weights)
{
    if (!(weights.low <= weights.high) || !std::isfinite(weights.low) || !std::isfinite(weights.high))
        throw std::invalid_argument("a weight range needs finite low <= high");
    const double low = weights.integers ? std::ceil(weights.low) : weights.low;
    const double high = weights.integers ? std::floor(weights.high) : weights.high;
    if (weights.integers && low > high) throw std::invalid_argument("the weight range holds no whole number");
    const std::uint64_t choices = weights.integers ? static_cast<std::uint64_t>(high - low) + 1 : 0;

    graph.weighted = true;
    graph.weights.resize(graph.edge_count());
    graph.exact_integer_weights.clear();  // drawn as doubles, which `weights` holds exactly
    for_blocks(graph.edge_count(), [&](std::size_t block, std::size_t first, std::size_t last) {
        random_stream random(seed, weight_stream, block);
        for (std::size_t e = first; e < last; ++e)
            graph.weights[e] = weights.integers
                                   ? low + static_cast<double>(choices ? random.uniform_below(choices) : random.next())
                                   : low + (high - low) * random.uniform_real();
    });
}

edge_list generate_gnm(std::uint32_t n, std::uint64_t m, std::uint64_t seed, std::optional<weight_range> weights,
                       bool directed)
{
    if (n == std::numeric_limits<std::uint32_t>::max())
        throw std::invalid_argument("generate_gnm: graphs have fewer than 2^32 - 1 vertices");
    const std::uint64_t possible = directed ? std::uint64_t(n) * (n ? n - 1 : 0) : std::uint64_t(n) * (n ? n - 1 : 0) / 2;
    if (m > possible)
        throw std::invalid_argument("generate_gnm: " + std::to_string(m) + " edges do not fit in a simple " +
                                    (directed ? "directed" : "undirected") + " graph of " + std::to_string(n) +
                                    " vertices (at most " + std::to_string(possible) + ")");
    edge_list graph;
    graph.vertex_count = n;
    graph.directed = directed;
    graph.format = "gnm";

    if (m <= possible / 2) {
        keys_to_edges(sample_distinct_pairs(n, m, directed, seed), graph);
    } else {
        // Dense: draw the edges left out, then list every other pair.
        const std::vector<std::uint64_t> excluded = sample_distinct_pairs(n, possible - m, directed, seed);
        std::vector<std::uint64_t> keys;
        keys.reserve(m);
        std::size_t next_excluded = 0;
        for (std::uint32_t u = 0; u < n; ++u)
            for (std::uint32_t v = directed ? 0 : u + 1; v < n; ++v) {
                if (u == v) continue;
                const std::uint64_t key = pair_key(u, v);
                if (next_excluded < excluded.size() && excluded[next_excluded] == key)
                    ++next_excluded;
                else
                    keys.push_back(key);
            }
        keys_to_edges(keys, graph);
    }
    if (weights) assign_random_weights(graph, seed, *weights);
    graph.description = "G(n, m) with n = " + std::to_string(n) + ", m = " + std::to_string(m) + ", " +
                        (directed ? "directed" : "undirected") + ", " + describe_weights(weights) +
                        ", seed " + std::to_string(seed);
    return graph;
}

edge_list generate_rmat(unsigned scale, unsigned edge_factor, std::uint64_t seed, std::optional<weight_range> weights,
                        const rmat_parameters& p, bool directed)
{
    if (scale > 31) throw std::invalid_argument("generate_rmat: scale must be at most 31");
    if (p.a < 0 || p.b < 0 || p.c < 0 || p.a + p.b + p.c > 1)
        throw std::invalid_argument("generate_rmat: a, b, c must be non-negative with a + b + c <= 1");
    const std::uint32_t n = std::uint32_t(1) << scale;
    const std::uint64_t m = std::uint64_t(edge_factor) * n;
    if (m > std::numeric_limits<std::size_t>::max() / 16) throw std::invalid_argument("generate_rmat: too many edges");

    edge_list graph;
    graph.vertex_count = n;
    graph.directed = directed;
    graph.format = "rmat";
    graph.sources.resize(m);
    graph.targets.resize(m);
    const double ab = p.a + p.b, abc = p.a + p.b + p.c;
    for_blocks(m, [&](std::size_t block, std::size_t first, std::size_t last) {
        random_stream random(seed, edge_stream, block);
        for (std::size_t e = first; e < last; ++e) {
            std::uint32_t u = 0, v = 0;
            for (unsigned level = 0; level < scale; ++level) {
                const double r = random.uniform_real();
                const std::uint32_t down = r >= ab, right = (r >= p.a && r < ab) || r >= abc;
                u = u << 1 | down;
                v = v << 1 | right;
            }
            graph.sources[e] = u;
            graph.targets[e] = v;
        }
    });
    if (p.permute_vertices) {
        std::vector<std::uint32_t> label(n);
        for (std::uint32_t i = 0; i < n; ++i) label[i] = i;
        random_stream random(seed, permutation_stream, 0);
        for (std::uint32_t i = n; i > 1; --i) std::swap(label[i - 1], label[random.uniform_below(i)]);
        base::parallel_for(0, m, [&](std::size_t e) {
            graph.sources[e] = label[graph.sources[e]];
            graph.targets[e] = label[graph.targets[e]];
        });
    }
    if (weights) assign_random_weights(graph, seed, *weights);
    std::ostringstream description;
    description << "R-MAT scale " << scale << ", edge factor " << edge_factor << ", a = " << p.a << ", b = " << p.b
                << ", c = " << p.c << (p.permute_vertices ? ", permuted" : "") << ", "
                << (directed ? "directed" : "undirected") << ", " << describe_weights(weights) << ", seed " << seed;
    graph.description = description.str();
    return graph;
}

edge_list generate_grid(std::uint32_t rows, std::uint32_t columns, std::uint64_t seed, const weight_range& weights)
{
    const std::uint64_t n = std::uint64_t(rows) * columns;
    if (n >= std::numeric_limits<std::uint32_t>::max())
        throw std::invalid_argument("generate_grid: graphs have fewer than 2^32 - 1 vertices");
    edge_list graph;
    graph.vertex_count = static_cast<std::uint32_t>(n);
    graph.directed = false;
    graph.format = "grid";
    const std::uint64_t m = rows ? std::uint64_t(rows) * (columns ? columns - 1 : 0) + std::uint64_t(rows - 1) * columns : 0;
    graph.sources.reserve(m);
    graph.targets.reserve(m);
    for (std::uint32_t r = 0; r < rows; ++r)
        for (std::uint32_t c = 0; c < columns; ++c) {
            const auto v = static_cast<std::uint32_t>(std::uint64_t(r) * columns + c);
            if (c + 1 < columns) graph.add_edge(v, v + 1);
            if (r + 1 < rows) graph.add_edge(v, v + columns);
        }
    assign_random_weights(graph, seed, weights);
    graph.description = std::to_string(rows) + " x " + std::to_string(columns) + " grid, " +
                        describe_weights(weights) + ", seed " + std::to_string(seed);
    return graph;
}

}  // namespace io
}  // namespace gpu_paths
}  // namespace boost
