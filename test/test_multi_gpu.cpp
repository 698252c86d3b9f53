// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Several GPUs of one host: the choice of devices and of each one's share of the sources
// (plain host functions, tested everywhere), and gpu_dijkstra_all calls that name several
// devices (and Floyd-Warshall's with one named), against BGL; Floyd-Warshall's row bands
// are tested in test_floyd_warshall_row_bands.cpp. The cases that need two GPUs run only where the
// process sees two and say that they were skipped elsewhere; a device named twice runs two
// shares on one GPU, which exercises the concurrent sinks on a one-GPU machine.
#include <boost/test/unit_test.hpp>

#include <boost/graph/floyd_warshall_shortest.hpp>

#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/paths.hpp>

#include "shared/device_split.hpp"
#include "shared/memory_cap.hpp"
#include "shared/row_chunks.hpp"
#include "shared/row_handout.hpp"
#include "support/backends.hpp"
#include "support/random.hpp"
#include "test_dijkstra_common.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <limits>
#include <map>
#include <numeric>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace gp = boost::gpu_paths;
using namespace dijkstra_test;
using gp::shared::work_range;

namespace {

// The ranges cover [0, count) in order without gaps.
void check_cover(const std::vector<work_range>& ranges, std::uint64_t count, const std::string& what)
{
    std::uint64_t at = 0;
    for (const work_range& r : ranges) {
        BOOST_TEST(r.first == at, what);
        BOOST_TEST(r.last >= r.first, what);
        at = r.last;
    }
    BOOST_TEST(at == count, what);
}

// Distances of every row against BGL's Dijkstra, predecessors by the tree check.
template <class Graph>
std::size_t check_all_rows(const Graph& g, const std::vector<std::vector<int>>& d,
                           const std::vector<std::vector<std::size_t>>& p, const std::string& label)
{
    const std::size_t n = num_vertices(g);
    auto weight = get(boost::edge_weight, g);
    auto index = get(boost::vertex_index, g);
    const int inf = (std::numeric_limits<int>::max)();
    std::size_t errors = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const std::vector<std::size_t> source{i};
        const auto expected = bgl_distances<Graph, decltype(weight), decltype(index), int>(g, source, weight, index, inf);
        const std::vector<std::size_t> predecessors(p[i].begin(), p[i].end());
        errors += check_shortest_paths(g, source, weight, index, d[i], &predecessors, expected, inf,
                                       label + " row " + std::to_string(i));
    }
    return errors;
}

using graph = vec_graph<int>;

graph random_graph(std::uint64_t salt, std::size_t n)
{
    auto rng = test_support::make_rng(salt);
    edge_shape shape;
    shape.n = n;
    shape.m = 5 * n;
    return build<graph>(n, random_edges<int>(rng, shape));
}

// gpu_dijkstra_all on `devices` with `tuning`, checked against BGL; returns the report.
gp::report all_pairs_on(const graph& g, gp::backend_kind kind, const std::vector<int>& devices,
                        const gp::options& tuning, const std::string& label)
{
    const std::size_t n = num_vertices(g);
    std::vector<std::vector<int>> d(n, std::vector<int>(n, poison<int>()));
    std::vector<std::vector<std::size_t>> p(n, std::vector<std::size_t>(n, n + 5));
    gp::report report;
    if (devices.empty())
        boost::gpu_dijkstra_all(g, d, gp::report_to(report, gp::with_options(tuning, gp::use_backend(
                                                                                     kind, gp::predecessor_matrix(p)))));
    else
        boost::gpu_dijkstra_all(
            g, d,
            gp::report_to(report, gp::with_options(tuning, gp::use_devices(devices, gp::use_backend(
                                                                                     kind, gp::predecessor_matrix(p))))));
    const std::size_t errors = check_all_rows(g, d, p, label);
    BOOST_TEST(errors == 0u, label << ": " << errors << " wrong entries; " << report.method);
    return report;
}

gp::options searches_only()
{
    gp::options tuning;
    tuning.sssp.all_pairs = gp::sssp_options::all_pairs_method::searches;
    tuning.sssp.batch_rows = 16;  // several batches per device
    return tuning;
}

