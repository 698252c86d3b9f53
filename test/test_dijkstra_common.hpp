// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Shared by test_dijkstra.cpp and test_dijkstra_all.cpp: random edge lists, the graph
// types under test, BGL as the oracle, the checks every result must pass, and the real
// graphs in ../shared/data.
#ifndef BOOST_GPU_PATHS_TEST_DIJKSTRA_COMMON_HPP
#define BOOST_GPU_PATHS_TEST_DIJKSTRA_COMMON_HPP

#include <boost_gpu_paths/io/read_graph.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/adjacency_matrix.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/filtered_graph.hpp>
#include <boost/property_map/property_map.hpp>
#include <boost/range/iterator_range.hpp>
#include <boost/test/unit_test.hpp>

#include "support/graph_builders.hpp"
#include "support/random.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <type_traits>
#include <unordered_set>
#include <utility>
#include <vector>

namespace dijkstra_test {

// --- Edge lists ------------------------------------------------------------------------------

template <class W>
struct edge {
    std::size_t u, v;
    W w;
};

// What a random edge list looks like.
struct edge_shape {
    std::size_t n = 0;
    std::size_t m = 0;
    int max_weight = 100;          // weights drawn from [0, max_weight] (integers)
    double zero_fraction = 0.05;   // of the weights, this share is 0
    bool fractional = false;       // add a random fraction in [0, 1) to every weight
    double unreachable = 0.05;     // this share of vertices gets no in-edges
};

// A random multigraph: self loops and parallel edges occur, and some vertices have no
// in-edges, so they are unreachable from everything but themselves.
template <class W>
std::vector<edge<W>> random_edges(std::mt19937_64& rng, const edge_shape& shape)
{
    std::vector<edge<W>> edges;
    if (shape.n == 0) return edges;
    std::uniform_int_distribution<std::size_t> vertex(0, shape.n - 1);
    std::uniform_int_distribution<int> weight(0, shape.max_weight);
    std::uniform_real_distribution<double> unit(0, 1);
    std::vector<char> isolated(shape.n, 0);
    for (std::size_t v = 0; v < shape.n; ++v) isolated[v] = unit(rng) < shape.unreachable;
    for (std::size_t e = 0; e < shape.m; ++e) {
        const std::size_t u = vertex(rng);
        std::size_t v = vertex(rng);
        if (isolated[v]) continue;
        double w = unit(rng) < shape.zero_fraction ? 0 : weight(rng);
        if (shape.fractional) w += unit(rng);
        edges.push_back({u, v, static_cast<W>(w)});
    }
    return edges;
}

// --- Graph types -----------------------------------------------------------------------------

template <class W>
using weight_property = boost::property<boost::edge_weight_t, W>;
template <class W, class Directed = boost::directedS>
using vec_graph = boost::adjacency_list<boost::vecS, boost::vecS, Directed, boost::no_property, weight_property<W>>;
template <class W>
using list_graph = boost::adjacency_list<boost::listS, boost::listS, boost::directedS,
                                         boost::property<boost::vertex_index_t, std::size_t>, weight_property<W>>;
template <class W>
using matrix_graph = boost::adjacency_matrix<boost::directedS, boost::no_property, weight_property<W>>;
template <class W, class Index = std::uint32_t>
using csr_graph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, weight_property<W>,
                                                     boost::no_property, Index, Index>;

// Builds any mutable graph type; listS graphs get their vertex_index property filled.
template <class Graph, class W>
Graph build(std::size_t n, const std::vector<edge<W>>& edges)
{
    Graph g = test_support::build_graph<Graph>(n, edges);
    if constexpr (std::is_same<Graph, list_graph<W>>::value) {
        std::size_t i = 0;
        for (auto v : boost::make_iterator_range(vertices(g))) put(boost::vertex_index, g, v, i++);
    }
    return g;
}

template <class W, class Index = std::uint32_t>
csr_graph<W, Index> build_csr(std::size_t n, const std::vector<edge<W>>& edges)
{
    return test_support::build_csr_graph<csr_graph<W, Index>>(n, edges);
}

// --- Results and checks ----------------------------------------------------------------------

// A distance no search writes: negative (or, for unsigned types, just below inf).
template <class D>
D poison()
{
    return std::is_signed<D>::value ? static_cast<D>(-7) : static_cast<D>((std::numeric_limits<D>::max)() - 1);
}

// Relative tolerance between two float results. Where shortest paths are unique both
// sides add the same weights in the same order and agree exactly; where two paths have
// lengths within rounding of each other either may win, and their sums differ by at most
// (hops * machine epsilon) relative. Test paths have under 200 hops: 200 eps, doubled.
template <class D>
double tolerance()
{
    return std::is_floating_point<D>::value ? 400 * std::numeric_limits<D>::epsilon() : 0.0;
}

template <class D>
bool same_distance(D got, D expected, D inf)
{
    if (got == inf || expected == inf) return got == expected;
    if (!std::is_floating_point<D>::value) return got == expected;
    const double scale = std::max(1.0, std::abs(static_cast<double>(expected)));
    return std::abs(static_cast<double>(got) - static_cast<double>(expected)) <= tolerance<D>() * scale;
}

// BGL's distances from `sources` (indexed by `index`), the oracle.
template <class Graph, class WeightMap, class IndexMap, class D>
std::vector<D> bgl_distances(const Graph& g, const std::vector<typename boost::graph_traits<Graph>::vertex_descriptor>& sources,
                             WeightMap weight, IndexMap index, D inf)
{
    using vertex = typename boost::graph_traits<Graph>::vertex_descriptor;
    const std::size_t n = num_vertices(g);
    std::vector<D> distance(n);
    std::vector<vertex> predecessor(n);
    auto distance_map = boost::make_iterator_property_map(distance.begin(), index);
    auto predecessor_map = boost::make_iterator_property_map(predecessor.begin(), index);
    boost::dijkstra_shortest_paths(g, sources.begin(), sources.end(), predecessor_map, distance_map, weight, index,
                                   std::less<D>(), std::plus<D>(), inf, D(0),
                                   boost::make_dijkstra_visitor(boost::null_visitor()));
    return distance;
}

// Every result must pass this: distances as BGL's, and predecessors that are a shortest
// path tree rooted at the sources (p[s] = s, p[v] = v where unreached, otherwise an edge
// p[v] -> v with d[p[v]] + w == d[v], and following p from v ends at a source).
// Returns the number of mismatches (each reported).
template <class Graph, class WeightMap, class IndexMap, class D, class Vertex>
std::size_t check_shortest_paths(const Graph& g, const std::vector<Vertex>& sources, WeightMap weight, IndexMap index,
                                 const std::vector<D>& distance, const std::vector<Vertex>* predecessor,
                                 const std::vector<D>& expected, D inf, const std::string& what)
{
    std::size_t errors = 0;
    auto fail = [&](const std::string& message) {
        if (errors++ < 8) BOOST_ERROR(what << ": " << message);
    };
    std::vector<char> is_source(num_vertices(g), 0);
    for (const auto& s : sources) is_source[get(index, s)] = 1;
    std::unordered_set<Vertex> all_vertices;
    typename boost::graph_traits<Graph>::vertex_iterator it, end;
    for (boost::tie(it, end) = vertices(g); it != end; ++it) all_vertices.insert(*it);
    for (boost::tie(it, end) = vertices(g); it != end; ++it) {
        const Vertex v = *it;
        const std::size_t i = get(index, v);
        if (!same_distance(distance[i], expected[i], inf)) {
            std::ostringstream out;
            out << "distance of vertex " << i << " is " << distance[i] << ", BGL has " << expected[i];
            fail(out.str());
        }
        if (!predecessor) continue;
        const Vertex p = (*predecessor)[i];
        if (!all_vertices.count(p)) {
            fail("the predecessor of vertex " + std::to_string(i) + " is not a vertex (unwritten?)");
            continue;
        }
        if (is_source[i] || distance[i] == inf) {
            if (!(p == v)) fail("vertex " + std::to_string(i) + " (source or unreached) is not its own predecessor");
            continue;
        }
        if (p == v) {
            fail("reached vertex " + std::to_string(i) + " is its own predecessor");
            continue;
        }
        bool tight = false;
        typename boost::graph_traits<Graph>::out_edge_iterator e, e_end;
        for (boost::tie(e, e_end) = out_edges(p, g); e != e_end; ++e)
            if (target(*e, g) == v && static_cast<D>(distance[get(index, p)] + static_cast<D>(get(weight, *e))) == distance[i])
                tight = true;
        if (!tight) fail("no edge from the predecessor of vertex " + std::to_string(i) + " is tight");
        // The chain of predecessors ends at a source within n steps.
        Vertex x = v;
        std::size_t steps = 0;
        bool valid = true;
        while (valid && !is_source[get(index, x)] && steps <= num_vertices(g)) {
            x = (*predecessor)[get(index, x)];
            valid = all_vertices.count(x) != 0;
            ++steps;
        }
        if (valid && !is_source[get(index, x)]) fail("the predecessors of vertex " + std::to_string(i) + " loop");
    }
    return errors;
}

// --- Real graphs -----------------------------------------------------------------------------

// The path of a file of the shared data set (e.g. "dimacs9/rome99.gr"), looked for in
// $BOOST_GPU_PATHS_DATA_DIR, <source>/.device-data and <source>/../shared/data; empty
// when absent.
inline std::string data_file(const std::string& relative)
{
    std::vector<std::string> roots;
    if (const char* env = std::getenv("BOOST_GPU_PATHS_DATA_DIR")) roots.push_back(env);
#ifdef BOOST_GPU_PATHS_SOURCE_DIR
    roots.push_back(std::string(BOOST_GPU_PATHS_SOURCE_DIR) + "/.device-data");
    roots.push_back(std::string(BOOST_GPU_PATHS_SOURCE_DIR) + "/../shared/data");
#endif
    for (const auto& root : roots) {
        const std::string path = root + "/" + relative;
        if (std::ifstream(path).good()) return path;
    }
    return std::string();
}

// Boost.Test precondition: skipped (with the reason) when the file is not there.
struct data_present {
    std::string relative;
    boost::test_tools::assertion_result operator()(boost::unit_test::test_unit_id) const
    {
        boost::test_tools::assertion_result result(!data_file(relative).empty());
        result.message() << relative << " not found (set BOOST_GPU_PATHS_DATA_DIR)";
        return result;
    }
};

// The weighted edges of a real graph file, as read by the project's reader.
template <class W>
std::vector<edge<W>> read_edges(const std::string& relative, std::size_t& n)
{
    const boost::gpu_paths::io::edge_list list = boost::gpu_paths::io::read_graph(data_file(relative));
    n = list.vertex_count;
    std::vector<edge<W>> edges;
    for (std::size_t e = 0; e < list.edge_count(); ++e) {
        edges.push_back({list.sources[e], list.targets[e], static_cast<W>(list.weight(e))});
        if (!list.directed && list.sources[e] != list.targets[e])
            edges.push_back({list.targets[e], list.sources[e], static_cast<W>(list.weight(e))});
    }
    return edges;
}

// The whole graph; where test_support::reduced() (the sanitizer runs, in which every
// device access is checked), its part around vertex 0: the first `limit` vertices a
// breadth-first search from 0 reaches over the edges in either direction, numbered in that
// order, and the edges among them. Connected, and of the same kind as the whole (a road
// network's part is a road network). Sets n to the vertices kept.
template <class W>
std::vector<edge<W>> reduced_graph(std::vector<edge<W>> edges, std::size_t& n, std::size_t limit)
{
    if (!test_support::reduced() || limit >= n) return edges;
    std::vector<std::vector<std::size_t>> neighbours(n);
    for (const auto& e : edges) {
        neighbours[e.u].push_back(e.v);
        neighbours[e.v].push_back(e.u);
    }
    const std::size_t none = std::size_t(-1);
    std::vector<std::size_t> number(n, none), order{0};
    number[0] = 0;
    for (std::size_t i = 0; i < order.size() && order.size() < limit; ++i)
        for (std::size_t v : neighbours[order[i]])
            if (number[v] == none && order.size() < limit) {
                number[v] = order.size();
                order.push_back(v);
            }
    std::vector<edge<W>> part;
    for (const auto& e : edges)
        if (number[e.u] != none && number[e.v] != none) part.push_back({number[e.u], number[e.v], e.w});
    n = order.size();
    return part;
}

}  // namespace dijkstra_test

#endif
