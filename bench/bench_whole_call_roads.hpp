// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// bench_whole_call's `roads` group: the whole call on real road graphs as a BGL user makes
// it, against BGL in the same run.
//
//   bfs   the DIMACS USA road topologies NY and NE (roads-topology/*.gr.xz, undirected)
//   sssp  the OpenStreetMap city graphs rome, delhi and seattle (osm/*-roads.gr.gz)
// each read once from the shared data set (sssp_data_file) into BGL's common type,
// adjacency_list<vecS, vecS, directedS, no_property, property<edge_weight_t, W>>, with
// both directions of every road. W is int, or long long for a graph whose path lengths
// could leave the range the library computes int in exactly (it would refuse the call).
// The calls are those of the rest of bench_whole_call: breadth_first_search with
// record_distances + record_predecessors, dijkstra_shortest_paths with distance_map and
// predecessor_map, renamed for ours.
//
// A call takes milliseconds here, so each is timed alone: after one call of each that is
// not counted (its time is printed), `rounds` rounds of one BGL call and one of ours from
// the same source, the order swapped every round, the sources a few fixed pseudo-random
// vertices of the largest component. Times are medians per call; speed is the median of
// the rounds' BGL / ours ratios (speed_of_medians the ratio of the medians).
#ifndef BOOST_GPU_PATHS_BENCH_WHOLE_CALL_ROADS_HPP
#define BOOST_GPU_PATHS_BENCH_WHOLE_CALL_ROADS_HPP

#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/io/read_graph.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>
#include <boost_gpu_paths/resident_graph.hpp>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>