int visible_devices() { return gp::cuda_device_count(); }

}  // namespace

// --- Device assignment (host functions) ---------------------------------------------------

BOOST_AUTO_TEST_CASE(split_follows_the_weights)
{
    const auto even = gp::shared::split_in_proportion(10, {1, 1});
    check_cover(even, 10, "even");
    BOOST_TEST(even[0].size() == 5u);
    BOOST_TEST(even[1].size() == 5u);

    // 132 and 66 multiprocessors: two thirds and one third.
    const auto skewed = gp::shared::split_in_proportion(300, {132, 66});
    check_cover(skewed, 300, "skewed");
    BOOST_TEST(skewed[0].size() == 200u);
    BOOST_TEST(skewed[1].size() == 100u);

    // Remainders go to the largest fractions: 10 * 1/3 each, one item left over.
    const auto thirds = gp::shared::split_in_proportion(10, {1, 1, 1});
    check_cover(thirds, 10, "thirds");
    BOOST_TEST(thirds[0].size() == 4u);
    BOOST_TEST(thirds[1].size() == 3u);
    BOOST_TEST(thirds[2].size() == 3u);

    // Fewer items than devices, zero weights, zero items.
    const auto few = gp::shared::split_in_proportion(2, {5, 5, 5, 5});
    check_cover(few, 2, "few");
    BOOST_TEST(std::count_if(few.begin(), few.end(), [](const work_range& r) { return r.size() == 1; }) == 2);
    const auto zero_weight = gp::shared::split_in_proportion(9, {0, 3});
    check_cover(zero_weight, 9, "zero weight");
    BOOST_TEST(zero_weight[0].size() == 0u);
    check_cover(gp::shared::split_in_proportion(7, {0, 0}), 7, "all weights zero");
    check_cover(gp::shared::split_in_proportion(0, {4, 4}), 0, "nothing to split");
    BOOST_CHECK_THROW(gp::shared::split_in_proportion(5, {}), gp::invalid_input);
}

BOOST_AUTO_TEST_CASE(split_of_random_shapes_stays_within_one_item)
{
    auto rng = test_support::make_rng(1);
    for (int round = 0; round < 500; ++round) {
        const std::uint64_t count = rng() % 200000;
        std::vector<std::uint32_t> weights(1 + rng() % 8);
        for (auto& w : weights) w = static_cast<std::uint32_t>(rng() % 200);
        const auto ranges = gp::shared::split_in_proportion(count, weights);
        const std::string what = "count " + std::to_string(count) + ", " + std::to_string(weights.size()) + " devices";
        check_cover(ranges, count, what);
        double total = std::accumulate(weights.begin(), weights.end(), 0.0);
        if (total == 0) continue;
        for (std::size_t i = 0; i < weights.size(); ++i) {
            const double ideal = count * (weights[i] / total);
            BOOST_TEST(std::abs(double(ranges[i].size()) - ideal) < 1.0, what << " device " << i);
        }
    }
}

BOOST_AUTO_TEST_CASE(row_bands_of_whole_pivot_blocks)
{
    auto rng = test_support::make_rng(41);
    for (int trial = 0; trial < 300; ++trial) {
        const std::uint64_t n = rng() % 3000, block = 1 + rng() % 300;
        std::vector<std::uint32_t> weights(1 + rng() % 8);
        for (auto& w : weights) w = static_cast<std::uint32_t>(rng() % 4 ? 66 + rng() % 100 : 0);
        const std::string what = "n=" + std::to_string(n) + " block=" + std::to_string(block) +
                                 " devices=" + std::to_string(weights.size());
        const std::vector<work_range> bands = gp::shared::split_rows_in_blocks(n, block, weights);
        BOOST_TEST(bands.size() == weights.size(), what);
        check_cover(bands, n, what);
        // Every band starts at a pivot block (or, empty, at n), so every block lies on one
        // device; bands are the proportional split of the blocks.
        const std::vector<work_range> blocks = gp::shared::split_in_proportion((n + block - 1) / block, weights);
        for (std::size_t i = 0; i < bands.size(); ++i) {
            BOOST_TEST((bands[i].first % block == 0u || bands[i].first == n), what);
            BOOST_TEST(bands[i].first == std::min(n, blocks[i].first * block), what);
        }
    }
    // Fewer blocks than devices: the later devices take no rows.
    const std::vector<work_range> few = gp::shared::split_rows_in_blocks(5, 256, {132, 132, 132});
    BOOST_TEST(few[0].size() == 5u);
    BOOST_TEST(few[1].size() + few[2].size() == 0u);
    BOOST_CHECK_THROW(gp::shared::split_rows_in_blocks(5, 0, {1}), gp::invalid_input);
}

