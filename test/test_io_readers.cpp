// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/io/read_graph.hpp>
#include <boost_gpu_paths/io/write_graph.hpp>

#include "support/random.hpp"
#include "test_io_support.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace io = boost::gpu_paths::io;
using io_test::edge_multiset;
using io_test::expect_parse_error;
using io_test::write_file;

namespace {

// A random edge list with 1-based ids, self loops and parallel edges, written by the
// tests' own simple writers below and compared with what the readers return.
struct random_graph {
    std::uint32_t n = 0;
    std::vector<std::uint32_t> u, v;  // 0-based
    std::vector<double> w;
};

random_graph make_random_graph(std::mt19937_64& rng, bool simple_undirected, bool real_weights)
{
    random_graph g;
    g.n = std::uniform_int_distribution<std::uint32_t>(1, 60)(rng);
    const std::size_t m = std::uniform_int_distribution<std::size_t>(0, 4 * g.n)(rng);
    std::uniform_int_distribution<std::uint32_t> vertex(0, g.n - 1);
    std::set<std::pair<std::uint32_t, std::uint32_t>> seen;
    for (std::size_t e = 0; e < m; ++e) {
        std::uint32_t a = vertex(rng), b = vertex(rng);
        if (simple_undirected) {
            if (a == b) continue;
            if (b < a) std::swap(a, b);
            if (!seen.insert({a, b}).second) continue;
        } else if (e > 0 && rng() % 8 == 0) {
            a = g.u.back();  // a parallel edge
            b = g.v.back();
        }
        g.u.push_back(a);
        g.v.push_back(b);
        g.w.push_back(real_weights ? std::uniform_real_distribution<double>(-1e6, 1e6)(rng)
                                   : double(std::uniform_int_distribution<int>(-1000, 100000)(rng)));
    }
    return g;
}

std::string number(double x)
{
    char buffer[40];
    std::snprintf(buffer, sizeof buffer, "%.17g", x);
    return buffer;
}

std::vector<io_test::edge_triple> expected_edges(const random_graph& g, bool directed, bool weighted, std::int64_t base = 1)
{
    std::vector<io_test::edge_triple> edges;
    for (std::size_t e = 0; e < g.u.size(); ++e) {
        std::int64_t a = g.u[e] + base, b = g.v[e] + base;
        if (!directed && b < a) std::swap(a, b);
        edges.emplace_back(a, b, weighted ? g.w[e] : 1.0);
    }
    std::sort(edges.begin(), edges.end());
    return edges;
}

std::string detected(const std::string& name, const std::string& text)
{
    return io::to_string(io::detect_format(name, text));
}

}  // namespace

BOOST_AUTO_TEST_CASE(dimacs_round_trip)
{
    auto rng = test_support::make_rng(1);
    for (int trial = 0; trial < 20; ++trial) {
        const random_graph g = make_random_graph(rng, false, trial % 2 == 1);
        std::ostringstream text;
        text << "c random graph\nc\n\np sp " << g.n << " " << g.u.size() << "\n";
        for (std::size_t e = 0; e < g.u.size(); ++e) {
            if (e % 7 == 3) text << "c a comment between arcs\n";
            text << (e % 5 == 0 ? "a\t" : "a ") << g.u[e] + 1 << " " << g.v[e] + 1 << "  " << number(g.w[e])
                 << (e % 3 == 0 ? "\r\n" : "\n");
        }
        const io::edge_list read = io::read_graph(write_file("random.gr", text.str()));
        BOOST_TEST(read.format == "dimacs");
        BOOST_TEST(read.vertex_count == g.n);
        BOOST_TEST(read.directed);
        BOOST_TEST(read.weighted);
        BOOST_TEST(read.description == "random graph");
        BOOST_TEST(read.id_of(0) == 1);
        BOOST_TEST((edge_multiset(read) == expected_edges(g, true, true)));
    }
}

