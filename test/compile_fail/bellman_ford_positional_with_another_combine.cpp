// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// expect: gpu_bellman_ford: distance_combine other than closed_plus<D> is not supported
// BGL's positional Bellman-Ford with its defaults written out runs on the drop-in;
// another combine does not (the kernels add), and is refused with the reason.
#include <boost_gpu_paths/bellman_ford.hpp>

#include <boost/graph/adjacency_list.hpp>

#include <functional>
#include <limits>
#include <vector>

int main()
{
    using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                        boost::property<boost::edge_weight_t, int>>;
    graph g(3);
    add_edge(0, 1, -2, g);
    add_edge(1, 2, 3, g);
    std::vector<int> d(3, (std::numeric_limits<int>::max)());
    std::vector<std::size_t> p{0, 1, 2};
    d[0] = 0;
    const auto longest = [](int a, int b) { return a > b ? a : b; };
    return boost::gpu_bellman_ford_shortest_paths(g, 3, get(boost::edge_weight, g), p.data(), d.data(), longest,
                                                  std::less<int>(), boost::bellman_visitor<>())
               ? 0
               : 1;
}
