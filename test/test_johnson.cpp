// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_johnson_all_pairs_shortest_paths against boost::johnson_all_pairs_shortest_paths:
// negative weights with and without negative cycles, unreachable pairs, undirected
// graphs, integer and floating weights, the positional forms; on every backend.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/johnson.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"
#include "test_dijkstra_common.hpp"

#include <boost/graph/johnson_all_pairs_shortest.hpp>

#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace gp = boost::gpu_paths;
using namespace dijkstra_test;

namespace {

template <class W>
using matrix = std::vector<std::vector<W>>;

// Integer weights (exact in floating types too). potentials: w = base + h(v) - h(u), so
// no cycle is negative; otherwise a share of raw negative weights.
template <class W>
std::vector<edge<W>> random_signed_edges(std::mt19937_64& rng, std::size_t n, std::size_t m, bool potentials,
                                         int negative_percent)
{
    std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
    std::uniform_int_distribution<int> base(0, 30), height(0, 40), percent(0, 99), magnitude(1, 20);
    std::vector<int> h(n);
    for (int& x : h) x = height(rng);
    std::vector<edge<W>> edges;
    for (std::size_t i = 0; i < m; ++i) {
        const std::size_t u = vertex(rng), v = vertex(rng);
        int w = base(rng);
        if (potentials)
            w += h[v] - h[u];
        else if (percent(rng) < negative_percent)
            w = -magnitude(rng);
        edges.push_back({u, v, static_cast<W>(w)});
    }
    return edges;
}

// Both libraries on g; the verdicts must agree, and the matrices where BGL returns true.
// A matrix the drop-in must leave alone on false is poisoned beforehand and checked.
template <class W, class Graph>
void run_and_check(Graph& g, const std::string& what, const gp::options& tuning = gp::default_options())
{
    const std::size_t n = num_vertices(g);
    matrix<W> expected(n, std::vector<W>(n, poison<W>()));
    const bool bgl_verdict = boost::johnson_all_pairs_shortest_paths(g, expected);
    for (const auto& path : test_support::paths_under_test(tuning)) {
        const std::string label = what + " [" + path.name + "]";
        matrix<W> got(n, std::vector<W>(n, poison<W>()));
        const bool verdict = boost::gpu_johnson_all_pairs_shortest_paths(
            g, got, gp::with_options(path.tuning, gp::use_backend(path.backend, boost::weight_map(get(boost::edge_weight, g)))));
        BOOST_TEST(verdict == bgl_verdict, label << ": returned " << verdict << ", BGL " << bgl_verdict);
        std::size_t wrong = 0;
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j) {
                const W want = bgl_verdict ? expected[i][j] : poison<W>();
                if (got[i][j] != want && wrong++ < 5)
                    BOOST_ERROR(label << ": D[" << i << "][" << j << "] = " << got[i][j] << ", expected " << want);
            }
        BOOST_TEST(wrong == 0u, label << ": " << wrong << " wrong entries");
    }
}

// Integer weights take balanced potentials by default; these are BGL's alone.
gp::options bgl_potentials()
{
    gp::options tuning = gp::default_options();
    tuning.sssp.balanced_potentials = false;
    return tuning;
}

template <class W>
void random_cases(std::uint64_t salt, const std::string& name)
{
    auto rng = test_support::make_rng(salt);
    for (std::size_t n : test_support::sized<std::size_t>({1, 5, 40, 150}, {1, 5, 40})) {
        for (int mode = 0; mode < 3; ++mode) {
            // mode 0: potentials (negative edges, no negative cycle); 1: a few raw negative
            // edges on a sparse graph; 2: non-negative (the fast path).
            const std::size_t m = mode == 1 ? n : 3 * n;
            auto edges = random_signed_edges<W>(rng, n, m, mode == 0, mode == 1 ? 5 : 0);
            const std::string what = name + " n=" + std::to_string(n) + " mode " + std::to_string(mode);
            vec_graph<W> g = build<vec_graph<W>>(n, edges);
            run_and_check<W>(g, what + " directed");
            run_and_check<W>(g, what + " directed, BGL's potentials", bgl_potentials());
            list_graph<W> l = build<list_graph<W>>(n, edges);
            run_and_check<W>(l, what + " listS");
            for (auto& e : edges) e.w = e.w < W(0) ? W(-e.w) : e.w;
            vec_graph<W, boost::undirectedS> u = build<vec_graph<W, boost::undirectedS>>(n, edges);
            run_and_check<W>(u, what + " undirected");
        }
    }
}

}  // namespace

