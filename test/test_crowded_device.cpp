// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A GPU that another process has nearly filled (test/device/hold_device_memory.cu holds
// all but a little of its free memory): Floyd-Warshall on a matrix four times what is left
// goes out of core or fails with device_memory_error, and searches whose arrays do not fit
// answer as BGL does (automatic: the host backend) or fail with device_memory_error. Every
// answer is checked against BGL. Skipped without a device.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <limits>
#include <string>
#include <thread>
#include <vector>

#if defined(_WIN32)
#define popen _popen
#define pclose _pclose
#endif

#ifndef BOOST_GPU_PATHS_HOLD_DEVICE_MEMORY
#define BOOST_GPU_PATHS_HOLD_DEVICE_MEMORY ""  // a build without the CUDA backend
#endif

namespace gp = boost::gpu_paths;

namespace {

using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, float>>;

graph random_graph(std::mt19937_64& rng, std::size_t n)
{
    graph g(n);
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    std::uniform_int_distribution<int> weight(1, 100);  // whole numbers: every sum exact in float
    for (std::size_t e = 0; e < 4 * n; ++e) add_edge(pick(rng), pick(rng), static_cast<float>(weight(rng)), g);
    return g;
}

// Another process holding all of the device's free memory but `leave_mib`, for the
// object's lifetime.
class held_device_memory {
public:
    explicit held_device_memory(std::size_t leave_mib)
    {
        ready_ = "hold_device_memory." + std::to_string(test_support::run_seed()) + ".ready";
        std::remove(ready_.c_str());
        const std::string command =
            std::string(BOOST_GPU_PATHS_HOLD_DEVICE_MEMORY) + " " + std::to_string(leave_mib) + " " + ready_;
        holder_ = popen(command.c_str(), "w");  // its standard input: closing it lets go
        BOOST_TEST_REQUIRE(holder_ != nullptr, "cannot start " << command);
        for (int waited = 0; waited < 600; ++waited) {
            std::ifstream in(ready_);
            if (in >> held_) break;
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
        if (held_ == 0) {
            pclose(holder_);  // the destructor of a half-built object does not run
            holder_ = nullptr;
        }
        BOOST_TEST_REQUIRE(held_ > 0u, "the holder took no device memory");
        BOOST_TEST_MESSAGE("another process holds " << (held_ >> 20) << " MiB, leaving about " << leave_mib << " MiB");
    }
    ~held_device_memory()
    {
        if (holder_) pclose(holder_);
        std::remove(ready_.c_str());
    }
    held_device_memory(const held_device_memory&) = delete;
    held_device_memory& operator=(const held_device_memory&) = delete;

private:
    std::FILE* holder_ = nullptr;
    std::string ready_;
    std::size_t held_ = 0;
};

struct crowding_possible {
    boost::test_tools::assertion_result operator()(boost::unit_test::test_unit_id) const
    {
        boost::test_tools::assertion_result result(gp::cuda_device_available() &&
                                                   std::string(BOOST_GPU_PATHS_HOLD_DEVICE_MEMORY).size() > 0);
        result.message() << "needs a CUDA device and the hold_device_memory program";
        return result;
    }
};

// The library's kernels loaded before the device is crowded, as in a process that has
// called before; the blocks it kept are given back, so the crowded calls start empty.
void warm_up()
{
    std::mt19937_64 rng = test_support::make_rng(1);
    const graph small = random_graph(rng, 300);
    std::vector<float> d(300);
    std::vector<std::vector<float>> m(300, std::vector<float>(300));
    boost::gpu_dijkstra_shortest_paths(small, 0, gp::use_backend(gp::backend_kind::cuda, boost::distance_map(d.data())));
    boost::gpu_breadth_first_search(small, 0, gp::use_backend(gp::backend_kind::cuda, boost::distance_map(d.data())));
    boost::gpu_floyd_warshall_all_pairs(small, m, gp::use_backend(gp::backend_kind::cuda));
    gp::release_resources();
}

}  // namespace

BOOST_AUTO_TEST_CASE(floyd_warshall_goes_out_of_core_or_fails_clearly, *boost::unit_test::precondition(crowding_possible()))
{
    warm_up();
    std::mt19937_64 rng = test_support::make_rng(2);
    const std::size_t n = test_support::sized<std::size_t>(32768, 8192);
    const graph g = random_graph(rng, n);
    // What is left on the device: a quarter of the float matrix.
    const std::size_t leave_mib = n * n * sizeof(float) / 4 >> 20;
    std::vector<std::size_t> sampled;
    for (int i = 0; i < 4; ++i) sampled.push_back(std::uniform_int_distribution<std::size_t>(0, n - 1)(rng));
    std::vector<std::vector<float>> expected_rows;
    for (const std::size_t s : sampled) {
        std::vector<float> row(n);
        boost::dijkstra_shortest_paths(g, s, boost::distance_map(row.data()));
        expected_rows.push_back(row);
    }
    const float poison = -1.0f;
    std::vector<std::vector<float>> d(n, std::vector<float>(n, poison));
    held_device_memory crowd(leave_mib);
    for (const gp::backend_kind backend : {gp::backend_kind::cuda, gp::backend_kind::automatic}) {
        BOOST_TEST_CONTEXT("n = " << n << ", " << gp::to_string(backend))
        {
            gp::report r;
            try {
                // On device 0, the one the holder fills, whatever other devices there are.
                const bool ok = boost::gpu_floyd_warshall_all_pairs(
                    g, d, gp::report_to(r, gp::use_devices({0}, gp::use_backend(backend))));
                BOOST_TEST(ok);
                BOOST_TEST_MESSAGE(gp::to_string(backend) << ": " << r.method);
                if (r.backend == gp::backend_kind::cuda)
                    BOOST_TEST(r.method.find("out-of-core") != std::string::npos, "method: " << r.method);
                for (std::size_t i = 0; i < sampled.size(); ++i)
                    BOOST_TEST((d[sampled[i]] == expected_rows[i]), "row " << sampled[i] << " is not BGL's");
            } catch (const gp::device_memory_error& e) {
                BOOST_TEST_MESSAGE(gp::to_string(backend) << " refused: " << e.what());
                BOOST_TEST((backend == gp::backend_kind::cuda), "automatic refused: " << e.what());
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(searches_answer_or_fail_clearly, *boost::unit_test::precondition(crowding_possible()))
{
    warm_up();
    std::mt19937_64 rng = test_support::make_rng(3);
    const std::size_t n = test_support::sized<std::size_t>(std::size_t(1) << 21, std::size_t(1) << 18);
    const graph g = random_graph(rng, n);
    std::vector<float> expected(n);
    boost::dijkstra_shortest_paths(g, 0, boost::distance_map(expected.data()));
    std::vector<int> expected_hops(n, (std::numeric_limits<int>::max)());
    expected_hops[0] = 0;
    boost::breadth_first_search(g, 0, boost::visitor(boost::make_bfs_visitor(
                                          boost::record_distances(expected_hops.data(), boost::on_tree_edge()))));
    // Far less than the graph's arrays (about 12 bytes an edge on the device).
    held_device_memory crowd(16);
    for (const gp::backend_kind backend : {gp::backend_kind::cuda, gp::backend_kind::automatic}) {
        BOOST_TEST_CONTEXT("n = " << n << ", " << gp::to_string(backend))
        {
            std::vector<float> d(n, -1.0f);
            gp::report r;
            try {
                boost::gpu_dijkstra_shortest_paths(g, 0,
                                                   gp::report_to(r, gp::use_device(0, gp::use_backend(backend, boost::distance_map(d.data())))));
                BOOST_TEST_MESSAGE("dijkstra, " << gp::to_string(backend) << ": " << gp::to_string(r.backend) << ", " << r.method);
                BOOST_TEST((d == expected), "dijkstra: not BGL's distances");
            } catch (const gp::device_memory_error& e) {
                BOOST_TEST_MESSAGE("dijkstra, " << gp::to_string(backend) << " refused: " << e.what());
                BOOST_TEST((backend == gp::backend_kind::cuda), "automatic refused: " << e.what());
                BOOST_TEST(std::all_of(d.begin(), d.end(), [](float x) { return x == -1.0f; }),
                           "dijkstra refused after writing the distances");
            }
            std::vector<int> hops(n, -1);
            try {
                boost::gpu_breadth_first_search(g, 0,
                                                gp::report_to(r, gp::use_device(0, gp::use_backend(backend, boost::distance_map(hops.data())))));
                BOOST_TEST_MESSAGE("bfs, " << gp::to_string(backend) << ": " << gp::to_string(r.backend) << ", " << r.method);
                BOOST_TEST((hops == expected_hops), "bfs: not BGL's hops");
            } catch (const gp::device_memory_error& e) {
                BOOST_TEST_MESSAGE("bfs, " << gp::to_string(backend) << " refused: " << e.what());
                BOOST_TEST((backend == gp::backend_kind::cuda), "automatic refused: " << e.what());
                BOOST_TEST(std::all_of(hops.begin(), hops.end(), [](int x) { return x == -1; }),
                           "bfs refused after writing the hops");
            }
        }
    }
}
