// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The breadth-first search backends (host, and CUDA where a device exists) against a
// sequential FIFO search, on graphs chosen to drive every expansion path: long chains of
// small frontiers, frontiers that outgrow one block, hubs, bottom-up stretches, and
// forced top-down-only and bottom-up-only searches.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/detail/interface/bfs.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/execution.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"
#include "test_breadth_first_search_support.hpp"

#include <cstdint>
#include <string>
#include <thread>
#include <vector>

namespace gp = boost::gpu_paths;
namespace api = boost::gpu_paths::backend_api;
using namespace bfs_test;

namespace {

// Written over every output before a search, so an element the backend forgets fails.
constexpr std::uint32_t poison = 0x7badf00du;

struct variant {
    const char* name;
    gp::bfs_options options;
};

// Option sets that steer the search onto different paths.
std::vector<variant> variants()
{
    // The graphs here are small: every variant but "one block" turns the one-block search
    // off, so that the CUDA backend's many-block search takes the paths it names; and every
    // variant after "default" runs the host backend's search on all the threads configured
    // (BOOST_GPU_PATHS_THREADS), which by default it keeps for larger graphs.
    std::vector<variant> out;
    out.push_back({"one block (default)", gp::bfs_options()});
    gp::bfs_options many_blocks;
    many_blocks.one_block_limit = 0;
    out.push_back({"default", many_blocks});
    many_blocks.host_work_per_thread = 0;
    out.push_back({"default, every host thread", many_blocks});
    gp::bfs_options eager = many_blocks;
    eager.eager_reverse_graph = true;  // direction-optimizing from the first search on directed graphs
    out.push_back({"default, reverse graph at once", eager});
    gp::bfs_options top_down = many_blocks;
    top_down.direction_optimizing = false;
    out.push_back({"top-down only", top_down});
    gp::bfs_options bottom_up = many_blocks;
    bottom_up.alpha = 1e30;  // any frontier with out-edges goes bottom-up...
    bottom_up.beta = 1e30;   // ...and stays there
    bottom_up.eager_reverse_graph = true;  // from the first search, on directed graphs too
    out.push_back({"bottom-up", bottom_up});
    gp::bfs_options tiny_block = many_blocks;
    tiny_block.single_block_frontier = 8;  // constant switching between block and grid levels
    out.push_back({"single block up to 8", tiny_block});
    gp::bfs_options no_block = top_down;
    no_block.single_block_frontier = ~0u;  // grid levels only
    out.push_back({"grid levels only", no_block});
    gp::bfs_options tiny_local = no_block;
    tiny_local.local_frontier_limit = 2;  // frontiers leave the blocks' shared memory and come back often
    out.push_back({"local queues of 2 per block", tiny_local});
    gp::bfs_options no_local = many_blocks;
    no_local.local_frontier_limit = ~0u;
    out.push_back({"no local queues", no_local});
    return out;
}

// A context for `backend` with the built-in options but for the search's own.
gp::execution_context context_for(gp::backend_kind backend, const gp::bfs_options& bfs = gp::bfs_options())
{
    gp::execution_context context;
    context.backend = backend;
    context.tuning = gp::options();
    context.tuning.bfs = bfs;
    return context;
}

std::string describe(gp::backend_kind backend, const variant& v, const std::string& graph)
{
    return std::string(gp::to_string(backend)) + " / " + v.name + " / " + graph;
}

// One search checked against the oracle: hop counts equal, parents a valid BFS tree,
// statistics consistent.
void check_search(api::bfs_engine& engine, const csr_graph& g, const std::vector<std::uint32_t>& sources,
                  const std::string& what)
{
    const std::uint32_t n = g.vertex_count();
    std::vector<std::uint32_t> hops(n, poison), parents(n, poison);
    gp::report report;
    engine.search(sources.data(), sources.size(), hops.data(), parents.data(), &report);
    const gp::bfs_statistics& stats = report.bfs;

    const std::vector<std::uint32_t> expected = oracle_hops(g, sources);
    std::size_t wrong_hops = 0, reached = 0;
    std::uint64_t reached_edges = 0;
    std::uint32_t deepest = 0;
    for (std::uint32_t v = 0; v < n; ++v) {
        wrong_hops += hops[v] != expected[v];
        if (expected[v] != api::unreached_hops) {
            ++reached;
            reached_edges += g.offsets[v + 1] - g.offsets[v];
            deepest = std::max(deepest, expected[v]);
        }
    }
    BOOST_TEST(wrong_hops == 0u, what << ": " << wrong_hops << " hop counts differ from the oracle");
    BOOST_TEST(invalid_parents(g, expected, parents) == 0u, what << ": parents do not form a BFS tree");
    BOOST_TEST(stats.reached == reached, what);
    BOOST_TEST(stats.reached_edges == reached_edges, what);
    BOOST_TEST(stats.levels == (reached ? deepest + 1 : 0u), what);
    BOOST_TEST(static_cast<int>(report.backend) == static_cast<int>(engine.backend()), what);
    BOOST_TEST(report.compute_ms >= 0.0, what);
}

void check_graph(const edge_list& edges, bool symmetric, const std::vector<std::uint32_t>& sources,
                 const std::string& name)
{
    const csr_graph g = make_csr(edges, symmetric);
    for (gp::backend_kind backend : test_support::backends_under_test())
        for (const variant& v : variants()) {
            api::bfs_engine engine(context_for(backend, v.options), g.topology());
            check_search(engine, g, sources, describe(backend, v, name));
        }
}

}  // namespace