BOOST_AUTO_TEST_CASE(devices_chosen_by_size_and_request)
{
    using gp::shared::choose_devices;
    // Named devices win, whatever the size.
    BOOST_TEST((choose_devices({1, 0}, 0, 2, 10, 16384) == std::vector<int>{1, 0}));
    BOOST_TEST((choose_devices({0, 0}, 0, 1, 10, 16384) == std::vector<int>{0, 0}));
    BOOST_CHECK_THROW(choose_devices({0, 2}, 0, 2, 10, 16384), gp::invalid_input);
    BOOST_CHECK_THROW(choose_devices({-1}, 0, 2, 10, 16384), gp::invalid_input);
    // Automatic: every device from the threshold on, the single device first.
    BOOST_TEST((choose_devices({}, 1, 4, 16384, 16384) == std::vector<int>{1, 0, 2, 3}));
    BOOST_TEST((choose_devices({}, 1, 4, 16383, 16384) == std::vector<int>{1}));
    BOOST_TEST((choose_devices({}, 0, 1, 1000000, 16384) == std::vector<int>{0}));
    BOOST_TEST((choose_devices({}, 0, 2, 1000000, 0) == std::vector<int>{0}));
}

BOOST_AUTO_TEST_CASE(handout_gives_every_row_once)
{
    // Threads taking batches as fast as they can, with random batch limits: every row
    // comes out exactly once, no batch above its limit.
    auto rng = test_support::make_rng(2);
    for (int round = 0; round < 40; ++round) {
        const std::uint64_t total = rng() % 20000;
        const unsigned takers = 1 + static_cast<unsigned>(rng() % 4);
        gp::shared::row_handout handout(total, takers);
        std::vector<std::vector<work_range>> taken(takers);
        std::vector<std::uint64_t> most(takers), least(takers);
        for (unsigned t = 0; t < takers; ++t) {
            most[t] = 1 + rng() % 700;
            least[t] = rng() % (most[t] + 1);
        }
        std::vector<std::thread> threads;
        for (unsigned t = 0; t < takers; ++t)
            threads.emplace_back([&, t] {
                for (work_range r = handout.take(most[t], least[t]); r.size() != 0; r = handout.take(most[t], least[t]))
                    taken[t].push_back(r);
            });
        for (std::thread& thread : threads) thread.join();
        std::vector<work_range> all;
        const std::string what = "round " + std::to_string(round) + ", " + std::to_string(total) + " rows, " +
                                 std::to_string(takers) + " takers";
        for (unsigned t = 0; t < takers; ++t)
            for (const work_range& r : taken[t]) {
                BOOST_TEST(r.size() <= most[t], what);
                all.push_back(r);
            }
        std::sort(all.begin(), all.end(), [](const work_range& a, const work_range& b) { return a.first < b.first; });
        check_cover(all, total, what);
    }
}

