// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_dijkstra_shortest_paths against boost::dijkstra_shortest_paths on every graph type
// and weight type, random and real graphs, and the edge cases; on every backend.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/io/generators.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"
#include "test_dijkstra_common.hpp"

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace gp = boost::gpu_paths;
using namespace dijkstra_test;
using test_support::backends_under_test;

namespace {

// Runs gpu_dijkstra_shortest_paths from `sources` on every backend, with poisoned output
// maps, and checks the result against BGL. Returns the errors found.
template <class D, class Graph, class WeightMap, class IndexMap>
std::size_t run_and_check(const Graph& g, const std::vector<typename boost::graph_traits<Graph>::vertex_descriptor>& sources,
                          WeightMap weight, IndexMap index, const std::string& what,
                          D inf = (std::numeric_limits<D>::max)())
{
    using vertex = typename boost::graph_traits<Graph>::vertex_descriptor;
    const std::size_t n = num_vertices(g);
    const std::vector<D> expected = bgl_distances<Graph, WeightMap, IndexMap, D>(g, sources, weight, index, inf);
    std::size_t errors = 0;
    // Every backend, and the host backend's threaded search (delta-stepping) on graphs of
    // every size and on more threads than the machine may have, so that they race.
    auto paths = test_support::paths_under_test();
    gp::options threaded = gp::default_options();
    threaded.threads = 4;
    threaded.sssp.host_parallel_from = 0;
    threaded.sssp.host_parallel_below_degree = 1e9;
    paths.push_back({gp::backend_kind::host, threaded, "host, delta-stepping on 4 threads"});
    for (const auto& path : paths) {
        std::vector<D> distance(n, poison<D>());
        std::vector<vertex> predecessor(n, boost::graph_traits<Graph>::null_vertex());
        gp::report report;
        auto params = gp::report_to(report, gp::with_options(path.tuning, gp::use_backend(path.backend, boost::weight_map(weight)
                                                .distance_map(boost::make_iterator_property_map(distance.begin(), index))
                                                .predecessor_map(boost::make_iterator_property_map(predecessor.begin(), index))
                                                .distance_inf(inf))));
        if (sources.size() == 1)
            boost::gpu_dijkstra_shortest_paths(g, sources.front(), params);
        else
            boost::gpu_dijkstra_shortest_paths(g, sources.begin(), sources.end(), params);
        const std::string label = what + " [" + path.name + "]";
        if (path.tuning.sssp.host_parallel_from == 0 && n > 0)
            BOOST_TEST(report.method.find("delta-stepping") != std::string::npos, label << ": ran " << report.method);
        const std::size_t found = check_shortest_paths(g, sources, weight, index, distance, &predecessor, expected, inf, label);
        BOOST_TEST(found == 0u, label << ": " << found << " wrong vertices");
        errors += found;
    }
    return errors;
}

template <class Graph>
typename boost::graph_traits<Graph>::vertex_descriptor vertex_at(const Graph& g, std::size_t i)
{
    typename boost::graph_traits<Graph>::vertex_iterator it, end;
    boost::tie(it, end) = vertices(g);
    std::advance(it, i);
    return *it;
}

// A random source of a random graph of the given shape, on graph type Graph.
template <class W, class Graph = vec_graph<W>>
void random_case(std::mt19937_64& rng, const edge_shape& shape, const std::string& what)
{
    const auto edges = random_edges<W>(rng, shape);
    const Graph g = build<Graph>(shape.n, edges);
    const std::size_t s = std::uniform_int_distribution<std::size_t>(0, shape.n - 1)(rng);
    run_and_check<W>(g, {vertex_at(g, s)}, get(boost::edge_weight, g), get(boost::vertex_index, g),
                     what + " n=" + std::to_string(shape.n) + " m=" + std::to_string(shape.m));
}

template <class W>
void random_cases_of_type(std::uint64_t salt, bool fractional, const std::string& name)
{
    auto rng = test_support::make_rng(salt);
    // Under the sanitizer runs one larger graph instead of two: at degree 8 still more than
    // the one-block search takes (sssp_options::one_block_limit).
    for (std::size_t n : test_support::sized<std::size_t>({1, 2, 7, 60, 500, 4000}, {1, 2, 7, 60, 2200})) {
        for (std::size_t degree : {1, 3, 8}) {
            edge_shape shape;
            shape.n = n;
            shape.m = n * degree;
            shape.fractional = fractional;
            random_case<W>(rng, shape, name);
        }
    }
}

}  // namespace

// --- Weight and distance types -----------------------------------------------------------

BOOST_AUTO_TEST_CASE(int_weights) { random_cases_of_type<int>(1, false, "int"); }
BOOST_AUTO_TEST_CASE(int64_weights) { random_cases_of_type<std::int64_t>(2, false, "int64"); }
BOOST_AUTO_TEST_CASE(unsigned_weights) { random_cases_of_type<unsigned>(3, false, "unsigned"); }
BOOST_AUTO_TEST_CASE(short_weights) { random_cases_of_type<short>(4, false, "short"); }
// Whole-number floats add exactly: the results must equal BGL's to the bit.
BOOST_AUTO_TEST_CASE(float_whole_weights) { random_cases_of_type<float>(5, false, "float (whole)"); }
// Fractional weights: equal within the rounding tolerance explained at tolerance<D>().
BOOST_AUTO_TEST_CASE(float_fractional_weights) { random_cases_of_type<float>(6, true, "float"); }
BOOST_AUTO_TEST_CASE(double_fractional_weights) { random_cases_of_type<double>(7, true, "double"); }

