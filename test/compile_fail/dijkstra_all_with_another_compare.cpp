// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// expect: distance_compare other than std::less<D> is not supported
// gpu_dijkstra_shortest_paths runs BGL's own loop for another order; gpu_dijkstra_all, which
// replaces Johnson's all pairs and has no such loop of BGL's to run, refuses it with the
// reason.
#include <boost_gpu_paths/dijkstra.hpp>

#include <boost/graph/adjacency_list.hpp>

#include <functional>
#include <vector>

int main()
{
    using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                        boost::property<boost::edge_weight_t, int>>;
    graph g(3);
    add_edge(0, 1, 2, g);
    std::vector<std::vector<int>> d(3, std::vector<int>(3));
    boost::gpu_dijkstra_all(g, d, boost::distance_compare(std::greater<int>()));
}
