// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The graphs, matrices and call forms BGL's own tests and examples use, each against BGL
// on the same input: graphs whose vertex descriptors are pointers (undirected_graph,
// directed_graph) with exterior distance matrices, grid_graph (ordered but not
// hashable descriptors), descriptors that offer equality alone, the positional forms of
// Dijkstra and BFS, BGL's default functors written out, and Floyd-Warshall with +inf and
// huge finite floating weights. Every backend under test runs each case.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/detail/layout/descriptor_lookup.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/dijkstra_shortest_paths_no_color_map.hpp>
#include <boost/graph/directed_graph.hpp>
#include <boost/graph/exterior_property.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>
#include <boost/graph/grid_graph.hpp>
#include <boost/graph/undirected_graph.hpp>
#include <boost/pending/queue.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"

#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

// Adds m random weighted edges (self loops and parallel edges included) between the
// vertices of g, in the order vertices(g) lists them; weights in [0, 9].
template <class Graph, class WeightMap>
void add_random_edges(Graph& g, std::size_t m, WeightMap weight, std::mt19937_64& rng)
{
    std::vector<typename boost::graph_traits<Graph>::vertex_descriptor> vs;
    for (auto v : boost::make_iterator_range(vertices(g))) vs.push_back(v);
    std::uniform_int_distribution<std::size_t> pick(0, vs.size() - 1);
    std::uniform_int_distribution<int> w(0, 9);
    for (std::size_t i = 0; i < m; ++i) put(weight, add_edge(vs[pick(rng)], vs[pick(rng)], g).first, w(rng));
}

// Floyd-Warshall into exterior_vertex_property's matrix on a graph with pointer
// descriptors, through the measures' own types, against BGL's call.
template <class Graph>
void check_exterior_matrix_floyd_warshall(const char* what)
{
    auto rng = test_support::make_rng(11);
    for (std::size_t n : {0, 1, 7, 40}) {
        Graph g;
        for (std::size_t i = 0; i < n; ++i) add_vertex(g);
        std::map<typename boost::graph_traits<Graph>::edge_descriptor, int> weights;
        auto weight = boost::make_assoc_property_map(weights);
        if (n > 0) add_random_edges(g, 3 * n, weight, rng);
        using property = boost::exterior_vertex_property<Graph, int>;
        typename property::matrix_type expected_storage(num_vertices(g)), storage(num_vertices(g));
        typename property::matrix_map_type expected(expected_storage, g), got(storage, g);
        BOOST_TEST_REQUIRE(boost::floyd_warshall_all_pairs_shortest_paths(g, expected, boost::weight_map(weight)));
        for (auto kind : test_support::backends_under_test()) {
            for (auto u : boost::make_iterator_range(vertices(g)))
                for (auto v : boost::make_iterator_range(vertices(g))) got[u][v] = -7;  // poison
            BOOST_TEST((boost::gpu_floyd_warshall_all_pairs(
                g, got, gp::use_backend(kind, boost::weight_map(weight)))));
            for (auto u : boost::make_iterator_range(vertices(g)))
                for (auto v : boost::make_iterator_range(vertices(g)))
                    BOOST_TEST(got[u][v] == expected[u][v],
                               what << ", n = " << n << ", " << gp::to_string(kind) << ": a distance differs");
        }
    }
}

// A vertex descriptor with equality alone, as BGL's concept archetypes have.
struct equality_only {
    int id;
    friend bool operator==(const equality_only& a, const equality_only& b) { return a.id == b.id; }
};

}  // namespace

BOOST_AUTO_TEST_CASE(floyd_warshall_on_pointer_descriptors)
{
    check_exterior_matrix_floyd_warshall<boost::undirected_graph<>>("undirected_graph");
    check_exterior_matrix_floyd_warshall<boost::directed_graph<>>("directed_graph");
}

