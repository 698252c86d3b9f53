// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The whole call as a BGL user makes it, against BGL in the same run.
//
// The graph is BGL's common type, adjacency_list<vecS, vecS, directedS, no_property,
// property<edge_weight_t, int>>, G(n, 4n) with weights 1..100. Each algorithm is called
// exactly as the BGL call it replaces, renamed:
//   bfs       breadth_first_search(g, s, visitor(record_distances + record_predecessors))
//   sssp      dijkstra_shortest_paths(g, s, distance_map(d).predecessor_map(p))
//   fw        floyd_warshall_all_pairs_shortest_paths(g, D)    (D: vector<vector<int>>)
//   allpairs  johnson_all_pairs_shortest_paths(g, D)           (gpu_dijkstra_all)
//   johnson   the same at n = 3000, m = 18000 (G(n, 6n)), each all-pairs method
// at sizes n = 16 ... (larger for the searches than for the n^2 and n^3 problems), with
// the library's backend automatic, forced to the host, and forced to CUDA where a device
// is present. BGL's call and ours are timed alternately, in batches long enough for the
// clock (see measure()); each time is a median per call after one call that is not
// counted (the first call's own cost is printed apart); speed is BGL's time over the
// call's, so 1.0 is parity and more is faster: the median over rounds of the ratio of
// one round's two batches (speed_of_medians, the ratio of the two medians, is printed
// beside it). The timed calls name no report (filling one costs a few strings); one more
// call with gpu_paths::report_to says which backend and method they took.
//   bellman-ford  bellman_ford_shortest_paths(g, root_vertex(s).distance_map(d).predecessor_map(p)),
//                 weights shifted by a random potential (some negative, no negative cycle)
//   johnson-negative  johnson_all_pairs_shortest_paths(g, D) on those weights
//                 (gpu_johnson_all_pairs_shortest_paths)
//   dag       dag_shortest_paths(g, s, distance_map(d).predecessor_map(p)), every edge
//             pointing from the lower vertex to the higher, weights -20..100
//   closure   transitive_closure(g, tc) of that DAG into adjacency_list<vecS, vecS, directedS>
//   roads     BFS and Dijkstra on real road graphs of the shared data set, timed call by
//             call (bench_whole_call_roads.hpp); skipped where the files are missing
//
//   bench_whole_call [--quick] [--algorithms=bfs,sssp,fw,allpairs,johnson,bellman-ford,johnson-negative,dag,
//                     closure,roads] [--max-n=N]
#include <boost_gpu_paths/bellman_ford.hpp>
#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dag_shortest_paths.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/johnson.hpp>
#include <boost_gpu_paths/resident_graph.hpp>
#include <boost_gpu_paths/transitive_closure.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/bellman_ford_shortest_paths.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dag_shortest_paths.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>
#include <boost/graph/johnson_all_pairs_shortest.hpp>
#include <boost/graph/transitive_closure.hpp>

#include "bench_whole_call_roads.hpp"
#include "support/report.hpp"
#include "support/whole_call.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

using bench::mode;
using bench::modes;
using bench::recorders;
using bench::vertex_map;

using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, int>>;
using vertex = boost::graph_traits<graph>::vertex_descriptor;

graph random_graph(std::size_t n, std::uint64_t seed, std::size_t degree = 4)
{
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    std::uniform_int_distribution<int> weight(1, 100);
    graph g(n);
    for (std::size_t e = 0; e < degree * n; ++e) add_edge(pick(rng), pick(rng), weight(rng), g);
    return g;
}

// Weights 1..100 shifted by a random potential: w + h(v) - h(u) with h in 0..150, so some
// edges are negative and every cycle weighs what it did.
graph shifted_graph(std::size_t n, std::uint64_t seed, std::size_t degree = 4)
{
    graph g = random_graph(n, seed, degree);
    std::mt19937_64 rng(seed + 1);
    std::uniform_int_distribution<int> height(0, 150);
    std::vector<int> h(n);
    for (int& x : h) x = height(rng);
    for (auto e : boost::make_iterator_range(edges(g)))
        put(boost::edge_weight, g, e, get(boost::edge_weight, g, e) + h[target(e, g)] - h[source(e, g)]);
    return g;
}