BOOST_AUTO_TEST_CASE(random_directed_and_undirected_graphs)
{
    auto rng = test_support::make_rng(1);
    // Under the sanitizer runs 3000 vertices take the place of 1000 and 20000: frontiers
    // that outgrow one block still, on fewer graphs.
    for (std::uint32_t n : test_support::sized({1u, 2u, 37u, 1000u, 20000u}, {1u, 2u, 37u, 3000u})) {
        for (double degree : {0.5, 1.5, 6.0}) {
            const edge_list edges = random_graph(rng, n, static_cast<std::size_t>(n * degree));
            std::uniform_int_distribution<std::uint32_t> pick(0, n - 1);
            const std::vector<std::uint32_t> source{pick(rng)};
            const std::string name = "G(" + std::to_string(n) + ", " + std::to_string(degree) + "n)";
            check_graph(edges, false, source, name + " directed");
            check_graph(edges, true, source, name + " undirected");
        }
    }
}

BOOST_AUTO_TEST_CASE(skewed_degrees_rmat)
{
    auto rng = test_support::make_rng(2);
    const edge_list edges = rmat_graph(rng, 15, 16);
    std::uniform_int_distribution<std::uint32_t> pick(0, edges.vertex_count - 1);
    check_graph(edges, true, {pick(rng)}, "R-MAT scale 15 undirected");
    check_graph(edges, false, {pick(rng)}, "R-MAT scale 15 directed");
}

BOOST_AUTO_TEST_CASE(many_levels)
{
    // Under the sanitizer runs, where every level costs a great deal, the grids and the
    // forest are smaller, with fewer levels (109 from the grid's corner).
    const std::uint32_t width = test_support::sized(300u, 80u), height = test_support::sized(200u, 30u);
    const std::string grid = std::to_string(width) + "x" + std::to_string(height);
    check_graph(grid_graph(width, height), true, {0}, grid + " grid from a corner");
    check_graph(grid_graph(width, height), false, {width * (height / 2) + width / 2},
                grid + " directed grid from the middle");
    auto rng = test_support::make_rng(3);
    check_graph(random_forest(rng, test_support::sized(50000u, 2000u), 997), false, {0, 997, 1994}, "random forest");
}

BOOST_AUTO_TEST_CASE(hub_then_long_tail)
{
    // Level 0 holds a vertex of degree 20000 (6000 under the sanitizer runs, with a shorter
    // tail), beyond what one warp should expand.
    const std::uint32_t leaves = test_support::sized(20000u, 6000u), tail = test_support::sized(3000u, 150u);
    check_graph(star_with_tail(leaves, tail), true, {0}, "star with a tail, from the hub");
    check_graph(star_with_tail(leaves, tail), true, {leaves + tail}, "star with a tail, from the tail's end");
}

BOOST_AUTO_TEST_CASE(several_sources_with_repeats)
{
    auto rng = test_support::make_rng(4);
    const std::uint32_t n = test_support::sized(5000u, 1000u);  // smaller under the sanitizer runs
    const std::size_t m = std::size_t(n) * 6 / 5;
    const edge_list edges = random_graph(rng, n, m);
    std::uniform_int_distribution<std::uint32_t> pick(0, n - 1);
    std::vector<std::uint32_t> sources;
    for (int i = 0; i < 40; ++i) sources.push_back(pick(rng));
    sources.push_back(sources.front());  // repeated source
    const std::string name = "G(" + std::to_string(n) + ", " + std::to_string(m) + "), 41 sources";
    check_graph(edges, false, sources, "directed " + name);
    check_graph(edges, true, sources, "undirected " + name);
}

