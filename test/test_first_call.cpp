// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The first calls of a process (cold_start_options): automatic calls that a cold device
// would not repay leave it alone and run BGL's algorithm or the host backend; a call from
// the cold break-even starts it; calls that the device would serve start it on a thread of
// its own once they have gone on long enough; warm_up() starts it at once. The device's
// state is the process's, so this program is one test case whose steps run in order, each
// call's answer checked against BGL's.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include "support/backends.hpp"  // release_resources() at exit, so that memcheck sees only real leaks
#include "support/random.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>

#include <cstdlib>
#include <string>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, double>>;

// A ring through every vertex (so that a search from vertex 0 reaches the whole graph, and
// the size the automatic choice weighs is the graph's), then random edges up to m. The
// draws are sequenced: the graph of a seed is the same whatever the compiler's order of
// evaluating arguments.
graph random_graph(std::mt19937_64& rng, std::size_t n, std::size_t m)
{
    graph g(n);
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    std::uniform_real_distribution<double> weight(0.5, 10.0);
    for (std::size_t v = 0; v < n && v < m; ++v) add_edge(v, (v + 1) % n, weight(rng), g);
    for (std::size_t e = n; e < m; ++e) {
        const std::size_t from = pick(rng), to = pick(rng);
        add_edge(from, to, weight(rng), g);
    }
    return g;
}

std::string state_name(gp::device_state s)
{
    switch (s) {
    case gp::device_state::not_started: return "not started";
    case gp::device_state::starting: return "starting";
    case gp::device_state::usable: return "usable";
    default: return "unusable";
    }
}

// The device's state now, in words (which the test log then shows).
std::string state() { return state_name(gp::cuda_device_state()); }

// One automatic Dijkstra call with `tuning`, checked against BGL's; returns its report.
gp::report dijkstra_as_bgl(const graph& g, const gp::options& tuning)
{
    const std::size_t n = num_vertices(g);
    std::vector<double> expected(n), got(n, -1.0);  // poisoned: an unwritten entry fails
    boost::dijkstra_shortest_paths(g, 0, boost::distance_map(expected.data()));
    gp::report report;
    boost::gpu_dijkstra_shortest_paths(
        g, 0, gp::report_to(report, gp::with_options(tuning, boost::distance_map(got.data()))));
    BOOST_TEST(got == expected, boost::test_tools::per_element());
    return report;
}

}  // namespace

BOOST_AUTO_TEST_CASE(the_device_starts_only_where_it_pays)
{
    // A process that forces a backend has no automatic choice to check.
    if (std::getenv("BOOST_GPU_PATHS_BACKEND")) return;
    std::mt19937_64 rng = test_support::make_rng(39);
    gp::options tuning = gp::default_options();
    tuning.threads = 2;
    tuning.sssp.cuda_from = 1000;
    tuning.cold_start.sssp_from = 1000000;
    tuning.cold_start.background_after_ms = 1e9;
    BOOST_TEST_REQUIRE(state() == "not started");

    // Below the CUDA backend's break-even: BGL's algorithm, the device untouched.
    const graph small = random_graph(rng, 100, 400);
    gp::report report = dijkstra_as_bgl(small, tuning);
    BOOST_TEST(report.method.find("below the host backend's break-even") != std::string::npos, report.method);
    BOOST_TEST(state() == "not started");

    // Above it but below the cold break-even: still not started, the report says why.
    const graph medium = random_graph(rng, 2000, 8000);
    for (int call = 0; call < 3; ++call) {
        report = dijkstra_as_bgl(medium, tuning);
        BOOST_TEST(report.method.find("while the device is cold") != std::string::npos, report.method);
        BOOST_TEST(static_cast<int>(report.backend) != static_cast<int>(gp::backend_kind::cuda));
    }
    BOOST_TEST(state() == "not started");

    // Floyd-Warshall below its cold break-even leaves it alone too.
    {
        gp::options fw = tuning;
        fw.closure.cuda_from = 16;
        fw.cold_start.closure_from = 1000;
        const graph g = random_graph(rng, 64, 256);
        std::vector<std::vector<double>> expected(64, std::vector<double>(64)), got(64, std::vector<double>(64, -1.0));
        boost::floyd_warshall_all_pairs_shortest_paths(g, expected);
        boost::gpu_floyd_warshall_all_pairs(g, got, gp::with_options(fw));
        BOOST_TEST(got == expected);
        BOOST_TEST(state() == "not started");
    }

    // Calls the device would serve, gone on past background_after_ms: it starts on a
    // thread of its own while this call runs on the host.
    // (Where no driver can be loaded the start ends at once, unusable, and the call says it
    // runs where it does for want of a device.)
    tuning.cold_start.background_after_ms = 0;
    report = dijkstra_as_bgl(medium, tuning);
    BOOST_TEST(state() != "not started");
    BOOST_TEST((report.method.find("while the device is cold") != std::string::npos || state() == "unusable"),
               report.method);

    // warm_up() waits for that start and gives the verdict cuda_device_available() gives.
    const bool usable = gp::warm_up();
    BOOST_TEST(usable == gp::cuda_device_available());
    BOOST_TEST(state() == (usable ? "usable" : "unusable"));
    BOOST_TEST_MESSAGE("device " << state() << ": " << gp::describe_cuda_device());

    // Started, the device serves every call from the CUDA backend's break-even.
    report = dijkstra_as_bgl(medium, tuning);
    BOOST_TEST((report.backend == gp::backend_kind::cuda) == usable, report.method);
}

BOOST_AUTO_TEST_CASE(cold_start_options_are_checked_and_read_from_the_environment)
{
    gp::options tuning;
    const std::vector<std::pair<std::string, std::string>> values{
        {"BOOST_GPU_PATHS_COLD_START_SSSP_FROM", "12"},    {"BOOST_GPU_PATHS_COLD_START_BFS_FROM", "13"},
        {"BOOST_GPU_PATHS_COLD_START_CLOSURE_FROM", "14"}, {"BOOST_GPU_PATHS_COLD_START_ALL_PAIRS_FROM", "15"},
        {"BOOST_GPU_PATHS_COLD_START_BELLMAN_FORD_FROM", "16"},
        {"BOOST_GPU_PATHS_COLD_START_BACKGROUND_AFTER_MS", "2.5"}};
    gp::apply_environment(tuning, [&](const char* name) -> const char* {
        for (const auto& v : values)
            if (v.first == name) return v.second.c_str();
        return nullptr;
    });
    BOOST_TEST(tuning.cold_start.sssp_from == 12u);
    BOOST_TEST(tuning.cold_start.bfs_from == 13u);
    BOOST_TEST(tuning.cold_start.closure_from == 14u);
    BOOST_TEST(tuning.cold_start.all_pairs_from == 15u);
    BOOST_TEST(tuning.cold_start.bellman_ford_from == 16u);
    BOOST_TEST(tuning.cold_start.background_after_ms == 2.5);
    BOOST_CHECK_THROW(gp::apply_environment(tuning,
                                            [](const char* name) -> const char* {
                                                return std::string(name) ==
                                                               "BOOST_GPU_PATHS_COLD_START_BACKGROUND_AFTER_MS"
                                                           ? "-1"
                                                           : nullptr;
                                            }),
                      std::invalid_argument);
}