BOOST_AUTO_TEST_CASE(pace_round_trip)
{
    auto rng = test_support::make_rng(2);
    for (int trial = 0; trial < 10; ++trial) {
        const random_graph g = make_random_graph(rng, false, false);
        std::ostringstream text;
        text << "c pace\np tw " << g.n << " " << g.u.size() << "\n";
        for (std::size_t e = 0; e < g.u.size(); ++e) text << g.u[e] + 1 << " " << g.v[e] + 1 << "\n";
        const io::edge_list read = io::read_graph(write_file("random_pace.gr", text.str()));
        BOOST_TEST(read.format == "pace");
        BOOST_TEST(read.vertex_count == g.n);
        BOOST_TEST(!read.directed);
        BOOST_TEST(!read.weighted);
        BOOST_TEST((edge_multiset(read) == expected_edges(g, false, false)));
    }
}

BOOST_AUTO_TEST_CASE(matrix_market_round_trip)
{
    auto rng = test_support::make_rng(3);
    const char* fields[] = {"pattern", "integer", "real"};
    for (int trial = 0; trial < 18; ++trial) {
        const std::string field = fields[trial % 3];
        const bool symmetric = trial % 2 == 1;
        const random_graph g = make_random_graph(rng, symmetric, field == "real");
        std::ostringstream text;
        std::string field_word = field;
        if (trial % 4 == 0)  // banner words are case-insensitive
            std::transform(field_word.begin(), field_word.end(), field_word.begin(), ::toupper);
        text << "%%MatrixMarket matrix coordinate " << field_word << " " << (symmetric ? "symmetric" : "general")
             << "\n% comment\n%\n";
        text << g.n << " " << g.n << " " << g.u.size() << "\n";
        for (std::size_t e = 0; e < g.u.size(); ++e) {
            // Symmetric files store the lower triangle: row >= column.
            const std::uint32_t row = symmetric ? std::max(g.u[e], g.v[e]) : g.u[e];
            const std::uint32_t column = symmetric ? std::min(g.u[e], g.v[e]) : g.v[e];
            text << row + 1 << " " << column + 1;
            if (field != "pattern") text << " " << number(g.w[e]);
            text << "\n";
        }
        const io::edge_list read = io::read_graph(write_file("random.mtx", text.str()));
        BOOST_TEST_CONTEXT(field << (symmetric ? " symmetric" : " general"))
        {
            BOOST_TEST(read.vertex_count == g.n);
            BOOST_TEST(read.directed == !symmetric);
            BOOST_TEST(read.weighted == (field != "pattern"));
            BOOST_TEST((edge_multiset(read) == expected_edges(g, !symmetric, field != "pattern")));
        }
    }
}

BOOST_AUTO_TEST_CASE(metis_round_trip)
{
    auto rng = test_support::make_rng(4);
    for (int trial = 0; trial < 16; ++trial) {
        const bool edge_weights = trial % 2 == 1;
        const bool vertex_weights = trial % 4 >= 2;
        const bool vertex_sizes = trial % 8 >= 4;
        random_graph g = make_random_graph(rng, true, false);
        for (double& w : g.w) w = std::abs(w) + 1;  // METIS weights are positive
        std::vector<std::vector<std::pair<std::uint32_t, double>>> adjacency(g.n);
        for (std::size_t e = 0; e < g.u.size(); ++e) {
            adjacency[g.u[e]].push_back({g.v[e], g.w[e]});
            adjacency[g.v[e]].push_back({g.u[e], g.w[e]});
        }
        for (auto& list : adjacency) std::shuffle(list.begin(), list.end(), rng);
        std::ostringstream text;
        text << "% a METIS graph\n" << g.n << " " << g.u.size();
        const std::string fmt = std::string(vertex_sizes ? "1" : "0") + (vertex_weights ? "1" : "0") + (edge_weights ? "1" : "0");
        if (fmt != "000" || trial % 3 == 0) text << " " << fmt;
        if (vertex_weights) text << " 2";
        text << "\n";
        for (std::uint32_t v = 0; v < g.n; ++v) {
            if (v == g.n / 2) text << "% comment inside the vertex lines\n";
            if (vertex_sizes) text << 1 << " ";
            if (vertex_weights) text << 3 << " " << 4 << " ";
            for (const auto& [neighbour, w] : adjacency[v]) {
                text << neighbour + 1 << " ";
                if (edge_weights) text << number(w) << " ";
            }
            text << "\n";
        }
        const io::edge_list read = io::read_graph(write_file("random.graph", text.str()));
        BOOST_TEST_CONTEXT("fmt " << fmt)
        {
            BOOST_TEST(read.format == "metis");
            BOOST_TEST(read.vertex_count == g.n);
            BOOST_TEST(!read.directed);
            BOOST_TEST(read.weighted == edge_weights);
            BOOST_TEST((edge_multiset(read) == expected_edges(g, false, edge_weights)));
        }
    }
}

