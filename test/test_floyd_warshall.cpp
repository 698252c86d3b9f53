// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/floyd_warshall.hpp>
#include "host/blocked_closure.hpp"
#include <boost_gpu_paths/paths.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/adjacency_matrix.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/exterior_property.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>
#include <boost/multi_array.hpp>
#include <boost/range/iterator_range.hpp>

#include "support/backends.hpp"
#include "support/graph_builders.hpp"
#include "support/random.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <map>
#include <random>
#include <string>
#include <thread>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace gp = boost::gpu_paths;
using test_support::backends_under_test;

namespace {

// --- Random edge lists -------------------------------------------------------------------

enum class shape {
    mixed,            // any direction, weights >= 0
    negative_dag,     // edges along a hidden order, some weights negative: no negative cycle
    negative_cycles,  // any direction, some weights negative: usually negative cycles
};

template <class W>
struct edge {
    std::size_t u, v;
    W w;
};

// Integer-valued weights (exact in every type) unless fractional is set.
template <class W>
std::vector<edge<W>> random_edges(std::mt19937_64& rng, std::size_t n, std::size_t m, shape s, bool fractional = false,
                                  bool self_loops = true, bool parallel = true)
{
    std::vector<edge<W>> edges;
    if (n == 0) return edges;
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i) order[i] = i;
    std::shuffle(order.begin(), order.end(), rng);
    std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
    std::uniform_int_distribution<int> weight(s == shape::mixed ? 0 : -20, 100);
    std::uniform_real_distribution<double> fraction(0, 1);
    std::map<std::pair<std::size_t, std::size_t>, int> seen;
    for (std::size_t e = 0; e < m; ++e) {
        std::size_t u = vertex(rng), v = vertex(rng);
        if (!self_loops && u == v) continue;
        if (s == shape::negative_dag) {
            if (u == v) continue;
            if (order[u] > order[v]) std::swap(u, v);
        }
        if (!parallel && seen[{u, v}]++) continue;
        double w = weight(rng);
        if (fractional) w += fraction(rng);
        if (s == shape::negative_cycles && fraction(rng) < 0.7) w = std::abs(w);
        edges.push_back({u, v, static_cast<W>(w)});
    }
    return edges;
}

template <class W>
using vec_graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                        boost::property<boost::edge_weight_t, W>>;
template <class W>
using vec_undirected = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, boost::no_property,
                                             boost::property<boost::edge_weight_t, W>>;
template <class W>
using list_graph = boost::adjacency_list<boost::listS, boost::listS, boost::directedS,
                                         boost::property<boost::vertex_index_t, std::size_t>,
                                         boost::property<boost::edge_weight_t, W>>;
template <class W>
using matrix_graph =
    boost::adjacency_matrix<boost::directedS, boost::no_property, boost::property<boost::edge_weight_t, W>>;
template <class W>
struct csr_edge_props {
    W weight;
};
template <class W, class Index = std::size_t>
using csr_graph =
    boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, csr_edge_props<W>, boost::no_property,
                                       Index, Index>;

using test_support::build_graph;

template <class W, class Index = std::size_t>
csr_graph<W, Index> build_csr(std::size_t n, const std::vector<edge<W>>& edges)
{
    return test_support::build_csr_graph<csr_graph<W, Index>>(n, edges);
}

// --- Comparisons -----------------------------------------------------------------------------

template <class W>
bool same_value(W expected, W got, bool exact)
{
    if (exact || std::is_integral<W>::value) return expected == got;
    if (expected == got) return true;
    const double e = static_cast<double>(expected), g = static_cast<double>(got);
    return std::abs(e - g) <= 1e-4 * std::max(1.0, std::abs(e));
}

// Minimum weight of an edge u -> v in g (both directions for undirected graphs).
template <class Graph, class WeightMap, class W>
std::map<std::pair<typename boost::graph_traits<Graph>::vertex_descriptor,
                   typename boost::graph_traits<Graph>::vertex_descriptor>,
         W>
edge_weights(const Graph& g, WeightMap w)
{
    std::map<std::pair<typename boost::graph_traits<Graph>::vertex_descriptor,
                       typename boost::graph_traits<Graph>::vertex_descriptor>,
             W>
        best;
    typename boost::graph_traits<Graph>::edge_iterator e, e_end;
    const bool undirected =
        std::is_convertible<typename boost::graph_traits<Graph>::directed_category, boost::undirected_tag>::value;
    for (boost::tie(e, e_end) = edges(g); e != e_end; ++e) {
        const auto s = source(*e, g), t = target(*e, g);
        const W x = get(w, *e);
        auto put_min = [&](decltype(s) a, decltype(s) b) {
            auto found = best.find({a, b});
            if (found == best.end() || x < found->second) best[{a, b}] = x;
        };
        put_min(s, t);
        if (undirected) put_min(t, s);
    }
    return best;
}

// Every path the helper returns follows edges, and its length is D[u][v]: from every
// vertex u, or from the given sources only (large graphs).
template <class Graph, class WeightMap, class W, class DistanceMatrix, class PredecessorMatrix>
void check_paths(const Graph& g, WeightMap w, const DistanceMatrix& d, PredecessorMatrix& p, W inf, bool exact,
                 const std::vector<typename boost::graph_traits<Graph>::vertex_descriptor>* sources = nullptr)
{
    const auto weights = edge_weights<Graph, WeightMap, W>(g, w);
    std::vector<typename boost::graph_traits<Graph>::vertex_descriptor> from;
    if (sources)
        from = *sources;
    else
        for (auto x : boost::make_iterator_range(vertices(g))) from.push_back(x);
    typename boost::graph_traits<Graph>::vertex_iterator v, v_end;
    std::size_t failures = 0;
    for (auto u = from.begin(), u_end = from.end(); u != u_end; ++u)
        for (boost::tie(v, v_end) = vertices(g); v != v_end; ++v) {
            const W expected = d.at(*u).at(*v);
            std::vector<typename boost::graph_traits<Graph>::vertex_descriptor> path;
            try {
                path = gp::shortest_path(p, *u, *v);
            } catch (const gp::invalid_input&) {
                ++failures;
                continue;
            }
            if (*u == *v) {
                if (path.size() != 1) ++failures;
                continue;
            }
            if (expected == inf) {
                if (!path.empty()) ++failures;
                continue;
            }
            if (path.size() < 2 || path.front() != *u || path.back() != *v) {
                ++failures;
                continue;
            }
            W length = 0;
            bool follows_edges = true;
            for (std::size_t i = 0; i + 1 < path.size(); ++i) {
                auto found = weights.find({path[i], path[i + 1]});
                if (found == weights.end()) {
                    follows_edges = false;
                    break;
                }
                length += found->second;
            }
            if (!follows_edges || !same_value(expected, length, exact)) ++failures;
        }
    BOOST_TEST(failures == 0u);
}

