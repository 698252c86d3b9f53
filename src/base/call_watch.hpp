// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A call's cancel token and progress callback (execution_context::cancel, ::progress) as one
// engine's loop looks at them between its rounds or batches: a raised token throws
// gpu_paths::cancelled there, and the progress is told at most every
// options::progress_interval_ms.
// An engine whose call watches neither pays one test of two pointers a step.
#ifndef BOOST_GPU_PATHS_SRC_BASE_CALL_WATCH_HPP
#define BOOST_GPU_PATHS_SRC_BASE_CALL_WATCH_HPP

#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <atomic>
#include <chrono>
#include <string>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace base {

class call_watch {
public:
    // phase: what the progress names (a string literal).
    call_watch(const execution_context& context, const char* phase)
        : cancel_(context.cancel.get()), progress_(context.progress ? &context.progress : nullptr), phase_(phase),
          interval_(context.tuning.progress_interval_ms)
    {
    }

    // Whether the call watches anything: an engine may then take smaller steps.
    bool watched() const noexcept { return cancel_ || progress_; }
    bool cancel_raised() const noexcept { return cancel_ && cancel_->load(std::memory_order_relaxed); }

    // Between two steps, `done` of `total` done: throws cancelled where the token is raised,
    // then tells the progress.
    void step(double done, double total)
    {
        if (cancel_raised()) throw_cancelled();
        tell(done, total);
    }

    [[noreturn]] void throw_cancelled() const { throw cancelled(std::string(phase_) + ": cancelled"); }

    // The progress alone, where the interval has passed since it was last told.
    void tell(double done, double total)
    {
        if (!progress_) return;
        const auto now = std::chrono::steady_clock::now();
        if (told_ && std::chrono::duration<double, std::milli>(now - last_).count() < interval_) return;
        told_ = true;
        last_ = now;
        (*progress_)(progress_update{phase_, total > 0 ? done / total : 1.0});
    }

    // The engine is done.
    void finish()
    {
        if (progress_) (*progress_)(progress_update{phase_, 1.0});
    }

    // Around an engine not watched between its steps (the CUDA closures other than the
    // in-core schedule, which cuda/closure/round_watch.cuh watches between rounds): a token
    // already raised stops it before it starts, and the progress is told at the start and
    // the end.
    template <class Run>
    decltype(auto) before_and_after(Run&& run)
    {
        step(0, 1);
        if constexpr (std::is_void<decltype(run())>::value) {
            run();
            finish();
        } else {
            decltype(auto) result = run();
            finish();
            return result;
        }
    }

private:
    const std::atomic<bool>* cancel_;
    const progress_callback* progress_;
    const char* phase_;
    double interval_;
    bool told_ = false;
    std::chrono::steady_clock::time_point last_{};
};

}  // namespace base
}  // namespace gpu_paths
}  // namespace boost

#endif
