// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// BGL's DAG pass on graphs larger than a thread's scratch (the sequential path of an
// automatic call; the CUDA break-even is set out of reach so that a device does not take
// them): it relaxes straight into the caller's maps where the weights show no sum can
// fail, or with the maps saved to be put back, else runs the scratch pass. Against
// boost::dag_shortest_paths, exactly (distances, predecessors among many ties, colours),
// poisoned outputs; a cycle, a sum that wraps and a NaN weight leave every map as it was;
// large weights whose sums do not wrap give BGL's results; a predecessor map that can
// only be written.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/dag_shortest_paths.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/dag_shortest_paths.hpp>
#include <boost/graph/exception.hpp>

#include "support/random.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <numeric>
#include <random>
#include <string>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

template <class W>
using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, W>>;

// Above the thread's scratch, where the direct pass applies.
const std::size_t large = 2 * gp::detail::scratch_vertices;

// Every edge from a lower rank to a higher one (ranks a random permutation, vertex 0 the
// lowest); weights min..max, with parallel edges.
template <class W>
graph<W> random_dag(std::mt19937_64& rng, std::size_t n, int min_weight, int max_weight, bool fractional)
{
    std::vector<std::size_t> rank(n);
    std::iota(rank.begin(), rank.end(), std::size_t(0));
    std::shuffle(rank.begin() + 1, rank.end(), rng);
    std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
    std::uniform_int_distribution<int> weight(min_weight, max_weight);
    std::uniform_real_distribution<double> unit(0, 1);
    graph<W> g(n);
    // Most vertices an in-edge from a random vertex of lower rank (a random recursive tree
    // under vertex 0, some of it cut off): most of the graph reachable, not all of it.
    std::vector<std::size_t> by_rank(n);
    for (std::size_t v = 0; v < n; ++v) by_rank[rank[v]] = v;
    for (std::size_t r = 1; r < n; ++r)
        if (unit(rng) < 0.97)
            add_edge(by_rank[std::uniform_int_distribution<std::size_t>(0, r - 1)(rng)], by_rank[r],
                     static_cast<W>(weight(rng) + (fractional ? unit(rng) : 0.0)), g);
    for (std::size_t e = 0; e < 3 * n; ++e) {
        std::size_t u = vertex(rng), v = vertex(rng);
        if (u == v) continue;
        if (rank[u] > rank[v]) std::swap(u, v);
        const double w = weight(rng) + (fractional ? unit(rng) : 0.0);
        add_edge(u, v, static_cast<W>(w), g);
        if (unit(rng) < 0.05) add_edge(u, v, static_cast<W>(w), g);  // a parallel edge, tied
    }
    return g;
}

gp::options sequential_tuning()
{
    gp::options o = gp::default_options();
    o.sssp.cuda_from = ~std::uint64_t(0);
    return o;
}

// gpu_dag_shortest_paths against boost::dag_shortest_paths from vertex 0, with and without
// a predecessor map; `method` the words the report must hold.
template <class D, class W>
void compare_with_bgl(const graph<W>& g, const std::string& what, const std::string& method)
{
    const std::size_t n = num_vertices(g);
    std::vector<D> bd(n);
    std::vector<std::size_t> bp(n);
    std::vector<boost::default_color_type> bc(n, boost::white_color);
    boost::dag_shortest_paths(g, 0, boost::distance_map(bd.data()).predecessor_map(bp.data()).color_map(
                                        boost::make_iterator_property_map(bc.begin(), get(boost::vertex_index, g))));
    const D poison = static_cast<D>(-7);
    std::vector<D> gd(n, poison);
    std::vector<std::size_t> gpred(n, 999999);
    std::vector<boost::default_color_type> gc(n, boost::gray_color);
    gp::report r;
    boost::gpu_dag_shortest_paths(
        g, 0,
        gp::report_to(r, gp::with_options(sequential_tuning(),
                                          boost::distance_map(gd.data()).predecessor_map(gpred.data()).color_map(
                                              boost::make_iterator_property_map(gc.begin(), get(boost::vertex_index, g))))));
    BOOST_TEST(r.method.find(method) != std::string::npos, what << ": " << r.method);
    BOOST_TEST((gd == bd), what);
    BOOST_TEST((gpred == bp), what);
    BOOST_TEST((gc == bc), what);
    const std::size_t reached = static_cast<std::size_t>(std::count(bc.begin(), bc.end(), boost::black_color));
    BOOST_TEST(reached > n / 4, what << ": the source reaches " << reached << " vertices");

    std::vector<D> distances_only(n, poison);
    boost::gpu_dag_shortest_paths(g, 0, gp::with_options(sequential_tuning(), boost::distance_map(distances_only.data())));
    BOOST_TEST((distances_only == bd), what << ", no predecessor map");
}

}  // namespace

