// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_dijkstra_from_sources and gpu_breadth_first_search_from_sources against
// boost::dijkstra_shortest_paths and boost::breadth_first_search from each source, on
// random graphs with unreachable parts, in matrix and callback form, with repeated
// sources, an empty source list and a device memory cap small enough for many batches.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dijkstra.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/visitors.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

namespace gp = boost::gpu_paths;
using test_support::paths_under_test;

namespace {

template <class W>
using weighted_graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                             boost::property<boost::edge_weight_t, W>>;
using vertex = std::size_t;

// A random directed graph of n vertices whose last eighth no edge enters (unreachable from
// the others), weights in [0, 100] (zero weights included).
template <class W>
weighted_graph<W> random_graph(std::size_t n, std::size_t m, std::mt19937_64& rng)
{
    weighted_graph<W> g(n);
    const std::size_t reachable = n - n / 8;
    std::uniform_int_distribution<std::size_t> from(0, n - 1), to(0, reachable - 1);
    std::uniform_int_distribution<int> weight(0, 100);
    for (std::size_t e = 0; e < m; ++e) {
        W w = static_cast<W>(weight(rng));
        if (std::is_floating_point<W>::value) w = w / W(8);
        const auto source = from(rng);
        add_edge(source, to(rng), w, g);
    }
    return g;
}

std::vector<vertex> random_sources(std::size_t n, std::size_t k, std::mt19937_64& rng)
{
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    std::vector<vertex> sources;
    for (std::size_t i = 0; i < k; ++i) sources.push_back(pick(rng));
    if (k > 2) sources[k - 1] = sources[0];  // a repeated source
    return sources;
}

template <class D, class Graph>
std::vector<D> bgl_dijkstra_row(const Graph& g, vertex s, D inf)
{
    std::vector<D> d(num_vertices(g));
    boost::dijkstra_shortest_paths(g, s, boost::distance_map(d.data()).distance_inf(inf));
    return d;
}

template <class D, class Graph>
std::vector<D> bgl_bfs_row(const Graph& g, vertex s, D inf)
{
    std::vector<D> d(num_vertices(g), inf);
    d[s] = 0;
    boost::breadth_first_search(
        g, s, boost::visitor(boost::make_bfs_visitor(boost::record_distances(d.data(), boost::on_tree_edge()))));
    return d;
}

template <class D>
std::size_t compare_row(const std::vector<D>& expected, const D* row, const std::string& what)
{
    std::size_t errors = 0;
    for (std::size_t v = 0; v < expected.size(); ++v) {
        // Float sums may differ in rounding where two paths tie.
        const bool same = expected[v] == row[v] ||
                          (std::is_floating_point<D>::value && std::isfinite(double(expected[v])) &&
                           expected[v] != (std::numeric_limits<D>::max)() &&
                           std::abs(double(expected[v]) - double(row[v])) <= 1e-5 * (1 + std::abs(double(expected[v]))));
        if (!same && errors++ < 5)
            BOOST_ERROR(what << ": vertex " << v << " expected " << expected[v] << ", got " << row[v]);
    }
    return errors;
}

// Both forms of both drop-ins on every path under test, checked row by row.
template <class W>
void check_case(std::size_t n, std::size_t m, std::size_t k, std::uint64_t salt, const gp::options& tuning)
{
    std::mt19937_64 rng = test_support::make_rng(salt);
    const weighted_graph<W> g = random_graph<W>(n, m, rng);
    const std::vector<vertex> sources = random_sources(n, k, rng);
    const W inf = (std::numeric_limits<W>::max)();
    std::vector<std::vector<W>> dijkstra_expected;
    std::vector<std::vector<int>> bfs_expected;
    for (vertex s : sources) {
        dijkstra_expected.push_back(bgl_dijkstra_row<W>(g, s, inf));
        bfs_expected.push_back(bgl_bfs_row<int>(g, s, (std::numeric_limits<int>::max)()));
    }
    for (const auto& path : paths_under_test(tuning)) {
        const std::string label = "n " + std::to_string(n) + ", k " + std::to_string(k) + " [" + path.name + "]";
        const auto params = gp::with_options(path.tuning, gp::use_backend(path.backend));

        std::vector<std::vector<W>> matrix(k, std::vector<W>(n, W(-7)));
        gp::report report;
        boost::gpu_dijkstra_from_sources(g, sources.begin(), sources.end(), matrix, gp::report_to(report, params));
        std::size_t errors = 0;
        for (std::size_t i = 0; i < k; ++i)
            errors += compare_row(dijkstra_expected[i], matrix[i].data(), label + " dijkstra matrix row " + std::to_string(i));
        BOOST_TEST(errors == 0u);
        if (path.backend == gp::backend_kind::cuda && tuning.device_memory_cap_mib != 0)
            BOOST_TEST(report.peak_device_bytes <= (tuning.device_memory_cap_mib << 20), label << ": " << report.method);

        std::vector<int> seen(k, 0);
        errors = 0;
        boost::gpu_breadth_first_search_from_sources(
            g, sources.begin(), sources.end(),
            [&](std::size_t position, vertex source, const int* row) {
                BOOST_REQUIRE(position < k);
                BOOST_TEST(source == sources[position]);
                ++seen[position];
                errors += compare_row(bfs_expected[position], row, label + " bfs callback row " + std::to_string(position));
            },
            params);
        BOOST_TEST(errors == 0u);
        for (std::size_t i = 0; i < k; ++i) BOOST_TEST(seen[i] == 1, label << ": bfs row " << i << " handed " << seen[i] << " times");

        // The other two combinations: a Dijkstra callback (D from distance_inf) and a BFS matrix.
        std::vector<std::size_t> dijkstra_seen(k, 0);
        errors = 0;
        const double double_inf = std::numeric_limits<double>::infinity();
        boost::gpu_dijkstra_from_sources(
            g, sources.begin(), sources.end(),
            [&](std::size_t position, vertex, const double* row) {
                ++dijkstra_seen.at(position);
                std::vector<double> expected(n);
                for (std::size_t v = 0; v < n; ++v)
                    expected[v] = dijkstra_expected[position][v] == inf ? double_inf : double(dijkstra_expected[position][v]);
                errors += compare_row(expected, row, label + " dijkstra callback row " + std::to_string(position));
            },
            params.distance_inf(double_inf));
        BOOST_TEST(errors == 0u);
        for (std::size_t i = 0; i < k; ++i) BOOST_TEST(dijkstra_seen[i] == 1u);

        std::vector<std::vector<std::int64_t>> hops(k, std::vector<std::int64_t>(n, -7));
        boost::gpu_breadth_first_search_from_sources(g, sources.begin(), sources.end(), hops, params);
        errors = 0;
        for (std::size_t i = 0; i < k; ++i) {
            std::vector<std::int64_t> expected(bfs_expected[i].begin(), bfs_expected[i].end());
            for (auto& x : expected)
                if (x == (std::numeric_limits<int>::max)()) x = (std::numeric_limits<std::int64_t>::max)();
            errors += compare_row(expected, hops[i].data(), label + " bfs matrix row " + std::to_string(i));
        }
        BOOST_TEST(errors == 0u);
    }
}

}  // namespace

