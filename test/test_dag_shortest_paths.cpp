// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_dag_shortest_paths against boost::dag_shortest_paths: random DAGs with negative
// weights on every graph type and weight type, cycles reachable from the source or not,
// self loops, a distance_inf that cuts paths, and the edge cases; on every backend and on
// the automatic path (BGL's own algorithm on small graphs).
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/dag_shortest_paths.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"
#include "test_dijkstra_common.hpp"

#include <boost/graph/dag_shortest_paths.hpp>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <numeric>
#include <string>
#include <vector>

namespace gp = boost::gpu_paths;
using namespace dijkstra_test;

namespace {

struct dag_path {
    gp::backend_kind backend;
    gp::options tuning;
    std::string name;
};

// Every backend as paths_under_test() lists them, the host backend on more threads than
// the machine may have (wide levels then split into chunks that race on shared vertices),
// and the automatic choice.
std::vector<dag_path> dag_paths()
{
    std::vector<dag_path> paths;
    for (const auto& p : test_support::paths_under_test()) paths.push_back({p.backend, p.tuning, p.name});
    gp::options many_threads = gp::default_options();
    many_threads.threads = 8;
    paths.push_back({gp::backend_kind::host, many_threads, "host, 8 threads"});
    paths.push_back({gp::backend_kind::automatic, gp::default_options(), "automatic"});
    return paths;
}

template <class Graph>
std::vector<typename boost::graph_traits<Graph>::vertex_descriptor> vertex_list(const Graph& g)
{
    std::vector<typename boost::graph_traits<Graph>::vertex_descriptor> out;
    for (auto v : boost::make_iterator_range(vertices(g))) out.push_back(v);
    return out;
}

// Vertices reachable from s, by index.
template <class Graph, class IndexMap>
std::vector<char> reachable(const Graph& g, typename boost::graph_traits<Graph>::vertex_descriptor s, IndexMap index)
{
    const auto vs = vertex_list(g);
    std::vector<char> seen(vs.size(), 0);
    std::vector<std::size_t> queue{get(index, s)};
    seen[get(index, s)] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head)
        for (auto e : boost::make_iterator_range(out_edges(vs[queue[head]], g))) {
            const std::size_t t = get(index, target(e, g));
            if (!seen[t]) {
                seen[t] = 1;
                queue.push_back(t);
            }
        }
    return seen;
}

enum class expect { dag, not_a_dag };