BOOST_AUTO_TEST_CASE(random_int32) { random_cases<std::int32_t>(11, "int32"); }
BOOST_AUTO_TEST_CASE(random_int64) { random_cases<std::int64_t>(12, "int64"); }
BOOST_AUTO_TEST_CASE(random_float) { random_cases<float>(13, "float"); }
BOOST_AUTO_TEST_CASE(random_double) { random_cases<double>(14, "double"); }

BOOST_AUTO_TEST_CASE(negative_cycles)
{
    using G = vec_graph<int>;
    G loop = build<G>(3, std::vector<edge<int>>{{0, 1, 2}, {1, 2, -1}, {2, 2, -1}});
    run_and_check<int>(loop, "negative self loop");
    G cycle = build<G>(4, std::vector<edge<int>>{{0, 1, 2}, {1, 2, -3}, {2, 1, 1}, {3, 0, 1}});
    run_and_check<int>(cycle, "negative cycle");
    using U = vec_graph<int, boost::undirectedS>;
    U undirected = build<U>(3, std::vector<edge<int>>{{0, 1, 2}, {1, 2, -1}});
    run_and_check<int>(undirected, "undirected negative edge");
    // Unreachable pairs with negative weights.
    G split = build<G>(5, std::vector<edge<int>>{{0, 1, -2}, {1, 2, 3}, {3, 4, -1}});
    run_and_check<int>(split, "unreachable pairs");
}

BOOST_AUTO_TEST_CASE(positional_forms)
{
    using G = vec_graph<int>;
    G g = build<G>(4, std::vector<edge<int>>{{0, 1, 3}, {1, 2, -2}, {0, 2, 2}, {2, 3, 1}, {3, 0, 4}});
    matrix<int> expected(4, std::vector<int>(4)), got(4, std::vector<int>(4));
    const int inf = (std::numeric_limits<int>::max)();
    BOOST_TEST(boost::johnson_all_pairs_shortest_paths(g, expected, get(boost::vertex_index, g),
                                                       get(boost::edge_weight, g), 0));
    BOOST_TEST(boost::gpu_johnson_all_pairs_shortest_paths(g, got, get(boost::vertex_index, g),
                                                           get(boost::edge_weight, g), 0));
    BOOST_TEST((got == expected));
    got.assign(4, std::vector<int>(4));
    BOOST_TEST(boost::gpu_johnson_all_pairs_shortest_paths(g, got, get(boost::vertex_index, g),
                                                           get(boost::edge_weight, g), std::less<int>(),
                                                           boost::closed_plus<int>(), inf, 0));
    BOOST_TEST((got == expected));
}

// A distance_inf below some path lengths: BGL cuts the reweighted lengths at it, so where
// its cut falls depends on its potentials; the drop-in's must fall in the same place on
// every path, whatever the potentials it takes otherwise (balanced by default). The
// random graph's inf lies above every weight plus potential, where BGL's closed_plus would
// also take a reweighting sum equal to inf for "no path" (a documented difference).
// BGL's answer comes from its positional form with closed_plus(inf): its named form adds
// with closed_plus at the type's maximum whatever distance_inf is.
BOOST_AUTO_TEST_CASE(distance_inf_within_reach_cuts_as_bgl)
{
    using G = vec_graph<int>;
    const G g = build<G>(3, std::vector<edge<int>>{{0, 1, 10}, {1, 2, -10}});
    matrix<int> expected(3, std::vector<int>(3, poison<int>()));
    BOOST_TEST_REQUIRE(boost::johnson_all_pairs_shortest_paths(
        g, expected, get(boost::vertex_index, g), get(boost::edge_weight, g), std::less<int>(),
        boost::closed_plus<int>(7), 7, 0));
    auto rng = test_support::make_rng(15);
    const auto edges = random_signed_edges<int>(rng, 60, 180, true, 0);
    const G r = build<G>(60, edges);
    matrix<int> expected_random(60, std::vector<int>(60, poison<int>()));
    BOOST_TEST_REQUIRE(boost::johnson_all_pairs_shortest_paths(
        r, expected_random, get(boost::vertex_index, r), get(boost::edge_weight, r), std::less<int>(),
        boost::closed_plus<int>(1000), 1000, 0));
    for (const auto& path : test_support::paths_under_test(gp::default_options())) {
        matrix<int> got(3, std::vector<int>(3, poison<int>()));
        BOOST_TEST(boost::gpu_johnson_all_pairs_shortest_paths(
            g, got, gp::with_options(path.tuning, gp::use_backend(path.backend, boost::distance_inf(7)))));
        BOOST_TEST((got == expected), path.name << ": row 0 is " << got[0][0] << ' ' << got[0][1] << ' ' << got[0][2]
                                                << ", BGL's " << expected[0][0] << ' ' << expected[0][1] << ' '
                                                << expected[0][2]);
        matrix<int> got_random(60, std::vector<int>(60, poison<int>()));
        BOOST_TEST(boost::gpu_johnson_all_pairs_shortest_paths(
            r, got_random, gp::with_options(path.tuning, gp::use_backend(path.backend, boost::distance_inf(1000)))));
        BOOST_TEST((got_random == expected_random), path.name << ": a random graph with inf 1000");
    }
}

