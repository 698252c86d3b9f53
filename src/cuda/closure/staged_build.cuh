// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The out-of-core staging built and page-locked chunk by chunk (whole rows each) on a host
// thread of its own, while the first round already runs: a copy of rows waits only for the
// chunks it reads (wait_for_rows), so the build and its registration overlap the device's
// first round instead of preceding it, and each chunk's registration overlaps the next
// chunk's build.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_STAGED_BUILD_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_STAGED_BUILD_CUH

#include "cuda/closure/host_staging.cuh"

#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <cuda_runtime.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <numeric>
#include <thread>

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
    // call's device, current on the builder thread for the registrations. tuning: the
    // call's threads.
    staged_build(host_staging<T>& staging, std::size_t n, std::size_t chunk_rows, int device, const options& tuning,
                 std::function<void(std::size_t, std::size_t)> build_rows)
        : staging_(staging), n_(n), chunk_rows_(std::max<std::size_t>(1, chunk_rows)),
          chunks_((n + chunk_rows_ - 1) / chunk_rows_), build_rows_(std::move(build_rows))
    {
        builder_ = std::thread([this, device, threads = tuning.threads, pool = tuning.thread_pool] {
            run(device, threads, pool);
        });
    }
    // On every way out the builder stops after its current chunk.
    ~staged_build()
    {
        stop_ = true;
        if (builder_.joinable()) builder_.join();
    }
    staged_build(const staged_build&) = delete;
    staged_build& operator=(const staged_build&) = delete;

    std::size_t chunk_rows() const noexcept { return chunk_rows_; }

    // Until every chunk holding a row of [i0, i1) is built and page-locked; rethrows the
    // builder's failure.
    void wait_for_rows(std::size_t i0, std::size_t i1)
    {
        if (i1 <= i0) return;
        const std::size_t needed = (i1 - 1) / chunk_rows_ + 1;
        std::unique_lock<std::mutex> lock(mutex_);
        ready_changed_.wait(lock, [&] { return ready_ >= needed || failure_; });
        if (failure_) std::rethrow_exception(failure_);
    }

    // Until the whole staging is built; rethrows the builder's failure.
    void join()
    {
        wait_for_rows(0, n_);
        if (builder_.joinable()) builder_.join();
    }

    // Host time of the builder (valid after join): building, and page-locking.
    double build_ms() const noexcept { return build_ms_; }
    double lock_ms() const noexcept { return lock_ms_; }

private:
    void run(int device, unsigned threads, bool pool) noexcept
    {
        using clock = std::chrono::steady_clock;
        auto ms = [](clock::time_point a, clock::time_point b) {
            return std::chrono::duration<double, std::milli>(b - a).count();
        };
        try {
            if (cudaSetDevice(device) != cudaSuccess) cudaGetLastError();  // the registration then fails and says so
            const base::thread_scope scope(threads, pool);
            for (std::size_t c = 0; c < chunks_ && !stop_; ++c) {
                const std::size_t r0 = c * chunk_rows_, r1 = std::min(n_, r0 + chunk_rows_);
                const auto t0 = clock::now();
                build_rows_(r0, r1);
                const auto t1 = clock::now();
                staging_.lock_range(r0 * n_, (r1 - r0) * n_);
                build_ms_ += ms(t0, t1);
                lock_ms_ += ms(t1, clock::now());
                std::lock_guard<std::mutex> lock(mutex_);
                ready_ = c + 1;
                ready_changed_.notify_all();
            }
        } catch (...) {
            std::lock_guard<std::mutex> lock(mutex_);
            failure_ = std::current_exception();
            ready_changed_.notify_all();
        }
    }

    host_staging<T>& staging_;
    std::size_t n_, chunk_rows_, chunks_;
    std::function<void(std::size_t, std::size_t)> build_rows_;
    std::mutex mutex_;
    std::condition_variable ready_changed_;
    std::size_t ready_ = 0;  // chunks [0, ready_) built and page-locked
    std::exception_ptr failure_;
    std::atomic<bool> stop_{false};
    double build_ms_ = 0, lock_ms_ = 0;
    std::thread builder_;  // last: started once everything it uses exists
};

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
