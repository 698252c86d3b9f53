// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_breadth_first_search with a visitor of vertex events and tree edges only, the search
// that moves from the caller's graph to arrays of it part way (front_end/bfs_live_events.hpp),
// and with a visitor of every edge's events, which stays on the caller's graph: which
// visitors take it (visitor_events.hpp), and, against BGL's own
// breadth_first_search on random graphs of every integer-vertex graph type (fresh seeds,
// printed), the same events in the same order, the same colors, distances and
// predecessors, at every point of the move, with several sources, where the visitor
// throws at a random event (the maps then as BGL's at that event), and where it marks
// the color map to prune the search.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include "support/backends.hpp"
#include "support/bfs_event_checks.hpp"
#include "support/random.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/adjacency_matrix.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/visitors.hpp>

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace gp = boost::gpu_paths;
namespace events = boost::gpu_paths::detail::bfs;
using namespace bfs_event_checks;

namespace {

struct examines_edges : boost::default_bfs_visitor {
    template <class E, class G>
    void examine_edge(E, const G&) const {}
};
struct gray_targets : boost::default_bfs_visitor {
    void gray_target(boost::graph_traits<directed>::edge_descriptor, const directed&) const {}
};
struct plain_discoverer : boost::default_bfs_visitor {
    void discover_vertex(std::size_t, const directed&) const {}
};
struct marked_for_bgl : boost::default_bfs_visitor {
    void discover_vertex(std::size_t, const directed&) const {}
};

// An event visitor list: one recorder on tree edges, one counter on examine_edge.
struct edge_counter {
    using event_filter = boost::on_examine_edge;
    template <class E, class G>
    void operator()(E, const G&) const {}
};
struct discover_counter {
    using event_filter = boost::on_discover_vertex;
    template <class V, class G>
    void operator()(V, const G&) const {}
};

}  // namespace

template <>
struct boost::gpu_paths::visitor_needs_bgl_loop<marked_for_bgl> : std::true_type {};

BOOST_AUTO_TEST_CASE(the_visitors_that_take_the_live_search)
{
    using events::handles_edge_events;
    static_assert(!handles_edge_events<vertex_logger, directed>());
    static_assert(!handles_edge_events<discovery_logger, undirected>());
    static_assert(!handles_edge_events<plain_discoverer, directed>());
    static_assert(!handles_edge_events<boost::default_bfs_visitor, directed>());
    static_assert(handles_edge_events<examines_edges, directed>());
    static_assert(handles_edge_events<gray_targets, directed>());
    static_assert(gp::visitor_needs_bgl_loop<marked_for_bgl>::value);
    using listed_discoveries = boost::bfs_visitor<std::pair<discover_counter, boost::null_visitor>>;
    using listed_edges = boost::bfs_visitor<std::pair<discover_counter, edge_counter>>;
    static_assert(!handles_edge_events<listed_discoveries, directed>());
    static_assert(handles_edge_events<listed_edges, directed>());
    static_assert(handles_edge_events<edge_logger, directed>());
    static_assert(handles_edge_events<examines_edges, undirected>());
    static_assert(events::handles_target_colors<edge_logger, directed>());
    static_assert(!events::handles_target_colors<examine_edge_logger, directed>());
    BOOST_TEST(true);  // the checks above are the test
}

BOOST_AUTO_TEST_CASE(vertex_events_and_tree_edges_come_in_bgls_order_on_every_graph_type)
{
    live_events_as_bgl<directed, vertex_logger>(1, "adjacency_list directed");
    live_events_as_bgl<undirected, vertex_logger>(2, "adjacency_list undirected");
    live_events_as_bgl<bidirectional, vertex_logger>(3, "adjacency_list bidirectional");
    live_events_as_bgl<csr, vertex_logger>(4, "compressed_sparse_row_graph");
    live_events_as_bgl<matrix, vertex_logger>(5, "adjacency_matrix");
}