BOOST_AUTO_TEST_CASE(metis_isolated_vertices_are_empty_lines)
{
    const io::edge_list g = io::read_graph(write_file("isolated.graph", "4 1\n\n3\n2\n\n"));
    BOOST_TEST(g.vertex_count == 4u);
    BOOST_TEST(g.edge_count() == 1u);
    BOOST_TEST(g.id_of(g.sources[0]) == 2);
    BOOST_TEST(g.id_of(g.targets[0]) == 3);
    // Trailing isolated vertices may be missing from the end of the file.
    BOOST_TEST(io::read_graph(write_file("short.graph", "4 1\n2\n1")).vertex_count == 4u);
}

BOOST_AUTO_TEST_CASE(snap_sparse_ids_are_numbered_densely)
{
    auto rng = test_support::make_rng(5);
    for (int trial = 0; trial < 12; ++trial) {
        const bool weighted = trial % 2 == 1;
        const random_graph g = make_random_graph(rng, false, false);
        // Sparse, unordered ids (possibly negative, possibly huge).
        std::vector<std::int64_t> id(g.n);
        std::set<std::int64_t> used;
        for (auto& x : id) {
            do {
                x = trial % 3 == 2 ? static_cast<std::int64_t>(rng() >> 1) - (std::int64_t(1) << 61)
                                   : std::int64_t(rng() % (10 * g.n + 5));
            } while (!used.insert(x).second);
        }
        std::ostringstream text;
        text << (trial % 4 == 1 ? "# Undirected graph: test\n" : "# Directed graph: test\n") << "# FromNodeId\tToNodeId\n";
        for (std::size_t e = 0; e < g.u.size(); ++e) {
            const char* separator = e % 3 == 0 ? "\t" : e % 3 == 1 ? " " : ",";
            text << id[g.u[e]] << separator << id[g.v[e]];
            if (weighted) text << separator << number(g.w[e]);
            text << "\n";
            if (e % 10 == 0) text << "\n";
        }
        const io::edge_list read = io::read_graph(write_file("random.txt", text.str()));
        const bool directed = trial % 4 != 1;
        BOOST_TEST(read.format == "snap");
        BOOST_TEST(read.directed == directed);
        BOOST_TEST(read.weighted == (weighted && !g.u.empty()));
        // Only ids that appear on an edge are vertices; they keep increasing order.
        std::set<std::int64_t> appearing;
        for (std::size_t e = 0; e < g.u.size(); ++e) {
            appearing.insert(id[g.u[e]]);
            appearing.insert(id[g.v[e]]);
        }
        BOOST_TEST(read.vertex_count == appearing.size());
        std::vector<std::int64_t> ids_in_order;
        for (std::uint32_t v = 0; v < read.vertex_count; ++v) ids_in_order.push_back(read.id_of(v));
        BOOST_TEST((ids_in_order == std::vector<std::int64_t>(appearing.begin(), appearing.end())));
        for (std::int64_t x : appearing) BOOST_TEST(read.id_of(read.vertex_of(x)) == x);
        std::vector<io_test::edge_triple> expected;
        for (std::size_t e = 0; e < g.u.size(); ++e) {
            std::int64_t a = id[g.u[e]], b = id[g.v[e]];
            if (!directed && b < a) std::swap(a, b);
            expected.emplace_back(a, b, weighted ? g.w[e] : 1.0);
        }
        std::sort(expected.begin(), expected.end());
        BOOST_TEST((edge_multiset(read) == expected));
    }
}

