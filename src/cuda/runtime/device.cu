// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Device discovery, the per-device accounting of device memory, and the table of
// per-device resources.
#include "cuda/runtime/block_cache.cuh"
#include "cuda/runtime/device.hpp"
#include "cuda/runtime/device_resources.cuh"
#include "cuda/runtime/memory.cuh"

#include <array>
#include <atomic>
#include <cstdio>
#include <memory>
#include <mutex>

namespace boost {
namespace gpu_paths {
namespace cuda {

namespace {

struct memory_counters {
    std::atomic<std::size_t> in_use{0};
    std::atomic<std::size_t> peak{0};
};
std::array<memory_counters, max_devices> counters;

std::size_t slot(int device) { return device >= 0 && device < max_devices ? static_cast<std::size_t>(device) : 0; }

}  // namespace

std::size_t device_bytes_in_use(int device) noexcept { return counters[slot(device)].in_use.load(); }
std::size_t device_bytes_peak(int device) noexcept { return counters[slot(device)].peak.load(); }
void reset_device_bytes_peak(int device) noexcept
{
    counters[slot(device)].peak.store(counters[slot(device)].in_use.load());
}

void note_device_allocation(int device, std::ptrdiff_t bytes) noexcept
{
    memory_counters& c = counters[slot(device)];
    const std::size_t now = c.in_use.fetch_add(static_cast<std::size_t>(bytes)) + static_cast<std::size_t>(bytes);
    std::size_t peak = c.peak.load();
    while (now > peak && !c.peak.compare_exchange_weak(peak, now)) {
    }
}

int current_device()
{
    int device = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaGetDevice(&device));
    return device;
}

void throw_out_of_device_memory(cudaError_t status, std::size_t bytes, const char* what)
{
    std::size_t free_bytes = 0, total_bytes = 0;
    if (cudaMemGetInfo(&free_bytes, &total_bytes) != cudaSuccess) cudaGetLastError();
    char message[512];
    std::snprintf(message, sizeof message,
                  "cannot allocate %zu bytes of device memory for %s: %s (%zu bytes free of %zu)", bytes, what,
                  cudaGetErrorString(status), free_bytes, total_bytes);
    throw device_memory_error(static_cast<int>(status), message, bytes);
}

bool device_usable() noexcept
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        cudaGetLastError();
        return false;
    }
    // A device exists; make sure a context can be created on it (a driver/toolkit
    // mismatch shows up here rather than at the first kernel).
    if (cudaFree(nullptr) != cudaSuccess) {
        cudaGetLastError();
        return false;
    }
    return true;
}

int device_count() noexcept
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess) {
        cudaGetLastError();
        return 0;
    }
    return count;
}

int resolve_device(int requested)
{
    if (requested < 0) return current_device();
    const int count = device_count();
    if (requested >= count || requested >= max_devices)
        throw backend_unavailable("CUDA device " + std::to_string(requested) + " was requested but this process sees " +
                                  std::to_string(count) + (count == 1 ? " device" : " devices"));
    return requested;
}

std::string device_description(int device)
{
    int count = 0;
    cudaError_t status = cudaGetDeviceCount(&count);
    if (status != cudaSuccess) {
        cudaGetLastError();
        return std::string("no CUDA device: ") + cudaGetErrorString(status);
    }
    if (count == 0) return "no CUDA device";
    if (device < 0) device = current_device();
    cudaDeviceProp prop{};
    BOOST_GPU_PATHS_CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
    int clock_khz = 0;
    cudaDeviceGetAttribute(&clock_khz, cudaDevAttrClockRate, device);
    char text[512];
    std::snprintf(text, sizeof text, "%s (sm_%d%d, %d SMs, %.0f MHz, %.1f GiB)", prop.name, prop.major, prop.minor,
                  prop.multiProcessorCount, clock_khz / 1000.0, prop.totalGlobalMem / 1073741824.0);
    return text;
}

// --- Per-device resources -------------------------------------------------------------------

namespace {

struct resource_table {
    std::mutex mutex;
    std::array<std::unique_ptr<device_resources>, max_devices> devices;
};
resource_table& table()
{
    static resource_table t;
    return t;
}

}  // namespace

device_resources& resources_of(int device)
{
    resource_table& t = table();
    std::lock_guard<std::mutex> lock(t.mutex);
    auto& entry = t.devices[slot(device)];
    if (!entry) entry.reset(new device_resources(device));
    return *entry;
}

void release_device_resources() noexcept
{
    resource_table& t = table();
    std::lock_guard<std::mutex> lock(t.mutex);
    for (auto& entry : t.devices)
        if (entry) entry->release();
    // The resources' buffers went back to the kept blocks; free those too.
    free_kept_blocks();
    free_kept_streams();
}

device_resources::device_resources(int device) : device_(device) {}

void device_resources::release() noexcept
{
    std::map<std::type_index, std::shared_ptr<device_resource>> dropped;
    {
        std::lock_guard<std::mutex> lock(mutex_);
        dropped.swap(resources_);
    }
    // Freed here, with this device current, unless a call still holds one.
    int previous = -1;
    if (cudaGetDevice(&previous) != cudaSuccess) cudaGetLastError();
    if (previous != device_ && cudaSetDevice(device_) != cudaSuccess) cudaGetLastError();
    dropped.clear();
    if (previous >= 0 && previous != device_ && cudaSetDevice(previous) != cudaSuccess) cudaGetLastError();
}

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
