#define BOOST_TEST_MODULE gpu-paths command line
#include <boost/test/included/unit_test.hpp>

// The gpu-paths program, run as a user would: exit statuses, messages, and results
// checked against BGL run here on the same graphs. The build passes the program's path
// in GPU_PATHS_CLI_PATH; elsewhere the environment variable GPU_PATHS_CLI names it.

#include <boost_gpu_paths/io/generators.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>
#include <boost_gpu_paths/io/write_graph.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"
#include "test_io_support.hpp"

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>
#include <boost/graph/visitors.hpp>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>
#include <map>
#include <sstream>
#include <filesystem>
#include <string>
#include <vector>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace gp = boost::gpu_paths;
namespace io = boost::gpu_paths::io;
using io_test::write_file;

namespace {

std::string cli_path()
{
#ifdef GPU_PATHS_CLI_PATH
    return GPU_PATHS_CLI_PATH;
#else
    const char* env = std::getenv("GPU_PATHS_CLI");
    return env ? env : "";
#endif
}

struct cli_available {
    boost::test_tools::assertion_result operator()(boost::unit_test::test_unit_id) const
    {
        const std::string path = cli_path();
        boost::test_tools::assertion_result result(!path.empty() && ::access(path.c_str(), X_OK) == 0);
        result.message() << "the gpu-paths program is not known to this build (set GPU_PATHS_CLI)";
        return result;
    }
};

std::string read_text(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

struct run_result {
    int status = -1;
    std::string out, err;
};

// Runs gpu-paths with `arguments` (already quoted where needed), an optional environment
// assignment prefix and an optional redirection of standard output (such as
// "> /dev/full"; r.out is then empty).
run_result run(const std::string& arguments, const std::string& environment = "",
               const std::string& stdout_redirection = "")
{
    static int counter = 0;
    const std::string out = io_test::scratch().file("stdout" + std::to_string(counter));
    const std::string err = io_test::scratch().file("stderr" + std::to_string(counter++));
    const std::string to_stdout = stdout_redirection.empty() ? "> '" + out + "'" : stdout_redirection;
    const std::string command = environment + " '" + cli_path() + "' " + arguments + " " + to_stdout + " 2> '" + err + "'";
    const int raw = std::system(command.c_str());
    run_result r;
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    r.out = read_text(out);
    r.err = read_text(err);
    BOOST_TEST_MESSAGE("gpu-paths " << arguments << " -> " << r.status << (r.err.empty() ? "" : ": " + r.err));
    return r;
}

std::size_t line_count(const std::string& text) { return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')); }

// Value of "key: value" in info's output.
std::string info_field(const std::string& out, const std::string& key)
{
    const std::size_t at = out.find(key + ":");
    if (at == std::string::npos) return "";
    std::size_t begin = out.find_first_not_of(' ', at + key.size() + 1);
    return out.substr(begin, out.find('\n', begin) - begin);
}

// "id dist pred" lines -> per vertex (0-based, ids are 1-based in DIMACS files).
struct vertex_rows {
    std::vector<std::string> distance;
    std::vector<std::int64_t> predecessor;
};
vertex_rows parse_rows(const std::string& text, std::uint32_t n)
{
    vertex_rows rows;
    rows.distance.assign(n, "?");
    rows.predecessor.assign(n, -1);
    std::istringstream in(text);
    std::int64_t id, pred;
    std::string dist;
    std::uint32_t count = 0;
    while (in >> id >> dist >> pred) {
        BOOST_TEST_REQUIRE(id >= 1);
        BOOST_TEST_REQUIRE(id <= std::int64_t(n));
        rows.distance[id - 1] = dist;
        rows.predecessor[id - 1] = pred - 1;
        ++count;
    }
    BOOST_TEST(count == n);
    return rows;
}

template <class T>
std::string text_of(T x)
{
    std::ostringstream out;
    out.precision(17);
    out << x;
    return out.str();
}

// A .npy file's header and data.
template <class T>
std::vector<T> read_npy(const std::string& path, std::size_t n, const std::string& dtype)
{
    const std::string bytes = read_text(path);
    BOOST_TEST_REQUIRE(bytes.size() >= 10u);
    BOOST_TEST(bytes.compare(0, 6, "\x93NUMPY") == 0);
    const std::size_t header_length = static_cast<unsigned char>(bytes[8]) | static_cast<unsigned char>(bytes[9]) << 8;
    const std::string header = bytes.substr(10, header_length);
    BOOST_TEST((10 + header_length) % 64 == 0u);
    BOOST_TEST(header.find("'descr': '" + dtype + "'") != std::string::npos);
    BOOST_TEST(header.find("'fortran_order': False") != std::string::npos);
    BOOST_TEST(header.find("'shape': (" + std::to_string(n) + ", " + std::to_string(n) + ")") != std::string::npos);
    BOOST_TEST_REQUIRE(bytes.size() == 10 + header_length + n * n * sizeof(T));
    std::vector<T> values(n * n);
    std::memcpy(values.data(), bytes.data() + 10 + header_length, n * n * sizeof(T));
    return values;
}

// A random weighted directed graph written as a DIMACS file.
struct test_graph {
    io::edge_list list;
    std::string path;
};

test_graph random_graph(std::uint64_t seed, std::uint32_t n, std::uint64_t m, const std::string& name)
{
    test_graph g;
    g.list = io::generate_gnm(n, m, seed, io::weight_range{1, 30, true});
    g.path = io_test::scratch().file(name);
    io::write_dimacs(g.list, g.path);
    return g;
}

}  // namespace

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
            BOOST_TEST(r.err.find("gpu-paths --help") != std::string::npos);
            BOOST_TEST(r.err.find("usage: gpu-paths") == std::string::npos);
        }
    }
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