BOOST_AUTO_TEST_CASE(no_sources_and_empty_graph)
{
    const edge_list edges = grid_graph(10, 10);
    check_graph(edges, true, {}, "no sources");
    const csr_graph empty = make_csr(edge_list{}, false);
    for (gp::backend_kind backend : test_support::backends_under_test()) {
        api::bfs_engine engine(context_for(backend), empty.topology());
        gp::report report;
        report.bfs.levels = 99;
        engine.search(nullptr, 0, nullptr, nullptr, &report);
        BOOST_TEST(report.bfs.levels == 0u);
        BOOST_TEST(report.bfs.reached == 0u);
    }
}

BOOST_AUTO_TEST_CASE(engine_is_reusable)
{
    // State left by one search (visited bits, queues, the reverse graph) must not leak
    // into the next.
    auto rng = test_support::make_rng(5);
    const edge_list edges = rmat_graph(rng, 12, 8);
    const csr_graph g = make_csr(edges, false);
    std::uniform_int_distribution<std::uint32_t> pick(0, g.vertex_count() - 1);
    for (gp::backend_kind backend : test_support::backends_under_test()) {
        api::bfs_engine engine(context_for(backend), g.topology());
        for (int i = 0; i < 6; ++i) check_search(engine, g, {pick(rng)}, std::string(gp::to_string(backend)) + " reuse");
    }
}

BOOST_AUTO_TEST_CASE(optional_outputs)
{
    // The one-block search keeps the graph in shared memory, where the sanitizer checks
    // every access on every level: a smaller grid there.
    const std::uint32_t side = test_support::sized(50u, 20u);
    const csr_graph g = make_csr(grid_graph(side, side), true);
    const std::vector<std::uint32_t> expected = oracle_hops(g, {7});
    for (gp::backend_kind backend : test_support::backends_under_test()) {
        api::bfs_engine engine(context_for(backend), g.topology());
        std::vector<std::uint32_t> hops(g.vertex_count(), poison), parents(g.vertex_count(), poison);
        const std::uint32_t source = 7;
        engine.search(&source, 1, hops.data(), nullptr);
        BOOST_TEST(hops == expected);
        engine.search(&source, 1, nullptr, parents.data());
        BOOST_TEST(invalid_parents(g, expected, parents) == 0u);
    }
}

BOOST_AUTO_TEST_CASE(source_out_of_range_is_refused)
{
    const csr_graph g = make_csr(grid_graph(4, 4), true);
    for (gp::backend_kind backend : test_support::backends_under_test()) {
        api::bfs_engine engine(context_for(backend), g.topology());
        const std::uint32_t source = 16;
        std::vector<std::uint32_t> hops(16);
        BOOST_CHECK_THROW(engine.search(&source, 1, hops.data(), nullptr), gp::invalid_input);
    }
}

BOOST_AUTO_TEST_CASE(one_shot_entry_reports_the_backend)
{
    const csr_graph g = make_csr(grid_graph(20, 20), false);
    for (gp::backend_kind backend : test_support::backends_under_test()) {
        std::vector<std::uint32_t> hops(g.vertex_count(), poison);
        gp::report report;
        gp::execution_context context = context_for(backend);
        context.report = &report;
        const std::uint32_t source = 0;
        api::breadth_first_search(context, g.topology(), &source, 1, hops.data(), nullptr);
        BOOST_TEST(hops == oracle_hops(g, {0}));
        BOOST_TEST(static_cast<int>(report.backend) == static_cast<int>(backend));
        BOOST_TEST(report.bfs.reached == g.vertex_count());
    }
}

BOOST_AUTO_TEST_CASE(host_threads_follow_the_graph_size)
{
    const csr_graph g = make_csr(grid_graph(100, 100), true);
    const std::uint64_t size = g.vertex_count() + g.targets.size();
    struct threads_case {
        std::uint64_t work_per_thread;
        const char* expected;
    };
    for (const threads_case c : {threads_case{gp::bfs_options().host_work_per_thread, "on 1 thread:"},
                                 threads_case{size, "on 1 thread:"}, threads_case{size / 2, "on 2 threads:"},
                                 threads_case{size / 3 - 1, "on 3 threads:"}, threads_case{1, "on 3 threads:"},
                                 threads_case{0, "on 3 threads:"}}) {
        gp::bfs_options o;
        o.host_work_per_thread = c.work_per_thread;
        gp::execution_context context = context_for(gp::backend_kind::host, o);
        context.tuning.threads = 3;
        api::bfs_engine engine(context, g.topology());
        const std::string what = "host_work_per_thread " + std::to_string(c.work_per_thread);
        check_search(engine, g, {5050}, what);
        gp::report report;
        const std::uint32_t source = 0;
        engine.search(&source, 1, nullptr, nullptr, &report);
        BOOST_TEST(report.method.find(c.expected) != std::string::npos, what << ": " << report.method);
    }
}

