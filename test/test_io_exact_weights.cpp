// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/io/read_graph.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>
#include <boost_gpu_paths/io/write_graph.hpp>

#include "io/weight_text.hpp"
#include "support/random.hpp"
#include "test_io_support.hpp"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace io = boost::gpu_paths::io;
using io_test::expect_parse_error;
using io_test::write_file;

namespace {

constexpr std::int64_t two_53 = std::int64_t(1) << 53;
constexpr std::int64_t int64_max = std::numeric_limits<std::int64_t>::max();
constexpr std::int64_t int64_min = std::numeric_limits<std::int64_t>::min();

// Weights no double holds: 2^53 + 1 rounds to 2^53, 2^63 - 1 to 2^63.
const std::vector<std::int64_t> large = {two_53 + 1, -(two_53 + 3), int64_max, int64_min + 1, 7};

// The weights of a list in list order, as an int64_t CSR graph sees them.
std::vector<std::int64_t> csr_weights(const io::edge_list& graph)
{
    const io::csr_graph<std::int64_t> g = io::to_csr_graph<std::int64_t>(graph);
    std::vector<std::int64_t> weights;
    for (auto e : boost::make_iterator_range(boost::edges(g))) weights.push_back(boost::get(boost::edge_weight, g, e));
    return weights;
}

void expect_exact(const io::edge_list& graph, const std::vector<std::int64_t>& expected)
{
    BOOST_TEST(graph.has_exact_integer_weights());
    BOOST_TEST(graph.exact_integer_weights == expected, boost::test_tools::per_element());
    std::vector<double> nearest(expected.begin(), expected.end());
    BOOST_TEST(graph.weights == nearest, boost::test_tools::per_element());
}

}  // namespace

BOOST_AUTO_TEST_CASE(exact_value_of_decimal_text)
{
    using io::detail::exact_integer_of;
    const std::vector<std::pair<const char*, std::optional<std::int64_t>>> cases = {
        {"9007199254740993", two_53 + 1},   {"9007199254740993.0", two_53 + 1}, {"+9007199254740993.000", two_53 + 1},
        {"-9223372036854775808", int64_min}, {"9223372036854775807", int64_max}, {"9223372036854775808", std::nullopt},
        {"-9223372036854775809", std::nullopt}, {"9.223372036854775807e18", int64_max}, {"12.50e1", 125},
        {"-12.5e1", -125},  {"100e-2", 1},    {".5e1", 5},          {"5.", 5},             {"0.000", 0},
        {"-0", 0},          {"0e999999999999", 0}, {"1e18", 1000000000000000000}, {"1e19", std::nullopt},
        {"1e999999999999", std::nullopt},    {"1.5", std::nullopt}, {"1e-1", std::nullopt}, {"0.1e1", 1},
        {"1.0000000000000000000001", std::nullopt}, {"00000000000000000000000000042", 42},
        {"abc", std::nullopt}, {"1e", std::nullopt}, {".", std::nullopt}, {"", std::nullopt}, {"1x", std::nullopt},
    };
    for (const auto& [text, expected] : cases) BOOST_TEST((exact_integer_of(text) == expected), "text " << text);

    // Any int64 written as an integer, a decimal with trailing zeros, or in scientific
    // notation comes back exact.
    auto rng = test_support::make_rng(51);
    for (int trial = 0; trial < 20000; ++trial) {
        const std::int64_t value = static_cast<std::int64_t>(rng() >> (rng() % 64));
        const std::int64_t signed_value = trial % 2 ? value : (value == int64_min ? value : -value);
        std::string digits = std::to_string(signed_value < 0 ? 0 - std::uint64_t(signed_value) : std::uint64_t(signed_value));
        const std::string sign = signed_value < 0 ? "-" : trial % 3 == 0 ? "+" : "";
        const std::size_t point = rng() % (digits.size() + 1);  // digits before the point
        const std::string text = sign + digits.substr(0, point) + "." + digits.substr(point) + std::string(rng() % 3, '0') +
                                 "e" + std::to_string(digits.size() - point);
        BOOST_TEST((exact_integer_of(text) == signed_value), "text " << text);
        BOOST_TEST((exact_integer_of(sign + digits + ".0") == signed_value), "text " << sign + digits + ".0");
    }
}