BOOST_AUTO_TEST_CASE(output_that_cannot_be_written_fails_the_run)
{
    const std::string graph = "'" + write_file("unwritten.gr", "p sp 3 2\na 1 2 1\na 2 3 2\n") + "'";
    if (::access("/dev/full", W_OK) == 0) {
        for (const std::string& arguments : {"info " + graph, "apsp " + graph, "sssp " + graph, std::string("--help")}) {
            const run_result r = run(arguments, "", "> /dev/full");
            BOOST_TEST_CONTEXT(arguments)
            {
                BOOST_TEST(r.status == 1);
                BOOST_TEST(line_count(r.err) == 1u);
                BOOST_TEST(r.err.find("cannot write standard output") != std::string::npos);
            }
        }
    } else {
        BOOST_TEST_MESSAGE("no writable /dev/full here: the full-device runs are skipped");
    }
    // A closed standard output is an error when there is something to write to it, and
    // none when the results go to a file.
    BOOST_TEST(run("info " + graph, "", ">&-").status == 1);
    const std::string results = io_test::scratch().file("closed-stdout.txt");
    BOOST_TEST(run("sssp -o '" + results + "' " + graph, "", ">&-").status == 0);
    BOOST_TEST(read_text(results).find("3 3 2") != std::string::npos);
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
    const run_result past = run("sssp -s 4 '" + dimacs + "'");
    BOOST_TEST(past.status == 1);
    BOOST_TEST(past.err.find("1..3 (1-based)") != std::string::npos);
    // SNAP files keep their own ids, gaps included.
    const run_result gap = run("bfs -s 15 '" + write_file("gaps.txt", "# Undirected graph\n10 20\n20 30\n") + "'");
    BOOST_TEST(gap.status == 1);
    BOOST_TEST(gap.err.find("from 10 to 30") != std::string::npos);
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

BOOST_AUTO_TEST_CASE(failed_runs_leave_the_users_files_as_they_were)
{
    // A file the user already has, replaced only by a run that succeeds.
    const std::string cycle = write_file("cycle2.gr", "p sp 3 3\na 1 2 1\na 2 3 -3\na 3 1 1\n");
    const std::string fine = write_file("fine.gr", "p sp 3 2\na 1 2 1\na 2 3 2\n");
    const std::string negative = write_file("negative2.gr", "p sp 2 1\na 1 2 -1\n");
    const std::string kept = write_file("kept.npy", "the user's own bytes\n");
    for (const char* command : {"apsp", "apsp-dijkstra"}) {
        BOOST_TEST_CONTEXT(command)
        {
            const std::string failing = std::string(command) == "apsp" ? cycle : negative;
            BOOST_TEST(run(std::string(command) + " -o '" + kept + "' '" + failing + "'").status == 1);
            BOOST_TEST(read_text(kept) == "the user's own bytes\n");
            BOOST_TEST(run(std::string(command) + " --check -o '" + kept + "' '" + fine + "'",
                           "GPU_PATHS_CLI_PERTURB_RESULT=1")
                           .status == 3);
            BOOST_TEST(read_text(kept) == "the user's own bytes\n");
        }
    }
    const std::string text = write_file("kept.txt", "earlier results\n");
    BOOST_TEST(run("sssp -o '" + text + "' '" + negative + "'").status == 1);
    BOOST_TEST(read_text(text) == "earlier results\n");
    // Success replaces the file; no temporary is left beside it.
    BOOST_TEST_REQUIRE(run("apsp -w f64 -o '" + kept + "' '" + fine + "'").status == 0);
    BOOST_TEST(read_npy<double>(kept, 3, "<f8")[2] == 3.0);
    BOOST_TEST_REQUIRE(run("sssp -s 1 -o '" + text + "' '" + fine + "'").status == 0);
    BOOST_TEST(read_text(text).find("3 3 2") != std::string::npos);

    // Not a regular file: refused before any work, and left alone (a link and its target).
    const std::string link = io_test::scratch().file("link.npy");
    ::unlink(link.c_str());
    BOOST_TEST_REQUIRE(::symlink(text.c_str(), link.c_str()) == 0);
    const run_result refused = run("apsp -o '" + link + "' '" + fine + "'");
    BOOST_TEST(refused.status == 1);
    BOOST_TEST(refused.err.find("not a regular file") != std::string::npos);
    struct stat link_state;
    BOOST_TEST((::lstat(link.c_str(), &link_state) == 0 && S_ISLNK(link_state.st_mode)));
    BOOST_TEST(read_text(text).find("3 3 2") != std::string::npos);
    BOOST_TEST(run("bfs -s 1 -o /dev/null '" + fine + "'").status == 1);
    BOOST_TEST(::access("/dev/null", F_OK) == 0);
    // "-" is standard output, for the text and the .npy results alike.
    BOOST_TEST(run("sssp -s 1 -o - '" + fine + "'").out.find("3 3 2") != std::string::npos);
    const run_result npy = run("apsp -o - '" + fine + "'");
    BOOST_TEST(npy.status == 0);
    BOOST_TEST(npy.out.compare(0, 6, "\x93NUMPY") == 0);
}

BOOST_AUTO_TEST_SUITE_END()
