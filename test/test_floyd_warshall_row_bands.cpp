// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Floyd-Warshall in row bands on several devices (closure.multi_gpu) against BGL: one
// device named several times (which runs the bands' concurrency on a one-GPU machine),
// two GPUs where the process sees two, a filled matrix as input, the size threshold, and
// a matrix whose rows throw as they are written. On the host backend the devices are
// ignored and the same checks hold.
#include <boost/test/unit_test.hpp>

#include <boost/graph/floyd_warshall_shortest.hpp>

#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/paths.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"
#include "test_dijkstra_common.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <limits>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace gp = boost::gpu_paths;
using namespace dijkstra_test;

namespace {

int visible_devices() { return gp::cuda_device_count(); }

}  // namespace

// --- Floyd-Warshall in row bands, one device named several times ---------------------------

// n vertices, about 3n edges, a quarter of the vertices without out-edges (unreachable
// pairs). negative: weights in [-20, 50) along a hidden order of the vertices (no negative
// cycle); otherwise in [0, 50). A planted cycle of negative length on top, where asked.
template <class W>
vec_graph<W> closure_graph(std::uint64_t salt, std::size_t n, bool negative, bool negative_cycle)
{
    auto rng = test_support::make_rng(salt);
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::shuffle(order.begin(), order.end(), rng);
    vec_graph<W> g(n);
    for (std::size_t e = 0; n > 1 && e < 3 * n; ++e) {
        std::size_t a = rng() % n, b = rng() % n;
        if (order[a] % 4 == 3) continue;  // a vertex without out-edges
        if (negative && order[a] > order[b]) std::swap(a, b);
        if (a == b) continue;
        const W w = static_cast<W>(negative ? int(rng() % 70) - 20 : int(rng() % 50));
        add_edge(a, b, w, g);
    }
    if (negative_cycle && n >= 3) {
        add_edge(n - 3, n - 2, W(1), g);
        add_edge(n - 2, n - 1, W(-4), g);
        add_edge(n - 1, n - 3, W(2), g);
    }
    return g;
}

// gpu_floyd_warshall_all_pairs on `devices` against BGL, distances alone and with
// predecessors (every path follows edges and has the distance's length); on the CUDA
// backend the row bands must have run.
template <class W>
void check_row_bands(const vec_graph<W>& g, const std::vector<int>& devices, const gp::options& tuning,
                     const std::string& label)
{
    const std::size_t n = num_vertices(g);
    std::vector<std::vector<W>> expected(n, std::vector<W>(n));
    const bool expected_ok = boost::floyd_warshall_all_pairs_shortest_paths(g, expected);
    std::map<std::pair<std::size_t, std::size_t>, W> lightest;
    for (auto e : boost::make_iterator_range(edges(g))) {
        const auto key = std::make_pair(source(e, g), target(e, g));
        const W w = get(boost::edge_weight, g, e);
        auto found = lightest.find(key);
        if (found == lightest.end() || w < found->second) lightest[key] = w;
    }
    for (gp::backend_kind kind : test_support::backends_under_test()) {
        const std::string what = label + ", " + gp::to_string(kind);
        const W poison = static_cast<W>(-999983);
        std::vector<std::vector<W>> d(n, std::vector<W>(n, poison));
        gp::report r;
        const bool ok = boost::gpu_floyd_warshall_all_pairs(
            g, d, gp::report_to(r, gp::with_options(tuning, gp::use_devices(devices, gp::use_backend(kind)))));
        BOOST_TEST(ok == expected_ok, what);
        if (ok && expected_ok) BOOST_TEST((d == expected), what);
        if (kind == gp::backend_kind::cuda && n > 0) {
            BOOST_TEST(r.method.find("row bands") != std::string::npos, what << ": " << r.method);
            BOOST_TEST(r.devices == devices, what);
        }
        std::vector<std::vector<W>> dp(n, std::vector<W>(n, poison));
        std::vector<std::vector<std::size_t>> p(n, std::vector<std::size_t>(n, n + 7));
        const bool ok_paths = boost::gpu_floyd_warshall_all_pairs(
            g, dp, gp::predecessor_matrix(p, gp::with_options(tuning, gp::use_devices(devices, gp::use_backend(kind)))));
        BOOST_TEST(ok_paths == expected_ok, what << ", predecessors");
        if (!ok_paths || !expected_ok) continue;
        BOOST_TEST((dp == expected), what << ", predecessors");
        std::size_t wrong_paths = 0;
        for (std::size_t u = 0; u < n; ++u)
            for (std::size_t v = 0; v < n; ++v) {
                std::vector<std::size_t> path;
                try {
                    path = gp::shortest_path(p, u, v);
                } catch (const gp::invalid_input&) {
                    ++wrong_paths;
                    continue;
                }
                if (u == v || expected[u][v] == (std::numeric_limits<W>::max)()) {
                    wrong_paths += path.size() != (u == v ? 1u : 0u);
                    continue;
                }
                W length = 0;
                bool follows_edges = path.size() >= 2 && path.front() == u && path.back() == v;
                for (std::size_t i = 0; follows_edges && i + 1 < path.size(); ++i) {
                    auto found = lightest.find({path[i], path[i + 1]});
                    follows_edges = found != lightest.end();
                    if (follows_edges) length += found->second;
                }
                wrong_paths += !follows_edges || length != expected[u][v];
            }
        BOOST_TEST(wrong_paths == 0u, what << ", predecessors");
    }
}

