// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Shared memory for the one-block kernels: how much one block may have on a device, and
// each kernel allowed all of it (asked and set once per device: both cost more than a
// small search).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_SMALL_GRAPH_SHARED_MEMORY_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_SMALL_GRAPH_SHARED_MEMORY_CUH

#include "cuda/runtime/check.cuh"
#include "cuda/runtime/device_resources.cuh"

#include <array>
#include <atomic>
#include <cstddef>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace small_graph {

// Byte offsets of the regions packed into one pinned block and one device block: 16-byte
// aligned, for every element type and vector loads.
constexpr std::size_t aligned(std::size_t bytes) { return (bytes + 15) / 16 * 16; }

// The most dynamic shared memory one block may have on `device`.
inline std::size_t shared_limit(int device)
{
    static std::array<std::atomic<int>, max_devices> known{};
    if (device < max_devices)
        if (const int bytes = known[device].load(std::memory_order_relaxed)) return static_cast<std::size_t>(bytes);
    int bytes = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaDeviceGetAttribute(&bytes, cudaDevAttrMaxSharedMemoryPerBlockOptin, device));
    if (device < max_devices) known[device].store(bytes, std::memory_order_relaxed);
    return static_cast<std::size_t>(bytes);
}

// Kernel, allowed shared_limit(device) bytes of dynamic shared memory on `device`.
template <auto Kernel>
decltype(Kernel) allowed_all_shared_memory(int device)
{
    static std::array<std::atomic<bool>, max_devices> allowed{};
    if (device >= max_devices || !allowed[device].load(std::memory_order_relaxed)) {
        BOOST_GPU_PATHS_CUDA_CHECK(cudaFuncSetAttribute(Kernel, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                                        static_cast<int>(shared_limit(device))));
        if (device < max_devices) allowed[device].store(true, std::memory_order_relaxed);
    }
    return Kernel;
}

}  // namespace small_graph
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
