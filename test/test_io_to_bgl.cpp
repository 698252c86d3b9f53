// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/io/generators.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>
#include <boost_gpu_paths/detail/layout/csr.hpp>

#include "support/random.hpp"

#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/mpl/list.hpp>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <random>
#include <tuple>
#include <vector>

namespace gp = boost::gpu_paths;
namespace io = boost::gpu_paths::io;

namespace {

using triple = std::tuple<std::uint32_t, std::uint32_t, double>;

// A random list with self loops, parallel edges and non-negative whole weights.
io::edge_list random_list(std::mt19937_64& rng, bool directed)
{
    io::edge_list g;
    g.vertex_count = 1 + static_cast<std::uint32_t>(rng() % 40);
    g.directed = directed;
    g.weighted = true;
    const std::size_t m = rng() % (3 * g.vertex_count + 1);
    for (std::size_t e = 0; e < m; ++e) {
        std::uint32_t u = rng() % g.vertex_count, v = rng() % g.vertex_count;
        if (e > 0 && rng() % 6 == 0) std::tie(u, v) = std::make_tuple(g.sources.back(), g.targets.back());
        g.add_edge(u, v, double(rng() % 50));
    }
    return g;
}

// What a directed graph built from the list must hold: the list's edges, plus their
// reverses for an undirected list (self loops once).
std::vector<triple> expected_arcs(const io::edge_list& g)
{
    std::vector<triple> arcs;
    for (std::size_t e = 0; e < g.edge_count(); ++e) {
        arcs.emplace_back(g.sources[e], g.targets[e], g.weight(e));
        if (!g.directed && g.sources[e] != g.targets[e]) arcs.emplace_back(g.targets[e], g.sources[e], g.weight(e));
    }
    std::sort(arcs.begin(), arcs.end());
    return arcs;
}

template <class Graph>
std::vector<triple> arcs_of(const Graph& g)
{
    std::vector<triple> arcs;
    for (auto v : boost::make_iterator_range(vertices(g)))
        for (auto e : boost::make_iterator_range(out_edges(v, g)))
            arcs.emplace_back(static_cast<std::uint32_t>(source(e, g)), static_cast<std::uint32_t>(target(e, g)),
                              static_cast<double>(get(boost::edge_weight, g, e)));
    std::sort(arcs.begin(), arcs.end());
    return arcs;
}

// Bellman-Ford straight on the list: the oracle for the converted graphs' distances.
std::vector<double> list_distances(const io::edge_list& g, std::uint32_t source)
{
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> d(g.vertex_count, inf);
    d[source] = 0;
    for (std::uint32_t round = 0; round < g.vertex_count; ++round)
        for (std::size_t e = 0; e < g.edge_count(); ++e) {
            const std::uint32_t u = g.sources[e], v = g.targets[e];
            d[v] = std::min(d[v], d[u] + g.weight(e));
            if (!g.directed) d[u] = std::min(d[u], d[v] + g.weight(e));
        }
    return d;
}

template <class W, class Graph>
std::vector<double> bgl_distances(const Graph& g, std::uint32_t source)
{
    std::vector<W> d(num_vertices(g));
    boost::dijkstra_shortest_paths(g, source,
                                   boost::distance_map(boost::make_iterator_property_map(d.begin(), get(boost::vertex_index, g)))
                                       .distance_inf(std::numeric_limits<W>::max()));
    std::vector<double> out;
    for (W x : d) out.push_back(x == std::numeric_limits<W>::max() ? std::numeric_limits<double>::infinity() : double(x));
    return out;
}

using weight_types = boost::mpl::list<float, double, std::int32_t, std::int64_t>;

}  // namespace

