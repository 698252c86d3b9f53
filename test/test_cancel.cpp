// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// cancel_with and on_progress (named_params.hpp): the watched engines (Floyd-Warshall on the
// host and, between its pivot rounds, in core on the device; all pairs by searches and the
// many-source calls on every backend) stop at a raised token and throw gpu_paths::cancelled,
// leaving the caller's matrix as the documentation says; a token raised by another thread
// while the call runs stops it too; the progress is told in order, from 0 to 1; a token
// raised before the call stops the call before it starts; and after a cancelled call, the
// next one gives BGL's answer.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, int>>;
using matrix = std::vector<std::vector<int>>;

graph random_graph(std::size_t n, std::mt19937_64& rng)
{
    std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
    std::uniform_int_distribution<int> weight(1, 50);
    graph g(n);
    for (std::size_t e = 0; e < 4 * n; ++e) add_edge(vertex(rng), vertex(rng), weight(rng), g);
    return g;
}

matrix bgl_distances(const graph& g)
{
    const std::size_t n = num_vertices(g);
    matrix d(n, std::vector<int>(n));
    boost::floyd_warshall_all_pairs_shortest_paths(g, d);
    return d;
}

// Options whose progress is told at every round or batch.
gp::options every_step()
{
    gp::options tuning = gp::default_options();
    tuning.progress_interval_ms = 0;
    return tuning;
}

// The progress a call told: in order, within [0, 1].
struct progress_log {
    std::vector<double> fractions;
    void check(const char* what) const
    {
        for (std::size_t i = 0; i < fractions.size(); ++i) {
            BOOST_TEST(fractions[i] >= 0.0, what);
            BOOST_TEST(fractions[i] <= 1.0, what);
            if (i) BOOST_TEST(fractions[i] >= fractions[i - 1], what << ": progress went back at " << i);
        }
    }
};

// A callback that raises the token at its first call, after the engine started.
gp::progress_callback cancel_at_first_update(const gp::cancel_token& token, progress_log& log)
{
    return [token, &log](const gp::progress_update& update) {
        log.fractions.push_back(update.fraction);
        token.cancel();
    };
}

}  // namespace

BOOST_AUTO_TEST_CASE(floyd_warshall_on_the_host_stops_and_leaves_the_matrix)
{
    auto rng = test_support::make_rng(71);
    const graph g = random_graph(300, rng);
    const gp::cancel_token token;
    progress_log log;
    matrix d(300, std::vector<int>(300, -7));
    BOOST_CHECK_THROW(boost::gpu_floyd_warshall_all_pairs(
                          g, d,
                          gp::cancel_with(token, gp::on_progress(cancel_at_first_update(token, log),
                                                                 gp::with_options(every_step(), gp::use_backend(
                                                                                                    gp::backend_kind::host))))),
                      gp::cancelled);
    BOOST_TEST(token.cancelled());
    BOOST_TEST(log.fractions.size() == 1u);
    // The host engine closes a matrix of its own and hands rows over at the end only.
    std::size_t written = 0;
    for (const auto& row : d)
        for (int x : row) written += x != -7;
    BOOST_TEST(written == 0u);
    // The next call, unwatched, gives BGL's answer.
    BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, d, gp::use_backend(gp::backend_kind::host)));
    BOOST_TEST((d == bgl_distances(g)));
}

BOOST_AUTO_TEST_CASE(progress_is_told_in_order_up_to_one)
{
    auto rng = test_support::make_rng(72);
    const graph g = random_graph(400, rng);
    const matrix expected = bgl_distances(g);
    for (const auto& path : test_support::paths_under_test(every_step())) {
        progress_log log;
        matrix d(400, std::vector<int>(400, -7));
        const auto record = [&log](const gp::progress_update& update) {
            BOOST_TEST(update.phase[0] != '\0');
            log.fractions.push_back(update.fraction);
        };
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(
            g, d, gp::on_progress(record, gp::with_options(path.tuning, gp::use_backend(path.backend)))));
        BOOST_TEST((d == expected), path.name);
        BOOST_TEST_REQUIRE(!log.fractions.empty());
        BOOST_TEST(log.fractions.back() == 1.0, path.name);
        log.check(path.name.c_str());
        if (path.backend == gp::backend_kind::host) BOOST_TEST(log.fractions.size() > 2u, path.name);

        progress_log searches;
        matrix all(400, std::vector<int>(400, -7));
        const auto record_searches = [&searches](const gp::progress_update& update) {
            searches.fractions.push_back(update.fraction);
        };
        boost::gpu_dijkstra_all(g, all,
                                gp::on_progress(record_searches, gp::with_options(path.tuning, gp::use_backend(path.backend))));
        BOOST_TEST((all == expected), path.name);
        BOOST_TEST_REQUIRE(!searches.fractions.empty());
        BOOST_TEST(searches.fractions.back() == 1.0, path.name);
        searches.check(path.name.c_str());
    }
}

