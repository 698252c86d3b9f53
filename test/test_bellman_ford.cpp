// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_bellman_ford_shortest_paths against boost::bellman_ford_shortest_paths: random
// graphs with negative weights, with and without negative cycles (reachable or not), on
// several graph types and weight types, both call forms, and the edge cases; on every
// backend, and the contract on every path (BGL's loop on small graphs included).
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/bellman_ford.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"
#include "test_bellman_ford_support.hpp"
#include "test_dijkstra_common.hpp"

#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace gp = boost::gpu_paths;
using namespace dijkstra_test;
using namespace bellman_ford_test;

namespace {

template <class W, class Graph>
void random_cases_on(std::mt19937_64& rng, const std::string& type_name, bool undirected)
{
    const std::vector<std::size_t> sizes = test_support::sized<std::size_t>({2, 7, 60, 700, 3000}, {2, 7, 60, 300});
    for (std::size_t n : sizes) {
        for (int mode = 0; mode < 3; ++mode) {
            // mode 0: potentials (no negative cycle); 1: a few raw negative edges on a
            // sparse graph (cycles sometimes); 2: many (cycles almost surely).
            const std::size_t m = mode == 1 ? n + n / 2 : 3 * n;
            const int negative_share = mode == 0 ? 0 : mode == 1 ? 4 : 30;
            std::vector<edge<W>> edges = random_signed_edges<W>(rng, n, m, mode == 0 && !undirected, negative_share);
            if (undirected && mode == 0)  // undirected: non-negative, else every edge is a cycle
                for (auto& e : edges) e.w = e.w < W(0) ? W(-e.w) : e.w;
            Graph g = build<Graph>(n, edges);
            const std::vector<W> initial = random_initial<W>(rng, n);
            const std::string what = type_name + " n=" + std::to_string(n) + " mode " + std::to_string(mode);
            const std::size_t root = std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
            if (undirected) {
                std::vector<W> from_root((n), (std::numeric_limits<W>::max)());
                from_root[root] = W(0);
                run_and_check<W>(g, initial, false, root, what,
                                 undirected_negative_edge_reached(n, edges, initial) ? 0 : -1);
                run_and_check<W>(g, initial, true, root, what,
                                 undirected_negative_edge_reached(n, edges, from_root) ? 0 : -1);
            } else {
                run_and_check<W>(g, initial, false, root, what);
                run_and_check<W>(g, initial, true, root, what);
            }
        }
    }
}

template <class W>
void random_cases_of_type(std::uint64_t salt, const std::string& name)
{
    auto rng = test_support::make_rng(salt);
    random_cases_on<W, vec_graph<W>>(rng, name + " vecS", false);
    random_cases_on<W, vec_graph<W, boost::undirectedS>>(rng, name + " vecS undirected", true);
    random_cases_on<W, list_graph<W>>(rng, name + " listS", false);
}

}  // namespace

BOOST_AUTO_TEST_CASE(random_int32) { random_cases_of_type<std::int32_t>(1, "int32"); }
BOOST_AUTO_TEST_CASE(random_int64) { random_cases_of_type<std::int64_t>(2, "int64"); }
BOOST_AUTO_TEST_CASE(random_float) { random_cases_of_type<float>(3, "float"); }
BOOST_AUTO_TEST_CASE(random_double) { random_cases_of_type<double>(4, "double"); }

BOOST_AUTO_TEST_CASE(random_csr_graph)
{
    auto rng = test_support::make_rng(5);
    for (std::size_t n : {10u, 400u, 2000u}) {
        for (bool potentials : {true, false}) {
            const auto edges = random_signed_edges<int>(rng, n, 4 * n, potentials, 3);
            auto g = build_csr<int>(n, edges);
            const std::string what = "csr n=" + std::to_string(n) + (potentials ? " potentials" : " raw");
            run_and_check<int>(g, random_initial<int>(rng, n), false, 0, what);
            run_and_check<int>(g, random_initial<int>(rng, n), true, n / 2, what);
        }
    }
}