BOOST_AUTO_TEST_CASE_TEMPLATE(conversions_keep_every_edge, W, weight_types)
{
    auto rng = test_support::make_rng(21);
    for (int trial = 0; trial < 20; ++trial) {
        const io::edge_list list = random_list(rng, trial % 2 == 0);
        const auto expected = expected_arcs(list);
        BOOST_TEST_CONTEXT((list.directed ? "directed" : "undirected") << " list, n " << list.vertex_count)
        {
            const auto adjacency = io::to_adjacency_list<W>(list);
            BOOST_TEST(num_vertices(adjacency) == list.vertex_count);
            BOOST_TEST((arcs_of(adjacency) == expected));

            const auto bidirectional = io::to_adjacency_list<W, boost::bidirectionalS>(list);
            BOOST_TEST((arcs_of(bidirectional) == expected));

            const auto csr = io::to_csr_graph<W>(list);
            BOOST_TEST(num_vertices(csr) == list.vertex_count);
            BOOST_TEST((arcs_of(csr) == expected));

            if (!list.directed) {
                const auto undirected = io::to_adjacency_list<W, boost::undirectedS>(list);
                BOOST_TEST(num_edges(undirected) == list.edge_count());
                // out_edges of an undirected graph lists each edge at both ends.
                std::vector<triple> both;
                for (auto e : boost::make_iterator_range(edges(undirected))) {
                    const auto u = static_cast<std::uint32_t>(source(e, undirected));
                    const auto v = static_cast<std::uint32_t>(target(e, undirected));
                    both.emplace_back(u, v, double(get(boost::edge_weight, undirected, e)));
                    if (u != v) both.emplace_back(v, u, double(get(boost::edge_weight, undirected, e)));
                }
                std::sort(both.begin(), both.end());
                BOOST_TEST((both == expected));
            } else {
                BOOST_CHECK_THROW((io::to_adjacency_list<W, boost::undirectedS>(list)), gp::invalid_input);
            }

            // Distances on the converted graphs equal the list's own.
            const std::uint32_t s = static_cast<std::uint32_t>(rng() % list.vertex_count);
            const auto oracle = list_distances(list, s);
            BOOST_TEST((bgl_distances<W>(adjacency, s) == oracle));
            BOOST_TEST((bgl_distances<W>(csr, s) == oracle));
        }
    }
}

BOOST_AUTO_TEST_CASE(csr_graph_is_shared_by_the_layout_without_copies)
{
    auto rng = test_support::make_rng(22);
    const io::edge_list list = io::generate_gnm(500, 4000, rng(), io::weight_range{1, 10, true});
    const auto csr = io::to_csr_graph<float>(list);
    const gp::layout::vertex_numbering<io::csr_graph<float>> numbering(csr);
    const auto layout = gp::layout::make_csr<float>(csr, numbering, get(boost::edge_weight, csr),
                                                    std::numeric_limits<float>::max());
    BOOST_TEST(layout.topology.offsets == csr.m_forward.m_rowstart.data());
    BOOST_TEST(layout.topology.targets == csr.m_forward.m_column.data());
    BOOST_TEST(layout.topology.edge_count == list.edge_count());
    BOOST_TEST(layout.owned_targets.empty());
}

BOOST_AUTO_TEST_CASE(unweighted_lists_and_graphs_without_weights)
{
    io::edge_list list;
    list.vertex_count = 3;
    list.add_edge(0, 1);
    list.add_edge(1, 2);
    list.add_edge(1, 2);
    const auto weighted = io::to_adjacency_list<int>(list);
    for (auto e : boost::make_iterator_range(edges(weighted))) BOOST_TEST(get(boost::edge_weight, weighted, e) == 1);
    const auto topology = io::to_adjacency_list<void>(list);
    BOOST_TEST(num_edges(topology) == 3u);
    const auto csr_topology = io::to_csr_graph<void>(list);
    BOOST_TEST(num_edges(csr_topology) == 3u);
    // Empty graphs convert too.
    BOOST_TEST(num_vertices(io::to_csr_graph<double>(io::edge_list{})) == 0u);
    BOOST_TEST(num_vertices(io::to_adjacency_list<double>(io::edge_list{})) == 0u);
}

BOOST_AUTO_TEST_CASE(integer_weight_types_refuse_values_they_cannot_hold)
{
    io::edge_list list;
    list.vertex_count = 2;
    list.weighted = true;
    list.first_id = 1;
    list.add_edge(0, 1, 2.5);
    BOOST_CHECK_THROW(io::to_adjacency_list<std::int32_t>(list), gp::invalid_input);
    BOOST_CHECK_THROW(io::to_csr_graph<std::int64_t>(list), gp::invalid_input);
    BOOST_TEST(get(boost::edge_weight, io::to_adjacency_list<double>(list), *edges(io::to_adjacency_list<double>(list)).first) == 2.5);

    list.weights[0] = std::ldexp(1.0, 31);  // one past int32's maximum
    try {
        io::to_csr_graph<std::int32_t>(list);
        BOOST_ERROR("no invalid_input");
    } catch (const gp::invalid_input& e) {
        BOOST_TEST(std::string(e.what()).find("edge 1 -> 2") != std::string::npos);  // file ids
    }
    BOOST_TEST(io::to_csr_graph<std::int64_t>(list).m_forward.m_column.size() == 1u);
    list.weights[0] = -std::ldexp(1.0, 31);  // int32's minimum fits
    BOOST_CHECK_NO_THROW(io::to_csr_graph<std::int32_t>(list));
    list.weights[0] = std::ldexp(1.0, 63);
    BOOST_CHECK_THROW(io::to_csr_graph<std::int64_t>(list), gp::invalid_input);
}
