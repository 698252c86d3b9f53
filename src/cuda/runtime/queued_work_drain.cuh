// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A guard that waits for the work queued on some streams when it is destroyed.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_QUEUED_WORK_DRAIN_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_QUEUED_WORK_DRAIN_CUH

#include <cuda_runtime_api.h>

#include <utility>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {

// Waits, when destroyed, for the work queued on the streams given: declared after every
// buffer that work reads or writes (and before any thread that waits on it), so that on
// the way out of an exception the buffers outlive the queued work that uses them.
class queued_work_drain {
public:
    explicit queued_work_drain(std::vector<cudaStream_t> streams) : streams_(std::move(streams)) {}
    queued_work_drain(const queued_work_drain&) = delete;
    queued_work_drain& operator=(const queued_work_drain&) = delete;
    ~queued_work_drain()
    {
        for (cudaStream_t s : streams_)
            if (cudaStreamSynchronize(s) != cudaSuccess) cudaGetLastError();
    }

private:
    std::vector<cudaStream_t> streams_;
};

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
