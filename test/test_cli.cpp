// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

// The gpu-paths program, run as a user would: usage errors, info, and messages about the
// input. Results are in test_cli_results.cpp, output files in test_cli_files.cpp, the
// GAPBS-style inputs, trials and records in test_cli_gapbs.cpp.

#include "cli_support.hpp"

using namespace cli_test;

BOOST_AUTO_TEST_SUITE(cli, *boost::unit_test::precondition(cli_available()))

BOOST_AUTO_TEST_CASE(usage_errors_exit_2)
{
    const std::string graph = write_file("usage.gr", "p sp 2 1\na 1 2 1\n");
    const std::string quoted = "'" + graph + "'";
    const std::vector<std::string> mistakes = {"",
                                               "info",
                                               "frobnicate " + quoted,
                                               "info --bogus " + quoted,
                                               "info --backend tpu " + quoted,
                                               "info -w f16 " + quoted,
                                               "info --format xml " + quoted,
                                               "info " + quoted + " extra",
                                               "bfs --source x " + quoted,
                                               "bfs --source"};
    for (const std::string& arguments : mistakes) {
        const run_result r = run(arguments);
        BOOST_TEST_CONTEXT(arguments)
        {
            BOOST_TEST(r.status == 2);
            BOOST_TEST(r.err.find("gpu-paths: ") == 0u);
            BOOST_TEST(r.out.empty());
        }
    }
    const run_result help = run("--help");
    BOOST_TEST(help.status == 0);
    BOOST_TEST(help.out.find("usage: gpu-paths COMMAND") == 0u);
    BOOST_TEST(help.out.find("--weight-type") != std::string::npos);
    BOOST_TEST(help.out.find("Exit status:") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(usage_errors_are_one_line_and_a_pointer_to_help)
{
    const std::string graph = "'" + write_file("brief.gr", "p sp 2 1\na 1 2 1\n") + "'";
    for (const std::string& arguments : {std::string(""), "frobnicate " + graph, "info --bogus " + graph}) {
        const run_result r = run(arguments);
        BOOST_TEST_CONTEXT(arguments)
        {
            BOOST_TEST(r.status == 2);
            BOOST_TEST(line_count(r.err) == 2u);
            BOOST_TEST(r.err.find(" --help") != std::string::npos);
            BOOST_TEST(r.err.find("usage: gpu-paths") == std::string::npos);
        }
    }
    // Once the command is known, the pointer names its own help, which describes it alone.
    BOOST_TEST(run("").err.find("Try 'gpu-paths --help'") != std::string::npos);
    const run_result bogus = run("info --bogus " + graph);
    BOOST_TEST(bogus.err.find("Try 'gpu-paths info --help'.") != std::string::npos);
    BOOST_TEST(run("-n 0 bfs " + graph).err.find("Try 'gpu-paths bfs --help'.") != std::string::npos);
    const run_result help = run("sssp --help");
    BOOST_TEST(help.status == 0);
    BOOST_TEST(help.out.find("usage: gpu-paths sssp") == 0u);
    BOOST_TEST(help.out.find("apsp-dijkstra") == std::string::npos);
    BOOST_TEST(line_count(help.out) < 15u);
}

BOOST_AUTO_TEST_CASE(contradicting_directedness_is_a_usage_error)
{
    const std::string graph = "'" + write_file("both.gr", "p sp 2 1\na 1 2 1\n") + "'";
    for (const std::string& arguments : {"info --directed --undirected " + graph, "sssp --undirected " + graph + " --directed"}) {
        const run_result r = run(arguments);
        BOOST_TEST_CONTEXT(arguments)
        {
            BOOST_TEST(r.status == 2);
            BOOST_TEST(r.err.find("--directed and --undirected") != std::string::npos);
            BOOST_TEST(r.out.empty());
        }
    }
    // Either one alone, or one repeated, is fine.
    BOOST_TEST(run("info --directed --directed " + graph).status == 0);
    BOOST_TEST(run("info --undirected " + graph).status == 0);
}

BOOST_AUTO_TEST_CASE(options_a_command_does_not_take_are_usage_errors)
{
    const std::string graph = "'" + write_file("takes.gr", "p sp 3 2\na 1 2 1\na 2 3 2\n") + "'";
    struct refused {
        std::string arguments, command, option;
    };
    const std::vector<refused> cases = {{"apsp -s 1 " + graph, "apsp", "--source"},
                                        {"apsp-dijkstra " + graph + " --source 2", "apsp-dijkstra", "--source"},
                                        {"-s 1 info " + graph, "info", "--source"},
                                        {"info --check " + graph, "info", "--check"},
                                        {"info -o out.txt " + graph, "info", "--output"},
                                        {"info --backend host " + graph, "info", "--backend"},
                                        {"bfs -w f32 " + graph, "bfs", "--weight-type"}};
    for (const refused& c : cases) {
        const run_result r = run(c.arguments);
        BOOST_TEST_CONTEXT(c.arguments)
        {
            BOOST_TEST(r.status == 2);
            BOOST_TEST(r.err.find("gpu-paths: " + c.command + " does not take") == 0u);
            BOOST_TEST(r.err.find(c.option) != std::string::npos);
            BOOST_TEST(r.out.empty());
        }
    }
    // What each command does take.
    BOOST_TEST(run("sssp -s 2 -w i64 -b host -c -t " + graph).status == 0);
    BOOST_TEST(run("bfs -s 2 -b host -c " + graph).status == 0);
    BOOST_TEST(run("apsp -w f64 -b host -c " + graph).status == 0);
    BOOST_TEST(run("info -w f64 -t --directed -f dimacs " + graph).status == 0);
}

BOOST_AUTO_TEST_CASE(info_reports_the_graph_as_read)
{
    auto rng = test_support::make_rng(31);
    const std::uint32_t n = 50 + rng() % 200;
    const std::uint64_t m = rng() % (4 * n);
    const test_graph g = random_graph(rng(), n, m, "info.gr");
    const auto summary = io::summarize(g.list);
    const run_result r = run("info --time '" + g.path + "'");
    BOOST_TEST(r.status == 0);
    BOOST_TEST(info_field(r.out, "vertices") == std::to_string(n));
    BOOST_TEST(info_field(r.out, "edges") == std::to_string(m));
    BOOST_TEST(info_field(r.out, "directed") == "yes");
    BOOST_TEST(info_field(r.out, "format") == "dimacs");
    if (m > 0)
        BOOST_TEST(info_field(r.out, "weights") ==
                   text_of(summary.min_weight) + " .. " + text_of(summary.max_weight) + " (whole numbers)");
    BOOST_TEST(r.err.find("time:") != std::string::npos);  // --time goes to stderr
    BOOST_TEST(r.err.find("read") != std::string::npos);

    // --undirected and an explicit format are honoured; a compressed copy reads the same.
    const run_result undirected = run("info --undirected --format dimacs '" + g.path + "'");
    BOOST_TEST(info_field(undirected.out, "directed").find("no") == 0u);
    if (io_test::have_program("gzip")) {
        BOOST_REQUIRE(std::system(("gzip -k -f '" + g.path + "'").c_str()) == 0);
        const run_result packed = run("info '" + g.path + ".gz'");
        BOOST_TEST(packed.status == 0);
        BOOST_TEST(info_field(packed.out, "edges") == std::to_string(m));
        // The bound on decompressed text is the tool's option, named in its message.
        const std::uintmax_t text_bytes = std::filesystem::file_size(g.path);
        const run_result bounded = run("info --max-decompressed 1K '" + g.path + ".gz'");
        BOOST_TEST(bounded.status == (text_bytes > 1024 ? 1 : 0));
        if (text_bytes > 1024) {
            BOOST_TEST(bounded.err.find("--max-decompressed") != std::string::npos);
            BOOST_TEST(bounded.err.find("read_options") == std::string::npos);
        }
        BOOST_TEST(run("info --max-decompressed 1G '" + g.path + ".gz'").status == 0);
        BOOST_TEST(run("info --max-decompressed 12Q '" + g.path + ".gz'").status == 2);
        BOOST_TEST(run("info --max-decompressed 0 '" + g.path + ".gz'").status == 2);
    }
    // Other formats.
    const run_result snap = run("info '" + write_file("ids.txt", "# Undirected graph\n10 20\n20 30\n") + "'");
    BOOST_TEST(snap.status == 0);
    BOOST_TEST(info_field(snap.out, "vertices") == "3");
    BOOST_TEST(info_field(snap.out, "directed").find("no") == 0u);
    BOOST_TEST(info_field(snap.out, "vertex ids") == "10 .. 30, not contiguous (kept for output)");
    const run_result metis = run("info '" + write_file("m.graph", "3 2\n2\n1 3\n2\n") + "'");
    BOOST_TEST(info_field(metis.out, "edges") == "2");
}

BOOST_AUTO_TEST_CASE(bad_input_exits_1_with_one_line)
{
    const std::string malformed = write_file("malformed.gr", "p sp 3 1\na 1 7 2\n");
    const run_result r = run("info '" + malformed + "'");
    BOOST_TEST(r.status == 1);
    BOOST_TEST(line_count(r.err) == 1u);
    BOOST_TEST(r.err.find(malformed + ":2: expected a vertex id in 1..3") != std::string::npos);

    const run_result missing = run("info '" + io_test::scratch().file("missing.gr") + "'");
    BOOST_TEST(missing.status == 1);
    BOOST_TEST(line_count(missing.err) == 1u);
    BOOST_TEST(missing.err.find("cannot open") != std::string::npos);

    const std::string graph = write_file("two.gr", "p sp 2 1\na 1 2 1\n");
    const run_result bad_source = run("bfs --source 9 '" + graph + "'");
    BOOST_TEST(bad_source.status == 1);
    BOOST_TEST(bad_source.err.find("no vertex 9") != std::string::npos);

    if (!gp::cuda_device_available()) {
        const run_result no_device = run("bfs --backend cuda '" + graph + "'");
        BOOST_TEST(no_device.status == 1);
        BOOST_TEST(line_count(no_device.err) == 1u);
    }
}

BOOST_AUTO_TEST_CASE(info_bounds_and_escapes_the_files_comment)
{
    const std::string comment = "A \x1b[31mred\x1b[0m title\tand\rmore " + std::string(2 << 20, 'x');
    const std::string graph = write_file("long-comment.gr", "c " + comment + "\np sp 2 1\na 1 2 1\n");
    const run_result r = run("info '" + graph + "'");
    BOOST_TEST_REQUIRE(r.status == 0);
    const std::string description = info_field(r.out, "description");
    BOOST_TEST(description.size() < 200u);
    BOOST_TEST(description.find("A \\x1b[31mred\\x1b[0m title\\tand\\rmore xxx") == 0u);
    BOOST_TEST(description.find("... (" + std::to_string(comment.size()) + " bytes)") != std::string::npos);
    BOOST_TEST(r.out.find('\x1b') == std::string::npos);
    BOOST_TEST(r.out.size() < 2000u);
    // A short, plain comment is shown whole, accents included.
    const run_result plain = run("info '" + write_file("plain-comment.gr", "c Caf\xc3\xa9 roads\np sp 2 1\na 1 2 1\n") + "'");
    BOOST_TEST(info_field(plain.out, "description") == "Caf\xc3\xa9 roads");
}

BOOST_AUTO_TEST_CASE(a_source_outside_the_files_numbering_says_what_it_is)
{
    const std::string dimacs = write_file("one-based.gr", "p sp 3 2\na 1 2 1\na 2 3 2\n");
    const run_result zero = run("bfs -s 0 '" + dimacs + "'");
    BOOST_TEST(zero.status == 1);
    BOOST_TEST(line_count(zero.err) == 1u);
    BOOST_TEST(zero.err.find("no vertex 0") != std::string::npos);
    BOOST_TEST(zero.err.find("1..3 (1-based)") != std::string::npos);
    BOOST_TEST(zero.err.find("vertices are numbered from 1 in this file") != std::string::npos);
    const run_result past = run("sssp -s 4 '" + dimacs + "'");
    BOOST_TEST(past.status == 1);
    BOOST_TEST(past.err.find("1..3 (1-based)") != std::string::npos);
    // SNAP files keep their own ids, gaps included.
    const run_result gap = run("bfs -s 15 '" + write_file("gaps.txt", "# Undirected graph\n10 20\n20 30\n") + "'");
    BOOST_TEST(gap.status == 1);
    BOOST_TEST(gap.err.find("from 10 to 30") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