template <class Matrix, class Graph>
Matrix make_matrix(const Graph& g, std::size_t n)
{
    return Matrix(n, typename Matrix::value_type(n));
}

// Runs BGL and every backend on g, with and without predecessors, and compares; the
// library runs with `tuning` (by default the environment's options).
template <class W, class Graph>
void compare_with_bgl(const Graph& g, bool exact, const std::string& what,
                      const gp::options& tuning = gp::default_options())
{
    BOOST_TEST_CONTEXT(what << ", n = " << num_vertices(g) << ", m = " << num_edges(g))
    {
        const std::size_t n = num_vertices(g);
        std::vector<std::vector<W>> expected(n, std::vector<W>(n));
        const bool expected_ok = boost::floyd_warshall_all_pairs_shortest_paths(g, expected);
        // On the CUDA backend, graphs small enough for the one-block closure run on it and,
        // with it turned off, on the blocked schedule.
        const auto paths = test_support::paths_under_test(tuning, n <= tuning.closure.one_block_limit);
        for (const auto& run : paths) {
            const gp::backend_kind backend = run.backend;
            BOOST_TEST_CONTEXT("backend " << run.name)
            {
                // Poisoned: an element no row write reaches cannot pass for BGL's.
                const W poison = static_cast<W>(-999983);
                std::vector<std::vector<W>> got(n, std::vector<W>(n, poison));
                const bool ok =
                    boost::gpu_floyd_warshall_all_pairs(g, got, gp::with_options(run.tuning, gp::use_backend(backend)));
                BOOST_TEST(ok == expected_ok);
                if (ok && expected_ok) {
                    std::size_t mismatches = 0;
                    for (std::size_t i = 0; i < n; ++i)
                        for (std::size_t j = 0; j < n; ++j)
                            if (!same_value(expected[i][j], got[i][j], exact)) ++mismatches;
                    BOOST_TEST(mismatches == 0u);
                }
                std::vector<std::vector<W>> with_paths(n, std::vector<W>(n, poison));
                std::vector<std::vector<std::size_t>> p(n, std::vector<std::size_t>(n, std::size_t(-1)));
                const bool ok_paths = boost::gpu_floyd_warshall_all_pairs(
                    g, with_paths, gp::predecessor_matrix(p, gp::with_options(run.tuning, gp::use_backend(backend))));
                BOOST_TEST(ok_paths == expected_ok);
                if (ok_paths && expected_ok) {
                    std::size_t mismatches = 0;
                    for (std::size_t i = 0; i < n; ++i)
                        for (std::size_t j = 0; j < n; ++j)
                            if (!same_value(expected[i][j], with_paths[i][j], exact)) ++mismatches;
                    BOOST_TEST(mismatches == 0u);
                    check_paths(g, get(boost::edge_weight, g), with_paths, p, (std::numeric_limits<W>::max)(), exact);
                }
            }
        }
    }
}

// Under the sanitizer runs fewer sizes: the small ones, one past the tile (128) and one
// past the one-block closure's limit (256, so the blocked schedule runs by default).
std::vector<std::size_t> sizes()
{
    return test_support::sized<std::size_t>({0, 1, 2, 3, 7, 31, 64, 127, 128, 129, 200, 257, 300},
                                            {0, 1, 2, 7, 64, 129, 257});
}

std::size_t edges_for(std::mt19937_64& rng, std::size_t n)
{
    // From very sparse (many unreachable pairs) to dense.
    std::uniform_int_distribution<int> pick(0, 3);
    switch (pick(rng)) {
    case 0: return n / 2;
    case 1: return n * 2;
    case 2: return n * 8;
    default: return n * n / 4 + 1;
    }
}

template <class W>
void random_directed_cases(std::uint64_t salt)
{
    auto rng = test_support::make_rng(salt);
    const shape shapes[] = {shape::mixed, shape::negative_dag, shape::negative_cycles};
    std::size_t turn = 0;
    for (std::size_t n : sizes()) {
        for (shape s : shapes) {
            // Under the sanitizer each size takes one shape, in turn.
            if (test_support::reduced() && s != shapes[turn % 3]) continue;
            const auto edges = random_edges<W>(rng, n, edges_for(rng, n), s);
            compare_with_bgl<W>(build_graph<vec_graph<W>>(n, edges), true, "vecS directed, shape " + std::to_string(int(s)));
        }
        ++turn;
    }
}

}  // namespace

// --- Every weight type, directed adjacency_list -----------------------------------------------

BOOST_AUTO_TEST_CASE(directed_float) { random_directed_cases<float>(1); }
BOOST_AUTO_TEST_CASE(directed_double) { random_directed_cases<double>(2); }
BOOST_AUTO_TEST_CASE(directed_int32) { random_directed_cases<std::int32_t>(3); }
BOOST_AUTO_TEST_CASE(directed_int64) { random_directed_cases<std::int64_t>(4); }

BOOST_AUTO_TEST_CASE(fractional_float_weights_within_rounding)
{
    auto rng = test_support::make_rng(5);
    for (std::size_t n : test_support::sized<std::size_t>({50, 129, 260}, {50, 260})) {
        const auto edges = random_edges<float>(rng, n, n * 6, shape::mixed, true);
        compare_with_bgl<float>(build_graph<vec_graph<float>>(n, edges), false, "fractional float");
        const auto dag = random_edges<double>(rng, n, n * 6, shape::negative_dag, true);
        compare_with_bgl<double>(build_graph<vec_graph<double>>(n, dag), false, "fractional double, negative DAG");
    }
}