// Runs gpu_dag_shortest_paths from s on every path with poisoned outputs and checks it
// against boost::dag_shortest_paths: the same distances (or the same not_a_dag, outputs
// untouched), tight predecessors, BGL's colors. Returns the number of errors.
template <class D, class Graph, class WeightMap, class IndexMap>
std::size_t run_and_check(const Graph& g, typename boost::graph_traits<Graph>::vertex_descriptor s, WeightMap weight,
                          IndexMap index, const std::string& what, expect expected_outcome,
                          D inf = (std::numeric_limits<D>::max)())
{
    using vertex = typename boost::graph_traits<Graph>::vertex_descriptor;
    const std::size_t n = num_vertices(g);
    const auto vs = vertex_list(g);
    std::vector<D> expected(n);
    std::vector<boost::default_color_type> bgl_colors(n);
    bool bgl_threw = false;
    try {
        boost::dag_shortest_paths(g, s,
                                  boost::weight_map(weight)
                                      .distance_map(boost::make_iterator_property_map(expected.begin(), index))
                                      .color_map(boost::make_iterator_property_map(bgl_colors.begin(), index))
                                      .vertex_index_map(index)
                                      .distance_inf(inf));
    } catch (const boost::not_a_dag&) {
        bgl_threw = true;
    }
    BOOST_TEST(bgl_threw == (expected_outcome == expect::not_a_dag), what << ": BGL's own verdict is not the case's");
    const std::vector<char> reach = reachable(g, s, index);

    std::size_t errors = 0;
    for (const auto& path : dag_paths()) {
        const std::string label = what + " [" + path.name + "]";
        std::vector<D> distance(n, poison<D>());
        std::vector<vertex> predecessor(n, boost::graph_traits<Graph>::null_vertex());
        std::vector<boost::default_color_type> colors(n, boost::gray_color);
        auto params = gp::with_options(
            path.tuning,
            gp::use_backend(path.backend,
                            boost::weight_map(weight)
                                .distance_map(boost::make_iterator_property_map(distance.begin(), index))
                                .predecessor_map(boost::make_iterator_property_map(predecessor.begin(), index))
                                .color_map(boost::make_iterator_property_map(colors.begin(), index))
                                .vertex_index_map(index)
                                .distance_inf(inf)));
        bool threw = false;
        try {
            boost::gpu_dag_shortest_paths(g, s, params);
        } catch (const boost::not_a_dag&) {
            threw = true;
        }
        std::size_t found = 0;
        if (threw != bgl_threw) {
            BOOST_ERROR(label << ": not_a_dag thrown " << threw << ", BGL " << bgl_threw);
            ++errors;
            continue;
        }
        if (threw) {
            for (std::size_t i = 0; i < n; ++i)
                if (distance[i] != poison<D>() || predecessor[i] != boost::graph_traits<Graph>::null_vertex() ||
                    colors[i] != boost::gray_color)
                    ++found;
            BOOST_TEST(found == 0u, label << ": " << found << " outputs written by a call that threw");
            errors += found;
            continue;
        }
        for (std::size_t i = 0; i < n; ++i) {
            const vertex v = vs[i];
            const std::size_t vi = get(index, v);
            bool ok = same_distance(distance[vi], expected[vi], inf);
            const vertex p = predecessor[vi];
            if (v == s || distance[vi] == inf) {
                ok = ok && p == v;
            } else if (p == v || p == boost::graph_traits<Graph>::null_vertex()) {
                ok = false;
            } else {
                // Some edge p -> v is tight; with floats, within the sums' rounding.
                bool tight = false;
                for (auto e : boost::make_iterator_range(out_edges(p, g)))
                    if (target(e, g) == v && distance[get(index, p)] != inf &&
                        same_distance(static_cast<D>(distance[get(index, p)] + static_cast<D>(get(weight, e))),
                                      distance[vi], inf))
                        tight = true;
                ok = ok && tight;
            }
            const bool black = colors[vi] == boost::black_color;
            ok = ok && black == (reach[vi] != 0) && (black || colors[vi] == boost::white_color);
            if (!ok) {
                if (found < 5)
                    BOOST_TEST_MESSAGE(label << ": vertex " << vi << " distance " << distance[vi] << " (BGL "
                                             << expected[vi] << ") predecessor index "
                                             << (p == boost::graph_traits<Graph>::null_vertex() ? std::size_t(-1)
                                                                                                : get(index, p))
                                             << " color " << colors[vi]);
                ++found;
            }
        }
        BOOST_TEST(found == 0u, label << ": " << found << " wrong vertices");
        errors += found;
    }
    return errors;
}

// A random DAG: edges from lower to higher rank of a random permutation, weights in
// [min_weight, max_weight], parallel edges; about `unreachable` of the vertices get no
// in-edges.
template <class W>
std::vector<edge<W>> random_dag(std::mt19937_64& rng, std::size_t n, std::size_t m, int min_weight, int max_weight,
                                bool fractional, double unreachable = 0.05)
{
    std::vector<edge<W>> edges;
    if (n < 2) return edges;
    std::vector<std::size_t> rank(n);
    std::iota(rank.begin(), rank.end(), std::size_t(0));
    std::shuffle(rank.begin(), rank.end(), rng);
    std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
    std::uniform_int_distribution<int> weight(min_weight, max_weight);
    std::uniform_real_distribution<double> unit(0, 1);
    std::vector<char> isolated(n, 0);
    for (std::size_t v = 0; v < n; ++v) isolated[v] = unit(rng) < unreachable;
    for (std::size_t attempt = 0; edges.size() < m && attempt < 20 * m; ++attempt) {
        std::size_t u = vertex(rng), v = vertex(rng);
        if (u == v) continue;
        if (rank[u] > rank[v]) std::swap(u, v);
        if (isolated[v]) continue;
        double w = weight(rng);
        if (fractional) w += unit(rng);
        edges.push_back({u, v, static_cast<W>(w)});
        if (unit(rng) < 0.05) edges.push_back({u, v, static_cast<W>(w + 1)});  // a parallel edge
    }
    return edges;
}