BOOST_AUTO_TEST_CASE(a_visitor_of_discoveries_alone_gets_bgls_discovery_order)
{
    live_events_as_bgl<directed, discovery_logger>(6, "adjacency_list directed");
    live_events_as_bgl<undirected, discovery_logger>(7, "adjacency_list undirected");
}

// A visitor that holds the search's color map and marks vertices black to leave them
// out (a way to prune BGL's search): BGL reads the map, and so does the drop-in.
struct pruning_visitor : boost::default_bfs_visitor {
    std::vector<boost::default_color_type>* colors;
    std::vector<std::size_t>* discovered;
    template <class V, class G>
    void discover_vertex(V v, const G& g) const
    {
        discovered->push_back(v);
        (*colors)[(v * 7 + 3) % num_vertices(g)] = boost::black_color;
    }
};

// The same marking on examine_edge, and the colors of the targets: the target's color is
// read after examine_edge, as BGL reads it.
struct pruning_edge_visitor : pruning_visitor {
    template <class E, class G>
    void examine_edge(E e, const G& g) const
    {
        if (target(e, g) % 5 == 0) (*colors)[target(e, g)] = boost::black_color;
    }
    template <class E, class G>
    void gray_target(E e, const G& g) const { discovered->push_back(1000000 + target(e, g)); }
    template <class E, class G>
    void black_target(E e, const G& g) const { discovered->push_back(2000000 + target(e, g)); }
};

template <class Visitor>
Visitor make_pruning(std::vector<boost::default_color_type>& colors, std::vector<std::size_t>& discovered)
{
    Visitor visitor{};
    visitor.colors = &colors;
    visitor.discovered = &discovered;
    return visitor;
}

template <class Visitor>
void prunes_as_in_bgl(std::uint64_t salt)
{
    std::mt19937_64 rng = test_support::make_rng(salt);
    for (int round = 0; round < 20; ++round) {
        const std::size_t n = std::uniform_int_distribution<std::size_t>(2, 400)(rng);
        const directed g = random_graph<directed>(rng, n, 3 * n);
        const std::size_t s = std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
        std::vector<boost::default_color_type> bgl_colors(n), our_colors(n);
        std::vector<std::size_t> expected, got;
        const auto index = get(boost::vertex_index, g);
        boost::breadth_first_search(g, s,
                                    boost::visitor(make_pruning<Visitor>(bgl_colors, expected))
                                        .color_map(make_iterator_property_map(bgl_colors.begin(), index)));
        gp::options tuning;
        tuning.bfs.visitor_arrays_from = 0;
        tuning.bfs.visitor_switch_after = round % 2 ? 1 : std::uniform_int_distribution<std::uint64_t>(1, n)(rng);
        gp::report report;
        boost::gpu_breadth_first_search(
            g, s,
            gp::report_to(report, gp::with_options(tuning, boost::visitor(make_pruning<Visitor>(our_colors, got))
                                                               .color_map(make_iterator_property_map(
                                                                   our_colors.begin(), index)))));
        BOOST_TEST_CONTEXT("n = " << n << ", source " << s << ", method: " << report.method)
        {
            BOOST_TEST(got == expected, boost::test_tools::per_element());
            BOOST_TEST(our_colors == bgl_colors, boost::test_tools::per_element());
            BOOST_TEST(report.method.find("events live") != std::string::npos);
        }
    }
}

BOOST_AUTO_TEST_CASE(a_visitor_that_marks_the_color_map_prunes_as_in_bgl)
{
    prunes_as_in_bgl<pruning_visitor>(9);
    prunes_as_in_bgl<pruning_edge_visitor>(10);
}