// --- Every graph type ----------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(undirected_graphs)
{
    auto rng = test_support::make_rng(6);
    // Under the sanitizer runs without the largest, which the one-block closure takes in
    // as many steps as it has vertices.
    for (std::size_t n : test_support::sized<std::size_t>({0, 1, 5, 100, 129, 250}, {0, 1, 5, 129})) {
        const auto edges = random_edges<std::int32_t>(rng, n, n * 3, shape::mixed);
        compare_with_bgl<std::int32_t>(build_graph<vec_undirected<std::int32_t>>(n, edges), true, "undirected");
        compare_with_bgl<float>(build_graph<vec_undirected<float>>(n, random_edges<float>(rng, n, n * 3, shape::mixed)), true,
                                "undirected float");
    }
    // A negative undirected edge is a negative cycle (both directions).
    auto edges = random_edges<std::int32_t>(rng, 40, 120, shape::mixed);
    edges.push_back({3, 7, -1});
    compare_with_bgl<std::int32_t>(build_graph<vec_undirected<std::int32_t>>(40, edges), true, "undirected, negative edge");
}

BOOST_AUTO_TEST_CASE(adjacency_matrix_graphs)
{
    auto rng = test_support::make_rng(7);
    for (std::size_t n : test_support::sized<std::size_t>({1, 9, 130, 200}, {1, 9, 130})) {
        const auto edges = random_edges<double>(rng, n, n * 4, shape::negative_dag, false, false, false);
        compare_with_bgl<double>(build_graph<matrix_graph<double>>(n, edges), true, "adjacency_matrix");
    }
}

BOOST_AUTO_TEST_CASE(compressed_sparse_row_graphs)
{
    auto rng = test_support::make_rng(8);
    for (std::size_t n : {0, 1, 17, 129, 280}) {
        const auto edges = random_edges<std::int64_t>(rng, n, n * 5, shape::mixed);
        // Both index widths hold the same arcs: BGL's answer once, on the first.
        const auto wide = build_csr<std::int64_t>(n, edges);
        const auto narrow = build_csr<std::int64_t, std::uint32_t>(n, edges);  // lends its own arrays
        std::vector<std::vector<std::int64_t>> expected(n, std::vector<std::int64_t>(n));
        const bool expected_ok = boost::floyd_warshall_all_pairs_shortest_paths(
            wide, expected, boost::weight_map(get(&csr_edge_props<std::int64_t>::weight, wide)));
        for (auto backend : backends_under_test()) {
            for (int variant = 0; variant < 2; ++variant) {
                std::vector<std::vector<std::int64_t>> got(n, std::vector<std::int64_t>(n, -999983));
                const bool ok =
                    variant == 0
                        ? boost::gpu_floyd_warshall_all_pairs(
                              wide, got,
                              gp::use_backend(backend).weight_map(get(&csr_edge_props<std::int64_t>::weight, wide)))
                        : boost::gpu_floyd_warshall_all_pairs(
                              narrow, got,
                              gp::use_backend(backend).weight_map(get(&csr_edge_props<std::int64_t>::weight, narrow)));
                BOOST_TEST(ok == expected_ok);
                BOOST_TEST((expected == got));
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(list_graphs_with_map_matrices)
{
    auto rng = test_support::make_rng(9);
    for (std::size_t n : {0, 1, 20, 140}) {
        const auto edges = random_edges<std::int32_t>(rng, n, n * 4, shape::negative_dag);
        auto g = build_graph<list_graph<std::int32_t>>(n, edges);
        using vd = boost::graph_traits<list_graph<std::int32_t>>::vertex_descriptor;
        std::size_t index = 0;
        boost::graph_traits<list_graph<std::int32_t>>::vertex_iterator it, end;
        for (boost::tie(it, end) = vertices(g); it != end; ++it) put(boost::vertex_index, g, *it, index++);
        std::map<vd, std::map<vd, std::int32_t>> expected, got;
        const bool expected_ok = boost::floyd_warshall_all_pairs_shortest_paths(g, expected);
        for (auto backend : backends_under_test()) {
            got.clear();
            std::map<vd, std::map<vd, vd>> p;
            const bool ok =
                boost::gpu_floyd_warshall_all_pairs(g, got, gp::predecessor_matrix(p, gp::use_backend(backend)));
            BOOST_TEST(ok == expected_ok);
            BOOST_TEST((expected == got));
            if (ok) check_paths(g, get(boost::edge_weight, g), got, p, (std::numeric_limits<std::int32_t>::max)(), true);
        }
    }
}

// --- Distance matrix types and converted weight types -----------------------------------------

BOOST_AUTO_TEST_CASE(distance_matrix_types)
{
    auto rng = test_support::make_rng(10);
    const std::size_t n = 150;
    const auto edges = random_edges<int>(rng, n, n * 5, shape::negative_dag);
    auto g = build_graph<vec_graph<int>>(n, edges);
    std::vector<std::vector<int>> expected(n, std::vector<int>(n));
    BOOST_TEST(boost::floyd_warshall_all_pairs_shortest_paths(g, expected));
    for (auto backend : backends_under_test()) {
        // A multi_array.
        boost::multi_array<int, 2> m(boost::extents[n][n]);
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, m, gp::use_backend(backend)));
        std::size_t mismatches = 0;
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j) mismatches += m[i][j] != expected[i][j];
        BOOST_TEST(mismatches == 0u);
        // exterior_vertex_property's matrix map.
        using props = boost::exterior_vertex_property<vec_graph<int>, int>;
        typename props::matrix_type storage(n);
        typename props::matrix_map_type dm(storage, g);
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, dm, gp::use_backend(backend)));
        mismatches = 0;
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j) mismatches += dm[i][j] != expected[i][j];
        BOOST_TEST(mismatches == 0u);
        // A C array of rows.
        std::vector<int> flat(n * n);
        std::vector<int*> rows(n);
        for (std::size_t i = 0; i < n; ++i) rows[i] = &flat[i * n];
        int** raw = rows.data();
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, raw, gp::use_backend(backend)));
        mismatches = 0;
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j) mismatches += rows[i][j] != expected[i][j];
        BOOST_TEST(mismatches == 0u);
        // A matrix of another type than the weights (which BGL itself does not compile):
        // the weight type's values, converted.
        std::vector<std::vector<double>> wide(n, std::vector<double>(n)), wide_expected = wide;
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j) wide_expected[i][j] = expected[i][j];
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, wide, gp::use_backend(backend)));
        BOOST_TEST((wide == wide_expected));
    }
}