BOOST_AUTO_TEST_CASE(snap_contiguous_ids_need_no_table)
{
    const io::edge_list g = io::read_graph(write_file("contiguous.txt", "0 1\n1 2\n2 0\n"));
    BOOST_TEST(g.vertex_count == 3u);
    BOOST_TEST(g.original_ids.empty());
    BOOST_TEST(g.id_of(0) == 0);
    BOOST_TEST(g.vertex_of(2) == 2u);
    BOOST_CHECK_THROW(g.vertex_of(3), boost::gpu_paths::invalid_input);
    BOOST_CHECK_THROW(g.vertex_of(-1), boost::gpu_paths::invalid_input);
}

BOOST_AUTO_TEST_CASE(empty_graphs)
{
    BOOST_TEST(io::read_graph(write_file("empty.gr", "p sp 0 0\n")).vertex_count == 0u);
    const io::edge_list one = io::read_graph(write_file("one.gr", "p sp 1 1\na 1 1 7\n"));
    BOOST_TEST(one.vertex_count == 1u);
    BOOST_TEST(one.edge_count() == 1u);
    BOOST_TEST(io::read_graph(write_file("empty.txt", "# nothing\n")).vertex_count == 0u);
    BOOST_TEST(io::read_graph(write_file("empty.graph", "0 0\n")).vertex_count == 0u);
    BOOST_TEST(io::read_graph(write_file("empty.mtx", "%%MatrixMarket matrix coordinate pattern general\n0 0 0\n"))
                   .vertex_count == 0u);
}

BOOST_AUTO_TEST_CASE(malformed_dimacs)
{
    expect_parse_error("count.gr", "p sp 3 2\na 1 2 5\n", 1, "2 arcs as this problem line says");
    expect_parse_error("range.gr", "c x\np sp 3 1\na 1 4 5\n", 3, "a vertex id in 1..3, found \"4\"");
    expect_parse_error("zero.gr", "p sp 3 1\na 0 2 5\n", 2, "a vertex id in 1..3, found \"0\"");
    expect_parse_error("weight.gr", "p sp 3 1\na 1 2 x\n", 2, "an arc weight W, found \"x\"");
    expect_parse_error("nan.gr", "p sp 3 1\na 1 2 nan\n", 2, "an arc weight W");
    expect_parse_error("missing.gr", "p sp 3 1\na 1 2\n", 2, "an arc weight W, found end of line");
    expect_parse_error("extra.gr", "p sp 3 1\na 1 2 3 4\n", 2, "end of line after the arc weight");
    expect_parse_error("early.gr", "c x\na 1 2 3\n", 2, "the problem line \"p sp N M\" before the first arc");
    expect_parse_error("none.gr", "c only a comment\n", 1, "a problem line \"p sp N M\", found none in the file");
    expect_parse_error("kind.gr", "p max 3 1\n", 1, "\"sp\"");
    expect_parse_error("twice.gr", "p sp 3 0\np sp 3 0\n", 2, "one problem line only");
    expect_parse_error("junk.gr", "p sp 3 0\nx 1 2\n", 2, "a line starting with \"c\", \"p\" or \"a\"");
    expect_parse_error("negative.gr", "p sp -3 0\n", 1, "the vertex count N");
}

