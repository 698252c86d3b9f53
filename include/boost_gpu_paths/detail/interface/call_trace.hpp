// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The trace of one front-end call (trace_mode, execution.hpp): an NVTX range per phase and
// a line on stderr with the report's phase times when the call ends. Defined in the
// library, so that the installed headers need neither NVTX nor stdio for it.
#ifndef BOOST_GPU_PATHS_DETAIL_INTERFACE_CALL_TRACE_HPP
#define BOOST_GPU_PATHS_DETAIL_INTERFACE_CALL_TRACE_HPP

#include <boost_gpu_paths/detail/config.hpp>
#include <boost_gpu_paths/execution.hpp>

namespace boost {
namespace gpu_paths {
namespace backend_api {

class BOOST_GPU_PATHS_API call_trace {
public:
    call_trace() noexcept = default;
    ~call_trace();
    call_trace(const call_trace&) = delete;
    call_trace& operator=(const call_trace&) = delete;

    // Starts the trace with this mode (nothing happens while it is off).
    void start(trace_mode mode) noexcept { mode_ = mode; }
    bool active() const noexcept { return mode_.any(); }
    // Ends the current phase's range, if any, and opens one named `phase`.
    void phase(const char* phase) noexcept;
    // The call is done: ends the open range, and prints the report's phases on stderr.
    void finish(const report& done) noexcept;

private:
    trace_mode mode_;
    bool range_open_ = false;
};

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost

#endif