BOOST_AUTO_TEST_CASE(random_graphs_every_weight_type)
{
    const gp::options tuning = gp::default_options();
    check_case<int>(300, 1200, 40, 1, tuning);
    check_case<std::int64_t>(250, 1000, 17, 2, tuning);
    check_case<float>(200, 900, 30, 3, tuning);
    check_case<double>(310, 1500, 25, 4, tuning);
    check_case<int>(1, 0, 3, 5, tuning);
}

BOOST_AUTO_TEST_CASE(tiny_cap_forces_many_batches)
{
    gp::options tuning = gp::default_options();
    tuning.device_memory_cap_mib = 1;
    check_case<int>(test_support::sized<std::size_t>(3000, 1500), 12000, 150, 6, tuning);
}

// Distance types whose default inf does not fit the searches' own type (hop counts run in
// int32; unsigned 64-bit distances in int64): std::size_t, unsigned and double hop counts,
// and an unsigned 64-bit all-pairs matrix, against BGL; unreached vertices hold inf.
template <class D>
void check_hop_rows(const weighted_graph<int>& g, const std::vector<vertex>& sources, const std::string& type)
{
    const std::size_t n = num_vertices(g);
    const D inf = (std::numeric_limits<D>::max)();
    for (const auto& path : paths_under_test()) {
        std::vector<std::vector<D>> rows(sources.size(), std::vector<D>(n, D(7)));
        boost::gpu_breadth_first_search_from_sources(g, sources.begin(), sources.end(), rows,
                                                     gp::with_options(path.tuning, gp::use_backend(path.backend)));
        std::size_t errors = 0;
        for (std::size_t i = 0; i < sources.size(); ++i)
            errors += compare_row(bgl_bfs_row<D>(g, sources[i], inf), rows[i].data(),
                                  "bfs rows of " + type + " [" + path.name + "]");
        BOOST_TEST(errors == 0u);
    }
}

