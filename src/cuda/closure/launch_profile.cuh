// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// With the call's trace option: the device time of each kind of launch in the closure
// schedule, printed on stderr at the end of the call (in the lookahead schedule the
// streams overlap, so the sum exceeds the total). Recording events costs no
// synchronization; print() waits for the marks' own events only, so a call that prints
// after its rows are out keeps its copies overlapped with the closure.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_LAUNCH_PROFILE_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_LAUNCH_PROFILE_CUH

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdio>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

class launch_profile {
public:
    explicit launch_profile(bool enabled) : enabled_(enabled) {}
    ~launch_profile()
    {
        for (auto& m : marks_) {
            cudaEventDestroy(m.begin);
            cudaEventDestroy(m.end);
        }
    }
    launch_profile(const launch_profile&) = delete;
    launch_profile& operator=(const launch_profile&) = delete;

    // A mark's index, for end() (marks of several streams interleave).
    std::size_t begin(const char* label, cudaStream_t st)
    {
        if (!enabled_) return 0;
        mark m{label, nullptr, nullptr};
        cudaEventCreate(&m.begin);
        cudaEventCreate(&m.end);
        cudaEventRecord(m.begin, st);
        marks_.push_back(m);
        return marks_.size() - 1;
    }
    void end(std::size_t index, cudaStream_t st)
    {
        if (enabled_) cudaEventRecord(marks_[index].end, st);
    }

    void print()
    {
        if (!enabled_ || marks_.empty()) return;
        std::map<std::string, std::pair<double, int>> sum;
        for (auto& m : marks_) {
            float ms = 0;
            cudaEventSynchronize(m.end);
            cudaEventElapsedTime(&ms, m.begin, m.end);
            sum[m.label].first += ms;
            sum[m.label].second += 1;
        }
        cudaGetLastError();  // a mark left unrecorded must not fail a later launch check
        std::fprintf(stderr, "closure profile:");
        for (auto& e : sum) std::fprintf(stderr, " %s %.3f ms (%d)", e.first.c_str(), e.second.first, e.second.second);
        std::fprintf(stderr, "\n");
    }

private:
    struct mark {
        std::string label;
        cudaEvent_t begin, end;
    };
    bool enabled_;
    std::vector<mark> marks_;
};

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
