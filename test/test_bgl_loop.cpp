// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Calls only BGL's own loop can serve (detail/front_end/bgl_loop.hpp): a BFS, Dijkstra,
// DAG or Bellman-Ford visitor that sees every event, a visitor that throws part way, a compare or combine of
// the caller's, an integer distance over floating weights. Each is compiled renamed and
// checked against BGL's own call on random graphs (fresh seeds, printed): the same event
// log, entry for entry, the same maps, and at a throw the same maps as BGL's at that event.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/bellman_ford.hpp>
#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dag_shortest_paths.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/bellman_ford_shortest_paths.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dag_shortest_paths.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>
#include <boost/graph/visitors.hpp>
#include <boost/pending/queue.hpp>

#include <functional>
#include <numeric>
#include <string>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

template <class Directed>
using graph = boost::adjacency_list<boost::vecS, boost::vecS, Directed, boost::no_property,
                                    boost::property<boost::edge_weight_t, double>>;
using list_graph = boost::adjacency_list<boost::listS, boost::listS, boost::directedS,
                                         boost::property<boost::vertex_index_t, int>,
                                         boost::property<boost::edge_weight_t, double>>;

template <class Graph>
Graph random_graph(std::mt19937_64& rng, std::size_t n, std::size_t m)
{
    Graph g(n);
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    std::uniform_int_distribution<int> weight(0, 20);
    std::vector<typename boost::graph_traits<Graph>::vertex_descriptor> vs(vertices(g).first, vertices(g).second);
    int i = 0;
    if constexpr (!std::is_same<Graph, graph<boost::directedS>>::value &&
                  !std::is_same<Graph, graph<boost::undirectedS>>::value)
        for (auto v : vs) put(boost::vertex_index, g, v, i++);
    for (std::size_t e = 0; e < m; ++e) add_edge(vs[pick(rng)], vs[pick(rng)], weight(rng) * 0.5, g);
    return g;
}

// Thrown by a visitor at its countdown's end.
struct stop_here {};

// Logs every BFS event (vertex and edge as indices) and throws stop_here at the
// `throw_at`-th event (never when negative).
struct bfs_logger : boost::default_bfs_visitor {
    std::vector<std::string>* log;
    long throw_at;
    template <class G>
    void note(const char* event, std::size_t a, std::size_t b, const G&) const
    {
        log->push_back(std::string(event) + " " + std::to_string(a) + " " + std::to_string(b));
        if (throw_at >= 0 && static_cast<long>(log->size()) == throw_at) throw stop_here();
    }
    template <class V, class G>
    std::size_t index(V v, const G& g) const { return get(boost::vertex_index, g, v); }
    template <class V, class G> void initialize_vertex(V v, const G& g) const { note("initialize", index(v, g), 0, g); }
    template <class V, class G> void discover_vertex(V v, const G& g) const { note("discover", index(v, g), 0, g); }
    template <class V, class G> void examine_vertex(V v, const G& g) const { note("examine", index(v, g), 0, g); }
    template <class V, class G> void finish_vertex(V v, const G& g) const { note("finish", index(v, g), 0, g); }
    template <class E, class G> void edge_event(const char* e_name, E e, const G& g) const
    {
        note(e_name, index(source(e, g), g), index(target(e, g), g), g);
    }
    template <class E, class G> void examine_edge(E e, const G& g) const { edge_event("examine_edge", e, g); }
    template <class E, class G> void tree_edge(E e, const G& g) const { edge_event("tree", e, g); }
    template <class E, class G> void non_tree_edge(E e, const G& g) const { edge_event("non_tree", e, g); }
    template <class E, class G> void gray_target(E e, const G& g) const { edge_event("gray", e, g); }
    template <class E, class G> void black_target(E e, const G& g) const { edge_event("black", e, g); }
};