// A negative cycle no finite distance reaches: BGL returns true, and so must the drop-in.
BOOST_AUTO_TEST_CASE(unreachable_negative_cycle)
{
    using G = vec_graph<int>;
    G g = build<G>(6, std::vector<edge<int>>{{0, 1, 4}, {1, 2, -2}, {0, 2, 5}, {3, 4, -5}, {4, 3, 1}, {4, 5, 2}});
    std::vector<int> initial(6, (std::numeric_limits<int>::max)());
    initial[0] = 0;
    run_and_check<int>(g, initial, false, 0, "unreachable cycle");
    run_and_check<int>(g, initial, true, 0, "unreachable cycle");
    initial[5] = -3;  // 5 has no out-edges into the cycle
    run_and_check<int>(g, initial, false, 0, "unreachable cycle, two sources");
    initial[3] = 0;  // now it is reached
    run_and_check<int>(g, initial, false, 0, "reached cycle");
}

// Two lowered vertices joined both ways by zero-weight edges: each one's least tight tail
// is the other, a cycle the parents must not take (the search over tight edges must).
BOOST_AUTO_TEST_CASE(zero_weight_cycle_of_tight_edges)
{
    for (int chain = 2; chain <= 5; ++chain) {
        // Vertices 0 .. chain-1 form a zero-weight cycle; the root is the last vertex and
        // reaches each of them by one edge of weight 1 (and a negative detour to vertex 0).
        const std::size_t root = static_cast<std::size_t>(chain) + 1, detour = static_cast<std::size_t>(chain);
        std::vector<edge<int>> edges;
        for (int i = 0; i < chain; ++i) {
            edges.push_back({std::size_t(i), std::size_t((i + 1) % chain), 0});
            edges.push_back({root, std::size_t(i), 1});
        }
        edges.push_back({root, detour, 3});
        edges.push_back({detour, 0, -2});
        using G = vec_graph<int>;
        G g = build<G>(root + 1, edges);
        std::vector<int> initial(root + 1, (std::numeric_limits<int>::max)());
        initial[root] = 0;
        const std::string what = "zero-weight cycle of " + std::to_string(chain);
        run_and_check<int>(g, initial, false, root, what);
        run_and_check<int>(g, initial, true, root, what);
    }
}

BOOST_AUTO_TEST_CASE(self_loops_and_parallel_edges)
{
    using G = vec_graph<double>;
    const std::vector<edge<double>> positive{{0, 0, 3}, {0, 1, 5}, {0, 1, 2}, {1, 2, -1}, {1, 2, 4}, {2, 2, 0}};
    G g = build<G>(3, positive);
    run_and_check<double>(g, {}, true, 0, "positive self loops, parallel edges");
    std::vector<edge<double>> negative_loop = positive;
    negative_loop.push_back({2, 2, -0.5});
    G h = build<G>(3, negative_loop);
    run_and_check<double>(h, {}, true, 0, "negative self loop");
    // One vertex with a negative self loop: N = 1 round, as BGL's named form gives it.
    G single = build<G>(1, std::vector<edge<double>>{{0, 0, -1}});
    run_and_check<double>(single, {}, true, 0, "one vertex, negative self loop");
}

BOOST_AUTO_TEST_CASE(empty_and_one_vertex)
{
    for (const auto& path : test_support::paths_under_test()) {
        vec_graph<int> empty;
        std::vector<int> d;
        BOOST_TEST(boost::gpu_bellman_ford_shortest_paths(
            empty, 0, gp::with_options(path.tuning, gp::use_backend(path.backend, boost::distance_map(d.data())))));
        vec_graph<int> one(1);
        d.assign(1, 5);
        std::vector<std::size_t> p(1, 9);
        BOOST_TEST(boost::gpu_bellman_ford_shortest_paths(
            one, gp::use_backend(path.backend, boost::root_vertex(0).distance_map(d.data()).predecessor_map(p.data()))));
        BOOST_TEST(d[0] == 0);
        BOOST_TEST(p[0] == 0u);
    }
}

// The positional form, with BGL's defaults spelled out.
BOOST_AUTO_TEST_CASE(positional_form)
{
    using G = vec_graph<int>;
    G g = build<G>(4, std::vector<edge<int>>{{0, 1, 3}, {1, 2, -2}, {0, 2, 2}, {2, 3, 1}});
    std::vector<int> d(4, (std::numeric_limits<int>::max)());
    std::vector<std::size_t> p{0, 1, 2, 3};
    d[0] = 0;
    const bool ok = boost::gpu_bellman_ford_shortest_paths(g, 4, get(boost::edge_weight, g), p.data(), d.data(),
                                                           boost::closed_plus<int>(), std::less<int>(),
                                                           boost::bellman_visitor<boost::null_visitor>());
    BOOST_TEST(ok);
    BOOST_TEST(d == (std::vector<int>{0, 3, 1, 2}), boost::test_tools::per_element());
    BOOST_TEST(p == (std::vector<std::size_t>{0, 0, 1, 2}), boost::test_tools::per_element());
}