// A distance map of another type than the weights: BGL adds in the distance type.
BOOST_AUTO_TEST_CASE(double_distances_of_int_weights)
{
    auto rng = test_support::make_rng(8);
    edge_shape shape;
    shape.n = 300;
    shape.m = 1500;
    const auto g = build<vec_graph<int>>(shape.n, random_edges<int>(rng, shape));
    run_and_check<double>(g, {0}, get(boost::edge_weight, g), get(boost::vertex_index, g), "double distances");
}

// With distances wider than the weights BGL adds in the distance type, so it relaxes
// even an edge of the weight type's maximum (0 + INT_MAX < LLONG_MAX): a real edge, not
// "no edge".
BOOST_AUTO_TEST_CASE(weight_type_maximum_is_an_edge_for_wider_distances)
{
    vec_graph<int> g(5);
    add_edge(0, 1, (std::numeric_limits<int>::max)(), g);
    add_edge(1, 2, 5, g);
    add_edge(0, 3, 2, g);
    add_edge(3, 1, (std::numeric_limits<int>::max)() - 1, g);  // one longer than the direct edge
    const auto weight = get(boost::edge_weight, g);
    const auto index = get(boost::vertex_index, g);
    BOOST_TEST(run_and_check<std::int64_t>(g, {0}, weight, index, "int64 distances of int weights") == 0u);
    BOOST_TEST(run_and_check<double>(g, {0}, weight, index, "double distances of int weights") == 0u);
}

// --- Graph types -------------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(every_graph_type)
{
    auto rng = test_support::make_rng(10);
    for (std::size_t n : test_support::sized<std::size_t>({1, 40, 700}, {1, 40, 250})) {
        edge_shape shape;
        shape.n = n;
        shape.m = 4 * n;
        const auto edges = random_edges<int>(rng, shape);
        const std::size_t s = std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
        const std::string size = " n=" + std::to_string(n);
        {
            const auto g = build<vec_graph<int, boost::undirectedS>>(n, edges);
            run_and_check<int>(g, {s}, get(boost::edge_weight, g), get(boost::vertex_index, g), "undirected" + size);
        }
        {
            const auto g = build<vec_graph<int, boost::bidirectionalS>>(n, edges);
            run_and_check<int>(g, {s}, get(boost::edge_weight, g), get(boost::vertex_index, g), "bidirectional" + size);
        }
        {
            const auto g = build<list_graph<int>>(n, edges);
            run_and_check<int>(g, {vertex_at(g, s)}, get(boost::edge_weight, g), get(boost::vertex_index, g),
                               "listS" + size);
        }
        {
            const auto g = build<matrix_graph<int>>(n, edges);
            run_and_check<int>(g, {s}, get(boost::edge_weight, g), get(boost::vertex_index, g),
                               "adjacency_matrix" + size);
        }
        {
            const auto g = build_csr<int>(n, edges);
            run_and_check<int>(g, {static_cast<std::uint32_t>(s)}, get(boost::edge_weight, g),
                               get(boost::vertex_index, g), "csr uint32" + size);
        }
        {
            const auto g = build_csr<int, std::size_t>(n, edges);
            run_and_check<int>(g, {s}, get(boost::edge_weight, g), get(boost::vertex_index, g), "csr size_t" + size);
        }
        {
            // Edges of weight divisible by 3 and vertices numbered 3 mod 7 filtered out.
            const auto base = build<vec_graph<int>>(n, edges);
            auto weights = get(boost::edge_weight, base);
            auto keep_edge = [weights](boost::graph_traits<vec_graph<int>>::edge_descriptor e) {
                return get(weights, e) % 3 != 0;
            };
            const std::size_t source = s % 7 == 3 ? (s + 1) % n : s;
            auto keep_vertex = [source](std::size_t v) { return v % 7 != 3 || v == source; };
            boost::filtered_graph<vec_graph<int>, std::function<bool(boost::graph_traits<vec_graph<int>>::edge_descriptor)>,
                                  std::function<bool(std::size_t)>>
                g(base, keep_edge, keep_vertex);
            run_and_check<int>(g, {source}, weights, get(boost::vertex_index, base), "filtered_graph" + size);
        }
    }
}