BOOST_AUTO_TEST_CASE(handout_shapes_and_stop)
{
    using gp::shared::row_handout;
    // One taker: full batches, the last one short.
    row_handout alone(25, 1);
    BOOST_TEST(alone.take(10, 10).size() == 10u);
    BOOST_TEST(alone.take(10, 10).size() == 10u);
    BOOST_TEST(alone.take(10, 1).size() == 5u);
    BOOST_TEST(alone.take(10, 1).size() == 0u);
    // Two takers: batches shrink to a quarter of what is left, never below `least`.
    row_handout pair(1000, 2);
    BOOST_TEST(pair.take(100, 10).size() == 100u);  // 1000 left: a quarter is 250, the limit 100
    row_handout late(100, 2);
    BOOST_TEST(late.take(100, 10).size() == 25u);
    BOOST_TEST(late.take(100, 30).size() == 30u);
    // Stopped: nothing more.
    row_handout stopped(100, 2);
    BOOST_TEST(!stopped.stopped());
    stopped.stop();
    BOOST_TEST(stopped.stopped());
    BOOST_TEST(stopped.take(10, 1).size() == 0u);
}

BOOST_AUTO_TEST_CASE(handout_stops_when_a_share_unwinds)
{
    using gp::shared::row_handout;
    using gp::shared::stop_when_unwinding;
    {  // left normally: the hand-out goes on
        row_handout handout(10, 2);
        { const stop_when_unwinding guard(handout); }
        BOOST_TEST(!handout.stopped());
        BOOST_TEST(handout.take(4, 1).size() > 0u);
    }
    {  // left by an exception: stopped before anything outside the scope runs
        row_handout handout(10, 2);
        bool stopped_when_caught = false;
        try {
            const stop_when_unwinding guard(handout);
            throw std::runtime_error("a share failed");
        } catch (const std::runtime_error&) {
            stopped_when_caught = handout.stopped();
        }
        BOOST_TEST(stopped_when_caught);
        BOOST_TEST(handout.take(4, 1).size() == 0u);
    }
    {  // made and left normally while another exception unwinds: the hand-out goes on
        row_handout handout(10, 2);
        struct scope_during_unwinding {
            row_handout* handout;
            ~scope_during_unwinding() { const stop_when_unwinding guard(*handout); }
        };
        try {
            const scope_during_unwinding outer{&handout};
            throw std::runtime_error("elsewhere");
        } catch (const std::runtime_error&) {
        }
        BOOST_TEST(!handout.stopped());
    }
}

BOOST_AUTO_TEST_CASE(memory_cap_saturates)
{
    using gp::shared::memory_cap_bytes;
    BOOST_TEST(memory_cap_bytes(0) == 0u);
    BOOST_TEST(memory_cap_bytes(1) == std::uint64_t(1) << 20);
    BOOST_TEST(memory_cap_bytes((std::uint64_t(1) << 44) - 1) == ((std::uint64_t(1) << 44) - 1) << 20);
    BOOST_TEST(memory_cap_bytes(std::uint64_t(1) << 44) == ~std::uint64_t(0));
    BOOST_TEST(memory_cap_bytes(~std::uint64_t(0)) == ~std::uint64_t(0));
}

BOOST_AUTO_TEST_CASE(row_chunks_fit_one_launch)
{
    // Kernels with a grid row per matrix row launch at most 65535 rows at once.
    using gp::shared::for_row_chunks;
    BOOST_TEST(gp::shared::rows_per_launch == 65535u);
    auto pieces_of = [](std::size_t first, std::size_t last, std::size_t most) {
        std::vector<work_range> pieces;
        for_row_chunks(first, last, [&](std::size_t r0, std::size_t r1) { pieces.push_back({r0, r1}); }, most);
        return pieces;
    };
    auto check = [&](std::size_t first, std::size_t last, std::size_t most, const std::string& what) {
        const std::vector<work_range> pieces = pieces_of(first, last, most);
        const std::size_t limit = std::max<std::size_t>(most, 1), rows = last > first ? last - first : 0;
        BOOST_TEST(pieces.size() == (rows + limit - 1) / limit, what);
        std::uint64_t at = first;
        for (const work_range& r : pieces) {
            BOOST_TEST(r.first == at, what);
            BOOST_TEST(r.last > r.first, what);
            BOOST_TEST(r.size() <= limit, what);
            at = r.last;
        }
        if (rows) BOOST_TEST(at == last, what);
    };
    const std::size_t most = gp::shared::rows_per_launch;
    for (std::size_t rows : {std::size_t(0), std::size_t(1), most - 1, most, most + 1, 2 * most, 2 * most + 1, std::size_t(66000)})
        check(7, 7 + rows, most, std::to_string(rows) + " rows");
    check(9, 3, most, "an empty range");
    check(0, 5, 0, "at least one row a piece");
    BOOST_TEST(pieces_of(0, 66000, most).back().first == most);
    auto rng = test_support::make_rng(31);
    for (int i = 0; i < 200; ++i) {
        const std::size_t first = rng() % 1000, rows = rng() % 3000, limit = 1 + rng() % 700;
        check(first, first + rows, limit,
              "first " + std::to_string(first) + ", " + std::to_string(rows) + " rows, " + std::to_string(limit));
    }
}