// Path lengths beyond what int32 holds exactly throw before anything is written.
BOOST_AUTO_TEST_CASE(overflow_is_refused)
{
    using G = vec_graph<int>;
    const int big = (std::numeric_limits<int>::max)() / 5;
    G g = build<G>(3, std::vector<edge<int>>{{0, 1, big}, {1, 2, big}});
    for (const auto& path : test_support::paths_under_test()) {
        std::vector<int> d(3, -7);
        BOOST_CHECK_THROW(boost::gpu_bellman_ford_shortest_paths(
                              g, gp::use_backend(path.backend, boost::root_vertex(0).distance_map(d.data()))),
                          gp::weight_overflow);
        BOOST_TEST(d == (std::vector<int>{-7, -7, -7}), boost::test_tools::per_element());
    }
}

// Fewer rounds than n - 1 stop where BGL's loop stops, with BGL's verdict on that state
// (and on false, the distances as they were).
BOOST_AUTO_TEST_CASE(fewer_rounds_than_vertices)
{
    using G = vec_graph<int>;
    G g = build<G>(4, std::vector<edge<int>>{{2, 3, 1}, {1, 2, 1}, {0, 1, 1}});
    for (int rounds : {0, 1, 2, 3}) {
        std::vector<int> expected(4, (std::numeric_limits<int>::max)()), d(4, (std::numeric_limits<int>::max)());
        expected[0] = d[0] = 0;
        const std::vector<int> before = d;
        const bool bgl = boost::bellman_ford_shortest_paths(g, rounds, boost::distance_map(expected.data()));
        if (!bgl) expected = before;
        const bool ours = boost::gpu_bellman_ford_shortest_paths(
            g, rounds, gp::use_backend(gp::backend_kind::host, boost::distance_map(d.data())));
        BOOST_TEST(ours == bgl, rounds << " rounds");
        BOOST_TEST(d == expected, boost::test_tools::per_element());
    }
}

// The automatic path on small graphs runs BGL's steps itself (sequential_bellman_ford.hpp):
// with ties (weights -2..3), self loops, parallel edges and negative cycles, from a root
// and from the caller's own distances, its distances, predecessors and verdict are BGL's
// exactly (on false, the maps as they were), on directed vecS and compressed_sparse_row
// graphs (the pass) and a bidirectional one (BGL's own). Other vertex sets take a
// backend, not this path.
template <class G, class D>
void check_sequential_against_bgl(const G& g, std::size_t n, const std::string& what)
{
    using vertex = typename boost::graph_traits<G>::vertex_descriptor;
    const auto index = get(boost::vertex_index, g);
    std::vector<vertex> all;
    for (auto v : boost::make_iterator_range(vertices(g))) all.push_back(v);
    for (const bool from_root : {true, false}) {
        // Poisoned, except what BGL reads as the initial state without a root.
        std::vector<D> bd(n, poison<D>()), gd(n, poison<D>());
        std::vector<vertex> bp(n), gpv(n);
        for (std::size_t i = 0; i < n; ++i) bp[i] = gpv[i] = all[(i + 1) % n];
        if (!from_root) {
            bd.assign(n, (std::numeric_limits<D>::max)());
            gd = bd;
            if (n > 0) bd[0] = gd[0] = 0;
        }
        const std::vector<D> before_d = gd;
        const std::vector<vertex> before_p = gpv;
        auto bdm = boost::make_iterator_property_map(bd.begin(), index);
        auto gdm = boost::make_iterator_property_map(gd.begin(), index);
        auto bpm = boost::make_iterator_property_map(bp.begin(), index);
        auto gpm = boost::make_iterator_property_map(gpv.begin(), index);
        bool bgl = false, ours = false;
        if (from_root) {
            bgl = boost::bellman_ford_shortest_paths(g, boost::root_vertex(all[0]).distance_map(bdm).predecessor_map(bpm));
            ours = boost::gpu_bellman_ford_shortest_paths(
                g, boost::root_vertex(all[0]).distance_map(gdm).predecessor_map(gpm));
        } else {
            const int rounds = static_cast<int>(n);
            bgl = boost::bellman_ford_shortest_paths(g, rounds, boost::distance_map(bdm).predecessor_map(bpm));
            ours = boost::gpu_bellman_ford_shortest_paths(g, rounds, boost::distance_map(gdm).predecessor_map(gpm));
        }
        const std::string label = what + (from_root ? ", from a root" : ", from the caller's distances");
        BOOST_TEST(ours == bgl, label);
        BOOST_TEST((gd == (bgl ? bd : before_d)), label << ": distances differ from BGL's");
        BOOST_TEST((gpv == (bgl ? bp : before_p)), label << ": predecessors differ from BGL's");
    }
}