BOOST_AUTO_TEST_CASE(unsigned_and_floating_distance_types)
{
    std::mt19937_64 rng = test_support::make_rng(9);
    const weighted_graph<int> g = random_graph<int>(120, 400, rng);
    const std::vector<vertex> sources = random_sources(120, 6, rng);
    check_hop_rows<std::size_t>(g, sources, "std::size_t");
    check_hop_rows<unsigned>(g, sources, "unsigned");
    check_hop_rows<double>(g, sources, "double");
    check_hop_rows<float>(g, sources, "float");

    using matrix = std::vector<std::vector<std::uint64_t>>;
    const std::uint64_t inf = (std::numeric_limits<std::uint64_t>::max)();
    for (const auto& path : paths_under_test()) {
        matrix all(120, std::vector<std::uint64_t>(120, 7));
        boost::gpu_dijkstra_all(g, all, gp::with_options(path.tuning, gp::use_backend(path.backend)));
        std::size_t errors = 0;
        for (vertex s = 0; s < 120; ++s)
            errors += compare_row(bgl_dijkstra_row<std::uint64_t>(g, s, inf), all[s].data(),
                                  "gpu_dijkstra_all into std::uint64_t [" + path.name + "]");
        BOOST_TEST(errors == 0u);
    }
}

BOOST_AUTO_TEST_CASE(empty_source_list_writes_nothing)
{
    std::mt19937_64 rng = test_support::make_rng(7);
    const weighted_graph<int> g = random_graph<int>(50, 200, rng);
    const std::vector<vertex> none;
    for (const auto& path : paths_under_test()) {
        std::vector<std::vector<int>> matrix(2, std::vector<int>(50, -7));
        bool called = false;
        const auto params = gp::with_options(path.tuning, gp::use_backend(path.backend));
        boost::gpu_dijkstra_from_sources(g, none.begin(), none.end(), matrix, params);
        boost::gpu_breadth_first_search_from_sources(g, none.begin(), none.end(),
                                                     [&](std::size_t, vertex, const int*) { called = true; }, params);
        BOOST_TEST(!called);
        for (const auto& row : matrix)
            for (int x : row) BOOST_TEST(x == -7);
    }
}

BOOST_AUTO_TEST_CASE(bad_input_is_refused_before_anything_is_written)
{
    std::mt19937_64 rng = test_support::make_rng(8);
    weighted_graph<int> g = random_graph<int>(40, 100, rng);
    const std::vector<vertex> sources{1, 2, 3};
    std::vector<std::vector<int>> short_matrix(2, std::vector<int>(40, -7));
    BOOST_CHECK_THROW(boost::gpu_dijkstra_from_sources(g, sources.begin(), sources.end(), short_matrix),
                      gp::invalid_input);
    std::vector<std::vector<int>> narrow(3, std::vector<int>(39, -7));
    BOOST_CHECK_THROW(boost::gpu_breadth_first_search_from_sources(g, sources.begin(), sources.end(), narrow),
                      gp::invalid_input);
    const std::vector<vertex> outside{1, 40};
    std::vector<std::vector<int>> matrix(2, std::vector<int>(40, -7));
    BOOST_CHECK_THROW(boost::gpu_dijkstra_from_sources(g, outside.begin(), outside.end(), matrix), gp::invalid_input);
    for (const auto& row : matrix)
        for (int x : row) BOOST_TEST(x == -7);
    add_edge(0, 1, -1, g);
    BOOST_CHECK_THROW(boost::gpu_dijkstra_from_sources(g, sources.begin(), sources.end(), matrix), boost::negative_edge);
    for (const auto& row : matrix)
        for (int x : row) BOOST_TEST(x == -7);
}
