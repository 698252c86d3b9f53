// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The blocks kept between calls (block_cache.cuh).
#include "cuda/runtime/block_cache.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/memory.cuh"

#include <boost_gpu_paths/detail/base/host_array.hpp>

#include <cuda_runtime.h>

#include <array>
#include <exception>
#include <map>
#include <mutex>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {

namespace {

// Sizes are rounded so that blocks fit other calls of about the same problem: powers of
// two up to 1 MiB, whole 2 MiB pages above (the device allocator's own granularity), and a
// kept block serves a request up to a quarter smaller than itself.
std::size_t rounded(std::size_t bytes)
{
    constexpr std::size_t mib = std::size_t(1) << 20;
    if (bytes <= mib) {
        std::size_t size = 512;
        while (size < bytes) size *= 2;
        return size;
    }
    return (bytes + 2 * mib - 1) / (2 * mib) * (2 * mib);
}

struct kept_blocks {
    std::mutex mutex;
    std::multimap<std::size_t, void*> blocks;  // size -> block
    std::size_t bytes = 0;

    // A kept block for `size` (already rounded), or null.
    void* take(std::size_t size, std::size_t* block_bytes)
    {
        std::lock_guard<std::mutex> lock(mutex);
        auto it = blocks.lower_bound(size);
        if (it == blocks.end() || it->first > size + size / 4) return nullptr;
        void* block = it->second;
        *block_bytes = it->first;
        bytes -= it->first;
        blocks.erase(it);
        return block;
    }
    // Keeps the block when the caps allow; false when the caller must free it.
    bool keep(void* block, std::size_t size, std::size_t largest_block, std::size_t cap)
    {
        if (size > largest_block) return false;
        std::lock_guard<std::mutex> lock(mutex);
        if (bytes + size > cap) return false;
        blocks.emplace(size, block);
        bytes += size;
        return true;
    }
    std::multimap<std::size_t, void*> take_all()
    {
        std::lock_guard<std::mutex> lock(mutex);
        std::multimap<std::size_t, void*> all;
        all.swap(blocks);
        bytes = 0;
        return all;
    }
};

constexpr int device_slots = 64;
constexpr std::size_t device_cap = std::size_t(2) << 30;            // kept per device
constexpr std::size_t device_largest = std::size_t(1) << 30;        // larger blocks are freed
constexpr std::size_t pinned_cap = std::size_t(512) << 20;          // kept pinned memory
constexpr std::size_t pinned_largest = std::size_t(256) << 20;

constexpr std::size_t streams_kept = 16;  // per device: enough for the threads that call at once

struct caches {
    std::array<kept_blocks, device_slots> devices;
    kept_blocks pinned;
    std::mutex streams_mutex;
    std::array<std::vector<cudaStream_t>, device_slots> streams;
};
// Never destroyed: blocks still kept at exit go back with the process, and no cudaFree
// runs after the CUDA runtime has been torn down.
caches& all()
{
    static caches* c = new caches;
    return *c;
}

kept_blocks* of(int device) { return device >= 0 && device < device_slots ? &all().devices[device] : nullptr; }

// cudaFree with `device` current (the caller's device restored after).
void free_on(int device, void* block) noexcept
{
    int previous = -1;
    if (cudaGetDevice(&previous) != cudaSuccess) cudaGetLastError();
    if (previous != device && cudaSetDevice(device) != cudaSuccess) cudaGetLastError();
    if (cudaFree(block) != cudaSuccess) cudaGetLastError();
    if (previous >= 0 && previous != device && cudaSetDevice(previous) != cudaSuccess) cudaGetLastError();
}

void free_device_blocks(int device) noexcept
{
    kept_blocks* kept = of(device);
    if (!kept) return;
    for (const auto& entry : kept->take_all()) free_on(device, entry.second);
}

}  // namespace