template <class D>
std::vector<edge<D>> tied_edges(std::mt19937_64& rng, std::size_t n)
{
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    std::uniform_int_distribution<int> weight(-2, 3), coin(0, 2);
    const bool negative_cycles = coin(rng) == 0;
    std::vector<edge<D>> edges;
    for (std::size_t i = 0; i < 3 * n; ++i) {
        const std::size_t u = pick(rng), v = pick(rng);
        int w = weight(rng);
        if (!negative_cycles && w < 0 && u >= v) w = -w;  // negative edges only forward
        edges.push_back({u, v, static_cast<D>(w)});
    }
    return edges;
}

BOOST_AUTO_TEST_CASE(sequential_path_matches_bgl_exactly)
{
    std::mt19937_64 rng = test_support::make_rng(23);
    for (std::size_t n : {1, 2, 5, 30, 200}) {
        for (int round = 0; round < 3; ++round) {
            const std::string what = "n=" + std::to_string(n) + " round " + std::to_string(round);
            const auto ints = tied_edges<int>(rng, n);
            const auto doubles = tied_edges<double>(rng, n);
            check_sequential_against_bgl<vec_graph<int>, int>(build<vec_graph<int>>(n, ints), n, what + ", vecS int");
            check_sequential_against_bgl<vec_graph<double>, double>(build<vec_graph<double>>(n, doubles), n,
                                                                    what + ", vecS double");
            check_sequential_against_bgl<csr_graph<int>, int>(build_csr<int>(n, ints), n, what + ", csr int");
            using bidirectional = vec_graph<int, boost::bidirectionalS>;
            check_sequential_against_bgl<bidirectional, int>(build<bidirectional>(n, ints), n,
                                                             what + ", bidirectional int");
        }
    }
}

// Distances that start above the combine's inf (+infinity in a double map, whose default
// inf is the type's max; a caller's inf below an int's max): BGL lowers them to inf from
// a vertex at inf, and its final check would fail where they stayed. Every path gives
// BGL's verdict, distances and predecessors.
BOOST_AUTO_TEST_CASE(distances_above_the_combine_inf_are_lowered_as_bgl_does)
{
    using Gd = vec_graph<double>;
    Gd gd = build<Gd>(4, std::vector<edge<double>>{{0, 1, 1.0}, {1, 2, 1.0}, {3, 2, 2.0}});
    const std::vector<double> start{most<double>(), std::numeric_limits<double>::infinity(),
                                    std::numeric_limits<double>::infinity(), 5.0};
    const bf_outcome<double> expected = bf(gd, 4, start, no_root, most<double>());
    BOOST_TEST(expected.verdict);
    BOOST_TEST(expected.d[1] == most<double>());
    expect_on_every_path(gd, 4, start, no_root, most<double>(), expected, "+infinity above the type's max");
    using Gi = vec_graph<int>;
    Gi gi = build<Gi>(4, std::vector<edge<int>>{{0, 1, 1}, {1, 2, 1}, {3, 2, 2}});
    const std::vector<int> above{1000, 5000, 5000, 7};
    const bf_outcome<int> expected_int = bf(gi, 4, above, no_root, 1000);
    BOOST_TEST(expected_int.verdict);
    BOOST_TEST(expected_int.d[1] == 1000);
    expect_on_every_path(gi, 4, above, no_root, 1000, expected_int, "inf 1000, distances of 5000");
    // +infinity everywhere but the sources, none at the type's max: lowered by paths alone.
    const std::vector<double> from_sources{0.0, std::numeric_limits<double>::infinity(),
                                           std::numeric_limits<double>::infinity(), 5.0};
    const bf_outcome<double> expected_paths = bf(gd, 4, from_sources, no_root, most<double>());
    BOOST_TEST(expected_paths.verdict);
    BOOST_TEST(expected_paths.d[2] == 2.0);
    expect_on_every_path(gd, 4, from_sources, no_root, most<double>(), expected_paths, "+infinity, none at max");
}

