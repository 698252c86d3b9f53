// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The out-of-core staging built chunk by chunk (whole rows each) on one host thread and
// page-locked on another, while the first round already runs: a copy of rows waits only
// for the chunks it reads (wait_for_rows), so the build and its registration overlap the
// device's first round instead of preceding it, and each chunk's registration overlaps
// the next chunk's build. In the last round the registering thread unlocks each chunk
// once its rows are home (rows_home), while the device works on the rest.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_STAGED_BUILD_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_STAGED_BUILD_CUH

#include "cuda/closure/host_staging.cuh"

#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <numeric>
#include <thread>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// Rows per chunk of an n-row matrix of row_bytes each: about a sixteenth of the rows, so
// that the first round waits little for its first rows, each chunk starting on a huge
// page (2 MiB) where the row size allows, else on a page (4 KiB); n where neither
// gives four chunks.
inline std::size_t staged_chunk_rows(std::size_t n, std::size_t row_bytes)
{
    if (n == 0 || row_bytes == 0) return n;
    auto rows_per_boundary = [&](std::size_t boundary) { return boundary / std::gcd(row_bytes, boundary); };
    std::size_t unit = rows_per_boundary(std::size_t(2) << 20);
    if (unit * 16 > n) unit = rows_per_boundary(4096);
    if (unit * 4 > n) return n;
    return std::min(n, (n / 16 + unit - 1) / unit * unit);
}

template <class T>
class staged_build {
public:
    // build_rows(r0, r1): fills rows [r0, r1) of the staging (n values each). device: the
    // call's device, current on the registering thread. tuning: the call's threads.
    staged_build(host_staging<T>& staging, std::size_t n, std::size_t chunk_rows, int device, const options& tuning,
                 std::function<void(std::size_t, std::size_t)> build_rows)
        : staging_(staging), n_(n), chunk_rows_(std::max<std::size_t>(1, chunk_rows)),
          chunks_((n + chunk_rows_ - 1) / chunk_rows_), rows_home_(chunks_, 0), build_rows_(std::move(build_rows))
    {
        builder_ = std::thread([this, threads = tuning.threads, pool = tuning.thread_pool] { build(threads, pool); });
        try {
            registrar_ = std::thread([this, device] { register_chunks(device); });
        } catch (...) {
            stop();
            throw;
        }
    }
    // On every way out both threads stop after their current chunk.
    ~staged_build() { stop(); }
    staged_build(const staged_build&) = delete;
    staged_build& operator=(const staged_build&) = delete;

    std::size_t chunk_rows() const noexcept { return chunk_rows_; }

    // Until every chunk holding a row of [i0, i1) is built and page-locked; rethrows the
    // failure of either thread.
    void wait_for_rows(std::size_t i0, std::size_t i1)
    {
        if (i1 <= i0) return;
        const std::size_t needed = (i1 - 1) / chunk_rows_ + 1;
        std::unique_lock<std::mutex> lock(mutex_);
        changed_.wait(lock, [&] { return locked_ >= needed || failure_; });
        if (failure_) std::rethrow_exception(failure_);
    }

    // Until the whole staging is built and page-locked; rethrows a failure.
    void join()
    {
        wait_for_rows(0, n_);
        if (builder_.joinable()) builder_.join();
    }

    // Rows [i0, i1) are home for good (the last round's copies of them done, the host
    // finished with them): a chunk whose every row is home is unlocked by the registering
    // thread while the device still works on other rows.
    void rows_home(std::size_t i0, std::size_t i1)
    {
        std::lock_guard<std::mutex> lock(mutex_);
        for (std::size_t r0 = i0; r0 < i1;) {
            const std::size_t c = r0 / chunk_rows_, r1 = std::min(i1, (c + 1) * chunk_rows_);
            rows_home_[c] += r1 - r0;
            if (rows_home_[c] == std::min(n_, (c + 1) * chunk_rows_) - c * chunk_rows_) to_unlock_.push_back(c);
            r0 = r1;
        }
        changed_.notify_all();
    }

    // Until every chunk given to rows_home is unlocked; then the registering thread ends.
    void finish_unlocking()
    {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            closing_ = true;
            changed_.notify_all();
        }
        if (registrar_.joinable()) registrar_.join();
    }

    // Host time of each thread (valid after join): building, and page-locking.
    double build_ms() const noexcept { return build_ms_; }
    double lock_ms() const noexcept { return lock_ms_; }

