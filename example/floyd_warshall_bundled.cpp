// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Floyd-Warshall on an adjacency_list whose weights are a bundled edge property:
// the BGL call and its GPU drop-in side by side, then a route through the
// predecessor matrix. Prints both matrices' agreement and one path.
#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/paths.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>

#include <cstdio>
#include <vector>

struct road {
    double minutes;
};

int main()
{
    using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property, road>;
    graph g(5);
    add_edge(0, 1, road{4}, g);
    add_edge(0, 2, road{1}, g);
    add_edge(2, 1, road{2}, g);
    add_edge(1, 3, road{5}, g);
    add_edge(2, 3, road{8}, g);
    add_edge(3, 4, road{3}, g);
    auto minutes = get(&road::minutes, g);

    //[floyd_warshall_swap
    std::vector<std::vector<double>> d_bgl(5, std::vector<double>(5));
    std::vector<std::vector<double>> d_gpu(5, std::vector<double>(5));
    bool ok_bgl = boost::floyd_warshall_all_pairs_shortest_paths(g, d_bgl, boost::weight_map(minutes));
    bool ok_gpu = boost::gpu_floyd_warshall_all_pairs(g, d_gpu, boost::weight_map(minutes));
    //]
    std::printf("no negative cycle: %s, same as BGL: %s\n", ok_gpu ? "yes" : "no",
                ok_bgl == ok_gpu && d_bgl == d_gpu ? "yes" : "no");

    //[floyd_warshall_paths
    std::vector<std::vector<std::size_t>> p(5, std::vector<std::size_t>(5));
    boost::gpu_floyd_warshall_all_pairs(g, d_gpu, boost::gpu_paths::predecessor_matrix(p, boost::weight_map(minutes)));
    std::vector<std::size_t> route = boost::gpu_paths::shortest_path(p, std::size_t(0), std::size_t(4));
    //]
    std::printf("0 -> 4 takes %.0f minutes:", d_gpu[0][4]);
    for (std::size_t v : route) std::printf(" %zu", v);
    std::printf("\n");
    return 0;
}