BOOST_AUTO_TEST_CASE(converted_weight_types)
{
    auto rng = test_support::make_rng(11);
    const std::size_t n = 90;
    {
        const auto edges = random_edges<short>(rng, n, n * 4, shape::negative_dag);
        auto g = build_graph<vec_graph<short>>(n, edges);
        std::vector<std::vector<short>> expected(n, std::vector<short>(n)), got = expected;
        const bool expected_ok = boost::floyd_warshall_all_pairs_shortest_paths(g, expected);
        for (auto backend : backends_under_test()) {
            BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, got, gp::use_backend(backend)) == expected_ok);
            BOOST_TEST((got == expected));
        }
    }
    {
        const auto edges = random_edges<unsigned>(rng, n, n * 4, shape::mixed);
        auto g = build_graph<vec_graph<unsigned>>(n, edges);
        std::vector<std::vector<unsigned>> expected(n, std::vector<unsigned>(n)), got = expected;
        BOOST_TEST(boost::floyd_warshall_all_pairs_shortest_paths(g, expected));
        for (auto backend : backends_under_test()) {
            BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, got, gp::use_backend(backend)));
            BOOST_TEST((got == expected));
        }
    }
}

// --- Named parameters and special inputs ------------------------------------------------------

BOOST_AUTO_TEST_CASE(named_parameters)
{
    auto rng = test_support::make_rng(12);
    const std::size_t n = 60;
    const auto edges = random_edges<int>(rng, n, n * 2, shape::mixed);
    auto g = build_graph<vec_graph<int>>(n, edges);
    for (auto backend : backends_under_test()) {
        // distance_inf: unreachable pairs get the caller's value.
        std::vector<std::vector<int>> expected(n, std::vector<int>(n)), got = expected;
        BOOST_TEST(boost::floyd_warshall_all_pairs_shortest_paths(g, expected, boost::distance_inf(1000000)));
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, got, gp::use_backend(backend, boost::distance_inf(1000000))));
        BOOST_TEST((got == expected));
        // The positional form with the default compare and combine.
        std::vector<std::vector<int>> positional(n, std::vector<int>(n)), positional_expected = positional;
        const int inf = (std::numeric_limits<int>::max)();
        BOOST_TEST(boost::floyd_warshall_all_pairs_shortest_paths(g, positional_expected, get(boost::edge_weight, g),
                                                                  std::less<int>(), boost::closed_plus<int>(inf), inf, 0));
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, positional, get(boost::edge_weight, g), std::less<int>(),
                                                       boost::closed_plus<int>(inf), inf, 0));
        BOOST_TEST((positional == positional_expected));
        // distance_zero other than 0 is refused.
        BOOST_CHECK_THROW(boost::gpu_floyd_warshall_all_pairs(g, got, gp::use_backend(backend, boost::distance_zero(1))),
                          gp::invalid_input);
    }
}

BOOST_AUTO_TEST_CASE(special_structures)
{
    for (auto backend : backends_under_test()) {
        // Parallel edges and self loops: the minimum, and self loops only lower the diagonal.
        vec_graph<int> g(4);
        add_edge(0, 1, 5, g);
        add_edge(0, 1, 3, g);
        add_edge(0, 1, 9, g);
        add_edge(1, 1, 4, g);
        add_edge(2, 2, 0, g);
        add_edge(1, 2, 1, g);
        std::vector<std::vector<int>> expected(4, std::vector<int>(4)), got = expected;
        BOOST_TEST(boost::floyd_warshall_all_pairs_shortest_paths(g, expected));
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, got, gp::use_backend(backend)));
        BOOST_TEST((got == expected));
        BOOST_TEST(got[0][2] == 4);
        BOOST_TEST(got[3][0] == (std::numeric_limits<int>::max)());
        // A negative self loop is a negative cycle.
        add_edge(3, 3, -1, g);
        BOOST_TEST(!boost::floyd_warshall_all_pairs_shortest_paths(g, expected));
        BOOST_TEST(!boost::gpu_floyd_warshall_all_pairs(g, got, gp::use_backend(backend)));
        // Empty and single-vertex graphs.
        vec_graph<float> empty(0), single(1);
        std::vector<std::vector<float>> none, one(1, std::vector<float>(1, 7.f));
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(empty, none, gp::use_backend(backend)));
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(single, one, gp::use_backend(backend)));
        BOOST_TEST(one[0][0] == 0.f);
    }
}

BOOST_AUTO_TEST_CASE(negative_cycles_anywhere)
{
    // A single negative cycle placed at random among otherwise non-negative edges, across
    // block boundaries, in every integer and floating type.
    auto rng = test_support::make_rng(13);
    // Under the sanitizer runs the first three: 100, 190 and 280 vertices (the last past
    // the one-block closure's limit).
    for (int trial = 0; trial < test_support::sized(6, 3); ++trial) {
        const std::size_t n = 100 + 90 * trial;
        auto edges = random_edges<std::int32_t>(rng, n, n * 3, shape::mixed);
        std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
        const std::size_t a = vertex(rng), b = vertex(rng), c = vertex(rng);
        edges.push_back({a, b, 2});
        edges.push_back({b, c, 2});
        edges.push_back({c, a, -5});
        compare_with_bgl<std::int32_t>(build_graph<vec_graph<std::int32_t>>(n, edges), true, "planted negative cycle");
        std::vector<edge<double>> as_double;
        for (const auto& e : edges) as_double.push_back({e.u, e.v, double(e.w)});
        compare_with_bgl<double>(build_graph<vec_graph<double>>(n, as_double), true, "planted negative cycle, double");
    }
}

// One schedule setting on two random graphs of n vertices: non-negative f32 (the
// three-way-min inner loop) and s32 with negative weights but no negative cycle.
void compare_f32_and_negative_s32(std::mt19937_64& rng, std::size_t n, const std::string& what,
                                  const gp::options& tuning)
{
    compare_with_bgl<float>(build_graph<vec_graph<float>>(n, random_edges<float>(rng, n, n * 4, shape::mixed)), true,
                            what, tuning);
    compare_with_bgl<std::int32_t>(
        build_graph<vec_graph<std::int32_t>>(n, random_edges<std::int32_t>(rng, n, n * 4, shape::negative_dag)), true,
        what + ", negative DAG", tuning);
}

