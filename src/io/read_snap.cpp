// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// SNAP-style edge lists: "U V" or "U V W" per line, "#" or "%" comment lines, fields
// separated by blanks, tabs or commas. Ids are arbitrary integers, often with gaps
// (wiki-Vote): vertices are numbered densely in increasing id order and the ids kept.
// The graph is directed unless a comment before the first edge says "undirected".
// GAPBS's .el and .wel files are such lists; a CSV export's header line ("source,target,
// weight"), which starts with a letter where an id would start, is skipped when edges
// follow it (without any, it was an edge with ids that are not integers: an error).
#include "io/readers.hpp"
#include "io/text_scanner.hpp"
#include "io/weight_text.hpp"

#include <algorithm>
#include <cctype>
#include <limits>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace io {
namespace detail {
namespace {

bool mentions_undirected(std::string_view line)
{
    std::string lowered(line);
    std::transform(lowered.begin(), lowered.end(), lowered.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return lowered.find("undirected") != std::string::npos;
}

// Replaces file ids by dense vertex numbers (in increasing id order) and records the ids.
void number_vertices(const std::vector<std::int64_t>& source_ids, const std::vector<std::int64_t>& target_ids,
                     edge_list& graph, const std::string& name, std::size_t last_line)
{
    const std::size_t m = source_ids.size();
    graph.sources.resize(m);
    graph.targets.resize(m);
    if (m == 0) return;
    std::int64_t low = std::numeric_limits<std::int64_t>::max(), high = std::numeric_limits<std::int64_t>::min();
    for (std::size_t e = 0; e < m; ++e) {
        low = std::min({low, source_ids[e], target_ids[e]});
        high = std::max({high, source_ids[e], target_ids[e]});
    }
    const std::uint64_t distance = static_cast<std::uint64_t>(high) - static_cast<std::uint64_t>(low);

    std::vector<std::int64_t> ids;
    if (distance < 4 * std::uint64_t(m) + (1u << 20)) {
        const std::uint64_t span = distance + 1;
        // Ids are dense enough for a direct table indexed by id - low.
        constexpr std::uint32_t absent = std::numeric_limits<std::uint32_t>::max();
        std::vector<std::uint32_t> number(span, absent);
        for (std::size_t e = 0; e < m; ++e) {
            number[std::size_t(source_ids[e] - low)] = 0;
            number[std::size_t(target_ids[e] - low)] = 0;
        }
        std::uint64_t count = 0;
        for (std::uint64_t i = 0; i < span; ++i) count += number[i] != absent;
        check_vertex_count(count, name, last_line);
        std::uint32_t next = 0;
        for (std::uint64_t i = 0; i < span; ++i)
            if (number[i] != absent) number[i] = next++;
        for (std::size_t e = 0; e < m; ++e) {
            graph.sources[e] = number[std::size_t(source_ids[e] - low)];
            graph.targets[e] = number[std::size_t(target_ids[e] - low)];
        }
        graph.vertex_count = next;
        if (count == span) {
            graph.first_id = low;  // contiguous ids: nothing to keep
            return;
        }
        ids.reserve(next);
        for (std::uint64_t i = 0; i < span; ++i)
            if (number[i] != absent) ids.push_back(low + static_cast<std::int64_t>(i));
    } else {
        ids.reserve(2 * m);
        ids.insert(ids.end(), source_ids.begin(), source_ids.end());
        ids.insert(ids.end(), target_ids.begin(), target_ids.end());
        std::sort(ids.begin(), ids.end());
        ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
        check_vertex_count(ids.size(), name, last_line);
        auto number_of = [&](std::int64_t id) {
            return static_cast<std::uint32_t>(std::lower_bound(ids.begin(), ids.end(), id) - ids.begin());
        };
        for (std::size_t e = 0; e < m; ++e) {
            graph.sources[e] = number_of(source_ids[e]);
            graph.targets[e] = number_of(target_ids[e]);
        }
        graph.vertex_count = static_cast<std::uint32_t>(ids.size());
    }
    graph.original_ids = std::move(ids);
}

// A field name or a quoted one: no id starts like that (ids are signed integers).
bool is_header_start(char c)
{
    return std::isalpha(static_cast<unsigned char>(c)) || c == '"' || c == '_';
}

}  // namespace

edge_list parse_snap(std::string_view text, const std::string& name)
{
    edge_list graph;
    graph.format = "snap";
    graph.directed = true;

    text_scanner scanner(text, name);
    scanner.allow_commas(true);
    std::vector<std::int64_t> source_ids, target_ids;
    const std::size_t guess = text.size() / 12 + 16;
    source_ids.reserve(guess);
    target_ids.reserve(guess);
    weight_appender weights(graph);
    bool first_edge = true, header_skipped = false;
    std::size_t header_line = 0;
    while (scanner.next_line()) {
        const char first = scanner.first_char();
        if (first == '\0') continue;
        if (first == '#' || first == '%') {
            if (first_edge) {
                if (graph.description.empty()) graph.description = comment_text(scanner.line(), 1);
                if (mentions_undirected(scanner.line())) graph.directed = false;
            }
            continue;
        }
        if (first_edge && !header_skipped && is_header_start(first)) {
            header_skipped = true;
            header_line = scanner.line_number();
            continue;
        }
        source_ids.push_back(scanner.read_signed("a vertex id"));
        target_ids.push_back(scanner.read_signed("a second vertex id"));
        if (first_edge) {
            graph.weighted = !scanner.at_end();
            first_edge = false;
        }
        if (graph.weighted) {
            weights.append(scanner.read_weight("an edge weight as the third field (as on the first edge line)"));
            scanner.expect_end("end of line after \"U V W\"");
        } else {
            scanner.expect_end("end of line after \"U V\" (the first edge line has no weight)");
        }
    }
    // A header names the columns of the edges below it; with none below, the line was
    // meant as an edge whose ids are not integers.
    if (header_skipped && first_edge)
        scanner.fail_at(header_line, "an edge \"U V [W]\" with integer vertex ids (a header line, which this one "
                                     "would be, must be followed by edges)");
    number_vertices(source_ids, target_ids, graph, name, scanner.line_number());
    return graph;
}

}  // namespace detail
}  // namespace io
}  // namespace gpu_paths
}  // namespace boost
