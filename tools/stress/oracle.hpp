// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// BGL as the oracle. Integer weights run through BGL in long double, which holds every
// int and long long sum the generator makes exactly and cannot wrap: where the weight
// type's own sums would overflow (undefined behaviour in BGL), the oracle still knows the
// true lengths, so a call that neither refuses nor returns them is caught. Floating
// weights run in their own type, as BGL computes them. Every oracle runs on an
// adjacency_list<vecS, vecS, directedS> holding the arcs the library's graph offers
// (both directions of an undirected edge), which BGL's algorithms treat as they treat the
// undirected graph.
#ifndef GPU_PATHS_STRESS_ORACLE_HPP
#define GPU_PATHS_STRESS_ORACLE_HPP

#include "graph_kinds.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/exception.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>
#include <boost/graph/visitors.hpp>
#include <boost/property_map/property_map.hpp>

#include <cstddef>
#include <functional>
#include <limits>
#include <type_traits>
#include <vector>

namespace stress {

static_assert(std::numeric_limits<long double>::digits >= 64,
              "the oracle needs a long double that holds every 64-bit integer exactly");

template <class W>
using wide_t = typename std::conditional<std::is_integral<W>::value, long double, W>::type;

template <class Wide>
using oracle_graph =
    boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property, weight_property<Wide>>;

template <class Wide, class W>
oracle_graph<Wide> make_oracle_graph(std::size_t n, const std::vector<weighted_edge<W>>& arcs)
{
    oracle_graph<Wide> g(n);
    for (const auto& a : arcs) add_edge(a.u, a.v, static_cast<Wide>(a.w), g);
    return g;
}

template <class Wide>
struct search_answer {
    bool negative_edge = false;  // BGL threw boost::negative_edge
    std::vector<Wide> distance;  // by vertex index, when it did not
};

// boost::dijkstra_shortest_paths from every source at once, with BGL's default compare
// and combine (std::plus) and the call's inf.
template <class Wide>
search_answer<Wide> bgl_dijkstra(const oracle_graph<Wide>& g, const std::vector<std::size_t>& sources, Wide inf)
{
    search_answer<Wide> answer;
    const std::size_t n = num_vertices(g);
    answer.distance.assign(n, inf);
    std::vector<std::size_t> predecessor(n);
    const auto index = get(boost::vertex_index, g);
    try {
        boost::dijkstra_shortest_paths(
            g, sources.begin(), sources.end(), boost::make_iterator_property_map(predecessor.begin(), index),
            boost::make_iterator_property_map(answer.distance.begin(), index), get(boost::edge_weight, g), index,
            std::less<Wide>(), std::plus<Wide>(), inf, Wide(0), boost::make_dijkstra_visitor(boost::null_visitor()));
    } catch (const boost::negative_edge&) {
        answer.negative_edge = true;
        answer.distance.clear();
    }
    return answer;
}

// boost::floyd_warshall_all_pairs_shortest_paths with the call's inf; d is n x n.
template <class Wide>
bool bgl_floyd_warshall(const oracle_graph<Wide>& g, std::vector<std::vector<Wide>>& d, Wide inf)
{
    const std::size_t n = num_vertices(g);
    d.assign(n, std::vector<Wide>(n));
    return boost::floyd_warshall_all_pairs_shortest_paths(
        g, d, boost::weight_map(get(boost::edge_weight, g)).distance_inf(inf).distance_zero(Wide(0)));
}

// boost::floyd_warshall_initialized_all_pairs_shortest_paths on the caller's matrix d.
template <class Wide>
bool bgl_floyd_warshall_initialized(const oracle_graph<Wide>& g, std::vector<std::vector<Wide>>& d, Wide inf)
{
    return boost::floyd_warshall_initialized_all_pairs_shortest_paths(
        g, d, boost::weight_map(get(boost::edge_weight, g)).distance_inf(inf).distance_zero(Wide(0)));
}

constexpr std::size_t unreached_hops = std::numeric_limits<std::size_t>::max();

// Hops from the nearest source by boost::breadth_first_search with record_distances;
// unreached_hops where no source reaches.
template <class Wide>
std::vector<std::size_t> bgl_bfs(const oracle_graph<Wide>& g, const std::vector<std::size_t>& sources)
{
    const std::size_t n = num_vertices(g);
    std::vector<std::size_t> hops(n, unreached_hops);
    for (std::size_t s : sources) hops[s] = 0;
    std::vector<boost::default_color_type> color(n);
    const auto index = get(boost::vertex_index, g);
    boost::queue<std::size_t> queue;
    boost::breadth_first_search(g, sources.begin(), sources.end(), queue,
                                boost::make_bfs_visitor(boost::record_distances(
                                    boost::make_iterator_property_map(hops.begin(), index), boost::on_tree_edge())),
                                boost::make_iterator_property_map(color.begin(), index));
    return hops;
}

}  // namespace stress

#endif
