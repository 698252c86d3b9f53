// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The first call of a process against BGL's call in the same process.
//
// One process makes one drop-in call as a BGL user's program would, the first call of the
// library in it (nothing before it starts the GPU), then BGL's own call on the same graph,
// then the drop-in again (the warm call, for comparison). Each is timed once by the wall
// clock: the first call is, by its nature, not repeatable within a process, so
// scripts/first-call-sweep runs this program afresh for each row and repeat.
//
//   bench_first_call --algorithm=sssp|bfs|fw|allpairs|bellman-ford|dag --n=N
//                    [--backend=auto|host|cuda] [--bgl=off|first]
// --bgl=first makes BGL's call before the drop-in's (which is still the library's first),
// so that neither order's share of the process's own first touches favours one side;
// scripts/first-call-sweep alternates the two.
// --bgl=off leaves BGL's call out (rows that only compare our backends at sizes where BGL's
// call would take long); such a row's results are compared with nothing (same -1).
//
// The graph is bench_whole_call's: adjacency_list<vecS, vecS, directedS, no_property,
// property<edge_weight_t, int>>, G(n, 4n), weights 1..100 (shifted by a potential for
// bellman-ford, edges from lower to higher vertex for dag). speed = BGL's time over the
// first call's (1.0 is parity, more is faster).
#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/bellman_ford.hpp>
#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dag_shortest_paths.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/bellman_ford_shortest_paths.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dag_shortest_paths.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>
#include <boost/graph/johnson_all_pairs_shortest.hpp>

#include "support/report.hpp"
#include "support/whole_call.hpp"

#include <sys/resource.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

using bench::recorders;
using bench::vertex_map;

using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, int>>;
using vertex = boost::graph_traits<graph>::vertex_descriptor;

// kind: plain, shifted (a potential makes some weights negative, no negative cycle), dag.
graph make_graph(std::size_t n, const std::string& kind)
{
    std::mt19937_64 rng(17 + n);
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    std::uniform_int_distribution<int> weight(kind == "dag" ? -20 : 1, 100);
    std::uniform_int_distribution<int> height(0, 150);
    std::vector<int> h(n);
    for (int& x : h) x = kind == "shifted" ? height(rng) : 0;
    graph g(n);
    for (std::size_t e = 0; e < 4 * n; ++e) {
        std::size_t u = pick(rng), v = pick(rng);
        if (kind == "dag") {
            if (u == v) continue;
            if (u > v) std::swap(u, v);
        }
        add_edge(u, v, weight(rng) + h[v] - h[u], g);
    }
    return g;
}

bool with_bgl = true;
bool bgl_first = false;

// Minor page faults of this process so far: the first call's share of them is the code
// and memory it touches for the first time, much of a small first call's time.
long minor_faults()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_minflt;
}

struct times {
    double first_ms = 0, bgl_ms = 0, warm_ms = 0;
    long first_faults = 0, bgl_faults = 0;  // minor page faults during each call
    int same = -1;  // 1: equal to BGL's, 0: not, -1: not compared
    gp::report report;  // the warm call's
};

// ours(params) makes the drop-in call with extra named parameters; bgl() BGL's.
template <class Ours, class Bgl, class Same>
times run(Ours ours, Bgl bgl, Same same, gp::backend_kind backend)
{
    times t;
    const auto timed_bgl = [&] {
        const long before = minor_faults();
        t.bgl_ms = bench::wall_ms(bgl);
        t.bgl_faults = minor_faults() - before;
    };
    if (bgl_first) timed_bgl();
    const long before = minor_faults();
    t.first_ms = bench::wall_ms([&] { ours(gp::use_backend(backend)); });
    t.first_faults = minor_faults() - before;
    if (with_bgl) {
        if (!bgl_first) timed_bgl();
        t.same = same() ? 1 : 0;
    }
    t.warm_ms = bench::wall_ms([&] { ours(gp::use_backend(backend)); });
    ours(gp::report_to(t.report, gp::use_backend(backend)));
    return t;
}