BOOST_AUTO_TEST_CASE(descriptor_lookup_asks_only_what_the_descriptor_offers)
{
    using namespace gp::layout::detail;
    static_assert(lookup_kind_of<void*>() == lookup_kind::hash, "pointers hash");
    static_assert(lookup_kind_of<boost::array<std::size_t, 2>>() == lookup_kind::sorted, "arrays order");
    static_assert(lookup_kind_of<equality_only>() == lookup_kind::scan, "equality alone scans");
    std::vector<equality_only> listed{{5}, {3}, {9}};
    descriptor_lookup<equality_only> scan;
    scan.build(listed);
    BOOST_TEST(scan.find({9}) == 2u);
    BOOST_TEST(scan.find({4}) == not_listed);
    std::vector<boost::array<std::size_t, 2>> cells{{{1, 0}}, {{0, 1}}, {{0, 0}}};
    descriptor_lookup<boost::array<std::size_t, 2>> sorted;
    sorted.build(cells);
    BOOST_TEST(sorted.find(cells[0]) == 0u);
    BOOST_TEST(sorted.find(cells[2]) == 2u);
    BOOST_TEST(sorted.find(boost::array<std::size_t, 2>{{1, 1}}) == not_listed);
}

BOOST_AUTO_TEST_CASE(grid_graph_searches)
{
    // grid_graph's descriptors are boost::array: ordered, not hashable.
    using grid = boost::grid_graph<2>;
    const grid g(boost::array<std::size_t, 2>{{13, 7}}, boost::array<bool, 2>{{true, false}});
    const auto index = get(boost::vertex_index, g);
    const std::size_t n = num_vertices(g);
    const auto s = vertex(17, g);
    std::vector<std::size_t> expected(n, 0), got(n);
    boost::breadth_first_search(g, s,
                                boost::visitor(boost::make_bfs_visitor(boost::record_distances(
                                    boost::make_iterator_property_map(expected.begin(), index), boost::on_tree_edge()))));
    for (auto kind : test_support::backends_under_test()) {
        std::fill(got.begin(), got.end(), 0);
        boost::gpu_breadth_first_search(
            g, s,
            gp::use_backend(kind, boost::visitor(boost::make_bfs_visitor(boost::record_distances(
                                      boost::make_iterator_property_map(got.begin(), index), boost::on_tree_edge())))));
        BOOST_TEST(got == expected, "BFS hops on a grid_graph, " << gp::to_string(kind));
    }
    // Dijkstra with unit weights equals the hop counts.
    std::vector<int> distances(n, -1);
    for (auto kind : test_support::backends_under_test()) {
        boost::gpu_dijkstra_shortest_paths(
            g, s,
            gp::use_backend(kind, boost::weight_map(boost::make_constant_property<grid::edge_descriptor>(1))
                                      .distance_map(boost::make_iterator_property_map(distances.begin(), index))));
        for (std::size_t v = 0; v < n; ++v)
            BOOST_TEST(distances[v] == static_cast<int>(expected[v]), "Dijkstra on a grid_graph, vertex " << v);
    }
}

