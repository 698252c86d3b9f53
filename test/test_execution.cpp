// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The execution context: the environment override layer (parsed from a lookup the test
// supplies, never from the process's environment), the named parameters that build a
// call's context, the report a call fills, the host thread scope, and the resources a
// call leaves behind.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/graph/adjacency_list.hpp>

#include "support/backends.hpp"

#include <cstdlib>
#include <map>
#include <mutex>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

// A lookup over a fixed set of variables.
struct fake_environment {
    std::map<std::string, std::string> values;
    const char* operator()(const char* name) const
    {
        auto found = values.find(name);
        return found == values.end() ? nullptr : found->second.c_str();
    }
};

gp::options apply(const std::map<std::string, std::string>& values, gp::environment_choice* choice = nullptr)
{
    gp::options o;
    const gp::environment_choice c = gp::apply_environment(o, fake_environment{values});
    if (choice) *choice = c;
    return o;
}

using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, int>>;

// The threads that took part in a parallel step over many small items.
std::set<std::thread::id> threads_of_a_parallel_step()
{
    std::set<std::thread::id> seen;
    std::mutex m;
    gp::base::parallel_for(0, 100000, [&](std::size_t) {
        std::lock_guard<std::mutex> lock(m);
        seen.insert(std::this_thread::get_id());
    }, 16);
    return seen;
}

graph small_graph()
{
    graph g(5);
    add_edge(0, 1, 3, g);
    add_edge(1, 2, 4, g);
    add_edge(2, 3, 1, g);
    add_edge(0, 3, 10, g);
    return g;
}

}  // namespace

BOOST_AUTO_TEST_CASE(no_variables_leave_the_built_in_defaults)
{
    gp::environment_choice choice;
    const gp::options o = apply({}, &choice);
    const gp::options d;
    BOOST_TEST(static_cast<int>(choice.backend) == static_cast<int>(gp::backend_kind::automatic));
    BOOST_TEST(choice.device == -1);
    BOOST_TEST(o.threads == d.threads);
    BOOST_TEST(o.closure.block == 0u);
    BOOST_TEST(o.closure.split_from == 8192u);
    BOOST_TEST(o.closure.defer_stripes == 4u);
    BOOST_TEST(o.closure.chunk_mib == 32u);
    BOOST_TEST(o.sssp.chain_shortcuts);
    BOOST_TEST(o.sssp.balanced_potentials);
    BOOST_TEST(o.bfs.alpha == 15.0);
    BOOST_TEST((o.trace == gp::trace_mode::off));
    // Empty values count as unset.
    BOOST_TEST(apply({{"BOOST_GPU_PATHS_CLOSURE_BLOCK", ""}}).closure.block == 0u);
}

