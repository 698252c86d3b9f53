// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Shortest paths: gpu_dijkstra_shortest_paths and gpu_dijkstra_all against BGL's
// dijkstra_shortest_paths in the same run.
//
// Single source, on OSM road graphs (shared/data/osm) and R-MAT graphs (Graph500
// parameters, 16 * 2^scale directed edges, integer weights 1..255), over random sources
// with at least one out-edge:
//   * kernel time per search: the backend's search with the graph already resident
//     (report::compute_ms: CUDA events from distance reset to converged distances);
//   * whole call: gpu_dijkstra_shortest_paths on a compressed_sparse_row_graph with
//     distance and predecessor maps, from BGL graph to filled maps (layout, upload,
//     search, parents, download, write-back);
//   * boost::dijkstra_shortest_paths with the same maps, whose distances also check the
//     GPU's (exactly: integer weights);
//   * the bucket width: the automatic delta and multiples of it.
// All pairs, gpu_dijkstra_all into a preallocated vector<vector<int>> (end to end: layout,
// searches, download, write-back), on G(n, m) graphs (degree 6, weights 1..10) and on the
// rome99 and openflights graphs; BGL is Dijkstra from sampled sources (all sources for
// small graphs), extrapolated to n sources, and checks those rows. The peak of device
// memory shows the result never lives on the device.
//
// Usage: bench_dijkstra [--sssp=rome,seattle,delhi,rmat21,rmat22] [--apsp=rome99,openflights,gnm30k,gnm100k]
//        [--sources=N] [--bgl-sources=N] [--no-sweep] [--quick]
// --sssp also takes ny, bay and col: the DIMACS 9 road graphs NY.gr.xz, BAY.gr.xz, COL.gr.xz
// (264k, 321k, 436k vertices), when present in the data directory.
// Data files are looked for in $BOOST_GPU_PATHS_DATA_DIR, ./.device-data and ../shared/data.
#include <boost_gpu_paths/detail/interface/sssp.hpp>
#include "shared/delta_width.hpp"
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/detail/base/parallel_for.hpp>

#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>

#include "support/report.hpp"
#include "support/sssp_graphs.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

namespace api = boost::gpu_paths::backend_api;
namespace gp = boost::gpu_paths;
namespace io = boost::gpu_paths::io;

namespace {

struct config {
    std::vector<std::string> sssp{"rome", "seattle", "delhi", "rmat21", "rmat22"};
    std::vector<std::string> apsp{"rome99", "openflights", "gnm30k", "gnm100k"};
    int sources = 32;
    int bgl_sources = 3;
    bool sweep = true;
};

std::vector<std::string> split(const char* text)
{
    std::vector<std::string> items;
    std::stringstream list(text);
    for (std::string item; std::getline(list, item, ',');)
        if (!item.empty()) items.push_back(item);
    return items;
}

config parse(int argc, char** argv)
{
    config c;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&](const char* key) -> const char* {
            const std::size_t len = std::strlen(key);
            return arg.compare(0, len, key) == 0 ? arg.c_str() + len : nullptr;
        };
        if (const char* v = value("--sssp=")) {
            c.sssp = split(v);
        } else if (const char* v = value("--apsp=")) {
            c.apsp = split(v);
        } else if (const char* v = value("--sources=")) {
            c.sources = std::max(1, std::atoi(v));
        } else if (const char* v = value("--bgl-sources=")) {
            c.bgl_sources = std::max(1, std::atoi(v));
        } else if (arg == "--no-sweep") {
            c.sweep = false;
        } else if (arg == "--quick") {
            c.sssp = {"rmat16", "grid300"};
            c.apsp = {"rome99", "gnm5k"};
            c.sources = 4;
            c.bgl_sources = 2;
        } else {
            std::fprintf(stderr, "unknown argument %s\n", argv[i]);
            std::exit(2);
        }
    }
    return c;
}

template <class W>
using csr_graph = io::csr_graph<W>;

template <class W>
const char* type_name()
{
    return std::is_same<W, std::int32_t>::value ? "int32" : std::is_same<W, std::int64_t>::value ? "int64" : "float";
}

// True when int32 path lengths of this list cannot overflow: the layout's bound (sum of
// each vertex's heaviest out-edge) stays below 2^30.
bool fits_int32(const io::edge_list& list)
{
    std::vector<double> heaviest(list.vertex_count, 0);
    for (std::size_t e = 0; e < list.edge_count(); ++e) {
        heaviest[list.sources[e]] = std::max(heaviest[list.sources[e]], list.weight(e));
        if (!list.directed) heaviest[list.targets[e]] = std::max(heaviest[list.targets[e]], list.weight(e));
    }
    double total = 0;
    for (double w : heaviest) total += w;
    return total < double(1 << 30) - 1;
}

