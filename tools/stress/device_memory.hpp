// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The memory in use on the current CUDA device, as the driver counts it (every process's,
// so a run on a shared device compares its own start and end only).
#ifndef BOOST_GPU_PATHS_TOOLS_STRESS_DEVICE_MEMORY_HPP
#define BOOST_GPU_PATHS_TOOLS_STRESS_DEVICE_MEMORY_HPP

#include <cstddef>

namespace stress {

// False where this build has no CUDA runtime or no device answers.
bool device_memory_in_use(std::size_t& bytes);

}  // namespace stress

#endif
