// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

// bfs, sssp and apsp results from the gpu-paths program, checked against BGL run here
// on the same graphs, and the messages for inputs the algorithms refuse.

#include "cli_support.hpp"

using namespace cli_test;

BOOST_AUTO_TEST_SUITE(cli, *boost::unit_test::precondition(cli_available()))

BOOST_AUTO_TEST_CASE(bfs_matches_bgl)
{
    auto rng = test_support::make_rng(32);
    const std::uint32_t n = 100 + rng() % 400;
    const test_graph g = random_graph(rng(), n, rng() % (3 * n), "bfs.gr");
    const std::uint32_t s = rng() % n;
    const std::string source = " --source " + std::to_string(s + 1) + " ";
    // BGL's own search on the same list.
    const auto bgl = io::to_adjacency_list<void>(g.list);
    std::vector<std::uint32_t> hops(n, std::numeric_limits<std::uint32_t>::max());
    hops[s] = 0;
    boost::breadth_first_search(bgl, s,
                                boost::visitor(boost::make_bfs_visitor(boost::record_distances(
                                    boost::make_iterator_property_map(hops.begin(), get(boost::vertex_index, bgl)),
                                    boost::on_tree_edge()))));
    for (const auto& backend : test_support::backends_under_test()) {
        const std::string output = io_test::scratch().file("bfs.txt");
        const run_result r =
            run("bfs --check --backend " + std::string(gp::to_string(backend)) + source + "-o '" + output + "' '" + g.path + "'");
        BOOST_TEST_REQUIRE(r.status == 0);
        const vertex_rows rows = parse_rows(read_text(output), n);
        for (std::uint32_t v = 0; v < n; ++v) {
            const bool reached = hops[v] != std::numeric_limits<std::uint32_t>::max();
            BOOST_TEST_CONTEXT("vertex " << v + 1)
            {
                BOOST_TEST(rows.distance[v] == (reached ? std::to_string(hops[v]) : std::string("inf")));
                if (!reached || v == s) BOOST_TEST(rows.predecessor[v] == std::int64_t(v));
                if (reached && v != s) BOOST_TEST(hops[rows.predecessor[v]] + 1 == hops[v]);
            }
        }
    }
    // Standard output by default, and a result perturbed on purpose fails --check.
    BOOST_TEST(line_count(run("bfs" + source + "'" + g.path + "'").out) == n);
    BOOST_TEST(run("bfs --check" + source + "'" + g.path + "'", "GPU_PATHS_CLI_PERTURB_RESULT=1").status == 3);
}

BOOST_AUTO_TEST_CASE(sssp_matches_bgl)
{
    auto rng = test_support::make_rng(33);
    const std::uint32_t n = 100 + rng() % 400;
    const test_graph g = random_graph(rng(), n, rng() % (4 * n), "sssp.gr");
    const std::uint32_t s = rng() % n;
    const std::string source = " --source " + std::to_string(s + 1) + " ";
    const auto bgl = io::to_adjacency_list<double>(g.list);
    std::vector<double> expected(n);
    boost::dijkstra_shortest_paths(
        bgl, s,
        boost::distance_map(boost::make_iterator_property_map(expected.begin(), get(boost::vertex_index, bgl)))
            .distance_inf(std::numeric_limits<double>::infinity()));
    for (const auto& backend : test_support::backends_under_test())
        for (const char* type : {"i32", "i64", "f32", "f64"}) {
            const std::string output = io_test::scratch().file("sssp.txt");
            const run_result r = run("sssp --check -w " + std::string(type) + " --backend " + gp::to_string(backend) +
                                     source + "-o '" + output + "' '" + g.path + "'");
            BOOST_TEST_REQUIRE(r.status == 0);
            const vertex_rows rows = parse_rows(read_text(output), n);
            for (std::uint32_t v = 0; v < n; ++v)
                BOOST_TEST_CONTEXT(type << " vertex " << v + 1)
                {
                    // Whole weights: every type prints the exact sum.
                    const bool reached = expected[v] != std::numeric_limits<double>::infinity();
                    BOOST_TEST(rows.distance[v] == (reached ? text_of(expected[v]) : std::string("inf")));
                    if (!reached || v == s) BOOST_TEST(rows.predecessor[v] == std::int64_t(v));
                }
        }
    BOOST_TEST(run("sssp --check" + source + "'" + g.path + "'", "GPU_PATHS_CLI_PERTURB_RESULT=1").status == 3);
    // Negative weights are bad input for Dijkstra.
    const std::string negative = write_file("negative.gr", "p sp 2 1\na 1 2 -1\n");
    const run_result r = run("sssp '" + negative + "'");
    BOOST_TEST(r.status == 1);
    BOOST_TEST(line_count(r.err) == 1u);
}

