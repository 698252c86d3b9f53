// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A route on a real road network: read a DIMACS .gr file (gzip or xz compressed too),
// compute all pairs with gpu_dijkstra_all and a predecessor matrix, and print the route
// between two vertices (1-based, as in the file) with shortest_path().
//
//   road_route GRAPH.gr [FROM TO]
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/io/read_graph.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>
#include <boost_gpu_paths/paths.hpp>

#include <boost/graph/dijkstra_shortest_paths.hpp>

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <vector>

namespace gp = boost::gpu_paths;

int main(int argc, char** argv)
{
    if (argc != 2 && argc != 4) {
        std::fprintf(stderr, "usage: road_route GRAPH.gr [FROM TO]\n");
        return 2;
    }
    try {
        const gp::io::edge_list edges = gp::io::read_graph(argv[1]);
        const auto g = gp::io::to_adjacency_list<long>(edges);
        const std::size_t n = num_vertices(g);
        const std::size_t from = argc == 4 ? edges.vertex_of(std::atoll(argv[2])) : 0;
        const std::size_t to = argc == 4 ? edges.vertex_of(std::atoll(argv[3])) : n - 1;

        //[road_route
        std::vector<std::vector<long>> d(n, std::vector<long>(n));
        std::vector<std::vector<std::size_t>> p(n, std::vector<std::size_t>(n));
        boost::gpu_dijkstra_all(g, d, gp::predecessor_matrix(p));
        std::vector<std::size_t> route = gp::shortest_path(p, from, to);
        //]
        if (route.empty()) {
            std::printf("no route from %lld to %lld\n", (long long)edges.id_of(from), (long long)edges.id_of(to));
            return 0;
        }
        std::printf("route from %lld to %lld: length %ld, %zu vertices\n", (long long)edges.id_of(from),
                    (long long)edges.id_of(to), d[from][to], route.size());
        for (std::size_t v : route) std::printf(" %lld", (long long)edges.id_of(v));
        std::printf("\n");

        // Check against BGL: same length, and every step is an edge whose weights add up.
        std::vector<long> bgl(n);
        boost::dijkstra_shortest_paths(g, from, boost::distance_map(boost::make_iterator_property_map(
                                                    bgl.begin(), get(boost::vertex_index, g))));
        long walked = 0;
        bool edges_exist = true;
        for (std::size_t i = 1; i < route.size(); ++i) {
            long best = -1;
            for (auto e : boost::make_iterator_range(boost::out_edges(route[i - 1], g)))
                if (target(e, g) == route[i] && (best < 0 || get(boost::edge_weight, g, e) < best))
                    best = get(boost::edge_weight, g, e);
            edges_exist = edges_exist && best >= 0;
            walked += best;
        }
        std::printf("same length as BGL: %s\n", edges_exist && walked == d[from][to] && bgl[to] == d[from][to] ? "yes" : "no");
    } catch (const std::exception& e) {
        std::fprintf(stderr, "road_route: %s\n", e.what());
        return 1;
    }
    return 0;
}
