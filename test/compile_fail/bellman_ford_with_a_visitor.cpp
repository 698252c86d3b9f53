// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// expect: gpu_bellman_ford: visitors are not supported
// A Bellman-Ford visitor that records events cannot be replayed by the parallel
// relaxation; the drop-in refuses it with the reason.
#include <boost_gpu_paths/bellman_ford.hpp>

#include <boost/graph/adjacency_list.hpp>

#include <limits>
#include <vector>

struct counting_visitor : boost::bellman_visitor<> {
    int* relaxed;
    template <class Edge, class Graph>
    void edge_relaxed(Edge, const Graph&)
    {
        ++*relaxed;
    }
};

int main()
{
    using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                        boost::property<boost::edge_weight_t, int>>;
    graph g(3);
    add_edge(0, 1, -2, g);
    add_edge(1, 2, 3, g);
    std::vector<int> d(3, (std::numeric_limits<int>::max)());
    int relaxed = 0;
    counting_visitor visitor;
    visitor.relaxed = &relaxed;
    return boost::gpu_bellman_ford_shortest_paths(g, boost::root_vertex(0).distance_map(d.data()).visitor(visitor))
               ? 0
               : 1;
}