BOOST_AUTO_TEST_CASE(apsp_writes_npy_matching_bgl)
{
    auto rng = test_support::make_rng(34);
    const std::uint32_t n = 20 + rng() % 100;
    const test_graph g = random_graph(rng(), n, rng() % (3 * n), "apsp.gr");
    // The reference: BGL's Floyd-Warshall on the same list.
    const auto bgl = io::to_adjacency_list<double>(g.list);
    std::vector<std::vector<double>> expected(n, std::vector<double>(n));
    const double inf = std::numeric_limits<double>::infinity();
    boost::floyd_warshall_all_pairs_shortest_paths(bgl, expected, boost::distance_inf(inf));

    for (const char* command : {"apsp", "apsp-dijkstra"}) {
        const std::string output = io_test::scratch().file(std::string(command) + ".npy");
        for (const auto& backend : test_support::backends_under_test()) {
            const std::string common = std::string(command) + " --check --backend " + gp::to_string(backend) + " -o '" + output + "' ";
            BOOST_TEST_CONTEXT(command << " on " << gp::to_string(backend))
            {
                BOOST_TEST_REQUIRE(run(common + "-w f32 '" + g.path + "'").status == 0);
                const auto f32 = read_npy<float>(output, n, "<f4");
                BOOST_TEST_REQUIRE(run(common + "-w i32 '" + g.path + "'").status == 0);
                const auto i32 = read_npy<std::int32_t>(output, n, "<i4");
                BOOST_TEST_REQUIRE(run(common + "-w i64 '" + g.path + "'").status == 0);
                const auto i64 = read_npy<std::int64_t>(output, n, "<i8");
                BOOST_TEST_REQUIRE(run(common + "-w f64 '" + g.path + "'").status == 0);
                const auto f64 = read_npy<double>(output, n, "<f8");
                for (std::uint32_t u = 0; u < n; ++u)
                    for (std::uint32_t v = 0; v < n; ++v) {
                        const double e = expected[u][v];
                        const std::size_t k = std::size_t(u) * n + v;
                        if (e == inf) {
                            BOOST_TEST_REQUIRE(f32[k] == std::numeric_limits<float>::infinity());
                            BOOST_TEST_REQUIRE(f64[k] == inf);
                            BOOST_TEST_REQUIRE(i32[k] == std::numeric_limits<std::int32_t>::max());
                            BOOST_TEST_REQUIRE(i64[k] == std::numeric_limits<std::int64_t>::max());
                        } else {
                            BOOST_TEST_REQUIRE(f32[k] == float(e));
                            BOOST_TEST_REQUIRE(f64[k] == e);
                            BOOST_TEST_REQUIRE(i32[k] == std::int32_t(e));
                            BOOST_TEST_REQUIRE(i64[k] == std::int64_t(e));
                        }
                    }
            }
        }
        // A perturbed result fails --check and leaves no output file behind.
        ::unlink(output.c_str());
        BOOST_TEST(run(std::string(command) + " --check -o '" + output + "' '" + g.path + "'",
                       "GPU_PATHS_CLI_PERTURB_RESULT=1")
                       .status == 3);
        BOOST_TEST(::access(output.c_str(), F_OK) != 0);
        // Without --output the matrix is computed (for --check / --time) but not written.
        const run_result no_output = run(std::string(command) + " --check '" + g.path + "'");
        BOOST_TEST(no_output.status == 0);
        BOOST_TEST(no_output.out.find("pass --output") != std::string::npos);
    }
}