// The same events as a Dijkstra visitor.
struct dijkstra_logger : boost::default_dijkstra_visitor {
    std::vector<std::string>* log;
    long throw_at;
    template <class V, class G>
    void vertex_event(const char* name, V v, const G& g) const
    {
        log->push_back(std::string(name) + " " + std::to_string(get(boost::vertex_index, g, v)));
        if (throw_at >= 0 && static_cast<long>(log->size()) == throw_at) throw stop_here();
    }
    template <class E, class G>
    void edge_event(const char* name, E e, const G& g) const
    {
        vertex_event(name, source(e, g), g);
        log->back() += " " + std::to_string(get(boost::vertex_index, g, target(e, g)));
    }
    template <class V, class G> void discover_vertex(V v, const G& g) const { vertex_event("discover", v, g); }
    template <class V, class G> void examine_vertex(V v, const G& g) const { vertex_event("examine", v, g); }
    template <class V, class G> void finish_vertex(V v, const G& g) const { vertex_event("finish", v, g); }
    template <class E, class G> void examine_edge(E e, const G& g) const { edge_event("examine_edge", e, g); }
    template <class E, class G> void edge_relaxed(E e, const G& g) const { edge_event("relaxed", e, g); }
    template <class E, class G> void edge_not_relaxed(E e, const G& g) const { edge_event("not_relaxed", e, g); }
};

// Logs Bellman-Ford's relaxations.
struct relax_counter : boost::bellman_visitor<> {
    std::vector<std::string>* log;
    template <class Edge, class Graph>
    void edge_relaxed(Edge e, const Graph& g) const
    {
        log->push_back(std::to_string(source(e, g)) + " " + std::to_string(target(e, g)));
    }
};

// Runs `call(throw_at)` for BGL and for the drop-in and compares what they leave.
template <class Graph>
void bfs_events_as_bgl(std::mt19937_64& rng, const char* kind)
{
    for (int round = 0; round < 20; ++round) {
        std::uniform_int_distribution<std::size_t> size(1, 60);
        const std::size_t n = size(rng), m = size(rng) * 2;
        const Graph g = random_graph<Graph>(rng, n, m);
        const auto s = *std::next(vertices(g).first, std::uniform_int_distribution<std::size_t>(0, n - 1)(rng));
        // A throw at a random event, or none.
        const long throw_at = round % 2 ? std::uniform_int_distribution<long>(1, 3 * long(n + m))(rng) : -1;
        const auto index = get(boost::vertex_index, g);
        for (gp::backend_kind backend : test_support::backends_under_test()) {
            std::vector<std::string> expected, got;
            std::vector<boost::default_color_type> bgl_colors(n), our_colors(n);
            bool bgl_threw = false, we_threw = false;
            try {
                boost::breadth_first_search(g, s,
                                            boost::visitor(bfs_logger{{}, &expected, throw_at})
                                                .color_map(make_iterator_property_map(bgl_colors.begin(), index)));
            } catch (const stop_here&) {
                bgl_threw = true;
            }
            gp::report report;
            try {
                boost::gpu_breadth_first_search(
                    g, s,
                    gp::report_to(report, gp::use_backend(backend, boost::visitor(bfs_logger{{}, &got, throw_at})
                                                                   .color_map(make_iterator_property_map(
                                                                       our_colors.begin(), index)))));
            } catch (const stop_here&) {
                we_threw = true;
            }
            BOOST_TEST_CONTEXT(kind << ", n = " << n << ", m = " << m << ", throw at " << throw_at << ", backend "
                                    << gp::to_string(backend))
            {
                BOOST_TEST(we_threw == bgl_threw);
                BOOST_TEST(got == expected, boost::test_tools::per_element());
                BOOST_TEST(our_colors == bgl_colors, boost::test_tools::per_element());
                if (!we_threw) BOOST_TEST(report.method.find("BGL's loop") != std::string::npos, report.method);
            }
        }
    }
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_bfs_visitor_sees_bgls_events_in_bgls_order)
{
    std::mt19937_64 rng = test_support::make_rng(351);
    bfs_events_as_bgl<graph<boost::directedS>>(rng, "vecS directed");
    bfs_events_as_bgl<graph<boost::undirectedS>>(rng, "vecS undirected");
    bfs_events_as_bgl<list_graph>(rng, "listS directed");
}

