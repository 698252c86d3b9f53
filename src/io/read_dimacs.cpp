// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The DIMACS family: 9th DIMACS Challenge shortest-path files ("p sp N M", "a U V W")
// and PACE treewidth graphs ("p tw N M", "U V"). Both have "c" comment lines and one
// problem line before the edges, 1-based ids, and an edge count that must match.
#include "io/readers.hpp"
#include "io/text_scanner.hpp"
#include "io/weight_text.hpp"

#include <string>

namespace boost {
namespace gpu_paths {
namespace io {
namespace detail {
namespace {

struct problem_line {
    std::uint64_t vertex_count = 0;
    std::uint64_t edge_count = 0;
    std::size_t line = 0;
};

// Parses "p KIND N M" on the current line.
problem_line read_problem_line(text_scanner& scanner, const char* kind, const char* usage)
{
    problem_line p;
    p.line = scanner.line_number();
    const std::string_view marker = scanner.read_word();
    if (marker != "p") scanner.fail_word(usage, marker);
    const std::string_view problem = scanner.read_word();
    if (problem != kind) scanner.fail_word(std::string("\"") + kind + "\" (a problem line " + usage + ")", problem);
    p.vertex_count = scanner.read_unsigned("the vertex count N");
    p.edge_count = scanner.read_unsigned("the edge count M");
    scanner.expect_end("end of line after the problem line");
    check_vertex_count(p.vertex_count, scanner.name(), p.line);
    return p;
}

void check_edge_count(const edge_list& graph, const problem_line& p, const std::string& name, const char* unit)
{
    if (graph.edge_count() != p.edge_count)
        throw parse_error(name, p.line, std::to_string(p.edge_count) + " " + unit + " as this problem line says",
                          std::to_string(graph.edge_count()) + " in the file");
}

[[noreturn]] void missing_problem_line(const text_scanner& scanner, const char* usage)
{
    throw parse_error(scanner.name(), scanner.line_number() ? scanner.line_number() : 1,
                      std::string("a problem line ") + usage, "none in the file");
}

}  // namespace

edge_list parse_dimacs(std::string_view text, const std::string& name)
{
    static const char usage[] = "\"p sp N M\"";
    edge_list graph;
    graph.format = "dimacs";
    graph.first_id = 1;
    graph.directed = true;
    graph.weighted = true;

    text_scanner scanner(text, name);
    weight_appender weights(graph);
    problem_line problem;
    bool have_problem = false;
    std::string vertex_range;
    while (scanner.next_line()) {
        const char first = scanner.first_char();
        if (first == 'a' && have_problem) {
            const std::string_view marker = scanner.read_word();
            if (marker.size() != 1) scanner.fail_word("an arc line \"a U V W\"", marker);
            const auto u = scanner.read_unsigned_in(1, problem.vertex_count, vertex_range.c_str());
            const auto v = scanner.read_unsigned_in(1, problem.vertex_count, vertex_range.c_str());
            const parsed_weight w = scanner.read_weight("an arc weight W");
            scanner.expect_end("end of line after the arc weight");
            graph.add_edge(static_cast<std::uint32_t>(u - 1), static_cast<std::uint32_t>(v - 1));
            weights.append(w);
        } else if (first == 'c' || first == '\0') {
            if (first == 'c' && graph.description.empty()) graph.description = comment_text(scanner.line(), 1);
        } else if (first == 'p' && !have_problem) {
            problem = read_problem_line(scanner, "sp", usage);
            have_problem = true;
            vertex_range = "a vertex id in 1.." + std::to_string(problem.vertex_count);
            graph.vertex_count = static_cast<std::uint32_t>(problem.vertex_count);
            reserve_edges(graph, problem.edge_count, scanner.remaining_bytes(), sizeof "a 1 1 0");
        } else if (first == 'a') {
            scanner.fail(std::string("the problem line ") + usage + " before the first arc");
        } else if (first == 'p') {
            scanner.fail("one problem line only");
        } else {
            scanner.fail("a line starting with \"c\", \"p\" or \"a\"");
        }
    }
    if (!have_problem) missing_problem_line(scanner, usage);
    check_edge_count(graph, problem, name, "arcs");
    return graph;
}

edge_list parse_pace(std::string_view text, const std::string& name)
{
    static const char usage[] = "\"p tw N M\"";
    edge_list graph;
    graph.format = "pace";
    graph.first_id = 1;
    graph.directed = false;
    graph.weighted = false;

    text_scanner scanner(text, name);
    problem_line problem;
    bool have_problem = false;
    std::string vertex_range;
    while (scanner.next_line()) {
        const char first = scanner.first_char();
        if (first >= '0' && first <= '9' && have_problem) {
            const auto u = scanner.read_unsigned_in(1, problem.vertex_count, vertex_range.c_str());
            const auto v = scanner.read_unsigned_in(1, problem.vertex_count, vertex_range.c_str());
            scanner.expect_end("end of line after the edge \"U V\"");
            graph.add_edge(static_cast<std::uint32_t>(u - 1), static_cast<std::uint32_t>(v - 1));
        } else if (first == 'c' || first == '\0') {
            if (first == 'c' && graph.description.empty()) graph.description = comment_text(scanner.line(), 1);
        } else if (first == 'p' && !have_problem) {
            problem = read_problem_line(scanner, "tw", usage);
            have_problem = true;
            vertex_range = "a vertex id in 1.." + std::to_string(problem.vertex_count);
            graph.vertex_count = static_cast<std::uint32_t>(problem.vertex_count);
            reserve_edges(graph, problem.edge_count, scanner.remaining_bytes(), sizeof "1 1");
        } else if (first >= '0' && first <= '9') {
            scanner.fail(std::string("the problem line ") + usage + " before the first edge");
        } else if (first == 'p') {
            scanner.fail("one problem line only");
        } else {
            scanner.fail("an edge \"U V\" or a line starting with \"c\" or \"p\"");
        }
    }
    if (!have_problem) missing_problem_line(scanner, usage);
    check_edge_count(graph, problem, name, "edges");
    return graph;
}

}  // namespace detail
}  // namespace io
}  // namespace gpu_paths
}  // namespace boost
