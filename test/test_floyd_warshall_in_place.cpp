// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The out-of-core Floyd-Warshall in the caller's own rows (closure_options::
// out_of_core_in_place = always) against BGL's floyd_warshall_all_pairs_shortest_paths:
// random graphs with negative weights, negative cycles and unreachable pairs, pivot widths
// and band heights that do not divide n, every weight type, predecessors checked tight;
// matrices whose rows can be worked in (vectors of vectors, row-major multi_array) and
// ones whose rows cannot (column-major multi_array, another value type), which keep the
// staging. The host engine runs everywhere; where a device is present the CUDA engine
// (its bounce slots) runs too.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/floyd_warshall.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>
#include <boost/multi_array.hpp>

#include "shared/matrix_rows.hpp"
#include "support/backends.hpp"
#include "support/random.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

template <class W>
using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, W>>;

// Integer-valued weights, exact in every type; negative ones form negative cycles now and
// then (the graphs are dense enough at n >= 5).
template <class W>
graph<W> random_graph(std::mt19937_64& rng, std::size_t n, std::size_t m, bool negative)
{
    graph<W> g(n);
    if (n == 0) return g;
    std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
    std::uniform_int_distribution<int> weight(negative ? -6 : 0, 100);
    for (std::size_t e = 0; e < m; ++e) {
        const std::size_t from = vertex(rng), to = vertex(rng);
        add_edge(from, to, static_cast<W>(weight(rng)), g);
    }
    return g;
}

gp::options in_place(std::mt19937_64& rng, std::size_t n)
{
    gp::options o = gp::default_options();
    o.closure.out_of_core = gp::closure_options::out_of_core_mode::always;
    o.closure.out_of_core_in_place = gp::closure_options::in_place_mode::always;
    std::uniform_int_distribution<std::uint32_t> width(1, static_cast<std::uint32_t>(std::max<std::size_t>(1, n / 2)));
    o.closure.out_of_core_block = width(rng);
    o.closure.out_of_core_band = width(rng);
    o.closure.out_of_core_buffers = std::uniform_int_distribution<std::uint32_t>(1, 3)(rng);
    return o;
}

// Predecessors (j reachable from i, j != i) end tight shortest paths that lead back to i;
// unreachable pairs and the diagonal hold j.
template <class W, class D>
std::size_t untight_predecessors(const graph<W>& g, const D& d, const std::vector<std::vector<std::size_t>>& p)
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

template <class W, class D>
std::size_t differing(const D& got, const std::vector<std::vector<W>>& expected, std::size_t n)
{
    std::size_t count = 0;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) count += got[i][j] != expected[i][j];
    return count;
}

template <class D>
std::size_t entries_equal_to(const D& m, std::size_t n, double value)
{
    std::size_t count = 0;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) count += static_cast<double>(m[i][j]) == value;
    return count;
}

// Entries that are neither BGL's infinity (W's max) nor the length of a walk: after a
// negative cycle every finite entry is at most the length of a simple path in the
// pivots closed so far (weights at most 100), so anything larger is "no path" left in
// the backend's encoding.
template <class W, class D>
std::size_t undecoded_entries(const D& m, std::size_t n)
{
    const double infinity = static_cast<double>((std::numeric_limits<W>::max)()), longest = 100.0 * n;
    std::size_t count = 0;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) {
            const double v = static_cast<double>(m[i][j]);
            count += v != infinity && !(v <= longest);
        }
    return count;
}

bool worked_in_place(const gp::report& r) { return r.method.find("in the caller's rows") != std::string::npos; }

// One matrix type: the call's result against BGL's, and whether it ran in place.
template <class W, class D>
void check_matrix(const graph<W>& g, D& got, bool expect_in_place, const std::vector<std::vector<W>>& expected,
                  bool expected_ok, const gp::options& tuning, gp::backend_kind backend, const char* label)
{
    const std::size_t n = num_vertices(g);
    const double poison = -999983;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) got[i][j] = static_cast<typename std::decay<decltype(got[i][j])>::type>(poison);
    std::vector<std::vector<std::size_t>> p(n, std::vector<std::size_t>(n, std::size_t(-1)));
    gp::report r;
    const bool ok = boost::gpu_floyd_warshall_all_pairs(
        g, got, gp::predecessor_matrix(p, gp::report_to(r, gp::with_options(tuning, gp::use_backend(backend)))));
    BOOST_TEST_CONTEXT(label << ", method: " << r.method)
    {
        BOOST_TEST(ok == expected_ok);
        if (n == 0) return;
        BOOST_TEST(worked_in_place(r) == expect_in_place);
        if (!ok) {
            // In place the rows are written as the closure goes (initialised first) and hold
            // what it reached;
            // from the staging nothing of the caller's is written.
            const std::size_t untouched = entries_equal_to(got, n, poison);
            if (expect_in_place) {
                BOOST_TEST(untouched == 0u);
                // What the closure reached, in the caller's units.
                BOOST_TEST(undecoded_entries<W>(got, n) == 0u);
            } else
                BOOST_TEST(untouched == n * n);
            return;
        }
        BOOST_TEST(differing<W>(got, expected, n) == 0u);
        BOOST_TEST(untight_predecessors(g, got, p) == 0u);
    }
}

