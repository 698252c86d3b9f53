// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// expect: the graph must be directed
// BGL's transitive_closure takes directed graphs only (its strong_components asserts
// directed_tag); the drop-in refuses an undirected one at compile time as well.
#include <boost_gpu_paths/transitive_closure.hpp>

#include <boost/graph/adjacency_list.hpp>

int main()
{
    boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS> g(3), tc;
    add_edge(0, 1, g);
    boost::gpu_transitive_closure(g, tc);
}
