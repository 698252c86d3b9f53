// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A search that stops at a target, BGL's idiom: a visitor that records each vertex's tree
// parent and throws once the target is discovered. Its events must come in BGL's order,
// so the drop-in runs BGL's own loop for it, and the call compiles and behaves as BGL's.
// Prints the route found and whether BGL's search leaves the same parents.
#include <boost_gpu_paths/breadth_first_search.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>

#include <cstdio>
#include <vector>

//[early_exit_visitor
struct found_target {};

struct stop_at_target : boost::default_bfs_visitor {
    std::size_t target;
    std::vector<std::size_t>* parent;
    template <class Edge, class Graph>
    void tree_edge(Edge e, const Graph& g) const
    {
        (*parent)[boost::target(e, g)] = boost::source(e, g);
        if (boost::target(e, g) == target) throw found_target();
    }
};
//]

int main()
{
    using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
    graph g(7);
    const int edges[][2] = {{0, 1}, {1, 2}, {0, 3}, {3, 4}, {4, 5}, {2, 5}, {5, 6}};
    for (const auto& e : edges) add_edge(e[0], e[1], g);

    std::vector<std::size_t> parent_bgl(7, 7), parent_gpu(7, 7);
    try {
        boost::breadth_first_search(g, 0, boost::visitor(stop_at_target{{}, 6, &parent_bgl}));
    } catch (const found_target&) {
    }
    //[early_exit_call
    try {
        boost::gpu_breadth_first_search(g, 0, boost::visitor(stop_at_target{{}, 6, &parent_gpu}));
    } catch (const found_target&) {
        // the target is reached; parent_gpu holds the tree up to it
    }
    //]
    std::printf("route to 6:");
    std::vector<std::size_t> route{6};
    while (route.back() != 0) route.push_back(parent_gpu[route.back()]);
    for (auto it = route.rbegin(); it != route.rend(); ++it) std::printf(" %zu", *it);
    std::printf("\nsame as BGL: %s\n", parent_bgl == parent_gpu ? "yes" : "no");
    return 0;
}
