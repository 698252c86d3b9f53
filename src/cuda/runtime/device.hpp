// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Host-C++ view of the CUDA runtime layer (no CUDA headers), for the dispatch code that is
// compiled whether or not CUDA is present: device discovery and per-device resources.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_DEVICE_HPP
#define BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_DEVICE_HPP

#include <string>

namespace boost {
namespace gpu_paths {
namespace cuda {

// True when a device exists and a context can be created on it.
bool device_usable() noexcept;
// The number of devices the process sees (0 on failure).
int device_count() noexcept;
// "NVIDIA H100 80GB HBM3 (sm_90, 132 SMs, 1980 MHz, 79.1 GiB)" for a device ordinal (-1:
// the current one), or why there is none.
std::string device_description(int device);
// The ordinal a call runs on: `requested`, or the calling thread's current device for -1.
// Throws backend_unavailable for an ordinal the process does not see.
int resolve_device(int requested);
// Frees what every device keeps between calls (device_resources.cuh).
void release_device_resources() noexcept;
// Loads the CUDA driver library (no device work); false where there is none. On the
// thread that will start the runtime, before start_primary_context runs on another
// (driver_start.cu says why).
bool load_driver() noexcept;
// Initialises the driver and creates the primary context of `device` (-1: device 0), which
// the runtime adopts when it starts; true when it was made. Any thread, after load_driver.
bool start_primary_context(int device) noexcept;

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
