// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A watched call's cancel token and progress (base/call_watch.hpp) between the pivot rounds
// of the blocked closure (schedule.cuh). The schedule queues its rounds far ahead of the
// device; for a call that watches, this keeps the host at most `ahead` rounds in front, so
// that the progress it tells is of rounds the device has finished, and a raised token
// stops the call within those rounds: the device is waited for (nothing queued may write
// into memory given back on the way out) and gpu_paths::cancelled thrown. The caller's
// matrix is untouched, as rows reach it only once the closure is done. A call that watches
// nothing never makes one (schedule.cuh tests an empty function).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_ROUND_WATCH_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_ROUND_WATCH_CUH

#include "base/call_watch.hpp"
#include "cuda/runtime/check.cuh"

#include <array>
#include <cstddef>

#include <cuda_runtime.h>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

class round_watch {
public:
    static constexpr std::size_t ahead = 2;

    round_watch(const execution_context& context, cudaStream_t stream) : watch_(context, "Floyd-Warshall"), stream_(stream)
    {
    }
    ~round_watch()
    {
        for (cudaEvent_t e : events_)
            if (e) cudaEventDestroy(e);
    }
    round_watch(const round_watch&) = delete;
    round_watch& operator=(const round_watch&) = delete;

    bool watched() const noexcept { return watch_.watched(); }

    // After the round that ends at pivot `done` (of `total`) was queued on the stream.
    void after_round(std::size_t done, std::size_t total)
    {
        const std::size_t slot = queued_ % ahead;
        if (!events_[slot]) {
            BOOST_GPU_PATHS_CUDA_CHECK(cudaEventCreateWithFlags(&events_[slot], cudaEventDisableTiming));
        } else {
            // The round queued `ahead` rounds ago: wait until the device has finished it.
            BOOST_GPU_PATHS_CUDA_CHECK(cudaEventSynchronize(events_[slot]));
            finished_ = pivots_[slot];
        }
        BOOST_GPU_PATHS_CUDA_CHECK(cudaEventRecord(events_[slot], stream_));
        pivots_[slot] = done;
        ++queued_;
        if (watch_.cancel_raised()) {
            BOOST_GPU_PATHS_CUDA_CHECK(cudaDeviceSynchronize());
            watch_.throw_cancelled();
        }
        watch_.tell(static_cast<double>(finished_), static_cast<double>(total));
    }

private:
    base::call_watch watch_;
    cudaStream_t stream_;
    std::array<cudaEvent_t, ahead> events_{};
    std::array<std::size_t, ahead> pivots_{};
    std::size_t queued_ = 0, finished_ = 0;
};

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