// A graph too large to be built before the search ends moves when the arrays are ready,
// with the default options: the result is the same whenever that is.
BOOST_AUTO_TEST_CASE(a_large_search_moves_when_the_arrays_are_ready)
{
    std::mt19937_64 rng = test_support::make_rng(8);
    const std::size_t n = 200000;
    const undirected g = random_graph<undirected>(rng, n, 3 * n);
    std::vector<std::size_t> bgl_order, our_order;
    struct recorder : boost::default_bfs_visitor {
        std::vector<std::size_t>* order;
        void discover_vertex(std::size_t v, const undirected&) const { order->push_back(v); }
    };
    boost::breadth_first_search(g, 0, boost::visitor(recorder{{}, &bgl_order}));
    gp::report report;
    boost::gpu_breadth_first_search(g, 0, gp::report_to(report, boost::visitor(recorder{{}, &our_order})));
    BOOST_TEST_MESSAGE(report.method);
    BOOST_TEST(report.method.find("events live") != std::string::npos, report.method);
    BOOST_TEST(our_order == bgl_order);
}

// The events after the move come from BGL's discovery order computed on each backend;
// every event, the outputs and a visitor's throw as BGL's.
BOOST_AUTO_TEST_CASE(events_replayed_from_the_discovery_order_are_bgls_on_every_backend)
{
    for (const gp::backend_kind backend : test_support::backends_under_test()) {
        int replayed = 0;
        replayed += replayed_events_as_bgl<directed, vertex_logger>(11, "adjacency_list directed", backend);
        replayed += replayed_events_as_bgl<undirected, vertex_logger>(12, "adjacency_list undirected", backend);
        replayed += replayed_events_as_bgl<bidirectional, vertex_logger>(13, "adjacency_list bidirectional", backend);
        replayed += replayed_events_as_bgl<csr, vertex_logger>(14, "compressed_sparse_row_graph", backend);
        replayed += replayed_events_as_bgl<matrix, vertex_logger>(15, "adjacency_matrix", backend);
        replayed += replayed_events_as_bgl<directed, discovery_logger>(16, "adjacency_list directed", backend);
        // Most rounds reach the move before they end or throw.
        BOOST_TEST(replayed > 30, gp::to_string(backend) << ": " << replayed << " of 240 rounds replayed");
    }
}

// Levels wider than one thread block's share (the device's grid-wide steps), and a large
// graph whose order arrives while the search runs, with the default switch.
BOOST_AUTO_TEST_CASE(a_large_search_replays_from_the_discovery_order)
{
    std::mt19937_64 rng = test_support::make_rng(17);
    for (const gp::backend_kind backend : test_support::backends_under_test()) {
        for (const std::size_t n : test_support::sized<std::size_t>({30000, 200000}, {30000, 60000})) {
            const directed g = random_graph<directed>(rng, n, 8 * n);
            std::vector<std::size_t> sources{std::uniform_int_distribution<std::size_t>(0, n - 1)(rng)};
            gp::options tuning;
            tuning.threads = 4;  // the arrays, and so the order, need a thread besides the search
            tuning.bfs.visitor_order = gp::bfs_options::visitor_order_mode::on;
            tuning.bfs.visitor_switch_after = n == 30000 ? 1 : 0;
            std::string method;
            compare_with_bgl<vertex_logger>(g, sources, -1, tuning,
                                            "n = " + std::to_string(n) + ", " + gp::to_string(backend), backend, false,
                                            &method);
            BOOST_TEST_MESSAGE(method);
            if (n == 30000) BOOST_TEST(method.find("replayed") != std::string::npos, method);
        }
    }
}