BOOST_AUTO_TEST_CASE(a_dijkstra_visitor_sees_bgls_events_and_throws_where_bgls_does)
{
    std::mt19937_64 rng = test_support::make_rng(352);
    for (int round = 0; round < 40; ++round) {
        std::uniform_int_distribution<std::size_t> size(1, 60);
        const std::size_t n = size(rng), m = size(rng) * 3;
        const graph<boost::directedS> g = random_graph<graph<boost::directedS>>(rng, n, m);
        const std::size_t s = std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
        const long throw_at = round % 2 ? std::uniform_int_distribution<long>(1, 3 * long(n + m))(rng) : -1;
        std::vector<std::string> expected, got;
        std::vector<double> bd(n, -1), gd(n, -1);
        std::vector<std::size_t> bp(n, n), gpp(n, n);
        bool bgl_threw = false, we_threw = false;
        try {
            boost::dijkstra_shortest_paths(
                g, s, boost::distance_map(bd.data()).predecessor_map(bp.data()).visitor(dijkstra_logger{{}, &expected, throw_at}));
        } catch (const stop_here&) {
            bgl_threw = true;
        }
        gp::report report;
        try {
            boost::gpu_dijkstra_shortest_paths(
                g, s,
                gp::report_to(report, boost::distance_map(gd.data()).predecessor_map(gpp.data()).visitor(
                                          dijkstra_logger{{}, &got, throw_at})));
        } catch (const stop_here&) {
            we_threw = true;
        }
        BOOST_TEST_CONTEXT("n = " << n << ", m = " << m << ", throw at " << throw_at)
        {
            BOOST_TEST(we_threw == bgl_threw);
            BOOST_TEST(got == expected, boost::test_tools::per_element());
            BOOST_TEST(gd == bd, boost::test_tools::per_element());
            BOOST_TEST(gpp == bp, boost::test_tools::per_element());
            if (!we_threw) BOOST_TEST(report.method.find("BGL's loop") != std::string::npos, report.method);
        }
    }
}

// A combine that is closed_plus spelled by hand, a compare over another type than the
// distances', floating weights into integer distances, a longest-path order: BGL's answers.
BOOST_AUTO_TEST_CASE(compares_combines_and_mixed_types_give_bgls_answers)
{
    std::mt19937_64 rng = test_support::make_rng(353);
    struct inf_plus {
        int operator()(int a, int b) const
        {
            const int inf = (std::numeric_limits<int>::max)();
            return a == inf || b == inf ? inf : a + b;
        }
    };
    for (int round = 0; round < 20; ++round) {
        const std::size_t n = std::uniform_int_distribution<std::size_t>(1, 80)(rng);
        const graph<boost::directedS> g = random_graph<graph<boost::directedS>>(rng, n, 3 * n);
        const std::size_t s = std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
        std::vector<int> bd(n, -1), gd(n, -1);
        std::vector<std::size_t> bp(n, n), gpp(n, n);
        // int distances over double weights (BGL converts each sum to int).
        boost::dijkstra_shortest_paths(g, s, boost::distance_map(bd.data()).predecessor_map(bp.data()));
        boost::gpu_dijkstra_shortest_paths(g, s, boost::distance_map(gd.data()).predecessor_map(gpp.data()));
        BOOST_TEST(gd == bd, boost::test_tools::per_element());
        BOOST_TEST(gpp == bp, boost::test_tools::per_element());
        // std::less<float> over int distances, and a hand-written closed_plus.
        std::fill(gd.begin(), gd.end(), -1);
        boost::dijkstra_shortest_paths(g, s,
                                       boost::distance_map(bd.data()).distance_compare(std::less<float>()).distance_combine(
                                           inf_plus()));
        boost::gpu_dijkstra_shortest_paths(
            g, s, boost::distance_map(gd.data()).distance_compare(std::less<float>()).distance_combine(inf_plus()));
        BOOST_TEST(gd == bd, boost::test_tools::per_element());
        // Several sources through BGL's positional form, with a visitor.
        std::vector<std::size_t> sources{s, (s + 1) % n};
        std::vector<std::string> expected, got;
        std::vector<double> bdd(n), gdd(n, -1);
        boost::dijkstra_shortest_paths(
            g, sources.begin(), sources.end(), boost::dummy_property_map(), bdd.data(), get(boost::edge_weight, g),
            get(boost::vertex_index, g), std::less<double>(), boost::closed_plus<double>(),
            (std::numeric_limits<double>::max)(), 0.0, dijkstra_logger{{}, &expected, -1});
        boost::gpu_dijkstra_shortest_paths(g, sources.begin(), sources.end(),
                                           boost::distance_map(gdd.data()).visitor(dijkstra_logger{{}, &got, -1}));
        BOOST_TEST(gdd == bdd, boost::test_tools::per_element());
        BOOST_TEST(got == expected, boost::test_tools::per_element());
    }
    // A source that is no vertex is refused on BGL's loop too, as on every path.
    const graph<boost::directedS> g(3);
    std::vector<std::string> log;
    std::vector<double> d(3);
    BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(
                          g, 7, boost::distance_map(d.data()).visitor(dijkstra_logger{{}, &log, -1})),
                      gp::invalid_input);
}