// G(n, degree n) with every edge from the lower vertex to the higher, weights -20..100.
graph random_dag(std::size_t n, std::uint64_t seed, std::size_t degree = 4)
{
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    std::uniform_int_distribution<int> weight(-20, 100);
    graph g(n);
    for (std::size_t e = 0; e < degree * n; ++e) {
        std::size_t u = pick(rng), v = pick(rng);
        if (u == v) continue;
        if (u > v) std::swap(u, v);
        add_edge(u, v, weight(rng), g);
    }
    return g;
}

struct config {
    bool quick = false;
    std::vector<std::string> algorithms{"bfs", "sssp", "fw", "allpairs", "johnson", "bellman-ford",
                                        "johnson-negative", "dag", "closure", "roads"};
    std::size_t max_n = 0;  // 0: each algorithm's own largest size
};

bool wanted(const config& c, const std::string& algorithm)
{
    for (const auto& a : c.algorithms)
        if (a == algorithm) return true;
    return false;
}

// BGL's call and ours, timed alternately: after one call of each that is not counted
// (first_ms gets ours), rounds of a batch of k calls of one and then k of the other, k
// chosen so a batch lasts about 50 us (the clock's own cost and a single call's jitter
// vanish in it), as many rounds as fit in about `budget_ms` (3 to 100). Medians per call.
// The speed is the median of the rounds' own ratios, BGL's batch over ours: a burst of
// load on a shared host slows both batches of a round alike and cancels in their ratio,
// where it moves one median of two apart. Neither side is favoured: a burst that hits one
// batch alone moves that round's ratio either way, and the median drops it.
struct timing {
    double bgl_ms = 0, call_ms = 0, first_ms = 0;
    double speed = 0, speed_of_medians = 0;
};

timing measure(const std::function<void()>& bgl, const std::function<void()>& ours, double budget_ms)
{
    timing t;
    const double bgl_first = bench::wall_ms(bgl);
    t.first_ms = bench::wall_ms(ours);
    const double slower = std::max({bgl_first, t.first_ms, 1e-4});
    const int k = static_cast<int>(std::min(1000.0, std::max(1.0, std::ceil(0.05 / slower))));
    const int rounds =
        static_cast<int>(std::max(3.0, std::min(100.0, budget_ms / (k * (bgl_first + t.first_ms) + 1e-3))));
    auto batch = [k](const std::function<void()>& f) {
        return bench::wall_ms([&] {
                   for (int i = 0; i < k; ++i) f();
               }) / k;
    };
    std::vector<double> bgl_times, our_times, ratios;
    for (int r = 0; r < rounds; ++r) {
        bgl_times.push_back(batch(bgl));
        our_times.push_back(batch(ours));
        ratios.push_back(bgl_times.back() / std::max(our_times.back(), 1e-12));
    }
    t.bgl_ms = bench::median(bgl_times);
    t.call_ms = bench::median(our_times);
    t.speed = bench::median(ratios);
    t.speed_of_medians = t.bgl_ms / std::max(t.call_ms, 1e-12);
    return t;
}

// One line and one RESULT per (algorithm, n, mode).
void print_row(const char* algorithm, std::size_t n, const mode& m, const timing& t, const gp::report& r, bool same,
               std::size_t m_edges = 0)
{
    const double bgl_ms = t.bgl_ms, call_ms = t.call_ms, first_ms = t.first_ms;
    std::printf("%-9s n=%-8zu %-13s BGL %10.4f ms  call %10.4f ms  speed %7.2fx (of medians %5.2fx)"
                "  first call %10.4f ms  %-4s %s%s\n",
                algorithm, n, m.name, bgl_ms, call_ms, t.speed, t.speed_of_medians, first_ms,
                gp::to_string(r.backend), r.method.c_str(), same ? "" : "  MISMATCH");
    bench::print_split(r, call_ms);
    bench::result row("whole_call");
    row
        .add("algorithm", algorithm)
        .add("n", n)
        .add("m", m_edges ? m_edges : 4 * n)
        .add("mode", m.name)
        .add("backend", gp::to_string(r.backend))
        .add("method", r.method)
        .add("bgl_ms", bgl_ms)
        .add("call_ms", call_ms)
        .add("speed", t.speed)
        .add("speed_of_medians", t.speed_of_medians)
        .add("first_call_ms", first_ms)
        .add("threads", std::thread::hardware_concurrency());
    bench::add_split(row, r).add("same", same ? 1 : 0).print();
}

