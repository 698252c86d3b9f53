// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "progress.hpp"

#include <algorithm>
#include <cstdio>

#include <unistd.h>

namespace gpu_paths_cli {

progress::progress() : enabled_(::isatty(STDERR_FILENO) == 1), phase_start_(std::chrono::steady_clock::now())
{
    if (enabled_) thread_ = std::thread([this] { run(); });
}

progress::~progress() { finish(); }

void progress::phase(const std::string& name, double total)
{
    std::lock_guard<std::mutex> lock(mutex_);
    name_ = name;
    total_ = total;
    done_.store(0, std::memory_order_relaxed);
    phase_start_ = std::chrono::steady_clock::now();
}

void progress::finish()
{
    if (!thread_.joinable()) return;
    {
        std::lock_guard<std::mutex> lock(mutex_);
        stop_ = true;
    }
    wake_.notify_all();
    thread_.join();
}

void progress::run()
{
    std::unique_lock<std::mutex> lock(mutex_);
    while (!stop_) {
        wake_.wait_for(lock, std::chrono::milliseconds(250));
        if (stop_) break;
        draw(false);
    }
    draw(true);
}

// Called with mutex_ held.
void progress::draw(bool erase_only)
{
    if (erase_only) {
        if (shown_) std::fputs("\r\033[K", stderr);
        shown_ = false;
        return;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - phase_start_).count();
    if (seconds < 1.0 || name_.empty()) return;
    char line[160];
    if (total_ > 0) {
        const double fraction = std::min(1.0, done_.load(std::memory_order_relaxed) / total_);
        constexpr int width = 30;
        char bar[width + 1];
        const int filled = static_cast<int>(fraction * width);
        for (int i = 0; i < width; ++i) bar[i] = i < filled ? '#' : '.';
        bar[width] = '\0';
        std::snprintf(line, sizeof line, "\r\033[K%s [%s] %3.0f%%  %.1f s", name_.c_str(), bar, fraction * 100, seconds);
    } else {
        static const char spinner[] = "|/-\\";
        std::snprintf(line, sizeof line, "\r\033[K%s %c  %.1f s", name_.c_str(), spinner[static_cast<int>(seconds * 4) % 4],
                      seconds);
    }
    std::fputs(line, stderr);
    std::fflush(stderr);
    shown_ = true;
}

}  // namespace gpu_paths_cli