// A listS graph has no vertex_index unless the caller passes one: the front end numbers
// the vertices itself, and vertex_index_map is honoured when given.
BOOST_AUTO_TEST_CASE(graph_without_vertex_index)
{
    using graph = boost::adjacency_list<boost::listS, boost::listS, boost::directedS, boost::no_property,
                                        weight_property<int>>;
    auto rng = test_support::make_rng(11);
    edge_shape shape;
    shape.n = 200;
    shape.m = 800;
    const auto g = build<graph>(shape.n, random_edges<int>(rng, shape));
    std::map<graph::vertex_descriptor, std::size_t> index_of;
    std::size_t next = 0;
    for (auto v : boost::make_iterator_range(vertices(g))) index_of[v] = next++;
    auto index = boost::make_assoc_property_map(index_of);
    const auto s = vertex_at(g, 17);
    const auto expected = bgl_distances<graph, decltype(get(boost::edge_weight, g)), decltype(index), int>(
        g, {s}, get(boost::edge_weight, g), index, (std::numeric_limits<int>::max)());
    for (auto kind : backends_under_test()) {
        std::map<graph::vertex_descriptor, int> distance;
        std::map<graph::vertex_descriptor, graph::vertex_descriptor> predecessor;
        boost::gpu_dijkstra_shortest_paths(g, s,
                                           gp::use_backend(kind, boost::distance_map(boost::make_assoc_property_map(distance))
                                                                     .predecessor_map(boost::make_assoc_property_map(predecessor))));
        BOOST_TEST(distance.size() == shape.n);
        BOOST_TEST(predecessor.size() == shape.n);
        std::vector<int> d(shape.n);
        std::vector<graph::vertex_descriptor> p(shape.n);
        for (auto v : boost::make_iterator_range(vertices(g))) {
            d[index_of[v]] = distance[v];
            p[index_of[v]] = predecessor[v];
        }
        BOOST_TEST(check_shortest_paths(g, {s}, get(boost::edge_weight, g), index, d, &p, expected,
                                        (std::numeric_limits<int>::max)(),
                                        std::string("listS, no vertex_index [") + gp::to_string(kind) + "]") == 0u);
        // And with an explicit vertex_index_map.
        std::vector<int> d2(shape.n, -7);
        boost::gpu_dijkstra_shortest_paths(
            g, s,
            gp::use_backend(kind, boost::vertex_index_map(index).distance_map(boost::make_iterator_property_map(d2.begin(), index))));
        BOOST_TEST(d2 == d);
    }
}

// --- Sources -----------------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(several_sources)
{
    auto rng = test_support::make_rng(20);
    edge_shape shape;
    shape.n = 3000;
    shape.m = 9000;
    const auto g = build<vec_graph<int>>(shape.n, random_edges<int>(rng, shape));
    std::uniform_int_distribution<std::size_t> vertex(0, shape.n - 1);
    std::vector<std::size_t> sources{vertex(rng), vertex(rng), vertex(rng), vertex(rng)};
    sources.push_back(sources.front());  // a source named twice
    run_and_check<int>(g, sources, get(boost::edge_weight, g), get(boost::vertex_index, g), "five sources");
    // Many sources: the search starts wide.
    std::vector<std::size_t> many;
    for (std::size_t v = 0; v < shape.n; v += 2) many.push_back(v);
    run_and_check<int>(g, many, get(boost::edge_weight, g), get(boost::vertex_index, g), "1500 sources");
}

// Road-like graphs made of junctions joined by streets drawn as chains of vertices: the
// CUDA search jumps over chains of integer-weighted graphs (sssp_chains.cuh). Streets of 0
// to 70 chain vertices (past the 32 a walk follows), streets from a junction back to
// itself, one-way segments either way, zero weights, parallel segments, self loops on
// chain vertices, rings of chain vertices with no junction, dead ends (streets and single
// vertices off junctions and chains, which the search leaves out as leaves), and sources
// on chains and on dead ends.
template <class W>
std::vector<edge<W>> street_network(std::mt19937_64& rng, std::size_t junctions, std::size_t streets, std::size_t& n,
                                    std::vector<std::size_t>* dead_ends = nullptr)
{
    std::vector<edge<W>> edges;
    n = junctions;
    std::uniform_int_distribution<std::size_t> junction(0, junctions - 1);
    std::uniform_int_distribution<int> weight(0, 20), mode(0, 9);
    const std::size_t lengths[] = {0, 1, 2, 3, 5, 10, 31, 32, 33, 40, 70};
    auto segment = [&](std::size_t a, std::size_t b) {
        const int m = mode(rng);  // 0: a -> b only, 1: b -> a only, else both ways
        if (m != 1) edges.push_back({a, b, W(weight(rng) < 3 ? 0 : weight(rng))});
        if (m != 0) edges.push_back({b, a, W(weight(rng))});
        if (mode(rng) == 0) edges.push_back({a, b, W(weight(rng))});  // a parallel segment
    };
    auto dead_end_off = [&](std::size_t x) {
        const std::size_t y = n++;
        segment(x, y);
        if (dead_ends) dead_ends->push_back(y);
    };
    for (std::size_t i = 0; i < streets; ++i) {
        const std::size_t a = junction(rng), b = mode(rng) == 0 ? a : junction(rng);
        const std::size_t length = lengths[std::uniform_int_distribution<std::size_t>(0, 10)(rng)];
        std::size_t previous = a;
        for (std::size_t k = 0; k < length; ++k) {
            const std::size_t x = n++;
            segment(previous, x);
            if (mode(rng) == 0) edges.push_back({x, x, W(weight(rng))});
            if (mode(rng) == 0) dead_end_off(x);
            previous = x;
        }
        if (mode(rng) == 0)
            dead_end_off(previous);  // the street ends nowhere
        else
            segment(previous, b);
        if (mode(rng) == 0) dead_end_off(a);
    }
    for (int ring = 0; ring < 2; ++ring) {  // no junction on it
        const std::size_t first = n;
        for (int k = 0; k < 6; ++k) ++n;
        for (int k = 0; k < 6; ++k) segment(first + k, first + (k + 1) % 6);
    }
    return edges;
}