void bench_bfs(std::size_t n, double budget_ms)
{
    const graph g = random_graph(n, 11 + n);
    const vertex s = 0;
    std::vector<std::size_t> bd(n, 0), gd(n, 0);
    std::vector<vertex> bp(n), gpp(n);
    auto bgl_visitor = recorders(bd, bp, g);
    auto our_visitor = recorders(gd, gpp, g);
    const auto bgl = [&] { boost::breadth_first_search(g, s, boost::visitor(bgl_visitor)); };
    // One row: `params` picks the backend or the resident graph.
    const auto row = [&](const mode& m, const auto& params) {
        const timing t = measure(bgl, [&] { boost::gpu_breadth_first_search(g, s, params); }, budget_ms);
        gp::report r;
        boost::gpu_breadth_first_search(g, s, gp::report_to(r, params));
        print_row("bfs", n, m, t, r, bd == gd);
    };
    for (const mode& m : modes()) row(m, gp::use_backend(m.backend, boost::visitor(our_visitor)));
    for (const mode& m : bench::resident_modes()) {
        auto rg = gp::make_resident_graph(g, gp::use_backend(m.backend));
        row(m, gp::use_resident(rg, boost::visitor(our_visitor)));
    }
}

void bench_sssp(std::size_t n, double budget_ms)
{
    const graph g = random_graph(n, 17 + n);
    const vertex s = 0;
    std::vector<int> bd(n), gd(n);
    std::vector<vertex> bp(n), gpp(n);
    const auto bgl = [&] {
        boost::dijkstra_shortest_paths(g, s,
                                       boost::distance_map(vertex_map(bd, g)).predecessor_map(vertex_map(bp, g)));
    };
    const auto outputs = boost::distance_map(vertex_map(gd, g)).predecessor_map(vertex_map(gpp, g));
    // One row: `params` picks the backend or the resident graph.
    const auto row = [&](const mode& m, const auto& params) {
        const timing t = measure(bgl, [&] { boost::gpu_dijkstra_shortest_paths(g, s, params); }, budget_ms);
        gp::report r;
        boost::gpu_dijkstra_shortest_paths(g, s, gp::report_to(r, params));
        print_row("sssp", n, m, t, r, bd == gd);
    };
    for (const mode& m : modes()) row(m, gp::use_backend(m.backend, outputs));
    for (const mode& m : bench::resident_modes()) {
        auto rg = gp::make_resident_graph(g, gp::use_backend(m.backend, boost::weight_map(get(boost::edge_weight, g))));
        row(m, gp::use_resident(rg, outputs));
    }
}

void bench_fw(std::size_t n, double budget_ms)
{
    const graph g = random_graph(n, 23 + n);
    std::vector<std::vector<int>> bd(n, std::vector<int>(n)), gd(n, std::vector<int>(n));
    for (const mode& m : modes()) {
        const timing t = measure([&] { boost::floyd_warshall_all_pairs_shortest_paths(g, bd); },
                                 [&] { boost::gpu_floyd_warshall_all_pairs(g, gd, gp::use_backend(m.backend)); },
                                 budget_ms);
        gp::report r;
        boost::gpu_floyd_warshall_all_pairs(g, gd, gp::report_to(r, gp::use_backend(m.backend)));
        print_row("fw", n, m, t, r, bd == gd);
    }
}

void bench_all_pairs(std::size_t n, double budget_ms)
{
    graph g = random_graph(n, 29 + n);
    std::vector<std::vector<int>> bd(n, std::vector<int>(n)), gd(n, std::vector<int>(n));
    for (const mode& m : modes()) {
        const timing t = measure([&] { boost::johnson_all_pairs_shortest_paths(g, bd); },
                                 [&] { boost::gpu_dijkstra_all(g, gd, gp::use_backend(m.backend)); }, budget_ms);
        gp::report r;
        boost::gpu_dijkstra_all(g, gd, gp::report_to(r, gp::use_backend(m.backend)));
        print_row("allpairs", n, m, t, r, bd == gd);
    }
}