times measure(const std::string& algorithm, std::size_t n, gp::backend_kind backend)
{
    const vertex s = 0;
    if (algorithm == "sssp" || algorithm == "dag" || algorithm == "bellman-ford") {
        const graph g = make_graph(n, algorithm == "sssp" ? "plain" : algorithm == "dag" ? "dag" : "shifted");
        std::vector<int> bd(n), gd(n);
        std::vector<vertex> bp(n), gpp(n);
        const auto ours = [&](const auto& extra) {
            if (algorithm == "sssp") {
                boost::gpu_dijkstra_shortest_paths(g, s, extra.distance_map(vertex_map(gd, g)).predecessor_map(vertex_map(gpp, g)));
            } else if (algorithm == "dag") {
                boost::gpu_dag_shortest_paths(g, s, extra.distance_map(vertex_map(gd, g)).predecessor_map(vertex_map(gpp, g)));
            } else {
                boost::gpu_bellman_ford_shortest_paths(
                    g, extra.root_vertex(s).distance_map(vertex_map(gd, g)).predecessor_map(vertex_map(gpp, g)));
            }
        };
        const auto bgl = [&] {
            const auto params = boost::distance_map(vertex_map(bd, g)).predecessor_map(vertex_map(bp, g));
            if (algorithm == "sssp") boost::dijkstra_shortest_paths(g, s, params);
            else if (algorithm == "dag") boost::dag_shortest_paths(g, s, params);
            else boost::bellman_ford_shortest_paths(g, boost::root_vertex(s).distance_map(vertex_map(bd, g)).predecessor_map(vertex_map(bp, g)));
        };
        return run(ours, bgl, [&] { return bd == gd; }, backend);
    }
    if (algorithm == "bfs") {
        const graph g = make_graph(n, "plain");
        std::vector<std::size_t> bd(n, 0), gd(n, 0);
        std::vector<vertex> bp(n), gpp(n);
        auto bgl_visitor = recorders(bd, bp, g);
        auto our_visitor = recorders(gd, gpp, g);
        const auto ours = [&](const auto& extra) { boost::gpu_breadth_first_search(g, s, extra.visitor(our_visitor)); };
        const auto bgl = [&] { boost::breadth_first_search(g, s, boost::visitor(bgl_visitor)); };
        return run(ours, bgl, [&] { return bd == gd; }, backend);
    }
    const graph g = make_graph(n, "plain");
    std::vector<std::vector<int>> bd(n, std::vector<int>(n)), gd(n, std::vector<int>(n));
    if (algorithm == "fw") {
        const auto ours = [&](const auto& extra) { boost::gpu_floyd_warshall_all_pairs(g, gd, extra); };
        const auto bgl = [&] { boost::floyd_warshall_all_pairs_shortest_paths(g, bd); };
        return run(ours, bgl, [&] { return bd == gd; }, backend);
    }
    const auto ours = [&](const auto& extra) { boost::gpu_dijkstra_all(g, gd, extra); };
    const auto bgl = [&] { boost::johnson_all_pairs_shortest_paths(g, bd); };
    return run(ours, bgl, [&] { return bd == gd; }, backend);
}

const char* value_of(int argc, char** argv, const char* name, const char* fallback)
{
    const std::size_t length = std::strlen(name);
    for (int i = 1; i < argc; ++i)
        if (!std::strncmp(argv[i], name, length) && argv[i][length] == '=') return argv[i] + length + 1;
    return fallback;
}

}  // namespace

int main(int argc, char** argv)
{
    const std::string algorithm = value_of(argc, argv, "--algorithm", "sssp");
    const std::size_t n = std::strtoull(value_of(argc, argv, "--n", "1024"), nullptr, 10);
    const gp::backend_kind backend = gp::parse_backend(value_of(argc, argv, "--backend", "auto"));
    with_bgl = std::strcmp(value_of(argc, argv, "--bgl", "on"), "off") != 0;
    bgl_first = std::strcmp(value_of(argc, argv, "--bgl", "on"), "first") == 0;
    const times t = measure(algorithm, n, backend);
    std::printf("%-13s n=%-8zu %-5s %-9s first %10.3f ms  BGL %10.3f ms  speed %8.2f  warm %10.3f ms  same %2d  "
                "faults %ld / %ld  %s\n",
                algorithm.c_str(), n, gp::to_string(backend), bgl_first ? "BGL-first" : "ours-first", t.first_ms, t.bgl_ms, t.bgl_ms / t.first_ms, t.warm_ms,
                t.same, t.first_faults, t.bgl_faults, t.report.method.c_str());
    bench::result("first_call")
        .add("algorithm", algorithm)
        .add("n", n)
        .add("backend", gp::to_string(backend))
        .add("order", bgl_first ? "bgl_first" : "ours_first")
        .add("first_ms", t.first_ms)
        .add("bgl_ms", t.bgl_ms)
        .add("speed", t.bgl_ms / t.first_ms)
        .add("warm_ms", t.warm_ms)
        .add("first_faults", t.first_faults)
        .add("bgl_faults", t.bgl_faults)
        .add("warm_backend", gp::to_string(t.report.backend))
        .add("threads", std::thread::hardware_concurrency())
        .add("same", t.same)
        .print();
    return t.same == 0 ? 1 : 0;
}