// The execution parameters: the report says which backend ran and how.
BOOST_AUTO_TEST_CASE(report_names_the_backend)
{
    using G = vec_graph<int>;
    G g = build<G>(3, std::vector<edge<int>>{{0, 1, 2}, {1, 2, -1}});
    for (const auto& path : test_support::paths_under_test()) {
        std::vector<int> d(3);
        gp::report r;
        BOOST_TEST(boost::gpu_bellman_ford_shortest_paths(
            g, gp::report_to(r, gp::with_options(path.tuning, gp::use_backend(path.backend, boost::root_vertex(0)
                                                                                             .distance_map(d.data()))))));
        BOOST_TEST(d == (std::vector<int>{0, 2, 1}), boost::test_tools::per_element());
        BOOST_TEST((r.backend == path.backend), gp::to_string(r.backend));
        BOOST_TEST(r.method.find("frontier Bellman-Ford") == 0u, r.method);
    }
}

// Frontiers of many thousand vertices: many warps lower the same distances at once on the
// GPU, and the host splits each round over its threads.
BOOST_AUTO_TEST_CASE(large_graphs)
{
    auto rng = test_support::make_rng(6);
    const std::size_t n = test_support::sized<std::size_t>(40000, 5000);
    // No negative cycle: with one, BGL runs all n rounds over every edge (O(n m)).
    const auto weighted = random_signed_edges<double>(rng, n, 8 * n, true, 0);
    auto csr = build_csr<double>(n, weighted);
    run_and_check<double>(csr, random_initial<double>(rng, n), false, 0, "large csr");
    run_and_check<double>(csr, {}, true, n / 3, "large csr");
    const auto edges = random_signed_edges<std::int64_t>(rng, n, 8 * n, true, 0);
    vec_graph<std::int64_t> g = build<vec_graph<std::int64_t>>(n, edges);
    run_and_check<std::int64_t>(g, {}, true, 1, "large vecS int64");
}
// --- The contract on every path ---

// On false both maps are as they were, on BGL's loop too (which leaves its last round's).
BOOST_AUTO_TEST_CASE(false_leaves_the_maps_as_they_were)
{
    using F = vec_graph<float>;
    F loop = build<F>(1, std::vector<edge<float>>{{0, 0, -4}, {0, 0, 72}});
    BOOST_TEST(!(bf(loop, 1, {0.f}, no_root, most<float>()) == untouched<float>({0.f})));  // BGL writes
    expect_on_every_path(loop, 1, {0.f}, no_root, most<float>(), untouched<float>({0.f}), "a loop of -4");
    expect_on_every_path(loop, 1, {poison<float>()}, 0, most<float>(), untouched<float>({poison<float>()}), "root, loop");
    // N = 4 < n - 1: BGL's loop on every path.
    using G = csr_graph<int, std::size_t>;
    G star = build_csr<int, std::size_t>(
        6, {{1, 3, 9}, {1, 5, 10}, {1, 2, 50}, {1, 4, 60}, {1, 0, 31}, {1, 1, -2}, {5, 5, 43}, {5, 1, 21}});
    std::vector<int> d(6, most<int>());
    d[1] = d[4] = 0;
    BOOST_TEST(!(bf(star, 4, d, no_root, most<int>()) == untouched(d)));
    expect_on_every_path(star, 4, d, no_root, most<int>(), untouched(d), "N = 4 < n - 1");
}

// The up-front weight_overflow check on every path, before anything is written.
BOOST_AUTO_TEST_CASE(overflow_is_refused_on_every_path)
{
    using G = vec_graph<int>;
    G chain = build<G>(3, std::vector<edge<int>>{{0, 1, 1500000000}, {1, 2, 1500000000}});
    for (const gp::backend_kind kind : every_path())
        for (const std::size_t rounds : {std::size_t(1), std::size_t(3), no_root}) {
            bf_outcome<int> r = untouched<int>({0, most<int>(), most<int>()});
            if (rounds == no_root) r.d.assign(3, poison<int>());
            const bf_outcome<int> before = r;
            BOOST_CHECK_THROW(call_bf(chain, rounds, rounds == no_root ? 0 : no_root, most<int>(), &kind, r),
                              gp::weight_overflow);
            BOOST_TEST((r == before), gp::to_string(kind) << ", N = " << rounds << ": " << r);
        }
}

