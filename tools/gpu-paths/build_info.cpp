// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The commit comes from a compile definition set in CMakeLists.txt, so that only this file
// is rebuilt when it changes; the version from the generated version.hpp.
#include "build_info.hpp"

#include <boost_gpu_paths/version.hpp>

#ifndef GPU_PATHS_BUILD_COMMIT
#define GPU_PATHS_BUILD_COMMIT "unknown"
#endif

namespace gpu_paths_cli {

const char* library_version() noexcept { return BOOST_GPU_PATHS_VERSION_STRING; }

const char* build_commit() noexcept { return GPU_PATHS_BUILD_COMMIT; }

}  // namespace gpu_paths_cli
