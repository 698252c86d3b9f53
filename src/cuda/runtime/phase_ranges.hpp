// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The NVTX ranges of a CUDA backend's phases (upload, compute, download), one after
// another inside the call's "backend: cuda" range, when the call's trace asks for nvtx.
// The ranges cover the host thread's part of each phase (queueing copies and kernels,
// waiting for them); a profiler places the device work each range queued under it.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_PHASE_RANGES_HPP
#define BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_PHASE_RANGES_HPP

#include <boost_gpu_paths/execution.hpp>

#include "base/nvtx_ranges.hpp"

namespace boost {
namespace gpu_paths {
namespace cuda {

class phase_ranges {
public:
    explicit phase_ranges(trace_mode mode) noexcept : enabled_(mode.has(trace_mode::nvtx)) {}
    // Opens the range of `first` at once (for a member whose range covers the members
    // initialized after it).
    phase_ranges(trace_mode mode, const char* first) noexcept : phase_ranges(mode) { enter(first); }
    ~phase_ranges() { end(); }
    phase_ranges(const phase_ranges&) = delete;
    phase_ranges& operator=(const phase_ranges&) = delete;

    // Ends the current phase's range and opens one named `phase` (a string literal).
    void enter(const char* phase) noexcept
    {
        if (!enabled_) return;
        end();
        base::push_range(phase);
        open_ = true;
    }
    // Ends the current phase's range, if one is open.
    void end() noexcept
    {
        if (open_) base::pop_range();
        open_ = false;
    }

private:
    bool enabled_;
    bool open_ = false;
};

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
