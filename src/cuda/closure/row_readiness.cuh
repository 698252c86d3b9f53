// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Which rows of the closure are final, and when: what lets the caller copy rows out while
// the closure still computes the rest (schedule.cuh's deferred quadrant).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_ROW_READINESS_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_ROW_READINESS_CUH

#include "cuda/runtime/check.cuh"
#include "shared/row_chunks.hpp"

#include <cuda_runtime.h>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// The rows of the matrix in the order they become final, each range with an event
// recorded once it is: what the caller may copy out while the rest is still computed.
// Empty when the schedule finishes every row at once. Before recording a range the
// schedule hands the owner, through `seal`, the entries of it that nothing reads any more,
// to rewrite in place on the stream (decoding them for the caller); the range's first
// `raw_columns` columns are final but still read, so they stay as the closure left them.
class row_readiness {
public:
    struct range {
        std::size_t begin, end;
        std::size_t raw_columns;
        cudaEvent_t ready;
    };
    // Rows [r0, r1) x columns [c0, c1), on the given stream.
    std::function<void(std::size_t r0, std::size_t r1, std::size_t c0, std::size_t c1, cudaStream_t)> seal;
    // When not 0, each range is sealed and recorded in bands of this many rows: where
    // sealing is real work (predecessors derived from the final rows), the first band can
    // be copied out while the next is sealed.
    std::size_t band = 0;

    row_readiness() = default;
    ~row_readiness()
    {
        for (auto& r : ranges_) cudaEventDestroy(r.ready);
    }
    row_readiness(const row_readiness&) = delete;
    row_readiness& operator=(const row_readiness&) = delete;

    // Rows [begin, end) are final; columns [raw_columns, width) of them are sealed first.
    void finish(std::size_t begin, std::size_t end, std::size_t raw_columns, std::size_t width, cudaStream_t st)
    {
        const std::size_t step = band ? band : end - begin;
        for (std::size_t b = begin; b < end; b += step) {
            const std::size_t e = std::min(end, b + step);
            // The seal's kernels take a grid row per row: at most 65535 rows a call.
            if (seal)
                shared::for_row_chunks(b, e, [&](std::size_t r0, std::size_t r1) {
                    seal(r0, r1, raw_columns, width, st);
                });
            cudaEvent_t ready = nullptr;
            BOOST_GPU_PATHS_CUDA_CHECK(cudaEventCreateWithFlags(&ready, cudaEventDisableTiming));
            ranges_.push_back({b, e, raw_columns, ready});
            BOOST_GPU_PATHS_CUDA_CHECK(cudaEventRecord(ready, st));
        }
    }
    const std::vector<range>& ranges() const noexcept { return ranges_; }

private:
    std::vector<range> ranges_;
};

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