BOOST_AUTO_TEST_CASE(street_networks_with_chains)
{
    auto rng = test_support::make_rng(26);
    // Under the sanitizer runs two smaller networks (60 streets still draw every length).
    const int trials = test_support::sized(6, 2);
    const std::size_t streets = test_support::sized<std::size_t>(120, 60);
    for (int trial = 0; trial < trials; ++trial) {
        std::size_t n = 0;
        std::vector<std::size_t> dead_ends;
        const auto edges = street_network<int>(rng, 40, streets, n, &dead_ends);
        const auto g = build<vec_graph<int>>(n, edges);
        std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
        const std::string what = "street network " + std::to_string(trial) + ", n = " + std::to_string(n);
        run_and_check<int>(g, {0}, get(boost::edge_weight, g), get(boost::vertex_index, g), what + ", from a junction");
        run_and_check<int>(g, {(40 + n - 12) / 2}, get(boost::edge_weight, g), get(boost::vertex_index, g),
                           what + ", from a street vertex");
        if (!dead_ends.empty())
            run_and_check<int>(g, {dead_ends[dead_ends.size() / 2]}, get(boost::edge_weight, g),
                               get(boost::vertex_index, g), what + ", from a dead end");
        run_and_check<int>(g, {vertex(rng), vertex(rng), vertex(rng)}, get(boost::edge_weight, g),
                           get(boost::vertex_index, g), what + ", three sources");
        std::vector<edge<std::int64_t>> wide;
        for (const auto& e : edges) wide.push_back({e.u, e.v, std::int64_t(e.w) << 33});
        const auto g64 = build<vec_graph<std::int64_t>>(n, wide);
        run_and_check<std::int64_t>(g64, {vertex(rng)}, get(boost::edge_weight, g64), get(boost::vertex_index, g64),
                                    what + ", int64");
    }
}

// An edge whose weight is distance_inf is no edge. Where it leads from a junction into a
// chain, the chain's length must not be added to it: here J -> x1 is such an edge, the
// chain x1 .. x5 runs two-way from J' to J with steps of 1.5e8, and J is reached through it,
// so a shortcut over the chain from J would weigh max/2 + 9e8 and the sum at J overflow.
BOOST_AUTO_TEST_CASE(no_edge_into_a_chain)
{
    const int step = 150000000, no_edge = (std::numeric_limits<int>::max)();
    enum : std::size_t { s, j1, x5, x4, x3, x2, x1, j, a, b, c, d, count };
    std::vector<edge<int>> edges{{s, j1, 1}, {s, d, 1}, {d, j1, 1}, {j, a, 1}, {j, b, 1}, {a, b, 1}, {a, c, 1}, {b, c, 1}};
    const std::size_t chain[] = {j1, x5, x4, x3, x2, x1, j};
    for (std::size_t k = 0; k + 1 < 7; ++k) {
        edges.push_back({chain[k], chain[k + 1], step});
        edges.push_back({chain[k + 1], chain[k], chain[k + 1] == j ? no_edge : step});
    }
    const auto g = build<vec_graph<int>>(count, edges);
    run_and_check<int>(g, {s}, get(boost::edge_weight, g), get(boost::vertex_index, g), "no edge into a chain");
}

BOOST_AUTO_TEST_CASE(source_outside_the_graph_is_invalid_input)
{
    vec_graph<int> g(3);
    add_edge(0, 1, 5, g);
    std::vector<int> d(3);
    for (auto kind : backends_under_test())
        BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(g, 7, gp::use_backend(kind, boost::distance_map(d.data()))),
                          gp::invalid_input);
}

// --- Edge cases --------------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(single_vertex_with_and_without_self_loop)
{
    for (bool loop : {false, true}) {
        vec_graph<int> g(1);
        if (loop) add_edge(0, 0, 3, g);
        run_and_check<int>(g, {0}, get(boost::edge_weight, g), get(boost::vertex_index, g),
                           loop ? "one vertex, self loop" : "one vertex");
    }
}

BOOST_AUTO_TEST_CASE(self_loops_parallel_edges_and_unreachable_vertices)
{
    vec_graph<int> g(6);
    add_edge(0, 0, 1, g);
    add_edge(0, 1, 9, g);
    add_edge(0, 1, 4, g);  // parallel, lighter
    add_edge(0, 1, 6, g);
    add_edge(1, 1, 0, g);
    add_edge(1, 2, 2, g);
    add_edge(2, 0, 1, g);
    add_edge(4, 5, 1, g);  // 4 and 5 are unreachable from 0
    add_edge(3, 3, 7, g);  // 3 is isolated but for a loop
    run_and_check<int>(g, {0}, get(boost::edge_weight, g), get(boost::vertex_index, g), "hand-made");
    std::vector<int> d(6, -7);
    std::vector<std::size_t> p(6, 99);
    for (auto kind : backends_under_test()) {
        boost::gpu_dijkstra_shortest_paths(g, 0, gp::use_backend(kind, boost::distance_map(d.data()).predecessor_map(p.data())));
        const int inf = (std::numeric_limits<int>::max)();
        BOOST_TEST((d == std::vector<int>{0, 4, 6, inf, inf, inf}));
        BOOST_TEST((p == std::vector<std::size_t>{0, 0, 1, 3, 4, 5}));
    }
}

