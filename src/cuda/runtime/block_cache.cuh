// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Device and pinned host memory kept between calls. cudaMalloc, cudaFree, cudaMallocHost
// and cudaFreeHost cost tens of microseconds to milliseconds each (cudaFree and
// cudaFreeHost wait for the whole device), which made them most of the fixed cost of a
// small call. device_buffer and pinned_buffer (memory.cuh) take their blocks from here and
// give them back when destroyed; a block given back is kept for the next call that asks
// for a similar size, up to a cap per device, and release_resources() frees them all.
//
// A block is only kept when it is given back in the normal course of a call, which has
// waited for its own work by then (results are downloaded before buffers die). A block
// given back while an exception unwinds may still be in use by queued work, so it is
// freed for real (cudaFree waits for the device). When an allocation fails, the device's
// kept blocks are freed and the allocation is tried once more.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_BLOCK_CACHE_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_BLOCK_CACHE_CUH

#include <cuda_runtime_api.h>

#include <cstddef>

namespace boost {
namespace gpu_paths {
namespace cuda {

// A block of at least `bytes` on `device` (the current device); *block_bytes gets its real
// size, to be passed back. Throws device_memory_error naming `what` when none can be had.
void* take_device_block(int device, std::size_t bytes, std::size_t* block_bytes, const char* what);
void give_device_block(int device, void* block, std::size_t block_bytes) noexcept;

// Page-locked host memory, likewise.
void* take_pinned_block(std::size_t bytes, std::size_t* block_bytes);
void give_pinned_block(void* block, std::size_t block_bytes) noexcept;

// Streams, kept likewise (creating one costs microseconds a small call cannot spare). A
// stream must be idle when given back.
cudaStream_t take_stream(int device);
void give_stream(int device, cudaStream_t stream) noexcept;
// Destroys the kept streams of every device.
void free_kept_streams() noexcept;

// Page-locks, once, the kept host block of base::host_array that [data, data + bytes) lies
// in, so that copies to and from it run at full PCIe speed and truly asynchronously: the
// memory must then stay until the copy is done. True when it is page-locked now; false for
// other memory (a caller's arrays, blocks under 1 MiB), which copies as pageable memory.
bool page_lock_host_array(const void* data, std::size_t bytes) noexcept;

// Bytes kept for reuse on a device: free for the library's own needs although
// cudaMemGetInfo counts them as used.
std::size_t kept_device_bytes(int device) noexcept;
// Frees the blocks kept for a device (all devices for -1) and the kept pinned blocks.
void free_kept_blocks(int device = -1) noexcept;

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
