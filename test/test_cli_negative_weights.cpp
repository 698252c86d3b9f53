// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

// gpu-paths bellman-ford and johnson: negative weights taken, results as sssp's and apsp's,
// and a negative cycle an error (exit 1, one line naming it) that writes no results.

#include "cli_support.hpp"

using namespace cli_test;

BOOST_AUTO_TEST_SUITE(cli, *boost::unit_test::precondition(cli_available()))

BOOST_AUTO_TEST_CASE(bellman_ford_takes_negative_weights)
{
    const std::string graph = write_file("negative-ok.gr", "p sp 5 4\na 1 2 3\na 2 3 -2\na 1 3 2\na 3 4 1\n");
    for (const char* backend : {"auto", "host"}) {
        BOOST_TEST_CONTEXT(backend)
        {
            const run_result r = run(std::string("bellman-ford -s 1 -b ") + backend + " --check '" + graph + "'");
            BOOST_TEST(r.status == 0);
            const vertex_rows rows = parse_rows(r.out, 5);
            BOOST_TEST(rows.distance == (std::vector<std::string>{"0", "3", "1", "2", "inf"}),
                       boost::test_tools::per_element());
            BOOST_TEST(rows.predecessor == (std::vector<std::int64_t>{0, 0, 1, 2, 4}), boost::test_tools::per_element());
            BOOST_TEST(r.out.find("check: PASS") != std::string::npos);
        }
    }
    // sssp refuses the same graph: its negative edge is reached.
    BOOST_TEST(run("sssp -s 1 '" + graph + "'").status == 1);
    // Random sources on a generated graph, checked against BGL.
    BOOST_TEST(run("bellman-ford -g 8 -n 3 --check -w f64").status == 0);
}

BOOST_AUTO_TEST_CASE(a_negative_cycle_is_an_error)
{
    const std::string cycle = write_file("negative-cycle.gr", "p sp 4 4\na 1 2 1\na 2 3 -3\na 3 2 1\na 4 1 1\n");
    const std::string kept = write_file("negative-kept.txt", "earlier results\n");
    for (const std::string& arguments :
         {"bellman-ford -s 1 --check -o '" + kept + "' '" + cycle + "'", "johnson --check -o '" + kept + "' '" + cycle + "'"}) {
        BOOST_TEST_CONTEXT(arguments)
        {
            const run_result r = run(arguments);
            BOOST_TEST(r.status == 1);
            BOOST_TEST(r.err.find("negative cycle") != std::string::npos);
            BOOST_TEST(read_text(kept) == "earlier results\n");
        }
    }
    // Not reachable from the source: no cycle for bellman-ford (vertex 4 only leads in).
    const std::string apart = write_file("negative-apart.gr", "p sp 4 3\na 2 3 -3\na 3 2 1\na 4 1 1\n");
    BOOST_TEST(run("bellman-ford -s 1 --check '" + apart + "'").status == 0);
    BOOST_TEST(run("johnson '" + apart + "'").status == 1);
}

BOOST_AUTO_TEST_CASE(johnson_writes_the_apsp_matrix)
{
    const std::string graph = write_file("johnson.gr", "p sp 3 3\na 1 2 4\na 2 3 -2\na 1 3 3\n");
    const std::string text = io_test::scratch().file("johnson.txt");
    const run_result r = run("johnson --check -o '" + text + "' '" + graph + "'");
    BOOST_TEST(r.status == 0);
    BOOST_TEST(read_text(text) == "0 4 2\ninf 0 -2\ninf inf 0\n");
    const run_result help = run("johnson --help");
    BOOST_TEST(help.status == 0);
    BOOST_TEST(help.out.find("usage: gpu-paths johnson") == 0u);
    BOOST_TEST(run("bellman-ford --help").out.find("usage: gpu-paths bellman-ford") == 0u);
    BOOST_TEST(run("johnson -s 1 '" + graph + "'").status == 2);
}

BOOST_AUTO_TEST_SUITE_END()