BOOST_AUTO_TEST_CASE(concurrent_searches_on_their_own_engines)
{
    // One search holds the worker pool; the others start threads of their own, or with
    // the pool off all of them do. Each search's threads share only its own scheduler.
    auto rng = test_support::make_rng(7);
    const edge_list edges = random_graph(rng, 20000, 60000);
    for (bool symmetric : {true, false}) {
        const csr_graph g = make_csr(edges, symmetric);
        std::uniform_int_distribution<std::uint32_t> pick(0, g.vertex_count() - 1);
        for (bool pool : {true, false}) {
            constexpr int callers = 4, searches = 5;
            std::vector<std::uint32_t> sources(callers * searches);
            for (auto& s : sources) s = pick(rng);
            std::vector<std::vector<std::uint32_t>> hops(sources.size());
            std::vector<std::thread> threads;
            for (int c = 0; c < callers; ++c)
                threads.emplace_back([&, c] {
                    gp::bfs_options o;
                    o.host_work_per_thread = 0;
                    o.eager_reverse_graph = true;
                    gp::execution_context context = context_for(gp::backend_kind::host, o);
                    context.tuning.threads = 3;
                    context.tuning.thread_pool = pool;
                    api::bfs_engine engine(context, g.topology());
                    for (int i = 0; i < searches; ++i) {
                        const std::size_t k = std::size_t(c) * searches + i;
                        hops[k].assign(g.vertex_count(), poison);
                        engine.search(&sources[k], 1, hops[k].data(), nullptr);
                    }
                });
            for (auto& t : threads) t.join();
            for (std::size_t k = 0; k < sources.size(); ++k)
                BOOST_TEST(hops[k] == oracle_hops(g, {sources[k]}),
                           (symmetric ? "undirected" : "directed") << ", pool " << pool << ", search " << k);
        }
    }
}

BOOST_AUTO_TEST_CASE(cuda_reports_device_memory, *boost::unit_test::precondition(test_support::gpu_present()))
{
    const csr_graph g = make_csr(grid_graph(100, 100), false);
    api::bfs_engine engine(context_for(gp::backend_kind::cuda), g.topology());
    gp::report report;
    const std::uint32_t source = 0;
    engine.search(&source, 1, nullptr, nullptr, &report);
    // At least the CSR, two result arrays and two queues: O(V + E), bounded above too.
    const std::size_t v = g.vertex_count(), e = g.targets.size();
    BOOST_TEST(report.peak_device_bytes >= 4 * (5 * v + e));
    BOOST_TEST(report.peak_device_bytes <= 4 * (12 * v + 2 * e) + (1u << 20));
}

BOOST_AUTO_TEST_CASE(small_graphs_take_the_one_block_search, *boost::unit_test::precondition(test_support::gpu_present()))
{
    auto rng = test_support::make_rng(6);
    const edge_list edges = random_graph(rng, 300, 900);
    const csr_graph g = make_csr(edges, false);
    const std::uint64_t size = g.vertex_count() + g.targets.size();
    std::uniform_int_distribution<std::uint32_t> pick(0, g.vertex_count() - 1);
    struct limit_case {
        std::uint32_t limit;
        bool one_block;
    };
    for (const limit_case c : {limit_case{gp::bfs_options().one_block_limit, true},
                               limit_case{static_cast<std::uint32_t>(size), true},
                               limit_case{static_cast<std::uint32_t>(size - 1), false}, limit_case{0, false}}) {
        gp::bfs_options o;
        o.one_block_limit = c.limit;
        api::bfs_engine engine(context_for(gp::backend_kind::cuda, o), g.topology());
        // Several searches on one engine: the graph goes up with the first one only.
        for (int i = 0; i < 4; ++i) {
            const std::string what = "one_block_limit " + std::to_string(c.limit) + ", search " + std::to_string(i);
            check_search(engine, g, {pick(rng)}, what);
            gp::report report;
            const std::uint32_t source = pick(rng);
            engine.search(&source, 1, nullptr, nullptr, &report);
            BOOST_TEST((report.method.find("one-block") != std::string::npos) == c.one_block,
                       what << ": " << report.method);
        }
        // More sources than vertices, most of them repeated.
        std::vector<std::uint32_t> sources(3 * g.vertex_count() / 2);
        for (auto& s : sources) s = pick(rng) % 40;
        check_search(engine, g, sources, "one_block_limit " + std::to_string(c.limit) + ", repeated sources");
    }
}
