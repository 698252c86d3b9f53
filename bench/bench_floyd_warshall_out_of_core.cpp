// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Out-of-core Floyd-Warshall against in-core, whole calls on the CUDA backend.
//
//   bench_floyd_warshall_out_of_core [--n=N] [--type=f32|s32] [--cap-fraction=F] [--paths]
//                                    [--only-out-of-core] [--degree=D] [--trace] [--repeats=R]
//
// Graphs: n vertices, `degree` random out-edges each, weights uniform in [1, 100). The
// in-core call (closure.out_of_core = never) against the out-of-core one under
// device_memory_cap_mib = F x the matrix's bytes (automatic mode: the cap sends it out of
// core), results compared equal (distances; predecessors with --paths). Rate: n^3 / time
// (T tasks/s). --only-out-of-core runs the out-of-core call alone into a
// std::vector<std::vector<W>>. --trace: the calls' own time lines on stderr (the steps of
// the call and the device time of each kind of launch). --repeats: each call R times (the
// first included: a user's one call pays what a process's first call pays), every time
// printed, the median compared. Prints RESULT JSON lines (support/report.hpp).
#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/range/iterator_range.hpp>

#include "support/report.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <string>
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
    std::uniform_int_distribution<int> weight(1, 99);
    graph_t<W> g(n);
    for (std::size_t u = 0; u < n; ++u)
        for (std::size_t e = 0; e < degree; ++e) add_edge(u, vertex(rng), static_cast<W>(weight(rng)), g);
    return g;
}

struct settings {
    std::size_t n = 4096;
    std::string type = "f32";
    double cap_fraction = 0.25;
    bool paths = false;
    bool only_out_of_core = false;
    bool trace = false;
    std::size_t degree = 16;
    int repeats = 1;
};

struct outcome {
    double ms = 0;
    bool ok = false;
    gp::report report;
};

template <class W, class Matrix>
outcome run_once(const graph_t<W>& g, Matrix& d, std::vector<std::vector<std::uint32_t>>* p, const gp::options& o)
{
    outcome r;
    r.ms = bench::wall_ms([&] {
        auto params = gp::report_to(r.report, gp::with_options(o, gp::use_backend(gp::backend_kind::cuda)));
        r.ok = p ? boost::gpu_floyd_warshall_all_pairs(g, d, gp::predecessor_matrix(*p, params))
                 : boost::gpu_floyd_warshall_all_pairs(g, d, params);
    });
    return r;
}

// `repeats` calls, each printed; the outcome of the last with the median time.
template <class W, class Matrix>
outcome run(const graph_t<W>& g, Matrix& d, std::vector<std::vector<std::uint32_t>>* p, const gp::options& o,
            int repeats, const char* label)
{
    std::vector<double> times;
    outcome r;
    for (int i = 0; i < std::max(1, repeats); ++i) {
        r = run_once<W>(g, d, p, o);
        times.push_back(r.ms);
        if (repeats > 1) std::printf("%s call %d: %.1f ms\n", label, i + 1, r.ms);
    }
    std::sort(times.begin(), times.end());
    r.ms = times.size() % 2 ? times[times.size() / 2] : (times[times.size() / 2 - 1] + times[times.size() / 2]) / 2;
    return r;
}

