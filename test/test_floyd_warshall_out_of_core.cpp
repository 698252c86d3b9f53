// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The out-of-core Floyd-Warshall (closure_options::out_of_core = always) against BGL's
// floyd_warshall_all_pairs_shortest_paths: random graphs with negative weights, negative
// cycles and unreachable pairs, pivot widths and band heights that do not divide n, every
// weight type, predecessors derived or tracked; predecessors checked tight (any shortest
// path's last vertex is accepted); a staging built in several chunks, distances alone and
// with derived predecessors. On the host backend the band schedule runs
// with the host engine, so this runs everywhere; where a device is present the CUDA
// backend runs too.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/floyd_warshall.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>

#include "shared/band_schedule.hpp"
#include "support/backends.hpp"
#include "support/random.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

template <class W>
using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, W>>;

enum class shape { non_negative, negative_dag, negative_cycles };

// Integer-valued weights, exact in every type. A negative DAG's edges follow a hidden
// order, so no cycle forms however negative they are.
template <class W>
graph<W> random_graph(std::mt19937_64& rng, std::size_t n, std::size_t m, shape s)
{
    graph<W> g(n);
    if (n == 0) return g;
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i) order[i] = i;
    std::shuffle(order.begin(), order.end(), rng);
    std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
    std::uniform_int_distribution<int> weight(s == shape::non_negative ? 0 : -20, 100);
    for (std::size_t e = 0; e < m; ++e) {
        std::size_t u = vertex(rng), v = vertex(rng);
        if (s == shape::negative_dag) {
            if (u == v) continue;
            if (u > v) std::swap(u, v);
            u = order[u];
            v = order[v];
        }
        add_edge(u, v, static_cast<W>(weight(rng)), g);
    }
    return g;
}

gp::options forced(std::mt19937_64& rng, std::size_t n)
{
    gp::options o = gp::default_options();
    o.closure.out_of_core = gp::closure_options::out_of_core_mode::always;
    std::uniform_int_distribution<std::uint32_t> width(1, static_cast<std::uint32_t>(std::max<std::size_t>(1, n / 2)));
    std::uniform_int_distribution<std::uint32_t> buffers(1, 3), one_in_four(0, 3), mode(0, 2);
    // Now and then the engine's own geometry (0), which at these sizes is one round.
    o.closure.out_of_core_block = one_in_four(rng) ? width(rng) : 0;
    o.closure.out_of_core_band = one_in_four(rng) ? width(rng) : 0;
    o.closure.out_of_core_buffers = buffers(rng);
    // Predecessors derived from the final distances, or tracked through the rounds.
    using modes = gp::closure_options::predecessors;
    const std::uint32_t picked = mode(rng);
    o.closure.predecessor_mode = picked == 0 ? modes::derive : picked == 1 ? modes::track : modes::automatic;
    return o;
}

// Each p[i][j] (j reachable from i, j != i) is the last vertex of a shortest path: an
// edge p[i][j] -> j makes d[i][j] exactly; following them from j reaches i; unreachable
// pairs and the diagonal hold j, as BGL's convention.
template <class W>
std::size_t untight_predecessors(const graph<W>& g, const std::vector<std::vector<W>>& d,
                                 const std::vector<std::vector<std::size_t>>& p)
{
    const std::size_t n = num_vertices(g);
    const W inf = (std::numeric_limits<W>::max)();
    std::size_t bad = 0;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) {
            if (i == j || d[i][j] == inf) {
                bad += p[i][j] != j;
                continue;
            }
            const std::size_t u = p[i][j];
            bool tight = false;
            if (u < n && d[i][u] != inf)
                for (auto e : boost::make_iterator_range(out_edges(u, g)))
                    if (target(e, g) == j && d[i][u] + get(boost::edge_weight, g, e) == d[i][j]) tight = true;
            std::size_t v = j, steps = 0;
            while (v != i && v < n && steps++ <= n) v = p[i][v];
            bad += !tight || v != i;
        }
    return bad;
}