// Johnson-sized all pairs, G(3000, 18000), against BGL's johnson_all_pairs_shortest_paths:
// automatic, and each method forced on each backend.
void bench_johnson(double budget_ms)
{
    const std::size_t n = 3000;
    graph g = random_graph(n, 31, 6);
    std::vector<std::vector<int>> bd(n, std::vector<int>(n)), gd(n, std::vector<int>(n));
    using method = gp::sssp_options::all_pairs_method;
    struct variant {
        mode m;
        method how;
    };
    std::vector<variant> variants{{{"auto", gp::backend_kind::automatic}, method::automatic},
                                  {{"host", gp::backend_kind::host}, method::searches}};
    if (gp::cuda_device_available()) {
        variants.push_back({{"cuda-searches", gp::backend_kind::cuda}, method::searches});
        variants.push_back({{"cuda-closure", gp::backend_kind::cuda}, method::closure});
    }
    for (const variant& v : variants) {
        gp::options tuning = gp::default_options();
        tuning.sssp.all_pairs = v.how;
        const auto params = gp::with_options(tuning, gp::use_backend(v.m.backend));
        const timing t = measure([&] { boost::johnson_all_pairs_shortest_paths(g, bd); },
                                 [&] { boost::gpu_dijkstra_all(g, gd, params); }, budget_ms);
        gp::report r;
        boost::gpu_dijkstra_all(g, gd, gp::report_to(r, params));
        print_row("johnson", n, v.m, t, r, bd == gd, num_edges(g));
    }
}

void bench_bellman_ford(std::size_t n, double budget_ms)
{
    const graph g = shifted_graph(n, 37 + n);
    const vertex s = 0;
    std::vector<int> bd(n), gd(n);
    std::vector<vertex> bp(n), gpp(n);
    bool bgl_verdict = false, our_verdict = false;
    const auto bgl = [&] {
        bgl_verdict = boost::bellman_ford_shortest_paths(
            g, boost::root_vertex(s).distance_map(vertex_map(bd, g)).predecessor_map(vertex_map(bp, g)));
    };
    for (const mode& m : modes()) {
        const auto params = gp::use_backend(
            m.backend, boost::root_vertex(s).distance_map(vertex_map(gd, g)).predecessor_map(vertex_map(gpp, g)));
        const timing t =
            measure(bgl, [&] { our_verdict = boost::gpu_bellman_ford_shortest_paths(g, params); }, budget_ms);
        gp::report r;
        boost::gpu_bellman_ford_shortest_paths(g, gp::report_to(r, params));
        print_row("bellman-ford", n, m, t, r, bd == gd && bgl_verdict == our_verdict);
    }
}

void bench_negative_johnson(std::size_t n, double budget_ms)
{
    const graph g = shifted_graph(n, 41 + n);
    std::vector<std::vector<int>> bd(n, std::vector<int>(n)), gd(n, std::vector<int>(n));
    for (const mode& m : modes()) {
        const timing t = measure(
            [&] { boost::johnson_all_pairs_shortest_paths(g, bd); },
            [&] { boost::gpu_johnson_all_pairs_shortest_paths(g, gd, gp::use_backend(m.backend)); }, budget_ms);
        gp::report r;
        boost::gpu_johnson_all_pairs_shortest_paths(g, gd, gp::report_to(r, gp::use_backend(m.backend)));
        print_row("johnson-negative", n, m, t, r, bd == gd);
    }
}

void bench_dag(std::size_t n, double budget_ms)
{
    const graph g = random_dag(n, 43 + n);
    const vertex s = 0;
    std::vector<int> bd(n), gd(n);
    std::vector<vertex> bp(n), gpp(n);
    const auto bgl = [&] {
        boost::dag_shortest_paths(g, s, boost::distance_map(vertex_map(bd, g)).predecessor_map(vertex_map(bp, g)));
    };
    for (const mode& m : modes()) {
        const auto params =
            gp::use_backend(m.backend, boost::distance_map(vertex_map(gd, g)).predecessor_map(vertex_map(gpp, g)));
        const timing t = measure(bgl, [&] { boost::gpu_dag_shortest_paths(g, s, params); }, budget_ms);
        gp::report r;
        boost::gpu_dag_shortest_paths(g, s, gp::report_to(r, params));
        print_row("dag", n, m, t, r, bd == gd);
    }
}