BOOST_AUTO_TEST_CASE(every_variable_reaches_its_option)
{
    gp::environment_choice choice;
    const gp::options o = apply(
        {
            {"BOOST_GPU_PATHS_BACKEND", "host"},
            {"BOOST_GPU_PATHS_DEVICE", "3"},
            {"BOOST_GPU_PATHS_THREADS", "5"},
            {"BOOST_GPU_PATHS_THREAD_POOL", "0"},
            {"BOOST_GPU_PATHS_STREAMING_COPY", "off"},
            {"BOOST_GPU_PATHS_UPLOAD_CHUNK_MIB", "3"},
            {"BOOST_GPU_PATHS_DEVICE_MEMORY_CAP_MIB", "4096"},
            {"BOOST_GPU_PATHS_PROGRESS_INTERVAL_MS", "250"},
            {"BOOST_GPU_PATHS_TRACE", "1"},
            {"BOOST_GPU_PATHS_CLOSURE_BLOCK", "256"},
            {"BOOST_GPU_PATHS_CLOSURE_PREDECESSOR_MODE", "derive"},
            {"BOOST_GPU_PATHS_CLOSURE_INNER", "add_min"},
            {"BOOST_GPU_PATHS_CLOSURE_CHUNK_MIB", "64"},
            {"BOOST_GPU_PATHS_CLOSURE_OVERLAP_COPIES", "0"},
            {"BOOST_GPU_PATHS_CLOSURE_LOOKAHEAD", "false"},
            {"BOOST_GPU_PATHS_CLOSURE_SIDE_STREAM_PRIORITY", "0"},
            {"BOOST_GPU_PATHS_CLOSURE_CROSS_ON_SIDE_STREAM", "0"},
            {"BOOST_GPU_PATHS_CLOSURE_SPLIT_FROM", "0"},
            {"BOOST_GPU_PATHS_CLOSURE_DEFER_QUADRANT", "no"},
            {"BOOST_GPU_PATHS_CLOSURE_DEFER_STRIPES", "3"},
            {"BOOST_GPU_PATHS_CLOSURE_DEFER_DEPTH", "128"},
            {"BOOST_GPU_PATHS_CLOSURE_KEEP_DEVICE_MEMORY", "1"},
            {"BOOST_GPU_PATHS_CLOSURE_OUT_OF_CORE", "always"},
            {"BOOST_GPU_PATHS_CLOSURE_OUT_OF_CORE_BLOCK", "2048"},
            {"BOOST_GPU_PATHS_CLOSURE_OUT_OF_CORE_BAND", "1024"},
            {"BOOST_GPU_PATHS_CLOSURE_OUT_OF_CORE_BUFFERS", "3"},
            {"BOOST_GPU_PATHS_CLOSURE_OUT_OF_CORE_IN_PLACE", "never"},
            {"BOOST_GPU_PATHS_SSSP_DELTA", "2.5"},
            {"BOOST_GPU_PATHS_SSSP_BATCH_ROWS", "17"},
            {"BOOST_GPU_PATHS_SSSP_CHAIN_SHORTCUTS", "0"},
            {"BOOST_GPU_PATHS_SSSP_BALANCED_POTENTIALS", "0"},
            {"BOOST_GPU_PATHS_BFS_DIRECTION_OPTIMIZING", "0"},
            {"BOOST_GPU_PATHS_BFS_ALPHA", "3"},
            {"BOOST_GPU_PATHS_BFS_BETA", "7.5"},
            {"BOOST_GPU_PATHS_BFS_SINGLE_BLOCK_FRONTIER", "off"},
            {"BOOST_GPU_PATHS_BFS_LOCAL_FRONTIER_LIMIT", "9"},
            {"BOOST_GPU_PATHS_BFS_EAGER_REVERSE_GRAPH", "1"},
            {"BOOST_GPU_PATHS_BFS_HOST_WORK_PER_THREAD", "0"},
        },
        &choice);
    BOOST_TEST(static_cast<int>(choice.backend) == static_cast<int>(gp::backend_kind::host));
    BOOST_TEST(choice.device == 3);
    BOOST_TEST(o.threads == 5u);
    BOOST_TEST(!o.thread_pool);
    BOOST_TEST(!o.streaming_copy);
    BOOST_TEST(o.upload_chunk_mib == 3u);
    BOOST_TEST(o.device_memory_cap_mib == 4096u);
    BOOST_TEST(o.progress_interval_ms == 250u);
    BOOST_TEST((o.trace == gp::trace_mode::stderr_lines));
    BOOST_TEST(o.closure.block == 256u);
    BOOST_TEST(static_cast<int>(o.closure.predecessor_mode) ==
               static_cast<int>(gp::closure_options::predecessors::derive));
    BOOST_TEST(static_cast<int>(o.closure.inner) == static_cast<int>(gp::closure_options::inner_loop::add_min));
    BOOST_TEST(o.closure.chunk_mib == 64u);
    BOOST_TEST(!o.closure.overlap_copies);
    BOOST_TEST(!o.closure.lookahead);
    BOOST_TEST(!o.closure.side_stream_priority);
    BOOST_TEST(!o.closure.cross_on_side_stream);
    BOOST_TEST(o.closure.split_from == 0u);
    BOOST_TEST(!o.closure.defer_quadrant);
    BOOST_TEST(o.closure.defer_stripes == 3u);
    BOOST_TEST(o.closure.defer_depth == 128u);
    BOOST_TEST(o.closure.keep_device_memory);
    BOOST_TEST(static_cast<int>(o.closure.out_of_core) ==
               static_cast<int>(gp::closure_options::out_of_core_mode::always));
    BOOST_TEST(o.closure.out_of_core_block == 2048u);
    BOOST_TEST(o.closure.out_of_core_band == 1024u);
    BOOST_TEST(o.closure.out_of_core_buffers == 3u);
    BOOST_TEST(static_cast<int>(o.closure.out_of_core_in_place) ==
               static_cast<int>(gp::closure_options::in_place_mode::never));
    BOOST_TEST(o.sssp.delta == 2.5);
    BOOST_TEST(o.sssp.batch_rows == 17u);
    BOOST_TEST(!o.sssp.chain_shortcuts);
    BOOST_TEST(!o.sssp.balanced_potentials);
    BOOST_TEST(!o.bfs.direction_optimizing);
    BOOST_TEST(o.bfs.alpha == 3.0);
    BOOST_TEST(o.bfs.beta == 7.5);
    BOOST_TEST(o.bfs.single_block_frontier == ~0u);
    BOOST_TEST(o.bfs.local_frontier_limit == 9u);
    BOOST_TEST(o.bfs.eager_reverse_graph);
    BOOST_TEST(o.bfs.host_work_per_thread == 0u);
}

