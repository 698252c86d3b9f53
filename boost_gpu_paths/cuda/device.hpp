// Host-C++ view of the CUDA backend's device queries (no CUDA headers), for the backend
// selection code that is compiled whether or not CUDA is present.
#ifndef BOOST_GPU_PATHS_CUDA_DEVICE_HPP
#define BOOST_GPU_PATHS_CUDA_DEVICE_HPP

#include <string>

namespace boost {
namespace gpu_paths {
namespace cuda {

// True when a device exists and a context can be created on it.
bool device_usable() noexcept;
// "NVIDIA H100 80GB HBM3 (sm_90, 132 SMs, 1980 MHz, 79.1 GiB)" or why there is no device.
std::string device_description();

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