template <class W>
void compare_with_bgl(std::mt19937_64& rng, std::size_t n, bool negative)
{
    const std::size_t m = std::uniform_int_distribution<int>(0, 1)(rng) ? 3 * n : n * n / 3 + 1;
    const graph<W> g = random_graph<W>(rng, n, m, negative);
    std::vector<std::vector<W>> expected(n, std::vector<W>(n));
    const bool expected_ok = boost::floyd_warshall_all_pairs_shortest_paths(g, expected);
    const gp::options tuning = in_place(rng, n);
    for (gp::backend_kind backend : test_support::backends_under_test())
        BOOST_TEST_CONTEXT("n = " << n << ", m = " << m << ", negative " << negative << ", backend "
                                  << gp::to_string(backend) << ", block " << tuning.closure.out_of_core_block
                                  << ", band " << tuning.closure.out_of_core_band << ", buffers "
                                  << tuning.closure.out_of_core_buffers)
        {
            std::vector<std::vector<W>> rows(n, std::vector<W>(n));
            check_matrix(g, rows, true, expected, expected_ok, tuning, backend, "vector of vectors");
            boost::multi_array<W, 2> row_major(boost::extents[n][n]);
            check_matrix(g, row_major, true, expected, expected_ok, tuning, backend, "row-major multi_array");
            // Rows that are not arrays of the search type: the staging keeps them whole.
            boost::multi_array<W, 2> column_major(boost::extents[n][n], boost::fortran_storage_order());
            check_matrix(g, column_major, n == 1, expected, expected_ok, tuning, backend, "column-major multi_array");
            using wider = typename std::conditional<std::is_same<W, float>::value, double, W>::type;
            if constexpr (!std::is_same<wider, W>::value) {
                std::vector<std::vector<wider>> other(n, std::vector<wider>(n));
                check_matrix(g, other, false, expected, expected_ok, tuning, backend, "vector of vectors of double");
            }
            if (!expected_ok) continue;
            // BGL's initialized form, in place too.
            std::vector<std::vector<W>> initial(n, std::vector<W>(n, (std::numeric_limits<W>::max)()));
            for (std::size_t i = 0; i < n; ++i) initial[i][i] = W(0);
            for (auto e : boost::make_iterator_range(edges(g)))
                initial[source(e, g)][target(e, g)] =
                    (std::min)(initial[source(e, g)][target(e, g)], get(boost::edge_weight, g, e));
            gp::report r;
            const bool ok_initialized = boost::gpu_floyd_warshall_initialized_all_pairs(
                g, initial, gp::report_to(r, gp::with_options(tuning, gp::use_backend(backend))));
            BOOST_TEST(ok_initialized);
            if (n > 0) BOOST_TEST(worked_in_place(r), "method: " << r.method);
            BOOST_TEST((initial == expected));
        }
}

template <class W>
void random_cases(std::uint64_t salt)
{
    auto rng = test_support::make_rng(salt);
    for (std::size_t n : test_support::sized<std::size_t>({0, 1, 2, 5, 17, 64, 97, 150}, {0, 1, 5, 17, 70}))
        for (bool negative : {false, true}) compare_with_bgl<W>(rng, n, negative);
}

}  // namespace

BOOST_AUTO_TEST_CASE(float_weights) { random_cases<float>(1); }
BOOST_AUTO_TEST_CASE(double_weights) { random_cases<double>(2); }
BOOST_AUTO_TEST_CASE(int32_weights) { random_cases<std::int32_t>(3); }
BOOST_AUTO_TEST_CASE(int64_weights) { random_cases<std::int64_t>(4); }

// automatic works in place only where the staging would take more than half of the
// available memory; never and rows not offered keep the staging.
BOOST_AUTO_TEST_CASE(automatic_choice)
{
    using mode = gp::closure_options::in_place_mode;
    gp::closure_options o;
    const std::size_t available = gp::shared::available_host_memory();
    BOOST_TEST_REQUIRE(available > 0u);
    BOOST_TEST((o.out_of_core_in_place == mode::automatic));
    BOOST_TEST(!gp::shared::works_in_place(o, true, 1 << 20));
    BOOST_TEST(gp::shared::works_in_place(o, true, available));
    BOOST_TEST(!gp::shared::works_in_place(o, false, available));
    o.out_of_core_in_place = mode::always;
    BOOST_TEST(gp::shared::works_in_place(o, true, 0));
    BOOST_TEST(!gp::shared::works_in_place(o, false, 0));
    o.out_of_core_in_place = mode::never;
    BOOST_TEST(!gp::shared::works_in_place(o, true, available));

    // A small call under automatic stages, even where its rows could be worked in.
    auto rng = test_support::make_rng(6);
    const graph<float> g = random_graph<float>(rng, 40, 200, false);
    std::vector<std::vector<float>> expected(40, std::vector<float>(40)), got = expected;
    boost::floyd_warshall_all_pairs_shortest_paths(g, expected);
    gp::options tuning = gp::default_options();
    tuning.closure.out_of_core = gp::closure_options::out_of_core_mode::always;
    for (gp::backend_kind backend : test_support::backends_under_test()) {
        gp::report r;
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, got, gp::report_to(r, gp::with_options(tuning, gp::use_backend(backend)))));
        BOOST_TEST(!worked_in_place(r), "method: " << r.method);
        BOOST_TEST((got == expected));
    }
}
