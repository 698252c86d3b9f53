// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Floyd-Warshall on a matrix larger than the device, into the caller's own
// std::vector<std::vector<float>>, with default options: the automatic choices take the
// call out of core (the matrix does not fit the device) and into the caller's rows (a
// staging copy would not fit the host).
//
//   bench_floyd_warshall_beyond_device [--n=N] [--degree=D] [--sources=K] [--cap-mib=M]
//                                      [--backend=cuda|host] [--in-place=auto|always|never]
//                                      [--progress-s=S]
//
// Graph: n vertices, `degree` random out-edges each, integer weights in [1, 100) (sums
// exact in f32 at these sizes). Reports the matrix allocation, the whole call, the
// library's phases (host matrix built, the schedule, the rows finished), the rate
// (n^3 / time, T tasks/s) over the whole call and over the schedule, and checks K rows
// (evenly spaced sources) against BGL's dijkstra_shortest_paths on the CPU. While the call
// runs, a line every S seconds says it is alive. --cap-mib sets device_memory_cap_mib
// (a sanity run at a smaller n); the host backend runs the same call at small n (it
// takes out_of_core = always there, as the host backend goes out of core only when told).
#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>

#include "support/report.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

using graph_t = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                      boost::property<boost::edge_weight_t, float>>;

graph_t random_graph(std::size_t n, std::size_t degree, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
    std::uniform_int_distribution<int> weight(1, 99);
    graph_t g(n);
    for (std::size_t u = 0; u < n; ++u)
        for (std::size_t e = 0; e < degree; ++e) add_edge(u, vertex(rng), static_cast<float>(weight(rng)), g);
    return g;
}

struct settings {
    std::size_t n = 4096;
    std::size_t degree = 8;
    std::size_t sources = 4;
    std::uint64_t cap_mib = 0;
    std::string backend = "cuda";
    std::string in_place = "auto";
    double progress_s = 30;
};

// n rows of n floats, each row allocated and first touched by one of `threads` threads
// (the pages then sit spread over the host's memory as the copies that use them run).
std::vector<std::vector<float>> allocate_rows(std::size_t n)
{
    std::vector<std::vector<float>> d(n);
    const std::size_t threads = std::max(1u, std::thread::hardware_concurrency());
    std::vector<std::thread> workers;
    for (std::size_t t = 0; t < threads; ++t)
        workers.emplace_back([&, t] {
            for (std::size_t i = t; i < n; i += threads) d[i].assign(n, 0.0f);
        });
    for (auto& w : workers) w.join();
    return d;
}

// Prints a line every `seconds` until stopped.
class progress_lines {
public:
    explicit progress_lines(double seconds)
        : start_(std::chrono::steady_clock::now()), thread_([this, seconds] {
              std::unique_lock<std::mutex> lock(mutex_);
              while (!cv_.wait_for(lock, std::chrono::duration<double>(seconds), [this] { return stop_; })) {
                  const double s =
                      std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
                  std::printf("progress: call running for %.0f s\n", s);
                  std::fflush(stdout);
              }
          })
    {
    }
    ~progress_lines()
    {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            stop_ = true;
        }
        cv_.notify_one();
        thread_.join();
    }

private:
    std::chrono::steady_clock::time_point start_;
    std::mutex mutex_;
    std::condition_variable cv_;
    bool stop_ = false;
    std::thread thread_;
};

