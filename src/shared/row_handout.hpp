// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The rows of one all-pairs call handed out to the devices that run it, a batch of
// consecutive rows at a time to whichever device asks first, so that a device that runs
// faster (or started sooner) takes more and all finish within about one small batch of
// each other. Which device computes a row does not change the row: each is one search
// from its source. Plain host code, so that the hand-out is tested where no GPU is
// (test/test_multi_gpu.cpp).
#ifndef BOOST_GPU_PATHS_SRC_SHARED_ROW_HANDOUT_HPP
#define BOOST_GPU_PATHS_SRC_SHARED_ROW_HANDOUT_HPP

#include "base/call_watch.hpp"
#include "shared/device_split.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <mutex>

namespace boost {
namespace gpu_paths {
namespace shared {

class row_handout {
public:
    // total rows, taken by `takers` devices (a device named twice counts twice).
    row_handout(std::uint64_t total, unsigned takers) noexcept : total_(total), takers_(std::max(1u, takers)) {}
    row_handout(const row_handout&) = delete;
    row_handout& operator=(const row_handout&) = delete;

    // The call's cancel token and progress (base::call_watch), looked at by every take: a
    // raised token stops the hand-out (cancelled() then says so), and the progress is told
    // the rows handed out, from one taker at a time.
    void watch_with(base::call_watch* watch) noexcept { watch_ = watch; }
    bool cancelled() const noexcept { return cancelled_.load(); }

    // The next batch for a device whose batches hold at most `most` rows; empty once every
    // row is out or the call stops. With several takers, batches shrink towards the end
    // (to a share of what is left, never below `least`, a device's rows in flight at once)
    // so that the last batches end together. Throws what the call's progress callback
    // throws.
    work_range take(std::uint64_t most, std::uint64_t least)
    {
        if (watch_ && !watched_take()) return {};
        most = std::max<std::uint64_t>(1, most);
        std::uint64_t rows = most;
        if (takers_ > 1) {
            const std::uint64_t left = total_ - std::min(total_, next_.load(std::memory_order_relaxed));
            const std::uint64_t share = (left + 2 * takers_ - 1) / (2 * takers_);
            rows = std::min(most, std::max(std::max<std::uint64_t>(1, least), share));
        }
        if (stopped()) return {};
        const std::uint64_t first = next_.fetch_add(rows, std::memory_order_relaxed);
        if (first >= total_) return {};
        return {first, std::min(total_, first + rows)};
    }

    // Called by the first device that fails: the others take no more batches and hand no
    // more rows to the caller.
    void stop() noexcept { stopped_.store(true); }
    bool stopped() const noexcept { return stopped_.load(); }

private:
    // False where the token is raised (the hand-out then stops).
    bool watched_take()
    {
        const std::lock_guard<std::mutex> lock(watch_mutex_);
        if (watch_->cancel_raised()) {
            cancelled_.store(true);
            stop();
            return false;
        }
        watch_->tell(static_cast<double>(std::min(total_, next_.load(std::memory_order_relaxed))),
                     static_cast<double>(total_));
        return true;
    }

    std::atomic<std::uint64_t> next_{0};
    const std::uint64_t total_;
    const unsigned takers_;
    std::atomic<bool> stopped_{false};
    std::atomic<bool> cancelled_{false};
    base::call_watch* watch_ = nullptr;
    std::mutex watch_mutex_;
};

// Stops a hand-out when the scope it guards is left by an exception, so that the other
// devices take no more rows and call no more sinks while the failing one unwinds (its
// host threads are joined then): declared after those threads, so destroyed before.
class stop_when_unwinding {
public:
    explicit stop_when_unwinding(row_handout& handout) noexcept
        : handout_(handout), exceptions_(std::uncaught_exceptions())
    {
    }
    stop_when_unwinding(const stop_when_unwinding&) = delete;
    stop_when_unwinding& operator=(const stop_when_unwinding&) = delete;
    ~stop_when_unwinding()
    {
        if (std::uncaught_exceptions() > exceptions_) handout_.stop();
    }

private:
    row_handout& handout_;
    int exceptions_;
};

}  // namespace shared
}  // namespace gpu_paths
}  // namespace boost

#endif
