// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_floyd_warshall_all_pairs at the H100's limit: kernel rate per type and size, the
// whole call from adjacency_list into vector<vector<W>> with its split, BGL's own
// floyd_warshall for comparison, with and without predecessors, and the schedule
// comparison (pivot block width, f32 inner loop) behind the defaults.
//
//   bench_floyd_warshall [--quick]           small sizes only, for a smoke run (every section,
//                                            watched calls against unwatched among them)
//   bench_floyd_warshall --whole [N ...]     only the whole-call rows (f32 and s32, with
//                                            and without paths) at N (default 8192 16384)
//
// Graphs: n vertices, 16 random out-edges each, weights uniform in [1, 100) (integers
// for s32). Rates count n^3 tasks (one c = min(c, a + b) each) over the kernel time
// (CUDA events around the closure). percent_of_ceiling is against the rate MEASURED on
// an H100 (132 SMs, 1980 MHz) for the kernel's inner step alone, in T tasks/s:
// f32 add+min (FADD + FMNMX) 14.7; f32 two adds + one three-way integer min on the bit
// patterns (non-negative floats, the default for non-negative weights) 18.4; s32 add+min
// (DPX VIADDMNMX) 16.4. f64 and s64 have no measured ceiling: "n/a".
#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>

#include "support/report.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

template <class W>
using graph_t = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                      boost::property<boost::edge_weight_t, W>>;

template <class W>
graph_t<W> random_graph(std::size_t n, std::size_t degree, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
    std::uniform_real_distribution<double> weight(1.0, 100.0);
    graph_t<W> g(n);
    for (std::size_t u = 0; u < n; ++u)
        for (std::size_t e = 0; e < degree; ++e) {
            const double w = weight(rng);
            add_edge(u, vertex(rng), static_cast<W>(std::is_integral<W>::value ? std::floor(w) : w), g);
        }
    return g;
}

template <class W>
const char* type_name()
{
    if (std::is_same<W, float>::value) return "f32";
    if (std::is_same<W, double>::value) return "f64";
    if (std::is_same<W, std::int32_t>::value) return "s32";
    return "s64";
}

// Measured ceiling of the kernel's inner step in T tasks/s, 0 where none was measured.
template <class W>
double measured_ceiling_T(bool min3)
{
    if (std::is_same<W, float>::value) return min3 ? 18.4 : 14.7;
    if (std::is_same<W, std::int32_t>::value) return 16.4;
    return 0;
}

struct run_result {
    double wall_ms = 0;
    gp::report report;
};

template <class W, class P = int>
run_result run_once(const graph_t<W>& g, std::vector<std::vector<W>>& d, std::vector<std::vector<P>>* p,
                    gp::backend_kind backend, const gp::options& tuning = gp::default_options())
{
    run_result r;
    const auto params = gp::report_to(r.report, gp::with_options(tuning, gp::use_backend(backend)));
    if (p) {
        r.wall_ms = bench::wall_ms([&] { boost::gpu_floyd_warshall_all_pairs(g, d, gp::predecessor_matrix(*p, params)); });
    } else {
        r.wall_ms = bench::wall_ms([&] { boost::gpu_floyd_warshall_all_pairs(g, d, params); });
    }
    return r;
}

