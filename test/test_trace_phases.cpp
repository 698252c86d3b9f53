// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Traced calls (stderr lines and NVTX ranges at once) on every path a call can take: the
// host backend, the CUDA one-block kernels and the CUDA many-block engines of each family.
// Each call must give BGL's answer and write one trace line; the NVTX ranges of the CUDA
// phases open and close on the way (without a profiler attached they record nothing, so
// what this checks is that tracing changes no result and breaks no path).

#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include "support/captured_stderr.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"

#include <cstdio>
#include <fstream>
#include <functional>
#include <iterator>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include <unistd.h>

namespace gp = boost::gpu_paths;

namespace {

using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, int>>;

using test_support::captured_stderr;

std::size_t trace_lines(const std::string& text)
{
    std::size_t count = 0;
    for (std::size_t at = text.find("boost_gpu_paths trace: "); at != std::string::npos;
         at = text.find("boost_gpu_paths trace: ", at + 1))
        ++count;
    return count;
}

graph random_graph(std::size_t n, std::size_t m, std::mt19937_64& rng)
{
    graph g(n);
    std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
    std::uniform_int_distribution<int> weight(1, 100);
    for (std::size_t e = 0; e < m; ++e) {
        const auto from = vertex(rng), to = vertex(rng);
        add_edge(from, to, weight(rng), g);
    }
    return g;
}

gp::options traced(gp::options tuning)
{
    tuning.trace = gp::trace_mode::stderr_lines | gp::trace_mode::nvtx;
    return tuning;
}

}  // namespace

BOOST_AUTO_TEST_CASE(single_source_searches_traced_on_every_path)
{
    auto rng = test_support::make_rng(1);
    for (std::size_t n : {std::size_t(40), std::size_t(3000)}) {
        const graph g = random_graph(n, 4 * n, rng);
        std::vector<int> bgl_dist(n);
        boost::dijkstra_shortest_paths(g, 0, boost::distance_map(&bgl_dist[0]));
        std::vector<unsigned> bgl_hops(n, ~0u);
        bgl_hops[0] = 0;
        boost::breadth_first_search(
            g, 0, boost::visitor(boost::make_bfs_visitor(boost::record_distances(&bgl_hops[0], boost::on_tree_edge()))));
        for (const auto& path : test_support::paths_under_test()) {
            BOOST_TEST_CONTEXT("n " << n << ", " << path.name)
            {
                const gp::options tuning = traced(path.tuning);
                std::vector<int> dist(n, -7);
                const std::string sssp_text = captured_stderr([&] {
                    boost::gpu_dijkstra_shortest_paths(
                        g, 0, gp::with_options(tuning, gp::use_backend(path.backend, boost::distance_map(&dist[0]))));
                });
                BOOST_TEST(trace_lines(sssp_text) == 1u, sssp_text);
                for (std::size_t v = 0; v < n; ++v)
                    BOOST_TEST(dist[v] == bgl_dist[v], "vertex " << v);

                std::vector<unsigned> hops(n, ~0u);
                hops[0] = 0;
                const std::string bfs_text = captured_stderr([&] {
                    boost::gpu_breadth_first_search(
                        g, 0,
                        gp::with_options(tuning, gp::use_backend(path.backend, boost::distance_map(&hops[0]))));
                });
                BOOST_TEST(trace_lines(bfs_text) == 1u, bfs_text);
                for (std::size_t v = 0; v < n; ++v)
                    BOOST_TEST(hops[v] == bgl_hops[v], "vertex " << v);
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(all_pairs_traced_on_every_path)
{
    auto rng = test_support::make_rng(2);
    for (std::size_t n : {std::size_t(12), std::size_t(200)}) {
        const graph g = random_graph(n, 5 * n, rng);
        const int inf = std::numeric_limits<int>::max();
        std::vector<std::vector<int>> expected(n, std::vector<int>(n));
        boost::floyd_warshall_all_pairs_shortest_paths(g, expected);
        for (const auto& path : test_support::paths_under_test()) {
            BOOST_TEST_CONTEXT("n " << n << ", " << path.name)
            {
                const gp::options tuning = traced(path.tuning);
                std::vector<std::vector<int>> fw(n, std::vector<int>(n, -7)), all(n, std::vector<int>(n, -7));
                std::string text = captured_stderr([&] {
                    BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(
                        g, fw, gp::with_options(tuning, gp::use_backend(path.backend))));
                });
                BOOST_TEST(trace_lines(text) == 1u, text);
                text = captured_stderr([&] {
                    BOOST_TEST(boost::gpu_dijkstra_all(g, all, gp::with_options(tuning, gp::use_backend(path.backend))));
                });
                BOOST_TEST(trace_lines(text) == 1u, text);
                for (std::size_t i = 0; i < n; ++i)
                    for (std::size_t j = 0; j < n; ++j) {
                        BOOST_TEST(fw[i][j] == expected[i][j], i << " -> " << j);
                        BOOST_TEST(all[i][j] == expected[i][j], i << " -> " << j << " (inf " << inf << ")");
                    }
            }
        }
    }
}
