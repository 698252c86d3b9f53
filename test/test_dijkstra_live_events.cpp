// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_dijkstra_shortest_paths for the calls only BGL's loop can serve, on graphs large
// enough for BGL's loop to move to arrays of the graph part way
// (front_end/dijkstra_live_events.hpp): against boost::dijkstra_shortest_paths on random
// graphs of every integer-vertex graph type (fresh seeds, printed), the same events in the
// same order (ties included: the same heap gets the same operations), the same distances
// and predecessors, at every point of the move, with several sources, a compare and a
// combine of the caller's, a visitor that throws at a random event and a negative weight
// (negative_edge where BGL throws it, the maps then as BGL's).
// The no_color_map forms with a visitor: the events of BGL's no_color_map loop.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include "support/random.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/dijkstra_shortest_paths_no_color_map.hpp>
#include <boost/graph/exception.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <utility>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

template <class Directed, class W>
using list_graph = boost::adjacency_list<boost::vecS, boost::vecS, Directed, boost::no_property,
                                         boost::property<boost::edge_weight_t, W>>;
template <class W>
using csr_graph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property,
                                                     boost::property<boost::edge_weight_t, W>>;

struct stop_here {};

// Logs every Dijkstra event; throws stop_here at the throw_at-th entry (never when negative).
struct event_logger : boost::default_dijkstra_visitor {
    std::vector<std::string>* log;
    long throw_at;
    void note(std::string entry) const
    {
        log->push_back(std::move(entry));
        if (throw_at >= 0 && static_cast<long>(log->size()) == throw_at) throw stop_here();
    }
    template <class E, class G>
    std::string ends(E e, const G& g) const
    {
        return std::to_string(source(e, g)) + " " + std::to_string(target(e, g));
    }
    template <class V, class G>
    void initialize_vertex(V v, const G&) const { note("initialize " + std::to_string(v)); }
    template <class V, class G>
    void discover_vertex(V v, const G&) const { note("discover " + std::to_string(v)); }
    template <class V, class G>
    void examine_vertex(V v, const G&) const { note("examine " + std::to_string(v)); }
    template <class V, class G>
    void finish_vertex(V v, const G&) const { note("finish " + std::to_string(v)); }
    template <class E, class G>
    void examine_edge(E e, const G& g) const { note("examine_edge " + ends(e, g)); }
    template <class E, class G>
    void edge_relaxed(E e, const G& g) const { note("relaxed " + ends(e, g)); }
    template <class E, class G>
    void edge_not_relaxed(E e, const G& g) const { note("not_relaxed " + ends(e, g)); }
};

// The common real case: examine_vertex and edge_relaxed only.
struct examine_and_relax : boost::default_dijkstra_visitor {
    std::vector<std::string>* log;
    long throw_at;
    void note(std::string entry) const
    {
        log->push_back(std::move(entry));
        if (throw_at >= 0 && static_cast<long>(log->size()) == throw_at) throw stop_here();
    }
    template <class V, class G>
    void examine_vertex(V v, const G&) const { note("examine " + std::to_string(v)); }
    template <class E, class G>
    void edge_relaxed(E e, const G& g) const
    {
        note("relaxed " + std::to_string(source(e, g)) + " " + std::to_string(target(e, g)));
    }
};

template <class Graph, class W>
Graph random_graph(std::mt19937_64& rng, std::size_t n, std::size_t m, W low)
{
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    std::uniform_int_distribution<int> weight(static_cast<int>(low), 9);  // small: many ties
    std::vector<std::pair<std::size_t, std::size_t>> edges;
    std::vector<W> weights;
    for (std::size_t e = 0; e < m; ++e) {
        const std::size_t from = pick(rng);
        edges.emplace_back(from, pick(rng));
        weights.push_back(static_cast<W>(weight(rng)));
    }
    if constexpr (std::is_same<Graph, csr_graph<W>>::value) {
        std::vector<std::size_t> order(m);
        for (std::size_t i = 0; i < m; ++i) order[i] = i;
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return edges[a] < edges[b]; });
        std::vector<std::pair<std::size_t, std::size_t>> sorted;
        std::vector<W> sorted_weights;
        for (std::size_t i : order) {
            sorted.push_back(edges[i]);
            sorted_weights.push_back(weights[i]);
        }
        return Graph(boost::edges_are_sorted, sorted.begin(), sorted.end(), sorted_weights.begin(), n);
    } else {
        Graph g(n);
        for (std::size_t e = 0; e < m; ++e) add_edge(edges[e].first, edges[e].second, weights[e], g);
        return g;
    }
}