template <class W>
void measure(std::size_t n, int repeats, bool with_paths, const char* schedule = nullptr,
             const gp::options& tuning = gp::default_options())
{
    const auto g = random_graph<W>(n, 16, 1234 + n);
    std::vector<std::vector<W>> d(n, std::vector<W>(n));
    std::vector<std::vector<std::uint32_t>> p;
    if (with_paths) p.assign(n, std::vector<std::uint32_t>(n));
    std::vector<run_result> runs;
    for (int i = 0; i < repeats; ++i)
        runs.push_back(run_once<W, std::uint32_t>(g, d, with_paths ? &p : nullptr, gp::backend_kind::cuda, tuning));
    std::vector<double> wall, kernel;
    for (auto& r : runs) {
        wall.push_back(r.wall_ms);
        kernel.push_back(r.report.compute_ms);
    }
    const double kernel_ms = bench::median(kernel), wall_ms = bench::median(wall);
    // The split of the run whose kernel time is the median one.
    const run_result* mid = &runs[0];
    for (auto& r : runs)
        if (r.report.compute_ms == kernel_ms) mid = &r;
    const auto& t = mid->report;
    const double tasks = double(n) * n * n;
    const double rate = tasks / (kernel_ms * 1e-3) / 1e12;
    const bool min3 =
        std::is_same<W, float>::value && tuning.closure.inner == gp::closure_options::inner_loop::automatic;
    const double ceiling = measured_ceiling_T<W>(min3);
    char of_ceiling[32] = "n/a";
    if (ceiling > 0) std::snprintf(of_ceiling, sizeof of_ceiling, "%5.1f%% of %.1f", 100 * rate / ceiling, ceiling);
    std::printf("%-4s n=%-6zu %-6s %-14s kernel %9.2f ms  %6.2f T/s (%s)  whole %9.2f ms (%.2fx): "
                "layout %.2f, h2d %.2f, d2h %.2f, write-back %.2f; peak %.0f MiB\n",
                type_name<W>(), n, with_paths ? "paths" : "dist", schedule ? schedule : "default", kernel_ms, rate,
                of_ceiling, wall_ms, wall_ms / kernel_ms, mid->report.layout_ms, t.upload_ms, t.download_ms,
                t.write_back_ms, t.peak_device_bytes / 1048576.0);
    auto result = bench::result("floyd_warshall");
    result.add("type", type_name<W>())
        .add("n", n)
        .add("paths", with_paths ? 1 : 0)
        .add("schedule", schedule ? schedule : "default")
        .add("kernel_ms", kernel_ms)
        .add("tasks_per_s_T", rate);
    if (ceiling > 0)
        result.add("ceiling_T", ceiling).add("percent_of_ceiling", 100 * rate / ceiling);
    else
        result.add("ceiling_T", "n/a").add("percent_of_ceiling", "n/a");
    result.add("whole_ms", wall_ms)
        .add("whole_over_kernel", wall_ms / kernel_ms)
        .add("layout_ms", mid->report.layout_ms)
        .add("h2d_ms", t.upload_ms)
        .add("d2h_ms", t.download_ms)
        .add("write_back_ms", t.write_back_ms)
        .add("peak_device_bytes", t.peak_device_bytes)
        .add("repeats", repeats)
        .print();
}

template <class W>
void against_bgl(std::size_t n)
{
    const auto g = random_graph<W>(n, 16, 99 + n);
    std::vector<std::vector<W>> expected(n, std::vector<W>(n)), got = expected;
    const double bgl_ms = bench::wall_ms([&] { boost::floyd_warshall_all_pairs_shortest_paths(g, expected); });
    run_once<W, int>(g, got, nullptr, gp::backend_kind::cuda);  // warm
    const run_result r = run_once<W, int>(g, got, nullptr, gp::backend_kind::cuda);
    const run_result h = run_once<W, int>(g, got, nullptr, gp::backend_kind::host);
    std::size_t mismatches = 0;
    run_once<W, int>(g, got, nullptr, gp::backend_kind::cuda);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j)
            if (std::is_integral<W>::value ? expected[i][j] != got[i][j]
                                           : std::abs(double(expected[i][j]) - double(got[i][j])) >
                                                 1e-4 * std::max(1.0, std::abs(double(expected[i][j]))))
                ++mismatches;
    std::printf("%-4s n=%-6zu BGL floyd_warshall %10.1f ms; gpu whole call %8.2f ms (%.0fx faster); host backend "
                "%8.1f ms (%.1fx); mismatches vs BGL: %zu\n",
                type_name<W>(), n, bgl_ms, r.wall_ms, bgl_ms / r.wall_ms, h.wall_ms, bgl_ms / h.wall_ms, mismatches);
    bench::result("floyd_warshall_vs_bgl")
        .add("type", type_name<W>())
        .add("n", n)
        .add("bgl_ms", bgl_ms)
        .add("gpu_whole_ms", r.wall_ms)
        .add("speedup", bgl_ms / r.wall_ms)
        .add("host_backend_ms", h.wall_ms)
        .add("host_speedup", bgl_ms / h.wall_ms)
        .add("mismatches", mismatches)
        .print();
}

// What watching a call costs (cancel_with and on_progress: the host then stays at most
// two pivot rounds ahead of the device, round_watch.cuh): the same whole call with and
// without, interleaved, medians of `repeats`.
template <class W>
void watched_against_unwatched(std::size_t n, int repeats)
{
    const auto g = random_graph<W>(n, 16, 4321 + n);
    std::vector<std::vector<W>> d(n, std::vector<W>(n));
    const gp::cancel_token token;
    std::size_t updates = 0;
    const auto count = [&updates](const gp::progress_update&) { ++updates; };
    const auto params = gp::use_backend(gp::backend_kind::cuda);
    std::vector<double> plain, watched;
    for (int i = 0; i < repeats; ++i) {
        plain.push_back(bench::wall_ms([&] { boost::gpu_floyd_warshall_all_pairs(g, d, params); }));
        watched.push_back(bench::wall_ms(
            [&] { boost::gpu_floyd_warshall_all_pairs(g, d, gp::cancel_with(token, gp::on_progress(count, params))); }));
    }
    const double plain_ms = bench::median(plain), watched_ms = bench::median(watched);
    std::printf("%-4s n=%-6zu unwatched %9.2f ms  watched %9.2f ms  (watched / unwatched %.3f; %zu progress updates "
                "in %d calls)\n",
                type_name<W>(), n, plain_ms, watched_ms, watched_ms / plain_ms, updates, repeats);
    bench::result("floyd_warshall_watched")
        .add("type", type_name<W>())
        .add("n", n)
        .add("unwatched_ms", plain_ms)
        .add("watched_ms", watched_ms)
        .add("watched_over_unwatched", watched_ms / plain_ms)
        .add("repeats", repeats)
        .print();
}

}  // namespace

