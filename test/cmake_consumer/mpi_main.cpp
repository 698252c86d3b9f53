// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A user's program of the installed boost_gpu_paths_mpi: hop counts from every vertex of a
// path 0 -> 1 -> ... -> 5, dealt over the ranks; rank 0 prints "mpi consumer OK" when the
// ranks together received every row, each right.
#include <boost_gpu_paths/distributed.hpp>

#include <boost/graph/adjacency_list.hpp>

#include <mpi.h>

#include <cstdio>
#include <vector>

int main(int argc, char** argv)
{
    MPI_Init(&argc, &argv);
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
    const int n = 6;
    graph g(n);
    for (int v = 0; v + 1 < n; ++v) add_edge(v, v + 1, g);
    std::vector<int> sources{0, 1, 2, 3, 4, 5};
    int right = 0;
    boost::gpu_breadth_first_search_from_sources(
        g, sources.begin(), sources.end(),
        [&](std::size_t, std::size_t source, const int* hops) {
            bool ok = true;
            for (int v = 0; v < n; ++v) ok = ok && (v >= static_cast<int>(source) ? hops[v] == v - int(source) : hops[v] == 2147483647);
            right += ok ? 1 : 0;
        },
        boost::gpu_paths::on_communicator(MPI_COMM_WORLD));
    int total = 0;
    MPI_Reduce(&right, &total, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0) std::printf(total == n ? "mpi consumer OK\n" : "mpi consumer FAILED\n");
    MPI_Finalize();
    return 0;
}
