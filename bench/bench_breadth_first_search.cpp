// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Breadth-first search: gpu_breadth_first_search against boost::breadth_first_search on
// Graph500 R-MAT graphs, a 2D grid and the DIMACS USA road topologies.
//
// For each graph, over many random sources (vertices with at least one edge):
//   * kernel time per search: the backend's search with the graph already resident
//     (bfs_engine, report::compute_ms: CUDA events around the level loop, host round
//     trips included), direction-optimizing and top-down only, hence the DO gain;
//   * whole call: gpu_breadth_first_search on a compressed_sparse_row_graph, from BGL
//     graph to filled distance map (upload, reverse graph, search, download, write-back);
//   * boost::breadth_first_search with record_distances, in the same run, for the
//     speedups; its distances also check the GPU's on those sources.
// GTEPS counts the input (undirected) edges of the reached component per second, as
// Graph500 does, and takes the harmonic mean over searches.
//
// Usage: bench_breadth_first_search [--graphs=rmat20,rmat21,rmat22,rmat24,grid4096,NY,BAY,COL,FLA,NW,NE]
//        [--data=DIR (road files NAME.gr or NAME.gr.xz)] [--sources=N] [--bgl-sources=N]
//        [--whole-calls=N] [--no-sweep]
#include <boost_gpu_paths/detail/interface/bfs.hpp>
#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/io/generators.hpp>
#include <boost_gpu_paths/io/read_graph.hpp>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>

#include "support/bfs_graphs.hpp"
#include "support/report.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace api = boost::gpu_paths::backend_api;
namespace gp = boost::gpu_paths;

namespace {

using csr_graph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, boost::no_property,
                                                     boost::no_property, std::uint32_t, std::uint32_t>;

std::string default_data_dir()
{
    std::vector<std::string> candidates;
    if (const char* env = std::getenv("BOOST_GPU_PATHS_DATA_DIR")) candidates.push_back(std::string(env) + "/roads-topology");
    candidates.push_back(".device-data");
    candidates.push_back("../shared/data/roads-topology");
    for (const auto& dir : candidates)
        if (std::ifstream(dir + "/NY.gr.xz").good() || std::ifstream(dir + "/NY.gr").good()) return dir;
    return candidates.back();
}

struct config {
    std::vector<std::string> graphs{"rmat20", "rmat21", "rmat22", "rmat24", "grid4096", "NY",
                                    "BAY",    "COL",    "FLA",    "NW",     "NE"};
    // Where the road topologies are: --data=DIR, else the first of these that has NY.
    std::string data_dir = default_data_dir();
    int sources = 64;
    int bgl_sources = 8;
    int whole_calls = 3;
    bool sweep = true;
};

config parse(int argc, char** argv)
{
    config c;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&](const char* key) -> const char* {
            const std::size_t len = std::strlen(key);
            return arg.compare(0, len, key) == 0 ? arg.c_str() + len : nullptr;
        };
        if (const char* v = value("--graphs=")) {
            c.graphs.clear();
            std::stringstream list(v);
            for (std::string item; std::getline(list, item, ',');) c.graphs.push_back(item);
        } else if (const char* v = value("--data=")) {
            c.data_dir = v;
        } else if (const char* v = value("--sources=")) {
            c.sources = std::max(1, std::atoi(v));
        } else if (const char* v = value("--bgl-sources=")) {
            c.bgl_sources = std::max(1, std::atoi(v));
        } else if (const char* v = value("--whole-calls=")) {
            c.whole_calls = std::max(1, std::atoi(v));
        } else if (arg == "--no-sweep") {
            c.sweep = false;
        } else {
            std::fprintf(stderr, "unknown argument %s\n", argv[i]);
            std::exit(2);
        }
    }
    return c;
}

