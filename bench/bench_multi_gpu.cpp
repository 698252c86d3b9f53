// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Several GPUs of one host against one, in the same run.
//
// All pairs by searches: gpu_dijkstra_all's backend entry on G(n, m) (directed, weights
// 1..100), its rows reduced on the fly by a sink that keeps each row's eccentricity (the
// largest finite distance), so that n = 100000 needs no 40 GB matrix. On device 0 alone,
// then on the first two, three, ... devices (rows handed out as devices get free); the eccentricities
// must be equal. Whole call (wall clock) and rate (searched elements: n (n + m) per call).
// Every device count from one to all the devices (the first k of --devices), each with its
// speedup and parallel efficiency against the first device alone; one untimed call on
// every device first, so that no timed call pays a device's context creation.
//
// Floyd-Warshall: gpu_floyd_warshall_all_pairs on G(fw-n, 8 fw-n) with f32 weights (whole
// numbers, so the sums are exact in any order) on the first 1, 2, ... of the devices: one
// device runs the one-GPU closure, two or more the
// row bands (closure.multi_gpu = always, pivot width --fw-block, 0: the default). Whole
// call, rate (fw-n^3 min-plus steps per second), speedup and parallel efficiency against
// the first device alone (speedup / devices), and whether each matrix equals the one-GPU one;
// one untimed call on every device first. Then one call that names no devices, with the
// default options: which devices it chose, and its speedup.
//
// Usage: bench_multi_gpu [--n=100000] [--m=600000] [--fw-n=32768] [--fw-block=0] [--repeats=1]
//                        [--seed=N] [--devices=0,1,...]
// (--fw-n=0 or --n=0 leaves that part out; --devices: the devices, in order, default every
// visible one)
#include <boost_gpu_paths/breadth_first_search.hpp>  // the BFS visitors support/whole_call.hpp names
#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/interface/sssp.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/io/generators.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>

#include "support/report.hpp"
#include "support/whole_call.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>
#include <thread>
#include <vector>

namespace gp = boost::gpu_paths;
namespace io = boost::gpu_paths::io;

namespace {

struct config {
    std::uint32_t n = 100000;
    std::uint64_t m = 600000;
    std::uint32_t fw_n = 32768;
    std::uint32_t fw_block = 0;
    int repeats = 1;
    std::uint64_t seed = 20261;
    std::vector<int> devices;  // empty: every visible device
};

std::vector<int> parse_list(const char* text)
{
    std::vector<int> list;
    for (const char* at = text; *at;) {
        char* end = nullptr;
        list.push_back(static_cast<int>(std::strtol(at, &end, 10)));
        if (end == at) break;
        at = *end == ',' ? end + 1 : end;
    }
    return list;
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
        if (const char* v = value("--n="))
            c.n = static_cast<std::uint32_t>(std::strtoul(v, nullptr, 10));
        else if (const char* v = value("--m="))
            c.m = std::strtoull(v, nullptr, 10);
        else if (const char* v = value("--fw-n="))
            c.fw_n = static_cast<std::uint32_t>(std::strtoul(v, nullptr, 10));
        else if (const char* v = value("--fw-block="))
            c.fw_block = static_cast<std::uint32_t>(std::strtoul(v, nullptr, 10));
        else if (const char* v = value("--repeats="))
            c.repeats = std::max(1, std::atoi(v));
        else if (const char* v = value("--seed="))
            c.seed = std::strtoull(v, nullptr, 10);
        else if (const char* v = value("--devices="))
            c.devices = parse_list(v);
        else {
            std::fprintf(stderr, "usage: bench_multi_gpu [--n=100000] [--m=600000] [--fw-n=32768] [--fw-block=0] "
                                 "[--repeats=1] [--seed=N] [--devices=0,1,...]\n");
            std::exit(2);
        }
    }
    return c;
}