// Undirected: a negative edge reached from a finite distance is false on every path.
BOOST_AUTO_TEST_CASE(undirected_negative_edge_on_every_path)
{
    using G = vec_graph<double, boost::undirectedS>;
    G g = build<G>(3, std::vector<edge<double>>{{0, 2, 4}, {0, 2, -17}, {0, 1, 24}});
    const std::vector<double> poisoned(3, poison<double>());
    expect_on_every_path(g, 3, poisoned, 2, most<double>(), untouched(poisoned), "root 2");
    for (const std::size_t rounds : {3, 4}) {
        std::vector<double> d(3, most<double>());
        d[2] = 0;
        expect_on_every_path(g, rounds, d, no_root, most<double>(), untouched(d), "N = " + std::to_string(rounds));
    }
}

// BGL never stores a distance at or above the combine's inf (it lowers a distance only
// below its value, inf at most), nor reaches a negative loop beyond it: BGL's answer.
BOOST_AUTO_TEST_CASE(distances_stay_below_the_combines_inf)
{
    using G = vec_graph<int>;
    G over = build<G>(2, std::vector<edge<int>>{{0, 1, 20}});
    G loop_beyond = build<G>(2, std::vector<edge<int>>{{0, 1, 20}, {1, 1, -1}});
    using B = vec_graph<std::int64_t, boost::bidirectionalS>;
    B back = build<B>(3, std::vector<edge<std::int64_t>>{{2, 0, 97}, {0, 0, -3}});
    const bf_outcome<int> expected{true, {0, 10}, {77, 77}};
    BOOST_TEST((bf(over, 2, {0, 10}, no_root, 10) == expected));
    BOOST_TEST((bf(loop_beyond, 2, {0, 10}, no_root, 10) == expected));
    expect_on_every_path(over, 2, {0, 10}, no_root, 10, expected, "inf 10, an edge of 20");
    expect_on_every_path(loop_beyond, 2, {0, 10}, no_root, 10, expected, "inf 10, a negative loop beyond");
    const std::vector<std::int64_t> d{86, 86, 0};
    expect_on_every_path(back, 3, d, no_root, std::int64_t(86), bf(back, 3, d, no_root, std::int64_t(86)), "inf 86");
    using D = vec_graph<double>;
    D doubles = build<D>(3, std::vector<edge<double>>{{0, 1, 2.5}, {1, 2, 0.5}, {2, 2, -1}});
    const std::vector<double> start{0, 2.75, 2.75};
    expect_on_every_path(doubles, 3, start, no_root, 2.75, bf(doubles, 3, start, no_root, 2.75), "inf 2.75");
}

// A -inf weight: BGL's verdict, distances and predecessors (-inf + w is -inf, which no
// check sees below itself).
BOOST_AUTO_TEST_CASE(negative_infinite_weight)
{
    using G = vec_graph<double>;
    const double ninf = -std::numeric_limits<double>::infinity();
    G one = build<G>(2, std::vector<edge<double>>{{0, 1, ninf}});
    const std::vector<double> poisoned(3, poison<double>());
    const bf_outcome<double> expected{true, {0, ninf}, {0, 0}};
    BOOST_TEST((bf(one, 2, {0, 0}, 0, most<double>()) == expected));
    expect_on_every_path(one, 2, {0, 0}, 0, most<double>(), expected, "one edge of -inf");
    G cycle = build<G>(3, std::vector<edge<double>>{{0, 1, ninf}, {1, 2, 1}, {2, 1, 1}});
    expect_on_every_path(cycle, 3, poisoned, 0, most<double>(), bf(cycle, 3, poisoned, 0, most<double>()),
                         "-inf into a cycle");
}

// weight_overflow by the documented bound (over vertices, the heaviest out-weight), on a
// CSR graph as on any other.
BOOST_AUTO_TEST_CASE(overflow_bound_is_the_documented_one_on_csr)
{
    const std::int64_t heavy = 240000000000000000;  // 13 x heavy passes max/4, heavy alone does not
    const std::vector<edge<std::int64_t>> edges{{0, 1, heavy}};
    auto csr = build_csr<std::int64_t>(13, edges);
    auto vec = build<vec_graph<std::int64_t>>(13, edges);
    const std::vector<std::int64_t> poisoned(13, poison<std::int64_t>());
    const bf_outcome<std::int64_t> expected = bf(vec, 13, poisoned, 0, most<std::int64_t>());
    BOOST_TEST(expected.d[1] == heavy);
    expect_on_every_path(csr, 13, poisoned, 0, most<std::int64_t>(), expected, "csr");
    expect_on_every_path(vec, 13, poisoned, 0, most<std::int64_t>(), expected, "vecS");
}