int main(int argc, char** argv)
{
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    const bool whole_only = argc > 1 && std::strcmp(argv[1], "--whole") == 0;
    std::printf("device: %s\n", gp::describe_cuda_device().c_str());
    if (!gp::cuda_device_available()) {
        std::printf("no CUDA device: nothing to measure\n");
        return 0;
    }
    {  // warm-up: context, module load
        const auto g = random_graph<float>(300, 4, 1);
        std::vector<std::vector<float>> d(300, std::vector<float>(300));
        run_once<float, int>(g, d, nullptr, gp::backend_kind::cuda);
    }
    if (whole_only) {
        std::vector<std::size_t> sizes;
        for (int i = 2; i < argc; ++i) sizes.push_back(static_cast<std::size_t>(std::strtoull(argv[i], nullptr, 10)));
        if (sizes.empty()) sizes = {8192, 16384};
        std::printf("\n== whole call, distances only ==\n");
        for (std::size_t n : sizes) measure<float>(n, n <= 8192 ? 5 : 3, false);
        for (std::size_t n : sizes) measure<std::int32_t>(n, n <= 8192 ? 5 : 3, false);
        std::printf("\n== whole call, with predecessors ==\n");
        for (std::size_t n : sizes) measure<float>(n, n <= 8192 ? 3 : 2, true);
        for (std::size_t n : sizes) measure<std::int32_t>(n, n <= 8192 ? 3 : 2, true);
        return 0;
    }
    const std::vector<std::size_t> sizes = quick ? std::vector<std::size_t>{1024, 2048}
                                                 : std::vector<std::size_t>{1024, 2048, 4096, 8192, 16384};
    auto repeats = [](std::size_t n) { return n <= 4096 ? 5 : n <= 8192 ? 3 : 2; };

    std::printf("\n== kernel rate and whole call, distances only ==\n");
    for (std::size_t n : sizes) measure<float>(n, repeats(n), false);
    for (std::size_t n : sizes) measure<std::int32_t>(n, repeats(n), false);
    measure<double>(quick ? 2048 : 8192, 2, false);

    std::printf("\n== with predecessors ==\n");
    for (std::size_t n : sizes) measure<float>(n, repeats(n), true);
    for (std::size_t n : sizes) measure<std::int32_t>(n, repeats(n), true);

    // These graphs are sparse, so the predecessors above are derived from the final
    // distances; a dense input (the initialized variant) has them tracked by the closure.
    std::printf("\n== with predecessors tracked by the closure (as for dense inputs) ==\n");
    gp::options tracked = gp::default_options();
    tracked.closure.predecessor_mode = gp::closure_options::predecessors::track;
    for (std::size_t n : quick ? std::vector<std::size_t>{2048} : std::vector<std::size_t>{8192, 16384}) {
        measure<float>(n, 2, true, "tracked", tracked);
        measure<std::int32_t>(n, 2, true, "tracked", tracked);
    }

    std::printf("\n== schedules: pivot block width, f32 inner loop ==\n");
    for (std::size_t n : quick ? std::vector<std::size_t>{2048} : std::vector<std::size_t>{2048, 4096, 8192}) {
        for (std::uint32_t block : {128u, 256u, 512u}) {
            gp::options schedule = gp::default_options();
            schedule.closure.block = block;
            const std::string b = "b" + std::to_string(block);
            measure<float>(n, 2, false, (b + "-min3").c_str(), schedule);
            schedule.closure.inner = gp::closure_options::inner_loop::add_min;
            measure<float>(n, 2, false, (b + "-addmin").c_str(), schedule);
            schedule.closure.inner = gp::closure_options::inner_loop::automatic;
            measure<std::int32_t>(n, 2, false, b.c_str(), schedule);
        }
    }

    std::printf("\n== watched calls (cancel_with, on_progress) against unwatched, whole call ==\n");
    for (std::size_t n : quick ? std::vector<std::size_t>{2048} : std::vector<std::size_t>{4096, 8192, 16384})
        watched_against_unwatched<float>(n, n <= 8192 ? 5 : 3);

    std::printf("\n== against BGL's floyd_warshall_all_pairs_shortest_paths ==\n");
    against_bgl<float>(1024);
    against_bgl<std::int32_t>(1024);
    if (!quick) against_bgl<float>(2048);
    return 0;
}