BOOST_AUTO_TEST_CASE(pivot_block_widths, *boost::unit_test::precondition(test_support::gpu_present()))
{
    // The CUDA backend's schedule for each pivot block width (128 is closed by one CTA;
    // wider blocks recurse), including matrices that are not multiples of the block, with
    // each round's phase 3 in two row halves on two streams (which the default keeps for
    // n >= 8192; split_from 256 splits from 256, so a wide pivot block straddles the
    // halves) and in one launch. The host backend has none of these options.
    auto rng = test_support::make_rng(14);
    gp::options tuning = gp::default_options();
    tuning.closure.predecessor_mode = gp::closure_options::predecessors::track;  // through the schedule too
    for (std::uint32_t split_from : {256u, 0u}) {
        tuning.closure.split_from = split_from;
        for (std::uint32_t block : {128u, 256u, 512u}) {
            tuning.closure.block = block;
            const std::string what = "split from " + std::to_string(split_from) + ", block " + std::to_string(block);
            // Under the sanitizer runs one size per width: the smaller where it gives two
            // pivot blocks or more.
            const std::size_t reduced_n = block < 512 ? 300 : 520;
            for (std::size_t n : test_support::sized<std::size_t>({300, 520}, {reduced_n}))
                compare_f32_and_negative_s32(rng, n, what, tuning);
            gp::options add_min = tuning;
            add_min.closure.inner = gp::closure_options::inner_loop::add_min;
            compare_with_bgl<float>(build_graph<vec_graph<float>>(300, random_edges<float>(rng, 300, 1200, shape::mixed)),
                                    true, "add and min, " + what, add_min);
        }
    }
}

BOOST_AUTO_TEST_CASE(deferred_quadrant, *boost::unit_test::precondition(test_support::gpu_present()))
{
    // Without tracked predecessors the CUDA schedule leaves the quadrant [0, h) x [0, h)
    // out of the rounds of the pivots in [h, n) and finishes it with one product in row
    // stripes, while the rows already final are copied out. The default does so from
    // n = 8192 (below, in derived_predecessors_at_large_sizes); split_from 256 does it from
    // 256. Stripes: 4 (the default) and 3 (uneven: the last one is shorter); products as deep
    // as the panels' storage holds (at these sizes all of [h, n)) and 128 deep (several per
    // stripe, as at n = 16384); pivot blocks 128 and 256; each inner loop (non-negative f32
    // takes the three-way min), negative weights and negative cycles.
    // Under the sanitizer runs one size, 400 (padded to 512, h = 256 at both widths: two
    // stripes whether 4 or 3 are asked for, two products deep at depth 128), so stripes 4
    // only; and the uneven stripes at the end on a smaller matrix.
    auto rng = test_support::make_rng(24);
    gp::options tuning = gp::default_options();
    tuning.closure.split_from = 256;
    for (std::uint32_t stripes : test_support::sized({4u, 3u}, {4u})) {
        for (std::uint32_t depth : {0u, 128u}) {
            for (std::uint32_t block : {128u, 256u}) {
                tuning.closure.defer_stripes = stripes;
                tuning.closure.defer_depth = depth;
                tuning.closure.block = block;
                const std::string what = "deferred, stripes " + std::to_string(stripes) + ", depth " +
                                         std::to_string(depth) + ", block " + std::to_string(block);
                for (std::size_t n : test_support::sized<std::size_t>({300, 520}, {400})) {
                    compare_f32_and_negative_s32(rng, n, what, tuning);
                    compare_with_bgl<double>(
                        build_graph<vec_graph<double>>(n, random_edges<double>(rng, n, n * 2, shape::negative_cycles)), true,
                        what + ", negative cycles", tuning);
                }
            }
        }
    }
    // Three stripes of 256, 256 and 128 rows (h = 640); under the sanitizer runs two, of
    // 256 and 128 rows (n = 700, h = 384).
    tuning.closure.defer_stripes = test_support::sized(3u, 2u);
    tuning.closure.defer_depth = 0;
    tuning.closure.block = 128;
    const std::size_t n = test_support::sized<std::size_t>(1300, 700);
    compare_with_bgl<float>(build_graph<vec_graph<float>>(n, random_edges<float>(rng, n, 4 * n, shape::mixed)), true,
                            "deferred, stripes " + std::to_string(tuning.closure.defer_stripes) +
                                ", n = " + std::to_string(n),
                            tuning);
}

// Derived predecessors (the CUDA default for sparse graphs) at sizes where each block
// of the derivation stages 4, 2 and 1 rows of distances in shared memory; the graphs above
// are small enough for 8. From a few sources every path must follow edges and have the
// length BGL's Dijkstra finds.
BOOST_AUTO_TEST_CASE(derived_predecessors_at_large_sizes, *boost::unit_test::precondition(test_support::gpu_present()))
{
    using W = std::int32_t;
    auto rng = test_support::make_rng(21);
    // Under the sanitizer runs the smallest only (4 rows a block).
    for (std::size_t n : test_support::sized<std::size_t>({3200, 6200, 12400}, {3200})) {
        BOOST_TEST_CONTEXT("n = " << n)
        {
            const auto g = build_graph<vec_graph<W>>(n, random_edges<W>(rng, n, n * 6, shape::mixed));
            std::vector<std::vector<W>> d(n, std::vector<W>(n, -1));
            std::vector<std::vector<std::uint32_t>> p(n, std::vector<std::uint32_t>(n, 0x7badf00du));
            BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(
                g, d, gp::predecessor_matrix(p, gp::use_backend(gp::backend_kind::cuda))));
            std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
            const std::vector<std::size_t> sources{vertex(rng), vertex(rng), vertex(rng)};
            std::size_t wrong_distances = 0;
            for (std::size_t u : sources) {
                std::vector<W> expected(n);
                const auto index = get(boost::vertex_index, g);
                boost::dijkstra_shortest_paths(
                    g, u, boost::distance_map(boost::make_iterator_property_map(expected.begin(), index)));
                for (std::size_t v = 0; v < n; ++v) wrong_distances += d[u][v] != expected[v];
            }
            BOOST_TEST(wrong_distances == 0u);
            check_paths(g, get(boost::edge_weight, g), d, p, (std::numeric_limits<W>::max)(), true, &sources);
            // Distances only: at 12400 the quadrant is deferred (stripes of 128 x 128 tiles)
            // and rows are copied out while it is finished; the matrix must be the same.
            std::vector<std::vector<W>> alone(n, std::vector<W>(n, -1));
            BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, alone, gp::use_backend(gp::backend_kind::cuda)));
            std::size_t differing = 0;
            for (std::size_t u = 0; u < n; ++u) differing += alone[u] != d[u];
            BOOST_TEST(differing == 0u);
        }
    }
}