BOOST_AUTO_TEST_CASE(dijkstra_positional_forms)
{
    using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                        boost::property<boost::edge_weight_t, double>>;
    auto rng = test_support::make_rng(12);
    for (std::size_t n : {1, 9, 300}) {
        graph g(n);
        add_random_edges(g, 4 * n, get(boost::edge_weight, g), rng);
        const auto index = get(boost::vertex_index, g);
        const double inf = (std::numeric_limits<double>::max)();
        std::vector<double> expected(n), got(n);
        std::vector<std::size_t> expected_p(n), got_p(n);
        boost::dijkstra_shortest_paths(g, vertex(0, g), boost::distance_map(&expected[0]));
        const std::vector<std::size_t> sources{0, n - 1};
        std::vector<double> expected_multi(n);
        boost::dijkstra_shortest_paths(g, sources.begin(), sources.end(), boost::dummy_property_map(),
                                       boost::make_iterator_property_map(expected_multi.begin(), index),
                                       get(boost::edge_weight, g), index, std::less<double>(),
                                       boost::closed_plus<double>(), inf, 0.0, boost::dijkstra_visitor<>());
        for (auto kind : test_support::backends_under_test()) {
            std::fill(got.begin(), got.end(), -1.0);
            boost::gpu_dijkstra_shortest_paths_no_color_map(
                g, vertex(0, g), boost::make_iterator_property_map(got_p.begin(), index),
                boost::make_iterator_property_map(got.begin(), index, 0.), get(boost::edge_weight, g), index,
                std::less<double>(), boost::closed_plus<double>(), inf, 0,
                boost::make_dijkstra_visitor(boost::null_visitor()), gp::use_backend(kind));
            BOOST_TEST(got == expected, "no_color_map positional, n = " << n << ", " << gp::to_string(kind));
            for (std::size_t v = 0; v < n; ++v)
                if (got[v] != inf && v != 0)
                    BOOST_TEST(got[got_p[v]] <= got[v], "a predecessor of " << v << " is farther than it");
            std::fill(got.begin(), got.end(), -1.0);
            boost::gpu_dijkstra_shortest_paths(g, sources.begin(), sources.end(), boost::dummy_property_map(),
                                               boost::make_iterator_property_map(got.begin(), index),
                                               get(boost::edge_weight, g), index, std::less<double>(),
                                               std::plus<double>(), inf, 0.0, boost::dijkstra_visitor<>());
            // (the multi-source positional form has no trailing parameters: automatic)
            BOOST_TEST(got == expected_multi, "multi-source positional, n = " << n << ", " << gp::to_string(kind));
            // The named form with BGL's defaults written out.
            std::fill(got.begin(), got.end(), -1.0);
            boost::gpu_dijkstra_shortest_paths(g, vertex(0, g),
                                               gp::use_backend(kind, boost::distance_map(&got[0]))
                                                   .distance_compare(std::less<double>())
                                                   .distance_combine(boost::closed_plus<double>())
                                                   .visitor(boost::make_dijkstra_visitor(boost::null_visitor())));
            BOOST_TEST(got == expected, "named defaults written out, n = " << n << ", " << gp::to_string(kind));
        }
    }
}

BOOST_AUTO_TEST_CASE(bfs_positional_forms)
{
    using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS,
                                        boost::property<boost::vertex_color_t, boost::default_color_type>>;
    auto rng = test_support::make_rng(13);
    for (std::size_t n : {1, 9, 500}) {
        graph g(n);
        std::uniform_int_distribution<std::size_t> pick(0, n - 1);
        for (std::size_t i = 0; i < n; ++i) {
            const std::size_t from = pick(rng);
            add_edge(from, pick(rng), g);
        }
        const auto index = get(boost::vertex_index, g);
        std::vector<int> expected(n, 0), got(n);
        boost::queue<std::size_t> queue;
        boost::breadth_first_search(g, vertex(0, g), queue,
                                    boost::make_bfs_visitor(boost::record_distances(
                                        boost::make_iterator_property_map(expected.begin(), index), boost::on_tree_edge())),
                                    get(boost::vertex_color, g));
        std::vector<boost::default_color_type> expected_colors;
        for (std::size_t v = 0; v < n; ++v) expected_colors.push_back(get(boost::vertex_color, g, v));
        for (auto kind : test_support::backends_under_test()) {
            std::fill(got.begin(), got.end(), 0);
            for (std::size_t v = 0; v < n; ++v) put(boost::vertex_color, g, v, boost::gray_color);  // poison
            boost::gpu_breadth_first_search(g, vertex(0, g), queue,
                                            boost::make_bfs_visitor(boost::record_distances(
                                                boost::make_iterator_property_map(got.begin(), index),
                                                boost::on_tree_edge())),
                                            get(boost::vertex_color, g), gp::use_backend(kind));
            BOOST_TEST(got == expected, "positional BFS, n = " << n << ", " << gp::to_string(kind));
            for (std::size_t v = 0; v < n; ++v)
                BOOST_TEST(get(boost::vertex_color, g, v) == expected_colors[v], "the color of " << v);
        }
        // Several sources, an arbitrary visitor run on the host: BGL's event order.
        const std::vector<std::size_t> sources{n - 1, 0};
        std::vector<std::size_t> expected_order, got_order;
        auto discover = [](std::vector<std::size_t>& order) {
            return boost::make_bfs_visitor(boost::write_property(boost::typed_identity_property_map<std::size_t>(),
                                                                 std::back_inserter(order), boost::on_discover_vertex()));
        };
        boost::breadth_first_search(g, sources.begin(), sources.end(), queue, discover(expected_order),
                                    get(boost::vertex_color, g));
        boost::gpu_breadth_first_search(g, sources.begin(), sources.end(), queue, discover(got_order),
                                        get(boost::vertex_color, g), gp::run_visitor_on_host());
        BOOST_TEST(got_order == expected_order, "discovery order on the host, n = " << n);
    }
}