// The graph's arrays in the backend interface's form.
struct csr_arrays {
    std::vector<std::uint32_t> offsets, targets;
    std::vector<std::int32_t> weights;
    gp::backend_api::csr_topology topology;
};

csr_arrays to_arrays(const io::edge_list& edges)
{
    csr_arrays a;
    const std::uint32_t n = edges.vertex_count;
    a.offsets.assign(std::size_t(n) + 1, 0);
    for (std::uint32_t u : edges.sources) ++a.offsets[u + 1];
    for (std::uint32_t v = 0; v < n; ++v) a.offsets[v + 1] += a.offsets[v];
    std::vector<std::uint32_t> at(a.offsets.begin(), a.offsets.end() - 1);
    a.targets.resize(edges.edge_count());
    a.weights.resize(edges.edge_count());
    for (std::size_t e = 0; e < edges.edge_count(); ++e) {
        const std::uint32_t slot = at[edges.sources[e]]++;
        a.targets[slot] = edges.targets[e];
        a.weights[slot] = static_cast<std::int32_t>(edges.weight(e));
    }
    a.topology.vertex_count = n;
    a.topology.edge_count = static_cast<std::uint32_t>(edges.edge_count());
    a.topology.offsets = a.offsets.data();
    a.topology.targets = a.targets.data();
    return a;
}

// Each row's largest finite distance (-1 where none); rows arrive from several threads,
// disjoint, so every row's entry has one writer.
struct eccentricity_sink {
    std::vector<std::int32_t> eccentricity;

    static void write(void* self, std::size_t first, std::size_t count, const std::int32_t* rows, std::size_t stride)
    {
        auto& out = static_cast<eccentricity_sink*>(self)->eccentricity;
        const std::size_t n = out.size();
        gp::base::parallel_for(0, count, [&](std::size_t r) {
            const std::int32_t* row = rows + r * stride;
            std::int32_t largest = -1;
            for (std::size_t v = 0; v < n; ++v)
                if (row[v] != std::numeric_limits<std::int32_t>::max()) largest = std::max(largest, row[v]);
            out[first + r] = largest;
        }, 1);
    }
};

struct run_result {
    double call_ms = 0;
    gp::report report;
};

run_result eccentricities(const csr_arrays& g, const std::vector<int>& devices, int repeats,
                          std::vector<std::int32_t>& out)
{
    eccentricity_sink sink;
    run_result best;
    for (int i = 0; i < repeats; ++i) {
        sink.eccentricity.assign(g.topology.vertex_count, -2);
        gp::execution_context context;
        context.backend = gp::backend_kind::cuda;
        context.devices = devices;
        context.tuning.sssp.all_pairs = gp::sssp_options::all_pairs_method::searches;
        gp::report r;
        context.report = &r;
        const double ms = bench::wall_ms([&] {
            gp::backend_api::dijkstra_all_pairs<std::int32_t>(
                context, g.topology, g.weights.data(), nullptr, gp::weight_encoding<std::int32_t>::infinity(),
                std::numeric_limits<std::int32_t>::max(), gp::backend_api::row_sink<std::int32_t>{&sink, &eccentricity_sink::write},
                nullptr);
        });
        if (i == 0 || ms < best.call_ms) best = {ms, r};
    }
    out = sink.eccentricity;
    return best;
}

std::string list_of(const std::vector<int>& devices)
{
    std::string text;
    for (int d : devices) text += (text.empty() ? "" : ",") + std::to_string(d);
    return text;
}