// Zero-weight edges make plateaus of equal distance, with zero-weight cycles: the
// predecessors must still form a tree.
BOOST_AUTO_TEST_CASE(zero_weight_plateaus_and_cycles)
{
    vec_graph<int> g(6);
    add_edge(0, 1, 2, g);
    add_edge(1, 2, 0, g);
    add_edge(2, 3, 0, g);
    add_edge(3, 1, 0, g);  // zero-weight cycle 1 -> 2 -> 3 -> 1
    add_edge(3, 2, 0, g);
    add_edge(2, 4, 0, g);
    add_edge(4, 5, 0, g);
    add_edge(5, 4, 0, g);
    run_and_check<int>(g, {0}, get(boost::edge_weight, g), get(boost::vertex_index, g), "zero-weight cycles");
    auto rng = test_support::make_rng(30);
    // Under the sanitizer runs a small graph and one the many-block search takes.
    for (std::size_t n : test_support::sized<std::size_t>({50, 2000, 20000}, {50, 5000})) {
        edge_shape shape;
        shape.n = n;
        shape.m = 3 * n;
        shape.zero_fraction = 0.6;
        shape.max_weight = 5;
        random_case<int>(rng, shape, "mostly zero weights");
        random_case<float>(rng, shape, "mostly zero float weights");
    }
}

// distance_inf bounds what counts as reached, as in BGL: a vertex whose shortest path is
// not shorter than inf is reported unreached.
BOOST_AUTO_TEST_CASE(custom_distance_inf)
{
    auto rng = test_support::make_rng(40);
    edge_shape shape;
    shape.n = test_support::sized<std::size_t>(500, 200);  // smaller under the sanitizer runs
    shape.m = 3 * shape.n;
    const auto g = build<vec_graph<int>>(shape.n, random_edges<int>(rng, shape));
    run_and_check<int>(g, {0}, get(boost::edge_weight, g), get(boost::vertex_index, g), "inf = 150", 150);
    run_and_check<int>(g, {0}, get(boost::edge_weight, g), get(boost::vertex_index, g), "inf = -1 + max",
                       (std::numeric_limits<int>::max)() - 1);
    const auto h = build<vec_graph<double>>(shape.n, random_edges<double>(rng, shape));
    run_and_check<double>(h, {0}, get(boost::edge_weight, h), get(boost::vertex_index, h), "IEEE infinity",
                          std::numeric_limits<double>::infinity());
}

BOOST_AUTO_TEST_CASE(distance_zero_must_be_zero)
{
    vec_graph<int> g(2);
    add_edge(0, 1, 1, g);
    std::vector<int> d(2);
    for (auto kind : backends_under_test())
        BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(
                              g, 0, gp::use_backend(kind, boost::distance_map(d.data()).distance_zero(5))),
                          gp::invalid_input);
}

BOOST_AUTO_TEST_CASE(nan_weight_is_invalid_input)
{
    vec_graph<double> g(3);
    add_edge(0, 1, 1.0, g);
    add_edge(1, 2, std::numeric_limits<double>::quiet_NaN(), g);
    std::vector<double> d(3);
    for (auto kind : backends_under_test())
        BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(g, 0, gp::use_backend(kind, boost::distance_map(d.data()))),
                          gp::invalid_input);
}

// The backends, and automatic calls (BGL's own algorithm on graphs this small).
std::vector<gp::backend_kind> with_automatic(std::vector<gp::backend_kind> kinds)
{
    kinds.push_back(gp::backend_kind::automatic);
    return kinds;
}

// BGL pushes every vertex an examined edge leads to, improved or not, and examines its
// out-edges: a negative edge behind an edge of weight distance_inf, or behind a path no
// shorter than a small distance_inf, still makes it throw; every backend must as well.
BOOST_AUTO_TEST_CASE(negative_edges_behind_infinite_paths_as_bgl)
{
    struct variant {
        int inf;
        std::vector<edge<int>> edges;
    };
    const std::vector<variant> variants = {
        // 0 -> 1 weighs distance_inf (no edge for distances), 1 -> 2 is negative.
        {(std::numeric_limits<int>::max)(), {{0, 1, (std::numeric_limits<int>::max)()}, {1, 2, -5}}},
        // 0 -> 1 -> 2 is longer than inf = 260; 2 -> 3 is negative.
        {260, {{0, 1, 200}, {1, 2, 100}, {2, 3, -7}}},
    };
    for (const variant& v : variants) {
        const auto g = build<vec_graph<int>>(4, v.edges);
        std::vector<int> expected(4);
        bool bgl_throws = false;
        try {
            boost::dijkstra_shortest_paths(g, 0, boost::distance_map(expected.data()).distance_inf(v.inf));
        } catch (const boost::negative_edge&) {
            bgl_throws = true;
        }
        BOOST_TEST_REQUIRE(bgl_throws);
        for (auto kind : with_automatic(backends_under_test())) {
            std::vector<int> d(4, -7);
            BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(
                                  g, 0, gp::use_backend(kind, boost::distance_map(d.data()).distance_inf(v.inf))),
                              boost::negative_edge);
        }
    }
}

