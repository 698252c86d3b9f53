// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// expect: distance_compare other than std::less<D> is not supported
// BGL's positional Dijkstra with its defaults written out runs on the drop-in; another
// order does not (the kernels compute min), and is refused with the reason.
#include <boost_gpu_paths/dijkstra.hpp>

#include <boost/graph/adjacency_list.hpp>

#include <functional>
#include <limits>
#include <vector>

int main()
{
    using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                        boost::property<boost::edge_weight_t, int>>;
    graph g(3);
    add_edge(0, 1, 2, g);
    std::vector<int> d(3);
    std::vector<std::size_t> p(3);
    const auto index = get(boost::vertex_index, g);
    boost::gpu_dijkstra_shortest_paths(g, 0, boost::make_iterator_property_map(p.begin(), index),
                                       boost::make_iterator_property_map(d.begin(), index),
                                       get(boost::edge_weight, g), index, std::greater<int>(),
                                       boost::closed_plus<int>(), (std::numeric_limits<int>::max)(), 0,
                                       boost::dijkstra_visitor<>());
}