// At n = 12400 the rows the deferred quadrant finishes early are copied out while it runs,
// with their predecessors derived, checked for loops and decoded band by band (a band is
// one wave of the derivation). The same call with every row waiting for the whole closure
// (overlap_copies off) must give the same matrices, every row: on a graph with few zero
// weights, and on one where a tenth of the weights are zero, whose zero-weight cycles
// make rows that the host repairs.
BOOST_AUTO_TEST_CASE(derived_predecessors_streamed_in_bands, *boost::unit_test::precondition(test_support::gpu_present()))
{
    using W = std::int32_t;
    auto rng = test_support::make_rng(31);
    // Under the sanitizer runs n = 3200 (4 rows a block of the derivation, and more rows
    // than one wave of it derives), the quadrant deferred from n = 256 (split_from) as the
    // default defers it from 8192.
    const std::size_t n = test_support::sized<std::size_t>(12400, 3200);
    for (int zero_tenth = 0; zero_tenth < 2; ++zero_tenth) {
        BOOST_TEST_CONTEXT("a tenth of the weights zero: " << zero_tenth)
        {
            auto edges = random_edges<W>(rng, n, n * 6, shape::mixed);
            if (zero_tenth)
                for (auto& e : edges) e.w = e.w % 10 == 0 ? 0 : e.w;
            const auto g = build_graph<vec_graph<W>>(n, edges);
            auto run = [&](bool overlap, std::vector<std::vector<W>>& d, std::vector<std::vector<std::uint32_t>>& p) {
                gp::options tuning = gp::default_options();
                tuning.closure.overlap_copies = overlap;
                if (test_support::reduced()) tuning.closure.split_from = 256;
                d.assign(n, std::vector<W>(n, -1));
                p.assign(n, std::vector<std::uint32_t>(n, 0x7badf00du));
                return boost::gpu_floyd_warshall_all_pairs(
                    g, d, gp::predecessor_matrix(p, gp::with_options(tuning, gp::use_backend(gp::backend_kind::cuda))));
            };
            std::vector<std::vector<W>> d, d_end;
            std::vector<std::vector<std::uint32_t>> p, p_end;
            BOOST_TEST(run(true, d, p));
            BOOST_TEST(run(false, d_end, p_end));
            std::size_t distance_rows = 0, predecessor_rows = 0;
            for (std::size_t u = 0; u < n; ++u) {
                distance_rows += d[u] != d_end[u];
                predecessor_rows += p[u] != p_end[u];
            }
            BOOST_TEST(distance_rows == 0u);
            BOOST_TEST(predecessor_rows == 0u);
            std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
            const std::vector<std::size_t> sources{vertex(rng), vertex(rng), n - 1};
            check_paths(g, get(boost::edge_weight, g), d, p, (std::numeric_limits<W>::max)(), true, &sources);
        }
    }
}

// --- Integer bounds ------------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(integer_weights_near_the_bound)
{
    // A path 0 -> 1 -> ... -> 9 whose length just fits int32's encoding (below max / 2)...
    const std::int32_t big = (std::numeric_limits<std::int32_t>::max)() / 2 / 10 - 1;
    vec_graph<std::int32_t> g(10);
    for (int i = 0; i + 1 < 10; ++i) add_edge(i, i + 1, big, g);
    std::vector<std::vector<std::int32_t>> expected(10, std::vector<std::int32_t>(10)), got = expected;
    BOOST_TEST(boost::floyd_warshall_all_pairs_shortest_paths(g, expected));
    for (auto backend : backends_under_test()) {
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, got, gp::use_backend(backend)));
        BOOST_TEST((got == expected));
    }
    // ... and one that could not be represented is refused, not wrapped.
    vec_graph<std::int32_t> h(10);
    for (int i = 0; i + 1 < 10; ++i) add_edge(i, i + 1, (std::numeric_limits<std::int32_t>::max)() / 8, h);
    for (auto backend : backends_under_test())
        BOOST_CHECK_THROW(boost::gpu_floyd_warshall_all_pairs(h, got, gp::use_backend(backend)), gp::weight_overflow);
    // Negative weights: the bound is tighter (max / 16 below zero).
    vec_graph<std::int32_t> k(10);
    for (int i = 0; i + 1 < 10; ++i) add_edge(i, i + 1, -(std::numeric_limits<std::int32_t>::max)() / 64, k);
    for (auto backend : backends_under_test())
        BOOST_CHECK_THROW(boost::gpu_floyd_warshall_all_pairs(k, got, gp::use_backend(backend)), gp::weight_overflow);
    // int64 holds it.
    vec_graph<std::int64_t> wide(10);
    for (int i = 0; i + 1 < 10; ++i) add_edge(i, i + 1, std::int64_t(1) << 40, wide);
    std::vector<std::vector<std::int64_t>> wide_expected(10, std::vector<std::int64_t>(10)), wide_got = wide_expected;
    BOOST_TEST(boost::floyd_warshall_all_pairs_shortest_paths(wide, wide_expected));
    for (auto backend : backends_under_test()) {
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(wide, wide_got, gp::use_backend(backend)));
        BOOST_TEST((wide_got == wide_expected));
    }
}

// --- The initialized variant ---------------------------------------------------------------

BOOST_AUTO_TEST_CASE(initialized_variant)
{
    auto rng = test_support::make_rng(15);
    for (std::size_t n : test_support::sized<std::size_t>({0, 1, 33, 129, 260}, {0, 1, 33, 260})) {
        for (shape s : {shape::mixed, shape::negative_dag, shape::negative_cycles}) {
            auto g = build_graph<vec_graph<double>>(n, std::vector<edge<double>>());
            // A caller's matrix: some entries, inf elsewhere, a few non-zero diagonals.
            const double inf = (std::numeric_limits<double>::max)();
            std::vector<std::vector<double>> init(n, std::vector<double>(n, inf));
            for (const auto& e : random_edges<double>(rng, n, n * 3, s)) init[e.u][e.v] = std::min(init[e.u][e.v], e.w);
            for (std::size_t i = 0; i < n; ++i)
                if (init[i][i] == inf) init[i][i] = (i % 3 == 0) ? 5.0 : 0.0;
            auto expected = init;
            const bool expected_ok = boost::floyd_warshall_initialized_all_pairs_shortest_paths(g, expected);
            for (auto backend : backends_under_test()) {
                auto got = init;
                const bool ok = boost::gpu_floyd_warshall_initialized_all_pairs(g, got, gp::use_backend(backend));
                BOOST_TEST(ok == expected_ok);
                if (ok && expected_ok) BOOST_TEST((got == expected));
            }
        }
    }
}

