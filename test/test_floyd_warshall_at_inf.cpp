// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Floyd-Warshall where the caller's distance_inf is within reach of a path: BGL treats
// inf as a number that also means "no path", so a sum above inf never replaces inf and
// an entry at inf is never a pivot. The drop-ins must give BGL's matrix there too, and
// refuse a predecessor matrix only where no shortest-path tree gives those distances.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/detail/front_end/floyd_warshall_at_caller_inf.hpp>
#include <boost_gpu_paths/paths.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

namespace gp = boost::gpu_paths;
using test_support::backends_under_test;

namespace {

using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, int>>;
using undirected_graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, boost::no_property,
                                               boost::property<boost::edge_weight_t, int>>;
using matrix = std::vector<std::vector<int>>;

constexpr int poison = -123456789;

template <class Graph>
matrix bgl_answer(const Graph& g, int inf, bool& ok)
{
    const std::size_t n = num_vertices(g);
    matrix d(n, std::vector<int>(n, poison));
    ok = boost::floyd_warshall_all_pairs_shortest_paths(g, d, boost::distance_inf(inf));
    return d;
}

// 0 -> 1 -> 2 -> 3 costs 3 + 3 - 5 = 1, but its prefix 0 -> 2 (6) is above inf = 5, so BGL
// leaves 0 -> 2 at inf and never finds 0 -> 3 either.
graph saturating_chain()
{
    graph g(4);
    add_edge(0, 1, 3, g);
    add_edge(1, 2, 3, g);
    add_edge(2, 3, -5, g);
    return g;
}

// 0 -> 3 -> 1 -> 2 costs 6 + 6 - 5 = 7 and undercuts the edge 0 -> 2 (20, a number above
// inf = 10), while its prefix 0 -> 1 (12) stays at inf: BGL's D[0][2] = 7, D[0][1] = inf,
// which no predecessor matrix describes.
graph undercut_through_inf()
{
    graph g(4);
    add_edge(0, 3, 6, g);
    add_edge(3, 1, 6, g);
    add_edge(1, 2, -5, g);
    add_edge(0, 2, 20, g);
    return g;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_path_beyond_inf_is_no_path_as_in_bgl)
{
    const graph g = saturating_chain();
    bool bgl_ok = false;
    const matrix expected = bgl_answer(g, 5, bgl_ok);
    BOOST_TEST_REQUIRE(bgl_ok);
    BOOST_TEST(expected[0][2] == 5);  // the premise: BGL saturates here
    BOOST_TEST(expected[0][3] == 5);
    for (gp::backend_kind backend : backends_under_test()) {
        BOOST_TEST_CONTEXT("backend " << gp::to_string(backend))
        {
            matrix d(4, std::vector<int>(4, poison));
            gp::report r;
            const bool ok = boost::gpu_floyd_warshall_all_pairs(
                g, d, gp::report_to(r, gp::use_backend(backend, boost::distance_inf(5))));
            BOOST_TEST(ok);
            BOOST_TEST(d == expected);
            BOOST_TEST(r.method.find("BGL's Floyd-Warshall loop") != std::string::npos);

            // The initialised form from BGL's own starting matrix.
            matrix start(4, std::vector<int>(4, 5));
            for (int v = 0; v < 4; ++v) start[v][v] = 0;
            start[0][1] = 3, start[1][2] = 3, start[2][3] = -5;
            matrix bgl_init = start;
            BOOST_TEST_REQUIRE(boost::floyd_warshall_initialized_all_pairs_shortest_paths(g, bgl_init,
                                                                                         boost::distance_inf(5)));
            matrix ours = start;
            BOOST_TEST(boost::gpu_floyd_warshall_initialized_all_pairs(g, ours,
                                                                       gp::use_backend(backend, boost::distance_inf(5))));
            BOOST_TEST(ours == bgl_init);

            // Predecessors: here BGL's distances are those of a tree.
            matrix dp(4, std::vector<int>(4, poison));
            std::vector<std::vector<std::size_t>> p(4, std::vector<std::size_t>(4, 99));
            BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(
                g, dp, gp::predecessor_matrix(p, gp::use_backend(backend, boost::distance_inf(5)))));
            BOOST_TEST(dp == expected);
            BOOST_TEST(p[0][1] == 0u);
            BOOST_TEST(p[0][2] == 2u);  // unreached under BGL's rule
            BOOST_TEST(p[1][3] == 2u);
            BOOST_TEST(gp::shortest_path(p, std::size_t(1), std::size_t(3)) == (std::vector<std::size_t>{1, 2, 3}));
        }
    }
}