bench::bfs_graph make_graph(const std::string& name, const config& c)
{
    namespace io = boost::gpu_paths::io;
    if (name.rfind("rmat", 0) == 0)
        return bench::symmetric_csr(name, io::generate_rmat(static_cast<unsigned>(std::atoi(name.c_str() + 4)), 16,
                                                            20240601u, std::nullopt, {}, /*directed=*/false));
    if (name.rfind("grid", 0) == 0) {
        const std::uint32_t side = static_cast<std::uint32_t>(std::atoi(name.c_str() + 4));
        return bench::symmetric_csr(name, io::generate_grid(side, side, 1));
    }
    const std::string plain = c.data_dir + "/" + name + ".gr";
    return bench::symmetric_csr(name, io::read_graph(std::ifstream(plain).good() ? plain : plain + ".xz"));
}

// BGL's compressed_sparse_row_graph keeps its arrays in public members; moving ours in
// avoids a second copy of edge arrays of up to 2 GB.
csr_graph to_bgl(bench::bfs_graph& g)
{
    csr_graph out;
    out.m_forward.m_rowstart.swap(g.offsets);
    out.m_forward.m_column.swap(g.targets);
    return out;
}

api::csr_topology topology_of(const csr_graph& g)
{
    api::csr_topology t;
    t.vertex_count = static_cast<std::uint32_t>(g.m_forward.m_rowstart.size() - 1);
    t.edge_count = static_cast<std::uint32_t>(g.m_forward.m_column.size());
    t.offsets = g.m_forward.m_rowstart.data();
    t.targets = g.m_forward.m_column.data();
    t.symmetric = true;  // every graph here is undirected
    return t;
}

std::vector<std::uint32_t> pick_sources(const api::csr_topology& t, int count)
{
    std::mt19937_64 rng(7);
    std::uniform_int_distribution<std::uint32_t> pick(0, t.vertex_count - 1);
    std::vector<std::uint32_t> out;
    while (static_cast<int>(out.size()) < count) {
        const std::uint32_t v = pick(rng);
        if (t.offsets[v + 1] > t.offsets[v]) out.push_back(v);
    }
    return out;
}

struct search_series {
    std::vector<double> ms;
    double teps_inverse_sum = 0;  // for the harmonic mean of TEPS
    gp::bfs_statistics last;
    std::vector<double> levels, bottom_up, trips;
    std::size_t peak_bytes = 0;
    gp::backend_kind backend = gp::backend_kind::host;

    void add(const gp::report& t)
    {
        const gp::bfs_statistics& s = t.bfs;
        ms.push_back(t.compute_ms);
        const double edges = static_cast<double>(s.reached_edges) / 2;
        teps_inverse_sum += t.compute_ms / 1e3 / std::max(1.0, edges);
        levels.push_back(s.levels);
        bottom_up.push_back(s.bottom_up_levels);
        trips.push_back(s.host_round_trips);
        peak_bytes = std::max(peak_bytes, t.peak_device_bytes);
        backend = t.backend;
        last = s;
    }
    double median_ms() const { return bench::median(ms); }
    double gteps() const { return ms.empty() ? 0 : ms.size() / teps_inverse_sum / 1e9; }
};

search_series time_searches(const api::csr_topology& t, const std::vector<std::uint32_t>& sources, std::size_t count,
                            const gp::bfs_options& options)
{
    gp::execution_context context;
    context.tuning.bfs = options;
    api::bfs_engine engine(context, t);
    engine.search(&sources[0], 1, nullptr, nullptr);  // warm-up: module load, first-touch
    search_series series;
    for (std::size_t i = 0; i < std::min(count, sources.size()); ++i) {
        gp::report report;
        engine.search(&sources[i], 1, nullptr, nullptr, &report);
        series.add(report);
    }
    return series;
}

