// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What every CUDA entry does first: make the context's device current for the call (and
// restore the caller's afterwards), reset that device's peak-memory mark, and order the
// call's own stream after the caller's stream when the context names one.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_CALL_SCOPE_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_CALL_SCOPE_CUH

#include "cuda/runtime/check.cuh"
#include "cuda/runtime/memory.cuh"

#include <boost_gpu_paths/execution.hpp>

namespace boost {
namespace gpu_paths {
namespace cuda {

class device_scope {
public:
    // device: a resolved ordinal (dispatch::resolve_context), or -1 for the current one.
    explicit device_scope(int device) : device_(device)
    {
        BOOST_GPU_PATHS_CUDA_CHECK(cudaGetDevice(&previous_));
        if (device_ < 0) device_ = previous_;
        if (device_ != previous_) BOOST_GPU_PATHS_CUDA_CHECK(cudaSetDevice(device_));
        reset_device_bytes_peak(device_);
    }
    ~device_scope()
    {
        if (device_ != previous_ && cudaSetDevice(previous_) != cudaSuccess) cudaGetLastError();
    }
    device_scope(const device_scope&) = delete;
    device_scope& operator=(const device_scope&) = delete;

    int device() const noexcept { return device_; }
    std::size_t peak_bytes() const noexcept { return device_bytes_peak(device_); }

private:
    int device_ = 0;
    int previous_ = 0;
};

// For an object whose members belong to one device (a search engine kept between calls):
// declared as its first member, so destroyed last. The owner's destructor calls
// enter(device), which makes that device current for the members' destruction; this
// member then puts the caller's device back.
class teardown_device {
public:
    teardown_device() = default;
    teardown_device(const teardown_device&) = delete;
    teardown_device& operator=(const teardown_device&) = delete;
    ~teardown_device()
    {
        if (previous_ >= 0 && cudaSetDevice(previous_) != cudaSuccess) cudaGetLastError();
    }

    void enter(int device) noexcept
    {
        int current = 0;
        if (cudaGetDevice(&current) != cudaSuccess) {
            cudaGetLastError();
            return;
        }
        if (current != device && cudaSetDevice(device) == cudaSuccess) previous_ = current;
    }

private:
    int previous_ = -1;
};

// Makes `work` wait for what the caller queued on the context's stream before the call.
inline void order_after_caller(const execution_context& context, cudaStream_t work)
{
    if (!context.stream) return;
    cudaEvent_t queued = nullptr;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaEventCreateWithFlags(&queued, cudaEventDisableTiming));
    const cudaError_t recorded = cudaEventRecord(queued, static_cast<cudaStream_t>(context.stream));
    const cudaError_t waited = recorded == cudaSuccess ? cudaStreamWaitEvent(work, queued, 0) : recorded;
    cudaEventDestroy(queued);
    BOOST_GPU_PATHS_CUDA_CHECK(waited);
}

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
