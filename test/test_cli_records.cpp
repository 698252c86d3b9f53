// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

// What gpu-paths leaves behind: the --json record (parsed here, not pattern-matched),
// "check: PASS", the format -o's extension asks for, -o - against the file it stands
// for, and apsp's predecessor matrix, checked edge by edge against the distances.

#include "cli_support.hpp"

#include <boost/property_tree/json_parser.hpp>
#include <boost/property_tree/ptree.hpp>

#include <cstdint>
#include <cstring>
#include <limits>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

using namespace cli_test;

namespace {

boost::property_tree::ptree parse_json(const std::string& text)
{
    std::istringstream in(text);
    boost::property_tree::ptree tree;
    boost::property_tree::read_json(in, tree);
    return tree;
}

// A .npy vector of `count` values of `dtype`.
template <class T>
std::vector<T> read_npy_vector(const std::string& path, std::size_t count, const std::string& dtype)
{
    const std::string bytes = read_text(path);
    BOOST_TEST_REQUIRE(bytes.size() >= 10u);
    const std::size_t header_length = static_cast<unsigned char>(bytes[8]) | static_cast<unsigned char>(bytes[9]) << 8;
    const std::string header = bytes.substr(10, header_length);
    BOOST_TEST(header.find("'descr': '" + dtype + "'") != std::string::npos);
    BOOST_TEST(header.find("'shape': (" + std::to_string(count) + ",)") != std::string::npos);
    BOOST_TEST_REQUIRE(bytes.size() == 10 + header_length + count * sizeof(T));
    std::vector<T> values(count);
    std::memcpy(values.data(), bytes.data() + 10 + header_length, count * sizeof(T));
    return values;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(cli, *boost::unit_test::precondition(cli_available()))

BOOST_AUTO_TEST_CASE(json_record_has_the_run)
{
    const std::string file = io_test::scratch().file("run.json");
    const run_result r = run("bfs -g 6 -n 2 --check --json '" + file + "'");
    BOOST_TEST_REQUIRE(r.status == 0);
    const auto json = parse_json(read_text(file));
    BOOST_TEST(json.get<std::string>("command") == "bfs");
    BOOST_TEST(json.get<std::string>("graph.generator.kind") == "kronecker");
    BOOST_TEST(json.get<int>("graph.generator.scale") == 6);
    BOOST_TEST(json.get<int>("graph.generator.degree") == 16);
    BOOST_TEST(json.get<int>("graph.vertices") == 64);
    BOOST_TEST(json.get<int>("graph.edges") == 1024);
    for (const char* key : {"backend", "device", "library_version", "build_commit", "phases_ms.read"})
        BOOST_TEST(!json.get<std::string>(key).empty(), key);
    BOOST_TEST(json.get_child("trials").size() == 2u);
    for (const auto& trial : json.get_child("trials")) {
        BOOST_TEST(trial.second.get<double>("time_ms") >= 0);
        BOOST_TEST(trial.second.get<double>("teps") > 0);
        BOOST_TEST(trial.second.count("source") == 1u);
    }
    BOOST_TEST(json.get<double>("summary.average_ms") >= 0);
    BOOST_TEST(json.get<std::string>("check") == "PASS");

    // --json alone: standard output, after the text; a file keeps its escaped name.
    const std::string odd = write_file("quote\"tab\t.el", "0 1\n1 2\n");
    const run_result out = run("sssp --json -o '" + io_test::scratch().file("x.txt") + "' '" + odd + "'");
    BOOST_TEST_REQUIRE(out.status == 0);
    const auto record = parse_json(out.out);
    BOOST_TEST(record.get<std::string>("graph.file") == odd);
    BOOST_TEST(record.get<std::string>("check") == "not run");
    BOOST_TEST(record.get<std::string>("weight_type") == "i32");

    // A failed check is recorded too, and exits 3.
    const std::string failed = io_test::scratch().file("failed.json");
    const run_result bad = run("sssp -g 5 --check --json='" + failed + "' -o '" + io_test::scratch().file("y.txt") + "'",
                               "GPU_PATHS_CLI_PERTURB_RESULT=1");
    BOOST_TEST(bad.status == 3);
    BOOST_TEST(bad.err.find("check: FAIL: ") == 0u);
    BOOST_TEST(parse_json(read_text(failed)).get<std::string>("check") == "FAIL");
}

BOOST_AUTO_TEST_CASE(check_says_pass)
{
    const test_graph g = random_graph(41, 50, 150, "pass.gr");
    const std::string output = io_test::scratch().file("pass.txt");
    const run_result to_file = run("sssp --check -o '" + output + "' '" + g.path + "'");
    BOOST_TEST(to_file.status == 0);
    BOOST_TEST(to_file.out == "check: PASS\n");
    // With the results on standard output, the verdict goes to standard error.
    const run_result to_stdout = run("bfs --check '" + g.path + "'");
    BOOST_TEST(to_stdout.status == 0);
    BOOST_TEST(line_count(to_stdout.out) == 50u);
    BOOST_TEST(to_stdout.err == "check: PASS\n");
    BOOST_TEST(run("apsp --check '" + g.path + "'").out.find("check: PASS\n") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(output_format_follows_the_extension)
{
    const test_graph g = random_graph(43, 40, 120, "formats.gr");
    const std::string base = io_test::scratch().file("formats");
    const std::string path = "'" + g.path + "'";
    // bfs: text, csv and npy carry the same hops; -o - is the text file's content.
    BOOST_TEST_REQUIRE(run("bfs -s 1 -o '" + base + ".txt' " + path).status == 0);
    BOOST_TEST_REQUIRE(run("bfs -s 1 -o '" + base + ".csv' " + path).status == 0);
    BOOST_TEST_REQUIRE(run("bfs -s 1 -o '" + base + ".npy' " + path).status == 0);
    const std::string text = read_text(base + ".txt");
    BOOST_TEST(run("bfs -s 1 -o - " + path).out == text);
    const std::string csv = read_text(base + ".csv");
    BOOST_TEST(csv.find("vertex,hops,predecessor\n") == 0u);
    const vertex_rows rows = parse_rows(text, 40);
    const auto hops = read_npy_vector<std::int32_t>(base + ".npy", 40, "<i4");
    std::istringstream csv_lines(csv.substr(csv.find('\n') + 1));
    std::string line;
    for (std::uint32_t v = 0; v < 40; ++v) {
        const bool reached = rows.distance[v] != "inf";
        BOOST_TEST(hops[v] == (reached ? std::stoi(rows.distance[v]) : std::numeric_limits<std::int32_t>::max()));
        BOOST_TEST_REQUIRE(static_cast<bool>(std::getline(csv_lines, line)));
        BOOST_TEST(line == std::to_string(v + 1) + "," + rows.distance[v] + "," + std::to_string(rows.predecessor[v] + 1));
    }
    // sssp's npy holds its distances in the weight type.
    BOOST_TEST_REQUIRE(run("sssp -s 1 -o '" + base + "-d.npy' " + path).status == 0);
    const auto distance = read_npy_vector<std::int32_t>(base + "-d.npy", 40, "<i4");
    const vertex_rows d = parse_rows(run("sssp -s 1 " + path).out, 40);
    for (std::uint32_t v = 0; v < 40; ++v)
        if (d.distance[v] != "inf") BOOST_TEST(distance[v] == std::stoi(d.distance[v]));
    // apsp: the text matrices hold the .npy's values, "inf" where there is no path.
    BOOST_TEST_REQUIRE(run("apsp -o '" + base + ".npy' " + path).status == 0);
    BOOST_TEST_REQUIRE(run("apsp -o '" + base + ".csv' " + path).status == 0);
    BOOST_TEST_REQUIRE(run("apsp -o '" + base + ".txt' " + path).status == 0);
    const auto matrix = read_npy<std::int32_t>(base + ".npy", 40, "<i4");
    std::istringstream csv_matrix(read_text(base + ".csv")), text_matrix(read_text(base + ".txt"));
    for (std::size_t u = 0; u < 40; ++u) {
        std::string csv_row, text_row;
        BOOST_TEST_REQUIRE(static_cast<bool>(std::getline(csv_matrix, csv_row)));
        BOOST_TEST_REQUIRE(static_cast<bool>(std::getline(text_matrix, text_row)));
        std::string expected_csv, expected_text;
        for (std::size_t v = 0; v < 40; ++v) {
            const std::int32_t x = matrix[u * 40 + v];
            const std::string value = x == std::numeric_limits<std::int32_t>::max() ? "inf" : std::to_string(x);
            expected_csv += (v ? "," : "") + value;
            expected_text += (v ? " " : "") + value;
        }
        BOOST_TEST(csv_row == expected_csv);
        BOOST_TEST(text_row == expected_text);
    }
    // -o - writes the same .npy bytes to a pipe or file (a terminal is refused).
    BOOST_TEST(run("apsp -o - " + path).out == read_text(base + ".npy"));
}

BOOST_AUTO_TEST_CASE(apsp_writes_the_predecessor_matrix)
{
    const test_graph g = random_graph(47, 30, 70, "pred.gr");
    // The lightest edge between each pair, which a shortest path uses.
    std::map<std::pair<std::uint32_t, std::uint32_t>, double> weight;
    for (std::size_t e = 0; e < g.list.edge_count(); ++e) {
        const auto key = std::make_pair(g.list.sources[e], g.list.targets[e]);
        const auto found = weight.find(key);
        if (found == weight.end() || g.list.weight(e) < found->second) weight[key] = g.list.weight(e);
    }
    for (const char* command : {"apsp", "apsp-dijkstra"}) {
        BOOST_TEST_CONTEXT(command)
        {
            const std::string d_path = io_test::scratch().file(std::string(command) + "-d.npy");
            const std::string p_path = io_test::scratch().file(std::string(command) + "-p.npy");
            const run_result r = run(std::string(command) + " -o '" + d_path + "' --predecessors '" + p_path + "' '" +
                                     g.path + "'");
            BOOST_TEST_REQUIRE(r.status == 0);
            const auto d = read_npy<std::int32_t>(d_path, 30, "<i4");
            const auto p = read_npy<std::int64_t>(p_path, 30, "<i8");
            const std::int32_t inf = std::numeric_limits<std::int32_t>::max();
            for (std::uint32_t u = 0; u < 30; ++u)
                for (std::uint32_t v = 0; v < 30; ++v) {
                    const std::int64_t pred = p[u * 30 + v] - 1;  // DIMACS ids are 1-based
                    BOOST_TEST_CONTEXT(u + 1 << " -> " << v + 1)
                    {
                        if (u == v || d[u * 30 + v] == inf) {
                            BOOST_TEST(pred == std::int64_t(v));
                            continue;
                        }
                        BOOST_TEST_REQUIRE(pred >= 0);
                        BOOST_TEST_REQUIRE(pred < 30);
                        const auto edge = weight.find({std::uint32_t(pred), v});
                        BOOST_TEST_REQUIRE((edge != weight.end()));
                        BOOST_TEST(d[u * 30 + pred] + edge->second == d[u * 30 + v]);
                    }
                }
        }
    }
    BOOST_TEST(run("apsp --predecessors p.txt '" + g.path + "'").status == 2);
    BOOST_TEST(run("bfs --predecessors p.npy '" + g.path + "'").status == 2);
}

BOOST_AUTO_TEST_SUITE_END()