gp::options row_bands(std::uint32_t block)
{
    gp::options tuning;
    tuning.closure.multi_gpu = gp::closure_options::multi_gpu_mode::always;
    tuning.closure.multi_gpu_block = block;
    return tuning;
}

BOOST_AUTO_TEST_CASE(floyd_warshall_row_bands_on_one_device_named_several_times)
{
    // Pivot blocks of 16 rows give several rounds per band and owners that change from
    // round to round; one block of 256 leaves the later devices without rows.
    for (const std::vector<int>& devices : {std::vector<int>{0, 0}, std::vector<int>{0, 0, 0}})
        for (std::size_t n : test_support::sized({1, 2, 5, 33, 97, 301}, {1, 5, 33, 97}))
            for (std::uint32_t block : {16u, 256u}) {
                const std::string label = std::to_string(devices.size()) + " bands, n=" + std::to_string(n) +
                                          ", block " + std::to_string(block);
                check_row_bands(closure_graph<int>(50 + n, n, false, false), devices, row_bands(block), label);
                check_row_bands(closure_graph<int>(60 + n, n, true, false), devices, row_bands(block),
                                label + ", negative weights");
                check_row_bands(closure_graph<float>(70 + n, n, false, false), devices, row_bands(block),
                                label + ", f32");
                check_row_bands(closure_graph<double>(80 + n, n, true, true), devices, row_bands(block),
                                label + ", negative cycle");
            }
}

BOOST_AUTO_TEST_CASE(floyd_warshall_row_bands_from_a_filled_matrix)
{
    // The initialized form: each band is copied from the caller's rows, not built from edges.
    for (std::size_t n : {7u, 61u}) {
        const vec_graph<int> g = closure_graph<int>(120 + n, n, true, false);
        const int inf = (std::numeric_limits<int>::max)();
        std::vector<std::vector<int>> start(n, std::vector<int>(n, inf));
        for (std::size_t i = 0; i < n; ++i) start[i][i] = 0;
        for (auto e : boost::make_iterator_range(edges(g)))
            start[source(e, g)][target(e, g)] = std::min(start[source(e, g)][target(e, g)], get(boost::edge_weight, g, e));
        std::vector<std::vector<int>> expected = start;
        BOOST_TEST(boost::floyd_warshall_initialized_all_pairs_shortest_paths(g, expected));
        for (gp::backend_kind kind : test_support::backends_under_test()) {
            std::vector<std::vector<int>> d = start;
            gp::report r;
            BOOST_TEST(boost::gpu_floyd_warshall_initialized_all_pairs(
                g, d, gp::report_to(r, gp::with_options(row_bands(8), gp::use_devices({0, 0, 0}, gp::use_backend(kind))))));
            BOOST_TEST((d == expected), n << " " << gp::to_string(kind));
            if (kind == gp::backend_kind::cuda)
                BOOST_TEST(r.method.find("row bands") != std::string::npos, r.method);
        }
    }
}