BOOST_AUTO_TEST_CASE(every_reader_keeps_integer_weights_exact)
{
    std::string dimacs = "p sp 2 " + std::to_string(large.size()) + "\n";
    std::string snap, mtx_integer = "%%MatrixMarket matrix coordinate integer general\n2 2 5\n";
    std::string mtx_real = "%%MatrixMarket matrix coordinate real general\n2 2 5\n";
    for (std::size_t e = 0; e < large.size(); ++e) {
        dimacs += "a 1 2 " + std::to_string(large[e]) + "\n";
        snap += "1 2 " + std::to_string(large[e]) + "\n";
        mtx_integer += "1 2 " + std::to_string(large[e]) + "\n";
        mtx_real += "1 2 " + std::to_string(large[e]) + (e % 2 ? ".0" : "") + "\n";
    }
    expect_exact(io::read_graph(write_file("large.gr", dimacs)), large);
    expect_exact(io::read_graph(write_file("large.txt", snap)), large);
    expect_exact(io::read_graph(write_file("large_integer.mtx", mtx_integer)), large);
    expect_exact(io::read_graph(write_file("large_real.mtx", mtx_real)), large);
    // METIS: vertex 1 lists 2 and 3, each edge listed at both ends with its weight.
    const std::string w12 = std::to_string(two_53 + 1), w13 = std::to_string(int64_max);
    expect_exact(io::read_graph(write_file("large.graph", "3 2 1\n2 " + w12 + " 3 " + w13 + "\n1 " + w12 + "\n1 " + w13 + "\n")),
                 {two_53 + 1, int64_max});

    // The integer weight types see the file's values.
    const io::edge_list graph = io::read_graph(write_file("large.gr", dimacs));
    BOOST_TEST(csr_weights(graph) == large, boost::test_tools::per_element());
    const auto adjacency = io::to_adjacency_list<std::int64_t>(graph);
    std::vector<std::int64_t> adjacency_weights;
    for (auto e : boost::make_iterator_range(boost::edges(adjacency)))
        adjacency_weights.push_back(boost::get(boost::edge_weight, adjacency, e));
    BOOST_TEST(adjacency_weights == large, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(metis_tells_apart_weights_that_round_to_the_same_double)
{
    const std::string a = std::to_string(two_53 + 1), b = std::to_string(two_53);
    expect_parse_error("rounded.graph", "2 1 1\n2 " + a + "\n1 " + b + "\n", 3,
                       "vertex 1 to list vertex 2 as well (with the same edge weight)");
}

BOOST_AUTO_TEST_CASE(integers_beyond_64_bits_are_errors_and_reals_stay_reals)
{
    const std::string too_large = "9223372036854775808";
    const std::string expected = "within the 64-bit integers, -2^63 to 2^63 - 1";
    expect_parse_error("too_large.gr", "p sp 2 1\na 1 2 " + too_large + "\n", 2, "an arc weight W " + expected);
    expect_parse_error("too_small.gr", "p sp 2 1\na 1 2 -9223372036854775809\n", 2, expected);
    expect_parse_error("too_large.txt", "1 2 " + too_large + "\n", 1, expected);
    expect_parse_error("too_large.graph", "2 1 1\n2 " + too_large + "\n1 " + too_large + "\n", 2, expected);
    expect_parse_error("too_large_real.mtx", "%%MatrixMarket matrix coordinate real general\n2 2 1\n1 2 " + too_large + "\n",
                       3, expected);
    expect_parse_error("too_large_integer.mtx",
                       "%%MatrixMarket matrix coordinate integer general\n2 2 1\n1 2 " + too_large + "\n", 3,
                       "an integer value (within the 64-bit integers)");
    expect_parse_error("nineteen_digits.gr", "p sp 2 1\na 1 2 9999999999999999999\n", 2, expected);
    expect_parse_error("twenty_digits.txt", "1 2 -18446744073709551617\n", 1, expected);
    // Leading zeros do not count against the 64 bits.
    const io::edge_list zeros = io::read_graph(
        write_file("zeros.gr", "p sp 2 2\na 1 2 0000000000000000000000009223372036854775807\na 2 1 -00000000000000000000000009\n"));
    expect_exact(zeros, {int64_max, -9});
        // "+-" is no sign.
    expect_parse_error("signs.gr", "p sp 2 1\na 1 2 +-5\n", 2, "an arc weight W, found \"+-5\"");

    // Written as reals, such numbers are reals: no exact array, and integer types refuse them.
    const io::edge_list real = io::read_graph(write_file("real.gr", "p sp 2 2\na 1 2 9.3e18\na 2 1 4\n"));
    BOOST_TEST(!real.has_exact_integer_weights());
    BOOST_TEST(real.weights == (std::vector<double>{9.3e18, 4}), boost::test_tools::per_element());
    BOOST_CHECK_THROW(io::to_csr_graph<std::int64_t>(real), boost::gpu_paths::invalid_input);
}

BOOST_AUTO_TEST_CASE(exact_array_only_where_doubles_fall_short)
{
    // Whole weights within 2^53: the doubles are exact, and no second array is kept.
    const io::edge_list small = io::read_graph(write_file("small.gr", "p sp 2 3\na 1 2 9007199254740992\na 2 1 -4\na 1 1 2.5e1\n"));
    BOOST_TEST(small.exact_integer_weights.empty());
    BOOST_TEST(csr_weights(small) == (std::vector<std::int64_t>{9007199254740992, 25, -4}), boost::test_tools::per_element());
    // A weight with a fraction after large whole ones: the weights are reals, kept as doubles.
    const io::edge_list mixed = io::read_graph(write_file("mixed.gr", "p sp 2 2\na 1 2 9007199254740993\na 2 1 0.5\n"));
    BOOST_TEST(mixed.exact_integer_weights.empty());
    BOOST_TEST(mixed.weights == (std::vector<double>{9007199254740992.0, 0.5}), boost::test_tools::per_element());
    // Large whole weights after small ones: the earlier ones join the exact array.
    const io::edge_list late = io::read_graph(write_file("late.gr", "p sp 2 3\na 1 2 3\na 2 1 -5.0\na 1 1 9007199254740995\n"));
    expect_exact(late, {3, -5, two_53 + 3});
    BOOST_TEST(csr_weights(late) == (std::vector<std::int64_t>{3, two_53 + 3, -5}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(narrower_integer_types_refuse_exact_weights_they_cannot_hold)
{
    const io::edge_list graph = io::read_graph(write_file("narrow.gr", "p sp 2 2\na 1 2 9007199254740993\na 2 1 1\n"));
    try {
        io::to_csr_graph<std::int32_t>(graph);
        BOOST_ERROR("no invalid_input");
    } catch (const boost::gpu_paths::invalid_input& e) {
        BOOST_TEST(std::string(e.what()).find("edge 1 -> 2 has weight 9007199254740993, which a 32-bit integer") !=
                   std::string::npos);
    }
    BOOST_CHECK_THROW(io::to_csr_graph<std::uint64_t>(io::read_graph(write_file("negative.gr", "p sp 2 1\na 1 2 -9007199254740993\n"))),
                      boost::gpu_paths::invalid_input);
}

BOOST_AUTO_TEST_CASE(written_dimacs_keeps_exact_weights)
{
    io::edge_list list = io::read_graph(write_file("exact.gr", "p sp 3 2\na 1 2 9007199254740993\na 2 3 -9223372036854775807\n"));
    list.directed = false;
    const std::string path = io_test::scratch().file("exact_written.gr");
    io::write_dimacs(list, path);
    const io::edge_list read = io::read_graph(path);
    expect_exact(read, {two_53 + 1, two_53 + 1, -int64_max, -int64_max});
}

// Real weights whole and beyond the 64-bit integers read back as the same reals: written
// without an exponent they would be integer text the readers refuse.
BOOST_AUTO_TEST_CASE(written_dimacs_keeps_huge_real_weights_real)
{
    io::edge_list list = io::read_graph(write_file("huge.gr", "p sp 3 3\na 1 2 9.223372036854775808e18\na 2 3 -1e300\na 3 1 2.5\n"));
    const std::string path = io_test::scratch().file("huge_written.gr");
    io::write_dimacs(list, path);
    const io::edge_list read = io::read_graph(path);
    BOOST_TEST_REQUIRE(read.edge_count() == 3u);
    BOOST_TEST(!read.has_exact_integer_weights());
    BOOST_TEST(read.weight(0) == 9.223372036854775808e18);
    BOOST_TEST(read.weight(1) == -1e300);
    BOOST_TEST(read.weight(2) == 2.5);
}