bench::sssp_graph_source load(const std::string& name)
{
    if (name == "rome" || name == "seattle" || name == "delhi")
        return bench::sssp_read_file(name + "-roads", "osm/" + name + "-roads.gr.gz");
    if (name == "ny" || name == "bay" || name == "col") {  // DIMACS 9 road graphs, when present
        std::string upper = name;
        for (char& ch : upper) ch = static_cast<char>(ch - 'a' + 'A');
        return bench::sssp_read_file(upper + "-roads", upper + ".gr.xz");
    }
    if (name == "rome99") return bench::sssp_read_file(name, "dimacs9/rome99.gr");
    if (name == "openflights") return bench::sssp_read_file(name, "openflights/openflights-routes-km.gr.gz");
    if (name.rfind("rmat", 0) == 0) return bench::sssp_rmat(static_cast<unsigned>(std::atoi(name.c_str() + 4)), 21);
    if (name.rfind("gnm", 0) == 0) return bench::sssp_gnm(static_cast<std::uint32_t>(std::atoi(name.c_str() + 3)) * 1000, 6, 22);
    if (name.rfind("grid", 0) == 0) {
        const std::uint32_t side = static_cast<std::uint32_t>(std::atoi(name.c_str() + 4));
        return {name, io::generate_grid(side, side, 23, io::weight_range{1, 1000, true})};
    }
    std::fprintf(stderr, "unknown graph %s\n", name.c_str());
    std::exit(2);
}

// --- Single source ---------------------------------------------------------------------------