BOOST_AUTO_TEST_CASE(malformed_pace)
{
    expect_parse_error("count_tw.gr", "p tw 3 2\n1 2\n", 1, "2 edges as this problem line says");
    expect_parse_error("range_tw.gr", "p tw 2 1\n1 3\n", 2, "a vertex id in 1..2, found \"3\"");
    expect_parse_error("extra_tw.gr", "p tw 2 1\n1 2 3\n", 2, "end of line after the edge");
}

BOOST_AUTO_TEST_CASE(malformed_matrix_market)
{
    const std::string banner = "%%MatrixMarket matrix coordinate real general\n";
    expect_parse_error("array.mtx", "%%MatrixMarket matrix array real general\n", 1, "\"coordinate\"");
    expect_parse_error("complex.mtx", "%%MatrixMarket matrix coordinate complex general\n", 1, "\"pattern\", \"integer\" or \"real\"");
    expect_parse_error("skew.mtx", "%%MatrixMarket matrix coordinate real skew-symmetric\n", 1, "\"general\" or \"symmetric\"");
    expect_parse_error("banner.mtx", "1 2 3\n", 1, "the banner");
    expect_parse_error("square.mtx", banner + "3 4 1\n", 2, "a column count equal to the row count");
    expect_parse_error("few.mtx", banner + "% c\n3 3 2\n1 2 0.5\n", 3, "2 entries as this size line says");
    expect_parse_error("many.mtx", banner + "3 3 1\n1 2 0.5\n2 3 1\n", 4, "end of file after the 1 entries");
    expect_parse_error("value.mtx", banner + "3 3 1\n1 2\n", 3, "a real value, found end of line");
    expect_parse_error("index.mtx", banner + "3 3 1\n1 9 1\n", 3, "an index in 1..3");
    expect_parse_error("integer.mtx", "%%MatrixMarket matrix coordinate integer general\n3 3 1\n1 2 1.5\n", 3,
                       "an integer value");
    expect_parse_error("pattern.mtx", "%%MatrixMarket matrix coordinate pattern general\n3 3 1\n1 2 1\n", 3,
                       "end of line after \"i j\"");
}

BOOST_AUTO_TEST_CASE(malformed_metis)
{
    expect_parse_error("asymmetric.graph", "3 2\n2 3\n1\n\n", 2, "vertex 3 to list vertex 1");
    expect_parse_error("asymmetric2.graph", "3 2\n2\n1 3\n\n", 3, "vertex 3 to list vertex 2");
    expect_parse_error("weights.graph", "2 1 1\n2 5\n1 6\n", 2, "with the same edge weight");
    expect_parse_error("count.graph", "3 3\n2\n1 3\n2\n", 1, "3 edges as this header says");
    expect_parse_error("loop.graph", "2 1\n1 2\n1\n", 2, "a neighbour other than the vertex itself");
    expect_parse_error("trailing.graph", "2 1\n2\n1\n5\n", 4, "end of file after the 2 vertex lines");
    expect_parse_error("fmt.graph", "3 2 2\n", 1, "a format code");
    expect_parse_error("range.graph", "2 1\n3\n1\n", 2, "a neighbour id in 1..2");
    expect_parse_error("noweight.graph", "2 1 1\n2\n1 1\n", 2, "the edge weight after the neighbour");
}

BOOST_AUTO_TEST_CASE(malformed_snap)
{
    expect_parse_error("word.txt", "# c\n1 2\n3 x\n", 3, "a second vertex id, found \"x\"");
    expect_parse_error("noweight.txt", "1 2 5\n3 4\n", 2, "an edge weight as the third field");
    expect_parse_error("extraweight.txt", "1 2\n3 4 5\n", 2, "end of line after \"U V\"");
    // Ids that are not integers: never an empty graph. A first line of names is a header
    // only where edges follow it.
    expect_parse_error("names.txt", "a b\n", 1, "with integer vertex ids");
    expect_parse_error("names-commented.txt", "# two names\na b\n\n", 2, "with integer vertex ids");
    expect_parse_error("two-names.txt", "a b\nc d\n", 2, "a vertex id, found \"c\"");
    const io::edge_list headed = io::read_graph(write_file("headed.csv", "source,target\n1,2\n"), io::graph_format::snap);
    BOOST_TEST(headed.edge_count() == 1u);
}

