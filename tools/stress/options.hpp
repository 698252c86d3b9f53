// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The command line of gpu-paths-stress.
#ifndef GPU_PATHS_STRESS_OPTIONS_HPP
#define GPU_PATHS_STRESS_OPTIONS_HPP

#include "trial.hpp"

#include <boost_gpu_paths/backend.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace stress {

struct run_options {
    std::uint64_t seed = 0;
    std::uint64_t count = 1000;  // graphs per algorithm (each runs on every backend)
    std::uint64_t first = 0;     // index of the first graph: a replay names the failing one
    double time_limit = 0;       // seconds; 0: none
    std::vector<algorithm> algorithms;
    std::vector<boost::gpu_paths::backend_kind> backends;
    unsigned jobs = 1;                  // graphs run at once, each on its own thread
    double release_every = 0;           // seconds between release_resources() calls; 0: none
    bool verbose = false;               // print every graph's description
    std::uint64_t failures_shown = 20;  // mismatches described in full
};

const char* usage();

// Fills `out`; on a bad command line returns false with `error` set. --help sets
// `help` and returns true.
bool parse_options(int argc, char** argv, run_options& out, bool& help, std::string& error);

}  // namespace stress

#endif