BOOST_AUTO_TEST_CASE(floyd_warshall_infinite_and_huge_floating_weights)
{
    // +inf is a common "no edge" weight in double maps, and finite weights may sum past
    // the largest double: BGL computes both, and so must the drop-in.
    using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                        boost::property<boost::edge_weight_t, double>>;
    const double inf = std::numeric_limits<double>::infinity(), huge = 1e308;
    graph g(5);
    add_edge(0, 1, 1.0, g);
    add_edge(1, 2, inf, g);
    add_edge(0, 2, 7.0, g);
    add_edge(2, 3, huge, g);
    add_edge(3, 4, huge, g);
    add_edge(4, 0, 2.5, g);
    std::vector<std::vector<double>> expected(5, std::vector<double>(5)), got = expected;
    BOOST_TEST_REQUIRE(boost::floyd_warshall_all_pairs_shortest_paths(g, expected));
    // The initialised form, from a matrix with +inf and huge entries of its own.
    std::vector<std::vector<double>> start(5, std::vector<double>(5, (std::numeric_limits<double>::max)()));
    for (std::size_t v = 0; v < 5; ++v) start[v][v] = 0;
    start[0][3] = inf;
    start[3][1] = huge;
    start[1][4] = huge;
    start[4][2] = 1.0;
    std::vector<std::vector<double>> expected_initialized = start;
    BOOST_TEST_REQUIRE(boost::floyd_warshall_initialized_all_pairs_shortest_paths(g, expected_initialized));
    auto compare = [](const auto& a, const auto& b, const std::string& what) {
        for (std::size_t u = 0; u < 5; ++u)
            for (std::size_t v = 0; v < 5; ++v)
                BOOST_TEST(a[u][v] == b[u][v],
                           what << ": d[" << u << "][" << v << "] = " << a[u][v] << " against BGL's " << b[u][v]);
    };
    for (auto kind : test_support::backends_under_test()) {
        for (auto& row : got) std::fill(row.begin(), row.end(), -7.0);
        BOOST_TEST((boost::gpu_floyd_warshall_all_pairs(g, got, gp::use_backend(kind))));
        compare(got, expected, std::string("from the graph, ") + gp::to_string(kind));
        got = start;
        BOOST_TEST((boost::gpu_floyd_warshall_initialized_all_pairs(g, got, gp::use_backend(kind))));
        compare(got, expected_initialized, std::string("initialised, ") + gp::to_string(kind));
    }
    // BGL's full names with the prefix, in their plain and positional forms.
    for (auto& row : got) std::fill(row.begin(), row.end(), -7.0);
    BOOST_TEST(boost::gpu_floyd_warshall_all_pairs_shortest_paths(g, got));
    compare(got, expected, "gpu_floyd_warshall_all_pairs_shortest_paths");
    for (auto& row : got) std::fill(row.begin(), row.end(), -7.0);
    BOOST_TEST(boost::gpu_floyd_warshall_all_pairs_shortest_paths(g, got, get(boost::edge_weight, g), std::less<double>(),
                                                                  boost::closed_plus<double>(),
                                                                  (std::numeric_limits<double>::max)(), 0.0));
    compare(got, expected, "gpu_floyd_warshall_all_pairs_shortest_paths, positional");
    got = start;
    BOOST_TEST(boost::gpu_floyd_warshall_initialized_all_pairs_shortest_paths(g, got, boost::distance_zero(0.0)));
    compare(got, expected_initialized, "gpu_floyd_warshall_initialized_all_pairs_shortest_paths");
}
