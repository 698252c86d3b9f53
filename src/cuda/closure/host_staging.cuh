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
// structures. Registered once, as one range: a copy must not span two registrations.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_HOST_STAGING_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_HOST_STAGING_CUH

#include <boost_gpu_paths/errors.hpp>

#include <cuda_runtime.h>

#include <cstddef>
#include <string>

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
        void* p = mmap(nullptr, bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) fail("cannot allocate");
        madvise(p, bytes_, MADV_HUGEPAGE);  // advice only: without huge pages the staging still works
        data_ = static_cast<T*>(p);
#else
        if (cudaMallocHost(reinterpret_cast<void**>(&data_), bytes_) != cudaSuccess) {
            cudaGetLastError();
            data_ = nullptr;
            fail("cannot page-lock");
        }
        locked_ = true;
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
        munmap(data_, bytes_);
#endif
    }
    host_staging(const host_staging&) = delete;
    host_staging& operator=(const host_staging&) = delete;

    T* data() const noexcept { return data_; }

    // Page-locked from now on, so that device copies read and write it directly. After the
    // build: the build's writes fault the pages in, on its threads.
    void lock()
    {
        if (!data_ || locked_) return;
        if (cudaHostRegister(data_, bytes_, cudaHostRegisterPortable) != cudaSuccess) {
            cudaGetLastError();
            fail("cannot page-lock");
        }
        locked_ = true;
    }

    // Pageable again; the contents stay. Every device copy of it must be done.
    void unlock() noexcept
    {
        if (!locked_ || allocated_by_cuda_) return;
        if (cudaHostUnregister(data_) != cudaSuccess) cudaGetLastError();
        locked_ = false;
    }

private:
    [[noreturn]] void fail(const char* doing) const
    {
        throw host_memory_error(std::string("out-of-core closure: ") + doing + " " + what_ + " (" +
                                    std::to_string(bytes_) + " bytes of host staging)",
                                bytes_);
    }

    T* data_ = nullptr;
    std::size_t bytes_;
    const char* what_;
    bool locked_ = false;
    bool allocated_by_cuda_ = false;
};

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
