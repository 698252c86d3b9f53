// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// release_resources(): what the library keeps between calls, given back in one call.
#include <boost_gpu_paths/detail/base/host_array.hpp>
#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/execution.hpp>

#if BOOST_GPU_PATHS_HAS_CUDA
#include "cuda/runtime/device.hpp"
#endif

namespace boost {
namespace gpu_paths {

void release_resources()
{
#if BOOST_GPU_PATHS_HAS_CUDA
    cuda::release_device_resources();
#endif
    base::release_worker_threads();
    base::free_kept_host_blocks();
}

}  // namespace gpu_paths
}  // namespace boost
