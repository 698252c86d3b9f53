// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/io/read_graph.hpp>

#include "io/excerpt.hpp"
#include "support/random.hpp"
#include "test_io_support.hpp"

#include <string>
#include <vector>

namespace io = boost::gpu_paths::io;
using io_test::expect_parse_error;
using io_test::write_file;

namespace {

// The text after ", found " in a parse error's message.
std::string found_part(const std::string& what)
{
    const std::size_t at = what.find(", found ");
    return at == std::string::npos ? std::string() : what.substr(at + 8);
}

// The message read_graph throws for `text` as file `name`.
std::string parse_error_message(const std::string& name, const std::string& text)
{
    try {
        io::read_graph(write_file(name, text));
    } catch (const io::parse_error& e) {
        return e.what();
    }
    return "no parse_error";
}

// Undoes quoted_excerpt's escapes: the bytes a quoted excerpt stands for, and whether
// it ended in "..." (cut short).
std::pair<std::string, bool> unquote(const std::string& excerpt)
{
    BOOST_REQUIRE(excerpt.size() >= 2);
    BOOST_REQUIRE(excerpt.front() == '"');
    const bool cut = excerpt.size() >= 5 && excerpt.compare(excerpt.size() - 4, 4, "\"...") == 0;
    const std::string body = excerpt.substr(1, excerpt.size() - (cut ? 5 : 2));
    std::string bytes;
    for (std::size_t i = 0; i < body.size(); ++i) {
        if (body[i] != '\\') {
            bytes += body[i];
        } else if (body[i + 1] == 'x') {
            bytes += static_cast<char>(std::stoi(body.substr(i + 2, 2), nullptr, 16));
            i += 3;
        } else {
            bytes += body[++i];
        }
    }
    return {bytes, cut};
}

}  // namespace

BOOST_AUTO_TEST_CASE(excerpts_are_printable_bounded_and_faithful)
{
    auto rng = test_support::make_rng(41);
    for (int trial = 0; trial < 2000; ++trial) {
        std::string bytes(rng() % 120, '\0');
        for (char& c : bytes) c = static_cast<char>(trial % 2 ? rng() % 256 : 32 + rng() % 95);
        const std::size_t limit = 8 + rng() % 80;
        const std::string excerpt = io::detail::quoted_excerpt(bytes, limit);
        BOOST_TEST_CONTEXT("trial " << trial << ", limit " << limit << ", excerpt " << excerpt)
        {
            BOOST_TEST(io_test::printable(excerpt));
            BOOST_TEST(excerpt.size() <= limit);
            const auto [shown, cut] = unquote(excerpt);
            if (cut) {
                BOOST_TEST(bytes.compare(0, shown.size(), shown) == 0);
                BOOST_TEST(shown.size() < bytes.size());
            } else {
                BOOST_TEST(shown == bytes);
            }
        }
    }
    BOOST_TEST(io::detail::quoted_excerpt("\x1b[2J\"\\\x7f\xc3\xa9") == "\"\\x1b[2J\\\"\\\\\\x7f\\xc3\\xa9\"");
    BOOST_TEST(io::detail::quoted_excerpt(std::string(100, 'x')) == "\"" + std::string(55, 'x') + "\"...");
}

