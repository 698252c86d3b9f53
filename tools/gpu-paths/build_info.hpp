// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What this program was built from, for --version and the --json record.
#ifndef GPU_PATHS_CLI_BUILD_INFO_HPP
#define GPU_PATHS_CLI_BUILD_INFO_HPP

namespace gpu_paths_cli {

// The library's version (the CMake project's).
const char* library_version() noexcept;

// `git rev-parse --short HEAD` when the build was configured, or "unknown" (a source
// tarball, or no git).
const char* build_commit() noexcept;

}  // namespace gpu_paths_cli

#endif