BOOST_AUTO_TEST_CASE(written_directly_as_bgl_writes)
{
    auto rng = test_support::make_rng(21);
    const std::string direct = "into the caller's maps";
    compare_with_bgl<int>(random_dag<int>(rng, large, 0, 2, false), "int, weights 0..2", direct);
    compare_with_bgl<std::int64_t>(random_dag<std::int64_t>(rng, large, -20, 100, false), "int64, -20..100", direct);
    compare_with_bgl<double>(random_dag<double>(rng, large, -5, 10, true), "double, -5..11", direct);
    compare_with_bgl<float>(random_dag<float>(rng, large, 0, 3, true), "float, 0..4", direct);
    compare_with_bgl<unsigned>(random_dag<unsigned>(rng, large, 0, 9, false), "unsigned, 0..9", direct);
}

// A weight large enough that the reached vertices times it could wrap int32, though no
// path does: the source reaches most of the graph, so the maps are saved rather than the
// sums bounded, and the pass writes them directly all the same, with BGL's results.
BOOST_AUTO_TEST_CASE(sums_that_could_wrap_but_do_not_stay_on_the_direct_pass)
{
    auto rng = test_support::make_rng(22);
    graph<int> g = random_dag<int>(rng, large, 0, 9, false);
    add_edge(0, large - 1, 1 << 29, g);
    compare_with_bgl<int>(g, "one weight of 2^29", "into the caller's maps");
}

// Nothing of the caller's written: a cycle reachable from the source (not_a_dag, as BGL),
// a path whose length leaves int32 (weight_overflow), a NaN weight (invalid_input).
BOOST_AUTO_TEST_CASE(failures_leave_the_maps_untouched)
{
    auto rng = test_support::make_rng(23);
    auto untouched = [](const auto& v, auto poison) { return std::all_of(v.begin(), v.end(), [&](auto x) { return x == poison; }); };
    {
        graph<int> g = random_dag<int>(rng, large, 0, 9, false);
        const auto a = target(*out_edges(0, g).first, g);
        add_edge(a, 0, 1, g);  // 0 -> a -> 0
        std::vector<int> d(large, -7);
        std::vector<std::size_t> p(large, 999999);
        BOOST_CHECK_THROW(boost::gpu_dag_shortest_paths(
                              g, 0, gp::with_options(sequential_tuning(), boost::distance_map(d.data()).predecessor_map(p.data()))),
                          boost::not_a_dag);
        BOOST_TEST(untouched(d, -7));
        BOOST_TEST(untouched(p, std::size_t(999999)));
    }
    {
        graph<int> g = random_dag<int>(rng, large, 0, 9, false);
        const auto x = add_vertex(g), y = add_vertex(g);  // 0 -> x -> y: 2^31 at y
        add_edge(0, x, 1 << 30, g);
        add_edge(x, y, 1 << 30, g);
        std::vector<int> d(num_vertices(g), -7);
        std::vector<std::size_t> p(num_vertices(g), 999999);
        BOOST_CHECK_THROW(boost::gpu_dag_shortest_paths(
                              g, 0, gp::with_options(sequential_tuning(), boost::distance_map(d.data()).predecessor_map(p.data()))),
                          gp::weight_overflow);
        BOOST_TEST(untouched(d, -7));
        BOOST_TEST(untouched(p, std::size_t(999999)));
    }
    {
        graph<double> g = random_dag<double>(rng, large, 0, 9, true);
        add_edge(0, large - 1, std::nan(""), g);
        std::vector<double> d(large, -7.0);
        BOOST_CHECK_THROW(
            boost::gpu_dag_shortest_paths(g, 0, gp::with_options(sequential_tuning(), boost::distance_map(d.data()))),
            gp::invalid_input);
        BOOST_TEST(untouched(d, -7.0));
    }
}

