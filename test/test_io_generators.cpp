// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/io/generators.hpp>

#include "support/random.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <stdexcept>
#include <vector>

namespace io = boost::gpu_paths::io;

namespace {

bool same_edges(const io::edge_list& a, const io::edge_list& b)
{
    return a.vertex_count == b.vertex_count && a.sources == b.sources && a.targets == b.targets &&
           a.weights == b.weights && a.directed == b.directed;
}

void check_weights(const io::edge_list& g, const io::weight_range& range)
{
    BOOST_TEST(g.weighted);
    BOOST_TEST(g.weights.size() == g.edge_count());
    for (double w : g.weights) {
        BOOST_TEST_REQUIRE(w >= range.low);
        BOOST_TEST_REQUIRE(w <= range.high);
        if (range.integers) BOOST_TEST_REQUIRE(w == std::floor(w));
    }
}

}  // namespace

BOOST_AUTO_TEST_CASE(gnm_is_a_simple_graph_of_the_requested_size)
{
    auto rng = test_support::make_rng(11);
    for (int trial = 0; trial < 30; ++trial) {
        const std::uint32_t n = static_cast<std::uint32_t>(rng() % 200);
        const bool directed = trial % 2 == 0;
        const std::uint64_t possible = directed ? std::uint64_t(n) * (n ? n - 1 : 0) : std::uint64_t(n) * (n ? n - 1 : 0) / 2;
        // Both the sparse (rejection) and the dense (complement) regimes.
        const std::uint64_t m = possible ? rng() % (possible + 1) : 0;
        const io::weight_range range{-5, 20, trial % 3 != 0};
        const io::edge_list g = io::generate_gnm(n, m, rng(), range, directed);
        BOOST_TEST_CONTEXT("n " << n << " m " << m << (directed ? " directed" : " undirected"))
        {
            BOOST_TEST(g.vertex_count == n);
            BOOST_TEST(g.edge_count() == m);
            BOOST_TEST(g.directed == directed);
            std::set<std::pair<std::uint32_t, std::uint32_t>> distinct;
            for (std::size_t e = 0; e < g.edge_count(); ++e) {
                BOOST_TEST_REQUIRE(g.sources[e] < n);
                BOOST_TEST_REQUIRE(g.targets[e] < n);
                BOOST_TEST_REQUIRE(g.sources[e] != g.targets[e]);
                auto key = std::make_pair(g.sources[e], g.targets[e]);
                if (!directed) key = std::minmax(key.first, key.second);
                distinct.insert(key);
            }
            BOOST_TEST(distinct.size() == m);  // no parallel edges
            check_weights(g, range);
        }
    }
    BOOST_CHECK_THROW(io::generate_gnm(3, 7, 1), std::invalid_argument);
    BOOST_CHECK_THROW(io::generate_gnm(3, 4, 1, std::nullopt, false), std::invalid_argument);
    BOOST_TEST(io::generate_gnm(0, 0, 1).edge_count() == 0u);
    BOOST_TEST(io::generate_gnm(1, 0, 1).vertex_count == 1u);
    BOOST_TEST(!io::generate_gnm(5, 3, 1).weighted);
}

BOOST_AUTO_TEST_CASE(gnm_picks_every_pair_equally_often)
{
    // 4 vertices, 12 ordered pairs, 5 edges per graph: each pair is in a graph with
    // probability 5/12. Over 4000 graphs a pair's count has mean 1667 and standard
    // deviation about 31; 7 deviations leave no room for a real bias.
    auto rng = test_support::make_rng(12);
    std::map<std::pair<std::uint32_t, std::uint32_t>, int> count;
    const int graphs = 4000;
    for (int i = 0; i < graphs; ++i) {
        const io::edge_list g = io::generate_gnm(4, 5, rng());
        for (std::size_t e = 0; e < g.edge_count(); ++e) ++count[{g.sources[e], g.targets[e]}];
    }
    BOOST_TEST(count.size() == 12u);
    for (const auto& [pair, c] : count) BOOST_TEST(std::abs(c - graphs * 5.0 / 12) < 7 * 31.2);
}

BOOST_AUTO_TEST_CASE(generators_are_deterministic_in_the_seed)
{
    auto rng = test_support::make_rng(13);
    const std::uint64_t seed = rng();
    const io::weight_range reals{0, 1, false};
    BOOST_TEST(same_edges(io::generate_gnm(1000, 300000, seed, reals), io::generate_gnm(1000, 300000, seed, reals)));
    BOOST_TEST(!same_edges(io::generate_gnm(1000, 300000, seed, reals), io::generate_gnm(1000, 300000, seed + 1, reals)));
    BOOST_TEST(same_edges(io::generate_rmat(14, 16, seed, reals), io::generate_rmat(14, 16, seed, reals)));
    BOOST_TEST(!same_edges(io::generate_rmat(14, 16, seed, reals), io::generate_rmat(14, 16, seed ^ 1, reals)));
    BOOST_TEST(same_edges(io::generate_grid(30, 40, seed), io::generate_grid(30, 40, seed)));
    BOOST_TEST(!same_edges(io::generate_grid(30, 40, seed), io::generate_grid(30, 40, seed + 7)));
}