BOOST_AUTO_TEST_CASE(invalid_values_name_the_variable)
{
    const std::vector<std::pair<std::string, std::string>> bad{
        {"BOOST_GPU_PATHS_BACKEND", "tpu"},
        {"BOOST_GPU_PATHS_DEVICE", "-1"},
        {"BOOST_GPU_PATHS_THREADS", "many"},
        {"BOOST_GPU_PATHS_TRACE", "maybe"},
        {"BOOST_GPU_PATHS_CLOSURE_BLOCK", "100"},
        {"BOOST_GPU_PATHS_CLOSURE_PREDECESSOR_MODE", "guess"},
        {"BOOST_GPU_PATHS_CLOSURE_INNER", "min3x"},
        {"BOOST_GPU_PATHS_CLOSURE_CHUNK_MIB", "0"},
        {"BOOST_GPU_PATHS_CLOSURE_CHUNK_MIB", "2048"},
        {"BOOST_GPU_PATHS_UPLOAD_CHUNK_MIB", "2048"},
        {"BOOST_GPU_PATHS_DEVICE_MEMORY_CAP_MIB", "lots"},
        {"BOOST_GPU_PATHS_CLOSURE_DEFER_STRIPES", "0"},
        {"BOOST_GPU_PATHS_CLOSURE_DEFER_DEPTH", "100"},
        {"BOOST_GPU_PATHS_DEVICE_MEMORY_CAP_MIB", "-1"},
        {"BOOST_GPU_PATHS_DEVICE_MEMORY_CAP_MIB", "17592186044416"},
        {"BOOST_GPU_PATHS_CLOSURE_OUT_OF_CORE", "sometimes"},
        {"BOOST_GPU_PATHS_CLOSURE_OUT_OF_CORE_BLOCK", "100"},
        {"BOOST_GPU_PATHS_CLOSURE_OUT_OF_CORE_BUFFERS", "9"},
        {"BOOST_GPU_PATHS_CLOSURE_MULTI_GPU_BLOCK", "8192"},
        {"BOOST_GPU_PATHS_CLOSURE_OUT_OF_CORE_IN_PLACE", "sometimes"},
        {"BOOST_GPU_PATHS_SSSP_DELTA", "-1"},
        {"BOOST_GPU_PATHS_SSSP_DELTA", "nan"},
        {"BOOST_GPU_PATHS_BFS_ALPHA", "1x"},
        {"BOOST_GPU_PATHS_BFS_HOST_WORK_PER_THREAD", "-5"},
        // Variables of earlier releases are refused, with the name that replaced them.
        {"BOOST_GPU_PATHS_FW_BLOCK", "256"},
        {"BOOST_GPU_PATHS_SSSP_CHAINS", "0"},
    };
    for (const auto& [name, value] : bad) {
        bool thrown = false;
        try {
            apply({{name, value}});
        } catch (const std::invalid_argument& e) {
            thrown = true;
            BOOST_TEST(std::string(e.what()).find(name + "=" + value) != std::string::npos, e.what());
        }
        BOOST_TEST(thrown, name << "=" << value << " was accepted");
    }
}