template <class W>
void compare_with_bgl(std::mt19937_64& rng, std::size_t n, shape s)
{
    std::uniform_int_distribution<std::size_t> density(0, 2);
    const std::size_t m = density(rng) == 0 ? n / 2 : density(rng) == 1 ? 3 * n : n * n / 3 + 1;
    const graph<W> g = random_graph<W>(rng, n, m, s);
    std::vector<std::vector<W>> expected(n, std::vector<W>(n));
    const bool expected_ok = boost::floyd_warshall_all_pairs_shortest_paths(g, expected);
    const gp::options tuning = forced(rng, n);
    for (gp::backend_kind backend : test_support::backends_under_test())
        BOOST_TEST_CONTEXT("n = " << n << ", m = " << m << ", shape " << int(s) << ", backend "
                                  << gp::to_string(backend) << ", block " << tuning.closure.out_of_core_block
                                  << ", band " << tuning.closure.out_of_core_band << ", buffers "
                                  << tuning.closure.out_of_core_buffers << ", predecessor mode "
                                  << int(tuning.closure.predecessor_mode))
        {
            const W poison = static_cast<W>(-999983);
            std::vector<std::vector<W>> got(n, std::vector<W>(n, poison));
            std::vector<std::vector<std::size_t>> p(n, std::vector<std::size_t>(n, std::size_t(-1)));
            gp::report r;
            const bool ok = boost::gpu_floyd_warshall_all_pairs(
                g, got, gp::predecessor_matrix(p, gp::report_to(r, gp::with_options(tuning, gp::use_backend(backend)))));
            BOOST_TEST(ok == expected_ok);
            if (n > 0) BOOST_TEST(r.method.find("out-of-core") != std::string::npos, "method: " << r.method);
            if (!ok) {  // nothing of the caller's overwritten
                std::size_t touched = 0;
                for (const auto& row : got) touched += std::count_if(row.begin(), row.end(), [&](W x) { return x != poison; });
                BOOST_TEST(touched == 0u);
                continue;
            }
            BOOST_TEST((got == expected));
            BOOST_TEST(untight_predecessors(g, got, p) == 0u);

            // The caller's own matrix as input: BGL's initialized form.
            std::vector<std::vector<W>> initial(n, std::vector<W>(n, (std::numeric_limits<W>::max)()));
            for (std::size_t i = 0; i < n; ++i) initial[i][i] = W(0);
            for (auto e : boost::make_iterator_range(edges(g)))
                initial[source(e, g)][target(e, g)] =
                    (std::min)(initial[source(e, g)][target(e, g)], get(boost::edge_weight, g, e));
            const bool ok_initialized = boost::gpu_floyd_warshall_initialized_all_pairs(
                g, initial, gp::with_options(tuning, gp::use_backend(backend)));
            BOOST_TEST(ok_initialized);
            BOOST_TEST((initial == expected));
        }
}

template <class W>
void random_cases(std::uint64_t salt)
{
    auto rng = test_support::make_rng(salt);
    // With a device, sizes past the kernels' 128-wide tiles too (several tiles, padding).
    for (std::size_t n : test_support::sized<std::size_t>({0, 1, 2, 5, 17, 64, 97, 150, 300, 531}, {0, 1, 5, 17, 97}))
        for (shape s : {shape::non_negative, shape::negative_dag, shape::negative_cycles}) compare_with_bgl<W>(rng, n, s);
}

}  // namespace