// dag_shortest_paths with a visitor and with a longest-path order (std::greater, the
// combine adding): BGL's loop, BGL's events and distances.
BOOST_AUTO_TEST_CASE(a_dag_visitor_and_a_longest_path_order_give_bgls_answers)
{
    std::mt19937_64 rng = test_support::make_rng(354);
    for (int round = 0; round < 20; ++round) {
        const std::size_t n = std::uniform_int_distribution<std::size_t>(1, 60)(rng);
        graph<boost::directedS> g(n);
        std::uniform_int_distribution<std::size_t> pick(0, n - 1);
        for (std::size_t e = 0; e < 3 * n; ++e) {
            std::size_t u = pick(rng), v = pick(rng);
            if (u == v) continue;
            if (u > v) std::swap(u, v);
            add_edge(u, v, std::uniform_int_distribution<int>(-5, 10)(rng) * 1.0, g);
        }
        std::vector<std::string> expected, got;
        std::vector<double> bd(n, -1), gd(n, -1);
        boost::dag_shortest_paths(g, 0, boost::distance_map(bd.data()).visitor(dijkstra_logger{{}, &expected, -1}));
        boost::gpu_dag_shortest_paths(g, 0, boost::distance_map(gd.data()).visitor(dijkstra_logger{{}, &got, -1}));
        BOOST_TEST(gd == bd, boost::test_tools::per_element());
        BOOST_TEST(got == expected, boost::test_tools::per_element());
        const double lowest = std::numeric_limits<double>::lowest();
        boost::dag_shortest_paths(g, 0,
                                  boost::distance_map(bd.data()).distance_compare(std::greater<double>()).distance_inf(
                                      lowest).distance_zero(0.0));
        boost::gpu_dag_shortest_paths(
            g, 0,
            boost::distance_map(gd.data()).distance_compare(std::greater<double>()).distance_inf(lowest).distance_zero(
                0.0));
        BOOST_TEST(gd == bd, boost::test_tools::per_element());
    }
}