// The source: the vertex of lowest rank that has out-edges, so most of the DAG is reachable.
template <class W>
std::size_t good_source(std::size_t n, const std::vector<edge<W>>& edges, std::mt19937_64& rng)
{
    if (edges.empty()) return 0;
    std::vector<char> has_in(n, 0);
    for (const auto& e : edges) has_in[e.v] = 1;
    std::vector<std::size_t> roots;
    for (const auto& e : edges)
        if (!has_in[e.u]) roots.push_back(e.u);
    if (roots.empty()) return edges.front().u;
    return roots[std::uniform_int_distribution<std::size_t>(0, roots.size() - 1)(rng)];
}

template <class D, class Graph>
std::size_t check_graph(const Graph& g, std::size_t s, const std::string& what, expect outcome,
                        D inf = (std::numeric_limits<D>::max)())
{
    const auto vs = vertex_list(g);
    return run_and_check<D>(g, vs[s], get(boost::edge_weight, g), get(boost::vertex_index, g), what, outcome, inf);
}

// The same edge list on vecS and listS adjacency lists and a compressed_sparse_row_graph.
template <class W>
void check_every_graph_type(std::size_t n, const std::vector<edge<W>>& edges, std::size_t s, const std::string& what,
                            expect outcome, W inf = (std::numeric_limits<W>::max)())
{
    check_graph<W>(build<vec_graph<W>>(n, edges), s, what + ", vecS", outcome, inf);
    check_graph<W>(build<list_graph<W>>(n, edges), s, what + ", listS", outcome, inf);
    check_graph<W>(build_csr<W>(n, edges), s, what + ", csr", outcome, inf);
}

template <class W>
void random_cases(std::uint64_t salt)
{
    std::mt19937_64 rng = test_support::make_rng(salt);
    const bool fractional = std::is_floating_point<W>::value;
    for (std::size_t n : test_support::sized<std::size_t>({2, 7, 60, 700, 5000}, {2, 7, 60, 700})) {
        const std::size_t m = n * 4;
        const std::vector<edge<W>> edges = random_dag<W>(rng, n, m, -40, 100, fractional);
        const std::size_t s = good_source(n, edges, rng);
        const std::string what = "random DAG n=" + std::to_string(n);
        check_every_graph_type<W>(n, edges, s, what, expect::dag);

        // The same DAG with a cycle and a self loop among vertices s does not reach: BGL's
        // search from s never sees them.
        const auto g = build<vec_graph<W>>(n, edges);
        const std::vector<char> reach = reachable(g, vertex(s, g), get(boost::vertex_index, g));
        std::vector<std::size_t> outside;
        for (std::size_t v = 0; v < n; ++v)
            if (!reach[v]) outside.push_back(v);
        if (outside.size() >= 2) {
            std::vector<edge<W>> cyclic = edges;
            cyclic.push_back({outside[0], outside[1], W(3)});
            cyclic.push_back({outside[1], outside[0], W(-5)});
            cyclic.push_back({outside[0], outside[0], W(-1)});
            check_every_graph_type<W>(n, cyclic, s, what + " + unreachable cycle", expect::dag);
        }
        // A cycle through s, and one deeper in the reachable part.
        std::vector<std::size_t> inside;
        for (std::size_t v = 0; v < n; ++v)
            if (reach[v] && v != s) inside.push_back(v);
        if (!inside.empty()) {
            std::vector<edge<W>> cyclic = edges;
            cyclic.push_back({inside.back(), s, W(7)});
            check_every_graph_type<W>(n, cyclic, s, what + " + cycle through s", expect::not_a_dag);
            for (const auto& e : edges)
                if (e.u != s && reach[e.u]) {
                    cyclic = edges;
                    cyclic.push_back({e.v, e.u, W(1)});
                    check_every_graph_type<W>(n, cyclic, s, what + " + reachable 2-cycle", expect::not_a_dag);
                    break;
                }
            cyclic = edges;
            cyclic.push_back({inside.front(), inside.front(), W(0)});
            check_every_graph_type<W>(n, cyclic, s, what + " + reachable self loop", expect::not_a_dag);
        }
    }
}

}  // namespace

BOOST_AUTO_TEST_CASE(random_dags_int32) { random_cases<std::int32_t>(1); }
BOOST_AUTO_TEST_CASE(random_dags_int64) { random_cases<std::int64_t>(2); }
BOOST_AUTO_TEST_CASE(random_dags_float) { random_cases<float>(3); }
BOOST_AUTO_TEST_CASE(random_dags_double) { random_cases<double>(4); }

