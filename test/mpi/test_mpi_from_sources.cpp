// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The distributed many-source calls (distributed.hpp) under mpiexec, on any number of
// ranks: every source's row reaches exactly one rank and equals BGL's search from it on
// that rank; every rank throws the same error where one fails, before any row where the
// inputs are invalid. One seed for all ranks (rank 0 draws it, or BOOST_GPU_PATHS_TEST_SEED
// replays one); each rank checks what it received, and the ranks add up their verdicts.
#include <boost_gpu_paths/distributed.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/visitors.hpp>

#include <mpi.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

int rank = 0, ranks = 1;
int failures = 0;

void expect(bool ok, const std::string& what)
{
    if (ok) return;
    ++failures;
    std::fprintf(stderr, "rank %d: FAILED: %s\n", rank, what.c_str());
}

template <class Directed, class W>
using graph_of = boost::adjacency_list<boost::vecS, boost::vecS, Directed, boost::no_property,
                                       boost::property<boost::edge_weight_t, W>>;

template <class Graph, class W>
Graph random_graph(std::mt19937_64& rng, std::size_t n, std::size_t m, W low, W high)
{
    Graph g(n);
    std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
    for (std::size_t e = 0; e < m; ++e) {
        W w;
        if constexpr (std::is_integral<W>::value)
            w = std::uniform_int_distribution<W>(low, high)(rng);
        else
            w = std::uniform_real_distribution<W>(low, high)(rng);
        add_edge(vertex(rng), vertex(rng), w, g);
    }
    return g;
}

