// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// expect: IncidenceGraphConcept|VertexListGraphConcept
// A graph that is only an edge list has no out-edges to search: the drop-in refuses it
// with the name of the concept it misses, as BGL's breadth_first_search does.
#include <boost_gpu_paths/breadth_first_search.hpp>

#include <boost/graph/edge_list.hpp>

#include <utility>
#include <vector>

int main()
{
    using edge = std::pair<int, int>;
    std::vector<edge> edges{{0, 1}, {1, 2}};
    boost::edge_list<std::vector<edge>::iterator> g(edges.begin(), edges.end());
    std::vector<int> d(3);
    boost::gpu_breadth_first_search(g, 0, boost::distance_map(&d[0]));
}
