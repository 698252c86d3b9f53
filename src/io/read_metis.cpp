// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// METIS graph files: header "n m [fmt [ncon]]", then line i+1 lists vertex i's
// neighbours (1-based), each followed by its edge weight when fmt's last digit is 1; a
// vertex size and ncon vertex weights lead the line when fmt's first and second digits
// are 1. "%" lines are comments; an empty line is a vertex without neighbours.
// The graph is undirected: each edge must appear in both endpoints' lists with the same
// weight, and m counts it once. The edge list keeps each edge once, from the smaller
// endpoint's list.
#include "io/readers.hpp"
#include "io/text_scanner.hpp"
#include "io/weight_text.hpp"

#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace io {
namespace detail {
namespace {

struct header {
    std::uint64_t vertex_count = 0;
    std::uint64_t edge_count = 0;
    bool vertex_sizes = false;
    bool vertex_weights = false;
    bool edge_weights = false;
    std::uint64_t constraints = 0;  // vertex weights per vertex
    std::size_t line = 0;
};

header read_header(text_scanner& scanner)
{
    header h;
    h.line = scanner.line_number();
    h.vertex_count = scanner.read_unsigned("the vertex count n");
    h.edge_count = scanner.read_unsigned("the edge count m");
    if (!scanner.at_end()) {
        const std::string_view fmt = scanner.read_word();
        const bool valid = !fmt.empty() && fmt.size() <= 3 && fmt.find_first_not_of("01") == std::string_view::npos;
        if (!valid) scanner.fail_word("a format code of up to three 0/1 digits (such as 1, 10, 11 or 100)", fmt);
        const std::string digits = std::string(3 - fmt.size(), '0') + std::string(fmt);
        h.vertex_sizes = digits[0] == '1';
        h.vertex_weights = digits[1] == '1';
        h.edge_weights = digits[2] == '1';
    }
    h.constraints = h.vertex_weights ? 1 : 0;
    if (!scanner.at_end()) {
        h.constraints = scanner.read_unsigned("the number of vertex weights ncon");
        if (!h.vertex_weights && h.constraints != 0)
            throw parse_error(scanner.name(), h.line, "ncon only with vertex weights (a format code such as 10)", "");
    }
    scanner.expect_end("end of the header line \"n m [fmt [ncon]]\"");
    check_vertex_count(h.vertex_count, scanner.name(), h.line);
    return h;
}

// An edge as one endpoint lists it. Weights compare as doubles and, for whole ones, as
// exact integers too (0 for the others), so that weights beyond 2^53 that round to the
// same double still differ.
struct half_edge {
    std::uint32_t low, high;
    double weight;
    std::int64_t exact_weight;
    auto key() const { return std::tie(low, high, weight, exact_weight); }
    bool operator<(const half_edge& o) const { return key() < o.key(); }
    bool operator!=(const half_edge& o) const { return key() != o.key(); }
};

// Every edge listed at its smaller endpoint must be listed at its larger one too.
// line_of covers every vertex that lists an edge.
void check_symmetric(std::vector<half_edge> from_low, std::vector<half_edge> from_high,
                     const std::vector<std::size_t>& line_of, const std::string& name)
{
    std::sort(from_low.begin(), from_low.end());
    std::sort(from_high.begin(), from_high.end());
    const std::size_t common = std::min(from_low.size(), from_high.size());
    std::size_t i = 0;
    while (i < common && !(from_low[i] != from_high[i])) ++i;
    if (i == common && from_low.size() == from_high.size()) return;
    // The smaller of the two first differing entries is the one without a partner.
    const bool low_unmatched = i == from_high.size() || (i < from_low.size() && from_low[i] < from_high[i]);
    const half_edge e = low_unmatched ? from_low[i] : from_high[i];
    const std::uint32_t lister = low_unmatched ? e.low : e.high, listed = low_unmatched ? e.high : e.low;
    throw parse_error(name, line_of[lister],
                      "vertex " + std::to_string(listed + 1) + " to list vertex " + std::to_string(lister + 1) +
                          " as well (with the same edge weight), since vertex " + std::to_string(lister + 1) +
                          " lists vertex " + std::to_string(listed + 1),
                      "");
}

}  // namespace

edge_list parse_metis(std::string_view text, const std::string& name)
{
    edge_list graph;
    graph.format = "metis";
    graph.first_id = 1;
    graph.directed = false;

    text_scanner scanner(text, name);
    header h;
    bool have_header = false;
    while (!have_header && scanner.next_line()) {
        const char first = scanner.first_char();
        if (first == '%' || first == '\0') {
            if (first == '%' && graph.description.empty()) graph.description = comment_text(scanner.line(), 1);
            continue;
        }
        h = read_header(scanner);
        have_header = true;
    }
    if (!have_header) throw parse_error(name, 1, "the header line \"n m [fmt [ncon]]\"", "none in the file");
    graph.vertex_count = static_cast<std::uint32_t>(h.vertex_count);
    graph.weighted = h.edge_weights;
    // Every edge is listed twice, "2 " (or "2 5 " with its weight) at the least each time.
    reserve_edges(graph, h.edge_count, scanner.remaining_bytes(), h.edge_weights ? 8 : 4);

    const std::string neighbour_range = "a neighbour id in 1.." + std::to_string(h.vertex_count);
    // The line of each vertex read so far; it grows with the lines, not with the header's n.
    std::vector<std::size_t> line_of;
    std::vector<half_edge> from_low, from_high;
    weight_appender weights(graph);
    from_low.reserve(graph.sources.capacity());
    from_high.reserve(graph.sources.capacity());
    std::uint32_t vertex = 0;
    while (vertex < graph.vertex_count && scanner.next_line()) {
        if (scanner.first_char() == '%') continue;
        line_of.push_back(scanner.line_number());
        if (h.vertex_sizes) scanner.read_unsigned("the vertex size");
        for (std::uint64_t c = 0; c < h.constraints; ++c) scanner.read_signed("a vertex weight");
        while (!scanner.at_end()) {
            const auto id = scanner.read_unsigned_in(1, h.vertex_count, neighbour_range.c_str());
            const auto neighbour = static_cast<std::uint32_t>(id - 1);
            if (neighbour == vertex)
                scanner.fail_word("a neighbour other than the vertex itself (METIS graphs have no self loops)",
                                  std::to_string(id));
            const parsed_weight weight =
                h.edge_weights ? scanner.read_weight("the edge weight after the neighbour") : parsed_weight{1.0, true, 1};
            const std::int64_t exact_weight = weight.whole ? weight.integer : 0;
            if (vertex < neighbour) {
                from_low.push_back({vertex, neighbour, weight.value, exact_weight});
                graph.add_edge(vertex, neighbour);
                if (h.edge_weights) weights.append(weight);
            } else {
                from_high.push_back({neighbour, vertex, weight.value, exact_weight});
            }
        }
        ++vertex;
    }
    // Lines missing at the end are vertices without neighbours; anything after the last
    // vertex line must be a comment or blank.
    while (scanner.next_line()) {
        const char first = scanner.first_char();
        if (first != '%' && first != '\0')
            scanner.fail("end of file after the " + std::to_string(h.vertex_count) + " vertex lines the header announces");
    }

    check_symmetric(std::move(from_low), std::move(from_high), line_of, name);
    if (graph.edge_count() != h.edge_count)
        throw parse_error(name, h.line, std::to_string(h.edge_count) + " edges as this header says",
                          std::to_string(graph.edge_count()) + " in the adjacency lists");
    return graph;
}

}  // namespace detail
}  // namespace io
}  // namespace gpu_paths
}  // namespace boost