// An edge whose weight equals distance_inf is no edge (the library's documented reading of
// BGL's closed_plus; BGL's own call wraps the sum here), on BGL's algorithm as automatic
// calls run it on small graphs too: distances, not a weight_overflow.
BOOST_AUTO_TEST_CASE(edges_of_weight_inf_are_no_edges_on_every_path)
{
    const int inf = (std::numeric_limits<int>::max)();
    const auto g = build<vec_graph<int>>(3, std::vector<edge<int>>{{0, 1, 82}, {1, 1, 30}, {1, 1, inf}, {1, 2, inf}});
    const std::vector<int> expected{0, 82, inf};
    for (auto kind : with_automatic(backends_under_test())) {
        std::vector<int> d(3, -7);
        BOOST_CHECK_NO_THROW(boost::gpu_dijkstra_shortest_paths(g, 0, gp::use_backend(kind, boost::distance_map(d.data()))));
        BOOST_TEST(d == expected, gp::to_string(kind));
    }
}

// negative_edge is thrown exactly when BGL throws it: when a vertex reached from the
// source has a negative out-edge. Otherwise the results are BGL's.
BOOST_AUTO_TEST_CASE(negative_edges_as_bgl)
{
    auto rng = test_support::make_rng(50);
    std::size_t thrown = 0, not_thrown = 0;
    for (int round = 0; round < 40; ++round) {
        edge_shape shape;
        shape.n = 60;
        shape.m = round % 2 ? 40 : 90;  // sparse rounds leave most negative edges unreachable
        shape.unreachable = 0.3;
        auto edges = random_edges<int>(rng, shape);
        for (auto& e : edges)
            if (std::uniform_int_distribution<int>(0, 9)(rng) == 0) e.w = -e.w - 1;
        const auto g = build<vec_graph<int>>(shape.n, edges);
        const std::size_t s = std::uniform_int_distribution<std::size_t>(0, shape.n - 1)(rng);
        bool bgl_throws = false;
        std::vector<int> expected(shape.n);
        try {
            boost::dijkstra_shortest_paths(
                g, s, boost::distance_map(boost::make_iterator_property_map(expected.begin(), get(boost::vertex_index, g))));
        } catch (const boost::negative_edge&) {
            bgl_throws = true;
        }
        (bgl_throws ? thrown : not_thrown)++;
        for (auto kind : backends_under_test()) {
            std::vector<int> d(shape.n, -7);
            std::vector<std::size_t> p(shape.n, 9999);
            bool throws = false;
            try {
                boost::gpu_dijkstra_shortest_paths(g, s, gp::use_backend(kind, boost::distance_map(d.data()).predecessor_map(p.data())));
            } catch (const boost::negative_edge&) {
                throws = true;
            }
            BOOST_TEST(throws == bgl_throws, "round " << round << " [" << gp::to_string(kind) << "]");
            if (!throws && !bgl_throws)
                BOOST_TEST(check_shortest_paths(g, std::vector<std::size_t>{s}, get(boost::edge_weight, g),
                                                get(boost::vertex_index, g), d, &p, expected,
                                                (std::numeric_limits<int>::max)(), "negative edges, unreachable") == 0u);
        }
    }
    BOOST_TEST_MESSAGE("BGL threw in " << thrown << " rounds, not in " << not_thrown);
    BOOST_TEST(thrown > 0);
    BOOST_TEST(not_thrown > 0);
}

// Integer distances are exact up to the encoding's headroom; beyond it the call refuses
// rather than wrapping.
BOOST_AUTO_TEST_CASE(integer_weights_near_overflow)
{
    // A chain whose length passes 2^30: refused in 32 bits, exact in 64.
    const int big = (std::numeric_limits<int>::max)() / 8;
    vec_graph<int> g(12);
    for (std::size_t v = 0; v + 1 < 12; ++v) add_edge(v, v + 1, big, g);
    std::vector<int> d(12);
    for (auto kind : backends_under_test())
        BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(g, 0, gp::use_backend(kind, boost::distance_map(d.data()))),
                          gp::weight_overflow);
    vec_graph<std::int64_t> h(12);
    for (std::size_t v = 0; v + 1 < 12; ++v) add_edge(v, v + 1, std::int64_t(big) * 1000003, h);
    run_and_check<std::int64_t>(h, {0}, get(boost::edge_weight, h), get(boost::vertex_index, h), "int64 near 2^60");
    // Just inside 32 bits: 4 edges of 2^28 - 1.
    vec_graph<int> k(5);
    for (std::size_t v = 0; v + 1 < 5; ++v) add_edge(v, v + 1, (1 << 28) - 1, k);
    run_and_check<int>(k, {0}, get(boost::edge_weight, k), get(boost::vertex_index, k), "int32 near 2^30");
}

// --- Larger graphs: both gears of the CUDA kernel, and the handovers between them ------------