// Vertices of many out-edges (more than the device keeps in registers, and more than a
// 32-bit mask of them), repeated edges and self loops among them.
BOOST_AUTO_TEST_CASE(hubs_replay_as_bgl)
{
    std::mt19937_64 rng = test_support::make_rng(18);
    for (const gp::backend_kind backend : test_support::backends_under_test()) {
        for (int round = 0; round < 6; ++round) {
            const std::size_t n = std::uniform_int_distribution<std::size_t>(50, 3000)(rng);
            directed g = random_graph<directed>(rng, n, 2 * n);
            std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
            for (int hub = 0; hub < 8; ++hub) {
                const std::size_t h = vertex(rng);
                const int degree = std::uniform_int_distribution<int>(9, 120)(rng);
                for (int e = 0; e < degree; ++e) add_edge(h, e % 7 == 0 ? h : vertex(rng), g);
                add_edge(vertex(rng), h, g);
            }
            gp::options tuning;
            tuning.threads = 4;
            tuning.bfs.visitor_arrays_from = 0;
            tuning.bfs.visitor_order = gp::bfs_options::visitor_order_mode::on;
            tuning.bfs.visitor_switch_after = 1;
            std::string method;
            // A throw among the search's events: after the n initialize_vertex events.
            compare_with_bgl<vertex_logger>(g, {vertex(rng)}, round % 2 ? -1 : long(n + vertex(rng)), tuning,
                                            "hubs, n = " + std::to_string(n) + ", " + gp::to_string(backend), backend,
                                            false, &method);
        }
    }
}

// The order's computation waits for the search to discover visitor_order_after of the
// vertices, or for the search to wait for it (visitor_switch_after): a search that never
// gets there never replays; either way, every event as BGL's, a throw's included.
BOOST_AUTO_TEST_CASE(the_order_starts_after_its_share_of_the_vertices)
{
    std::mt19937_64 rng = test_support::make_rng(19);
    const std::size_t n = 20000;
    directed g = random_graph<directed>(rng, n, 6 * n);
    add_vertex(g);  // unreached: the search never discovers every vertex
    for (const gp::backend_kind backend : test_support::backends_under_test()) {
        for (const double share : {1.0, 0.25, 0.0}) {
            for (const std::uint64_t switch_after : {std::uint64_t(0), std::uint64_t(1)}) {
                gp::options tuning;
                tuning.threads = 4;  // the arrays, and so the order, need a thread besides the search
                tuning.bfs.visitor_arrays_from = 0;
                tuning.bfs.visitor_order = gp::bfs_options::visitor_order_mode::on;
                tuning.bfs.visitor_order_after = share;
                tuning.bfs.visitor_switch_after = switch_after;
                const std::vector<std::size_t> sources{std::uniform_int_distribution<std::size_t>(0, n - 1)(rng)};
                add_edge(sources[0], (sources[0] + 1) % n, g);  // a search past its source
                const std::string context = "share " + std::to_string(share) + ", " + gp::to_string(backend);
                // A throw within the search's first hundred events (after the initialize_vertex
                // events): before any share but 0 is reached.
                const long throw_at = long(num_vertices(g)) + std::uniform_int_distribution<long>(1, 100)(rng);
                compare_with_bgl<vertex_logger>(g, sources, throw_at, tuning, context, backend, false);
                std::string method;
                compare_with_bgl<vertex_logger>(g, sources, -1, tuning, context, backend, false, &method);
                if (switch_after) BOOST_TEST(method.find("replayed") != std::string::npos, method);
                if (share == 1.0 && !switch_after) BOOST_TEST(method.find("replayed") == std::string::npos, method);
            }
        }
    }
}

// A visitor of every edge's events: BGL's search on the caller's graph throughout, with
// the caller's color map (every target's color read from it) or without one.
BOOST_AUTO_TEST_CASE(every_edge_event_comes_in_bgls_order_on_every_graph_type)
{
    for (const bool with_color : {true, false}) {
        live_events_as_bgl<directed, edge_logger>(21, "adjacency_list directed", with_color);
        live_events_as_bgl<undirected, edge_logger>(22, "adjacency_list undirected", with_color);
        live_events_as_bgl<bidirectional, edge_logger>(23, "adjacency_list bidirectional", with_color);
        live_events_as_bgl<csr, edge_logger>(24, "compressed_sparse_row_graph", with_color);
        live_events_as_bgl<matrix, edge_logger>(25, "adjacency_matrix", with_color);
        live_events_as_bgl<directed, examine_edge_logger>(26, "adjacency_list directed", with_color);
    }
}

