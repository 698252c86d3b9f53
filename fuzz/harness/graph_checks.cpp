// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "graph_checks.hpp"

#include "finding.hpp"

#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/io/write_graph.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <exception>
#include <limits>
#include <sstream>

namespace io = boost::gpu_paths::io;

namespace fuzz {
namespace {

// Checks that allocate per vertex or per edge run only up to this size: a valid header
// may announce four billion vertices in a few bytes, and the checks must not be what
// runs out of memory.
constexpr std::size_t largest_checked = std::size_t(1) << 20;

// What the format itself fixes about every graph read from it.
struct format_rules {
    io::graph_format format;
    const char* name;  // edge_list::format
    int directed;      // 1, 0, or -1 when the file decides
    int weighted;
    bool one_based;    // first_id 1 and no original ids
    bool self_loops;   // allowed at all
    bool low_to_high;  // each edge kept once, from its smaller endpoint
};

constexpr format_rules all_rules[] = {
    {io::graph_format::dimacs, "dimacs", 1, 1, true, true, false},
    {io::graph_format::pace, "pace", 0, 0, true, true, false},
    {io::graph_format::matrix_market, "mtx", -1, -1, true, true, false},
    {io::graph_format::metis, "metis", 0, -1, true, false, true},
    {io::graph_format::snap, "snap", -1, -1, false, true, false},
};

const format_rules& rules_for(const io::edge_list& graph, io::graph_format requested)
{
    for (const format_rules& rules : all_rules)
        if (graph.format == rules.name) {
            if (requested != io::graph_format::automatic && requested != rules.format)
                finding("the " + std::string(io::to_string(requested)) + " reader returned format \"" + graph.format +
                        "\"");
            return rules;
        }
    finding("unknown edge_list::format \"" + graph.format + "\"");
}

void check_arrays(const io::edge_list& graph)
{
    const std::size_t m = graph.edge_count();
    require(graph.targets.size() == m, "sources and targets differ in length");
    require(graph.weighted ? graph.weights.size() == m : graph.weights.empty(),
            "weights do not match the edge count and the weighted flag");
    require(graph.vertex_count < std::numeric_limits<std::uint32_t>::max(), "vertex_count of 2^32 - 1 or more");
    for (std::size_t e = 0; e < m; ++e)
        if (graph.sources[e] >= graph.vertex_count || graph.targets[e] >= graph.vertex_count)
            finding("edge " + std::to_string(e) + " (" + std::to_string(graph.sources[e]) + " -> " +
                    std::to_string(graph.targets[e]) + ") leaves a graph of " + std::to_string(graph.vertex_count) +
                    " vertices");
    for (double w : graph.weights) require(std::isfinite(w), "a weight that is not finite");
}

void check_ids(const io::edge_list& graph)
{
    if (graph.original_ids.empty()) {
        // first_id + vertex_count - 1 must be an int64: the last vertex's id.
        require(graph.vertex_count == 0 ||
                    graph.first_id <= std::numeric_limits<std::int64_t>::max() - (std::int64_t(graph.vertex_count) - 1),
                "the last vertex's id overflows int64");
    } else {
        require(graph.original_ids.size() == graph.vertex_count, "original_ids does not hold one id per vertex");
        for (std::size_t v = 1; v < graph.original_ids.size(); ++v)
            require(graph.original_ids[v - 1] < graph.original_ids[v], "original_ids not strictly increasing");
    }
    const std::size_t sampled = std::min(graph.edge_count(), largest_checked);
    for (std::size_t e = 0; e < sampled; ++e)
        for (std::uint32_t v : {graph.sources[e], graph.targets[e]})
            if (graph.vertex_of(graph.id_of(v)) != v)
                finding("vertex " + std::to_string(v) + " has id " + std::to_string(graph.id_of(v)) +
                        ", which names another vertex");
}

void check_format_rules(const io::edge_list& graph, const format_rules& rules)
{
    if (rules.directed >= 0) require(graph.directed == (rules.directed == 1), "direction differs from the format's");
    if (rules.weighted >= 0) require(graph.weighted == (rules.weighted == 1), "weights differ from the format's");
    if (rules.one_based) require(graph.first_id == 1 && graph.original_ids.empty(), "ids are not 1-based");
    for (std::size_t e = 0; e < graph.edge_count(); ++e) {
        if (!rules.self_loops) require(graph.sources[e] != graph.targets[e], "a self loop in a format without them");
        if (rules.low_to_high) require(graph.sources[e] < graph.targets[e], "an edge not kept from its smaller endpoint");
    }
}

// write_dimacs's output reads back as the same arcs and weights (its numbers are the
// shortest text that reads back as the same double).
void check_written_dimacs(const io::edge_list& graph)
{
    std::ostringstream out;
    io::write_dimacs(graph, out);
    io::edge_list back;
    try {
        back = io::parse_graph(out.str(), "written.gr", io::graph_format::dimacs);
    } catch (const boost::gpu_paths::invalid_input& error) {
        finding(std::string("write_dimacs's output does not read back: ") + error.what());
    }
    require(back.vertex_count == graph.vertex_count, "write_dimacs changed the vertex count");
    std::size_t arc = 0;
    for (std::size_t e = 0; e < graph.edge_count(); ++e) {
        const std::uint32_t u = graph.sources[e], v = graph.targets[e];
        const int copies = !graph.directed && u != v ? 2 : 1;
        for (int copy = 0; copy < copies; ++copy, ++arc) {
            require(arc < back.edge_count(), "write_dimacs dropped arcs");
            require(back.sources[arc] == (copy ? v : u) && back.targets[arc] == (copy ? u : v),
                    "write_dimacs changed an arc's endpoints");
            require(back.weights[arc] == graph.weight(e), "write_dimacs changed a weight");
        }
    }
    require(arc == back.edge_count(), "write_dimacs added arcs");
}

void check_summary(const io::edge_list& graph)
{
    const io::edge_list_summary s = io::summarize(graph);
    require(s.vertex_count == graph.vertex_count && s.edge_count == graph.edge_count(),
            "summarize's counts differ from the list's");
    require(s.self_loops <= s.edge_count && s.parallel_edges <= s.edge_count, "summarize counts more loops than edges");
    require(s.isolated_vertices <= s.vertex_count, "summarize counts more isolated vertices than vertices");
    require(s.max_out_degree <= 2 * s.edge_count, "summarize's max degree exceeds twice the edge count");
    require(s.edge_count == 0 || s.min_weight <= s.max_weight, "summarize's min weight exceeds its max");
}

}  // namespace

std::string describe(const io::edge_list& graph)
{
    auto bucket = [](std::size_t n) { return std::to_string(std::min<std::size_t>(n, 8)); };
    return "accepted: " + graph.format + (graph.directed ? " directed" : " undirected") +
           (graph.weighted ? " weighted" : "") + (graph.original_ids.empty() ? "" : " ids") + " n" +
           bucket(graph.vertex_count) + " m" + bucket(graph.edge_count());
}

void check_graph(const io::edge_list& graph, io::graph_format requested)
{
    const format_rules& rules = rules_for(graph, requested);
    check_arrays(graph);
    // vertex_of and the checks below throw only if the graph is inconsistent.
    try {
        check_ids(graph);
        check_format_rules(graph, rules);
        if (graph.edge_count() <= largest_checked) check_written_dimacs(graph);
        if (graph.vertex_count <= largest_checked && graph.edge_count() <= largest_checked) {
            check_summary(graph);
            check_bgl_conversions(graph);
        }
    } catch (const std::exception& error) {
        finding(std::string("checking an accepted graph raised: ") + error.what());
    }
}

}  // namespace fuzz
