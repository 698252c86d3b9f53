// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The public headers leave BGL's own algorithms as they were: a program that includes the
// drop-ins and calls boost::dijkstra_shortest_paths, boost::dag_shortest_paths and
// boost::breadth_first_search with pointers as property maps (the common &d[0] idiom)
// compiles and gets BGL's answers.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/bellman_ford.hpp>
#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dag_shortest_paths.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/johnson.hpp>
#include <boost_gpu_paths/paths.hpp>
#include <boost_gpu_paths/resident_graph.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/bellman_ford_shortest_paths.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dag_shortest_paths.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>

#include <vector>

BOOST_AUTO_TEST_CASE(pointer_property_maps_still_reach_bgl)
{
    using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                        boost::property<boost::edge_weight_t, int>>;
    graph g(4);
    add_edge(0, 1, 5, g);
    add_edge(1, 2, 1, g);
    add_edge(0, 2, 9, g);
    std::vector<int> d(4, -1), e(4, -1);
    std::vector<std::size_t> p(4, 7);
    boost::dijkstra_shortest_paths(g, 0, boost::distance_map(&d[0]).predecessor_map(&p[0]));
    boost::gpu_dijkstra_shortest_paths(g, 0, boost::distance_map(&e[0]));
    BOOST_TEST(d[2] == 6);
    BOOST_TEST(p[2] == 1u);
    BOOST_TEST((d == e));
    std::vector<int> hops(4, 0);
    boost::breadth_first_search(
        g, 0, boost::visitor(boost::make_bfs_visitor(boost::record_distances(&hops[0], boost::on_tree_edge()))));
    BOOST_TEST(hops[2] == 1);
    std::vector<int> dag(4, -1), gpu_dag(4, -1);
    boost::dag_shortest_paths(g, 0, boost::distance_map(&dag[0]).predecessor_map(&p[0]));
    boost::gpu_dag_shortest_paths(g, 0, boost::distance_map(&gpu_dag[0]));
    BOOST_TEST(dag[2] == 6);
    BOOST_TEST((dag == gpu_dag));
    std::vector<int> bf(4, -1);
    BOOST_TEST(boost::bellman_ford_shortest_paths(g, boost::root_vertex(0).distance_map(&bf[0])));
    BOOST_TEST(bf[2] == 6);
}