BOOST_AUTO_TEST_CASE(default_options_are_the_process_environment)
{
    gp::options expected;
    gp::apply_environment(expected, [](const char* name) { return std::getenv(name); });
    const gp::options& got = gp::default_options();
    BOOST_TEST(got.threads == expected.threads);
    BOOST_TEST(got.closure.block == expected.closure.block);
    BOOST_TEST(static_cast<int>(got.closure.predecessor_mode) == static_cast<int>(expected.closure.predecessor_mode));
    BOOST_TEST(got.sssp.chain_shortcuts == expected.sssp.chain_shortcuts);
    // A default-constructed context starts from them.
    const gp::execution_context context;
    BOOST_TEST(context.tuning.closure.block == got.closure.block);
    BOOST_TEST(context.report == nullptr);
    BOOST_TEST(context.stream == nullptr);
}

BOOST_AUTO_TEST_CASE(named_parameters_build_the_context)
{
    gp::options o;
    o.closure.block = 512;
    o.threads = 3;
    gp::report r;
    r.method = "left from before";
    int fake_stream = 0;
    const auto params = gp::use_backend(
        gp::backend_kind::host,
        gp::use_device(2, gp::with_options(o, gp::report_to(r, gp::use_stream(&fake_stream, boost::distance_inf(7))))));
    const gp::execution_context c = gp::detail::context_from(params);
    BOOST_TEST(static_cast<int>(c.backend) == static_cast<int>(gp::backend_kind::host));
    BOOST_TEST(c.device == 2);
    BOOST_TEST(c.tuning.closure.block == 512u);
    BOOST_TEST(c.tuning.threads == 3u);
    BOOST_TEST(c.report == &r);
    BOOST_TEST(r.method.empty());  // a call starts its report afresh
    BOOST_TEST(c.stream == static_cast<void*>(&fake_stream));
    // BGL's own parameters chain off ours as usual.
    BOOST_TEST(boost::get_param(params, boost::distance_inf_t()) == 7);

    const gp::execution_context plain = gp::detail::context_from(boost::distance_inf(7));
    BOOST_TEST(static_cast<int>(plain.backend) == static_cast<int>(gp::backend_kind::automatic));
    BOOST_TEST(plain.device == -1);
    BOOST_TEST(plain.report == nullptr);
}

BOOST_AUTO_TEST_CASE(a_call_fills_its_report)
{
    const graph g = small_graph();
    for (auto backend : test_support::backends_under_test()) {
        BOOST_TEST_CONTEXT("backend " << gp::to_string(backend))
        {
            gp::report r;
            std::vector<std::vector<int>> d(5, std::vector<int>(5, -1));
            BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, d, gp::report_to(r, gp::use_backend(backend))));
            BOOST_TEST(d[0][3] == 8);
            BOOST_TEST(static_cast<int>(r.backend) == static_cast<int>(backend));
            BOOST_TEST((backend == gp::backend_kind::host ? r.device == -1 : r.device >= 0));
            BOOST_TEST(!r.method.empty());
            BOOST_TEST(r.layout_ms >= 0.0);
            BOOST_TEST(r.compute_ms >= 0.0);

            gp::report s;
            std::vector<int> dist(5, -1);
            boost::gpu_dijkstra_shortest_paths(g, 0, gp::report_to(s, gp::use_backend(backend, boost::distance_map(&dist[0]))));
            BOOST_TEST(dist[3] == 8);
            BOOST_TEST(static_cast<int>(s.backend) == static_cast<int>(backend));
            BOOST_TEST(!s.method.empty());
        }
    }
}

BOOST_AUTO_TEST_CASE(a_device_the_process_does_not_see_is_refused)
{
    const graph g = small_graph();
    std::vector<std::vector<int>> d(5, std::vector<int>(5));
    const int beyond = gp::cuda_device_count() + 1;
    BOOST_CHECK_THROW(
        boost::gpu_floyd_warshall_all_pairs(g, d, gp::use_device(beyond, gp::use_backend(gp::backend_kind::cuda))),
        gp::backend_unavailable);
    // The host backend has no device to choose, and ignores the ordinal.
    BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, d, gp::use_device(beyond, gp::use_backend(gp::backend_kind::host))));
    BOOST_TEST(d[0][3] == 8);
}