void all_pairs_part(const config& c, const std::vector<int>& every)
{
    {
        // Untimed: every device's context and kernels loaded before the timed calls.
        const csr_arrays warm = to_arrays(io::generate_gnm(2000, 12000, c.seed, io::weight_range{1, 100, true}));
        std::vector<std::int32_t> ignored;
        eccentricities(warm, every, 1, ignored);
    }
    const csr_arrays g = to_arrays(io::generate_gnm(c.n, c.m, c.seed, io::weight_range{1, 100, true}));
    const double elements = double(c.n) * (double(c.n) + double(c.m));
    std::vector<std::int32_t> one_ecc;
    std::vector<run_result> runs;
    std::vector<bool> same;
    for (std::size_t count = 1; count <= every.size(); ++count) {
        const std::vector<int> devices(every.begin(), every.begin() + count);
        std::vector<std::int32_t> ecc;
        runs.push_back(eccentricities(g, devices, c.repeats, count == 1 ? one_ecc : ecc));
        same.push_back(count == 1 || ecc == one_ecc);
    }
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const run_result& r = runs[i];
        const std::size_t count = i + 1;
        const double speedup = runs[0].call_ms / std::max(r.call_ms, 1e-9);
        const double efficiency = speedup / count;
        std::printf("dijkstra_all G(%u, %llu) eccentricities  %zu GPU%s  devices %-8s %10.1f ms  %6.2f G elements/s  "
                    "speedup %.2fx  efficiency %.2f  %s\n",
                    c.n, static_cast<unsigned long long>(c.m), count, count == 1 ? " " : "s",
                    list_of(r.report.devices).c_str(), r.call_ms, elements / r.call_ms / 1e6, speedup, efficiency,
                    r.report.method.c_str());
        bench::print_split(r.report, r.call_ms);
        if (count > 1)
            std::printf("dijkstra_all speedup %.2fx on %zu GPUs, parallel efficiency %.2f, eccentricities %s\n",
                        speedup, count, efficiency, same[i] ? "equal" : "MISMATCH");
        bench::result row("multi_gpu_dijkstra_all");
        row.add("graph", "gnm")
            .add("n", c.n)
            .add("m", c.m)
            .add("devices", list_of(r.report.devices))
            .add("device_count", r.report.devices.size())
            .add("method", r.report.method)
            .add("call_ms", r.call_ms)
            .add("elements_per_s", elements / r.call_ms * 1e3)
            .add("speedup", speedup)
            .add("efficiency", efficiency);
        bench::add_split(row, r.report).add("same", same[i] ? 1 : 0).print();
    }
}