BOOST_AUTO_TEST_CASE(floyd_warshall_row_bands_threshold)
{
    // Below multi_gpu_from the first device closes the matrix alone; at it, in row bands.
    gp::options tuning;
    tuning.closure.multi_gpu_from = 120;
    for (std::size_t n : {119u, 120u}) {
        const vec_graph<int> g = closure_graph<int>(90 + n, n, true, false);
        std::vector<std::vector<int>> expected(n, std::vector<int>(n));
        boost::floyd_warshall_all_pairs_shortest_paths(g, expected);
        for (gp::backend_kind kind : test_support::backends_under_test()) {
            std::vector<std::vector<int>> d(n, std::vector<int>(n, poison<int>()));
            gp::report r;
            BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(
                g, d, gp::report_to(r, gp::with_options(tuning, gp::use_devices({0, 0}, gp::use_backend(kind))))));
            BOOST_TEST((d == expected), n);
            if (kind == gp::backend_kind::cuda)
                BOOST_TEST((r.method.find("row bands") != std::string::npos) == (n >= 120), n << ": " << r.method);
        }
    }
}

BOOST_AUTO_TEST_CASE(floyd_warshall_row_bands_on_two_gpus, *boost::unit_test::precondition(test_support::gpu_present()))
{
    const int visible = visible_devices();
    if (visible < 2) {
        BOOST_TEST_MESSAGE("skipped: two GPUs needed, this process sees " << visible);
        return;
    }
    for (std::size_t n : test_support::sized({97, 700}, {97})) {
        const std::string label = "devices 0 and 1, n=" + std::to_string(n);
        check_row_bands(closure_graph<int>(100 + n, n, true, false), {0, 1}, row_bands(32), label);
        check_row_bands(closure_graph<float>(110 + n, n, false, false), {1, 0}, row_bands(64), label + ", swapped");
    }
}

// A distance matrix whose row `fails_at` cannot be written: the row sink throws there.
struct failing_matrix {
    std::size_t fails_at;
    std::vector<std::vector<int>>* rows;
    std::atomic<bool>* failed;
    std::vector<int>& operator[](std::size_t i) const
    {
        if (i == fails_at) {
            failed->store(true);
            throw std::runtime_error("row " + std::to_string(i) + " cannot be written");
        }
        return (*rows)[i];
    }
};

BOOST_AUTO_TEST_CASE(floyd_warshall_row_bands_into_a_failing_matrix)
{
    // The write-back's failure on one band comes back from the call, which ends (every
    // device stopped); the rows written are right, and the next call on the same devices is.
    const std::size_t n = test_support::sized(301, 97);
    const vec_graph<int> g = closure_graph<int>(140, n, true, false);
    std::vector<std::vector<int>> expected(n, std::vector<int>(n));
    BOOST_TEST(boost::floyd_warshall_all_pairs_shortest_paths(g, expected));
    for (gp::backend_kind kind : test_support::backends_under_test())
        for (const std::vector<int>& devices : {std::vector<int>{0, 0}, std::vector<int>{0, 0, 0}})
            for (std::size_t fails_at : {std::size_t(0), n / 2, n - 1}) {
                const std::string what = std::string(gp::to_string(kind)) + ", " + std::to_string(devices.size()) +
                                         " bands, fails at row " + std::to_string(fails_at);
                const auto how = gp::with_options(row_bands(16), gp::use_devices(devices, gp::use_backend(kind)));
                std::vector<std::vector<int>> received(n, std::vector<int>(n, poison<int>()));
                std::atomic<bool> failed{false};
                const failing_matrix d{fails_at, &received, &failed};
                bool rethrown = false;
                try {
                    boost::gpu_floyd_warshall_all_pairs(g, d, how);
                } catch (const std::runtime_error& e) {
                    rethrown = std::string(e.what()) == "row " + std::to_string(fails_at) + " cannot be written";
                    BOOST_TEST(rethrown, what << ": " << e.what());
                }
                BOOST_TEST(rethrown, what << ": the matrix's exception did not come back");
                BOOST_TEST(failed.load(), what);
                std::size_t wrong_rows = 0;
                for (std::size_t i = 0; i < n; ++i) {
                    const bool untouched = std::all_of(received[i].begin(), received[i].end(),
                                                       [](int x) { return x == poison<int>(); });
                    if (!untouched) wrong_rows += received[i] != expected[i] || i == fails_at;
                }
                BOOST_TEST(wrong_rows == 0u, what);
                std::vector<std::vector<int>> again(n, std::vector<int>(n, poison<int>()));
                BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, again, how), what);
                BOOST_TEST((again == expected), what << ", the call after");
            }
}