template <class W>
void bench_sssp(const bench::sssp_graph_source& source, const config& c)
{
    const csr_graph<W> g = io::to_csr_graph<W>(source.edges);
    const std::uint32_t n = static_cast<std::uint32_t>(num_vertices(g));
    const gp::layout::vertex_numbering<csr_graph<W>> numbering(g);
    const auto csr = gp::layout::make_csr<W>(g, numbering, get(boost::edge_weight, g), (std::numeric_limits<W>::max)());
    const std::uint32_t m = csr.topology.edge_count;
    const gp::backend_kind kind = gp::resolve_backend();

    std::mt19937_64 rng(12345);
    std::uniform_int_distribution<std::uint32_t> pick(0, n - 1);
    std::vector<std::uint32_t> sources;
    while (sources.size() < static_cast<std::size_t>(c.sources)) {
        const std::uint32_t s = pick(rng);
        if (csr.topology.offsets[s + 1] > csr.topology.offsets[s]) sources.push_back(s);
    }

    // BGL, also the reference distances.
    std::vector<double> bgl_ms;
    std::vector<std::vector<W>> reference;
    for (int i = 0; i < c.bgl_sources; ++i) {
        std::vector<W> d(n);
        std::vector<std::uint32_t> p(n);
        const auto index = get(boost::vertex_index, g);
        bgl_ms.push_back(bench::wall_ms([&] {
            boost::dijkstra_shortest_paths(g, sources[i],
                                           boost::distance_map(boost::make_iterator_property_map(d.begin(), index))
                                               .predecessor_map(boost::make_iterator_property_map(p.begin(), index)));
        }));
        reference.push_back(std::move(d));
    }

    // Kernel time per search, graph resident.
    std::vector<W> distance(n);
    auto search = [&](std::uint32_t s, const gp::options& tuning) {
        gp::report t;
        gp::execution_context context;
        context.backend = kind;
        context.tuning = tuning;
        context.report = &t;
        api::dijkstra<W>(context, csr.topology, csr.weight_data(), &s, 1, distance.data(), nullptr);
        return t;
    };
    search(sources[0], gp::default_options());  // warm-up: module load, first allocations
    std::vector<double> kernel_ms, phases;
    std::size_t mismatches = 0, reached = 0;
    std::size_t peak_bytes = 0;
    for (std::size_t i = 0; i < sources.size(); ++i) {
        const gp::report t = search(sources[i], gp::default_options());
        kernel_ms.push_back(t.compute_ms);
        phases.push_back(static_cast<double>(t.sssp_phases));
        peak_bytes = std::max(peak_bytes, t.peak_device_bytes);
        if (i < reference.size()) {
            const W inf = (std::numeric_limits<W>::max)();
            for (std::uint32_t v = 0; v < n; ++v) {
                const bool unreached = distance[v] >= gp::weight_encoding<W>::infinity();
                const W got = unreached ? inf : distance[v];
                mismatches += got != reference[i][v];
                reached += !unreached;
            }
        }
    }

    // The whole call, maps filled.
    std::vector<double> whole_ms;
    gp::report last;
    for (int i = 0; i < c.bgl_sources; ++i) {
        std::vector<W> d(n);
        std::vector<std::uint32_t> p(n);
        const auto index = get(boost::vertex_index, g);
        gp::report report;
        whole_ms.push_back(bench::wall_ms([&] {
            boost::gpu_dijkstra_shortest_paths(
                g, sources[i],
                gp::report_to(report, boost::distance_map(boost::make_iterator_property_map(d.begin(), index))
                                          .predecessor_map(boost::make_iterator_property_map(p.begin(), index))));
        }));
        mismatches += d != reference[i];
        last = report;
    }

    const double delta =
        static_cast<double>(gp::shared::choose_delta<W>(csr.topology, csr.weight_data(), gp::sssp_options()));
    const double kernel = bench::median(kernel_ms), whole = bench::median(whole_ms), bgl = bench::median(bgl_ms);
    std::printf("%-14s %-5s n=%-9u m=%-10u delta=%-8g kernel %8.3f ms  whole %8.2f ms  BGL %9.2f ms  "
                "speedup kernel %6.1fx whole %5.1fx  reached %zu/%d  mismatches %zu\n",
                source.name.c_str(), type_name<W>(), n, m, delta, kernel, whole, bgl, bgl / kernel, bgl / whole,
                reached / std::max<std::size_t>(1, reference.size()), static_cast<int>(n), mismatches);
    const double phase_count = bench::median(phases);
    std::printf("%-14s       whole call split: layout %.2f ms, upload %.2f ms, device %.3f ms, download %.2f ms, "
                "write-back %.2f ms; device peak %.1f MiB; %.0f phases, %.2f us each\n",
                "", last.layout_ms, last.upload_ms, last.compute_ms, last.download_ms,
                last.write_back_ms, peak_bytes / 1048576.0, phase_count, phase_count > 0 ? kernel * 1000 / phase_count : 0.0);
    bench::result("dijkstra_sssp")
        .add("graph", source.name)
        .add("weight", type_name<W>())
        .add("backend", gp::to_string(kind))
        .add("n", n)
        .add("m", m)
        .add("sources", sources.size())
        .add("delta", delta)
        .add("kernel_ms_median", kernel)
        .add("phases_median", phase_count)
        .add("kernel_ms_min", *std::min_element(kernel_ms.begin(), kernel_ms.end()))
        .add("kernel_ms_max", *std::max_element(kernel_ms.begin(), kernel_ms.end()))
        .add("whole_call_ms", whole)
        .add("bgl_ms", bgl)
        .add("speedup_kernel", bgl / kernel)
        .add("speedup_whole_call", bgl / whole)
        .add("layout_ms", last.layout_ms)
        .add("upload_ms", last.upload_ms)
        .add("device_ms", last.compute_ms)
        .add("download_ms", last.download_ms)
        .add("write_back_ms", last.write_back_ms)
        .add("peak_device_bytes", peak_bytes)
        .add("mismatches", mismatches)
        .print();

    if (!c.sweep || kind != gp::backend_kind::cuda) return;
    const std::size_t sweep_sources = std::min<std::size_t>(sources.size(), 8);
    for (double factor : {0.125, 0.25, 0.5, 1.0, 2.0, 4.0, 8.0}) {
        gp::options tuning = gp::default_options();
        tuning.sssp.delta = delta * factor;
        std::vector<double> ms, counts;
        for (std::size_t i = 0; i < sweep_sources; ++i) {
            const gp::report t = search(sources[i], tuning);
            ms.push_back(t.compute_ms);
            counts.push_back(static_cast<double>(t.sssp_phases));
        }
        std::printf("%-14s       delta x %-6g = %-10g kernel %8.3f ms  %6.0f phases\n", "", factor, tuning.sssp.delta,
                    bench::median(ms), bench::median(counts));
        bench::result("dijkstra_sssp_delta_sweep")
            .add("graph", source.name)
            .add("delta_factor", factor)
            .add("delta", tuning.sssp.delta)
            .add("kernel_ms_median", bench::median(ms))
            .add("phases_median", bench::median(counts))
            .print();
    }
}

// --- All pairs -------------------------------------------------------------------------------