BOOST_AUTO_TEST_CASE(road_like_grid_and_rmat)
{
    {
        // A 300 x 300 grid: hundreds of phases with narrow frontiers (60 x 60 under the
        // sanitizer runs, still more than the one-block search takes).
        const std::uint32_t side = test_support::sized(300u, 60u);
        const auto list =
            gp::io::generate_grid(side, side, test_support::run_seed(), gp::io::weight_range{1, 1000, true});
        std::vector<edge<int>> edges;
        for (std::size_t e = 0; e < list.edge_count(); ++e) {
            edges.push_back({list.sources[e], list.targets[e], static_cast<int>(list.weight(e))});
            edges.push_back({list.targets[e], list.sources[e], static_cast<int>(list.weight(e))});
        }
        const auto g = build_csr<int>(list.vertex_count, edges);
        const std::string grid = "grid " + std::to_string(side) + " x " + std::to_string(side);
        run_and_check<int>(g, {0u}, get(boost::edge_weight, g), get(boost::vertex_index, g), grid);
        run_and_check<int>(g, {side / 2 * side + side / 2}, get(boost::edge_weight, g), get(boost::vertex_index, g),
                           "grid, centre");
    }
    {
        // R-MAT, scale 15: wide frontiers, hubs of thousands of edges, duplicates (scale 12,
        // hubs of hundreds, under the sanitizer runs).
        const int scale = test_support::sized(15, 12);
        const auto list =
            gp::io::generate_rmat(scale, 16, test_support::run_seed(), gp::io::weight_range{1, 255, true});
        std::vector<edge<float>> edges;
        for (std::size_t e = 0; e < list.edge_count(); ++e)
            edges.push_back({list.sources[e], list.targets[e], static_cast<float>(list.weight(e))});
        const auto g = build_csr<float>(list.vertex_count, edges);
        for (std::uint32_t s : {0u, 1u, test_support::sized(12345u, 1234u)})
            run_and_check<float>(g, {s}, get(boost::edge_weight, g), get(boost::vertex_index, g),
                                 "rmat " + std::to_string(scale));
    }
}

// A compressed_sparse_row_graph's own arrays are uploaded in place: with 1 MiB staging
// chunks its 2 MiB of targets go up through the pinned chunks filled by the host threads
// (staged_upload.cuh), chunk after chunk.
BOOST_AUTO_TEST_CASE(caller_arrays_uploaded_in_chunks)
{
    const auto list = gp::io::generate_rmat(15, 16, test_support::run_seed(), gp::io::weight_range{1, 255, true});
    std::vector<edge<int>> edges;
    for (std::size_t e = 0; e < list.edge_count(); ++e)
        edges.push_back({list.sources[e], list.targets[e], static_cast<int>(list.weight(e))});
    const auto g = build_csr<int>(list.vertex_count, edges);
    BOOST_TEST_REQUIRE(num_edges(g) * sizeof(std::uint32_t) >= (std::size_t(2) << 20));
    gp::options tuning = gp::default_options();
    tuning.upload_chunk_mib = 1;
    const std::vector<std::uint32_t> sources{0u, 777u};
    const std::vector<int> expected = bgl_distances<decltype(g), decltype(get(boost::edge_weight, g)),
                                                    decltype(get(boost::vertex_index, g)), int>(
        g, sources, get(boost::edge_weight, g), get(boost::vertex_index, g), (std::numeric_limits<int>::max)());
    for (const auto& path : test_support::paths_under_test(tuning, false)) {
        std::vector<int> distance(num_vertices(g), poison<int>());
        std::vector<std::uint32_t> predecessor(num_vertices(g), 0xdeadbeefu);
        const auto index = get(boost::vertex_index, g);
        boost::gpu_dijkstra_shortest_paths(
            g, sources.begin(), sources.end(),
            gp::with_options(path.tuning,
                             gp::use_backend(path.backend,
                                             boost::distance_map(boost::make_iterator_property_map(distance.begin(), index))
                                                 .predecessor_map(boost::make_iterator_property_map(predecessor.begin(), index)))));
        const std::string label = "rmat 15, 1 MiB staging chunks [" + path.name + "]";
        const std::size_t found = check_shortest_paths(g, sources, get(boost::edge_weight, g), index, distance,
                                                       &predecessor, expected, (std::numeric_limits<int>::max)(), label);
        BOOST_TEST(found == 0u, label << ": " << found << " wrong vertices");
    }
}