// Every position handed to exactly one rank: the ranks' counts added up.
void expect_each_position_once(const std::vector<int>& mine, const std::string& what)
{
    std::vector<int> total(mine.size());
    MPI_Allreduce(mine.data(), total.data(), static_cast<int>(mine.size()), MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    for (std::size_t i = 0; i < total.size(); ++i)
        if (total[i] != 1) {
            expect(false, what + ": position " + std::to_string(i) + " was handed to " + std::to_string(total[i]) +
                              " ranks");
            return;
        }
}

template <class Graph, class D, class Params>
void dijkstra_rows_match_bgl(const Graph& g, const std::vector<std::size_t>& sources, D inf, const Params& params,
                             const std::string& what)
{
    const std::size_t n = num_vertices(g);
    std::vector<int> handed(sources.size());
    std::vector<D> expected(n);
    boost::gpu_dijkstra_from_sources(g, sources.begin(), sources.end(),
                                     [&](std::size_t position, std::size_t source, const D* row) {
                                         ++handed.at(position);
                                         expect(source == sources[position], what + ": source of a position");
                                         boost::dijkstra_shortest_paths(
                                             g, source, boost::distance_map(expected.data()).distance_inf(inf));
                                         for (std::size_t v = 0; v < n; ++v)
                                             if (row[v] != expected[v]) {
                                                 expect(false, what + ": distance from " + std::to_string(source) +
                                                                   " to " + std::to_string(v));
                                                 return;
                                             }
                                     },
                                     gp::on_communicator(MPI_COMM_WORLD, params.distance_inf(inf)));
    expect_each_position_once(handed, what);
}

template <class Graph, class Params>
void bfs_rows_match_bgl(const Graph& g, const std::vector<std::size_t>& sources, const Params& params,
                        const std::string& what)
{
    const std::size_t n = num_vertices(g);
    std::vector<int> handed(sources.size());
    boost::gpu_breadth_first_search_from_sources(
        g, sources.begin(), sources.end(),
        [&](std::size_t position, std::size_t source, const int* row) {
            ++handed.at(position);
            std::vector<int> hops(n, (std::numeric_limits<int>::max)());
            hops[source] = 0;
            boost::breadth_first_search(
                g, source, boost::visitor(boost::make_bfs_visitor(boost::record_distances(hops.data(), boost::on_tree_edge()))));
            for (std::size_t v = 0; v < n; ++v)
                if (row[v] != hops[v]) {
                    expect(false, what + ": hops from " + std::to_string(source) + " to " + std::to_string(v));
                    return;
                }
        },
        gp::on_communicator(MPI_COMM_WORLD, params));
    expect_each_position_once(handed, what);
}

// The call throws Expected on every rank.
template <class Expected, class Call>
void expect_throw_everywhere(Call call, const std::string& what)
{
    bool threw = false;
    try {
        call();
    } catch (const Expected&) {
        threw = true;
    } catch (const std::exception& e) {
        expect(false, what + ": threw another exception: " + e.what());
        return;
    }
    expect(threw, what + ": did not throw");
}

void run_cases(std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    using directed_int = graph_of<boost::directedS, int>;
    using undirected_double = graph_of<boost::undirectedS, double>;
    std::vector<gp::backend_kind> backends{gp::backend_kind::host, gp::backend_kind::automatic};
    if (gp::cuda_device_available()) backends.push_back(gp::backend_kind::cuda);

    for (gp::backend_kind backend : backends) {
        const std::string on = std::string(" (") + gp::to_string(backend) + ")";
        const auto params = gp::use_backend(backend, boost::vertex_index_map(boost::identity_property_map()));

        // Every vertex as a source, then some again: each repeat is a position of its own.
        const directed_int g = random_graph<directed_int, int>(rng, 300, 1500, 0, 100);
        std::vector<std::size_t> sources(num_vertices(g));
        for (std::size_t v = 0; v < sources.size(); ++v) sources[v] = v;
        for (int repeat = 0; repeat < 7; ++repeat) sources.push_back(rng() % num_vertices(g));
        dijkstra_rows_match_bgl(g, sources, (std::numeric_limits<int>::max)(), params, "directed int" + on);
        bfs_rows_match_bgl(g, sources, params, "directed BFS" + on);

        // Undirected, fractional weights, a distance_inf of the caller's and a part of the
        // graph no source in the other part reaches.
        undirected_double u = random_graph<undirected_double, double>(rng, 120, 200, 0.5, 9.5);
        for (std::size_t v = 0; v < 40; ++v) add_edge(120 + v, 120 + (v + 1) % 40, 1.25, u);
        std::vector<std::size_t> few{0, 130, 5, 159, 77};
        dijkstra_rows_match_bgl(u, few, 1e12, params, "undirected double" + on);

        // No sources: no row, no error.
        const std::vector<std::size_t> none;
        dijkstra_rows_match_bgl(g, none, (std::numeric_limits<int>::max)(), params, "no sources" + on);

        // Invalid inputs: every rank throws, before any row.
        int rows_seen = 0;
        auto count_rows = [&](std::size_t, std::size_t, const int*) { ++rows_seen; };
        std::vector<std::size_t> outside{3, num_vertices(g) + 5};
        expect_throw_everywhere<gp::invalid_input>(
            [&] {
                boost::gpu_dijkstra_from_sources(g, outside.begin(), outside.end(), count_rows,
                                                 gp::on_communicator(MPI_COMM_WORLD, params));
            },
            "a source outside the graph" + on);
        directed_int negative = g;
        add_edge(4, 9, -1, negative);
        expect_throw_everywhere<boost::negative_edge>(
            [&] {
                boost::gpu_dijkstra_from_sources(negative, sources.begin(), sources.end(), count_rows,
                                                 gp::on_communicator(MPI_COMM_WORLD, params));
            },
            "a negative weight" + on);
        expect(rows_seen == 0, "rows handed out before an invalid input's error" + on);

        // A callback that throws at position 0, on whichever rank gets it: that rank
        // rethrows its own exception, the others a remote_error naming it; a library error
        // is thrown as such everywhere.
        int thrower = -1;
        auto throw_at_first = [&](auto make_error) {
            return [&thrower, make_error](std::size_t position, std::size_t, const int*) {
                if (position != 0) return;
                thrower = rank;
                throw make_error();
            };
        };
        auto agreed_thrower = [&] {
            int found = -1;
            MPI_Allreduce(&thrower, &found, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
            thrower = -1;
            return found;
        };
        bool own = false, remote = false;
        int remote_rank = -2;
        try {
            boost::gpu_dijkstra_from_sources(g, sources.begin(), sources.end(),
                                             throw_at_first([] { return std::out_of_range("the callback's own"); }),
                                             gp::on_communicator(MPI_COMM_WORLD, params));
        } catch (const std::out_of_range& e) {
            own = std::string(e.what()) == "the callback's own";
        } catch (const gp::remote_error& e) {
            remote = std::string(e.what()).find("the callback's own") != std::string::npos;
            remote_rank = e.rank();
        }
        const int first_thrower = agreed_thrower();
        expect(first_thrower >= 0, "the callback was given position 0" + on);
        expect(rank == first_thrower ? own : remote && remote_rank == first_thrower,
               "a callback's exception on one rank" + on);
        expect_throw_everywhere<gp::invalid_input>(
            [&] {
                boost::gpu_dijkstra_from_sources(g, sources.begin(), sources.end(),
                                                 throw_at_first([] { return gp::invalid_input("refused row"); }),
                                                 gp::on_communicator(MPI_COMM_WORLD, params));
            },
            "a callback's invalid_input on one rank" + on);
        (void)agreed_thrower();
    }
}

}  // namespace

int main(int argc, char** argv)
{
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    unsigned long long seed = 0;
    if (rank == 0) {
        const char* replay = std::getenv("BOOST_GPU_PATHS_TEST_SEED");
        seed = replay ? std::strtoull(replay, nullptr, 10) : std::random_device{}();
        std::printf("test_mpi_from_sources: %d ranks, random seed %llu; replay with BOOST_GPU_PATHS_TEST_SEED=%llu\n",
                    ranks, seed, seed);
    }
    MPI_Bcast(&seed, 1, MPI_UNSIGNED_LONG_LONG, 0, MPI_COMM_WORLD);
    try {
        run_cases(seed);
    } catch (const std::exception& e) {
        expect(false, std::string("uncaught: ") + e.what());
    }
    int total = 0;
    MPI_Allreduce(&failures, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0) std::printf("test_mpi_from_sources: %s (%d failures over %d ranks)\n", total ? "FAILED" : "ok", total, ranks);
    MPI_Finalize();
    return total ? 1 : 0;
}