private:
    using clock = std::chrono::steady_clock;
    static double ms(clock::time_point a, clock::time_point b)
    {
        return std::chrono::duration<double, std::milli>(b - a).count();
    }

    void stop() noexcept
    {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            stop_ = closing_ = true;
            changed_.notify_all();
        }
        if (builder_.joinable()) builder_.join();
        if (registrar_.joinable()) registrar_.join();
    }

    void fail() noexcept
    {
        std::lock_guard<std::mutex> lock(mutex_);
        if (!failure_) failure_ = std::current_exception();
        changed_.notify_all();
    }

    void build(unsigned threads, bool pool) noexcept
    {
        try {
            const base::thread_scope scope(threads, pool);
            for (std::size_t c = 0; c < chunks_; ++c) {
                {
                    std::lock_guard<std::mutex> lock(mutex_);
                    if (stop_ || failure_) return;
                }
                const auto t0 = clock::now();
                build_rows_(c * chunk_rows_, std::min(n_, (c + 1) * chunk_rows_));
                build_ms_ += ms(t0, clock::now());
                std::lock_guard<std::mutex> lock(mutex_);
                built_ = c + 1;
                changed_.notify_all();
            }
        } catch (...) {
            fail();
        }
    }

    // Each chunk page-locked once built (while the next is built), then chunks unlocked as
    // rows_home gives them, until finish_unlocking.
    void register_chunks(int device) noexcept
    {
        try {
            if (cudaSetDevice(device) != cudaSuccess) cudaGetLastError();  // a registration then fails and says so
            for (std::size_t c = 0; c < chunks_; ++c) {
                {
                    std::unique_lock<std::mutex> lock(mutex_);
                    changed_.wait(lock, [&] { return built_ > c || stop_ || failure_; });
                    if (stop_ || failure_) return;
                }
                const auto t0 = clock::now();
                staging_.lock_range(c * chunk_rows_ * n_, (std::min(n_, (c + 1) * chunk_rows_) - c * chunk_rows_) * n_);
                lock_ms_ += ms(t0, clock::now());
                std::lock_guard<std::mutex> lock(mutex_);
                locked_ = c + 1;
                changed_.notify_all();
            }
            for (;;) {
                std::vector<std::size_t> chunks;
                {
                    std::unique_lock<std::mutex> lock(mutex_);
                    changed_.wait(lock, [&] { return !to_unlock_.empty() || closing_; });
                    if (to_unlock_.empty()) return;
                    chunks.swap(to_unlock_);
                }
                for (std::size_t c : chunks) staging_.unlock_range(c * chunk_rows_ * n_);
            }
        } catch (...) {
            fail();
        }
    }

    host_staging<T>& staging_;
    std::size_t n_, chunk_rows_, chunks_;
    std::vector<std::size_t> rows_home_;  // per chunk: rows given to rows_home
    std::function<void(std::size_t, std::size_t)> build_rows_;
    std::mutex mutex_;
    std::condition_variable changed_;
    std::size_t built_ = 0, locked_ = 0;  // chunks [0, built_) built, [0, locked_) page-locked
    std::vector<std::size_t> to_unlock_;
    std::exception_ptr failure_;
    bool stop_ = false, closing_ = false;
    double build_ms_ = 0, lock_ms_ = 0;
    std::thread builder_, registrar_;  // last: started once everything they use exists
};

// A second staging that only the work after the rounds writes (the derived predecessors):
// faulted in (each row i filled with i, as the build leaves a predecessor row) and
// page-locked on a thread of its own once the staged build is done, so that neither
// precedes the first round nor competes with the build for the host's threads. The
// destructor waits for that thread; wait() rethrows its failure.
class staging_preparation {
public:
    template <class T>
    staging_preparation(host_staging<std::uint32_t>& staging, std::size_t n, staged_build<T>& after, int device,
                        const options& tuning)
    {
        thread_ = std::thread([&staging, n, &after, device, threads = tuning.threads, pool = tuning.thread_pool,
                               this] {
            try {
                after.wait_for_rows(0, n);
                if (cudaSetDevice(device) != cudaSuccess) cudaGetLastError();  // the registration then says so
                const base::thread_scope scope(threads, pool);
                std::uint32_t* p = staging.data();
                base::parallel_for(
                    0, n,
                    [&](std::size_t i) { std::fill(p + i * n, p + (i + 1) * n, static_cast<std::uint32_t>(i)); },
                    base::rows_per_chunk(n));
                staging.lock();
            } catch (...) {
                failure_ = std::current_exception();
            }
        });
    }
    ~staging_preparation()
    {
        if (thread_.joinable()) thread_.join();
    }
    staging_preparation(const staging_preparation&) = delete;
    staging_preparation& operator=(const staging_preparation&) = delete;

    // Until the staging is faulted in and page-locked; rethrows a failure.
    void wait()
    {
        if (thread_.joinable()) thread_.join();
        if (failure_) std::rethrow_exception(failure_);
    }

private:
    std::exception_ptr failure_;
    std::thread thread_;
};

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
