// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Dijkstra on an adjacency_list<listS, listS>: vertices are not integers, so, as with
// BGL, a vertex_index_map numbers them and the outputs are property maps keyed by
// descriptor. Prints each city's distance and whether BGL agrees.
#include <boost_gpu_paths/dijkstra.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/property_map/property_map.hpp>

#include <cstdio>
#include <map>
#include <string>

int main()
{
    using graph = boost::adjacency_list<boost::listS, boost::listS, boost::undirectedS,
                                        boost::property<boost::vertex_name_t, std::string>,
                                        boost::property<boost::edge_weight_t, int>>;
    using vertex = boost::graph_traits<graph>::vertex_descriptor;
    graph g;
    const char* names[] = {"Amsterdam", "Berlin", "Copenhagen", "Dresden", "Essen"};
    std::map<std::string, vertex> city;
    for (const char* name : names) city[name] = add_vertex(std::string(name), g);
    add_edge(city["Amsterdam"], city["Essen"], 205, g);
    add_edge(city["Essen"], city["Berlin"], 530, g);
    add_edge(city["Berlin"], city["Dresden"], 190, g);
    add_edge(city["Berlin"], city["Copenhagen"], 440, g);
    add_edge(city["Amsterdam"], city["Copenhagen"], 780, g);

    std::map<vertex, int> index_storage;
    int next = 0;
    for (vertex v : boost::make_iterator_range(vertices(g))) index_storage[v] = next++;
    boost::associative_property_map<std::map<vertex, int>> index(index_storage);

    //[dijkstra_swap
    std::map<vertex, int> km_bgl, km_gpu;
    std::map<vertex, vertex> pred_gpu;
    boost::dijkstra_shortest_paths(g, city["Amsterdam"],
                                   boost::vertex_index_map(index).distance_map(boost::make_assoc_property_map(km_bgl)));
    boost::gpu_dijkstra_shortest_paths(g, city["Amsterdam"],
                                       boost::vertex_index_map(index)
                                           .distance_map(boost::make_assoc_property_map(km_gpu))
                                           .predecessor_map(boost::make_assoc_property_map(pred_gpu)));
    //]
    auto name = get(boost::vertex_name, g);
    for (vertex v : boost::make_iterator_range(vertices(g)))
        std::printf("%-10s %5d km (via %s)\n", name[v].c_str(), km_gpu[v], name[pred_gpu[v]].c_str());
    std::printf("same as BGL: %s\n", km_bgl == km_gpu ? "yes" : "no");
    return 0;
}