void bench_closure(std::size_t n, double budget_ms)
{
    using closure_graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
    const graph g = random_dag(n, 47 + n);
    std::size_t bgl_edges = 0, our_edges = 0;
    const auto bgl = [&] {
        closure_graph tc;
        boost::transitive_closure(g, tc);
        bgl_edges = num_edges(tc);
    };
    for (const mode& m : modes()) {
        const auto ours = [&] {
            closure_graph tc;
            boost::gpu_transitive_closure(g, tc, gp::use_backend(m.backend));
            our_edges = num_edges(tc);
        };
        const timing t = measure(bgl, ours, budget_ms);
        gp::report r;
        closure_graph tc;
        boost::gpu_transitive_closure(g, tc, gp::report_to(r, gp::use_backend(m.backend)));
        print_row("closure", n, m, t, r, bgl_edges == our_edges && num_edges(tc) == bgl_edges);
    }
}

std::vector<std::size_t> sizes(std::size_t largest, std::size_t cap)
{
    std::vector<std::size_t> out;
    for (std::size_t n = 16; n <= largest && (cap == 0 || n <= cap); n *= 4) out.push_back(n);
    return out;
}

}  // namespace

int main(int argc, char** argv)
{
    config c;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--quick") {
            c.quick = true;
        } else if (arg.rfind("--algorithms=", 0) == 0) {
            c.algorithms.clear();
            std::string list = arg.substr(13);
            for (std::size_t start = 0; start <= list.size();) {
                const std::size_t comma = std::min(list.find(',', start), list.size());
                c.algorithms.push_back(list.substr(start, comma - start));
                start = comma + 1;
            }
        } else if (arg.rfind("--max-n=", 0) == 0) {
            c.max_n = std::strtoull(arg.c_str() + 8, nullptr, 10);
        } else {
            std::fprintf(stderr, "usage: bench_whole_call [--quick] [--algorithms=bfs,sssp,fw,allpairs,johnson,"
                                 "bellman-ford,johnson-negative,dag,closure,roads] [--max-n=N]\n");
            return 2;
        }
    }
    std::printf("device: %s; host threads: %u\n", gp::describe_cuda_device().c_str(), std::thread::hardware_concurrency());
    const double budget = c.quick ? 100 : 400;
    if (wanted(c, "bfs"))
        for (std::size_t n : sizes(c.quick ? 65536 : 4194304, c.max_n)) bench_bfs(n, budget);
    if (wanted(c, "sssp"))
        for (std::size_t n : sizes(c.quick ? 65536 : 4194304, c.max_n)) bench_sssp(n, budget);
    if (wanted(c, "fw"))
        for (std::size_t n : sizes(c.quick ? 256 : 1024, c.max_n)) bench_fw(n, budget);
    if (wanted(c, "allpairs"))
        for (std::size_t n : sizes(c.quick ? 256 : 4096, c.max_n)) bench_all_pairs(n, budget);
    if (wanted(c, "johnson") && !c.quick) bench_johnson(budget);
    if (wanted(c, "bellman-ford"))
        for (std::size_t n : sizes(c.quick ? 65536 : 1048576, c.max_n)) bench_bellman_ford(n, budget);
    if (wanted(c, "johnson-negative"))
        for (std::size_t n : sizes(c.quick ? 256 : 1024, c.max_n)) bench_negative_johnson(n, budget);
    if (wanted(c, "dag"))
        for (std::size_t n : sizes(c.quick ? 65536 : 4194304, c.max_n)) bench_dag(n, budget);
    if (wanted(c, "closure"))
        for (std::size_t n : sizes(c.quick ? 1024 : 4096, c.max_n)) bench_closure(n, budget);
    if (wanted(c, "roads")) bench::whole_call_roads(c.quick);
    return 0;
}