// A predecessor map that can only be written (BGL's relaxations only write it): BGL's
// results.
struct write_only_predecessors {
    using key_type = std::size_t;
    using value_type = std::size_t;
    using reference = void;
    using category = boost::writable_property_map_tag;
    std::vector<std::size_t>* values;
    friend void put(const write_only_predecessors& map, std::size_t v, std::size_t u) { (*map.values)[v] = u; }
};

BOOST_AUTO_TEST_CASE(a_write_only_predecessor_map_gives_bgls_results)
{
    auto rng = test_support::make_rng(24);
    const graph<int> g = random_dag<int>(rng, large, 0, 9, false);
    std::vector<int> bd(large), gd(large, -7);
    std::vector<std::size_t> bp(large), gpred(large, 999999);
    boost::dag_shortest_paths(g, 0, boost::distance_map(bd.data()).predecessor_map(bp.data()));
    boost::gpu_dag_shortest_paths(g, 0,
                                  gp::with_options(sequential_tuning(), boost::distance_map(gd.data()).predecessor_map(
                                                                            write_only_predecessors{&gpred})));
    BOOST_TEST((gd == bd));
    BOOST_TEST((gpred == bp));
}

// A source that reaches a small share of a large graph: the pass bounds the sums from the
// examined weights instead of saving the maps. Small weights: into the caller's maps, BGL's
// results; a weight of 2^29 that no path wraps with: the bound cannot show it, so the
// scratch pass, BGL's results; a path whose length leaves int32: weight_overflow, every map
// as it was.
BOOST_AUTO_TEST_CASE(a_small_reach_bounds_the_sums)
{
    auto rng = test_support::make_rng(25);
    const std::size_t reach = 1000;
    std::uniform_int_distribution<std::size_t> low(0, reach - 1), high(reach, large - 1);
    std::uniform_int_distribution<int> weight(0, 9);
    graph<int> g(large);
    for (std::size_t e = 0; e < 4 * reach; ++e) {  // a DAG among the first vertices, from lower to higher
        std::size_t u = low(rng), v = low(rng);
        if (u == v) continue;
        if (u > v) std::swap(u, v);
        add_edge(u, v, weight(rng), g);
    }
    for (std::size_t e = 0; e < 2 * large; ++e) {  // the rest, which vertex 0 does not reach
        std::size_t u = high(rng), v = high(rng);
        if (u == v) continue;
        if (u > v) std::swap(u, v);
        add_edge(u, v, weight(rng), g);
    }
    const auto run = [&](const graph<int>& graph_to_search, const std::string& what, const std::string& method) {
        const std::size_t n = num_vertices(graph_to_search);
        std::vector<int> bd(n), gd(n, -7);
        std::vector<std::size_t> bp(n), gpred(n, 999999);
        boost::dag_shortest_paths(graph_to_search, 0, boost::distance_map(bd.data()).predecessor_map(bp.data()));
        gp::report r;
        boost::gpu_dag_shortest_paths(
            graph_to_search, 0,
            gp::report_to(r, gp::with_options(sequential_tuning(),
                                              boost::distance_map(gd.data()).predecessor_map(gpred.data()))));
        BOOST_TEST(r.method.find(method) != std::string::npos, what << ": " << r.method);
        BOOST_TEST((gd == bd), what);
        BOOST_TEST((gpred == bp), what);
    };
    run(g, "small weights", "into the caller's maps");
    graph<int> heavy = g;
    add_edge(0, reach - 1, 1 << 29, heavy);
    run(heavy, "one weight of 2^29", "scratch arrays");

    graph<int> wrapping = g;
    // Vertex 1 reached by this arc alone (arcs run from lower to higher vertices), so that
    // 1 -> 2 sums 2^30 + 2^30: a small random arc 0 -> 1 would give no such sum.
    remove_edge(0, 1, wrapping);
    add_edge(0, 1, 1 << 30, wrapping);
    add_edge(1, 2, 1 << 30, wrapping);
    std::vector<int> d(large, -7);
    std::vector<std::size_t> p(large, 999999);
    BOOST_CHECK_THROW(boost::gpu_dag_shortest_paths(wrapping, 0,
                                                    gp::with_options(sequential_tuning(), boost::distance_map(d.data())
                                                                                              .predecessor_map(p.data()))),
                      gp::weight_overflow);
    BOOST_TEST(std::all_of(d.begin(), d.end(), [](int x) { return x == -7; }));
    BOOST_TEST(std::all_of(p.begin(), p.end(), [](std::size_t x) { return x == 999999; }));
}
