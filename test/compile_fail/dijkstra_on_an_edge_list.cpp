// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// expect: IncidenceGraphConcept|VertexListGraphConcept
// The Dijkstra drop-in needs vertices and their out-edges: an edge list is refused with
// the name of the concept it misses.
#include <boost_gpu_paths/dijkstra.hpp>

#include <boost/graph/edge_list.hpp>

#include <utility>
#include <vector>

int main()
{
    using edge = std::pair<int, int>;
    std::vector<edge> edges{{0, 1}, {1, 2}};
    boost::edge_list<std::vector<edge>::iterator> g(edges.begin(), edges.end());
    std::vector<int> d(3);
    std::vector<int> w{1, 1};
    boost::gpu_dijkstra_shortest_paths(g, 0, boost::distance_map(&d[0]).weight_map(boost::make_iterator_property_map(
                                                 w.begin(), boost::get(boost::edge_index, g))));
}
