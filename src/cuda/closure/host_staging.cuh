// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The out-of-core call's host staging (a matrix of n x n values, too large to stay pinned
// after the call): mapped first, filled by the build's host threads, page-locked only
// then, and unlocked before it is unmapped.
//
// Why not cudaMallocHost: for a matrix of many GiB it faults, zeroes and pins every
// 4 KiB page on one thread, which costs a large share of a whole call
// (doc/design-scale.md, "Host staging"). Mapped with transparent huge pages where the
// kernel offers them (madvise), the pages are faulted in parallel by the build's own
// writes, in 2 MiB pages, and the registration afterwards pins far fewer page
// structures. Registered as one range, or chunk by chunk as a staged build fills it
// (staged_build.cuh); a device copy must not span two registrations.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_HOST_STAGING_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_HOST_STAGING_CUH

#include <boost_gpu_paths/errors.hpp>

#include <cuda_runtime.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

template <class T>
class host_staging {
public:
    // count values; `what` names them in the messages of host_memory_error.
    host_staging(std::size_t count, const char* what) : bytes_(count * sizeof(T)), what_(what)
    {
        if (count == 0) return;
#if defined(__linux__)
        // One huge page more, so that the matrix starts on a huge-page boundary.
        mapped_bytes_ = bytes_ + huge_page;
        void* p = mmap(nullptr, mapped_bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) fail("cannot allocate");
        mapping_ = p;
        madvise(p, mapped_bytes_, MADV_HUGEPAGE);  // advice only: without huge pages the staging still works
        const std::uintptr_t at = (reinterpret_cast<std::uintptr_t>(p) + huge_page - 1) / huge_page * huge_page;
        data_ = reinterpret_cast<T*>(at);
#else
        if (cudaMallocHost(reinterpret_cast<void**>(&data_), bytes_) != cudaSuccess) {
            cudaGetLastError();
            data_ = nullptr;
            fail("cannot page-lock");
        }
        allocated_by_cuda_ = true;
#endif
    }
    ~host_staging()
    {
        if (!data_) return;
        unlock();
        if (allocated_by_cuda_) {
            if (cudaFreeHost(data_) != cudaSuccess) cudaGetLastError();
            return;
        }
#if defined(__linux__)
        munmap(mapping_, mapped_bytes_);
#endif
    }
    host_staging(const host_staging&) = delete;
    host_staging& operator=(const host_staging&) = delete;

    T* data() const noexcept { return data_; }

    // Page-locked from now on, so that device copies read and write it directly. After the
    // build: the build's writes fault the pages in, on its threads.
    void lock() { lock_range(0, bytes_ / sizeof(T)); }

    // Values [first, first + count) page-locked, as a registration of their own (a copy
    // must stay within one; first * sizeof(T) on a page boundary). From any one thread at
    // a time.
    void lock_range(std::size_t first, std::size_t count)
    {
        if (!data_ || allocated_by_cuda_ || count == 0) return;
        void* at = data_ + first;
        if (cudaHostRegister(at, count * sizeof(T), cudaHostRegisterPortable) != cudaSuccess) {
            cudaGetLastError();
            fail("cannot page-lock");
        }
        std::lock_guard<std::mutex> lock(mutex_);
        registered_.push_back(at);
    }

    // The registration lock_range(first, ...) made, undone; the contents stay. Every device
    // copy of its values must be done.
    void unlock_range(std::size_t first) noexcept
    {
        std::lock_guard<std::mutex> lock(mutex_);
        void* at = data_ + first;
        const auto found = std::find(registered_.begin(), registered_.end(), at);
        if (found == registered_.end()) return;
        if (cudaHostUnregister(at) != cudaSuccess) cudaGetLastError();
        registered_.erase(found);
    }

    // Pageable again; the contents stay. Every device copy of it must be done.
    void unlock() noexcept
    {
        std::lock_guard<std::mutex> lock(mutex_);
        for (void* at : registered_)
            if (cudaHostUnregister(at) != cudaSuccess) cudaGetLastError();
        registered_.clear();
    }

private:
    static constexpr std::size_t huge_page = std::size_t(2) << 20;

    [[noreturn]] void fail(const char* doing) const
    {
        throw host_memory_error(std::string("out-of-core closure: ") + doing + " " + what_ + " (" +
                                    std::to_string(bytes_) + " bytes of host staging)",
                                bytes_);
    }

    T* data_ = nullptr;
    void* mapping_ = nullptr;
    std::size_t bytes_, mapped_bytes_ = 0;
    const char* what_;
    bool allocated_by_cuda_ = false;  // page-locked as allocated
    std::mutex mutex_;
    std::vector<void*> registered_;
};

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