// All pairs by searches: the rows handed to the matrix before the cancel are BGL's, each
// with its predecessor row, and the call throws cancelled; the next call gives every row.
BOOST_AUTO_TEST_CASE(all_pairs_searches_stop_on_every_backend)
{
    auto rng = test_support::make_rng(73);
    const graph g = random_graph(500, rng);
    const matrix expected = bgl_distances(g);
    for (const auto& path : test_support::paths_under_test(every_step())) {
        const gp::cancel_token token;
        progress_log log;
        matrix d(500, std::vector<int>(500, -7)), p(500, std::vector<int>(500, -7));
        BOOST_CHECK_THROW(
            boost::gpu_dijkstra_all(
                g, d,
                gp::predecessor_matrix(
                    p, gp::cancel_with(token, gp::on_progress(cancel_at_first_update(token, log),
                                                              gp::with_options(path.tuning,
                                                                               gp::use_backend(path.backend)))))),
            gp::cancelled);
        std::size_t rows_written = 0, rows_wrong = 0, rows_without_predecessors = 0;
        for (std::size_t i = 0; i < d.size(); ++i) {
            const bool predecessors_written = p[i] != std::vector<int>(500, -7);
            if (d[i] == std::vector<int>(500, -7)) {
                BOOST_TEST(!predecessors_written, path.name << ": predecessors of row " << i << " without its distances");
                continue;
            }
            ++rows_written;
            rows_wrong += d[i] != expected[i];
            rows_without_predecessors += !predecessors_written;
        }
        BOOST_TEST(rows_wrong == 0u, path.name);
        BOOST_TEST(rows_without_predecessors == 0u, path.name);
        BOOST_TEST(rows_written < 500u, path.name << ": every row was written after the cancel");
        boost::gpu_dijkstra_all(g, d, gp::with_options(path.tuning, gp::use_backend(path.backend)));
        BOOST_TEST((d == expected), path.name);
    }
}

// A token raised by another thread while the engine runs: the engine's first progress
// update waits until the other thread has raised it, so the raise lands inside the call.
BOOST_AUTO_TEST_CASE(a_token_raised_by_another_thread_stops_the_call)
{
    auto rng = test_support::make_rng(74);
    const graph g = random_graph(400, rng);
    for (const auto& path : test_support::paths_under_test(every_step())) {
        for (const bool searches : {false, true}) {
            const gp::cancel_token token;
            std::mutex mutex;
            std::condition_variable changed;
            bool started = false, raised = false;
            // Bounded waits: an engine that never tells its progress fails the case, not hangs it.
            std::thread canceller([&] {
                std::unique_lock<std::mutex> lock(mutex);
                changed.wait_for(lock, std::chrono::seconds(60), [&] { return started; });
                token.cancel();
                raised = true;
                changed.notify_all();
            });
            const auto wait_for_the_raise = [&](const gp::progress_update&) {
                std::unique_lock<std::mutex> lock(mutex);
                started = true;
                changed.notify_all();
                changed.wait_for(lock, std::chrono::seconds(60), [&] { return raised; });
            };
            matrix d(400, std::vector<int>(400, -7));
            const auto params = gp::cancel_with(
                token, gp::on_progress(wait_for_the_raise, gp::with_options(path.tuning, gp::use_backend(path.backend))));
            if (searches)
                BOOST_CHECK_THROW(boost::gpu_dijkstra_all(g, d, params), gp::cancelled);
            else
                BOOST_CHECK_THROW(boost::gpu_floyd_warshall_all_pairs(g, d, params), gp::cancelled);
            canceller.join();
            BOOST_TEST(started, path.name << (searches ? ", searches" : ", Floyd-Warshall") << ": no progress told");
        }
    }
}

// Floyd-Warshall on the device: between its pivot rounds, once the device has finished
// some of them, a raised token stops the call; the caller's matrix is untouched.
BOOST_AUTO_TEST_CASE(floyd_warshall_on_the_device_stops_between_rounds)
{
    auto rng = test_support::make_rng(76);
    const std::size_t n = 2000;  // the blocked schedule: several pivot rounds
    const graph g = random_graph(n, rng);
    for (const auto& path : test_support::paths_under_test(every_step())) {
        if (path.backend != gp::backend_kind::cuda) continue;
        const gp::cancel_token token;
        progress_log log;
        const auto cancel_inside = [&](const gp::progress_update& update) {
            log.fractions.push_back(update.fraction);
            if (update.fraction > 0 && update.fraction < 1) token.cancel();
        };
        matrix d(n, std::vector<int>(n, -7));
        BOOST_CHECK_THROW(boost::gpu_floyd_warshall_all_pairs(
                              g, d,
                              gp::cancel_with(token, gp::on_progress(cancel_inside, gp::with_options(
                                                                                        path.tuning, gp::use_backend(
                                                                                                         path.backend))))),
                          gp::cancelled);
        BOOST_TEST(token.cancelled(), path.name << ": no progress inside the rounds");
        log.check(path.name.c_str());
        BOOST_TEST((d == matrix(n, std::vector<int>(n, -7))), path.name);
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, d, gp::with_options(path.tuning, gp::use_backend(path.backend))));
        BOOST_TEST((d == bgl_distances(g)), path.name);
    }
}

// A token raised before the call: the watched engines throw before they write anything.
BOOST_AUTO_TEST_CASE(a_token_raised_before_the_call)
{
    auto rng = test_support::make_rng(75);
    const graph g = random_graph(300, rng);
    for (const auto& path : test_support::paths_under_test(every_step())) {
        const gp::cancel_token token;
        token.cancel();
        matrix d(300, std::vector<int>(300, -7));
        const auto params = gp::cancel_with(token, gp::with_options(path.tuning, gp::use_backend(path.backend)));
        BOOST_CHECK_THROW(boost::gpu_floyd_warshall_all_pairs(g, d, params), gp::cancelled);
        BOOST_CHECK_THROW(boost::gpu_dijkstra_all(g, d, params), gp::cancelled);
        BOOST_TEST((d == matrix(300, std::vector<int>(300, -7))), path.name);
    }
}