BOOST_AUTO_TEST_CASE(predecessors_are_refused_where_no_tree_gives_bgls_distances)
{
    const graph g = undercut_through_inf();
    bool bgl_ok = false;
    const matrix expected = bgl_answer(g, 10, bgl_ok);
    BOOST_TEST_REQUIRE(bgl_ok);
    BOOST_TEST(expected[0][2] == 7);  // the premise
    BOOST_TEST(expected[0][1] == 10);
    for (gp::backend_kind backend : backends_under_test()) {
        BOOST_TEST_CONTEXT("backend " << gp::to_string(backend))
        {
            matrix d(4, std::vector<int>(4, poison));
            BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, d, gp::use_backend(backend, boost::distance_inf(10))));
            BOOST_TEST(d == expected);

            // Nothing the caller owns is written when the predecessors are refused.
            matrix dp(4, std::vector<int>(4, poison));
            std::vector<std::vector<std::size_t>> p(4, std::vector<std::size_t>(4, 99));
            BOOST_CHECK_THROW(boost::gpu_floyd_warshall_all_pairs(
                                  g, dp, gp::predecessor_matrix(p, gp::use_backend(backend, boost::distance_inf(10)))),
                              gp::invalid_input);
            BOOST_TEST(dp == matrix(4, std::vector<int>(4, poison)));
            BOOST_TEST(p == std::vector<std::vector<std::size_t>>(4, std::vector<std::size_t>(4, 99)));
        }
    }
}

// BGL fills an undirected graph's matrix with every edge, then every edge reversed; where
// a parallel edge weighs exactly inf, that order decides the entry.
BOOST_AUTO_TEST_CASE(an_undirected_edge_at_inf_is_placed_in_bgls_order)
{
    undirected_graph g(3);
    add_edge(0, 1, 9, g);
    add_edge(1, 0, 7, g);  // = inf: resets the pair to "no path" on the first pass
    add_edge(1, 2, 1, g);
    bool bgl_ok = false;
    const matrix expected = bgl_answer(g, 7, bgl_ok);
    BOOST_TEST_REQUIRE(bgl_ok);
    for (gp::backend_kind backend : backends_under_test()) {
        BOOST_TEST_CONTEXT("backend " << gp::to_string(backend))
        {
            matrix d(3, std::vector<int>(3, poison));
            BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, d, gp::use_backend(backend, boost::distance_inf(7))));
            BOOST_TEST(d == expected);
        }
    }
}

