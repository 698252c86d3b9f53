// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Which devices gpu_floyd_warshall_all_pairs runs on, against BGL's distances: with no
// devices named, every visible GPU for distances alone from closure.multi_gpu_from
// vertices (one device with predecessors, or where one GPU is visible); and named devices
// whose row bands do not fit their memory (device_memory_cap_mib) leave the call to one
// device. CUDA only: the host backend ignores devices.
#include <boost/test/unit_test.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>

#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, float>>;

// G(n, 4n), whole-number weights 0..49 (sums exact in any order), some vertices without
// out-edges.
graph random_graph(std::uint64_t salt, std::size_t n)
{
    auto rng = test_support::make_rng(salt);
    graph g(n);
    for (std::size_t e = 0; e < 4 * n; ++e) {
        const std::size_t a = rng() % n, b = rng() % n;
        if (a % 5 == 4) continue;
        add_edge(a, b, static_cast<float>(rng() % 50), g);
    }
    return g;
}

std::vector<std::vector<float>> bgl_distances(const graph& g)
{
    const std::size_t n = num_vertices(g);
    std::vector<std::vector<float>> d(n, std::vector<float>(n));
    BOOST_TEST_REQUIRE(boost::floyd_warshall_all_pairs_shortest_paths(g, d));
    return d;
}

bool ran_in_row_bands(const gp::report& r) { return r.method.find("row bands") != std::string::npos; }

}  // namespace

BOOST_AUTO_TEST_CASE(no_devices_named, *boost::unit_test::precondition(test_support::gpu_present()))
{
    const int visible = gp::cuda_device_count();
    const std::size_t n = 300;
    const graph g = random_graph(1, n);
    const auto expected = bgl_distances(g);
    gp::options tuning;
    tuning.closure.multi_gpu_from = 256;

    // Distances alone: every visible GPU where there are two or more.
    std::vector<std::vector<float>> d(n, std::vector<float>(n, -1.0f));
    gp::report r;
    boost::gpu_floyd_warshall_all_pairs(
        g, d, gp::report_to(r, gp::with_options(tuning, gp::use_backend(gp::backend_kind::cuda))));
    BOOST_TEST((d == expected));
    BOOST_TEST(r.devices.size() == std::size_t(visible >= 2 ? visible : 1), r.method);
    BOOST_TEST(ran_in_row_bands(r) == (visible >= 2), r.method);

    // Below multi_gpu_from: one device.
    tuning.closure.multi_gpu_from = 301;
    std::vector<std::vector<float>> below(n, std::vector<float>(n, -1.0f));
    gp::report r_below;
    boost::gpu_floyd_warshall_all_pairs(
        g, below, gp::report_to(r_below, gp::with_options(tuning, gp::use_backend(gp::backend_kind::cuda))));
    BOOST_TEST((below == expected));
    BOOST_TEST(r_below.devices.size() == 1u, r_below.method);
    BOOST_TEST(!ran_in_row_bands(r_below), r_below.method);

    // With predecessors: one device, whose derived predecessors outrun the bands'.
    tuning.closure.multi_gpu_from = 256;
    std::vector<std::vector<float>> dp(n, std::vector<float>(n, -1.0f));
    std::vector<std::vector<std::size_t>> p(n, std::vector<std::size_t>(n, n + 7));
    gp::report r_paths;
    boost::gpu_floyd_warshall_all_pairs(
        g, dp,
        gp::predecessor_matrix(p, gp::report_to(r_paths, gp::with_options(tuning, gp::use_backend(gp::backend_kind::cuda)))));
    BOOST_TEST((dp == expected));
    BOOST_TEST(r_paths.devices.size() == 1u, r_paths.method);
    BOOST_TEST(!ran_in_row_bands(r_paths), r_paths.method);
}

BOOST_AUTO_TEST_CASE(bands_over_the_memory_cap_leave_one_device,
                     *boost::unit_test::precondition(test_support::gpu_present()))
{
    const std::size_t n = 512;
    const graph g = random_graph(2, n);
    const auto expected = bgl_distances(g);
    gp::options tuning;
    tuning.closure.multi_gpu = gp::closure_options::multi_gpu_mode::always;
    // Device 0 named twice holds both bands, their panels and pivot closers: well over the
    // half of 4 MiB that a call may use, while one device closes the 1 MiB matrix in core.
    tuning.device_memory_cap_mib = 4;
    std::vector<std::vector<float>> d(n, std::vector<float>(n, -1.0f));
    gp::report r;
    boost::gpu_floyd_warshall_all_pairs(
        g, d,
        gp::report_to(r, gp::with_options(tuning, gp::use_devices({0, 0}, gp::use_backend(gp::backend_kind::cuda)))));
    BOOST_TEST((d == expected));
    BOOST_TEST(!ran_in_row_bands(r), r.method);

    // Without the cap the same call runs in row bands.
    tuning.device_memory_cap_mib = 0;
    std::vector<std::vector<float>> banded(n, std::vector<float>(n, -1.0f));
    gp::report r_banded;
    boost::gpu_floyd_warshall_all_pairs(
        g, banded,
        gp::report_to(r_banded,
                      gp::with_options(tuning, gp::use_devices({0, 0}, gp::use_backend(gp::backend_kind::cuda)))));
    BOOST_TEST((banded == expected));
    BOOST_TEST(ran_in_row_bands(r_banded), r_banded.method);
}