namespace {

using list_graph = boost::adjacency_list<boost::listS, boost::listS, boost::directedS,
                                         boost::property<boost::vertex_index_t, std::size_t>>;

// Counts the events of a search on a list graph and throws stop_here at the throw_at-th.
struct counting_thrower : boost::default_bfs_visitor {
    long* seen;
    long throw_at;
    void note() const
    {
        if (++*seen == throw_at) throw stop_here();
    }
    template <class V, class G>
    void discover_vertex(V, const G&) const { note(); }
    template <class V, class G>
    void examine_vertex(V, const G&) const { note(); }
    template <class E, class G>
    void examine_edge(E, const G&) const { note(); }
    template <class E, class G>
    void tree_edge(E, const G&) const { note(); }
    template <class V, class G>
    void finish_vertex(V, const G&) const { note(); }
};

// counting_thrower with BGL's recorders on its tree edges after it, as the drop-in
// records a tree edge after the caller's visitor has seen it.
template <class Recorders>
struct recording_thrower : counting_thrower {
    Recorders record;
    template <class E, class G>
    void tree_edge(E e, const G& g)
    {
        counting_thrower::tree_edge(e, g);
        record.tree_edge(e, g);
    }
};

}  // namespace

// On a graph whose vertices are not integers the search runs BGL's loop in arrays of its
// own: a visitor's throw must still leave the distance and predecessor maps as BGL's
// loop holds them at that event (its tree edges recorded), as on every other graph.
BOOST_AUTO_TEST_CASE(a_throw_on_a_list_graph_leaves_the_maps_as_bgls)
{
    std::mt19937_64 rng = test_support::make_rng(12);
    for (int round = 0; round < 60; ++round) {
        const std::size_t n = std::uniform_int_distribution<std::size_t>(1, 40)(rng);
        list_graph g;
        std::vector<list_graph::vertex_descriptor> vs;
        for (std::size_t i = 0; i < n; ++i) vs.push_back(add_vertex(i, g));
        std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
        for (std::size_t e = 0; e < 2 * n; ++e) add_edge(vs[vertex(rng)], vs[vertex(rng)], g);
        const auto index = get(boost::vertex_index, g);
        const std::size_t s = vertex(rng);
        long bgl_events = 0;
        {
            long counted = 0;
            boost::breadth_first_search(g, vs[s], boost::visitor(counting_thrower{{}, &counted, -1}));
            bgl_events = counted;
        }
        const long throw_at = std::uniform_int_distribution<long>(1, bgl_events)(rng);
        std::vector<std::uint32_t> bgl_d(n, std::numeric_limits<std::uint32_t>::max()), our_d(n, 0xdeadbeef);
        std::vector<list_graph::vertex_descriptor> bgl_p(vs), our_p(n, nullptr);
        bgl_d[s] = 0;
        long counted = 0;
        bool bgl_threw = false, we_threw = false;
        try {
            auto recorders = boost::make_bfs_visitor(std::make_pair(
                boost::record_distances(make_iterator_property_map(bgl_d.begin(), index), boost::on_tree_edge()),
                boost::record_predecessors(make_iterator_property_map(bgl_p.begin(), index), boost::on_tree_edge())));
            boost::breadth_first_search(
                g, vs[s], boost::visitor(recording_thrower<decltype(recorders)>{{{}, &counted, throw_at}, recorders}));
        } catch (const stop_here&) {
            bgl_threw = true;
        }
        counted = 0;
        try {
            boost::gpu_breadth_first_search(g, vs[s],
                                            boost::visitor(counting_thrower{{}, &counted, throw_at})
                                                .distance_map(make_iterator_property_map(our_d.begin(), index))
                                                .predecessor_map(make_iterator_property_map(our_p.begin(), index)));
        } catch (const stop_here&) {
            we_threw = true;
        }
        BOOST_TEST_CONTEXT("round " << round << ", n = " << n << ", throw at " << throw_at)
        {
            BOOST_TEST(we_threw == bgl_threw);
            BOOST_TEST(our_d == bgl_d, boost::test_tools::per_element());
            BOOST_TEST((our_p == bgl_p));
        }
    }
}