// BGL's forms that start from the caller's state: breadth_first_visit from caller-set
// colours, Dijkstra's _no_init forms from caller-set distances, and the positional
// Dijkstra with a colour map, which BGL writes.
BOOST_AUTO_TEST_CASE(the_forms_that_start_from_the_callers_state_give_bgls_answers)
{
    std::mt19937_64 rng = test_support::make_rng(355);
    using G = graph<boost::directedS>;
    for (int round = 0; round < 20; ++round) {
        const std::size_t n = std::uniform_int_distribution<std::size_t>(2, 60)(rng);
        const G g = random_graph<G>(rng, n, 3 * n);
        const auto index = get(boost::vertex_index, g);
        // Some vertices black already: the visit does not enter them.
        std::vector<boost::default_color_type> start(n, boost::white_color);
        for (std::size_t v = 1; v < n; v += 3) start[v] = boost::black_color;
        std::vector<boost::default_color_type> bc = start, gc = start;
        std::vector<std::string> expected, got;
        boost::queue<std::size_t> bq, gq;
        boost::breadth_first_visit(g, 0, bq, bfs_logger{{}, &expected, -1}, make_iterator_property_map(bc.begin(), index));
        boost::gpu_breadth_first_visit(g, 0, gq, bfs_logger{{}, &got, -1}, make_iterator_property_map(gc.begin(), index));
        BOOST_TEST(got == expected, boost::test_tools::per_element());
        BOOST_TEST(gc == bc, boost::test_tools::per_element());
        bc = start, gc = start, expected.clear(), got.clear();
        boost::breadth_first_visit(g, 0,
                                   boost::visitor(bfs_logger{{}, &expected, -1})
                                       .color_map(make_iterator_property_map(bc.begin(), index)));
        boost::gpu_breadth_first_visit(g, 0,
                                       boost::visitor(bfs_logger{{}, &got, -1})
                                           .color_map(make_iterator_property_map(gc.begin(), index)));
        BOOST_TEST(got == expected, boost::test_tools::per_element());
        BOOST_TEST(gc == bc, boost::test_tools::per_element());

        // _no_init: distances preset by the caller, two vertices at 0.
        const double inf = (std::numeric_limits<double>::max)();
        std::vector<double> bd(n, inf), gd(n, inf);
        std::vector<std::size_t> bp(n), gpp(n);
        for (std::size_t v = 0; v < n; ++v) bp[v] = gpp[v] = v;
        bd[0] = gd[0] = 0;
        const auto weight = get(boost::edge_weight, g);
        std::vector<boost::default_color_type> bcol(n, boost::white_color), gcol(n, boost::white_color);
        expected.clear(), got.clear();
        boost::dijkstra_shortest_paths_no_init(g, 0, bp.data(), bd.data(), weight, index, std::less<double>(),
                                               boost::closed_plus<double>(), 0.0, dijkstra_logger{{}, &expected, -1},
                                               make_iterator_property_map(bcol.begin(), index));
        boost::gpu_dijkstra_shortest_paths_no_init(g, 0, gpp.data(), gd.data(), weight, index, std::less<double>(),
                                                   boost::closed_plus<double>(), 0.0, dijkstra_logger{{}, &got, -1},
                                                   make_iterator_property_map(gcol.begin(), index));
        BOOST_TEST(gd == bd, boost::test_tools::per_element());
        BOOST_TEST(gpp == bp, boost::test_tools::per_element());
        BOOST_TEST(got == expected, boost::test_tools::per_element());
        std::fill(bd.begin(), bd.end(), inf), std::fill(gd.begin(), gd.end(), inf);
        bd[0] = gd[0] = 0;
        boost::dijkstra_shortest_paths_no_color_map_no_init(g, 0, bp.data(), bd.data(), weight, index,
                                                            std::less<double>(), boost::closed_plus<double>(), inf,
                                                            0.0, boost::default_dijkstra_visitor());
        boost::gpu_dijkstra_shortest_paths_no_color_map_no_init(g, 0, gpp.data(), gd.data(), weight, index,
                                                                std::less<double>(), boost::closed_plus<double>(), inf,
                                                                0.0, boost::default_dijkstra_visitor());
        BOOST_TEST(gd == bd, boost::test_tools::per_element());
        // The positional form with a colour map: BGL's colours too.
        std::fill(bcol.begin(), bcol.end(), boost::gray_color), std::fill(gcol.begin(), gcol.end(), boost::gray_color);
        boost::dijkstra_shortest_paths(g, 0, bp.data(), bd.data(), weight, index, std::less<double>(),
                                       boost::closed_plus<double>(), inf, 0.0, boost::default_dijkstra_visitor(),
                                       make_iterator_property_map(bcol.begin(), index));
        boost::gpu_dijkstra_shortest_paths(g, 0, gpp.data(), gd.data(), weight, index, std::less<double>(),
                                           boost::closed_plus<double>(), inf, 0.0, boost::default_dijkstra_visitor(),
                                           make_iterator_property_map(gcol.begin(), index));
        BOOST_TEST(gd == bd, boost::test_tools::per_element());
        BOOST_TEST(gcol == bcol, boost::test_tools::per_element());
    }
    const G g(2);
    boost::queue<std::size_t> q;
    std::vector<boost::default_color_type> colors(2, boost::white_color);
    BOOST_CHECK_THROW(boost::gpu_breadth_first_visit(g, 5, q, boost::default_bfs_visitor(), colors.data()),
                      gp::invalid_input);
}

