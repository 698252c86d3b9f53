// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// With the call's trace option: the host-side steps of one Floyd-Warshall call on stderr,
// wall milliseconds between marks (the last one taken when the object dies, after every
// buffer of the call is freed).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_CALL_TRACE_HPP
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_CALL_TRACE_HPP

#include <chrono>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

class call_trace {
public:
    explicit call_trace(bool enabled) : enabled_(enabled), last_(std::chrono::steady_clock::now()) {}
    ~call_trace()
    {
        if (!enabled_) return;
        mark("free");
        std::string line = "closure trace (ms):";
        double total = 0;
        for (auto& step : steps_) {
            line += " " + step.first + " " + std::to_string(step.second).substr(0, 6) + ",";
            total += step.second;
        }
        line += " total " + std::to_string(total).substr(0, 7) + extra_ + "\n";
        std::fputs(line.c_str(), stderr);
    }
    call_trace(const call_trace&) = delete;
    call_trace& operator=(const call_trace&) = delete;
    bool enabled() const { return enabled_; }
    void mark(const char* step)
    {
        if (!enabled_) return;
        const auto now = std::chrono::steady_clock::now();
        steps_.emplace_back(step, std::chrono::duration<double, std::milli>(now - last_).count());
        last_ = now;
    }
    void note(const std::string& text) { extra_ += "; " + text; }

private:
    bool enabled_ = false;
    std::chrono::steady_clock::time_point last_;
    std::vector<std::pair<std::string, double>> steps_;
    std::string extra_;
};

inline double ms_since(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