BOOST_AUTO_TEST_CASE(cuda_runs_on_the_device_asked_for, *boost::unit_test::precondition(test_support::gpu_present()))
{
    const graph g = small_graph();
    for (int device = 0; device < gp::cuda_device_count(); ++device) {
        gp::report r;
        std::vector<std::vector<int>> d(5, std::vector<int>(5));
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(
            g, d, gp::report_to(r, gp::use_device(device, gp::use_backend(gp::backend_kind::cuda)))));
        BOOST_TEST(r.device == device);
        BOOST_TEST(d[0][3] == 8);
    }
}

BOOST_AUTO_TEST_CASE(thread_scope_sets_the_threads_of_parallel_steps)
{
    const unsigned outside = gp::base::thread_count();
    BOOST_TEST(outside >= 1u);
    {
        gp::base::thread_scope two(2, true);
        BOOST_TEST(gp::base::thread_count() == 2u);
        {
            gp::base::thread_scope one(1, false);
            BOOST_TEST(gp::base::thread_count() == 1u);
            // One thread: every chunk runs on the calling thread.
            const auto seen = threads_of_a_parallel_step();
            BOOST_TEST(seen.size() == 1u);
            BOOST_TEST((*seen.begin() == std::this_thread::get_id()));
        }
        BOOST_TEST(gp::base::thread_count() == 2u);
        // Two threads: at most two take part.
        BOOST_TEST(threads_of_a_parallel_step().size() <= 2u);
    }
    BOOST_TEST(gp::base::thread_count() == outside);
}

BOOST_AUTO_TEST_CASE(a_chunk_that_throws_is_rethrown_after_all_finish)
{
    gp::base::thread_scope four(4, true);
    std::vector<int> done(64, 0);
    BOOST_CHECK_THROW(gp::base::parallel_for(0, 64, [&](std::size_t i) {
        done[i] = 1;
        if (i == 17) throw std::runtime_error("chunk failed");
    }, 1), std::runtime_error);
    // The library stays usable.
    std::vector<int> squares(1000);
    gp::base::parallel_for(0, squares.size(), [&](std::size_t i) { squares[i] = int(i * i); }, 10);
    BOOST_TEST(squares[999] == 998001);
}

BOOST_AUTO_TEST_CASE(resources_can_be_given_back_between_calls)
{
    const graph g = small_graph();
    for (auto backend : test_support::backends_under_test()) {
        std::vector<std::vector<int>> d(5, std::vector<int>(5));
        gp::options keep;
        keep.closure.keep_device_memory = true;
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, d, gp::with_options(keep, gp::use_backend(backend))));
        gp::release_resources();
        std::vector<std::vector<int>> e(5, std::vector<int>(5));
        BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, e, gp::with_options(keep, gp::use_backend(backend))));
        BOOST_TEST((d == e));
        gp::release_resources();
    }
}

BOOST_AUTO_TEST_CASE(options_outside_their_range_are_refused_on_every_backend)
{
    const graph g = small_graph();
    auto with = [](auto change) {
        gp::options o;
        change(o);
        return o;
    };
    const std::vector<std::pair<std::string, gp::options>> bad{
        {"closure.block", with([](gp::options& o) { o.closure.block = 100; })},
        {"closure.chunk_mib", with([](gp::options& o) { o.closure.chunk_mib = 0; })},
        {"closure.defer_stripes", with([](gp::options& o) { o.closure.defer_stripes = 0; })},
        {"closure.defer_depth", with([](gp::options& o) { o.closure.defer_depth = 64; })},
        {"closure.out_of_core_block", with([](gp::options& o) { o.closure.out_of_core_block = 65536; })},
        {"sssp.delta", with([](gp::options& o) { o.sssp.delta = -1; })},
        {"bfs.alpha", with([](gp::options& o) { o.bfs.beta = 0; })},
    };
    for (auto backend : test_support::backends_under_test())
        for (const auto& [name, o] : bad) {
            std::vector<std::vector<int>> d(5, std::vector<int>(5));
            bool thrown = false;
            try {
                boost::gpu_floyd_warshall_all_pairs(g, d, gp::with_options(o, gp::use_backend(backend)));
            } catch (const gp::invalid_input& e) {
                thrown = std::string(e.what()).find(name) != std::string::npos;
            }
            BOOST_TEST(thrown, name << " out of range was accepted [" << gp::to_string(backend) << "]");
        }
}