BOOST_AUTO_TEST_CASE(format_detection)
{
    BOOST_TEST(detected("a/b.gr", "p sp 1 0\n") == "dimacs");
    BOOST_TEST(detected("a/b.gr.xz", "c x\np tw 1 0\n") == "pace");
    BOOST_TEST(detected("b.MTX.gz", "") == "mtx");
    BOOST_TEST(detected("b.graph.bz2", "") == "metis");
    BOOST_TEST(detected("b.txt.gz", "1 2\n") == "snap");
    // Unknown names: the content decides.
    BOOST_TEST(detected("b.dat", "%%MatrixMarket matrix coordinate pattern general\n") == "mtx");
    BOOST_TEST(detected("b.dat", "c hi\np sp 1 0\n") == "dimacs");
    BOOST_TEST(detected("b.dat", "# SNAP\n1 2\n") == "snap");
    BOOST_CHECK_THROW(io::detect_format("dir.v2/b", "1 2\n"), boost::gpu_paths::invalid_input);
    // An explicit format wins over the name.
    const io::edge_list g = io::read_graph(write_file("edges.gr", "1 2\n2 3\n"), io::graph_format::snap);
    BOOST_TEST(g.edge_count() == 2u);
    for (const char* name : {"auto", "dimacs", "pace", "mtx", "metis", "snap"})
        BOOST_TEST(io::to_string(io::parse_format(name)) == std::string(name));
    BOOST_CHECK_THROW(io::parse_format("xml"), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(compressed_files_read_like_plain_ones)
{
    auto rng = test_support::make_rng(6);
    const random_graph g = make_random_graph(rng, false, false);
    std::ostringstream text;
    text << "p sp " << g.n << " " << g.u.size() << "\n";
    for (std::size_t e = 0; e < g.u.size(); ++e) text << "a " << g.u[e] + 1 << " " << g.v[e] + 1 << " " << g.w[e] << "\n";
    const std::string plain = write_file("plain.gr", text.str());
    const auto expected = edge_multiset(io::read_graph(plain));
    int tested = 0;
    for (const std::string tool : {"gzip", "xz", "bzip2", "zstd"}) {
        if (!io_test::have_program(tool)) {
            BOOST_TEST_MESSAGE(tool << " is not installed: skipping its round trip");
            continue;
        }
        const std::string packed = plain + "." + tool;
        BOOST_REQUIRE(std::system((tool + " -c -q '" + plain + "' > '" + packed + "'").c_str()) == 0);
        BOOST_TEST_CONTEXT(tool)
        {
            // What this build does not decompress is refused with its format's name.
            const io::compression format = tool == "gzip"  ? io::compression::gzip
                                           : tool == "xz"  ? io::compression::xz
                                           : tool == "bzip2" ? io::compression::bzip2
                                                             : io::compression::zstd;
            if (!io::decompresses(format)) {
                BOOST_CHECK_THROW(io::read_graph(packed, io::graph_format::dimacs), io::unsupported_compression);
                continue;
            }
            const io::edge_list read = io::read_graph(packed, io::graph_format::dimacs);
            BOOST_TEST((edge_multiset(read) == expected));
            BOOST_TEST(read.vertex_count == g.n);
        }
        ++tested;
    }
    BOOST_TEST(tested == int(io::decompresses(io::compression::gzip)) + int(io::decompresses(io::compression::xz)));
}

BOOST_AUTO_TEST_CASE(compressed_file_errors_name_the_file)
{
    BOOST_REQUIRE(io_test::have_program("gzip"));
    const std::string plain = write_file("bad.gr", "p sp 2 2\na 1 2 1\n");
    BOOST_REQUIRE(std::system(("gzip -c '" + plain + "' > '" + plain + ".gz'").c_str()) == 0);
    if (!io::decompresses(io::compression::gzip)) {
        // A build without zlib refuses it, naming the file and its format.
        BOOST_CHECK_THROW(io::read_graph(plain + ".gz"), io::unsupported_compression);
        return;
    }
    // The parse error names the compressed file.
    try {
        io::read_graph(plain + ".gz");
        BOOST_ERROR("no parse_error");
    } catch (const io::parse_error& e) {
        BOOST_TEST(e.file() == plain + ".gz");
        BOOST_TEST(e.line() == 1u);
    }
    // A truncated archive is a read_error naming the file.
    const std::string truncated = write_file("truncated.gr.gz", std::string("\x1f\x8b\x08\x00\x00\x00", 6));
    try {
        io::read_graph(truncated);
        BOOST_ERROR("no read_error");
    } catch (const io::read_error& e) {
        BOOST_TEST_MESSAGE(e.what());
        BOOST_TEST(std::string(e.what()).find(truncated) != std::string::npos);
        BOOST_TEST(std::string(e.what()).find("gzip") != std::string::npos);
    }
    // Decompressed in process: no program is looked for on PATH.
    if (io::decompresses(io::compression::gzip)) {
        const std::string saved_path = std::getenv("PATH") ? std::getenv("PATH") : "";
        ::setenv("PATH", "/nonexistent", 1);
        try {
            io::read_graph(plain + ".gz");
            BOOST_ERROR("no parse_error");
        } catch (const io::parse_error& e) {
            BOOST_TEST(e.file() == plain + ".gz");
        }
        ::setenv("PATH", saved_path.c_str(), 1);
    }
}

BOOST_AUTO_TEST_CASE(missing_and_unreadable_files)
{
    const std::string missing = io_test::scratch().file("does-not-exist.gr");
    try {
        io::read_graph(missing);
        BOOST_ERROR("no read_error");
    } catch (const io::read_error& e) {
        BOOST_TEST(std::string(e.what()) == "cannot open " + missing + ": No such file or directory");
    }
    BOOST_CHECK_THROW(io::read_graph(io_test::scratch().file("")), io::read_error);  // a directory
    // All reader errors are invalid_input, the library's "bad input" type.
    BOOST_CHECK_THROW(io::read_graph(missing), boost::gpu_paths::invalid_input);
}

BOOST_AUTO_TEST_CASE(written_dimacs_reads_back)
{
    auto rng = test_support::make_rng(7);
    for (int trial = 0; trial < 10; ++trial) {
        const bool directed = trial % 2 == 0;
        const random_graph g = make_random_graph(rng, false, trial % 4 >= 2);
        io::edge_list list;
        list.vertex_count = g.n;
        list.directed = directed;
        list.weighted = true;
        list.description = "written by the test";
        for (std::size_t e = 0; e < g.u.size(); ++e) list.add_edge(g.u[e], g.v[e], g.w[e]);
        const std::string path = io_test::scratch().file("written.gr");
        io::write_dimacs(list, path);
        const io::edge_list read = io::read_graph(path);
        BOOST_TEST(read.vertex_count == g.n);
        BOOST_TEST(read.description == "written by the test");
        // DIMACS arcs are directed: an undirected list comes back as both arcs of each edge.
        std::vector<io_test::edge_triple> expected;
        for (std::size_t e = 0; e < g.u.size(); ++e) {
            expected.emplace_back(g.u[e] + 1, g.v[e] + 1, g.w[e]);
            if (!directed && g.u[e] != g.v[e]) expected.emplace_back(g.v[e] + 1, g.u[e] + 1, g.w[e]);
        }
        std::sort(expected.begin(), expected.end());
        BOOST_TEST((edge_multiset(read) == expected));
    }
}
