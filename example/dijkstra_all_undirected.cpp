// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// All pairs on an undirected graph by repeated Dijkstra: the drop-in for
// johnson_all_pairs_shortest_paths when weights are non-negative. Prints the matrix and
// whether BGL's Johnson gives the same one.
#include <boost_gpu_paths/dijkstra.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/johnson_all_pairs_shortest.hpp>

#include <cstdio>
#include <vector>

int main()
{
    using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, boost::no_property,
                                        boost::property<boost::edge_weight_t, int>>;
    graph g(4);
    add_edge(0, 1, 3, g);
    add_edge(1, 2, 4, g);
    add_edge(0, 2, 9, g);
    // vertex 3 is isolated: its row and column hold distance_inf

    //[dijkstra_all_swap
    std::vector<std::vector<int>> d_bgl(4, std::vector<int>(4)), d_gpu(4, std::vector<int>(4));
    boost::johnson_all_pairs_shortest_paths(g, d_bgl);
    boost::gpu_dijkstra_all(g, d_gpu);
    //]
    for (const auto& row : d_gpu) {
        for (int x : row) std::printf(x == std::numeric_limits<int>::max() ? "  inf" : " %4d", x);
        std::printf("\n");
    }
    std::printf("same as BGL: %s\n", d_bgl == d_gpu ? "yes" : "no");
    return 0;
}
