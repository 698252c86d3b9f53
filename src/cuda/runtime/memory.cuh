// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// RAII owners for device memory, pinned host memory, streams and events. Memory blocks and
// streams come from and go back to those kept between calls (block_cache.cuh). Allocation failures
// become device_memory_error naming the bytes asked for and the bytes free.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_MEMORY_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_MEMORY_CUH

#include "cuda/runtime/block_cache.cuh"
#include "cuda/runtime/check.cuh"

#include <cstddef>
#include <string>
#include <utility>

namespace boost {
namespace gpu_paths {
namespace cuda {

// Bytes of device memory in use by this library's buffers on a device now and at most;
// reports carry the peak of a call.
std::size_t device_bytes_in_use(int device) noexcept;
std::size_t device_bytes_peak(int device) noexcept;
void reset_device_bytes_peak(int device) noexcept;
void note_device_allocation(int device, std::ptrdiff_t bytes) noexcept;
// The calling thread's current device.
int current_device();

[[noreturn]] void throw_out_of_device_memory(cudaError_t status, std::size_t bytes, const char* what);

template <class T>
class device_buffer {
public:
    device_buffer() = default;
    explicit device_buffer(std::size_t count, const char* what = "device buffer") { allocate(count, what); }
    ~device_buffer() { release(); }
    device_buffer(const device_buffer&) = delete;
    device_buffer& operator=(const device_buffer&) = delete;
    device_buffer(device_buffer&& other) noexcept
        : data_(std::exchange(other.data_, nullptr)), count_(std::exchange(other.count_, 0)),
          block_bytes_(std::exchange(other.block_bytes_, 0)), device_(other.device_)
    {
    }
    device_buffer& operator=(device_buffer&& other) noexcept
    {
        if (this != &other) {
            release();
            data_ = std::exchange(other.data_, nullptr);
            count_ = std::exchange(other.count_, 0);
            block_bytes_ = std::exchange(other.block_bytes_, 0);
            device_ = other.device_;
        }
        return *this;
    }

    // The block comes from the device's kept blocks when one fits (block_cache.cuh).
    void allocate(std::size_t count, const char* what = "device buffer")
    {
        release();
        if (count == 0) return;
        const std::size_t bytes = count * sizeof(T);
        const int device = current_device();
        data_ = static_cast<T*>(take_device_block(device, bytes, &block_bytes_, what));
        count_ = count;
        device_ = device;
        note_device_allocation(device_, static_cast<std::ptrdiff_t>(bytes));
    }
    void release() noexcept
    {
        if (data_) {
            give_device_block(device_, data_, block_bytes_);
            note_device_allocation(device_, -static_cast<std::ptrdiff_t>(count_ * sizeof(T)));
        }
        data_ = nullptr;
        count_ = 0;
        block_bytes_ = 0;
    }

    T* data() const noexcept { return data_; }
    std::size_t size() const noexcept { return count_; }
    std::size_t bytes() const noexcept { return count_ * sizeof(T); }

private:
    T* data_ = nullptr;
    std::size_t count_ = 0;
    std::size_t block_bytes_ = 0;
    int device_ = 0;
};

// Page-locked host memory, for copies that run at full PCIe speed and overlap compute.
template <class T>
class pinned_buffer {
public:
    pinned_buffer() = default;
    explicit pinned_buffer(std::size_t count) { allocate(count); }
    ~pinned_buffer() { release(); }
    pinned_buffer(const pinned_buffer&) = delete;
    pinned_buffer& operator=(const pinned_buffer&) = delete;

    void allocate(std::size_t count)
    {
        release();
        if (count == 0) return;
        data_ = static_cast<T*>(take_pinned_block(count * sizeof(T), &block_bytes_));
        count_ = count;
    }
    void release() noexcept
    {
        if (data_) give_pinned_block(data_, block_bytes_);
        data_ = nullptr;
        count_ = 0;
        block_bytes_ = 0;
    }
    T* data() const noexcept { return data_; }
    std::size_t size() const noexcept { return count_; }

private:
    T* data_ = nullptr;
    std::size_t count_ = 0;
    std::size_t block_bytes_ = 0;
};

class stream {
public:
    // A stream of the current device, from the kept ones (block_cache.cuh).
    stream() : device_(current_device()), kept_(true) { handle_ = take_stream(device_); }
    // A stream whose CTAs the block scheduler prefers over those of default-priority streams.
    struct highest_priority_t {};
    static constexpr highest_priority_t highest_priority{};
    explicit stream(highest_priority_t)
    {
        int least = 0, greatest = 0;
        BOOST_GPU_PATHS_CUDA_CHECK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
        BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamCreateWithPriority(&handle_, cudaStreamNonBlocking, greatest));
    }
    // Waits for the stream's work first: nothing queued by a call (a copy into a caller's
    // array, a kernel on a buffer about to be reused) outlives it, exceptions included.
    ~stream()
    {
        if (!handle_) return;
        const bool idle = cudaStreamSynchronize(handle_) == cudaSuccess;
        if (!idle) cudaGetLastError();
        if (kept_ && idle)
            give_stream(device_, handle_);
        else if (cudaStreamDestroy(handle_) != cudaSuccess)
            cudaGetLastError();
    }
    stream(const stream&) = delete;
    stream& operator=(const stream&) = delete;
    cudaStream_t get() const noexcept { return handle_; }
    void synchronize() const { BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(handle_)); }

private:
    cudaStream_t handle_ = nullptr;
    int device_ = -1;
    bool kept_ = false;
};

class event {
public:
    event() { BOOST_GPU_PATHS_CUDA_CHECK(cudaEventCreate(&handle_)); }
    ~event()
    {
        if (handle_) cudaEventDestroy(handle_);
    }
    event(const event&) = delete;
    event& operator=(const event&) = delete;
    cudaEvent_t get() const noexcept { return handle_; }
    void record(cudaStream_t s) { BOOST_GPU_PATHS_CUDA_CHECK(cudaEventRecord(handle_, s)); }
    void synchronize() const { BOOST_GPU_PATHS_CUDA_CHECK(cudaEventSynchronize(handle_)); }
    // Milliseconds from start to this event (both recorded and complete).
    float since(const event& start) const
    {
        float ms = 0;
        BOOST_GPU_PATHS_CUDA_CHECK(cudaEventElapsedTime(&ms, start.handle_, handle_));
        return ms;
    }

private:
    cudaEvent_t handle_ = nullptr;
};

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
