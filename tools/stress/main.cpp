// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu-paths-stress: a randomized differential test of every drop-in against BGL. Each
// graph is drawn from the run's seed and its index, run through BGL and through the
// drop-in on every selected backend, and judged: BGL's values, BGL's negative verdict, a
// documented refusal, or a mismatch. A mismatch prints the command line that replays
// that one graph.
#include "device_memory.hpp"
#include "options.hpp"
#include "random.hpp"
#include "tally.hpp"
#include "trial.hpp"

#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <iostream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace {

using namespace stress;
namespace gp = boost::gpu_paths;

void (*const families[algorithm_count])(trial&) = {
    run_floyd_warshall, run_floyd_warshall_initialized, run_dijkstra,   run_bfs,
    run_all_pairs,      run_bellman_ford,               run_dag_shortest_paths, run_johnson,
    run_transitive_closure, run_bfs_visitors,           run_dijkstra_visitors,  run_resident};

std::string list_backends(const std::vector<gp::backend_kind>& backends)
{
    std::string out;
    for (gp::backend_kind b : backends) out += (out.empty() ? "" : ",") + std::string(gp::to_string(b));
    return out;
}

void report_mismatch(const run_options& options, algorithm a, std::uint64_t index, const trial& t,
                     const backend_result& r)
{
    std::cout << "MISMATCH " << name_of(a) << " on " << gp::to_string(r.backend) << ", graph " << index << ": "
              << r.detail << "\n  graph: " << t.description << '\n';
    if (!t.edge_dump.empty() && !options.verbose) std::cout << "  edges:" << t.edge_dump << '\n';
    std::cout << "  replay: gpu-paths-stress --seed " << options.seed << " --algorithms=" << name_of(a)
              << " --backends=" << gp::to_string(r.backend) << " --first " << index << " --count 1 --verbose\n";
}

}  // namespace

int main(int argc, char** argv)
{
    run_options options;
    bool help = false;
    std::string error;
    if (!parse_options(argc, argv, options, help, error)) {
        std::cerr << "gpu-paths-stress: " << error << '\n' << usage();
        return 2;
    }
    if (help) {
        std::cout << usage();
        return 0;
    }
    std::string algorithms;
    for (algorithm a : options.algorithms) algorithms += (algorithms.empty() ? "" : ",") + std::string(name_of(a));
    std::cout << "gpu-paths-stress: seed " << options.seed << ", graphs " << options.first << ".."
              << options.first + options.count - 1 << " of " << algorithms << " on " << list_backends(options.backends);
    if (options.time_limit > 0) std::cout << ", time limit " << options.time_limit << " s";
    std::cout << "\n  CUDA: " << gp::describe_cuda_device() << "\n  replay this run: gpu-paths-stress --seed "
              << options.seed << " --algorithms=" << algorithms << " --backends=" << list_backends(options.backends)
              << '\n'
              << std::flush;

    tally counts;
    std::uint64_t mismatches = 0;
    std::atomic<std::uint64_t> next{0}, graphs_done{0};
    std::atomic<bool> stopped{false};
    std::mutex report_mutex;  // the tally, the mismatch count and everything printed
    const auto start = std::chrono::steady_clock::now();
    auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
    // Each worker takes the next graph index; every index runs every algorithm on every
    // backend, so a graph's outcome does not depend on the number of workers.
    auto work = [&] {
        for (std::uint64_t offset = next++; offset < options.count && !stopped; offset = next++) {
            const std::uint64_t index = options.first + offset;
            bool complete = true;
            for (algorithm a : options.algorithms) {
                if (options.time_limit > 0 && elapsed() >= options.time_limit) {
                    stopped = true;
                    complete = false;
                    break;
                }
                trial t;
                t.seed = graph_seed(options.seed, static_cast<unsigned>(a), index);
                t.backends = options.backends;
                t.all_edges = options.verbose;
                try {
                    families[static_cast<unsigned>(a)](t);
                } catch (const std::exception& e) {
                    // Generation or the oracle failed: the program's fault, reported as such.
                    t.results.clear();
                    for (gp::backend_kind b : options.backends)
                        t.results.push_back({b, outcome::mismatch, std::string("the trial itself threw: ") + e.what()});
                }
                std::lock_guard<std::mutex> lock(report_mutex);
                if (options.verbose) {
                    std::cout << name_of(a) << " graph " << index << ": " << t.description << '\n';
                    if (!t.edge_dump.empty()) std::cout << "  edges:" << t.edge_dump << '\n';
                }
                for (const backend_result& r : t.results) {
                    counts.add(a, r.backend, r.result);
                    if (r.result != outcome::mismatch) continue;
                    if (mismatches++ < options.failures_shown) report_mismatch(options, a, index, t, r);
                }
            }
            if (complete) ++graphs_done;
        }
    };
    // Under --release-every: the device's memory in use once it is started (before any
    // graph), and after the run and a last release_resources(); what the library kept
    // must have been given back.
    const bool on_device = options.release_every > 0 && gp::warm_up();
    std::size_t memory_before = 0, memory_after = 0;
    const bool memory_known = on_device && device_memory_in_use(memory_before);

    // A thread of its own gives the library's resources back while the graphs run.
    std::mutex release_mutex;
    std::condition_variable release_wake;
    bool workers_done = false;
    std::uint64_t releases = 0;
    std::thread releaser;
    if (options.release_every > 0)
        releaser = std::thread([&] {
            std::unique_lock<std::mutex> lock(release_mutex);
            const auto every = std::chrono::duration<double>(options.release_every);
            while (!release_wake.wait_for(lock, every, [&] { return workers_done; })) {
                gp::release_resources();
                ++releases;
            }
        });

    std::vector<std::thread> workers;
    for (unsigned j = 1; j < options.jobs; ++j) workers.emplace_back(work);
    work();
    for (std::thread& w : workers) w.join();
    if (releaser.joinable()) {
        {
            std::lock_guard<std::mutex> lock(release_mutex);
            workers_done = true;
        }
        release_wake.notify_all();
        releaser.join();
    }

    std::cout << '\n';
    counts.print(std::cout, options.algorithms, options.backends);
    std::cout << "seed " << options.seed << "; " << graphs_done.load() << " of " << options.count
              << " graph indices run in full in " << elapsed() << " s on " << options.jobs << " thread"
              << (options.jobs == 1 ? "" : "s") << (stopped ? " (time limit reached)" : "")
              << "; " << mismatches << " mismatch" << (mismatches == 1 ? "" : "es") << '\n';
    bool memory_kept = false;
    if (options.release_every > 0) {
        std::cout << "release_resources() called " << releases << " times during the run";
        gp::release_resources();
        if (memory_known && device_memory_in_use(memory_after)) {
            // The kernels' modules load on first use and stay: a margin for them.
            const std::size_t margin = std::size_t(128) << 20;
            memory_kept = memory_after > memory_before + margin;
            std::cout << "; device memory in use: " << (memory_before >> 20) << " MiB before the graphs, "
                      << (memory_after >> 20) << " MiB after the run and a last release_resources()"
                      << (memory_kept ? " (more than 128 MiB kept: FAILED)" : "");
        }
        std::cout << '\n';
    }
    return mismatches == 0 && !memory_kept ? 0 : 1;
}