void* take_device_block(int device, std::size_t bytes, std::size_t* block_bytes, const char* what)
{
    if (base::injected_fault(testing::fault_site::device_block))
        throw_out_of_device_memory(cudaErrorMemoryAllocation, bytes, what);
    const std::size_t size = rounded(bytes);
    if (kept_blocks* kept = of(device))
        if (void* block = kept->take(size, block_bytes)) return block;
    void* block = nullptr;
    cudaError_t status = cudaMalloc(&block, size);
    if (status != cudaSuccess) {
        cudaGetLastError();
        free_device_blocks(device);
        status = cudaMalloc(&block, size);
    }
    if (status != cudaSuccess) {
        cudaGetLastError();
        throw_out_of_device_memory(status, bytes, what);
    }
    *block_bytes = size;
    return block;
}

void give_device_block(int device, void* block, std::size_t block_bytes) noexcept
{
    if (!block) return;
    kept_blocks* kept = of(device);
    if (kept && std::uncaught_exceptions() == 0 && kept->keep(block, block_bytes, device_largest, device_cap)) return;
    free_on(device, block);
}

void* take_pinned_block(std::size_t bytes, std::size_t* block_bytes)
{
    if (base::injected_fault(testing::fault_site::pinned_block))
        throw_injected_failure("cudaMallocHost (a pinned block)", __FILE__, __LINE__);
    const std::size_t size = rounded(bytes);
    if (void* block = all().pinned.take(size, block_bytes)) return block;
    void* block = nullptr;
    if (cudaMallocHost(&block, size) != cudaSuccess) {
        cudaGetLastError();
        for (const auto& entry : all().pinned.take_all()) cudaFreeHost(entry.second);
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMallocHost(&block, size));
    }
    *block_bytes = size;
    return block;
}

void give_pinned_block(void* block, std::size_t block_bytes) noexcept
{
    if (!block) return;
    if (std::uncaught_exceptions() == 0 && all().pinned.keep(block, block_bytes, pinned_largest, pinned_cap)) return;
    if (cudaFreeHost(block) != cudaSuccess) cudaGetLastError();
}

bool page_lock_host_array(const void* data, std::size_t bytes) noexcept
{
    auto lock_pages = [](void* block, std::size_t size) {
        if (cudaHostRegister(block, size, cudaHostRegisterPortable) == cudaSuccess) return true;
        cudaGetLastError();
        return false;
    };
    auto unlock_pages = [](void* block) {
        if (cudaHostUnregister(block) != cudaSuccess) cudaGetLastError();
    };
    return base::lock_host_block_pages(data, bytes, lock_pages, unlock_pages);
}

cudaStream_t take_stream(int device)
{
    if (device >= 0 && device < device_slots) {
        caches& c = all();
        std::lock_guard<std::mutex> lock(c.streams_mutex);
        if (!c.streams[device].empty()) {
            cudaStream_t s = c.streams[device].back();
            c.streams[device].pop_back();
            return s;
        }
    }
    cudaStream_t s = nullptr;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    return s;
}

void give_stream(int device, cudaStream_t stream) noexcept
{
    if (!stream) return;
    if (device >= 0 && device < device_slots) {
        caches& c = all();
        std::lock_guard<std::mutex> lock(c.streams_mutex);
        if (c.streams[device].size() < streams_kept) {
            c.streams[device].push_back(stream);
            return;
        }
    }
    if (cudaStreamDestroy(stream) != cudaSuccess) cudaGetLastError();
}

void free_kept_streams() noexcept
{
    caches& c = all();
    std::array<std::vector<cudaStream_t>, device_slots> dropped;
    {
        std::lock_guard<std::mutex> lock(c.streams_mutex);
        dropped.swap(c.streams);
    }
    for (auto& list : dropped)
        for (cudaStream_t s : list)
            if (cudaStreamDestroy(s) != cudaSuccess) cudaGetLastError();
}

std::size_t kept_device_bytes(int device) noexcept
{
    kept_blocks* kept = of(device);
    if (!kept) return 0;
    std::lock_guard<std::mutex> lock(kept->mutex);
    return kept->bytes;
}

void free_kept_blocks(int device) noexcept
{
    if (device >= 0) {
        free_device_blocks(device);
    } else {
        for (int d = 0; d < device_slots; ++d)
            if (kept_device_bytes(d)) free_device_blocks(d);
    }
    for (const auto& entry : all().pinned.take_all())
        if (cudaFreeHost(entry.second) != cudaSuccess) cudaGetLastError();
}

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