// BGL's call and the drop-in's with the same visitor, compare and combine, from `sources`.
template <class Visitor, class Graph, class Compare, class Combine>
void compare_with_bgl(const Graph& g, const std::vector<std::size_t>& sources, long throw_at,
                      const gp::options& tuning, Compare compare, Combine combine, const std::string& context)
{
    using W = typename boost::property_traits<typename boost::property_map<Graph, boost::edge_weight_t>::type>::value_type;
    const std::size_t n = num_vertices(g);
    std::vector<std::string> expected, got;
    std::vector<W> bgl_d(n, W(-77)), our_d(n, W(-77));
    std::vector<std::size_t> bgl_p(n, 0xdeadbeef), our_p(n, 0xdeadbeef);
    const auto index = get(boost::vertex_index, g);
    const W inf = (std::numeric_limits<W>::max)();
    int bgl_threw = 0, we_threw = 0;  // 1: stop_here, 2: negative_edge
    try {
        boost::dijkstra_shortest_paths(g, sources.begin(), sources.end(),
                                       make_iterator_property_map(bgl_p.begin(), index),
                                       make_iterator_property_map(bgl_d.begin(), index), get(boost::edge_weight, g),
                                       index, compare, combine, inf, W(0), Visitor{{}, &expected, throw_at});
    } catch (const stop_here&) {
        bgl_threw = 1;
    } catch (const boost::negative_edge&) {
        bgl_threw = 2;
    }
    gp::report report;
    try {
        boost::gpu_dijkstra_shortest_paths(
            g, sources.begin(), sources.end(),
            gp::report_to(report, gp::with_options(tuning, boost::distance_map(our_d.data())
                                                               .predecessor_map(our_p.data())
                                                               .distance_compare(compare)
                                                               .distance_combine(combine)
                                                               .visitor(Visitor{{}, &got, throw_at}))));
    } catch (const stop_here&) {
        we_threw = 1;
    } catch (const boost::negative_edge&) {
        we_threw = 2;
    }
    BOOST_TEST_CONTEXT(context << ", throw at " << throw_at << ", switch after "
                               << tuning.sssp.visitor_switch_after << ", method: " << report.method)
    {
        BOOST_TEST(we_threw == bgl_threw);
        BOOST_TEST(got == expected, boost::test_tools::per_element());
        BOOST_TEST(our_d == bgl_d, boost::test_tools::per_element());
        BOOST_TEST(our_p == bgl_p, boost::test_tools::per_element());
        // A source listed twice is in BGL's heap twice: BGL's own call serves that.
        std::vector<std::size_t> distinct = sources;
        std::sort(distinct.begin(), distinct.end());
        const bool listed_twice = std::adjacent_find(distinct.begin(), distinct.end()) != distinct.end();
        if (!we_threw)
            BOOST_TEST(report.method.find(listed_twice ? "BGL's loop" : "BGL's dijkstra_shortest_paths loop") !=
                       std::string::npos);
    }
}

template <class Graph, class W, class Visitor>
void live_events_as_bgl(std::uint64_t salt, const char* kind, W lowest_weight = W(0))
{
    std::mt19937_64 rng = test_support::make_rng(salt);
    for (int round = 0; round < 30; ++round) {
        const std::size_t n = std::uniform_int_distribution<std::size_t>(1, 250)(rng);
        const std::size_t m = std::uniform_int_distribution<std::size_t>(0, 4 * n)(rng);
        const Graph g = random_graph<Graph>(rng, n, m, lowest_weight);
        std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
        std::vector<std::size_t> sources{vertex(rng)};
        if (round % 4 == 3) {  // several sources, and every other time one listed twice
            sources.push_back(vertex(rng));
            if (round % 8 == 7) sources.push_back(sources.front());
        }
        gp::options tuning;
        tuning.sssp.visitor_arrays_from = 0;
        tuning.sssp.visitor_switch_after =
            round % 3 == 0 ? 0 : round % 3 == 1 ? 1 : std::uniform_int_distribution<std::uint64_t>(1, n)(rng);
        const long throw_at = round % 2 ? std::uniform_int_distribution<long>(1, long(6 * n))(rng) : -1;
        const std::string context = std::string(kind) + ", n = " + std::to_string(n) + ", m = " + std::to_string(m) +
                                    ", " + std::to_string(sources.size()) + " sources";
        compare_with_bgl<Visitor>(g, sources, throw_at, tuning, std::less<W>(), boost::closed_plus<W>(), context);
        if (round % 5 == 0)  // BGL's named default, and a combine of the caller's
            compare_with_bgl<Visitor>(g, sources, throw_at, tuning, std::less<W>(), std::plus<W>(), context + ", plus");
    }
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_event_comes_in_bgls_order_on_every_graph_type)
{
    live_events_as_bgl<list_graph<boost::directedS, int>, int, event_logger>(1, "adjacency_list directed, int");
    live_events_as_bgl<list_graph<boost::undirectedS, int>, int, event_logger>(2, "adjacency_list undirected, int");
    live_events_as_bgl<list_graph<boost::bidirectionalS, double>, double, event_logger>(3, "bidirectional, double");
    live_events_as_bgl<csr_graph<int>, int, event_logger>(4, "compressed_sparse_row_graph, int");
}