// An empty graph: nothing to compute or write, on either variant, whatever the matrix.
BOOST_AUTO_TEST_CASE(empty_graphs_on_both_variants)
{
    vec_graph<double> empty(0);
    for (auto backend : backends_under_test()) {
        std::vector<std::vector<double>> d;
        std::vector<std::vector<std::size_t>> p;
        BOOST_TEST(boost::gpu_floyd_warshall_initialized_all_pairs(empty, d, gp::use_backend(backend)));
        BOOST_TEST(boost::gpu_floyd_warshall_initialized_all_pairs(
            empty, d, gp::use_backend(backend, gp::predecessor_matrix(p))));
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(empty, d, gp::use_backend(backend, gp::predecessor_matrix(p))));
        BOOST_TEST(d.empty());
        BOOST_TEST(p.empty());
        boost::multi_array<double, 2> m(boost::extents[0][0]);
        BOOST_TEST(boost::gpu_floyd_warshall_initialized_all_pairs(empty, m, gp::use_backend(backend)));
        double** raw = nullptr;
        BOOST_TEST(boost::gpu_floyd_warshall_initialized_all_pairs(empty, raw, gp::use_backend(backend)));
    }
}

// --- Matrices too small for the graph ----------------------------------------------------------

namespace {

// Runs call(), which must throw invalid_input whose message holds `expected`.
template <class Call>
void check_refused(Call&& call, const std::string& expected)
{
    try {
        call();
        BOOST_ERROR("no invalid_input for: " + expected);
    } catch (const gp::invalid_input& e) {
        BOOST_TEST(std::string(e.what()).find(expected) != std::string::npos, e.what());
    }
}

}  // namespace

// BGL writes past the end of a short matrix; one that reports its size is refused, naming
// both sizes, before anything in it (or in the predecessor matrix) changes.
BOOST_AUTO_TEST_CASE(short_matrices_are_refused_untouched)
{
    constexpr std::size_t n = 5;
    vec_graph<int> g(n);
    add_edge(0, 1, 2, g);
    add_edge(1, 4, 3, g);
    std::vector<std::vector<int>> expected(n, std::vector<int>(n));
    BOOST_TEST(boost::floyd_warshall_all_pairs_shortest_paths(g, expected));
    for (auto backend : backends_under_test()) {
        const auto on = gp::use_backend(backend);
        std::vector<std::vector<int>> few_rows(n - 1, std::vector<int>(n, -7));
        const auto few_rows_before = few_rows;
        check_refused([&] { boost::gpu_floyd_warshall_all_pairs(g, few_rows, on); },
                      "gpu_floyd_warshall_all_pairs: the distance matrix has 4 rows; the graph's 5 vertices need 5");
        check_refused([&] { boost::gpu_floyd_warshall_initialized_all_pairs(g, few_rows, on); },
                      "gpu_floyd_warshall_initialized_all_pairs: the distance matrix has 4 rows");
        BOOST_TEST((few_rows == few_rows_before));

        // Only the last row is short: the rows before it are not written either.
        std::vector<std::vector<int>> short_row(n, std::vector<int>(n, -7));
        short_row[n - 1].resize(2);
        const auto short_row_before = short_row;
        check_refused([&] { boost::gpu_floyd_warshall_all_pairs(g, short_row, on); },
                      "row 4 of the distance matrix has 2 columns; the graph's 5 vertices need 5");
        check_refused([&] { boost::gpu_floyd_warshall_initialized_all_pairs(g, short_row, on); },
                      "row 4 of the distance matrix has 2 columns");
        BOOST_TEST((short_row == short_row_before));

        boost::multi_array<int, 2> narrow(boost::extents[n][n - 2]);
        std::fill(narrow.data(), narrow.data() + narrow.num_elements(), -7);
        check_refused([&] { boost::gpu_floyd_warshall_all_pairs(g, narrow, on); },
                      "row 0 of the distance matrix has 3 columns");
        BOOST_TEST(std::count(narrow.data(), narrow.data() + narrow.num_elements(), -7) ==
                   static_cast<std::ptrdiff_t>(narrow.num_elements()));

        std::vector<std::array<int, n - 1>> array_rows(n);
        check_refused([&] { boost::gpu_floyd_warshall_all_pairs(g, array_rows, on); },
                      "row 0 of the distance matrix has 4 columns");
        int c_array[n - 1][n];
        check_refused([&] { boost::gpu_floyd_warshall_all_pairs(g, c_array, on); },
                      "the distance matrix has 4 rows");

        // A short predecessor matrix: the distance matrix is left as it was too.
        std::vector<std::vector<int>> d(n, std::vector<int>(n, -7));
        std::vector<std::vector<std::size_t>> p(n, std::vector<std::size_t>(n - 1, 9));
        const auto with_p = gp::use_backend(backend, gp::predecessor_matrix(p));
        check_refused([&] { boost::gpu_floyd_warshall_all_pairs(g, d, with_p); },
                      "row 0 of the predecessor matrix has 4 columns");
        BOOST_TEST((d == std::vector<std::vector<int>>(n, std::vector<int>(n, -7))));

        // Larger than needed is accepted, as by BGL; the extra cells keep their values.
        std::vector<std::vector<int>> large(n + 2, std::vector<int>(n + 3, -7));
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, large, on));
        std::size_t mismatches = 0;
        for (std::size_t i = 0; i < n + 2; ++i)
            for (std::size_t j = 0; j < n + 3; ++j)
                mismatches += large[i][j] != (i < n && j < n ? expected[i][j] : -7);
        BOOST_TEST(mismatches == 0u);
    }
}

// --- Host memory -------------------------------------------------------------------------------

namespace {

// A distance matrix that cannot report its size (as a user's own type may): every element
// is one float, and every access is counted.
struct unsized_matrix {
    float* cell;
    std::atomic<std::size_t>* accesses;
    struct row {
        float* cell;
        std::atomic<std::size_t>* accesses;
        float& operator[](std::size_t) const
        {
            ++*accesses;
            return *cell;
        }
    };
    row operator[](std::size_t) const { return row{cell, accesses}; }
};

}  // namespace

