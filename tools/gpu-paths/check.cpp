// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "check.hpp"

#include <cstdlib>
#include <cstring>

namespace gpu_paths_cli {

bool perturb_requested()
{
    const char* value = std::getenv("GPU_PATHS_CLI_PERTURB_RESULT");
    return value && std::strcmp(value, "1") == 0;
}

}  // namespace gpu_paths_cli
