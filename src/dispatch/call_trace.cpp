// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A front-end call's trace: its phases as NVTX ranges, and one line on stderr at its end.
#include "base/nvtx_ranges.hpp"

#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/detail/interface/call_trace.hpp>

#include <cstdio>
#include <string>

namespace boost {
namespace gpu_paths {
namespace backend_api {

call_trace::~call_trace()
{
    if (range_open_) base::pop_range();
}

void call_trace::phase(const char* phase) noexcept
{
    if (!mode_.has(trace_mode::nvtx)) return;
    if (range_open_) base::pop_range();
    base::push_range(phase);
    range_open_ = true;
}

void call_trace::finish(const report& done) noexcept
{
    if (range_open_) base::pop_range();
    range_open_ = false;
    if (!mode_.has(trace_mode::stderr_lines)) return;
    // One write, so that the lines of calls on several threads do not interleave.
    char line[512];
    std::snprintf(line, sizeof line,
                  "boost_gpu_paths trace: %s on %s: layout %.3f ms, upload %.3f ms, compute %.3f ms, "
                  "download %.3f ms, write-back %.3f ms\n",
                  done.method.empty() ? "call" : done.method.c_str(), to_string(done.backend), done.layout_ms,
                  done.upload_ms, done.compute_ms, done.download_ms, done.write_back_ms);
    std::fputs(line, stderr);
}

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost
