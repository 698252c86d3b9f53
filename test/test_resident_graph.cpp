// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Queries on a resident graph (resident_graph.hpp) against BGL: repeated BFS and Dijkstra
// searches from fresh sources on every backend and on the automatic choice, with several
// distance types on one resident graph, after invalidate() on a changed graph, and the
// errors of a wrong graph, negative edges and sources that are not vertices.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/resident_graph.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"
#include "test_dijkstra_common.hpp"

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/visitors.hpp>

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace gp = boost::gpu_paths;
using namespace dijkstra_test;

namespace {

// Every backend, and the automatic choice (which runs BGL's own algorithm on small graphs).
std::vector<gp::backend_kind> kinds_under_test()
{
    std::vector<gp::backend_kind> kinds = test_support::backends_under_test();
    kinds.push_back(gp::backend_kind::automatic);
    return kinds;
}

// BGL's hop counts from s (max where unreached), the BFS oracle.
template <class Graph>
std::vector<std::uint32_t> bgl_hops(const Graph& g, typename boost::graph_traits<Graph>::vertex_descriptor s)
{
    const auto index = get(boost::vertex_index, g);
    std::vector<std::uint32_t> hops(num_vertices(g), (std::numeric_limits<std::uint32_t>::max)());
    auto hop_map = boost::make_iterator_property_map(hops.begin(), index);
    put(hop_map, s, 0u);
    boost::breadth_first_search(
        g, s, boost::visitor(boost::make_bfs_visitor(boost::record_distances(hop_map, boost::on_tree_edge()))));
    return hops;
}

template <class Graph>
std::size_t check_bfs(const Graph& g, typename boost::graph_traits<Graph>::vertex_descriptor s,
                      const std::vector<std::uint32_t>& hops,
                      const std::vector<typename boost::graph_traits<Graph>::vertex_descriptor>& parents,
                      const std::string& what)
{
    const auto index = get(boost::vertex_index, g);
    const std::vector<std::uint32_t> expected = bgl_hops(g, s);
    std::size_t errors = 0;
    for (auto v : boost::make_iterator_range(vertices(g))) {
        const std::size_t i = get(index, v);
        if (hops[i] != expected[i] && errors++ < 8)
            BOOST_ERROR(what << ": vertex " << i << " at " << hops[i] << " hops, BGL has " << expected[i]);
        const auto p = parents[i];
        const bool own = p == v;
        if (v == s || expected[i] == (std::numeric_limits<std::uint32_t>::max)()) {
            if (!own && errors++ < 8) BOOST_ERROR(what << ": vertex " << i << " is not its own parent");
        } else if (own || hops[get(index, p)] + 1 != hops[i] || !boost::edge(p, v, g).second) {
            if (errors++ < 8) BOOST_ERROR(what << ": the parent of vertex " << i << " is not one hop closer");
        }
    }
    return errors;
}

// Repeated BFS and Dijkstra queries (int and double distances, two infs) on one resident
// graph, each checked against BGL.
template <class Graph>
void repeated_queries(const Graph& g, gp::backend_kind kind, std::mt19937_64& rng, const std::string& name)
{
    using vertex = typename boost::graph_traits<Graph>::vertex_descriptor;
    const std::size_t n = num_vertices(g);
    const auto index = get(boost::vertex_index, g);
    const auto weight = get(boost::edge_weight, g);
    auto rg = gp::make_resident_graph(g, gp::use_backend(kind, boost::weight_map(weight)));
    std::vector<vertex> by_index(n);
    for (auto v : boost::make_iterator_range(vertices(g))) by_index[get(index, v)] = v;
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    for (int query = 0; query < test_support::sized(4, 2); ++query) {  // fewer under the sanitizer runs
        const vertex s = by_index[pick(rng)];
        const std::string what = name + " [" + gp::to_string(kind) + "] query " + std::to_string(query);

        std::vector<std::uint32_t> hops(n, 12345);
        std::vector<vertex> bfs_parents(n, boost::graph_traits<Graph>::null_vertex());
        gp::report bfs_report;
        boost::gpu_breadth_first_search(
            g, s,
            gp::use_resident(rg, gp::report_to(bfs_report, boost::distance_map(boost::make_iterator_property_map(
                                                                                  hops.begin(), index))
                                                                 .predecessor_map(boost::make_iterator_property_map(
                                                                     bfs_parents.begin(), index)))));
        BOOST_TEST(bfs_report.method.find("resident graph") != std::string::npos, what << ": " << bfs_report.method);
        if (kind != gp::backend_kind::automatic)
            BOOST_TEST(static_cast<int>(bfs_report.backend) == static_cast<int>(kind), what);
        BOOST_TEST(check_bfs(g, s, hops, bfs_parents, what + " bfs") == 0u);

        const std::vector<vertex> sources{s};
        std::vector<int> distances(n, poison<int>());
        std::vector<vertex> parents(n, boost::graph_traits<Graph>::null_vertex());
        gp::report sssp_report;
        boost::gpu_dijkstra_shortest_paths(
            g, s,
            gp::use_resident(rg, gp::report_to(sssp_report,
                                               boost::distance_map(boost::make_iterator_property_map(distances.begin(),
                                                                                                     index))
                                                   .predecessor_map(boost::make_iterator_property_map(parents.begin(),
                                                                                                      index)))));
        BOOST_TEST(sssp_report.method.find("resident graph") != std::string::npos, what << ": " << sssp_report.method);
        const int inf = (std::numeric_limits<int>::max)();
        BOOST_TEST(check_shortest_paths(g, sources, weight, index, distances, &parents,
                                        bgl_distances(g, sources, weight, index, inf), inf, what + " int") == 0u);

        // Another distance type, and another inf, on the same resident graph.
        std::vector<double> wide(n, -7.0);
        boost::gpu_dijkstra_shortest_paths(
            g, s, gp::use_resident(rg, boost::distance_map(boost::make_iterator_property_map(wide.begin(), index))));
        const double wide_inf = (std::numeric_limits<double>::max)();
        BOOST_TEST(check_shortest_paths(g, sources, weight, index, wide, static_cast<const std::vector<vertex>*>(nullptr),
                                        bgl_distances(g, sources, weight, index, wide_inf), wide_inf,
                                        what + " double") == 0u);
        std::vector<int> capped(n, poison<int>());
        boost::gpu_dijkstra_shortest_paths(
            g, s,
            gp::use_resident(rg, boost::distance_map(boost::make_iterator_property_map(capped.begin(), index))
                                     .distance_inf(150)));
        BOOST_TEST(check_shortest_paths(g, sources, weight, index, capped, static_cast<const std::vector<vertex>*>(nullptr),
                                        bgl_distances(g, sources, weight, index, 150), 150, what + " inf 150") == 0u);
    }
}

}  // namespace

BOOST_AUTO_TEST_CASE(repeated_queries_match_bgl)
{
    auto rng = test_support::make_rng(1);
    // Under the sanitizer runs smaller graphs: the largest still more than the one-block
    // searches take (their one_block_limit).
    for (std::size_t n : test_support::sized<std::size_t>({1, 12, 700, 6000}, {1, 12, 300, 4000})) {
        edge_shape shape;
        shape.n = n;
        shape.m = 4 * n;
        const auto edges = random_edges<int>(rng, shape);
        for (auto kind : kinds_under_test()) {
            const std::string at = " n=" + std::to_string(n);
            repeated_queries(build<vec_graph<int>>(n, edges), kind, rng, "vecS" + at);
            repeated_queries(build<vec_graph<int, boost::undirectedS>>(n, edges), kind, rng, "undirected" + at);
            repeated_queries(build<list_graph<int>>(n, edges), kind, rng, "listS" + at);
            repeated_queries(build_csr<int>(n, edges), kind, rng, "csr" + at);
        }
    }
}

// The graph changes between queries: after invalidate() the next query sees the change.
BOOST_AUTO_TEST_CASE(invalidate_after_a_change)
{
    for (auto kind : kinds_under_test()) {
        vec_graph<int> g(4);
        add_edge(0, 1, 5, g);
        add_edge(1, 2, 5, g);
        auto rg = gp::make_resident_graph(g, gp::use_backend(kind, boost::weight_map(get(boost::edge_weight, g))));
        std::vector<int> d(4, -7);
        auto query = [&] {
            boost::gpu_dijkstra_shortest_paths(g, 0, gp::use_resident(rg, boost::distance_map(d.data())));
        };
        query();
        BOOST_TEST(d[2] == 10);
        BOOST_TEST(d[3] == (std::numeric_limits<int>::max)());
        add_edge(0, 2, 1, g);
        add_edge(2, 3, 1, g);
        rg.invalidate();
        query();
        BOOST_TEST(d[2] == 1);
        BOOST_TEST(d[3] == 2);
        std::vector<std::uint32_t> hops(4, 99);
        boost::gpu_breadth_first_search(g, 0, gp::use_resident(rg, boost::distance_map(hops.data())));
        BOOST_TEST(hops[3] == 2u);
    }
}

BOOST_AUTO_TEST_CASE(errors)
{
    for (auto kind : kinds_under_test()) {
        vec_graph<int> g(3), other(3);
        add_edge(0, 1, 2, g);
        add_edge(2, 0, -1, g);  // negative, reached only from 2
        auto rg = gp::make_resident_graph(g, gp::use_backend(kind, boost::weight_map(get(boost::edge_weight, g))));
        std::vector<int> d(3);
        BOOST_CHECK_THROW(
            boost::gpu_dijkstra_shortest_paths(other, 0, gp::use_resident(rg, boost::distance_map(d.data()))),
            gp::invalid_input);
        BOOST_CHECK_THROW(boost::gpu_breadth_first_search(other, 0, gp::use_resident(rg)), gp::invalid_input);
        BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(g, 7, gp::use_resident(rg, boost::distance_map(d.data()))),
                          gp::invalid_input);
        boost::gpu_dijkstra_shortest_paths(g, 0, gp::use_resident(rg, boost::distance_map(d.data())));
        BOOST_TEST(d[1] == 2);
        BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(g, 2, gp::use_resident(rg, boost::distance_map(d.data()))),
                          boost::negative_edge);
    }
}

// A query that names a source that is not a vertex, on a graph whose int path lengths
// could wrap: invalid_input, as the per-call path (which checks the sources before the
// weights' bounds) gives on the same backend, even on the query that lays the graph out.
BOOST_AUTO_TEST_CASE(sources_are_checked_before_the_weights_bounds)
{
    for (auto kind : test_support::backends_under_test()) {
        vec_graph<int> g(3);
        add_edge(0, 1, 1500000000, g);
        add_edge(1, 2, 1500000000, g);
        std::vector<int> d(3, -7);
        BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(g, 9, gp::use_backend(kind, boost::distance_map(d.data()))),
                          gp::invalid_input);
        auto rg = gp::make_resident_graph(g, gp::use_backend(kind, boost::weight_map(get(boost::edge_weight, g))));
        BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(g, 9, gp::use_resident(rg, boost::distance_map(d.data()))),
                          gp::invalid_input);
        BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(g, 0, gp::use_resident(rg, boost::distance_map(d.data()))),
                          gp::weight_overflow);
        BOOST_TEST(d == (std::vector<int>{-7, -7, -7}), boost::test_tools::per_element());
    }
}

BOOST_AUTO_TEST_CASE(empty_graph)
{
    for (auto kind : kinds_under_test()) {
        vec_graph<int> g(0);
        auto rg = gp::make_resident_graph(g, gp::use_backend(kind, boost::weight_map(get(boost::edge_weight, g))));
        std::vector<int> d;
        std::vector<std::size_t> none;
        boost::gpu_dijkstra_shortest_paths(g, none.begin(), none.begin(),
                                           gp::use_resident(rg, boost::distance_map(d.data())));
        BOOST_TEST(d.empty());
    }
}