// Random small graphs with negative weights and an inf inside the range of path lengths,
// against BGL; with predecessors, every reached pair's path adds up to its distance.
BOOST_AUTO_TEST_CASE(random_graphs_with_a_small_inf_match_bgl)
{
    std::mt19937_64 rng = test_support::make_rng(41);
    int refused = 0, checked = 0;
    for (int round = 0; round < 300; ++round) {
        const std::size_t n = 2 + rng() % 12;
        graph g(n);
        const std::size_t m = rng() % (3 * n);
        for (std::size_t e = 0; e < m; ++e) {
            const int w = static_cast<int>(rng() % 30) - (rng() % 4 == 0 ? 12 : 0);
            add_edge(rng() % n, rng() % n, w, g);
        }
        const int inf = 5 + static_cast<int>(rng() % 40);
        bool bgl_ok = false;
        const matrix expected = bgl_answer(g, inf, bgl_ok);
        for (gp::backend_kind backend : backends_under_test()) {
            BOOST_TEST_CONTEXT("round " << round << ", n " << n << ", inf " << inf << ", backend "
                                        << gp::to_string(backend))
            {
                matrix d(n, std::vector<int>(n, poison));
                const bool ok =
                    boost::gpu_floyd_warshall_all_pairs(g, d, gp::use_backend(backend, boost::distance_inf(inf)));
                BOOST_TEST(ok == bgl_ok);
                if (!ok || !bgl_ok) continue;
                BOOST_TEST(d == expected);
                matrix dp(n, std::vector<int>(n, poison));
                std::vector<std::vector<std::size_t>> p(n, std::vector<std::size_t>(n, n));
                try {
                    boost::gpu_floyd_warshall_all_pairs(
                        g, dp, gp::predecessor_matrix(p, gp::use_backend(backend, boost::distance_inf(inf))));
                } catch (const gp::invalid_input&) {
                    ++refused;
                    continue;
                }
                ++checked;
                BOOST_TEST(dp == expected);
                // The weight BGL's initialisation gives each pair: an edge sets it where it
                // holds inf, else lowers it, so with a small inf a parallel edge of weight inf
                // can erase the lighter ones before it, and the one after stands alone.
                matrix first(n, std::vector<int>(n, inf));
                for (std::size_t v = 0; v < n; ++v) first[v][v] = 0;
                for (auto e : boost::make_iterator_range(edges(g))) {
                    int& entry = first[source(e, g)][target(e, g)];
                    entry = entry != inf ? std::min(entry, get(boost::edge_weight, g, e)) : get(boost::edge_weight, g, e);
                }
                for (std::size_t u = 0; u < n; ++u)
                    for (std::size_t v = 0; v < n; ++v) {
                        if (u == v || dp[u][v] == inf) continue;
                        const auto path = gp::shortest_path(p, u, v);
                        BOOST_TEST_REQUIRE(path.size() >= 2u);
                        long length = 0;
                        for (std::size_t i = 0; i + 1 < path.size(); ++i) {
                            const int step = first[path[i]][path[i + 1]];
                            BOOST_TEST_REQUIRE(step != inf);
                            length += step;
                        }
                        BOOST_TEST(length == dp[u][v]);
                    }
            }
        }
    }
    BOOST_TEST_MESSAGE(checked << " predecessor matrices checked, " << refused << " refused");
    BOOST_TEST(checked > refused);
}

