// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Matrix Market coordinate files as adjacency matrices: entry (i, j[, value]) is the edge
// i -> j. "general" matrices are directed graphs; "symmetric" ones store one triangle
// and are undirected graphs. Pattern matrices are unweighted.
#include "io/readers.hpp"
#include "io/text_scanner.hpp"
#include "io/weight_text.hpp"

#include <algorithm>
#include <cctype>
#include <string>

namespace boost {
namespace gpu_paths {
namespace io {
namespace detail {
namespace {

std::string lower(std::string_view word)
{
    std::string s(word);
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

enum class field { pattern, integer, real };

}  // namespace

edge_list parse_matrix_market(std::string_view text, const std::string& name)
{
    edge_list graph;
    graph.format = "mtx";
    graph.first_id = 1;

    text_scanner scanner(text, name);
    const char* const banner_expected = "the banner \"%%MatrixMarket matrix coordinate ...\"";
    if (!scanner.next_line()) scanner.fail_at_end_of_file(banner_expected);
    const std::string_view banner = scanner.read_word();
    if (banner != "%%MatrixMarket") scanner.fail_word(banner_expected, banner);
    const std::string_view object = scanner.read_word();
    if (lower(object) != "matrix") scanner.fail_word("\"matrix\"", object);
    const std::string_view layout = scanner.read_word();
    if (lower(layout) != "coordinate")
        scanner.fail_word("\"coordinate\" (dense \"array\" matrices are not read as graphs)", layout);
    const std::string_view field_word = scanner.read_word();
    const std::string field_name = lower(field_word);
    field kind = field::pattern;
    if (field_name == "pattern")
        kind = field::pattern;
    else if (field_name == "integer")
        kind = field::integer;
    else if (field_name == "real" || field_name == "double")
        kind = field::real;
    else
        scanner.fail_word("\"pattern\", \"integer\" or \"real\"", field_word);
    const std::string_view symmetry_word = scanner.read_word();
    const std::string symmetry = lower(symmetry_word);
    if (symmetry != "general" && symmetry != "symmetric")
        scanner.fail_word("\"general\" or \"symmetric\"", symmetry_word);
    scanner.expect_end("end of the banner line");
    graph.directed = symmetry == "general";
    graph.weighted = kind != field::pattern;

    // Comments, then the size line "rows columns entries".
    std::uint64_t rows = 0, entries = 0;
    std::size_t size_line = 0;
    while (scanner.next_line()) {
        const char first = scanner.first_char();
        if (first == '%' || first == '\0') continue;
        size_line = scanner.line_number();
        rows = scanner.read_unsigned("the row count");
        const char* const square = "a column count equal to the row count (a graph's matrix is square)";
        scanner.read_unsigned_in(rows, rows, square);
        entries = scanner.read_unsigned("the entry count");
        scanner.expect_end("end of line after \"rows columns entries\"");
        break;
    }
    if (size_line == 0) scanner.fail_at_end_of_file("the size line \"rows columns entries\"");
    check_vertex_count(rows, name, size_line);
    graph.vertex_count = static_cast<std::uint32_t>(rows);
    reserve_edges(graph, entries, scanner.remaining_bytes(), graph.weighted ? sizeof "1 1 1" : sizeof "1 1");

    const std::string index_range = "an index in 1.." + std::to_string(rows);
    const std::string value_expected = kind == field::integer ? "an integer value (within the 64-bit integers)" : "a real value";
    weight_appender weights(graph);
    while (scanner.next_line()) {
        const char first = scanner.first_char();
        if (first == '%' || first == '\0') continue;
        if (graph.edge_count() == entries)
            scanner.fail("end of file after the " + std::to_string(entries) + " entries the size line announces");
        const auto i = scanner.read_unsigned_in(1, rows, index_range.c_str());
        const auto j = scanner.read_unsigned_in(1, rows, index_range.c_str());
        if (kind == field::pattern) {
            scanner.expect_end("end of line after \"i j\" (a pattern matrix has no values)");
            graph.add_edge(static_cast<std::uint32_t>(i - 1), static_cast<std::uint32_t>(j - 1));
        } else {
            parsed_weight value;
            if (kind == field::integer) {
                value.integer = scanner.read_signed(value_expected.c_str());
                value.value = static_cast<double>(value.integer);
                value.whole = true;
            } else {
                value = scanner.read_weight(value_expected.c_str());
            }
            scanner.expect_end("end of line after \"i j value\"");
            graph.add_edge(static_cast<std::uint32_t>(i - 1), static_cast<std::uint32_t>(j - 1));
            weights.append(value);
        }
    }
    if (graph.edge_count() != entries)
        throw parse_error(name, size_line, std::to_string(entries) + " entries as this size line says",
                          std::to_string(graph.edge_count()) + " in the file");
    return graph;
}

}  // namespace detail
}  // namespace io
}  // namespace gpu_paths
}  // namespace boost
