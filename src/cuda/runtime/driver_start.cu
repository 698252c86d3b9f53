// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Starting the driver and a device's primary context through the driver API, for the
// start that runs on a thread of its own (dispatch/device_start.cpp).
//
// Why the driver API, loaded here: the CUDA runtime, initialised on that thread, would set
// up its process-wide state there, and a program that ends while it does so would tear it
// down under the thread's feet. The driver library is loaded on the caller's thread
// (load_driver), before the thread exists, so that its own exit handlers run after the
// thread has been joined; the thread then only calls into it. The runtime, started later
// by the first call that uses the device, adopts the primary context made here. The
// library itself must load where no driver is installed, so the driver is not linked.
#include "cuda/runtime/device.hpp"

#include <cuda.h>
#include <dlfcn.h>

namespace boost {
namespace gpu_paths {
namespace cuda {

namespace {

struct driver_entry_points {
    CUresult (*init)(unsigned) = nullptr;
    CUresult (*device_get)(CUdevice*, int) = nullptr;
    CUresult (*primary_context_retain)(CUcontext*, CUdevice) = nullptr;
};

driver_entry_points& driver()
{
    static driver_entry_points entry_points;
    return entry_points;
}

}  // namespace

bool load_driver() noexcept
{
    driver_entry_points& d = driver();
    if (d.init) return true;
    // Kept loaded for the process's life: the runtime loads the same library later.
    void* library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL);
    if (!library) return false;
    d.init = reinterpret_cast<decltype(d.init)>(dlsym(library, "cuInit"));
    d.device_get = reinterpret_cast<decltype(d.device_get)>(dlsym(library, "cuDeviceGet"));
    d.primary_context_retain =
        reinterpret_cast<decltype(d.primary_context_retain)>(dlsym(library, "cuDevicePrimaryCtxRetain"));
    if (!d.init || !d.device_get || !d.primary_context_retain) {
        d = driver_entry_points{};
        return false;
    }
    return true;
}

bool start_primary_context(int device) noexcept
{
    const driver_entry_points& d = driver();
    if (!d.init || d.init(0) != CUDA_SUCCESS) return false;
    CUdevice handle = 0;
    if (d.device_get(&handle, device < 0 ? 0 : device) != CUDA_SUCCESS) return false;
    // Retained for the process's life, as the runtime keeps it once it adopts it.
    CUcontext context = nullptr;
    return d.primary_context_retain(&context, handle) == CUDA_SUCCESS;
}

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