// A -inf weight makes every path through it -inf: each pair at -inf must have a
// predecessor walk that carries a -inf weight, not one of finite weights that the closure
// found first (its "strictly shorter" never moves off a -inf tie).
BOOST_AUTO_TEST_CASE(pairs_at_minus_infinity_have_walks_through_a_minus_infinite_weight)
{
    using dgraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                         boost::property<boost::edge_weight_t, double>>;
    const double minus_inf = -std::numeric_limits<double>::infinity();
    std::mt19937_64 rng = test_support::make_rng(43);
    int checked_pairs = 0;
    for (int round = 0; round < 400; ++round) {
        const std::size_t n = 8 + rng() % 72;
        // Weights at -inf only along a hidden order, finite weights either way (a -inf
        // weight on a cycle makes a negative cycle: those rounds return false).
        std::vector<std::size_t> order(n);
        for (std::size_t i = 0; i < n; ++i) order[i] = i;
        std::shuffle(order.begin(), order.end(), rng);
        dgraph g(n);
        const std::size_t m = n + rng() % (3 * n);
        for (std::size_t e = 0; e < m; ++e) {
            std::size_t a = rng() % n, b = rng() % n;
            if (a == b) continue;
            const bool infinite = rng() % 16 == 0;
            if (infinite && a > b) std::swap(a, b);
            add_edge(order[a], order[b], infinite ? minus_inf : double(rng() % 100), g);
        }
        // On CUDA both the one-block closure and (one_block_limit = 0) the blocked schedule,
        // whose rows reach the host by another way.
        for (gp::backend_kind backend : backends_under_test())
        for (bool blocked : {false, true}) {
            if (blocked && backend != gp::backend_kind::cuda) continue;
            gp::options tuning = gp::default_options();
            if (blocked) tuning.closure.one_block_limit = 0;
            BOOST_TEST_CONTEXT("round " << round << ", n " << n << ", backend " << gp::to_string(backend)
                                        << (blocked ? ", blocked schedule" : ""))
            {
                std::vector<std::vector<double>> d(n, std::vector<double>(n, 12345.5));
                std::vector<std::vector<std::size_t>> p(n, std::vector<std::size_t>(n, n));
                bool ok = false;
                if (round % 2) {
                    ok = boost::gpu_floyd_warshall_all_pairs(
                        g, d, gp::predecessor_matrix(p, gp::with_options(tuning, gp::use_backend(backend))));
                } else {  // the initialised form, from BGL's own starting matrix
                    const double inf = std::numeric_limits<double>::max();
                    for (std::size_t u = 0; u < n; ++u)
                        for (std::size_t v = 0; v < n; ++v) d[u][v] = u == v ? 0.0 : inf;
                    for (auto e : boost::make_iterator_range(edges(g)))
                        d[source(e, g)][target(e, g)] =
                            std::min(d[source(e, g)][target(e, g)], get(boost::edge_weight, g, e));
                    ok = boost::gpu_floyd_warshall_initialized_all_pairs(
                        g, d, gp::predecessor_matrix(p, gp::with_options(tuning, gp::use_backend(backend))));
                }
                if (!ok) continue;
                for (std::size_t u = 0; u < n; ++u)
                    for (std::size_t v = 0; v < n; ++v) {
                        if (d[u][v] != minus_inf) continue;
                        ++checked_pairs;
                        bool carries = false;
                        std::size_t x = v, steps = 0;
                        while (x != u && steps++ <= n) {
                            const std::size_t y = p[u][x];
                            BOOST_TEST_REQUIRE(y < n);
                            BOOST_TEST_REQUIRE(boost::edge(y, x, g).second);
                            for (auto e : boost::make_iterator_range(out_edges(y, g)))
                                if (target(e, g) == x && get(boost::edge_weight, g, e) == minus_inf) carries = true;
                            x = y;
                        }
                        BOOST_TEST(x == u);
                        BOOST_TEST(carries);
                    }
            }
        }
    }
    BOOST_TEST(checked_pairs > 0);
}

BOOST_AUTO_TEST_CASE(a_row_whose_recorded_predecessors_loop_is_rebuilt_as_a_tree)
{
    // BGL's loop records each improvement's predecessor as it happens; where lengths reach
    // -inf, later improvements can leave walks that loop (gpu-paths-stress found one on an
    // initialised 59-vertex matrix). A tree of arcs that continue the row's lengths exists
    // here, so the row is rebuilt rather than the call refused. Arcs: 0 -> 1 at -inf,
    // 1 -> 2 at 1, 0 -> 2 at 2; inf 250.5; row 0 reaches 1 and 2 at -inf.
    namespace detail = boost::gpu_paths::detail;
    const double inf = 250.5, minus_inf = -std::numeric_limits<double>::infinity();
    const std::vector<double> arcs = {0, minus_inf, 2, inf, 0, 1, inf, inf, 0};
    const std::vector<double> d = {0, minus_inf, minus_inf, inf, 0, 1, inf, inf, 0};
    std::vector<std::uint32_t> pred = {0, 2, 1, 1, 1, 1, 2, 2, 2};  // row 0: 1 <- 2 <- 1, a loop
    BOOST_TEST_REQUIRE(detail::predecessors_form_paths(d, arcs, pred, 3u, inf));
    BOOST_TEST(pred[1] == 0u);  // 0 -> 1 at -inf
    BOOST_TEST(pred[2] == 1u);  // 0 -> 1 -> 2: -inf + 1; the arc 0 -> 2 gives 2, not -inf
    BOOST_TEST(pred[3 + 2] == 1u);

    // No tree: row 0 keeps a length (5) that no arc continues to.
    const std::vector<double> no_tree_d = {0, minus_inf, 5, inf, 0, 1, inf, inf, 0};
    std::vector<std::uint32_t> no_tree_pred = {0, 0, 1, 1, 1, 1, 2, 2, 2};
    BOOST_TEST(!detail::predecessors_form_paths(no_tree_d, arcs, no_tree_pred, 3u, inf));
}
