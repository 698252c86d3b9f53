// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

// gpu-paths dag: results on a random DAG with negative weights, checked against BGL's
// dag_shortest_paths run here, and the message for a cycle the source reaches.

#include "cli_support.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/dag_shortest_paths.hpp>

#include <algorithm>
#include <numeric>
#include <sstream>

using namespace cli_test;

namespace {

struct dag_file {
    std::string path;
    std::uint32_t n = 0;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;  // 0-based
    std::vector<int> weights;
};

// Edges from lower to higher rank of a random permutation, weights in [-20, 50], written
// as DIMACS (1-based ids); `extra` edges are appended as given (to close a cycle).
dag_file random_dag_file(std::mt19937_64& rng, std::uint32_t n, std::uint32_t m, const std::string& name,
                         const std::vector<std::pair<std::uint32_t, std::uint32_t>>& extra = {})
{
    dag_file f;
    f.n = n;
    std::vector<std::uint32_t> rank(n);
    std::iota(rank.begin(), rank.end(), 0u);
    std::shuffle(rank.begin(), rank.end(), rng);
    while (f.edges.size() < m) {
        std::uint32_t u = rng() % n, v = rng() % n;
        if (u == v) continue;
        if (rank[u] > rank[v]) std::swap(u, v);
        f.edges.emplace_back(u, v);
        f.weights.push_back(static_cast<int>(rng() % 71) - 20);
    }
    for (const auto& e : extra) {
        f.edges.push_back(e);
        f.weights.push_back(1);
    }
    std::ostringstream text;
    text << "p sp " << n << " " << f.edges.size() << "\n";
    for (std::size_t i = 0; i < f.edges.size(); ++i)
        text << "a " << f.edges[i].first + 1 << " " << f.edges[i].second + 1 << " " << f.weights[i] << "\n";
    f.path = write_file(name, text.str());
    return f;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(cli, *boost::unit_test::precondition(cli_available()))

BOOST_AUTO_TEST_CASE(dag_matches_bgl)
{
    auto rng = test_support::make_rng(41);
    const std::uint32_t n = 100 + rng() % 300;
    const dag_file f = random_dag_file(rng, n, 3 * n, "dag.gr");
    const std::uint32_t s = f.edges.front().first;
    using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                        boost::property<boost::edge_weight_t, double>>;
    graph bgl(n);
    for (std::size_t i = 0; i < f.edges.size(); ++i)
        add_edge(f.edges[i].first, f.edges[i].second, static_cast<double>(f.weights[i]), bgl);
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> expected(n);
    boost::dag_shortest_paths(bgl, s, boost::distance_map(expected.data()).distance_inf(inf));
    const std::string source = " --source " + std::to_string(s + 1) + " ";
    for (const auto& backend : test_support::backends_under_test())
        for (const char* type : {"i32", "i64", "f32", "f64"}) {
            const std::string output = io_test::scratch().file("dag.txt");
            const run_result r = run("dag --check -w " + std::string(type) + " --backend " + gp::to_string(backend) +
                                     source + "-o '" + output + "' '" + f.path + "'");
            BOOST_TEST_REQUIRE(r.status == 0);
            const vertex_rows rows = parse_rows(read_text(output), n);
            for (std::uint32_t v = 0; v < n; ++v)
                BOOST_TEST_CONTEXT(type << " vertex " << v + 1)
                {
                    const bool reached = expected[v] != inf;
                    BOOST_TEST(rows.distance[v] == (reached ? text_of(expected[v]) : std::string("inf")));
                    if (!reached || v == s) BOOST_TEST(rows.predecessor[v] == std::int64_t(v));
                }
        }
    BOOST_TEST(run("dag --check" + source + "'" + f.path + "'", "GPU_PATHS_CLI_PERTURB_RESULT=1").status == 3);
}

BOOST_AUTO_TEST_CASE(reachable_cycle_is_bad_input)
{
    auto rng = test_support::make_rng(42);
    // The same DAG twice (the same random state), the second with its first edge reversed
    // beside it: a cycle through that edge's tail, the source.
    auto replay = rng;
    const dag_file acyclic = random_dag_file(replay, 50, 150, "acyclic.gr");
    const auto first = acyclic.edges.front();
    const dag_file with_cycle = random_dag_file(rng, 50, 150, "cycle.gr", {{first.second, first.first}});
    BOOST_TEST_REQUIRE((with_cycle.edges.front() == first));
    BOOST_TEST(run("dag --source " + std::to_string(first.first + 1) + " '" + acyclic.path + "'").status == 0);
    const std::uint32_t s = with_cycle.edges.front().first;
    for (const auto& backend : test_support::backends_under_test()) {
        const run_result r = run("dag --backend " + std::string(gp::to_string(backend)) + " --source " +
                                 std::to_string(s + 1) + " '" + with_cycle.path + "'");
        BOOST_TEST(r.status == 1);
        BOOST_TEST(line_count(r.err) == 1u);
        BOOST_TEST(r.err.find("cycle") != std::string::npos);
        BOOST_TEST(r.out.empty());
    }
    BOOST_TEST(run("dag --help").out.find("usage: gpu-paths dag") == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