BOOST_AUTO_TEST_CASE(threshold_from_the_environment)
{
    BOOST_TEST(gp::options().sssp.all_pairs_multi_gpu_from == 16384u);
    auto lookup_of = [](const char* value) {
        return [value](const char* name) -> const char* {
            return std::string(name) == "BOOST_GPU_PATHS_SSSP_ALL_PAIRS_MULTI_GPU_FROM" ? value : nullptr;
        };
    };
    gp::options o;
    gp::apply_environment(o, lookup_of("5"));
    BOOST_TEST(o.sssp.all_pairs_multi_gpu_from == 5u);
    gp::apply_environment(o, lookup_of("0"));
    BOOST_TEST(o.sssp.all_pairs_multi_gpu_from == 0u);
    BOOST_CHECK_THROW(gp::apply_environment(o, lookup_of("many")), std::invalid_argument);
}

// --- Calls ----------------------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(host_backend_ignores_devices)
{
    const graph g = random_graph(2, 60);
    const gp::report r = all_pairs_on(g, gp::backend_kind::host, {0, 1, 5}, searches_only(), "host, devices named");
    BOOST_TEST(r.devices.empty());
}

BOOST_AUTO_TEST_CASE(one_device_named_twice, *boost::unit_test::precondition(test_support::gpu_present()))
{
    // Two shares of the sources on one GPU, each with its own streams and writers.
    for (std::size_t n : test_support::sized({1, 3, 97, 700}, {1, 3, 97})) {
        const graph g = random_graph(3 + n, n);
        const std::string label = "device 0 twice, n=" + std::to_string(n);
        const gp::report r = all_pairs_on(g, gp::backend_kind::cuda, {0, 0}, searches_only(), label);
        BOOST_TEST((r.devices == std::vector<int>{0, 0}), label);
        BOOST_TEST(r.method.find("on devices 0, 0") != std::string::npos, label << ": " << r.method);
    }
}

BOOST_AUTO_TEST_CASE(automatic_choice_on_cuda, *boost::unit_test::precondition(test_support::gpu_present()))
{
    const int visible = visible_devices();
    gp::options tuning = searches_only();
    tuning.sssp.all_pairs_multi_gpu_from = 50;
    const graph g = random_graph(4, 120);
    const gp::report every = all_pairs_on(g, gp::backend_kind::cuda, {}, tuning, "automatic, above the threshold");
    BOOST_TEST(every.devices.size() == std::size_t(visible), every.method);
    tuning.sssp.all_pairs_multi_gpu_from = 0;
    const gp::report one = all_pairs_on(g, gp::backend_kind::cuda, {}, tuning, "automatic, threshold off");
    BOOST_TEST(one.devices.size() == 1u, one.method);
}

BOOST_AUTO_TEST_CASE(two_gpus, *boost::unit_test::precondition(test_support::gpu_present()))
{
    const int visible = visible_devices();
    if (visible < 2) {
        BOOST_TEST_MESSAGE("skipped: two GPUs needed, this process sees " << visible);
        return;
    }
    for (std::size_t n : test_support::sized({2, 257, 1500}, {2, 257})) {
        const graph g = random_graph(5 + n, n);
        const std::string label = "devices 0 and 1, n=" + std::to_string(n);
        const gp::report r = all_pairs_on(g, gp::backend_kind::cuda, {0, 1}, searches_only(), label);
        BOOST_TEST((r.devices == std::vector<int>{0, 1}), label);
        const gp::report swapped = all_pairs_on(g, gp::backend_kind::cuda, {1, 0}, searches_only(), label + ", swapped");
        BOOST_TEST(swapped.device == 1, label);
    }
}

