// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_transitive_closure against BGL's transitive_closure on a dense random DAG.
//
//   bench_transitive_closure [--n N] [--degree D] [--bgl-max-n M] [--host-max-n H] [--repeats R]
//                            [--no-whole] [--warm-heap]
//
// Graph: n vertices (default 4096), each with D (default 32) out-edges to random later
// vertices, so most vertices reach most later ones (about n^2 / 2 closure edges).
// For each backend (auto, cuda where a device is present, host):
//   closure:    backend_api::bit_closure alone, rows counted as they arrive (no tc built);
//   whole call: gpu_transitive_closure(g, tc) into an adjacency_list, tc built included
//               (build_ms: the report's write_back_ms, the rows turned into tc's edges);
// and BGL's transitive_closure into the same tc type while n <= --bgl-max-n (default
// 8192). The host backend (and auto where it picks the host) runs while n <= --host-max-n
// (default 16384). Times are medians of R runs (default 5) after one warm-up run, the
// whole call's of min(R, 2); BGL runs once, last. Before each timed whole call and BGL's
// run, the memory of the graphs destroyed so far goes back to the system (malloc_trim,
// glibc), so that each builds its tc in memory touched for the first time, as a
// program's one call does: otherwise BGL, building on the calling thread, and the whole
// call, building on the host threads, would each find a different share of the earlier
// graphs' memory still mapped in malloc's per-thread arenas (--warm-heap leaves it
// there). Where BGL runs, its time is printed as soon as it is known and the RESULT lines
// wait for it, to carry bgl_ms and BGL's time over theirs: speedup_vs_bgl_compute (over
// the closure's compute time) and speedup_vs_bgl_whole_call. At n = 32768, BGL's tc
// takes tens of GB, and destroying each graph (untimed) takes a while too.
// rate: n^3 / 64 word tasks (one 64-bit OR of a pivot row's word into a row's word, the
// dense worst case of the blocked Warshall) over the reported compute time.
// percent_of_ceiling (CUDA only): against the H100's shared-memory bandwidth, as each task
// reads one 8-byte word of a pivot tile from shared memory: 132 SMs x 128 bytes per clock
// x 1.98 GHz / 8 bytes = 4.18 T tasks/s. A nominal ceiling, not a measured one.
#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/transitive_closure.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/transitive_closure.hpp>

#include "support/report.hpp"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <bitset>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

using graph_t = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
constexpr double ceiling_T = 132.0 * 128.0 * 1.98e9 / 8.0 / 1e12;

graph_t random_dag(std::size_t n, std::size_t degree, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    graph_t g(n);
    for (std::size_t u = 0; u + 1 < n; ++u) {
        std::uniform_int_distribution<std::size_t> later(u + 1, n - 1);
        for (std::size_t e = 0; e < degree; ++e) add_edge(u, later(rng), g);
    }
    return g;
}

struct csr_arrays {
    std::vector<std::uint32_t> offsets, targets;
    gp::backend_api::csr_topology topology;
};

csr_arrays to_csr(const graph_t& g)
{
    csr_arrays c;
    const std::size_t n = num_vertices(g);
    c.offsets.push_back(0);
    for (std::size_t u = 0; u < n; ++u) {
        for (auto v : boost::make_iterator_range(adjacent_vertices(u, g)))
            c.targets.push_back(static_cast<std::uint32_t>(v));
        c.offsets.push_back(static_cast<std::uint32_t>(c.targets.size()));
    }
    c.topology.vertex_count = static_cast<std::uint32_t>(n);
    c.topology.edge_count = static_cast<std::uint32_t>(c.targets.size());
    c.topology.offsets = c.offsets.data();
    c.topology.targets = c.targets.data();
    return c;
}

std::uint64_t count_pairs(const gp::backend_api::csr_topology& graph, const gp::execution_context& context)
{
    struct counter {
        std::uint64_t pairs = 0;
        std::size_t words = 0;
    } out;
    out.words = gp::backend_api::bit_row_words(graph.vertex_count);
    gp::backend_api::row_sink<std::uint64_t> sink;
    sink.context = &out;
    sink.write = [](void* self, std::size_t, std::size_t rows, const std::uint64_t* data, std::size_t stride) {
        auto& c = *static_cast<counter*>(self);
        for (std::size_t r = 0; r < rows; ++r)
            for (std::size_t w = 0; w < c.words; ++w) c.pairs += std::bitset<64>(data[r * stride + w]).count();
    };
    gp::backend_api::bit_closure(context, graph, sink);
    return out.pairs;
}

double arg_value(int argc, char** argv, const char* name, double fallback)
{
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], name) == 0) return std::atof(argv[i + 1]);
    return fallback;
}

// Hands the free memory of malloc's arenas back to the system (see the header).
void release_freed_memory()
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

bool has_flag(int argc, char** argv, const char* name)
{
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], name) == 0) return true;
    return false;
}

}  // namespace