BOOST_AUTO_TEST_CASE(rmat_has_graph500_shape_and_skew)
{
    auto rng = test_support::make_rng(14);
    const unsigned scale = 16, edge_factor = 16;
    io::rmat_parameters unpermuted;
    unpermuted.permute_vertices = false;
    const io::edge_list g = io::generate_rmat(scale, edge_factor, rng(), std::nullopt, unpermuted);
    const std::uint32_t n = 1u << scale;
    BOOST_TEST(g.vertex_count == n);
    BOOST_TEST(g.edge_count() == std::size_t(edge_factor) * n);
    BOOST_TEST(!g.weighted);
    // At the top level a source falls in the lower half with probability a + b and a
    // target with probability a + c (0.76 both for Graph500). With 2^20 edges the
    // fractions' standard deviation is 0.0004.
    std::size_t low_source = 0, low_target = 0, in_quadrant_a = 0;
    for (std::size_t e = 0; e < g.edge_count(); ++e) {
        low_source += g.sources[e] < n / 2;
        low_target += g.targets[e] < n / 2;
        in_quadrant_a += g.sources[e] < n / 2 && g.targets[e] < n / 2;
    }
    const double m = static_cast<double>(g.edge_count());
    BOOST_TEST(std::abs(low_source / m - 0.76) < 0.004);
    BOOST_TEST(std::abs(low_target / m - 0.76) < 0.004);
    BOOST_TEST(std::abs(in_quadrant_a / m - 0.57) < 0.004);
    // Vertex 0 collects edges from the a-quadrant at every level: the highest degree.
    std::vector<std::uint32_t> degree(n, 0);
    for (std::size_t e = 0; e < g.edge_count(); ++e) ++degree[g.sources[e]];
    BOOST_TEST(*std::max_element(degree.begin(), degree.end()) == degree[0]);

    // Permuted (the default): the same skew, on other vertex numbers.
    const io::edge_list p = io::generate_rmat(scale, edge_factor, rng(), io::weight_range{0, 1, false});
    std::vector<std::uint32_t> permuted_degree(n, 0);
    for (std::size_t e = 0; e < p.edge_count(); ++e) ++permuted_degree[p.sources[e]];
    const auto max_degree = *std::max_element(permuted_degree.begin(), permuted_degree.end());
    BOOST_TEST(max_degree > 50u * edge_factor);  // heavy-tailed: far above the average 16
    std::size_t isolated = std::count(permuted_degree.begin(), permuted_degree.end(), 0u);
    BOOST_TEST(isolated > n / 10);  // and many vertices without out-edges
    check_weights(p, io::weight_range{0, 1, false});

    BOOST_CHECK_THROW(io::generate_rmat(4, 1, 1, std::nullopt, io::rmat_parameters{0.5, 0.3, 0.3}), std::invalid_argument);
    BOOST_CHECK_THROW(io::generate_rmat(32, 1, 1), std::invalid_argument);
    BOOST_TEST(io::generate_rmat(0, 3, 1).edge_count() == 3u);  // one vertex, three self loops
}

BOOST_AUTO_TEST_CASE(grid_connects_neighbours)
{
    auto rng = test_support::make_rng(15);
    for (int trial = 0; trial < 10; ++trial) {
        const std::uint32_t rows = 1 + rng() % 20, columns = 1 + rng() % 20;
        const io::weight_range range{1, 100, true};
        const io::edge_list g = io::generate_grid(rows, columns, rng(), range);
        BOOST_TEST(g.vertex_count == rows * columns);
        BOOST_TEST(!g.directed);
        BOOST_TEST(g.edge_count() == std::size_t(rows) * (columns - 1) + std::size_t(rows - 1) * columns);
        std::set<std::pair<std::uint32_t, std::uint32_t>> distinct;
        for (std::size_t e = 0; e < g.edge_count(); ++e) {
            const std::uint32_t u = g.sources[e], v = g.targets[e];
            const bool horizontal = v == u + 1 && u / columns == v / columns;
            const bool vertical = v == u + columns;
            BOOST_TEST_REQUIRE((horizontal || vertical));
            distinct.insert({u, v});
        }
        BOOST_TEST(distinct.size() == g.edge_count());
        check_weights(g, range);
    }
    BOOST_TEST(io::generate_grid(0, 5, 1).vertex_count == 0u);
    BOOST_CHECK_THROW(io::generate_grid(3, 3, 1, io::weight_range{2.5, 2.7, true}), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(integer_weights_cover_their_range)
{
    io::edge_list g = io::generate_gnm(100, 5000, 3);
    io::assign_random_weights(g, 9, io::weight_range{-2, 2, true});
    std::set<double> seen(g.weights.begin(), g.weights.end());
    BOOST_TEST((seen == std::set<double>{-2, -1, 0, 1, 2}));
}
