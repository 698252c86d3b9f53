// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Johnson: gpu_johnson_all_pairs_shortest_paths on a graph with negative weights against
// gpu_dijkstra_all on the same graph with non-negative ones, in the same run: what the
// potentials (one Bellman-Ford), the reweighting and the restoring of every row cost.
//
// The graph is G(n, m) (directed, base weights 1..100); the negative-weight variant adds a
// random potential, w(u, v) = base + h(v) - h(u) with h from 0..150, so no cycle is
// negative and every distance is the base distance shifted: d(u, v) = d_base(u, v) + h(v)
// - h(u), which checks Johnson's rows exactly against gpu_dijkstra_all's (sampled rows).
// Both calls fill one n x n vector<vector<int>> in turn; each is timed whole (layout,
// potentials, searches, download, write-back; wall clock) and by its kernel time
// (report::compute_ms), the median of --repeats calls after one warm-up call, on every
// backend (auto, host while n <= --host-max-n, and, with a device, cuda). On cuda, Johnson
// once more with BGL's potentials alone (sssp_options::balanced_potentials off), so the
// two potentials compare on the same graph in the same run.
//
// Usage: bench_johnson [--n=10000] [--m=60000] [--repeats=3] [--seed=N] [--host-max-n=20000]
// (the size is --n=100000 --m=600000: a 40 GB matrix in host memory, where the
// host backend's searches would take many minutes)
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/io/generators.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>
#include <boost_gpu_paths/johnson.hpp>

#include <boost/graph/compressed_sparse_row_graph.hpp>

#include "support/report.hpp"
#include "support/whole_call.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace gp = boost::gpu_paths;
namespace io = boost::gpu_paths::io;

namespace {

struct config {
    std::uint32_t n = 10000;
    std::uint64_t m = 60000;
    int repeats = 3;
    std::uint64_t seed = 20261;
    std::uint32_t host_max_n = 20000;
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
        if (const char* v = value("--n="))
            c.n = static_cast<std::uint32_t>(std::strtoul(v, nullptr, 10));
        else if (const char* v = value("--m="))
            c.m = std::strtoull(v, nullptr, 10);
        else if (const char* v = value("--repeats="))
            c.repeats = std::max(1, std::atoi(v));
        else if (const char* v = value("--seed="))
            c.seed = std::strtoull(v, nullptr, 10);
        else if (const char* v = value("--host-max-n="))
            c.host_max_n = static_cast<std::uint32_t>(std::strtoul(v, nullptr, 10));
        else {
            std::fprintf(stderr, "usage: bench_johnson [--n=10000] [--m=60000] [--repeats=3] [--seed=N] "
                                 "[--host-max-n=20000]\n");
            std::exit(2);
        }
    }
    return c;
}

struct timing {
    double call_ms = 0;
    double kernel_ms = 0;
    gp::report report;
};

// One warm-up call, then the medians of `repeats` timed calls and of their reported kernel times.
template <class Call>
timing measure(int repeats, Call call)
{
    timing t;
    call(t.report);
    std::vector<double> calls, kernels;
    for (int i = 0; i < repeats; ++i) {
        gp::report r;
        calls.push_back(bench::wall_ms([&] { call(r); }));
        kernels.push_back(r.compute_ms);
        t.report = r;
    }
    t.call_ms = bench::median(calls);
    t.kernel_ms = bench::median(kernels);
    return t;
}

}  // namespace