int run(const settings& s)
{
    const std::size_t n = s.n;
    const double tasks = double(n) * double(n) * double(n);
    graph_t g;
    const double graph_ms = bench::wall_ms([&] { g = random_graph(n, s.degree, 17); });
    std::vector<std::vector<float>> d;
    const double allocate_ms = bench::wall_ms([&] { d = allocate_rows(n); });
    std::printf("n = %zu, %zu edges (%.0f ms), matrix %.1f GiB allocated in %.0f ms\n", n, num_edges(g), graph_ms,
                double(n) * n * sizeof(float) / double(1ull << 30), allocate_ms);
    std::fflush(stdout);

    gp::options o = gp::default_options();
    o.device_memory_cap_mib = s.cap_mib;
    using in_place_mode = gp::closure_options::in_place_mode;
    o.closure.out_of_core_in_place = s.in_place == "always"  ? in_place_mode::always
                                     : s.in_place == "never" ? in_place_mode::never
                                                             : in_place_mode::automatic;
    const gp::backend_kind backend = s.backend == "host" ? gp::backend_kind::host : gp::backend_kind::cuda;
    if (backend == gp::backend_kind::host) o.closure.out_of_core = gp::closure_options::out_of_core_mode::always;
    gp::report r;
    bool ok = false;
    double whole_ms = 0;
    {
        progress_lines progress(s.progress_s);
        whole_ms = bench::wall_ms([&] {
            ok = boost::gpu_floyd_warshall_all_pairs(g, d, gp::report_to(r, gp::with_options(o, gp::use_backend(backend))));
        });
    }
    std::printf("%s in %.1f s whole call: %.2f T tasks/s; host matrix built %.1f s, schedule %.1f s (%.2f T tasks/s), "
                "rows finished %.1f s\n%s\n",
                ok ? "closed" : "NEGATIVE CYCLE", whole_ms / 1e3, tasks / whole_ms / 1e9, r.upload_ms / 1e3,
                r.compute_ms / 1e3, r.compute_ms > 0 ? tasks / r.compute_ms / 1e9 : 0.0, r.write_back_ms / 1e3,
                r.method.c_str());
    std::fflush(stdout);

    // Rows of evenly spaced sources against a CPU Dijkstra.
    std::size_t differ = 0, checked = 0;
    const double check_ms = bench::wall_ms([&] {
        std::vector<float> dist(n);
        for (std::size_t k = 0; k < s.sources && n; ++k) {
            const std::size_t source = k * n / s.sources;
            boost::dijkstra_shortest_paths(g, boost::vertex(source, g), boost::distance_map(dist.data()));
            for (std::size_t v = 0; v < n; ++v) differ += dist[v] != d[source][v];
            ++checked;
        }
    });
    std::printf("%zu rows against a CPU Dijkstra (%.0f ms): %s (%zu entries differ)\n", checked, check_ms,
                differ ? "DIFFER" : "equal", differ);
    bench::result("floyd_warshall_beyond_device")
        .add("backend", s.backend)
        .add("n", n)
        .add("degree", s.degree)
        .add("cap_mib", s.cap_mib)
        .add("matrix_gib", double(n) * n * sizeof(float) / double(1ull << 30))
        .add("allocate_ms", allocate_ms)
        .add("whole_ms", whole_ms)
        .add("build_ms", r.upload_ms)
        .add("schedule_ms", r.compute_ms)
        .add("finish_ms", r.write_back_ms)
        .add("tasks_per_s", tasks / (whole_ms / 1e3))
        .add("schedule_tasks_per_s", r.compute_ms > 0 ? tasks / (r.compute_ms / 1e3) : 0.0)
        .add("closed", ok ? 1 : 0)
        .add("rows_checked", checked)
        .add("entries_differ", differ)
        .add("method", r.method)
        .print();
    return ok && differ == 0 ? 0 : 1;
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
        else if (const char* v = value("--degree=")) s.degree = std::strtoull(v, nullptr, 10);
        else if (const char* v = value("--sources=")) s.sources = std::strtoull(v, nullptr, 10);
        else if (const char* v = value("--cap-mib=")) s.cap_mib = std::strtoull(v, nullptr, 10);
        else if (const char* v = value("--backend=")) s.backend = v;
        else if (const char* v = value("--in-place=")) s.in_place = v;
        else if (const char* v = value("--progress-s=")) s.progress_s = std::strtod(v, nullptr);
        else {
            std::fprintf(stderr, "unknown argument %s\n", argv[a]);
            return 2;
        }
    }
    if (s.backend != "cuda" && s.backend != "host") {
        std::fprintf(stderr, "--backend: cuda or host\n");
        return 2;
    }
    if (s.backend == "cuda" && !gp::cuda_device_available()) {
        std::printf("no CUDA device: %s\n", gp::describe_cuda_device().c_str());
        return 0;
    }
    return run(s);
}
