// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Searches with a caller's visitor: the drop-in (automatic) against BGL's own call, whole
// calls, in the same run, on a road graph as real programs hold it
// (adjacency_list<vecS, vecS, directedS> with int weights; an undirected file gives both
// arcs of each edge).
//
//   * BFS that stops at a target (the visitor throws from discover_vertex), with the
//     target the vertex BGL discovers after 0.1%, 1%, 10% and 100% of the vertices it
//     reaches from the source;
//   * BFS recording the discovery order;
//   * BFS with a handler for every event;
//   * Dijkstra with examine_vertex and edge_relaxed handlers, with a handler for every
//     event, and with a combine of the caller's (undeclared, and declared closed_plus).
// Each row: the median of --repeats calls of each side, alternating, after one warm-up
// call of each; speed = BGL's time over the drop-in's (1.0 is parity, more is faster);
// same = the visitor saw what BGL's saw (the same count, order or sum of events).
//
// Usage: bench_visitors [--graph=NE] [--data=DIR (NAME.gr or NAME.gr.xz)] [--repeats=5] [--order-after=SHARE]
#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/io/read_graph.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>

#include "support/report.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, int>>;
using vertex = boost::graph_traits<graph>::vertex_descriptor;
using edge = boost::graph_traits<graph>::edge_descriptor;

struct target_found {};

// Stops the search when it discovers `target`; counts the discoveries before.
struct stop_at_target : boost::default_bfs_visitor {
    vertex target;
    std::size_t* discovered;
    void discover_vertex(vertex u, const graph&) const
    {
        ++*discovered;
        if (u == target) throw target_found();
    }
};

struct record_order : boost::default_bfs_visitor {
    std::vector<vertex>* order;
    void discover_vertex(vertex u, const graph&) const { order->push_back(u); }
};

// Every event of BFS, summed with a weight per kind so that a different sequence of kinds
// shows in the sum.
struct every_event : boost::default_bfs_visitor {
    std::uint64_t* sum;
    void initialize_vertex(vertex u, const graph&) const { *sum += 1 + u % 3; }
    void discover_vertex(vertex u, const graph&) const { *sum += 7 * u; }
    void examine_vertex(vertex u, const graph&) const { *sum += 11 * u; }
    void examine_edge(edge e, const graph& g) const { *sum += 13 * target(e, g); }
    void tree_edge(edge e, const graph& g) const { *sum += 17 * target(e, g); }
    void non_tree_edge(edge e, const graph& g) const { *sum += 19 * target(e, g); }
    void gray_target(edge e, const graph& g) const { *sum += 23 * target(e, g); }
    void black_target(edge e, const graph& g) const { *sum += 29 * target(e, g); }
    void finish_vertex(vertex u, const graph&) const { *sum += 31 * u; }
};

struct examine_and_relax : boost::default_dijkstra_visitor {
    std::uint64_t* examined;
    std::uint64_t* relaxed;
    void examine_vertex(vertex, const graph&) const { ++*examined; }
    void edge_relaxed(edge, const graph&) const { ++*relaxed; }
};

// Every Dijkstra event, summed as every_event does for BFS.
struct dijkstra_every_event : boost::default_dijkstra_visitor {
    std::uint64_t* sum;
    void initialize_vertex(vertex u, const graph&) const { *sum += 1 + u % 3; }
    void discover_vertex(vertex u, const graph&) const { *sum += 7 * u; }
    void examine_vertex(vertex u, const graph&) const { *sum += 11 * u; }
    void examine_edge(edge e, const graph& g) const { *sum += 13 * target(e, g); }
    void edge_relaxed(edge e, const graph& g) const { *sum += 17 * target(e, g); }
    void edge_not_relaxed(edge e, const graph& g) const { *sum += 19 * target(e, g); }
    void finish_vertex(vertex u, const graph&) const { *sum += 31 * u; }
};

// An inf_plus as real programs write it: closed_plus under another name.
struct saturating_plus {
    int operator()(int a, int b) const
    {
        const int inf = (std::numeric_limits<int>::max)();
        return a == inf || b == inf ? inf : a + b;
    }
};

// The same, declared to be closed_plus (gpu_paths::combine_is_closed_plus).
struct declared_saturating_plus : saturating_plus {};

}  // namespace

namespace boost {
namespace gpu_paths {
template <>
struct combine_is_closed_plus<declared_saturating_plus, int> : std::true_type {};
}  // namespace gpu_paths
}  // namespace boost