template <class W>
void bench_apsp(const bench::sssp_graph_source& source, const config& c)
{
    const csr_graph<W> g = io::to_csr_graph<W>(source.edges);
    const std::uint32_t n = static_cast<std::uint32_t>(num_vertices(g));
    const std::size_t m = num_edges(g);
    const gp::backend_kind kind = gp::resolve_backend();

    // The caller's matrix, allocated and touched before the timed call (by all threads:
    // first-touch of tens of GB is itself seconds).
    std::vector<std::vector<W>> d(n);
    const double allocated_ms = bench::wall_ms([&] {
        gp::base::parallel_for(0, n, [&](std::size_t i) { d[i].assign(n, W(-7)); }, 16);
    });

    gp::report report;
    const double whole_ms = bench::wall_ms([&] {
        boost::gpu_dijkstra_all(g, d, gp::report_to(report, boost::weight_map(get(boost::edge_weight, g))));
    });

    // BGL from sampled sources (every source of small graphs), checking those rows.
    const std::size_t samples = n <= 5000 ? n : std::min<std::size_t>(n, c.bgl_sources * 16);
    std::mt19937_64 rng(777);
    std::uniform_int_distribution<std::uint32_t> pick(0, n - 1);
    std::size_t mismatches = 0;
    std::vector<W> row(n);
    const auto index = get(boost::vertex_index, g);
    double bgl_total_ms = 0;
    for (std::size_t k = 0; k < samples; ++k) {
        const std::uint32_t s = samples == n ? static_cast<std::uint32_t>(k) : pick(rng);
        bgl_total_ms += bench::wall_ms([&] {
            boost::dijkstra_shortest_paths(g, s, boost::distance_map(boost::make_iterator_property_map(row.begin(), index)));
        });
        for (std::uint32_t v = 0; v < n; ++v) mismatches += row[v] != d[s][v];
    }
    const double bgl_ms = bgl_total_ms / samples * n;
    const double pairs_per_s = double(n) * n / (whole_ms / 1000);
    std::printf("%-14s %-5s n=%-7u m=%-9zu all pairs %9.3f s (device span %.3f s, download %.3f s, write-back %.3f s "
                "summed over batches)  BGL %s %9.1f s  speedup %6.1fx  %.2f G pairs/s  device peak %.1f MiB  "
                "rows checked %zu, mismatches %zu  (matrix allocation %.2f s, outside)\n",
                source.name.c_str(), type_name<W>(), n, m, whole_ms / 1000, report.compute_ms / 1000,
                report.download_ms / 1000, report.write_back_ms / 1000,
                samples == n ? "measured" : "estimated", bgl_ms / 1000, bgl_ms / whole_ms, pairs_per_s / 1e9,
                report.peak_device_bytes / 1048576.0, samples, mismatches, allocated_ms / 1000);
    bench::result("dijkstra_all_pairs")
        .add("graph", source.name)
        .add("weight", type_name<W>())
        .add("backend", gp::to_string(kind))
        .add("n", n)
        .add("m", m)
        .add("whole_call_s", whole_ms / 1000)
        .add("layout_ms", report.layout_ms)
        .add("device_span_s", report.compute_ms / 1000)
        .add("download_s_summed", report.download_ms / 1000)
        .add("write_back_s_summed", report.write_back_ms / 1000)
        .add("peak_device_bytes", report.peak_device_bytes)
        .add("result_bytes", double(n) * n * sizeof(W))
        .add("bgl_s", bgl_ms / 1000)
        .add("bgl_measured", samples == n ? 1 : 0)
        .add("bgl_sources_timed", samples)
        .add("speedup", bgl_ms / whole_ms)
        .add("mismatches", mismatches)
        .print();
}

template <template <class> class Bench>
void run(const std::string& name, const config& c)
{
    const bench::sssp_graph_source source = load(name);
    if (source.edges.vertex_count == 0) {
        std::printf("%-14s skipped: data file not found\n", name.c_str());
        return;
    }
    if (fits_int32(source.edges))
        Bench<std::int32_t>::run(source, c);
    else
        Bench<std::int64_t>::run(source, c);
}

template <class W>
struct sssp_bench {
    static void run(const bench::sssp_graph_source& s, const config& c) { bench_sssp<W>(s, c); }
};
template <class W>
struct apsp_bench {
    static void run(const bench::sssp_graph_source& s, const config& c) { bench_apsp<W>(s, c); }
};

}  // namespace

int main(int argc, char** argv)
{
    const config c = parse(argc, argv);
    std::printf("device: %s\nbackend: %s, host threads: %u\n", gp::describe_cuda_device().c_str(),
                gp::to_string(gp::resolve_backend()), gp::base::thread_count());
    // Context creation and module load, outside every measurement.
    {
        io::csr_graph<int> tiny = io::to_csr_graph<int>(bench::sssp_gnm(1000, 4, 1).edges);
        std::vector<std::vector<int>> d(1000, std::vector<int>(1000));
        boost::gpu_dijkstra_all(tiny, d);
    }
    std::printf("\n== single source ==\n");
    for (const auto& name : c.sssp) run<sssp_bench>(name, c);
    std::printf("\n== all pairs ==\n");
    for (const auto& name : c.apsp) run<apsp_bench>(name, c);
    return 0;
}
