// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "options.hpp"

#include <algorithm>
#include <cstdlib>
#include <random>
#include <sstream>
#include <string>
#include <thread>

namespace stress {

namespace gp = boost::gpu_paths;

const char* usage()
{
    return "Usage: gpu-paths-stress [options]\n"
           "Runs the drop-ins of boost_gpu_paths on random graphs and compares every result with BGL's.\n"
           "  --seed S             the run's seed (default: fresh from std::random_device, printed)\n"
           "  --count N            graphs per algorithm, each run on every backend (default 1000)\n"
           "  --first I            index of the first graph (a replay names the failing one)\n"
           "  --time-limit SECONDS stop starting graphs after this long and report what ran\n"
           "  --algorithms=LIST    of fw,fw_init,sssp,bfs,allpairs,bellman,dag,johnson,closure,\n"
           "                       bfs_visitor,sssp_visitor,resident (default: all)\n"
           "  --backends=LIST      of host,cuda,auto (default: host and auto, and cuda where a device is usable)\n"
           "  --failures N         mismatches described in full (default 20; all are counted)\n"
           "  --jobs N             graphs run at once on N threads (default 1; 0: one per hardware thread)\n"
           "  --release-every SECONDS  a thread of its own calls release_resources() this often while\n"
           "                       the graphs run (default: never)\n"
           "  --verbose            print every graph's description\n"
           "Exit status: 0 when nothing differed, 1 on a mismatch, 2 on a bad command line.\n";
}

namespace {

bool parse_count(const std::string& text, std::uint64_t& out)
{
    if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos) return false;
    out = std::strtoull(text.c_str(), nullptr, 10);
    return true;
}

std::vector<std::string> split_list(const std::string& text)
{
    std::vector<std::string> items;
    std::stringstream in(text);
    std::string item;
    while (std::getline(in, item, ','))
        if (!item.empty()) items.push_back(item);
    return items;
}

}  // namespace

bool parse_options(int argc, char** argv, run_options& out, bool& help, std::string& error)
{
    help = false;
    bool seeded = false;
    std::string algorithms, backends;
    bool algorithms_given = false;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i], value;
        const std::size_t equals = arg.find('=');
        const bool has_value = equals != std::string::npos;
        if (has_value) {
            value = arg.substr(equals + 1);
            arg = arg.substr(0, equals);
        }
        auto take_value = [&]() {
            if (has_value) return true;
            if (i + 1 >= argc) {
                error = arg + " needs a value";
                return false;
            }
            value = argv[++i];
            return true;
        };
        if (arg == "--help" || arg == "-h") {
            help = true;
            return true;
        } else if (arg == "--verbose") {
            out.verbose = true;
        } else if (arg == "--seed" || arg == "--count" || arg == "--first" || arg == "--failures" ||
                   arg == "--jobs") {
            if (!take_value()) return false;
            std::uint64_t number = 0;
            if (!parse_count(value, number)) {
                error = arg + " takes a non-negative integer, not '" + value + "'";
                return false;
            }
            if (arg == "--seed") out.seed = number, seeded = true;
            if (arg == "--count") out.count = number;
            if (arg == "--first") out.first = number;
            if (arg == "--failures") out.failures_shown = number;
            if (arg == "--jobs") {
                if (number > 1024) {
                    error = "--jobs takes at most 1024 threads, not '" + value + "'";
                    return false;
                }
                out.jobs = number ? static_cast<unsigned>(number) : std::max(1u, std::thread::hardware_concurrency());
            }
        } else if (arg == "--time-limit" || arg == "--release-every") {
            if (!take_value()) return false;
            char* end = nullptr;
            const double seconds = std::strtod(value.c_str(), &end);
            if (value.empty() || *end != '\0' || !(seconds >= 0)) {
                error = arg + " takes seconds, not '" + value + "'";
                return false;
            }
            (arg == "--time-limit" ? out.time_limit : out.release_every) = seconds;
        } else if (arg == "--algorithms") {
            if (!take_value()) return false;
            algorithms = value;
            algorithms_given = true;
        } else if (arg == "--backends") {
            if (!take_value()) return false;
            backends = value;
        } else {
            error = "unknown option '" + std::string(argv[i]) + "'";
            return false;
        }
    }
    if (!seeded) out.seed = static_cast<std::uint64_t>(std::random_device{}()) << 32 ^ std::random_device{}();
    if (!algorithms_given)
        for (unsigned a = 0; a < algorithm_count; ++a) out.algorithms.push_back(algorithm(a));
    for (const std::string& name : split_list(algorithms)) {
        algorithm a;
        if (!parse_algorithm(name, a)) {
            error = "unknown algorithm '" + name + "' (see --help)";
            return false;
        }
        out.algorithms.push_back(a);
    }
    if (backends.empty()) {
        out.backends = {gp::backend_kind::host, gp::backend_kind::automatic};
        if (gp::cuda_device_available()) out.backends.insert(out.backends.begin() + 1, gp::backend_kind::cuda);
    } else {
        for (const std::string& name : split_list(backends)) {
            gp::backend_kind kind;
            try {
                kind = gp::parse_backend(name);
            } catch (const std::exception&) {
                error = "unknown backend '" + name + "' (host, cuda, auto)";
                return false;
            }
            if (kind == gp::backend_kind::cuda && !gp::cuda_device_available()) {
                error = "--backends names cuda, but no CUDA device is usable: " + gp::describe_cuda_device();
                return false;
            }
            out.backends.push_back(kind);
        }
    }
    if (out.algorithms.empty() || out.backends.empty()) {
        error = "nothing to run: --algorithms and --backends must each name one at least";
        return false;
    }
    return true;
}

}  // namespace stress