template <class W>
void bench_type(const settings& s)
{
    const std::size_t n = s.n;
    const graph_t<W> g = random_graph<W>(n, s.degree, 17);
    const double tasks = double(n) * double(n) * double(n);
    const std::size_t matrix_bytes = n * n * (sizeof(W) + (s.paths ? 4 : 0));
    gp::options out_of_core;
    if (s.trace) out_of_core.trace = gp::trace_mode::stderr_lines;
    out_of_core.device_memory_cap_mib = std::max<std::uint64_t>(1, std::uint64_t(matrix_bytes * s.cap_fraction) >> 20);
    std::vector<std::vector<W>> d_out(n, std::vector<W>(n));
    std::vector<std::vector<std::uint32_t>> p_out(s.paths ? n : 0, std::vector<std::uint32_t>(s.paths ? n : 0));
    const outcome o = run<W>(g, d_out, s.paths ? &p_out : nullptr, out_of_core, s.repeats, "out of core");
    std::printf("out of core: %s, %.1f ms%s, %.2f T tasks/s (%s)\n", o.ok ? "closed" : "negative cycle", o.ms,
                s.repeats > 1 ? " (median)" : "",
                tasks / o.ms / 1e9, o.report.method.c_str());
    bench::result("floyd_warshall_out_of_core")
        .add("mode", "out_of_core")
        .add("type", s.type)
        .add("n", n)
        .add("paths", s.paths ? 1 : 0)
        .add("cap_mib", out_of_core.device_memory_cap_mib)
        .add("ms", o.ms)
        .add("repeats", s.repeats)
        .add("tasks_per_s", tasks / (o.ms / 1e3))
        .add("method", o.report.method)
        .print();
    if (s.only_out_of_core) return;

    gp::options in_core;
    if (s.trace) in_core.trace = gp::trace_mode::stderr_lines;
    in_core.closure.out_of_core = gp::closure_options::out_of_core_mode::never;
    std::vector<std::vector<W>> d_in(n, std::vector<W>(n));
    std::vector<std::vector<std::uint32_t>> p_in(s.paths ? n : 0, std::vector<std::uint32_t>(s.paths ? n : 0));
    const outcome i = run<W>(g, d_in, s.paths ? &p_in : nullptr, in_core, s.repeats, "in core");
    const bool equal = d_in == d_out;
    // Predecessors may differ between equally short paths: each entry that differs is
    // judged by whether the out-of-core predecessor is tight (its distance plus the
    // lightest edge from it equals the distance), which every valid choice is.
    std::size_t predecessors_differ = 0, not_tight = 0;
    for (std::size_t r = 0; r < p_in.size(); ++r)
        for (std::size_t c = 0; c < n; ++c) {
            if (p_in[r][c] == p_out[r][c]) continue;
            ++predecessors_differ;
            const std::size_t via = p_out[r][c];
            bool tight = false;
            if (via < n && via != c) {
                W lightest = std::numeric_limits<W>::max();
                for (auto e : boost::make_iterator_range(out_edges(via, g)))
                    if (target(e, g) == c) lightest = std::min(lightest, get(boost::edge_weight, g, e));
                tight = lightest != std::numeric_limits<W>::max() && d_out[r][via] + lightest == d_out[r][c];
            }
            not_tight += !tight;
        }
    std::printf("in core: %.1f ms, %.2f T tasks/s; out of core / in core %.2fx; distances %s; %zu predecessors differ, "
                "%zu of them not tight%s\n",
                i.ms, tasks / i.ms / 1e9, o.ms / i.ms, equal ? "equal" : "DIFFER", predecessors_differ, not_tight,
                not_tight ? " (INVALID)" : "");
    bench::result("floyd_warshall_out_of_core")
        .add("mode", "in_core")
        .add("type", s.type)
        .add("n", n)
        .add("paths", s.paths ? 1 : 0)
        .add("ms", i.ms)
        .add("tasks_per_s", tasks / (i.ms / 1e3))
        .add("out_of_core_ratio", o.ms / i.ms)
        .add("equal", equal ? 1 : 0)
        .add("predecessors_differ", predecessors_differ)
        .add("predecessors_not_tight", not_tight)
        .add("method", i.report.method)
        .print();
}

}  // namespace

int main(int argc, char** argv)
{
    settings s;
    for (int a = 1; a < argc; ++a) {
        const std::string arg = argv[a];
        auto value = [&](const char* name) -> const char* {
            const std::size_t len = std::strlen(name);
            return arg.compare(0, len, name) == 0 ? argv[a] + len : nullptr;
        };
        if (const char* v = value("--n=")) s.n = std::strtoull(v, nullptr, 10);
        else if (const char* v = value("--type=")) s.type = v;
        else if (const char* v = value("--cap-fraction=")) s.cap_fraction = std::strtod(v, nullptr);
        else if (const char* v = value("--degree=")) s.degree = std::strtoull(v, nullptr, 10);
        else if (const char* v = value("--repeats=")) s.repeats = std::max(1, std::atoi(v));
        else if (arg == "--paths") s.paths = true;
        else if (arg == "--trace") s.trace = true;
        else if (arg == "--only-out-of-core") s.only_out_of_core = true;
        else {
            std::fprintf(stderr, "unknown argument %s\n", argv[a]);
            return 2;
        }
    }
    if (!gp::cuda_device_available()) {
        std::printf("no CUDA device: %s\n", gp::describe_cuda_device().c_str());
        return 0;
    }
    if (s.type == "f32") bench_type<float>(s);
    else if (s.type == "s32") bench_type<std::int32_t>(s);
    else {
        std::fprintf(stderr, "--type: f32 or s32\n");
        return 2;
    }
    return 0;
}