BOOST_AUTO_TEST_CASE(every_reader_escapes_what_it_quotes)
{
    // Terminal control sequences: clear the screen, set the window title, CSI as one byte.
    const std::string nasty = "\x1b[2J\x1b]0;owned\x07\x9b" "31m";
    const std::string escaped = "\"\\x1b[2J\\x1b]0;owned\\x07\\x9b31m\"";
    struct file {
        const char* name;
        std::string text;
        std::string field_start = "";  // what the failing field holds before `nasty`
    };
    const std::vector<file> files = {
        {"weight.gr", "p sp 3 1\na 1 2 " + nasty + "\n"},
        {"line.gr", "p sp 3 0\n" + nasty + "\n"},
        {"marker.gr", "p sp 3 0\na" + nasty + " 1 2 3\n", "a"},
        {"problem.gr", "p " + nasty + " 3 0\n"},
        {"vertex.gr", "p tw 2 1\n1 " + nasty + "\n"},
        {"banner.mtx", nasty + " matrix coordinate real general\n"},
        {"field.mtx", "%%MatrixMarket matrix coordinate " + nasty + " general\n"},
        {"value.mtx", "%%MatrixMarket matrix coordinate real general\n2 2 1\n1 2 " + nasty + "\n"},
        {"neighbour.graph", "2 1\n2 " + nasty + "\n1\n"},
        {"fmt.graph", "2 1 " + nasty + "\n"},
        {"id.txt", "1 2\n3 " + nasty + "\n"},
    };
    for (const file& f : files) {
        BOOST_TEST_CONTEXT(f.name)
        {
            const std::string what = parse_error_message(f.name, f.text);
            BOOST_TEST_MESSAGE(what);
            BOOST_TEST(io_test::printable(what));
            BOOST_TEST(found_part(what) == "\"" + f.field_start + escaped.substr(1));
        }
    }
}

BOOST_AUTO_TEST_CASE(long_fields_are_cut_short)
{
    const std::string what = parse_error_message("long.gr", "p sp 3 1\na 1 2 " + std::string(100000, '7') + "x\n");
    BOOST_TEST(what.find("an arc weight W, found \"777") != std::string::npos);
    BOOST_TEST(found_part(what).size() <= io::detail::max_excerpt_length);
    BOOST_TEST(found_part(what).compare(found_part(what).size() - 4, 4, "\"...") == 0);
}

BOOST_AUTO_TEST_CASE(a_nul_byte_is_a_parse_error_wherever_it_is)
{
    const std::string nul(1, '\0');
    // A NUL first on a line, where readers took the line for a blank one.
    expect_parse_error("first.gr", "p sp 2 1\n" + nul + "a 1 2 3\na 1 2 3\n", 2, "a line of text, found a NUL byte (column 1)");
    expect_parse_error("first_tw.gr", "p tw 2 1\n1 2\n" + nul + "\n", 3, "a NUL byte (column 1)");
    expect_parse_error("first.mtx", "%%MatrixMarket matrix coordinate pattern general\n" + nul + "2 2 1\n2 2 1\n1 2\n", 2,
                       "a NUL byte (column 1)");
    expect_parse_error("first.graph", "2 1\n2\n" + nul + "1\n1\n", 3, "a NUL byte (column 1)");
    expect_parse_error("first.txt", "1 2\n" + nul + "\n", 2, "a NUL byte (column 1)");
    expect_parse_error("header.graph", nul + "2 1\n2\n1\n", 1, "a NUL byte (column 1)");
    // Inside a comment, a field, or at the end of the file without a newline.
    expect_parse_error("comment.gr", "c road" + nul + "graph\np sp 1 0\n", 1, "a NUL byte (column 7)");
    expect_parse_error("field.txt", "1 2\n3 4" + nul + "5\n", 2, "a NUL byte (column 4)");
    expect_parse_error("last.graph", "2 1\n2\n1 " + nul, 3, "a NUL byte (column 3)");
    expect_parse_error("after_cr.txt", "1 2\r" + nul + "\n", 1, "a NUL byte (column 5)");
}

BOOST_AUTO_TEST_CASE(matrix_market_end_of_file_is_reported_where_it_is)
{
    expect_parse_error("empty.mtx", "", 1, "the banner \"%%MatrixMarket matrix coordinate ...\", found end of file");
    const std::string banner = "%%MatrixMarket matrix coordinate real general";
    expect_parse_error("banner_only.mtx", banner + "\n", 2, "the size line \"rows columns entries\", found end of file");
    expect_parse_error("banner_no_newline.mtx", banner, 1, "the size line \"rows columns entries\", found end of file");
    expect_parse_error("comments.mtx", banner + "\n% a comment\n\n", 4, "the size line \"rows columns entries\", found end of file");
}
