// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// expect: only distance_combine = boost::closed_plus<W> can run here
// A combine the kernels cannot compute is refused at compile time, with the BGL call to
// use instead.
#include <boost_gpu_paths/floyd_warshall.hpp>

#include <boost/graph/adjacency_list.hpp>

#include <functional>
#include <vector>

int main()
{
    using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                        boost::property<boost::edge_weight_t, int>>;
    graph g(2);
    add_edge(0, 1, 3, g);
    std::vector<std::vector<int>> d(2, std::vector<int>(2));
    boost::gpu_floyd_warshall_all_pairs(g, d, boost::distance_combine(std::multiplies<int>()));
}
