// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A progress line on standard error for long runs. It appears only when stderr is a
// terminal and the current phase has run for more than a second, so short runs and
// redirected output stay clean. A background thread redraws it a few times a second;
// phases with a known amount of work also show a bar.
#ifndef GPU_PATHS_CLI_PROGRESS_HPP
#define GPU_PATHS_CLI_PROGRESS_HPP

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace gpu_paths_cli {

class progress {
public:
    progress();
    ~progress();
    progress(const progress&) = delete;
    progress& operator=(const progress&) = delete;

    // Starts a phase ("reading", "computing", ...), of `total` work units when known.
    void phase(const std::string& name, double total = 0);
    // Work done so far in the current phase.
    void advance_to(double done) { done_.store(done, std::memory_order_relaxed); }
    // Ends the display (erases the line).
    void finish();

private:
    void run();
    void draw(bool erase_only);

    bool enabled_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::string name_;
    double total_ = 0;
    std::atomic<double> done_{0};
    std::chrono::steady_clock::time_point phase_start_;
    bool stop_ = false;
    bool shown_ = false;
    std::thread thread_;
};

}  // namespace gpu_paths_cli

#endif