// 2^24 vertices: the n x n float matrix is 2^50 bytes (1 PiB), more than any host has. The
// host backend (and, for the initialized variant, the front end's dense copy) throws
// host_memory_error naming those bytes, not std::bad_alloc, before the matrix is touched.
BOOST_AUTO_TEST_CASE(matrix_beyond_host_memory_is_a_host_memory_error)
{
    const std::uint32_t n = 1u << 24;
    const auto g = build_csr<float, std::uint32_t>(n, std::vector<edge<float>>());
    float cell = 0;
    std::atomic<std::size_t> accesses{0};
    unsized_matrix d{&cell, &accesses};
    const std::size_t needed = std::size_t(n) * n * sizeof(float);
    const auto on_host =
        gp::use_backend(gp::backend_kind::host).weight_map(get(&csr_edge_props<float>::weight, g));
    for (bool initialized : {false, true}) {
        try {
            if (initialized)
                boost::gpu_floyd_warshall_initialized_all_pairs(g, d, on_host);
            else
                boost::gpu_floyd_warshall_all_pairs(g, d, on_host);
            BOOST_ERROR("no host_memory_error");
        } catch (const gp::host_memory_error& e) {
            const std::string message = e.what();
            BOOST_TEST(e.requested_bytes() == needed);
            BOOST_TEST(message.find(std::to_string(needed) + " bytes") != std::string::npos, message);
            const std::string matrix =
                initialized ? "initialized distance matrix" : "distance matrix (16777216 x 16777216";
            BOOST_TEST(message.find(matrix) != std::string::npos, message);
        }
        BOOST_TEST(accesses.load() == 0u);
    }
}

// --- The shared host closure directly --------------------------------------------------------

BOOST_AUTO_TEST_CASE(host_closure_matches_plain_floyd_warshall)
{
    auto rng = test_support::make_rng(16);
    using S = gp::shared::min_plus<std::int32_t>;
    for (std::size_t n : {1, 5, 64, 65, 200}) {
        for (std::size_t block : {1, 16, 64, 128}) {
            std::vector<std::int32_t> d(n * n, S::zero());
            std::uniform_int_distribution<int> w(0, 50), coin(0, 9);
            for (std::size_t i = 0; i < n; ++i)
                for (std::size_t j = 0; j < n; ++j)
                    if (i == j)
                        d[i * n + j] = 0;
                    else if (coin(rng) == 0)
                        d[i * n + j] = w(rng);
            auto plain = d;
            for (std::size_t k = 0; k < n; ++k)
                for (std::size_t i = 0; i < n; ++i)
                    for (std::size_t j = 0; j < n; ++j)
                        plain[i * n + j] = std::min(plain[i * n + j], plain[i * n + k] + plain[k * n + j]);
            BOOST_TEST(gp::host::blocked_closure<S>(d.data(), n, n, nullptr, 0, block));
            BOOST_TEST((d == plain));
        }
    }
}

BOOST_AUTO_TEST_CASE(small_graphs_take_the_one_block_closure, *boost::unit_test::precondition(test_support::gpu_present()))
{
    auto rng = test_support::make_rng(31);
    const std::size_t n = 90;
    const auto g = build_graph<vec_graph<std::int32_t>>(n, random_edges<std::int32_t>(rng, n, n * 4, shape::mixed));
    std::vector<std::vector<std::int32_t>> expected(n, std::vector<std::int32_t>(n));
    boost::floyd_warshall_all_pairs_shortest_paths(g, expected);
    for (std::uint32_t limit : {gp::closure_options().one_block_limit, std::uint32_t(n), std::uint32_t(n - 1), 0u}) {
        gp::options tuning = gp::default_options();
        tuning.closure.one_block_limit = limit;
        std::vector<std::vector<std::int32_t>> got(n, std::vector<std::int32_t>(n, -7));
        gp::report report;
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(
            g, got, gp::report_to(report, gp::with_options(tuning, gp::use_backend(gp::backend_kind::cuda)))));
        BOOST_TEST(got == expected);
        BOOST_TEST((report.method.find("one-block") != std::string::npos) == (limit >= n), report.method);
    }
}

BOOST_AUTO_TEST_CASE(concurrent_calls_of_different_sizes, *boost::unit_test::precondition(test_support::gpu_present()))
{
    // Threads calling at once, each with its own sizes, predecessors tracked: the launches
    // whose shared memory follows the size (the predecessor check, derivation, the
    // product) must not take each other's settings. Every result equals the host
    // backend's on the same graph.
    struct sized_case {
        vec_graph<float> g;
        std::vector<std::vector<float>> expected;
    };
    auto rng = test_support::make_rng(41);
    std::vector<sized_case> cases;
    for (std::size_t n : {37u, 130u, 300u, 610u}) {
        sized_case c{build_graph<vec_graph<float>>(n, random_edges<float>(rng, n, 4 * n, shape::mixed)), {}};
        c.expected.assign(n, std::vector<float>(n));
        BOOST_TEST_REQUIRE(boost::gpu_floyd_warshall_all_pairs(c.g, c.expected, gp::use_backend(gp::backend_kind::host)));
        cases.push_back(std::move(c));
    }
    std::atomic<int> wrong{0}, thrown{0};
    std::vector<std::thread> threads;
    for (unsigned t = 0; t < 8; ++t)
        threads.emplace_back([&, t] {
            for (unsigned call = 0; call < 24; ++call) {
                const sized_case& c = cases[(t + call) % cases.size()];
                const std::size_t n = c.expected.size();
                std::vector<std::vector<float>> d(n, std::vector<float>(n, -1.0f));
                std::vector<std::vector<std::size_t>> p(n, std::vector<std::size_t>(n));
                try {
                    boost::gpu_floyd_warshall_all_pairs(
                        c.g, d, gp::predecessor_matrix(p, gp::use_backend(gp::backend_kind::cuda)));
                } catch (const std::exception&) {
                    ++thrown;
                    continue;
                }
                for (std::size_t i = 0; i < n; ++i)
                    for (std::size_t j = 0; j < n; ++j)
                        if (!same_value(c.expected[i][j], d[i][j], false)) {
                            ++wrong;
                            i = n;
                            break;
                        }
            }
        });
    for (auto& th : threads) th.join();
    BOOST_TEST(thrown.load() == 0);
    BOOST_TEST(wrong.load() == 0);
}