// The rows a callback received before the one that throws, and whether any call came
// after the throw; the call must rethrow the callback's exception.
struct throwing_rows {
    std::size_t throw_at;
    std::vector<std::vector<int>>* received;
    bool thrown = false;
    std::size_t after_throw = 0;
    void operator()(std::size_t position, std::size_t, const int* row)
    {
        if (thrown) ++after_throw;
        if (position == throw_at) {
            thrown = true;
            throw std::runtime_error("the row sink failed at position " + std::to_string(position));
        }
        (*received)[position].assign(row, row + received->at(position).size());
    }
};

void check_throwing_sink(const graph& g, gp::backend_kind kind, const std::vector<int>& devices, std::size_t throw_at,
                         const std::string& label)
{
    const std::size_t n = num_vertices(g);
    std::vector<std::size_t> sources(n);
    for (std::size_t i = 0; i < n; ++i) sources[i] = (i * 7 + 3) % n;  // every vertex, out of order
    std::vector<std::vector<int>> received(n, std::vector<int>(n, poison<int>()));
    throwing_rows rows{throw_at, &received};
    gp::options tuning = searches_only();
    tuning.sssp.batch_rows = 4;  // many batches, on every device
    bool rethrown = false;
    try {
        if (devices.empty())
            boost::gpu_dijkstra_from_sources(g, sources.begin(), sources.end(), rows,
                                             gp::with_options(tuning, gp::use_backend(kind)));
        else
            boost::gpu_dijkstra_from_sources(g, sources.begin(), sources.end(), rows,
                                             gp::with_options(tuning, gp::use_devices(devices, gp::use_backend(kind))));
    } catch (const std::runtime_error& e) {
        rethrown = std::string(e.what()) == "the row sink failed at position " + std::to_string(throw_at);
        BOOST_TEST(rethrown, label << ": " << e.what());
    }
    BOOST_TEST(rethrown, label << ": the sink's exception did not come back");
    BOOST_TEST(rows.thrown, label);
    BOOST_TEST(rows.after_throw == 0u, label << ": " << rows.after_throw << " calls after the throw");
    // The rows that came before it are right.
    auto weight = get(boost::edge_weight, g);
    auto index = get(boost::vertex_index, g);
    std::size_t errors = 0;
    for (std::size_t position = 0; position < n; ++position) {
        const std::vector<int>& row = received[position];
        if (std::all_of(row.begin(), row.end(), [](int x) { return x == poison<int>(); })) continue;  // not received
        const std::vector<std::size_t> source{sources[position]};
        const auto expected = bgl_distances<graph, decltype(weight), decltype(index), int>(
            g, source, weight, index, (std::numeric_limits<int>::max)());
        const std::vector<std::size_t>* no_predecessors = nullptr;
        errors += check_shortest_paths(g, source, weight, index, row, no_predecessors, expected,
                                       (std::numeric_limits<int>::max)(), label + " row " + std::to_string(position));
    }
    BOOST_TEST(errors == 0u, label);
}

BOOST_AUTO_TEST_CASE(a_sink_that_throws)
{
    const graph g = random_graph(9, 120);
    for (std::size_t throw_at : {std::size_t(0), std::size_t(37), std::size_t(119)}) {
        const std::string at = ", throws at " + std::to_string(throw_at);
        for (auto kind : test_support::backends_under_test())
            check_throwing_sink(g, kind, {}, throw_at, std::string(gp::to_string(kind)) + at);
        if (gp::cuda_device_available()) {
            check_throwing_sink(g, gp::backend_kind::cuda, {0, 0}, throw_at, "cuda, device 0 twice" + at);
            check_throwing_sink(g, gp::backend_kind::cuda, {0, 0, 0}, throw_at, "cuda, device 0 three times" + at);
            if (visible_devices() >= 2)
                check_throwing_sink(g, gp::backend_kind::cuda, {0, 1}, throw_at, "cuda, devices 0 and 1" + at);
        }
    }
}

