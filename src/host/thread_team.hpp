// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A team of threads that run one body together and meet at barriers, for the host
// algorithms whose steps are too short for a fork and join each (delta-stepping takes
// thousands of steps of microseconds on a road graph). The worker pool cannot serve them:
// its chunks may run one after another on one thread, so none may wait for another. The
// team starts its own threads, all of them before any starts work, so the barrier counts
// only threads that exist.
#ifndef BOOST_GPU_PATHS_SRC_HOST_THREAD_TEAM_HPP
#define BOOST_GPU_PATHS_SRC_HOST_THREAD_TEAM_HPP

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace host {

class thread_team {
public:
    // body(member, team) on `threads` threads (the calling thread is member 0); returns when
    // all have returned. Fewer threads where the system starts fewer. The first exception
    // a member throws is rethrown here: a body that can throw must still reach every
    // barrier the others reach (team.failed() tells the others to wind down).
    template <class Body>
    static void run(unsigned threads, Body&& body)
    {
        thread_team team;
        std::vector<std::thread> helpers;
        std::atomic<bool> go{false};
        auto member = [&](unsigned index) {
            while (!go.load(std::memory_order_acquire)) std::this_thread::yield();
            try {
                body(index, team);
            } catch (...) {
                team.fail(std::current_exception());
            }
        };
        // The team is the threads that started: a thread or its bookkeeping that cannot be
        // had (system_error, bad_alloc) makes it smaller, never leaves one waiting.
        try {
            helpers.reserve(threads > 1 ? threads - 1 : 0);
        } catch (...) {
            threads = 1;
        }
        for (unsigned i = 1; i < threads; ++i) {
            try {
                helpers.emplace_back(member, i);
            } catch (...) {
                break;
            }
        }
        team.size_ = static_cast<unsigned>(helpers.size()) + 1;
        go.store(true, std::memory_order_release);
        member(0);
        for (std::thread& t : helpers) t.join();
        if (team.failure_) std::rethrow_exception(team.failure_);
    }

    unsigned size() const noexcept { return size_; }

    // Every member waits here until all have arrived. A waiting member spins for up to
    // spin_limit (the steps of a search on idle cores are shorter), then sleeps until the
    // last one wakes it: on a machine with more runnable threads than cores (tests run in
    // parallel, or two searches at once) a member that only yielded would hand its core
    // away for whole time slices at every barrier, and the team would crawl.
    void barrier() noexcept
    {
        const unsigned phase = phase_.load(std::memory_order_acquire);
        if (arrived_.fetch_add(1, std::memory_order_acq_rel) + 1 == size_) {
            arrived_.store(0, std::memory_order_relaxed);
            {
                std::lock_guard<std::mutex> lock(sleep_mutex_);
                phase_.store(phase + 1, std::memory_order_release);
            }
            if (sleepers_.load(std::memory_order_acquire) != 0) wake_.notify_all();
            return;
        }
        const auto spin_until = std::chrono::steady_clock::now() + spin_limit;
        for (unsigned spin = 1; phase_.load(std::memory_order_acquire) == phase; ++spin)
            if (spin % 64 == 0 && std::chrono::steady_clock::now() > spin_until) {
                std::unique_lock<std::mutex> lock(sleep_mutex_);
                sleepers_.fetch_add(1, std::memory_order_acq_rel);
                wake_.wait(lock, [&] { return phase_.load(std::memory_order_acquire) != phase; });
                sleepers_.fetch_sub(1, std::memory_order_acq_rel);
                return;
            }
    }

    bool failed() const noexcept { return failed_.load(std::memory_order_acquire); }

    // Records the first failure (rethrown by run) and raises failed() for the others, which
    // see it after the next barrier.
    void fail(std::exception_ptr failure)
    {
        std::lock_guard<std::mutex> lock(failure_mutex_);
        if (!failure_) failure_ = failure;
        failed_.store(true, std::memory_order_release);
    }

private:
    thread_team() = default;

    static constexpr std::chrono::microseconds spin_limit{50};

    unsigned size_ = 1;
    std::atomic<unsigned> arrived_{0};
    std::atomic<unsigned> phase_{0};
    std::atomic<unsigned> sleepers_{0};
    std::mutex sleep_mutex_;
    std::condition_variable wake_;
    std::atomic<bool> failed_{false};
    std::mutex failure_mutex_;
    std::exception_ptr failure_;
};

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost

#endif