// Layers of thousands of vertices: every Kahn level is wide, so each is relaxed by many
// chunks at once, many of whose edges lead to the same vertices of the next layers.
BOOST_AUTO_TEST_CASE(wide_levels)
{
    std::mt19937_64 rng = test_support::make_rng(8);
    const std::size_t layers = 12, width = test_support::reduced() ? 500 : 3000, n = layers * width;
    std::uniform_int_distribution<std::size_t> in_layer(0, width - 1), ahead(1, 3);
    std::uniform_int_distribution<int> weight(-30, 60);
    std::vector<edge<std::int64_t>> edges;
    for (std::size_t v = width; v < n; ++v)  // each vertex from some vertex of the layer before
        edges.push_back({(v / width - 1) * width + in_layer(rng), v, weight(rng)});
    for (std::size_t v = 1; v < width; ++v) edges.push_back({0, v, weight(rng)});
    while (edges.size() < 6 * n) {
        const std::size_t u = in_layer(rng) + width * std::uniform_int_distribution<std::size_t>(0, layers - 1)(rng);
        const std::size_t to = u / width + ahead(rng);
        if (to >= layers) continue;
        edges.push_back({u, to * width + in_layer(rng), weight(rng)});
    }
    check_every_graph_type<std::int64_t>(n, edges, 0, "wide levels", expect::dag);
    const std::vector<edge<double>> fractional = [&] {
        std::vector<edge<double>> out;
        std::uniform_real_distribution<double> unit(0, 1);
        for (const auto& e : edges) out.push_back({e.u, e.v, static_cast<double>(e.w) + unit(rng)});
        return out;
    }();
    check_every_graph_type<double>(n, fractional, 0, "wide levels, fractional", expect::dag);
}

// A distance_inf below some path lengths: BGL leaves a vertex whose best sum is not below
// inf at inf, and closed_plus keeps such a vertex from extending paths, even by negative
// edges that would bring the sum back under inf. Edges of weight inf are no edges.
BOOST_AUTO_TEST_CASE(distance_inf_cuts_paths)
{
    // 0 -> 1 (150) -> 2 (-100): 2 stays at inf = 100; 0 -> 3 (99) -> 4 (-50): 49.
    const std::vector<edge<int>> edges{{0, 1, 150}, {1, 2, -100}, {0, 3, 99}, {3, 4, -50}, {0, 5, 100}, {5, 6, -90},
                                       {4, 7, 100}, {0, 8, 1},    {8, 9, 100}};
    check_every_graph_type<int>(10, edges, 0, "inf = 100", expect::dag, 100);
    std::mt19937_64 rng = test_support::make_rng(5);
    for (int round = 0; round < 3; ++round) {
        const std::vector<edge<int>> dag = random_dag<int>(rng, 400, 2000, -60, 100, false, 0.02);
        check_every_graph_type<int>(400, dag, good_source(400, dag, rng), "random DAG, inf = 150", expect::dag, 150);
    }
    // Weight equal to inf (the default inf, weights of the distance type).
    const int big = (std::numeric_limits<int>::max)();
    const std::vector<edge<int>> inf_edges{{0, 1, big}, {1, 2, -5}, {0, 2, 4}, {2, 3, big}, {0, 3, 9}};
    check_every_graph_type<int>(4, inf_edges, 0, "weights equal to inf", expect::dag);
}

BOOST_AUTO_TEST_CASE(small_cases)
{
    check_every_graph_type<int>(1, {}, 0, "one vertex", expect::dag);
    check_every_graph_type<int>(1, {{0, 0, 1}}, 0, "one vertex, self loop", expect::not_a_dag);
    check_every_graph_type<double>(3, {{0, 1, -2.5}, {0, 1, -3.5}, {1, 2, 1}}, 0, "parallel edges", expect::dag);
    check_every_graph_type<int>(4, {{1, 2, 1}, {2, 1, 1}, {3, 3, -1}}, 0, "isolated source, cycles elsewhere",
                                expect::dag);
    check_every_graph_type<int>(4, {{0, 1, 1}, {2, 2, 1}}, 0, "self loop not reachable", expect::dag);
    check_every_graph_type<int>(3, {{0, 1, 1}, {1, 1, 0}}, 0, "self loop reachable", expect::not_a_dag);
}

