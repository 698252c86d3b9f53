// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "standard_output.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <stdio_ext.h>

namespace gpu_paths_cli {

std::string close_standard_output()
{
    const bool earlier_write_failed = std::ferror(stdout) != 0;
    const bool output_pending = __fpending(stdout) != 0;
    errno = 0;
    const bool close_failed = std::fclose(stdout) != 0;
    const int error = errno;
    if (close_failed && (output_pending || error != EBADF))
        return std::string("cannot write standard output: ") + std::strerror(error);
    if (earlier_write_failed) return "cannot write standard output: a write to it failed";
    return "";
}

}  // namespace gpu_paths_cli
