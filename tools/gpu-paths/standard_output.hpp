// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Whether everything written to standard output reached it. Output is buffered, so a
// full disk or a closed descriptor may only show when the buffer is flushed at exit;
// without this check such a run would exit 0 having written nothing.
#ifndef GPU_PATHS_CLI_STANDARD_OUTPUT_HPP
#define GPU_PATHS_CLI_STANDARD_OUTPUT_HPP

#include <string>

namespace gpu_paths_cli {

// Flushes and closes standard output. Returns an empty string when all output was
// written, else a message saying why it was not. Closing a descriptor that was already
// closed counts as success when nothing was written to it.
std::string close_standard_output();

}  // namespace gpu_paths_cli

#endif