BOOST_AUTO_TEST_CASE(negative_cycles_are_bad_input_for_apsp)
{
    const std::string cycle = write_file("cycle.gr", "p sp 3 3\na 1 2 1\na 2 3 -3\na 3 1 1\n");
    const run_result r = run("apsp --check '" + cycle + "'");
    BOOST_TEST(r.status == 1);
    BOOST_TEST(r.err.find("negative cycle") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(weight_overflow_speaks_in_the_tools_options)
{
    const std::string graph = write_file("wide.gr", "p sp 3 2\na 1 2 2000000000\na 2 3 2000000000\n");
    for (const char* command : {"sssp", "apsp", "apsp-dijkstra"}) {
        const run_result r = run(std::string(command) + " -w i32 '" + graph + "'");
        BOOST_TEST_CONTEXT(command)
        {
            BOOST_TEST(r.status == 1);
            BOOST_TEST(line_count(r.err) == 1u);
            BOOST_TEST(r.err.find("-w i64") != std::string::npos);
            BOOST_TEST(r.err.find("std::") == std::string::npos);
            BOOST_TEST(r.err.find(".hpp") == std::string::npos);
        }
    }
    // The type chosen without -w holds the paths.
    const run_result chosen = run("sssp -s 1 '" + graph + "'");
    BOOST_TEST(chosen.status == 0);
    BOOST_TEST(chosen.out.find("3 4000000000 2") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(negative_weights_for_dijkstra_name_the_edge_and_the_alternative)
{
    // 1-based ids; the edge 2 -> 3 comes after 3 -> 4 in the file, and only 3 -> 4 leaves
    // what a search from 3 reaches.
    const std::string graph = write_file("negative3.gr", "p sp 4 3\na 1 2 3\na 3 4 -2.5\na 2 3 -1\n");
    const run_result from_1 = run("sssp -s 1 '" + graph + "'");
    BOOST_TEST(from_1.status == 1);
    BOOST_TEST(line_count(from_1.err) == 1u);
    BOOST_TEST(from_1.err.find("edge 2 -> 3 has weight -1 ") != std::string::npos);
    BOOST_TEST(from_1.err.find("apsp") != std::string::npos);
    const run_result from_3 = run("sssp -s 3 '" + graph + "'");
    BOOST_TEST(from_3.status == 1);
    BOOST_TEST(from_3.err.find("edge 3 -> 4 has weight -2.5 ") != std::string::npos);
    // No negative edge is reached from 4: Dijkstra runs, as BGL's does.
    BOOST_TEST(run("sssp -s 4 '" + graph + "'").status == 0);
    const run_result all = run("apsp-dijkstra '" + graph + "'");
    BOOST_TEST(all.status == 1);
    BOOST_TEST(all.err.find("edge 3 -> 4 has weight -2.5") != std::string::npos);
    BOOST_TEST(all.err.find("apsp (Floyd-Warshall") != std::string::npos);

    // The alternative named does take the graph: 1 -> 2 -> 3 -> 4 is 3 - 1 - 2.5.
    const std::string matrix = io_test::scratch().file("negative3.npy");
    BOOST_TEST_REQUIRE(run("apsp --check -w f64 -o '" + matrix + "' '" + graph + "'").status == 0);
    BOOST_TEST(read_npy<double>(matrix, 4, "<f8")[3] == -0.5);

    // Undirected, the edge is a negative cycle by itself: apsp is no way out.
    const run_result undirected = run("sssp --undirected -s 1 '" + graph + "'");
    BOOST_TEST(undirected.status == 1);
    BOOST_TEST(undirected.err.find("edge 2 -- 3 has weight -1") != std::string::npos);
    BOOST_TEST(undirected.err.find("negative cycle") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