BOOST_AUTO_TEST_CASE(empty_graph_and_bad_source)
{
    const vec_graph<int> empty(0);
    for (const auto& path : dag_paths()) {
        std::vector<int> d(1, -7);
        BOOST_CHECK_THROW(boost::gpu_dag_shortest_paths(empty, 0,
                                                        gp::with_options(path.tuning, gp::use_backend(path.backend,
                                                                          boost::distance_map(d.data())))),
                          gp::invalid_input);
        BOOST_TEST(d[0] == -7);
    }
}

// An undirected edge is a 2-cycle to BGL's depth-first search.
BOOST_AUTO_TEST_CASE(undirected_graphs)
{
    using graph = vec_graph<int, boost::undirectedS>;
    const std::vector<edge<int>> edges{{0, 1, 1}, {2, 3, 1}};
    const graph g = test_support::build_graph<graph>(5, edges);
    check_graph<int>(g, 0, "undirected, edge at s", expect::not_a_dag);
    check_graph<int>(g, 4, "undirected, isolated s", expect::dag);
}

// BGL's positional form, and the checks of the front end.
BOOST_AUTO_TEST_CASE(positional_form_and_checks)
{
    std::mt19937_64 rng = test_support::make_rng(6);
    const std::vector<edge<long long>> edges = random_dag<long long>(rng, 300, 1500, -1000, 1000, false);
    const std::size_t s = good_source(300, edges, rng);
    const auto g = build<vec_graph<long long>>(300, edges);
    std::vector<long long> expected(300), got(300, -7);
    std::vector<std::size_t> pred(300);
    std::vector<boost::default_color_type> color(300), color2(300);
    const auto inf = (std::numeric_limits<long long>::max)();
    boost::dag_shortest_paths(g, s, expected.data(), get(boost::edge_weight, g), color.data(), pred.data(),
                              boost::make_dijkstra_visitor(boost::null_visitor()), std::less<long long>(),
                              boost::closed_plus<long long>(inf), inf, 0LL);
    for (const auto& path : dag_paths()) {
        std::fill(got.begin(), got.end(), -7);
        boost::gpu_dag_shortest_paths(g, s, got.data(), get(boost::edge_weight, g), color2.data(), pred.data(),
                                      boost::make_dijkstra_visitor(boost::null_visitor()), std::less<long long>(),
                                      boost::closed_plus<long long>(inf), inf, 0,
                                      gp::with_options(path.tuning, gp::use_backend(path.backend)));
        BOOST_TEST(got == expected, path.name);
        BOOST_TEST(color == color2, path.name);
    }
    // distance_zero other than 0, distance_inf not above it: refused before anything is written.
    std::fill(got.begin(), got.end(), -7);
    BOOST_CHECK_THROW(boost::gpu_dag_shortest_paths(g, s, boost::distance_map(got.data()).distance_zero(1LL)),
                      gp::invalid_input);
    BOOST_CHECK_THROW(boost::gpu_dag_shortest_paths(g, s, boost::distance_map(got.data()).distance_inf(0LL)),
                      gp::invalid_input);
    BOOST_TEST(std::count(got.begin(), got.end(), -7) == 300);
}

// Path lengths that leave int32: weight_overflow, as the other drop-ins.
BOOST_AUTO_TEST_CASE(integer_overflow)
{
    const int big = 1 << 30;
    const std::vector<edge<int>> edges{{0, 1, big}, {1, 2, big}, {2, 3, big}};
    const auto g = build<vec_graph<int>>(4, edges);
    for (const auto& path : dag_paths()) {
        std::vector<int> d(4, -7);
        BOOST_CHECK_THROW(boost::gpu_dag_shortest_paths(
                              g, 0, gp::with_options(path.tuning, gp::use_backend(path.backend, boost::distance_map(d.data())))),
                          gp::weight_overflow);
        BOOST_TEST(std::count(d.begin(), d.end(), -7) == 4, path.name);
    }
}