namespace {

std::string data_dir_default()
{
    for (const char* dir : {".device-data", ".device-data/roads-topology", "../shared/data/roads-topology"})
        if (std::ifstream(std::string(dir) + "/NY.gr.xz").good() || std::ifstream(std::string(dir) + "/NY.gr").good())
            return dir;
    return "../shared/data/roads-topology";
}

const char* value_of(int argc, char** argv, const char* name, const char* fallback)
{
    const std::size_t length = std::strlen(name);
    for (int i = 1; i < argc; ++i)
        if (!std::strncmp(argv[i], name, length) && argv[i][length] == '=') return argv[i] + length + 1;
    return fallback;
}

// A report's method and, where the call had them, its phases on a backend.
std::string with_phases(const gp::report& r)
{
    if (r.compute_ms <= 0) return r.method;
    char phases[160];
    std::snprintf(phases, sizeof phases, " [layout %.2f, upload %.2f, compute %.2f, download %.2f ms]", r.layout_ms,
                  r.upload_ms, r.compute_ms, r.download_ms);
    return r.method + phases;
}

// The median times of BGL's call and ours, alternating after a warm-up of each.
template <class Bgl, class Ours>
std::pair<double, double> time_both(int repeats, Bgl bgl, Ours ours)
{
    bgl();
    ours();
    std::vector<double> b, o;
    for (int r = 0; r < repeats; ++r) {
        b.push_back(bench::wall_ms(bgl));
        o.push_back(bench::wall_ms(ours));
    }
    return {bench::median(b), bench::median(o)};
}

void print_row(const std::string& graph_name, const std::string& what, std::pair<double, double> t, bool same,
               const char* method)
{
    std::printf("%-5s %-32s BGL %9.3f ms  drop-in %9.3f ms  speed %6.2f  same %d  %s\n", graph_name.c_str(),
                what.c_str(), t.first, t.second, t.first / t.second, same ? 1 : 0, method);
    bench::result("visitors")
        .add("graph", graph_name)
        .add("case", what)
        .add("bgl_ms", t.first)
        .add("ours_ms", t.second)
        .add("speed", t.first / t.second)
        .add("same", same ? 1 : 0)
        .print();
}

}  // namespace