BOOST_AUTO_TEST_CASE(listed_sources_on_one_device_named_several_times,
                     *boost::unit_test::precondition(test_support::gpu_present()))
{
    // Each device holds only its batches' sources: rows in the list's order, repeats kept.
    for (std::size_t n : test_support::sized({5, 300}, {5, 90})) {
        const graph g = random_graph(10 + n, n);
        auto rng = test_support::make_rng(11 + n);
        std::vector<std::size_t> sources(2 * n + 3);
        for (std::size_t& s : sources) s = rng() % n;
        const std::string label = "n=" + std::to_string(n) + ", " + std::to_string(sources.size()) + " sources";
        std::vector<std::vector<int>> expected(sources.size(), std::vector<int>(n));
        boost::gpu_dijkstra_from_sources(g, sources.begin(), sources.end(), expected,
                                         gp::use_backend(gp::backend_kind::host));
        for (const std::vector<int>& devices : {std::vector<int>{0, 0}, std::vector<int>{0, 0, 0}}) {
            std::vector<std::vector<int>> rows(sources.size(), std::vector<int>(n, poison<int>()));
            gp::report r;
            gp::options tuning = searches_only();
            tuning.sssp.batch_rows = 7;
            boost::gpu_dijkstra_from_sources(
                g, sources.begin(), sources.end(), rows,
                gp::report_to(r, gp::with_options(tuning, gp::use_devices(devices, gp::use_backend(gp::backend_kind::cuda)))));
            BOOST_TEST((rows == expected), label << ", " << devices.size() << " shares: " << r.method);
            BOOST_TEST(r.devices.size() == devices.size(), label);
        }
    }
}

BOOST_AUTO_TEST_CASE(few_sources_run_on_one_device, *boost::unit_test::precondition(test_support::gpu_present()))
{
    // The automatic choice counts rows: three sources on a graph above the threshold in
    // vertices stay on one device.
    const graph g = random_graph(12, 400);
    const std::vector<std::size_t> sources{3, 0, 399};
    std::vector<std::vector<int>> rows(3, std::vector<int>(400, poison<int>()));
    std::vector<std::vector<int>> expected(3, std::vector<int>(400));
    boost::gpu_dijkstra_from_sources(g, sources.begin(), sources.end(), expected, gp::use_backend(gp::backend_kind::host));
    gp::options tuning = searches_only();
    tuning.sssp.all_pairs_multi_gpu_from = 100;
    gp::report r;
    boost::gpu_dijkstra_from_sources(g, sources.begin(), sources.end(), rows,
                                     gp::report_to(r, gp::with_options(tuning, gp::use_backend(gp::backend_kind::cuda))));
    BOOST_TEST((rows == expected));
    BOOST_TEST(r.devices.size() == 1u, r.method);
}

BOOST_AUTO_TEST_CASE(a_device_that_does_not_exist, *boost::unit_test::precondition(test_support::gpu_present()))
{
    const graph g = random_graph(6, 10);
    std::vector<std::vector<int>> d(10, std::vector<int>(10, -7));
    BOOST_CHECK_THROW(boost::gpu_dijkstra_all(g, d, gp::use_devices({0, 999}, gp::use_backend(gp::backend_kind::cuda))),
                      gp::backend_unavailable);
}

BOOST_AUTO_TEST_CASE(floyd_warshall_with_devices_named)
{
    // The closure runs on the first device of the list; its results are BGL's.
    const graph g = random_graph(7, 90);
    const std::size_t n = num_vertices(g);
    std::vector<std::vector<int>> expected(n, std::vector<int>(n));
    boost::floyd_warshall_all_pairs_shortest_paths(g, expected);
    for (auto kind : test_support::backends_under_test()) {
        std::vector<std::vector<int>> d(n, std::vector<int>(n, poison<int>()));
        gp::report r;
        boost::gpu_floyd_warshall_all_pairs(g, d, gp::report_to(r, gp::use_devices({0}, gp::use_backend(kind))));
        BOOST_TEST((d == expected), gp::to_string(kind));
    }
}