// Unsigned distances: BGL's sums would wrap below 0, which every path refuses alike; paths
// that stay at or above 0 are BGL's.
BOOST_AUTO_TEST_CASE(unsigned_distances)
{
    const std::vector<edge<int>> dips{{0, 1, 2}, {1, 2, -5}, {0, 3, 1}};
    const std::vector<edge<int>> stays{{0, 1, 7}, {1, 2, -5}, {0, 3, 1}, {3, 2, 4}};
    const auto below = build<vec_graph<int>>(4, dips), above = build<vec_graph<int>>(4, stays);
    std::vector<unsigned> expected(4);
    boost::dag_shortest_paths(above, 0, boost::distance_map(expected.data()));
    for (const auto& path : dag_paths()) {
        std::vector<unsigned> d(4, 77);
        BOOST_CHECK_THROW(boost::gpu_dag_shortest_paths(below, 0, gp::with_options(path.tuning, gp::use_backend(
                                                                                     path.backend, boost::distance_map(d.data())))),
                          gp::weight_overflow);
        BOOST_TEST(std::count(d.begin(), d.end(), 77u) == 4, path.name);
        boost::gpu_dag_shortest_paths(above, 0, gp::with_options(path.tuning, gp::use_backend(path.backend,
                                                                                  boost::distance_map(d.data()))));
        BOOST_TEST(d == expected, path.name);
    }
}

// The automatic path on small graphs runs BGL's pass itself (sequential_dag.hpp): with
// many ties (weights 0..2, parallel edges) its predecessors, not only its distances, are
// BGL's, and a cycle reachable from the source throws not_a_dag with nothing written.
BOOST_AUTO_TEST_CASE(sequential_path_matches_bgl_exactly)
{
    std::mt19937_64 rng = test_support::make_rng(11);
    for (std::size_t n : {1, 2, 5, 40, 300}) {
        for (int round = 0; round < 4; ++round) {
            std::vector<edge<int>> edges = random_dag<int>(rng, n, 3 * n, 0, 2, false, 0.1);
            const bool cyclic = round == 3 && n > 2;
            const std::size_t s = good_source(n, edges, rng);
            if (cyclic) {  // a path s -> a -> b -> s
                edges.push_back({s, (s + 1) % n, 1});
                edges.push_back({(s + 1) % n, (s + 2) % n, 1});
                edges.push_back({(s + 2) % n, s, 1});
            }
            const auto g = build<vec_graph<int>>(n, edges);
            std::vector<int> bd(n, -7), gd(n, -7);
            std::vector<std::size_t> bp(n, 999999), gpred(n, 999999);
            std::vector<boost::default_color_type> bc(n, boost::white_color), gc(n, boost::gray_color);
            bool bgl_threw = false, threw = false;
            try {
                boost::dag_shortest_paths(g, s, boost::distance_map(bd.data()).predecessor_map(bp.data()).color_map(
                                                     boost::make_iterator_property_map(bc.begin(), get(boost::vertex_index, g))));
            } catch (const boost::not_a_dag&) {
                bgl_threw = true;
            }
            gp::report r;
            try {
                boost::gpu_dag_shortest_paths(
                    g, s,
                    gp::report_to(r, boost::distance_map(gd.data()).predecessor_map(gpred.data()).color_map(
                                         boost::make_iterator_property_map(gc.begin(), get(boost::vertex_index, g)))));
            } catch (const boost::not_a_dag&) {
                threw = true;
            }
            const std::string what = "n=" + std::to_string(n) + " round " + std::to_string(round);
            BOOST_TEST(threw == bgl_threw, what);
            BOOST_TEST(threw == cyclic, what);
            if (threw) {
                BOOST_TEST((gd == std::vector<int>(n, -7) && gpred == std::vector<std::size_t>(n, 999999)), what);
                continue;
            }
            BOOST_TEST(r.method.find("pass on scratch arrays") != std::string::npos, what << ": " << r.method);
            BOOST_TEST(gd == bd, what);
            BOOST_TEST(gpred == bp, what);
            BOOST_TEST(gc == bc, what);
        }
    }
}

// A report names the path taken.
BOOST_AUTO_TEST_CASE(report_names_the_method)
{
    std::mt19937_64 rng = test_support::make_rng(7);
    const std::vector<edge<double>> edges = random_dag<double>(rng, 100, 400, -5, 10, true);
    const auto g = build<vec_graph<double>>(100, edges);
    for (const auto& path : test_support::paths_under_test()) {
        gp::report r;
        std::vector<double> d(100);
        boost::gpu_dag_shortest_paths(g, good_source(100, edges, rng),
                                      gp::report_to(r, gp::with_options(path.tuning, gp::use_backend(path.backend,
                                                                         boost::distance_map(d.data())))));
        BOOST_TEST((r.backend == path.backend), path.name);
        BOOST_TEST(!r.method.empty(), path.name);
    }
}
