// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A kernel's dynamic shared memory allowance, raised once per device to all a block may
// have, never set per launch.
//
// cudaFuncAttributeMaxDynamicSharedMemorySize is the function's, process-wide: a call
// that set it to its own launch's size let a concurrent call on another thread lower it
// between that call's setting and its launch, which then failed with
// cudaErrorInvalidValue (gpu-paths-stress --jobs 16 found it). The allowance does not
// change what a launch uses (its own size) or the occupancy of a smaller launch.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_DYNAMIC_SHARED_MEMORY_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_DYNAMIC_SHARED_MEMORY_CUH

#include "cuda/runtime/check.cuh"
#include "cuda/runtime/device_resources.cuh"

#include <array>
#include <atomic>

namespace boost {
namespace gpu_paths {
namespace cuda {

// Kernel allowed all the dynamic shared memory one block may have on the current device
// beside its static shared memory (a launch that asks for more fails, and its check names
// the kernel).
template <auto Kernel>
void allow_dynamic_shared_memory()
{
    static std::array<std::atomic<int>, max_devices> allowed{};  // 0: not set yet
    int device = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaGetDevice(&device));
    if (device >= max_devices || allowed[device].load(std::memory_order_acquire) == 0) {
        int optin = 0;
        BOOST_GPU_PATHS_CUDA_CHECK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, device));
        cudaFuncAttributes attributes{};
        BOOST_GPU_PATHS_CUDA_CHECK(cudaFuncGetAttributes(&attributes, Kernel));
        const int limit = optin - static_cast<int>(attributes.sharedSizeBytes);
        // Every thread sets the same value: concurrent first calls agree.
        BOOST_GPU_PATHS_CUDA_CHECK(cudaFuncSetAttribute(Kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, limit));
        if (device < max_devices) allowed[device].store(limit, std::memory_order_release);
    }
}

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