// A staging large enough to be built and page-locked in several chunks during the first
// round (the CUDA engine's staged build), under a cap that makes the predecessors'
// derivation bands cross the chunks' boundaries; distances alone and with derived
// predecessors. Oracle: BGL's Dijkstra from every source (the weights are non-negative).
template <class W>
void staged_in_chunks(std::uint64_t salt, std::size_t n)
{
    auto rng = test_support::make_rng(salt);
    const graph<W> g = random_graph<W>(rng, n, 4 * n, shape::non_negative);
    std::vector<std::vector<W>> expected(n, std::vector<W>(n));
    for (std::size_t s = 0; s < n; ++s) {
        std::vector<W> d(n);
        boost::dijkstra_shortest_paths(g, s, boost::distance_map(d.data()));
        expected[s] = d;
    }
    gp::options tuning = gp::default_options();
    tuning.closure.out_of_core = gp::closure_options::out_of_core_mode::always;
    tuning.closure.predecessor_mode = gp::closure_options::predecessors::derive;
    tuning.device_memory_cap_mib = 16;
    for (gp::backend_kind backend : test_support::backends_under_test())
        for (bool paths : {false, true})
            BOOST_TEST_CONTEXT("n = " << n << ", backend " << gp::to_string(backend) << ", predecessors " << paths)
            {
                std::vector<std::vector<W>> got(n, std::vector<W>(n, static_cast<W>(-999983)));
                std::vector<std::vector<std::size_t>> p(n, std::vector<std::size_t>(n, std::size_t(-1)));
                gp::report r;
                const auto params = gp::report_to(r, gp::with_options(tuning, gp::use_backend(backend)));
                const bool ok = paths ? boost::gpu_floyd_warshall_all_pairs(g, got, gp::predecessor_matrix(p, params))
                                      : boost::gpu_floyd_warshall_all_pairs(g, got, params);
                BOOST_TEST(ok);
                BOOST_TEST(r.method.find("out-of-core") != std::string::npos, "method: " << r.method);
                BOOST_TEST((got == expected));
                if (paths) BOOST_TEST(untight_predecessors(g, got, p) == 0u);
            }
}

BOOST_AUTO_TEST_CASE(float_weights) { random_cases<float>(1); }
BOOST_AUTO_TEST_CASE(double_weights) { random_cases<double>(2); }
BOOST_AUTO_TEST_CASE(int32_weights) { random_cases<std::int32_t>(3); }
BOOST_AUTO_TEST_CASE(int64_weights) { random_cases<std::int64_t>(4); }
BOOST_AUTO_TEST_CASE(staged_float_weights) { staged_in_chunks<float>(6, test_support::sized<std::size_t>(1024, 256)); }
BOOST_AUTO_TEST_CASE(staged_int32_weights) { staged_in_chunks<std::int32_t>(7, test_support::sized<std::size_t>(1000, 250)); }

// The schedule visits every row outside the pivot rows once per round, in bands of at
// most the band height: first the rows after the pivot rows in order (the next round's
// pivot rows first), then those before them in order.
BOOST_AUTO_TEST_CASE(bands_cover_the_rows_outside_the_pivot)
{
    auto rng = test_support::make_rng(5);
    for (int round = 0; round < 200; ++round) {
        const std::size_t n = std::uniform_int_distribution<std::size_t>(1, 300)(rng);
        const std::size_t k0 = std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
        const std::size_t k1 = std::uniform_int_distribution<std::size_t>(k0 + 1, n)(rng);
        const std::size_t band = std::uniform_int_distribution<std::size_t>(1, n + 5)(rng);
        std::vector<int> seen(n, 0);
        std::vector<std::size_t> starts;
        bool short_enough = true, nonempty = true;
        gp::shared::for_each_band(n, band, k0, k1, [&](std::size_t i0, std::size_t i1) {
            nonempty = nonempty && i0 < i1;
            short_enough = short_enough && i1 - i0 <= band;
            starts.push_back(i0);
            for (std::size_t i = i0; i < i1; ++i) ++seen[i];
        });
        BOOST_TEST(nonempty);
        BOOST_TEST(short_enough);
        // Ascending but for one step back, from the rows after the pivot to row 0.
        std::size_t descents = 0;
        for (std::size_t b = 1; b < starts.size(); ++b) descents += starts[b] < starts[b - 1];
        BOOST_TEST(descents == ((k1 < n && k0 > 0) ? 1u : 0u), "k0 " << k0 << ", k1 " << k1 << ", n " << n);
        if (k1 < n) BOOST_TEST(starts.front() == k1);
        for (std::size_t i = 0; i < n; ++i) BOOST_TEST(seen[i] == ((i >= k0 && i < k1) ? 0 : 1), "row " << i);
    }
}