// The backend entry directly, with bucket widths from tiny (a bucket per distinct
// distance, many far-pile splits) to huge (one bucket: label-correcting), against the
// host backend.
BOOST_AUTO_TEST_CASE(bucket_width_sweep)
{
    auto rng = test_support::make_rng(60);
    edge_shape shape;
    // The many-block search whatever the size (one_block_limit = 0 below); under the
    // sanitizer on a smaller graph.
    shape.n = test_support::sized<std::size_t>(20000, 1500);
    shape.m = 3 * shape.n;
    shape.max_weight = 1000;
    const auto g = build<vec_graph<int>>(shape.n, random_edges<int>(rng, shape));
    const gp::layout::vertex_numbering<vec_graph<int>> numbering(g);
    const auto csr = gp::layout::make_csr<std::int32_t>(g, numbering, get(boost::edge_weight, g),
                                                        (std::numeric_limits<int>::max)());
    const std::uint32_t sources[] = {1, 2, 3};
    std::vector<std::int32_t> expected(shape.n);
    gp::execution_context host;
    host.backend = gp::backend_kind::host;
    gp::backend_api::dijkstra<std::int32_t>(host, csr.topology, csr.weight_data(), sources, 3, expected.data(), nullptr);
    for (auto kind : backends_under_test()) {
        for (double delta : {0.0, 1.0, 7.0, 300.0, 1e6, 1e9}) {
            gp::execution_context context;
            context.backend = kind;
            context.tuning.sssp.delta = delta;
            context.tuning.sssp.one_block_limit = 0;
            std::vector<std::int32_t> distance(shape.n, -7);
            std::vector<std::uint32_t> parent(shape.n, 0xdeadbeef);
            gp::backend_api::dijkstra<std::int32_t>(context, csr.topology, csr.weight_data(), sources, 3,
                                                    distance.data(), parent.data());
            BOOST_TEST(distance == expected, "delta " << delta << " [" << gp::to_string(kind) << "]");
            std::size_t bad = 0;
            for (std::uint32_t v = 0; v < shape.n; ++v) {
                const std::uint32_t p = parent[v];
                const bool source = v >= 1 && v <= 3;
                if (p >= shape.n) {
                    ++bad;
                } else if (source || distance[v] >= gp::weight_encoding<std::int32_t>::infinity()) {
                    bad += p != v;
                } else {
                    bool tight = false;
                    for (std::uint32_t e = csr.topology.offsets[p]; e < csr.topology.offsets[p + 1]; ++e)
                        tight |= csr.topology.targets[e] == v && distance[p] + csr.weights[e] == distance[v];
                    bad += !tight;
                }
            }
            BOOST_TEST(bad == 0u, "delta " << delta << " [" << gp::to_string(kind) << "]");
        }
    }
}

// --- Real graphs -------------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(rome99_road_network, *boost::unit_test::precondition(data_present{"dimacs9/rome99.gr"}))
{
    std::size_t n = 0;
    // Under the sanitizer runs, 1000 of its 3353 vertices, from two sources.
    const auto edges = reduced_graph(read_edges<int>("dimacs9/rome99.gr", n), n, 1000);
    const auto g = build<vec_graph<int>>(n, edges);
    auto rng = test_support::make_rng(70);
    for (int i = 0; i < test_support::sized(4, 2); ++i) {
        const std::size_t s = std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
        run_and_check<int>(g, {s}, get(boost::edge_weight, g), get(boost::vertex_index, g), "rome99");
    }
}

BOOST_AUTO_TEST_CASE(openflights_routes, *boost::unit_test::precondition(data_present{"openflights/openflights-routes-km.gr.gz"}))
{
    std::size_t n = 0;
    // Under the sanitizer runs, 800 of its 3214 airports (still more than the one-block
    // search takes), from two sources.
    const auto edges = reduced_graph(read_edges<double>("openflights/openflights-routes-km.gr.gz", n), n, 800);
    const auto g = build_csr<double>(n, edges);
    for (std::uint32_t s : test_support::sized({0u, 100u, 2000u}, {0u, 100u}))
        run_and_check<double>(g, {s}, get(boost::edge_weight, g), get(boost::vertex_index, g), "openflights");
}

BOOST_AUTO_TEST_CASE(osm_rome_roads, *boost::unit_test::precondition(data_present{"osm/rome-roads.gr.gz"}))
{
    std::size_t n = 0;
    // Under the sanitizer runs, 8000 of its 234496 vertices.
    const auto edges = reduced_graph(read_edges<int>("osm/rome-roads.gr.gz", n), n, 8000);
    const auto g = build_csr<int>(n, edges);
    for (std::uint32_t s : test_support::sized({0u, 117000u}, {0u, 4000u}))
        run_and_check<int>(g, {s}, get(boost::edge_weight, g), get(boost::vertex_index, g), "rome-roads");
}

BOOST_AUTO_TEST_CASE(small_graphs_take_the_one_block_search, *boost::unit_test::precondition(test_support::gpu_present()))
{
    auto rng = test_support::make_rng(14);
    edge_shape shape;
    shape.n = 200;
    shape.m = 800;
    const auto g = build<vec_graph<int>>(shape.n, random_edges<int>(rng, shape));
    const std::vector<int> expected =
        bgl_distances<vec_graph<int>, decltype(get(boost::edge_weight, g)), decltype(get(boost::vertex_index, g)), int>(
            g, {0}, get(boost::edge_weight, g), get(boost::vertex_index, g), (std::numeric_limits<int>::max)());
    for (std::uint32_t limit : {gp::sssp_options().one_block_limit, 0u}) {
        gp::options o = gp::default_options();
        o.sssp.one_block_limit = limit;
        std::vector<int> d(shape.n, poison<int>());
        gp::report report;
        boost::gpu_dijkstra_shortest_paths(
            g, 0, gp::report_to(report, gp::with_options(o, gp::use_backend(gp::backend_kind::cuda, boost::distance_map(&d[0])))));
        BOOST_TEST(d == expected);
        BOOST_TEST((report.method.find("one-block") != std::string::npos) == (limit != 0), report.method);
    }
}
