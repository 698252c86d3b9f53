// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

// gpu-paths closure: the number of reachable pairs against BGL's transitive_closure run
// here on the same graph, --check, and the options it refuses.

#include "cli_support.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/transitive_closure.hpp>

using namespace cli_test;

BOOST_AUTO_TEST_SUITE(cli, *boost::unit_test::precondition(cli_available()))

BOOST_AUTO_TEST_CASE(closure_counts_bgl_edges)
{
    auto rng = test_support::make_rng(61);
    for (int round = 0; round < 3; ++round) {
        const std::uint32_t n = 60 + rng() % 200;
        const test_graph g = random_graph(rng(), n, rng() % (2 * n), "closure.gr");
        const auto bgl = io::to_adjacency_list<void>(g.list);
        boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS> tc;
        boost::transitive_closure(bgl, tc);
        const std::string expected = std::to_string(num_edges(tc)) + " reachable pairs";
        for (const auto& backend : test_support::backends_under_test()) {
            const run_result r = run("closure --check --backend " + std::string(gp::to_string(backend)) + " '" + g.path + "'");
            BOOST_TEST_CONTEXT("n " << n << ", " << gp::to_string(backend))
            {
                BOOST_TEST(r.status == 0);
                BOOST_TEST(r.out.find(expected) == 0u, r.out << " (BGL: " << expected << ")");
                BOOST_TEST(r.out.find("check: PASS") != std::string::npos);
            }
        }
        BOOST_TEST(run("closure --check '" + g.path + "'", "GPU_PATHS_CLI_PERTURB_RESULT=1").status == 3);
    }
}

BOOST_AUTO_TEST_CASE(closure_refuses_what_it_would_ignore)
{
    const std::string graph = "'" + write_file("closure-usage.gr", "p sp 2 1\na 1 2 1\n") + "'";
    for (const std::string& option : {"--source 1", "-w i32", "-o out.txt", "--predecessors p.npy"}) {
        const run_result r = run("closure " + option + " " + graph);
        BOOST_TEST_CONTEXT(option)
        {
            BOOST_TEST(r.status == 2);
            BOOST_TEST(r.err.find("closure does not take") != std::string::npos, r.err);
        }
    }
    const run_result help = run("closure --help");
    BOOST_TEST(help.status == 0);
    BOOST_TEST(help.out.find("usage: gpu-paths closure") == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