int main(int argc, char** argv)
{
    const std::string name = value_of(argc, argv, "--graph", "NE");
    const std::string dir = value_of(argc, argv, "--data", data_dir_default().c_str());
    const int repeats = std::max(1, std::atoi(value_of(argc, argv, "--repeats", "5")));
    // The searches that run with the library's defaults take them from here: a share given
    // as --order-after=x replaces bfs_options::visitor_order_after.
    gp::options defaults;
    if (const char* after = value_of(argc, argv, "--order-after", nullptr)) defaults.bfs.visitor_order_after = std::atof(after);

    const std::string plain = dir + "/" + name + ".gr";
    const gp::io::edge_list list = gp::io::read_graph(std::ifstream(plain).good() ? plain : plain + ".xz");
    // An undirected list (the road topologies) gives both arcs; without weights in the file,
    // each edge weighs 1..100, drawn from a fixed seed.
    graph g(list.vertex_count);
    std::mt19937 rng(20261128u);
    std::uniform_int_distribution<int> weight(1, 100);
    for (std::size_t e = 0; e < list.edge_count(); ++e) {
        const int w = list.weighted ? static_cast<int>(list.weight(e)) : weight(rng);
        add_edge(list.sources[e], list.targets[e], w, g);
        if (!list.directed) add_edge(list.targets[e], list.sources[e], w, g);
    }
    const std::size_t n = num_vertices(g);
    std::printf("searches with a caller's visitor, drop-in (auto) against BGL, whole calls\n");
    // As in a program that uses the device already: its start is the first call's cost
    // (bench_first_call), not these searches'.
    const bool started = gp::warm_up();
    std::printf("graph: %s, %zu vertices, %zu arcs; CUDA: %s (%s); median of %d\n", name.c_str(), n, num_edges(g),
                gp::describe_cuda_device().c_str(), started ? "started before the searches" : "not started", repeats);

    const vertex source = 0;
    std::vector<vertex> bgl_order, our_order;
    boost::breadth_first_search(g, source, boost::visitor(record_order{{}, &bgl_order}));
    std::printf("source %zu reaches %zu vertices\n", static_cast<std::size_t>(source), bgl_order.size());

    // Early exit at a share of what BGL reaches.
    for (const double share : {0.001, 0.01, 0.1, 1.0}) {
        const std::size_t at = std::min(bgl_order.size() - 1, static_cast<std::size_t>(share * double(bgl_order.size())));
        const vertex target = bgl_order[at];
        std::size_t bgl_seen = 0, our_seen = 0;
        const auto t = time_both(
            repeats,
            [&] {
                bgl_seen = 0;
                try {
                    boost::breadth_first_search(g, source, boost::visitor(stop_at_target{{}, target, &bgl_seen}));
                } catch (const target_found&) {
                }
            },
            [&] {
                our_seen = 0;
                try {
                    boost::gpu_breadth_first_search(
                        g, source, gp::with_options(defaults, boost::visitor(stop_at_target{{}, target, &our_seen})));
                } catch (const target_found&) {
                }
            });
        char what[64];
        std::snprintf(what, sizeof what, "bfs stop at target, %g%% reached", share * 100);
        print_row(name, what, t, bgl_seen == our_seen && bgl_seen == at + 1, "");
    }

    // Recording the discovery order with the library's defaults; with the move to BGL's
    // discovery order at the first vertex, waiting there for it (where it is computed:
    // bfs_options::visitor_order); and without it.
    struct order_case {
        const char* what;
        gp::options tuning;
    };
    std::vector<order_case> order_cases{{"bfs record discovery order", defaults},
                                        {"bfs record order, replay from the first vertex", defaults},
                                        {"bfs record order, no replay", defaults}};
    order_cases[1].tuning.bfs.visitor_order = gp::bfs_options::visitor_order_mode::on;
    order_cases[1].tuning.bfs.visitor_switch_after = 1;
    order_cases[2].tuning.bfs.visitor_order = gp::bfs_options::visitor_order_mode::off;
    for (const order_case& c : order_cases) {
        gp::report report;
        const auto t = time_both(
            repeats,
            [&] {
                bgl_order.clear();
                boost::breadth_first_search(g, source, boost::visitor(record_order{{}, &bgl_order}));
            },
            [&] {
                our_order.clear();
                boost::gpu_breadth_first_search(
                    g, source,
                    gp::report_to(report, gp::with_options(c.tuning, boost::visitor(record_order{{}, &our_order}))));
            });
        print_row(name, c.what, t, bgl_order == our_order, with_phases(report).c_str());
    }
    // Every event, without and with a color map of the caller's (both calls get their own).
    for (const bool with_color : {false, true}) {
        std::uint64_t bgl_sum = 0, our_sum = 0;
        std::vector<boost::default_color_type> bgl_colors(n), our_colors(n);
        gp::report report;
        const auto t = time_both(
            repeats,
            [&] {
                bgl_sum = 0;
                if (with_color)
                    boost::breadth_first_search(g, source, boost::visitor(every_event{{}, &bgl_sum}).color_map(bgl_colors.data()));
                else
                    boost::breadth_first_search(g, source, boost::visitor(every_event{{}, &bgl_sum}));
            },
            [&] {
                our_sum = 0;
                if (with_color)
                    boost::gpu_breadth_first_search(
                        g, source,
                        gp::report_to(report, gp::with_options(defaults, boost::visitor(every_event{{}, &our_sum})
                                                                             .color_map(our_colors.data()))));
                else
                    boost::gpu_breadth_first_search(
                        g, source, gp::report_to(report, gp::with_options(defaults, boost::visitor(every_event{{}, &our_sum}))));
            });
        print_row(name, with_color ? "bfs every event, a color map" : "bfs every event", t,
                  bgl_sum == our_sum && bgl_colors == our_colors, report.method.c_str());
    }
    {
        std::vector<int> bd(n), od(n);
        std::uint64_t be = 0, br = 0, oe = 0, orl = 0;
        gp::report report;
        const auto t = time_both(
            repeats,
            [&] {
                be = br = 0;
                boost::dijkstra_shortest_paths(g, source, boost::distance_map(&bd[0]).visitor(examine_and_relax{{}, &be, &br}));
            },
            [&] {
                oe = orl = 0;
                boost::gpu_dijkstra_shortest_paths(
                    g, source,
                    gp::report_to(report, boost::distance_map(&od[0]).visitor(examine_and_relax{{}, &oe, &orl})));
            });
        print_row(name, "dijkstra examine_vertex, edge_relaxed", t, bd == od && be == oe && br == orl,
                  report.method.c_str());
    }
    {
        std::vector<int> bd(n), od(n);
        std::uint64_t bgl_sum = 0, our_sum = 0;
        gp::report report;
        const auto t = time_both(
            repeats,
            [&] {
                bgl_sum = 0;
                boost::dijkstra_shortest_paths(g, source, boost::distance_map(&bd[0]).visitor(dijkstra_every_event{{}, &bgl_sum}));
            },
            [&] {
                our_sum = 0;
                boost::gpu_dijkstra_shortest_paths(
                    g, source,
                    gp::report_to(report, boost::distance_map(&od[0]).visitor(dijkstra_every_event{{}, &our_sum})));
            });
        print_row(name, "dijkstra every event", t, bd == od && bgl_sum == our_sum, report.method.c_str());
    }
    {
        // A combine of the caller's as real programs write it (closed_plus under another
        // name), no visitor.
        std::vector<int> bd(n), od(n);
        gp::report report;
        const auto t = time_both(
            repeats,
            [&] {
                boost::dijkstra_shortest_paths(g, source, boost::distance_map(&bd[0]).distance_combine(saturating_plus()));
            },
            [&] {
                boost::gpu_dijkstra_shortest_paths(
                    g, source, gp::report_to(report, boost::distance_map(&od[0]).distance_combine(saturating_plus())));
            });
        print_row(name, "dijkstra, a combine of the caller's", t, bd == od, report.method.c_str());
    }
    {
        std::vector<int> bd(n), od(n);
        gp::report report;
        const auto t = time_both(
            repeats,
            [&] {
                boost::dijkstra_shortest_paths(g, source, boost::distance_map(&bd[0]).distance_combine(saturating_plus()));
            },
            [&] {
                boost::gpu_dijkstra_shortest_paths(
                    g, source,
                    gp::report_to(report, boost::distance_map(&od[0]).distance_combine(declared_saturating_plus())));
            });
        print_row(name, "dijkstra, the combine declared closed_plus", t, bd == od, report.method.c_str());
    }
    return 0;
}
