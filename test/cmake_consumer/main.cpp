// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Uses the installed boost_gpu_paths package from outside the project: picks a backend and,
// when the package has it, runs gpu_floyd_warshall_all_pairs on a 3-vertex graph and checks
// it against BGL. Prints "consumer OK" on success, which .ci/run looks for.
#include <boost_gpu_paths/backend.hpp>

#include <iostream>

#if __has_include(<boost_gpu_paths/floyd_warshall.hpp>)
#include <boost_gpu_paths/floyd_warshall.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>

#include <vector>

// 0 -> 1 -> 2 is shorter than the direct edge 0 -> 2; nothing leaves 2.
static bool floyd_warshall_matches_bgl()
{
    using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                        boost::property<boost::edge_weight_t, int>>;
    graph g(3);
    boost::add_edge(0, 1, 4, g);
    boost::add_edge(1, 2, 3, g);
    boost::add_edge(0, 2, 10, g);

    std::vector<std::vector<int>> expected(3, std::vector<int>(3)), actual(3, std::vector<int>(3, -1));
    const bool expected_ok = boost::floyd_warshall_all_pairs_shortest_paths(g, expected);
    const bool actual_ok = boost::gpu_floyd_warshall_all_pairs(g, actual);
    std::cout << "consumer: gpu_floyd_warshall_all_pairs d(0,2) = " << actual[0][2] << ", BGL says "
              << expected[0][2] << "\n";
    return expected_ok == actual_ok && expected == actual;
}
#endif

int main()
{
    namespace gp = boost::gpu_paths;
    try {
        const gp::backend_kind backend = gp::resolve_backend();
        std::cout << "consumer: backend " << gp::to_string(backend) << " (" << gp::describe_cuda_device() << ")\n";
#if __has_include(<boost_gpu_paths/floyd_warshall.hpp>)
        if (!floyd_warshall_matches_bgl()) {
            std::cout << "consumer: gpu_floyd_warshall_all_pairs differs from BGL\n";
            return 1;
        }
#else
        std::cout << "consumer: this package has no floyd_warshall.hpp yet\n";
#endif
        std::cout << "consumer OK\n";
        return 0;
    } catch (const std::exception& error) {
        std::cout << "consumer: " << error.what() << "\n";
        return 1;
    }
}
