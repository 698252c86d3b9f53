// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Where a gpu-paths run spent its time, printed to standard error by --time.
//
// The library call is timed as a whole; the call reports its own layout, transfer, kernel
// and write-back times (gpu_paths::report), and the rest is what surrounds them.
#ifndef GPU_PATHS_CLI_TIMING_HPP
#define GPU_PATHS_CLI_TIMING_HPP

#include <boost_gpu_paths/execution.hpp>

#include <chrono>
#include <cstdio>
#include <string>

namespace gpu_paths_cli {

class stopwatch {
public:
    stopwatch() : start_(std::chrono::steady_clock::now()) {}
    double elapsed_ms() const
    {
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count();
    }

private:
    std::chrono::steady_clock::time_point start_;
};

struct run_timing {
    double read_ms = 0;     // reading and parsing the file
    double convert_ms = 0;  // edge list -> BGL graph
    double call_ms = 0;     // the whole library call
    bool backend_reported = false;  // `backend` below was filled by the library
    boost::gpu_paths::report backend;
    double output_ms = 0;  // writing results
    double check_ms = 0;   // the BGL comparison
};

void print_timing(const run_timing& t, std::FILE* out);

}  // namespace gpu_paths_cli

#endif
