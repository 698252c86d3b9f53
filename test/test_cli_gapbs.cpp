// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

// What GAPBS and Gunrock users reach for first: .el/.wel and CSV edge lists, graphs
// generated with -g/-u, and -n trials with their summary. Results are checked against BGL
// run here on the same graphs, generated from the same seeds.

#include "cli_support.hpp"

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/visitors.hpp>

#include <cstdint>
#include <limits>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace cli_test;

namespace {

// "id value pred" lines -> value by the file's id, whatever the numbering.
std::map<std::int64_t, std::string> values_by_id(const std::string& text)
{
    std::map<std::int64_t, std::string> values;
    std::istringstream in(text);
    std::int64_t id, pred;
    std::string value;
    while (in >> id >> value >> pred) values[id] = value;
    return values;
}

std::vector<std::string> lines_starting(const std::string& text, const std::string& prefix)
{
    std::vector<std::string> found;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (line.compare(0, prefix.size(), prefix) == 0) found.push_back(line.substr(prefix.size()));
    return found;
}

std::vector<std::uint32_t> bgl_hops(const io::edge_list& list, std::uint32_t source)
{
    const auto g = io::to_adjacency_list<void>(list);
    std::vector<std::uint32_t> hops(list.vertex_count, std::numeric_limits<std::uint32_t>::max());
    hops[source] = 0;
    boost::breadth_first_search(g, source,
                                boost::visitor(boost::make_bfs_visitor(boost::record_distances(
                                    boost::make_iterator_property_map(hops.begin(), get(boost::vertex_index, g)),
                                    boost::on_tree_edge()))));
    return hops;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(cli, *boost::unit_test::precondition(cli_available()))

BOOST_AUTO_TEST_CASE(gapbs_and_csv_edge_lists_are_read)
{
    // The same weighted graph three ways: GAPBS .wel, .csv with a header, and .el unweighted.
    const std::string wel = write_file("g.wel", "0 1 5\n1 2 7\n0 2 20\n2 3 1\n");
    const std::string csv = write_file("g.csv", "source,target,weight\n0,1,5\n1,2,7\n0,2,20\n2,3,1\n");
    const std::string quoted_csv = write_file("q.csv", "\"from\",\"to\",\"w\"\n0,1,5\n1,2,7\n0,2,20\n2,3,1\n");
    for (const std::string& file : {wel, csv, quoted_csv}) {
        const run_result r = run("sssp -s 0 --check '" + file + "'");
        BOOST_TEST_CONTEXT(file)
        {
            BOOST_TEST_REQUIRE(r.status == 0);
            const auto d = values_by_id(r.out);
            BOOST_TEST(d.size() == 4u);
            BOOST_TEST(d.at(2) == "12");
            BOOST_TEST(d.at(3) == "13");
        }
    }
    const run_result el = run("bfs -s 0 '" + write_file("g.el", "0 1\n1 2\n0 2\n2 3\n") + "'");
    BOOST_TEST_REQUIRE(el.status == 0);
    BOOST_TEST(values_by_id(el.out).at(3) == "2");
    // A header is only skipped before the first edge: later text is still an error.
    const run_result late = run("info '" + write_file("late.csv", "0,1,5\nsource,target,weight\n") + "'");
    BOOST_TEST(late.status == 1);
    BOOST_TEST(late.err.find("late.csv:2") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(generated_graphs_match_the_librarys_generators)
{
    // -g: R-MAT with GAPBS's defaults (undirected, degree 16), bfs against BGL.
    const io::edge_list rmat = io::generate_rmat(8, 16, 5, std::nullopt, io::rmat_parameters{}, false);
    const std::vector<std::uint32_t> hops = bgl_hops(rmat, 3);
    const run_result r = run("bfs -g 8 --seed 5 -s 3 --check");
    BOOST_TEST_REQUIRE(r.status == 0);
    const auto got = values_by_id(r.out);
    BOOST_TEST_REQUIRE(got.size() == 256u);
    for (std::uint32_t v = 0; v < 256; ++v) {
        const bool reached = hops[v] != std::numeric_limits<std::uint32_t>::max();
        BOOST_TEST_CONTEXT("vertex " << v) { BOOST_TEST(got.at(v) == (reached ? std::to_string(hops[v]) : "inf")); }
    }
    const run_result info = run("info -g 8 --seed 5");
    BOOST_TEST(info_field(info.out, "vertices") == "256");
    BOOST_TEST(info_field(info.out, "edges").find("4096") == 0u);
    BOOST_TEST(info_field(info.out, "directed").find("no") == 0u);

    // -u -k: uniform graph, weights 1..255 for sssp, Dijkstra against BGL.
    const io::edge_list uniform = io::generate_gnm(64, 4 * 64, 9, io::weight_range{1, 255, true}, false);
    const auto g = io::to_adjacency_list<std::int64_t>(uniform);
    std::vector<std::int64_t> distance(64);
    boost::dijkstra_shortest_paths(
        g, 0, boost::distance_map(boost::make_iterator_property_map(distance.begin(), get(boost::vertex_index, g))));
    const run_result u = run("sssp -u 6 -k 4 --seed 9 -s 0");
    BOOST_TEST_REQUIRE(u.status == 0);
    const auto d = values_by_id(u.out);
    BOOST_TEST_REQUIRE(d.size() == 64u);
    for (std::uint32_t v = 0; v < 64; ++v)
        if (distance[v] != std::numeric_limits<std::int64_t>::max()) BOOST_TEST(d.at(v) == std::to_string(distance[v]));
    // A uniform graph cannot have more edges than pairs; -g/-u take no GRAPH; -k needs one.
    BOOST_TEST(run("bfs -u 2 -k 16").status == 2);
    BOOST_TEST(run("bfs -g 4 extra.gr").status == 2);
    BOOST_TEST(run("bfs -k 4 '" + write_file("k.el", "0 1\n") + "'").status == 2);
    BOOST_TEST(run("bfs -g 4 -u 4").status == 2);
    BOOST_TEST(run("bfs -g 0").status == 2);
}

BOOST_AUTO_TEST_CASE(trials_print_a_gapbs_style_summary)
{
    const run_result r = run("bfs -g 8 -n 4 --seed 11");
    BOOST_TEST_REQUIRE(r.status == 0);
    BOOST_TEST(r.out.find("Generate Time:") == 0u);
    BOOST_TEST(r.out.find("Graph has 256 nodes and 4096 undirected edges for degree: 16") != std::string::npos);
    BOOST_TEST(lines_starting(r.out, "Trial Time:").size() == 4u);
    for (const char* label : {"Average Time:", "Min Time:", "Max Time:", "Average TEPS:"})
        BOOST_TEST(lines_starting(r.out, label).size() == 1u, label);
    // Label padded to 21 columns, seconds with five decimals, as GAPBS prints them.
    const std::string trial = lines_starting(r.out, "Trial Time:").front();
    BOOST_TEST(trial.size() == 21 - std::string("Trial Time:").size() + trial.substr(trial.find_first_not_of(' ')).size());
    BOOST_TEST(trial.substr(trial.find('.') + 1).size() == 5u);
    // No per-vertex lines in a benchmark run.
    BOOST_TEST(line_count(r.out) < 20u);

    // Random sources have an edge out, are printed, and follow the seed.
    const io::edge_list rmat = io::generate_rmat(8, 16, 11, std::nullopt, io::rmat_parameters{}, false);
    std::set<std::int64_t> has_edge;
    for (std::size_t e = 0; e < rmat.edge_count(); ++e)
        if (rmat.sources[e] != rmat.targets[e]) has_edge.insert({rmat.sources[e], rmat.targets[e]});
    const auto sources = lines_starting(r.out, "Source:");
    BOOST_TEST_REQUIRE(sources.size() == 4u);
    for (const std::string& s : sources) BOOST_TEST(has_edge.count(std::stoll(s)) == 1u);
    BOOST_TEST(lines_starting(run("bfs -g 8 -n 4 --seed 11").out, "Source:") == sources);
    // The generator's seed and the sources' seed are the same option: a new seed moves both.
    BOOST_TEST(lines_starting(run("bfs -g 8 -n 4 --seed 12").out, "Source:") != sources);
    // -s fixes the source of every trial.
    const auto fixed = lines_starting(run("sssp -g 6 -n 3 -s 2").out, "Source:");
    BOOST_TEST(fixed == std::vector<std::string>(3, "              2"));
    // apsp repeats the whole computation; it has no source and no TEPS.
    const run_result apsp = run("apsp -g 5 -n 2");
    BOOST_TEST(apsp.status == 0);
    BOOST_TEST(lines_starting(apsp.out, "Trial Time:").size() == 2u);
    BOOST_TEST(apsp.out.find("TEPS") == std::string::npos);
    // Results are still written where -o asks, for the last trial.
    const std::string output = io_test::scratch().file("trials.txt");
    BOOST_TEST(run("bfs -g 6 -n 2 -o '" + output + "'").status == 0);
    BOOST_TEST(line_count(read_text(output)) == 64u);
}

BOOST_AUTO_TEST_SUITE_END()