namespace {

// The predecessor matrix extension on g: every P[i][j] ends a shortest path from i to j
// over the original (negative) weights; the report names the potentials' part.
template <class Graph>
void check_predecessors(const Graph& g, const std::string& what, const gp::options& tuning)
{
    const std::size_t n = num_vertices(g);
    matrix<int> expected(n, std::vector<int>(n));
    BOOST_TEST_REQUIRE(boost::johnson_all_pairs_shortest_paths(g, expected));
    const int inf = (std::numeric_limits<int>::max)();
    for (const auto& path : test_support::paths_under_test(tuning)) {
        const std::string label = what + " [" + path.name + "]";
        matrix<int> d(n, std::vector<int>(n, poison<int>()));
        matrix<std::size_t> p(n, std::vector<std::size_t>(n, n + 1));
        gp::report r;
        BOOST_TEST(boost::gpu_johnson_all_pairs_shortest_paths(
            g, d, gp::report_to(r, gp::predecessor_matrix(p, gp::use_backend(path.backend, gp::with_options(path.tuning))))));
        BOOST_TEST((d == expected), label);
        BOOST_TEST(r.method.find("Johnson: potentials by") == 0u, r.method);
        std::size_t wrong = 0;
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j) {
                if (i == j || d[i][j] == inf) {
                    wrong += p[i][j] != (i == j ? i : j);
                    continue;
                }
                bool tight = false;
                for (auto e : boost::make_iterator_range(out_edges(p[i][j] < n ? p[i][j] : 0, g)))
                    tight = tight || (target(e, g) == j && d[i][p[i][j]] + get(boost::edge_weight, g, e) == d[i][j]);
                wrong += !tight;
            }
        BOOST_TEST(wrong == 0u, label << ": " << wrong << " predecessors not on a shortest path");
    }
}

gp::options closure_method()
{
    gp::options tuning = gp::default_options();
    tuning.sssp.all_pairs = gp::sssp_options::all_pairs_method::closure;
    return tuning;
}

}  // namespace

BOOST_AUTO_TEST_CASE(predecessor_matrix_and_report)
{
    auto rng = test_support::make_rng(15);
    const std::size_t n = 60;
    const auto edges = random_signed_edges<int>(rng, n, 4 * n, true, 0);
    vec_graph<int> g = build<vec_graph<int>>(n, edges);
    check_predecessors(g, "random", gp::default_options());
    check_predecessors(g, "random, BGL's potentials", bgl_potentials());
    check_predecessors(g, "random, dense closure", closure_method());
    // Rows with and without zero-weight edges after the reweighting: the searches from 0,
    // 3 and 4 reach 1 over the tight edge 0 -> 1 of the potentials' tree (the CUDA
    // backend completes their parents on the host and restores the rows there); the
    // search from 1 meets none (its row is restored where it was searched).
    vec_graph<int> mixed =
        build<vec_graph<int>>(5, std::vector<edge<int>>{{0, 1, -3}, {1, 2, 10}, {3, 4, 7}, {3, 2, 4}, {4, 0, 2}});
    check_predecessors(mixed, "rows with and without plateaus", bgl_potentials());
}

// The dense closure instead of a search per source (automatic calls take it on dense
// graphs): its rows are restored on their way to the matrix as well.
BOOST_AUTO_TEST_CASE(dense_closure_method)
{
    auto rng = test_support::make_rng(16);
    for (std::size_t n : test_support::sized<std::size_t>({5, 40, 150}, {5, 40})) {
        auto edges = random_signed_edges<int>(rng, n, 3 * n, true, 0);
        vec_graph<int> g = build<vec_graph<int>>(n, edges);
        run_and_check<int>(g, "closure int n=" + std::to_string(n), closure_method());
        auto float_edges = random_signed_edges<double>(rng, n, 3 * n, true, 0);
        vec_graph<double> f = build<vec_graph<double>>(n, float_edges);
        run_and_check<double>(f, "closure double n=" + std::to_string(n), closure_method());
    }
}