int main(int argc, char** argv)
{
    const config c = parse(argc, argv);
    io::edge_list base = io::generate_gnm(c.n, c.m, c.seed, io::weight_range{1, 100, true});
    io::edge_list shifted = base;
    std::mt19937_64 rng(c.seed + 1);
    std::uniform_int_distribution<int> height(0, 150);
    std::vector<int> h(c.n);
    for (int& x : h) x = height(rng);
    std::size_t negative = 0;
    for (std::size_t e = 0; e < shifted.edge_count(); ++e) {
        shifted.weights[e] += h[shifted.targets[e]] - h[shifted.sources[e]];
        negative += shifted.weights[e] < 0;
    }
    const auto g_base = io::to_csr_graph<int>(base);
    const auto g_shifted = io::to_csr_graph<int>(shifted);
    const std::size_t n = c.n;
    std::printf("G(n, m): %zu vertices, %llu edges (%zu negative after the shift), %u host threads\n", n,
                static_cast<unsigned long long>(c.m), negative, std::thread::hardware_concurrency());

    std::vector<std::vector<int>> d(n, std::vector<int>(n));
    const std::vector<std::size_t> sampled{0, n / 3, n / 2, n - 1};
    for (const bench::mode& mode : bench::modes()) {
        if (mode.backend == gp::backend_kind::host && n > c.host_max_n) {
            std::printf("host  skipped (n > --host-max-n %u)\n", c.host_max_n);
            continue;
        }
        const timing plain = measure(c.repeats, [&](gp::report& r) {
            boost::gpu_dijkstra_all(g_base, d, gp::report_to(r, gp::use_backend(mode.backend)));
        });
        std::vector<std::vector<int>> base_rows;
        for (std::size_t u : sampled) base_rows.push_back(d[u]);
        bool verdict = false;
        const timing johnson = measure(c.repeats, [&](gp::report& r) {
            verdict = boost::gpu_johnson_all_pairs_shortest_paths(g_shifted, d,
                                                                  gp::report_to(r, gp::use_backend(mode.backend)));
        });
        // The sampled rows of the last call, against the base rows shifted.
        auto rows_equal = [&] {
            bool equal = verdict;
            for (std::size_t k = 0; k < sampled.size(); ++k) {
                const std::size_t u = sampled[k];
                for (std::size_t v = 0; v < n; ++v) {
                    const int want = base_rows[k][v] == std::numeric_limits<int>::max()
                                         ? base_rows[k][v]
                                         : base_rows[k][v] + h[v] - h[u];
                    equal = equal && d[u][v] == want;
                }
            }
            return equal;
        };
        bool same = rows_equal();
        // The same call with BGL's potentials alone.
        timing bgl_potentials;
        if (mode.backend == gp::backend_kind::cuda) {
            gp::options tuning = gp::default_options();
            tuning.sssp.balanced_potentials = false;
            bgl_potentials = measure(c.repeats, [&](gp::report& r) {
                verdict = boost::gpu_johnson_all_pairs_shortest_paths(
                    g_shifted, d, gp::report_to(r, gp::with_options(tuning, gp::use_backend(mode.backend))));
            });
            same = same && rows_equal();
        }
        const double overhead = johnson.call_ms / std::max(plain.call_ms, 1e-9);
        std::printf("%-5s gpu_dijkstra_all %10.2f ms (kernel %10.2f)  johnson %10.2f ms (kernel %10.2f)  "
                    "johnson / dijkstra_all %5.2fx  %s  %s%s\n",
                    mode.name, plain.call_ms, plain.kernel_ms, johnson.call_ms, johnson.kernel_ms, overhead,
                    gp::to_string(johnson.report.backend), johnson.report.method.c_str(), same ? "" : "  MISMATCH");
        bench::print_split(johnson.report, johnson.call_ms);
        if (bgl_potentials.call_ms > 0)
            std::printf("%-10s with BGL's potentials alone: johnson %10.2f ms (kernel %10.2f)  johnson / dijkstra_all "
                        "%5.2fx\n",
                        "", bgl_potentials.call_ms, bgl_potentials.kernel_ms,
                        bgl_potentials.call_ms / std::max(plain.call_ms, 1e-9));
        bench::result row("johnson");
        row.add("graph", "gnm")
            .add("n", n)
            .add("m", c.m)
            .add("negative_edges", negative)
            .add("mode", mode.name)
            .add("backend", gp::to_string(johnson.report.backend))
            .add("method", johnson.report.method)
            .add("dijkstra_all_ms", plain.call_ms)
            .add("dijkstra_all_kernel_ms", plain.kernel_ms)
            .add("call_ms", johnson.call_ms)
            .add("kernel_ms", johnson.kernel_ms)
            .add("overhead", overhead)
            .add("bgl_potentials_ms", bgl_potentials.call_ms)
            .add("bgl_potentials_kernel_ms", bgl_potentials.kernel_ms)
            .add("threads", std::thread::hardware_concurrency());
        bench::add_split(row, johnson.report).add("same", same ? 1 : 0).print();
    }
    return 0;
}
