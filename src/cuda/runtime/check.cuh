// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Turning CUDA failures into exceptions. Every runtime call goes through
// BOOST_GPU_PATHS_CUDA_CHECK and every launch is followed by check_launch(), so no error
// passes silently.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_CHECK_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_CHECK_CUH

#include <boost_gpu_paths/errors.hpp>

#include "base/fault_injection.hpp"

#include <cuda_runtime.h>

#include <string>

namespace boost {
namespace gpu_paths {
namespace cuda {

[[noreturn]] inline void throw_cuda_error(cudaError_t status, const char* what, const char* file, int line)
{
    std::string message = std::string("CUDA error in ") + what + " (" + file + ":" + std::to_string(line) +
                          "): " + cudaGetErrorName(status) + ": " + cudaGetErrorString(status);
    throw cuda_error(static_cast<int>(status), message);
}

inline void check(cudaError_t status, const char* what, const char* file, int line)
{
    if (status != cudaSuccess) {
        // Clear a non-sticky error so later calls in this process are not blamed for it.
        cudaGetLastError();
        throw_cuda_error(status, what, file, line);
    }
}

// A runtime call that a test armed to fail (base/fault_injection.hpp): reported as a
// failed call is (cuda_error, here out of memory), and the call is never made, so that
// nothing it would have taken is left behind.
[[noreturn]] inline void throw_injected_failure(const char* what, const char* file, int line)
{
    throw_cuda_error(cudaErrorMemoryAllocation, what, file, line);
}

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#define BOOST_GPU_PATHS_CUDA_CHECK(call)                                                                  \
    (::boost::gpu_paths::base::injected_fault(::boost::gpu_paths::testing::fault_site::cuda_call)        \
         ? ::boost::gpu_paths::cuda::throw_injected_failure(#call, __FILE__, __LINE__)                    \
         : ::boost::gpu_paths::cuda::check((call), #call, __FILE__, __LINE__))

// After a <<<...>>> launch: reports bad launch configurations at once.
#define BOOST_GPU_PATHS_CHECK_LAUNCH(kernel_name) \
    ::boost::gpu_paths::cuda::check(cudaGetLastError(), "launch of " kernel_name, __FILE__, __LINE__)

#endif
