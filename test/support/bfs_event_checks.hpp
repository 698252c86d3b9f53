// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The BFS live-event checks (test_bfs_live_events.cpp): visitors that log BGL's events
// and throw at a chosen one, random graphs of every integer-vertex graph type, and one
// case run by BGL's breadth_first_search and by the drop-in with the same visitor, whose
// events, colors, distances, predecessors and throws must agree.
#ifndef BOOST_GPU_PATHS_TEST_SUPPORT_BFS_EVENT_CHECKS_HPP
#define BOOST_GPU_PATHS_TEST_SUPPORT_BFS_EVENT_CHECKS_HPP

#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include "support/random.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/adjacency_matrix.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/visitors.hpp>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

namespace bfs_event_checks {

namespace gp = boost::gpu_paths;

using directed = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
using undirected = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
using bidirectional = boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS>;
using csr = boost::compressed_sparse_row_graph<boost::directedS>;
using matrix = boost::adjacency_matrix<boost::directedS>;

struct stop_here {};

// What the loggers share: the log, and a throw of stop_here at its throw_at-th entry
// (never when negative).
struct logger_base : boost::default_bfs_visitor {
    std::vector<std::string>* log;
    long throw_at;
    void note(std::string entry) const
    {
        log->push_back(std::move(entry));
        if (throw_at >= 0 && static_cast<long>(log->size()) == throw_at) throw stop_here();
    }
    template <class E, class G>
    static std::string ends(E e, const G& g)
    {
        return std::to_string(source(e, g)) + " " + std::to_string(target(e, g));
    }
};

// A logger of type Visitor (one of those below) writing to `log`.
template <class Visitor>
Visitor make_logger(std::vector<std::string>* log, long throw_at)
{
    Visitor visitor{};
    visitor.log = log;
    visitor.throw_at = throw_at;
    return visitor;
}

// Logs the vertex events and tree edges.
struct vertex_logger : logger_base {
    template <class V, class G>
    void initialize_vertex(V v, const G&) const { note("initialize " + std::to_string(v)); }
    template <class V, class G>
    void discover_vertex(V v, const G&) const { note("discover " + std::to_string(v)); }
    template <class V, class G>
    void examine_vertex(V v, const G&) const { note("examine " + std::to_string(v)); }
    template <class V, class G>
    void finish_vertex(V v, const G&) const { note("finish " + std::to_string(v)); }
    template <class E, class G>
    void tree_edge(E e, const G& g) const { note("tree " + ends(e, g)); }
};

// Discoveries only, as most real visitors (a recorder of the order, a stop at a target).
struct discovery_logger : logger_base {
    template <class V, class G>
    void discover_vertex(V v, const G&) const { note(std::to_string(v)); }
};

// Every event, those on every edge included (the search then stays on the caller's graph).
struct edge_logger : vertex_logger {
    template <class E, class G>
    void examine_edge(E e, const G& g) const { note("examine edge " + ends(e, g)); }
    template <class E, class G>
    void non_tree_edge(E e, const G& g) const { note("non-tree " + ends(e, g)); }
    template <class E, class G>
    void gray_target(E e, const G& g) const { note("gray " + ends(e, g)); }
    template <class E, class G>
    void black_target(E e, const G& g) const { note("black " + ends(e, g)); }
};

// Edge events without the colors of their targets.
struct examine_edge_logger : logger_base {
    template <class E, class G>
    void examine_edge(E e, const G& g) const { note(ends(e, g)); }
};

template <class Graph>
Graph random_graph(std::mt19937_64& rng, std::size_t n, std::size_t m)
{
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    std::vector<std::pair<std::size_t, std::size_t>> edges;
    for (std::size_t e = 0; e < m; ++e) {  // self loops and repeats too; the draws in order
        const std::size_t from = pick(rng);
        edges.emplace_back(from, pick(rng));
    }
    if constexpr (std::is_same<Graph, csr>::value) {
        std::sort(edges.begin(), edges.end());
        return Graph(boost::edges_are_sorted, edges.begin(), edges.end(), n);
    } else {
        Graph g(n);
        for (const auto& e : edges) add_edge(e.first, e.second, g);
        return g;
    }
}

// The logger's tree edge first, then the distances and predecessors, as the drop-in.
template <class Visitor, class Recorders>
struct with_recorders : Visitor {
    Recorders extra;
    template <class E, class G>
    void tree_edge(E e, const G& g)
    {
        Visitor::tree_edge(e, g);
        extra.tree_edge(e, g);
    }
};

// One case: BGL's search against the drop-in's with the given options, both with a color
// map (poisoned first); the drop-in's distances and predecessors against those BGL's tree
// edges give.
template <class Visitor, class Graph>
void compare_with_bgl(const Graph& g, const std::vector<std::size_t>& sources, long throw_at, const gp::options& tuning,
                      const std::string& context, gp::backend_kind backend = gp::backend_kind::automatic,
                      bool with_color = true, std::string* method = nullptr)
{
    const std::size_t n = num_vertices(g);
    std::vector<std::string> expected, got;
    std::vector<boost::default_color_type> bgl_colors(n, boost::default_color_type(7)), our_colors(bgl_colors);
    std::vector<std::uint32_t> bgl_d(n, 0xdeadbeef), our_d(n, 0xdeadbeef);
    std::vector<std::size_t> bgl_p(n, 0xdeadbeef), our_p(n, 0xdeadbeef);
    for (std::size_t v = 0; v < n; ++v) {
        bgl_d[v] = std::numeric_limits<std::uint32_t>::max();
        bgl_p[v] = v;
    }
    for (std::size_t s : sources) bgl_d[s] = 0;
    bool bgl_threw = false, we_threw = false;
    const auto index = get(boost::vertex_index, g);
    try {
        boost::queue<std::size_t> queue;
        auto recorders = boost::make_bfs_visitor(std::make_pair(
            boost::record_distances(make_iterator_property_map(bgl_d.begin(), index), boost::on_tree_edge()),
            boost::record_predecessors(make_iterator_property_map(bgl_p.begin(), index), boost::on_tree_edge())));
        with_recorders<Visitor, decltype(recorders)> visitor{make_logger<Visitor>(&expected, throw_at), recorders};
        boost::breadth_first_search(g, sources.begin(), sources.end(), queue, visitor,
                                    make_iterator_property_map(bgl_colors.begin(), index));
    } catch (const stop_here&) {
        bgl_threw = true;
    }
    gp::report report;
    try {
        const auto common = boost::visitor(make_logger<Visitor>(&got, throw_at)).distance_map(our_d.data()).predecessor_map(our_p.data());
        if (with_color)
            boost::gpu_breadth_first_search(
                g, sources.begin(), sources.end(),
                gp::report_to(report, gp::with_options(tuning, gp::use_backend(backend, common.color_map(make_iterator_property_map(
                                                                                             our_colors.begin(), index))))));
        else
            boost::gpu_breadth_first_search(
                g, sources.begin(), sources.end(),
                gp::report_to(report, gp::with_options(tuning, gp::use_backend(backend, common))));
    } catch (const stop_here&) {
        we_threw = true;
    }
    if (!with_color) our_colors = bgl_colors;  // BGL's own map, which the drop-in never had
    if (method) *method = report.method;
    BOOST_TEST_CONTEXT(context << ", throw at " << throw_at << ", switch after "
                               << tuning.bfs.visitor_switch_after << ", method: " << report.method)
    {
        BOOST_TEST(we_threw == bgl_threw);
        BOOST_TEST(got == expected, boost::test_tools::per_element());
        BOOST_TEST(our_colors == bgl_colors, boost::test_tools::per_element());
        BOOST_TEST(our_d == bgl_d, boost::test_tools::per_element());
        BOOST_TEST(our_p == bgl_p, boost::test_tools::per_element());
        if (!we_threw) BOOST_TEST(report.method.find("events live") != std::string::npos);
    }
}

template <class Graph, class Visitor>
void live_events_as_bgl(std::uint64_t salt, const char* kind, bool with_color = true)
{
    std::mt19937_64 rng = test_support::make_rng(salt);
    for (int round = 0; round < 40; ++round) {
        const std::size_t n = std::uniform_int_distribution<std::size_t>(1, 300)(rng);
        const std::size_t m = std::uniform_int_distribution<std::size_t>(0, 3 * n)(rng);
        const Graph g = random_graph<Graph>(rng, n, m);
        std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
        std::vector<std::size_t> sources{vertex(rng)};
        if (round % 4 == 3) {  // several sources, one listed twice
            sources.push_back(vertex(rng));
            sources.push_back(sources.front());
        }
        gp::options tuning;
        tuning.bfs.visitor_arrays_from = 0;
        // The move at a random vertex, at the first, or when the arrays are ready.
        tuning.bfs.visitor_switch_after =
            round % 3 == 0 ? 0 : round % 3 == 1 ? 1 : std::uniform_int_distribution<std::uint64_t>(1, n)(rng);
        const long throw_at = round % 2 ? std::uniform_int_distribution<long>(1, long(4 * n))(rng) : -1;
        compare_with_bgl<Visitor>(g, sources, throw_at, tuning,
                                  std::string(kind) + ", n = " + std::to_string(n) + ", m = " + std::to_string(m) +
                                      ", " + std::to_string(sources.size()) + " sources" +
                                      (with_color ? "" : ", no color map"),
                                  gp::backend_kind::automatic, with_color);
    }
}

// Searches without a color map of the caller's, whose remaining events are replayed
// from BGL's discovery order computed on `backend` (bfs_options::visitor_order on), at a
// random vertex, at the first, or when the order is there. Returns the rounds replayed.
template <class Graph, class Visitor>
int replayed_events_as_bgl(std::uint64_t salt, const char* kind, gp::backend_kind backend)
{
    std::mt19937_64 rng = test_support::make_rng(salt);
    int replayed = 0;
    for (int round = 0; round < 40; ++round) {
        const std::size_t n = std::uniform_int_distribution<std::size_t>(1, 300)(rng);
        const std::size_t m = std::uniform_int_distribution<std::size_t>(0, 3 * n)(rng);
        const Graph g = random_graph<Graph>(rng, n, m);
        std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
        std::vector<std::size_t> sources{vertex(rng)};
        if (round % 4 == 3) {  // several sources, distinct (one listed twice keeps BGL's loop)
            for (int more = 0; more < 3; ++more) sources.push_back(vertex(rng));
            std::sort(sources.begin(), sources.end());
            sources.erase(std::unique(sources.begin(), sources.end()), sources.end());
            std::shuffle(sources.begin(), sources.end(), rng);
        }
        if (round % 8 == 7) sources.push_back(sources.front());
        gp::options tuning;
        tuning.threads = 4;  // the arrays, and so the order, need a thread besides the search
        tuning.bfs.visitor_arrays_from = 0;
        tuning.bfs.visitor_order = gp::bfs_options::visitor_order_mode::on;
        tuning.bfs.visitor_switch_after =
            round % 3 == 0 ? 0 : round % 3 == 1 ? 1 : std::uniform_int_distribution<std::uint64_t>(1, n)(rng);
        const long throw_at = round % 2 ? std::uniform_int_distribution<long>(1, long(4 * n))(rng) : -1;
        std::string method;
        compare_with_bgl<Visitor>(g, sources, throw_at, tuning,
                                  std::string(kind) + ", " + gp::to_string(backend) + ", n = " + std::to_string(n) +
                                      ", m = " + std::to_string(m) + ", " + std::to_string(sources.size()) + " sources",
                                  backend, false, &method);
        if (method.find("replayed") != std::string::npos) ++replayed;
    }
    return replayed;
}

}  // namespace bfs_event_checks

#endif