void floyd_warshall_part(const config& c, const std::vector<int>& every)
{
    const auto g = io::to_csr_graph<float>(
        io::generate_gnm(c.fw_n, std::uint64_t(8) * c.fw_n, c.seed + 1, io::weight_range{1, 100, true}));
    const std::size_t n = c.fw_n;
    const std::vector<int>& devices = every;
    std::vector<std::vector<float>> reference(n, std::vector<float>(n)), d(n, std::vector<float>(n));
    auto run = [&](std::vector<std::vector<float>>& out, const std::vector<int>& named) {
        // No devices named: the default options choose (every visible GPU from
        // closure.multi_gpu_from vertices).
        gp::options tuning = gp::default_options();
        if (!named.empty()) tuning.closure.multi_gpu = gp::closure_options::multi_gpu_mode::always;
        tuning.closure.multi_gpu_block = c.fw_block;
        run_result best;
        for (int i = 0; i < c.repeats; ++i) {
            gp::report r;
            const double ms = bench::wall_ms([&] {
                auto params = gp::report_to(r, gp::with_options(tuning, gp::use_backend(gp::backend_kind::cuda)));
                if (named.empty())
                    boost::gpu_floyd_warshall_all_pairs(g, out, params);
                else
                    boost::gpu_floyd_warshall_all_pairs(g, out, gp::use_devices(named, params));
            });
            if (i == 0 || ms < best.call_ms) best = {ms, r};
        }
        return best;
    };
    {
        // Untimed: every device's context and kernels loaded before the timed calls.
        const auto small = io::to_csr_graph<float>(io::generate_gnm(512, 4096, c.seed, io::weight_range{1, 100, true}));
        std::vector<std::vector<float>> ignored(512, std::vector<float>(512));
        gp::options tuning = gp::default_options();
        tuning.closure.multi_gpu = gp::closure_options::multi_gpu_mode::always;
        boost::gpu_floyd_warshall_all_pairs(
            small, ignored, gp::with_options(tuning, gp::use_devices(devices, gp::use_backend(gp::backend_kind::cuda))));
    }
    const double steps = double(n) * n * n;
    double one_ms = 0;
    bool all_same = true;
    for (std::size_t count = 1; count <= devices.size(); ++count) {
        const std::vector<int> named(devices.begin(), devices.begin() + count);
        const run_result r = run(count == 1 ? reference : d, named);
        if (count == 1) one_ms = r.call_ms;
        const bool same = count == 1 || d == reference;
        all_same = all_same && same;
        const double speedup = one_ms / std::max(r.call_ms, 1e-9);
        std::printf("floyd_warshall f32 n=%zu  devices %-8s %10.1f ms  %7.2f T steps/s  speedup %.2fx  efficiency %3.0f%%  "
                    "%s  %s\n",
                    n, list_of(named).c_str(), r.call_ms, steps / r.call_ms / 1e9, speedup, 100 * speedup / count,
                    same ? "equal" : "MISMATCH", r.report.method.c_str());
        bench::print_split(r.report, r.call_ms);
        bench::result row("multi_gpu_floyd_warshall");
        row.add("n", n)
            .add("weight", "f32")
            .add("devices_named", list_of(named))
            .add("device_count", count)
            .add("ran_on", list_of(r.report.devices))
            .add("method", r.report.method)
            .add("call_ms", r.call_ms)
            .add("steps_per_s", steps / r.call_ms * 1e3)
            .add("speedup", speedup)
            .add("efficiency", speedup / count);
        bench::add_split(row, r.report).add("same", same ? 1 : 0).print();
    }
    {
        const run_result r = run(d, {});
        const bool same = d == reference;
        all_same = all_same && same;
        const double speedup = one_ms / std::max(r.call_ms, 1e-9);
        std::printf("floyd_warshall f32 n=%zu  no devices named, ran on %s: %10.1f ms  %7.2f T steps/s  speedup %.2fx  "
                    "%s  %s\n",
                    n, list_of(r.report.devices).c_str(), r.call_ms, steps / r.call_ms / 1e9, speedup,
                    same ? "equal" : "MISMATCH", r.report.method.c_str());
        bench::print_split(r.report, r.call_ms);
        bench::result row("multi_gpu_floyd_warshall");
        row.add("n", n)
            .add("weight", "f32")
            .add("devices_named", "none")
            .add("device_count", r.report.devices.size())
            .add("ran_on", list_of(r.report.devices))
            .add("method", r.report.method)
            .add("call_ms", r.call_ms)
            .add("steps_per_s", steps / r.call_ms * 1e3)
            .add("speedup", speedup);
        bench::add_split(row, r.report).add("same", same ? 1 : 0).print();
    }
    std::printf("floyd_warshall matrices %s\n", all_same ? "all equal" : "MISMATCH");
}

}  // namespace

int main(int argc, char** argv)
{
    const config c = parse(argc, argv);
    const int visible = gp::cuda_device_count();
    if (visible == 0) {
        std::printf("no CUDA device: nothing to measure (%s)\n", gp::describe_cuda_device().c_str());
        return 0;
    }
    std::vector<int> every = c.devices;
    if (every.empty())
        for (int d = 0; d < visible; ++d) every.push_back(d);
    for (int d : every)
        if (d < 0 || d >= visible) {
            std::fprintf(stderr, "--devices: %d is not a device of this host (%d visible)\n", d, visible);
            return 2;
        }
    std::printf("%d visible GPUs, %u host threads\n", visible, std::thread::hardware_concurrency());
    if (c.n > 0) all_pairs_part(c, every);
    if (c.fw_n > 0) floyd_warshall_part(c, every);
    return 0;
}