#include "support/report.hpp"
#include "support/sssp_graphs.hpp"
#include "support/whole_call.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <numeric>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace bench {
namespace roads {

namespace gp = boost::gpu_paths;
namespace io = boost::gpu_paths::io;

template <class W>
using road_graph = io::adjacency_list_graph<W>;

struct config {
    int sources = 4;
    int rounds = 8;  // round r starts from source r % sources
    std::uint64_t seed = 20261124;
};

// `count` distinct pseudo-random vertices of the largest (weakly) connected component: a
// source in one of the small components a road graph also has would time the fixed costs
// of a call and little of the search.
inline std::vector<std::uint32_t> pick_sources(const io::edge_list& list, int count, std::uint64_t seed)
{
    std::vector<std::uint32_t> parent(list.vertex_count);
    std::iota(parent.begin(), parent.end(), 0u);
    const auto root = [&](std::uint32_t v) {
        while (parent[v] != v) v = parent[v] = parent[parent[v]];
        return v;
    };
    for (std::size_t e = 0; e < list.edge_count(); ++e) {
        const std::uint32_t a = root(list.sources[e]), b = root(list.targets[e]);
        if (a != b) parent[std::max(a, b)] = std::min(a, b);
    }
    std::vector<std::uint32_t> size(list.vertex_count, 0);
    for (std::uint32_t v = 0; v < list.vertex_count; ++v) ++size[root(v)];
    const std::uint32_t largest =
        static_cast<std::uint32_t>(std::max_element(size.begin(), size.end()) - size.begin());
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<std::uint32_t> pick(0, list.vertex_count - 1);
    std::vector<std::uint32_t> out;
    while (out.size() < static_cast<std::size_t>(std::min<std::uint32_t>(count, size[largest]))) {
        const std::uint32_t v = pick(rng);
        if (root(v) == largest && std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
    }
    return out;
}

// True when the library computes this graph's path lengths in int exactly: the sum over
// vertices of the heaviest out-edge stays below int's "no path" value.
inline bool fits_int(const io::edge_list& list)
{
    std::vector<double> heaviest(list.vertex_count, 0);
    for (std::size_t e = 0; e < list.edge_count(); ++e) {
        heaviest[list.sources[e]] = std::max(heaviest[list.sources[e]], list.weight(e));
        if (!list.directed) heaviest[list.targets[e]] = std::max(heaviest[list.targets[e]], list.weight(e));
    }
    const double total = std::accumulate(heaviest.begin(), heaviest.end(), 0.0);
    return total < static_cast<double>(gp::weight_encoding<std::int32_t>::infinity());
}

struct timing {
    double bgl_first_ms = 0, first_ms = 0;  // the calls not counted
    double bgl_ms = 0, call_ms = 0;         // medians per call
    double speed = 0, speed_of_medians = 0;
    bool same = true;
};

// bgl(s) and ours(s) as described at the top; same() compares their last results, after
// every round.
template <class Bgl, class Ours, class Same>
timing measure(const std::vector<std::uint32_t>& sources, int rounds, const Bgl& bgl, const Ours& ours,
               const Same& same)
{
    timing t;
    t.bgl_first_ms = wall_ms([&] { bgl(sources[0]); });
    t.first_ms = wall_ms([&] { ours(sources[0]); });
    t.same = same();
    std::vector<double> bgl_times, our_times, ratios;
    for (int r = 0; r < rounds; ++r) {
        const std::uint32_t s = sources[r % sources.size()];
        double b = 0, o = 0;
        // Swapped every round, so neither call always finds the caches as the other left them.
        if (r % 2 == 0) {
            b = wall_ms([&] { bgl(s); });
            o = wall_ms([&] { ours(s); });
        } else {
            o = wall_ms([&] { ours(s); });
            b = wall_ms([&] { bgl(s); });
        }
        bgl_times.push_back(b);
        our_times.push_back(o);
        ratios.push_back(b / std::max(o, 1e-9));
        t.same = t.same && same();
    }
    t.bgl_ms = median(bgl_times);
    t.call_ms = median(our_times);
    t.speed = median(ratios);
    t.speed_of_medians = t.bgl_ms / std::max(t.call_ms, 1e-9);
    return t;
}

// The median over rounds of one call's wall time over its own report's compute time: the
// call / kernel ratio of one search, whose depth and reach depend on the source. The calls
// ask for a report, which records events, so the ratio errs high if anything.
template <class Reported, class After>
double call_over_compute(const std::vector<std::uint32_t>& sources, int rounds, const Reported& reported,
                         const After& after)
{
    std::vector<double> ratios;
    for (int r = 0; r < rounds; ++r) {
        gp::report report;
        const double wall = wall_ms([&] { reported(sources[r % sources.size()], report); });
        if (report.compute_ms > 0) ratios.push_back(wall / report.compute_ms);
        after();
    }
    return ratios.empty() ? 0.0 : median(ratios);
}

struct graph_info {
    const char* algorithm;
    std::string name;
    std::size_t n, m;
    const char* weight;  // "none", "int32", "int64"
};

// One line, the report's split, and one RESULT per (graph, mode).
// per_compute: call_over_compute() of the mode.
inline void print_row(const graph_info& g, const mode& md, const timing& t, const gp::report& r, const config& c,
                      double per_compute)
{
    std::printf("roads %-4s %-13s n=%-8zu m=%-8zu %-4s BGL %8.2f ms  call %8.2f ms  speed %6.2fx (of medians %6.2fx)"
                "  first: BGL %.2f, call %.2f ms  %s %s%s\n",
                g.algorithm, g.name.c_str(), g.n, g.m, md.name, t.bgl_ms, t.call_ms, t.speed, t.speed_of_medians,
                t.bgl_first_ms, t.first_ms, gp::to_string(r.backend), r.method.c_str(), t.same ? "" : "  MISMATCH");
    print_split(r, t.call_ms);
    std::printf("           call / compute of the same call, median over the sources' rounds: %.2f\n", per_compute);
    result row("whole_call_roads");
    row
        .add("algorithm", g.algorithm)
        .add("graph", g.name)
        .add("n", g.n)
        .add("m", g.m)
        .add("weight", g.weight)
        .add("mode", md.name)
        .add("backend", gp::to_string(r.backend))
        .add("method", r.method)
        .add("bgl_ms", t.bgl_ms)
        .add("call_ms", t.call_ms)
        .add("speed", t.speed)
        .add("speed_of_medians", t.speed_of_medians)
        .add("bgl_first_ms", t.bgl_first_ms)
        .add("first_call_ms", t.first_ms)
        .add("sources", c.sources)
        .add("rounds", c.rounds)
        .add("seed", c.seed)
        .add("threads", std::thread::hardware_concurrency());
    add_split(row, r).add("call_over_compute", per_compute).add("same", t.same ? 1 : 0).print();
}

inline void bfs_rows(const std::string& name, const io::edge_list& list, const config& c)
{
    using graph = road_graph<int>;
    using vertex = boost::graph_traits<graph>::vertex_descriptor;
    graph g;
    const double build_ms = wall_ms([&] { g = io::to_adjacency_list<int>(list); });
    const std::vector<std::uint32_t> sources = pick_sources(list, c.sources, c.seed);
    const graph_info info{"bfs", name, num_vertices(g), num_edges(g), "none"};
    std::printf("roads %-4s %-13s adjacency_list built in %.0f ms\n", "bfs", name.c_str(), build_ms);
    std::vector<std::size_t> bd(info.n, 0), gd(info.n, 0);
    std::vector<vertex> bp(info.n), gpp(info.n);
    auto bgl_visitor = recorders(bd, bp, g);
    auto our_visitor = recorders(gd, gpp, g);
    // The recorders leave a source's own entry as it was, so both start every pair from
    // zeros (untimed): a difference can then only come from the calls.
    const auto reset = [&] {
        std::fill(bd.begin(), bd.end(), 0);
        std::fill(gd.begin(), gd.end(), 0);
    };
    const auto row = [&](const mode& md, const auto& params) {
        reset();
        const timing t = measure(
            sources, c.rounds, [&](vertex s) { boost::breadth_first_search(g, s, boost::visitor(bgl_visitor)); },
            [&](vertex s) { boost::gpu_breadth_first_search(g, s, params); }, [&] {
                const bool equal = bd == gd;
                reset();
                return equal;
            });
        gp::report r;
        boost::gpu_breadth_first_search(g, sources[0], gp::report_to(r, params));
        reset();
        const double per_compute = call_over_compute(
            sources, c.rounds,
            [&](vertex s, gp::report& out) { boost::gpu_breadth_first_search(g, s, gp::report_to(out, params)); },
            reset);
        print_row(info, md, t, r, c, per_compute);
    };
    for (const mode& md : modes()) row(md, gp::use_backend(md.backend, boost::visitor(our_visitor)));
    for (const mode& md : resident_modes()) {
        auto resident = gp::make_resident_graph(g, gp::use_backend(md.backend));
        row(md, gp::use_resident(resident, boost::visitor(our_visitor)));
    }
}

template <class W>
void sssp_rows(const std::string& name, const io::edge_list& list, const config& c)
{
    using graph = road_graph<W>;
    using vertex = typename boost::graph_traits<graph>::vertex_descriptor;
    graph g;
    const double build_ms = wall_ms([&] { g = io::to_adjacency_list<W>(list); });
    const std::vector<std::uint32_t> sources = pick_sources(list, c.sources, c.seed);
    const graph_info info{"sssp", name, num_vertices(g), num_edges(g), sizeof(W) == 4 ? "int32" : "int64"};
    std::printf("roads %-4s %-13s adjacency_list built in %.0f ms (weights %s)\n", "sssp", name.c_str(), build_ms,
                info.weight);
    std::vector<W> bd(info.n), gd(info.n);
    std::vector<vertex> bp(info.n), gpp(info.n);
    const auto outputs = boost::distance_map(vertex_map(gd, g)).predecessor_map(vertex_map(gpp, g));
    const auto row = [&](const mode& md, const auto& params) {
        const timing t = measure(
            sources, c.rounds,
            [&](vertex s) {
                boost::dijkstra_shortest_paths(
                    g, s, boost::distance_map(vertex_map(bd, g)).predecessor_map(vertex_map(bp, g)));
            },
            [&](vertex s) { boost::gpu_dijkstra_shortest_paths(g, s, params); }, [&] { return bd == gd; });
        gp::report r;
        boost::gpu_dijkstra_shortest_paths(g, sources[0], gp::report_to(r, params));
        const double per_compute = call_over_compute(
            sources, c.rounds,
            [&](vertex s, gp::report& out) { boost::gpu_dijkstra_shortest_paths(g, s, gp::report_to(out, params)); },
            [] {});
        print_row(info, md, t, r, c, per_compute);
    };
    for (const mode& md : modes()) row(md, gp::use_backend(md.backend, outputs));
    for (const mode& md : resident_modes()) {
        auto resident = gp::make_resident_graph(g, gp::use_backend(md.backend, boost::weight_map(get(boost::edge_weight, g))));
        row(md, gp::use_resident(resident, outputs));
    }
}

// The file's edge list, or an empty one (and a printed note) when the data set lacks it.
inline io::edge_list read(const char* algorithm, const std::string& name, const std::string& relative)
{
    const std::string path = sssp_data_file(relative);
    if (path.empty()) {
        std::printf("roads %-4s %-13s skipped: %s not found (set BOOST_GPU_PATHS_DATA_DIR to the shared data)\n",
                    algorithm, name.c_str(), relative.c_str());
        return {};
    }
    io::edge_list list;
    const double ms = wall_ms([&] { list = io::read_graph(path); });
    std::printf("roads %-4s %-13s read %s in %.0f ms\n", algorithm, name.c_str(), path.c_str(), ms);
    return list;
}

}  // namespace roads

// The group: two rounds per source (each source as often as the others); --quick: NY and
// rome only, one round per source.
inline void whole_call_roads(bool quick)
{
    roads::config c;
    c.rounds = quick ? c.sources : 2 * c.sources;
    std::printf("roads: %d sources per graph (seed %llu) in the largest component, %d rounds per mode\n", c.sources,
                static_cast<unsigned long long>(c.seed), c.rounds);
    for (const char* name : {"NY", "NE"}) {
        if (quick && std::string(name) != "NY") continue;
        const auto list = roads::read("bfs", name, std::string("roads-topology/") + name + ".gr.xz");
        if (list.vertex_count) roads::bfs_rows(name, list, c);
    }
    for (const char* city : {"rome", "delhi", "seattle"}) {
        if (quick && std::string(city) != "rome") continue;
        const std::string name = std::string(city) + "-roads";
        const auto list = roads::read("sssp", name, "osm/" + name + ".gr.gz");
        if (!list.vertex_count) continue;
        if (roads::fits_int(list))
            roads::sssp_rows<int>(name, list, c);
        else
            roads::sssp_rows<long long>(name, list, c);
    }
}

}  // namespace bench

#endif