int main(int argc, char** argv)
{
    const auto n = static_cast<std::size_t>(arg_value(argc, argv, "--n", 4096));
    const auto degree = static_cast<std::size_t>(arg_value(argc, argv, "--degree", 32));
    const auto bgl_max_n = static_cast<std::size_t>(arg_value(argc, argv, "--bgl-max-n", 8192));
    const auto host_max_n = static_cast<std::size_t>(arg_value(argc, argv, "--host-max-n", 16384));
    const int repeats = std::max(1, static_cast<int>(arg_value(argc, argv, "--repeats", 5)));
    const bool whole = !has_flag(argc, argv, "--no-whole");
    const bool release_memory = !has_flag(argc, argv, "--warm-heap");
    const double tasks = double(n) * double(n) * double(n) / 64.0;

    const graph_t g = random_dag(n, degree, 20260526);
    const csr_arrays csr = to_csr(g);
    std::printf("transitive closure of a random DAG: n = %zu, %zu out-edges per vertex, %.3g word tasks\n", n, degree,
                tasks);

    // The RESULT lines, held back while BGL is still to run (see the header).
    const bool bgl_runs = n <= bgl_max_n;
    struct held_line {
        bench::result line;
        const char* backend;
        const char* what;
        const char* key;
        double ms;
    };
    std::vector<held_line> held;
    const auto emit = [&](bench::result line, const char* backend, const char* what, const char* key, double ms) {
        if (bgl_runs)
            held.push_back({std::move(line), backend, what, key, ms});
        else
            line.print();
    };

    std::vector<std::pair<gp::backend_kind, const char*>> backends{{gp::backend_kind::automatic, "auto"}};
    if (gp::cuda_device_available()) backends.push_back({gp::backend_kind::cuda, "cuda"});
    if (n <= host_max_n) backends.push_back({gp::backend_kind::host, "host"});
    if (n > host_max_n && !gp::cuda_device_available()) backends.clear();
    if (n > host_max_n) std::printf("host backend skipped (n > --host-max-n %zu)\n", host_max_n);

    for (const auto& backend : backends) {
        std::vector<double> wall, compute;
        std::uint64_t pairs = 0;
        gp::report rep;
        for (int run = 0; run <= repeats; ++run) {
            gp::execution_context context;
            context.backend = backend.first;
            context.report = &rep;
            const double ms = bench::wall_ms([&] { pairs = count_pairs(csr.topology, context); });
            if (run == 0) continue;  // warm-up
            wall.push_back(ms);
            compute.push_back(rep.compute_ms);
        }
        const double compute_ms = bench::median(compute);
        const double rate_T = tasks / (compute_ms * 1e-3) / 1e12;
        const bool on_cuda = rep.backend == gp::backend_kind::cuda;
        std::printf("%-5s closure     %10.2f ms (compute %10.2f ms, %.3f T word tasks/s%s), %llu pairs [%s]\n",
                    backend.second, bench::median(wall), compute_ms, rate_T,
                    on_cuda ? (", " + std::to_string(100.0 * rate_T / ceiling_T) + "% of ceiling").c_str() : "",
                    static_cast<unsigned long long>(pairs), rep.method.c_str());
        auto line = bench::result("transitive_closure");
        line.add("mode", "closure").add("backend", backend.second).add("ran_on", gp::to_string(rep.backend)).add("n", n)
            .add("degree", degree).add("pairs", pairs).add("wall_ms", bench::median(wall)).add("compute_ms", compute_ms)
            .add("rate_T_word_tasks", rate_T);
        if (on_cuda) line.add("percent_of_ceiling", 100.0 * rate_T / ceiling_T);
        emit(std::move(line), backend.second, "compute", "speedup_vs_bgl_compute", compute_ms);

        if (!whole) continue;
        std::vector<double> whole_wall;
        for (int run = 0; run <= (repeats > 2 ? 2 : repeats); ++run) {
            graph_t tc;
            if (release_memory) release_freed_memory();
            const double ms = bench::wall_ms([&] {
                boost::gpu_transitive_closure(g, tc, gp::use_backend(backend.first, gp::report_to(rep)));
            });
            if (run > 0) whole_wall.push_back(ms);
        }
        std::printf("%-5s whole call  %10.2f ms (compute %10.2f ms, tc built in %.2f ms)\n", backend.second,
                    bench::median(whole_wall), rep.compute_ms, rep.write_back_ms);
        auto whole_line = bench::result("transitive_closure");
        whole_line.add("mode", "whole_call").add("backend", backend.second).add("ran_on", gp::to_string(rep.backend))
            .add("n", n).add("degree", degree).add("wall_ms", bench::median(whole_wall))
            .add("compute_ms", rep.compute_ms).add("build_ms", rep.write_back_ms);
        emit(std::move(whole_line), backend.second, "whole call", "speedup_vs_bgl_whole_call",
             bench::median(whole_wall));
    }

    if (bgl_runs) {
        std::printf("BGL   running transitive_closure\n");
        std::fflush(stdout);
        graph_t tc;
        if (release_memory) release_freed_memory();
        const double bgl_ms = bench::wall_ms([&] { boost::transitive_closure(g, tc); });
        std::printf("BGL   whole call  %10.2f ms, %zu edges\n", bgl_ms, num_edges(tc));
        std::fflush(stdout);
        for (held_line& h : held) {
            if (h.ms > 0) {
                std::printf("%-5s %-10s %10.2fx BGL (BGL %.2f ms / %.2f ms)\n", h.backend, h.what, bgl_ms / h.ms,
                            bgl_ms, h.ms);
                h.line.add("bgl_ms", bgl_ms).add(h.key, bgl_ms / h.ms);
            }
            h.line.print();
        }
        bench::result("transitive_closure").add("mode", "whole_call").add("backend", "bgl").add("n", n)
            .add("degree", degree).add("wall_ms", bgl_ms).add("edges", num_edges(tc)).print();
    } else {
        std::printf("BGL   skipped (n > --bgl-max-n %zu)\n", bgl_max_n);
    }
    return 0;
}