// Hop counts and parents of the GPU search from s, checked against BGL's distances.
bool agrees_with_bgl(const api::csr_topology& t, std::uint32_t s, const std::vector<std::uint32_t>& bgl_distance)
{
    api::bfs_engine engine(gp::execution_context(), t);
    std::vector<std::uint32_t> hops(t.vertex_count), parents(t.vertex_count);
    engine.search(&s, 1, hops.data(), parents.data());
    for (std::uint32_t v = 0; v < t.vertex_count; ++v) {
        if (hops[v] != bgl_distance[v]) return false;
        if (hops[v] == 0 || hops[v] == api::unreached_hops) {
            if (parents[v] != v) return false;
            continue;
        }
        const std::uint32_t p = parents[v];
        if (p >= t.vertex_count || hops[p] + 1 != hops[v]) return false;
        // The graphs here are symmetric: look for the edge p -> v as v -> p, in v's list,
        // which is short even when p is a hub.
        if (std::find(t.targets + t.offsets[v], t.targets + t.offsets[v + 1], p) == t.targets + t.offsets[v + 1])
            return false;
    }
    return true;
}

void run_graph(const std::string& name, const config& c)
{
    const auto build_start = std::chrono::steady_clock::now();
    bench::bfs_graph built = make_graph(name, c);
    const std::uint64_t input_edges = built.undirected_edges;
    const csr_graph g = to_bgl(built);
    const api::csr_topology t = topology_of(g);
    const double build_s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - build_start).count();
    const std::vector<std::uint32_t> sources = pick_sources(t, c.sources);
    std::printf("\n== %s: %u vertices, %llu input edges, %u arcs (built in %.1f s)\n", name.c_str(), t.vertex_count,
                static_cast<unsigned long long>(input_edges), t.edge_count, build_s);

    // Kernel times, direction-optimizing and top-down only.
    const search_series dobfs = time_searches(t, sources, sources.size(), gp::bfs_options());
    gp::bfs_options top_down;
    top_down.direction_optimizing = false;
    const search_series tdbfs = time_searches(t, sources, std::min<std::size_t>(16, sources.size()), top_down);

    // BGL, in the same run; its distances check the GPU's.
    const std::size_t bgl_count = std::max<std::size_t>(
        1, std::min<std::size_t>(c.bgl_sources, static_cast<std::size_t>(1.5e9 / std::max<double>(1, t.edge_count))));
    std::vector<double> bgl_ms;
    std::vector<std::vector<std::uint32_t>> bgl_distances;
    for (std::size_t i = 0; i < bgl_count; ++i) {
        std::vector<std::uint32_t> d(t.vertex_count, api::unreached_hops);
        d[sources[i]] = 0;
        bgl_ms.push_back(bench::wall_ms([&] {
            boost::breadth_first_search(
                g, sources[i],
                boost::visitor(boost::make_bfs_visitor(boost::record_distances(&d[0], boost::on_tree_edge()))));
        }));
        bgl_distances.push_back(std::move(d));
    }
    bool valid = true;
    for (std::size_t i = 0; i < bgl_count; ++i) valid = valid && agrees_with_bgl(t, sources[i], bgl_distances[i]);

    // Whole calls through the BGL front end (the graph is a directedS CSR graph to BGL, so
    // the front end also builds the reverse graph the bottom-up steps need).
    std::vector<double> whole_ms;
    for (int i = 0; i < c.whole_calls; ++i) {
        const std::size_t k = i % bgl_count;
        std::vector<std::uint32_t> d(t.vertex_count, 12345u);
        whole_ms.push_back(
            bench::wall_ms([&] { boost::gpu_breadth_first_search(g, sources[k], boost::distance_map(&d[0])); }));
        if (i == 0) {
            // Unreached vertices get the type's maximum, which is BGL's untouched preset here.
            valid = valid && d == bgl_distances[k];
        }
    }

    const double kernel = dobfs.median_ms(), bgl = bench::median(bgl_ms), whole = bench::median(whole_ms);
    const double td = tdbfs.median_ms();
    std::printf("%-10s %-5s levels %5.0f (BU %2.0f, host round trips %3.0f)  kernel %9.3f ms  top-down only %9.3f ms"
                "  DO gain %5.2fx\n",
                name.c_str(), gp::to_string(dobfs.backend), bench::median(dobfs.levels), bench::median(dobfs.bottom_up),
                bench::median(dobfs.trips), kernel, td, td / kernel);
    std::printf("%-10s GTEPS %7.2f  whole call %9.2f ms  BGL %9.2f ms  speedup kernel %7.1fx  whole call %6.1fx"
                "  peak device %.1f MiB  %s\n",
                name.c_str(), dobfs.gteps(), whole, bgl, bgl / kernel, bgl / whole, dobfs.peak_bytes / 1048576.0,
                valid ? "distances match BGL" : "MISMATCH WITH BGL");
    bench::result("bfs")
        .add("graph", name)
        .add("backend", gp::to_string(dobfs.backend))
        .add("vertices", t.vertex_count)
        .add("input_edges", input_edges)
        .add("arcs", t.edge_count)
        .add("searches", dobfs.ms.size())
        .add("levels_median", bench::median(dobfs.levels))
        .add("bottom_up_levels_median", bench::median(dobfs.bottom_up))
        .add("host_round_trips_median", bench::median(dobfs.trips))
        .add("kernel_ms_median", kernel)
        .add("kernel_ms_min", *std::min_element(dobfs.ms.begin(), dobfs.ms.end()))
        .add("kernel_ms_max", *std::max_element(dobfs.ms.begin(), dobfs.ms.end()))
        .add("gteps_harmonic", dobfs.gteps())
        .add("top_down_only_ms_median", td)
        .add("top_down_only_gteps", tdbfs.gteps())
        .add("direction_optimizing_gain", td / kernel)
        .add("whole_call_ms_median", whole)
        .add("bgl_ms_median", bgl)
        .add("bgl_searches", bgl_ms.size())
        .add("speedup_kernel", bgl / kernel)
        .add("speedup_whole_call", bgl / whole)
        .add("peak_device_bytes", dobfs.peak_bytes)
        .add("valid", valid ? "yes" : "no")
        .print();

    // Road networks and grids: the single-block gear's frontier limit.
    if (c.sweep && dobfs.backend == gp::backend_kind::cuda && bench::median(dobfs.levels) > 100) {
        for (std::uint32_t limit : {~0u, 256u, 1024u, 4096u}) {
            gp::bfs_options o;
            o.single_block_frontier = limit;
            const search_series s = time_searches(t, sources, std::min<std::size_t>(16, sources.size()), o);
            std::printf("%-10s single-block frontier limit %-6s kernel %9.3f ms\n", name.c_str(),
                        limit == ~0u ? "off" : std::to_string(limit).c_str(), s.median_ms());
            bench::result("bfs_single_block_sweep")
                .add("graph", name)
                .add("single_block_frontier", limit == ~0u ? std::string("off") : std::to_string(limit))
                .add("kernel_ms_median", s.median_ms())
                .print();
        }
        gp::bfs_options o;
        o.local_frontier_limit = ~0u;
        const search_series s = time_searches(t, sources, std::min<std::size_t>(16, sources.size()), o);
        std::printf("%-10s local frontier queues off          kernel %9.3f ms\n", name.c_str(), s.median_ms());
        bench::result("bfs_local_queue_sweep")
            .add("graph", name)
            .add("local_frontier_queues", "off")
            .add("kernel_ms_median", s.median_ms())
            .print();
    }
}

}  // namespace

int main(int argc, char** argv)
{
    const config c = parse(argc, argv);
    std::printf("backend: %s; CUDA device: %s\n", gp::to_string(gp::resolve_backend()),
                gp::describe_cuda_device().c_str());
    for (const std::string& name : c.graphs) {
        try {
            run_graph(name, c);
        } catch (const std::exception& e) {
            std::printf("%s: skipped: %s\n", name.c_str(), e.what());
        }
    }
    return 0;
}
