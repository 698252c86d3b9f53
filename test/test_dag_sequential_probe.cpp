// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Automatic gpu_dag_shortest_paths above the CUDA break-even: BGL's pass runs first and is
// kept where the source reaches at most sssp.dag_sequential_probe of the graph, else the
// backend runs. Either way distances, predecessors and the not_a_dag verdict equal
// BGL's. The choice exists where a CUDA device is (without one, BGL's pass always runs).
#include <boost/test/unit_test.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/dag_shortest_paths.hpp>
#include <boost/graph/exception.hpp>

#include <boost_gpu_paths/dag_shortest_paths.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"

#include <cstddef>
#include <cstdlib>
#include <limits>
#include <cstdint>
#include <string>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, int>>;

// n vertices, about 4n edges u -> v with u < v, weights -20..100; `chain`: also every
// i -> i + 1, so that vertex 0 reaches the whole graph.
graph random_dag(std::uint64_t salt, std::size_t n, bool chain)
{
    auto rng = test_support::make_rng(salt);
    graph g(n);
    for (std::size_t e = 0; e < 4 * n; ++e) {
        std::size_t u = rng() % n, v = rng() % n;
        if (u == v) continue;
        if (u > v) std::swap(u, v);
        add_edge(u, v, int(rng() % 121) - 20, g);
    }
    if (chain)
        for (std::size_t i = 0; i + 1 < n; ++i) add_edge(i, i + 1, int(rng() % 121) - 20, g);
    return g;
}

bool ran_bgl_pass(const std::string& method) { return method.find("BGL's dag_shortest_paths pass") == 0; }

// The call against BGL's; returns the report's method. BGL's pass gives BGL's
// predecessors; a backend may choose another of equally short paths, so there every
// predecessor must be tight: p[v] = v for the source and for vertices at inf, else an edge
// p[v] -> v with d[p[v]] + w == d[v].
std::string check(const graph& g, std::size_t s, const gp::options& tuning)
{
    const std::size_t n = num_vertices(g);
    std::vector<int> expected(n), got(n, -7);
    std::vector<std::size_t> expected_p(n), got_p(n, n + 3);
    boost::dag_shortest_paths(g, s, boost::distance_map(&expected[0]).predecessor_map(&expected_p[0]));
    gp::report r;
    boost::gpu_dag_shortest_paths(
        g, s, gp::report_to(r, gp::with_options(tuning, boost::distance_map(&got[0]).predecessor_map(&got_p[0]))));
    BOOST_TEST((got == expected), r.method);
    // The same call without a report decides before any context is made, the same way.
    std::vector<int> plain(n, -7);
    std::vector<std::size_t> plain_p(n, n + 3);
    boost::gpu_dag_shortest_paths(g, s, gp::with_options(tuning, boost::distance_map(&plain[0]).predecessor_map(&plain_p[0])));
    BOOST_TEST((plain == expected), "no report; with one: " << r.method);
    if (ran_bgl_pass(r.method)) {
        BOOST_TEST((got_p == expected_p), r.method);
        BOOST_TEST((plain_p == expected_p), "no report; with one: " << r.method);
        return r.method;
    }
    const int inf = (std::numeric_limits<int>::max)();
    std::size_t untight = 0;
    for (std::size_t v = 0; v < n; ++v) {
        if (v == s || got[v] == inf) {
            untight += got_p[v] != v;
            continue;
        }
        bool tight = false;
        for (auto e : boost::make_iterator_range(out_edges(got_p[v] < n ? got_p[v] : 0, g)))
            tight = tight || (target(e, g) == v && got_p[v] < n && got[got_p[v]] != inf &&
                              got[got_p[v]] + get(boost::edge_weight, g, e) == got[v]);
        untight += !tight;
    }
    BOOST_TEST(untight == 0u, r.method);
    return r.method;
}

}  // namespace

BOOST_AUTO_TEST_CASE(small_reach_keeps_bgl_pass, *boost::unit_test::precondition(test_support::gpu_present()))
{
    if (std::getenv("BOOST_GPU_PATHS_BACKEND")) return;  // a forced backend takes no such pass
    const std::size_t n = 20000;
    gp::options tuning;
    // The source is one of the last vertices: it reaches a few vertices only.
    const graph sparse_reach = random_dag(1, n, false);
    const std::string kept = check(sparse_reach, n - 40, tuning);
    BOOST_TEST(ran_bgl_pass(kept), kept);
    BOOST_TEST(kept.find("few enough out-edges") != std::string::npos, kept);

    // Vertex 0 of a chained DAG reaches everything: past the share, the backend runs.
    const graph whole_reach = random_dag(2, n, true);
    const std::string handed_on = check(whole_reach, 0, tuning);
    BOOST_TEST(!ran_bgl_pass(handed_on), handed_on);

    // No pass where the option says so.
    tuning.sssp.dag_sequential_probe = 0;
    const std::string off = check(sparse_reach, n - 40, tuning);
    BOOST_TEST(!ran_bgl_pass(off), off);
}

BOOST_AUTO_TEST_CASE(cycles_found_within_the_pass, *boost::unit_test::precondition(test_support::gpu_present()))
{
    if (std::getenv("BOOST_GPU_PATHS_BACKEND")) return;
    const std::size_t n = 20000;
    graph g = random_dag(3, n, false);
    // A cycle the source reaches within the share: BGL's not_a_dag, from the pass.
    const std::size_t s = n - 30;
    add_edge(s, s + 1, 1, g);
    add_edge(s + 1, s, 1, g);
    std::vector<int> d(n);
    BOOST_CHECK_THROW(boost::dag_shortest_paths(g, s, boost::distance_map(&d[0])), boost::not_a_dag);
    BOOST_CHECK_THROW(boost::gpu_dag_shortest_paths(g, s, boost::distance_map(&d[0])), boost::not_a_dag);
}