BOOST_AUTO_TEST_CASE(examine_vertex_and_edge_relaxed_alone)
{
    live_events_as_bgl<list_graph<boost::directedS, int>, int, examine_and_relax>(5, "adjacency_list directed, int");
    live_events_as_bgl<list_graph<boost::undirectedS, double>, double, examine_and_relax>(6, "undirected, double");
}

// A negative weight somewhere: negative_edge at the edge where BGL's examine_edge meets it.
BOOST_AUTO_TEST_CASE(a_negative_weight_throws_where_bgl_throws)
{
    live_events_as_bgl<list_graph<boost::directedS, int>, int, event_logger>(7, "weights from -1", -1);
}

// A graph too large to be built before the search ends moves when the arrays are ready,
// with the default options (and threads for the build). When the move comes depends on
// the machine's load (sanitizer runs share the cores): every call's result is checked,
// and one of three calls must have moved.
BOOST_AUTO_TEST_CASE(a_large_search_moves_when_the_arrays_are_ready)
{
    std::mt19937_64 rng = test_support::make_rng(8);
    const std::size_t n = 100000;
    using graph = list_graph<boost::undirectedS, int>;
    const graph g = random_graph<graph>(rng, n, 3 * n, 1);
    std::vector<std::string> expected;
    std::vector<int> bd(n);
    boost::dijkstra_shortest_paths(g, 0, boost::distance_map(bd.data()).visitor(examine_and_relax{{}, &expected, -1}));
    gp::options tuning;
    tuning.threads = 4;
    bool moved = false;
    for (int attempt = 0; attempt < 3 && !moved; ++attempt) {
        std::vector<std::string> got;
        std::vector<int> gd(n, -5);
        gp::report report;
        boost::gpu_dijkstra_shortest_paths(
            g, 0,
            gp::report_to(report, gp::with_options(tuning, boost::distance_map(gd.data()).visitor(
                                                               examine_and_relax{{}, &got, -1}))));
        BOOST_TEST_MESSAGE(report.method);
        moved = report.method.find("on arrays") != std::string::npos;
        BOOST_TEST(got == expected);
        BOOST_TEST(gd == bd);
    }
    BOOST_TEST(moved, "no call of three moved to the arrays");
}

// gpu_dijkstra_shortest_paths_no_color_map with a visitor gets the events of BGL's
// no_color_map loop, which differ from the colour version's: edge_not_relaxed into
// finished vertices, no vertex discovered through an edge of weight inf, and the search
// ending at the first vertex at infinite distance. Small graphs with parallel edges,
// self loops and weights of the type's maximum, named and positional.
BOOST_AUTO_TEST_CASE(no_color_map_forms_get_that_loops_events)
{
    std::mt19937_64 rng = test_support::make_rng(9);
    using graph = list_graph<boost::directedS, int>;
    const int inf = (std::numeric_limits<int>::max)();
    std::uniform_int_distribution<int> weight(0, 9), pick(0, 9);
    for (int round = 0; round < 200; ++round) {
        const std::size_t n = 1 + round % 7;
        graph g(n);
        std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
        for (std::size_t e = 0; e < 2 * n; ++e)
            add_edge(vertex(rng), vertex(rng), pick(rng) == 0 ? inf : weight(rng), g);
        const std::size_t s = vertex(rng);
        const auto index = get(boost::vertex_index, g);
        const auto w = get(boost::edge_weight, g);
        std::vector<std::string> expected, named, positional;
        std::vector<int> bd(n), nd(n, -5), pd(n, -5);
        std::vector<std::size_t> bp(n), np(n, n + 1), pp(n, n + 1);
        // closed_plus: BGL's named form adds with std::plus by default, which overflows on
        // a weight of the type's maximum.
        boost::dijkstra_shortest_paths_no_color_map(g, s,
                                                    boost::distance_map(bd.data())
                                                        .predecessor_map(bp.data())
                                                        .distance_combine(boost::closed_plus<int>())
                                                        .visitor(event_logger{{}, &expected, -1}));
        boost::gpu_dijkstra_shortest_paths_no_color_map(g, s,
                                                        boost::distance_map(nd.data())
                                                            .predecessor_map(np.data())
                                                            .distance_combine(boost::closed_plus<int>())
                                                            .visitor(event_logger{{}, &named, -1}));
        boost::gpu_dijkstra_shortest_paths_no_color_map(g, s, pp.data(), pd.data(), w, index, std::less<int>(),
                                                        boost::closed_plus<int>(), inf, 0,
                                                        event_logger{{}, &positional, -1});
        BOOST_TEST(named == expected, "round " << round << ", named");
        BOOST_TEST(positional == expected, "round " << round << ", positional");
        BOOST_TEST(nd == bd);
        BOOST_TEST(np == bp);
        BOOST_TEST(pd == bd);
        BOOST_TEST(pp == bp);
    }
}
