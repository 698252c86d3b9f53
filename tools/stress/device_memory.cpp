// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "device_memory.hpp"

#if BOOST_GPU_PATHS_STRESS_CUDART
#include <cuda_runtime_api.h>
#endif

namespace stress {

bool device_memory_in_use(std::size_t& bytes)
{
#if BOOST_GPU_PATHS_STRESS_CUDART
    std::size_t free = 0, total = 0;
    if (cudaMemGetInfo(&free, &total) != cudaSuccess) {
        cudaGetLastError();
        return false;
    }
    bytes = total - free;
    return true;
#else
    (void)bytes;
    return false;
#endif
}

}  // namespace stress
