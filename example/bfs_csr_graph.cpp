// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Breadth-first search on a compressed_sparse_row_graph, whose arrays the layout layer
// hands to the device without copying them first; BGL's recorder-visitor idiom works
// unchanged. Prints the hop counts and whether BGL writes the same maps.
#include <boost_gpu_paths/breadth_first_search.hpp>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>

#include <cstdint>
#include <cstdio>
#include <utility>
#include <vector>

int main()
{
    // 32-bit vertex and edge indices: the device reads the graph's own offset and target arrays.
    using graph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, boost::no_property,
                                                     boost::no_property, std::uint32_t, std::uint32_t>;
    const std::pair<std::uint32_t, std::uint32_t> edges[] = {{0, 1}, {0, 2}, {1, 3}, {2, 3}, {3, 4}, {5, 4}};
    graph g(boost::edges_are_unsorted_multi_pass, std::begin(edges), std::end(edges), 6);

    //[bfs_swap
    std::vector<int> hops_bgl(6, -1), hops_gpu(6, -1);
    hops_bgl[0] = hops_gpu[0] = 0;  // the recorders leave the source to the caller
    boost::breadth_first_search(g, 0u,
        boost::visitor(boost::make_bfs_visitor(boost::record_distances(hops_bgl.data(), boost::on_tree_edge()))));
    boost::gpu_breadth_first_search(g, 0u,
        boost::visitor(boost::make_bfs_visitor(boost::record_distances(hops_gpu.data(), boost::on_tree_edge()))));
    //]
    std::printf("hops:");
    for (int h : hops_gpu) std::printf(" %d", h);
    std::printf("\nsame as BGL: %s\n", hops_bgl == hops_gpu ? "yes" : "no");
    return 0;
}