// Bellman-Ford with a visitor and with a combine of the caller's, Floyd-Warshall with a
// compare and a combine of the caller's: BGL's loop, BGL's events, verdicts and values.
BOOST_AUTO_TEST_CASE(bellman_ford_and_floyd_warshall_with_the_callers_functors_give_bgls_answers)
{
    std::mt19937_64 rng = test_support::make_rng(356);
    using G = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, int>>;
    for (int round = 0; round < 20; ++round) {
        const std::size_t n = std::uniform_int_distribution<std::size_t>(1, 40)(rng);
        G g(n);
        std::uniform_int_distribution<std::size_t> pick(0, n - 1);
        std::uniform_int_distribution<int> weight(-3, 20);
        for (std::size_t e = 0; e < 3 * n; ++e) {
            const std::size_t from = pick(rng), to = pick(rng);
            add_edge(from, to, weight(rng), g);
        }
        const int inf = (std::numeric_limits<int>::max)();
        std::vector<int> bd(n, inf), gd(n, inf);
        std::vector<std::string> expected, got;
        const bool bgl_ok = boost::bellman_ford_shortest_paths(
            g, boost::root_vertex(std::size_t(0)).distance_map(bd.data()).visitor(relax_counter{{}, &expected}));
        const bool our_ok = boost::gpu_bellman_ford_shortest_paths(
            g, boost::root_vertex(std::size_t(0)).distance_map(gd.data()).visitor(relax_counter{{}, &got}));
        BOOST_TEST(our_ok == bgl_ok);
        BOOST_TEST(gd == bd, boost::test_tools::per_element());
        BOOST_TEST(got == expected, boost::test_tools::per_element());
        // The longest path by a maximum as the combine's partner, in BGL's positional form.
        const auto larger = [](int a, int b) { return a > b ? a : b; };
        std::vector<std::size_t> bp(n), gpp(n);
        std::iota(bp.begin(), bp.end(), std::size_t(0));
        std::iota(gpp.begin(), gpp.end(), std::size_t(0));
        std::fill(bd.begin(), bd.end(), inf), std::fill(gd.begin(), gd.end(), inf);
        bd[0] = gd[0] = 0;
        const bool bgl_max = boost::bellman_ford_shortest_paths(g, static_cast<int>(n), get(boost::edge_weight, g),
                                                                bp.data(), bd.data(), larger, std::less<int>(),
                                                                boost::bellman_visitor<>());
        const bool our_max = boost::gpu_bellman_ford_shortest_paths(g, static_cast<int>(n), get(boost::edge_weight, g),
                                                                    gpp.data(), gd.data(), larger, std::less<int>(),
                                                                    boost::bellman_visitor<>());
        BOOST_TEST(our_max == bgl_max);
        BOOST_TEST(gd == bd, boost::test_tools::per_element());
        BOOST_TEST(gpp == bp, boost::test_tools::per_element());
        // Floyd-Warshall for the widest paths: the smaller of two capacities as the combine,
        // greater-than as the order, no path at the lowest capacity.
        const auto smaller = [](int a, int b) { return a < b ? a : b; };
        const int none = (std::numeric_limits<int>::min)();
        std::vector<std::vector<int>> bm(n, std::vector<int>(n)), gm(n, std::vector<int>(n, -7));
        const bool bgl_fw = boost::floyd_warshall_all_pairs_shortest_paths(
            g, bm, boost::distance_combine(smaller).distance_compare(std::greater<int>()).distance_inf(none).distance_zero(
                       inf));
        const bool our_fw = boost::gpu_floyd_warshall_all_pairs(
            g, gm, boost::distance_combine(smaller).distance_compare(std::greater<int>()).distance_inf(none).distance_zero(
                       inf));
        BOOST_TEST(our_fw == bgl_fw);
        BOOST_TEST(gm == bm);
    }
}
