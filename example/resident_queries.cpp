// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Many searches on one graph: a resident graph lays it out (and on the GPU uploads it)
// once, and every query reuses that. The queries are the drop-ins with one more named
// parameter, use_resident; their results equal BGL's.
#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/resident_graph.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>

#include <iostream>
#include <random>
#include <vector>

namespace gp = boost::gpu_paths;

using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, int>>;

int main()
{
    const std::size_t n = 20000;
    graph g(n);
    std::mt19937 rng(7);
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    std::uniform_int_distribution<int> weight(1, 100);
    for (std::size_t e = 0; e < 5 * n; ++e) add_edge(pick(rng), pick(rng), weight(rng), g);

    auto rg = gp::make_resident_graph(g, boost::weight_map(get(boost::edge_weight, g)));
    std::vector<int> d(n), expected(n);
    std::vector<std::size_t> hops(n);
    bool same = true;
    for (std::size_t s : {0, 17, 4242, 19999}) {
        boost::gpu_dijkstra_shortest_paths(g, s, gp::use_resident(rg, boost::distance_map(d.data())));
        boost::gpu_breadth_first_search(g, s, gp::use_resident(rg, boost::distance_map(hops.data())));
        boost::dijkstra_shortest_paths(g, s, boost::distance_map(expected.data()));
        same = same && d == expected && hops[s] == 0;
    }
    // The graph changed: the next query must see the change.
    add_edge(0, 19999, 1, g);
    rg.invalidate();
    boost::gpu_dijkstra_shortest_paths(g, 0, gp::use_resident(rg, boost::distance_map(d.data())));
    same = same && d[19999] == 1;
    std::cout << "queries on the resident graph: same as BGL: " << (same ? "yes" : "no") << "\n";
    return same ? 0 : 1;
}
