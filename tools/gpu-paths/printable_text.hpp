// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Text taken from a graph file, made fit for a terminal line: a file may hold control
// bytes (escape sequences that would drive the terminal) or a comment megabytes long.
#ifndef GPU_PATHS_CLI_PRINTABLE_TEXT_HPP
#define GPU_PATHS_CLI_PRINTABLE_TEXT_HPP

#include <cstddef>
#include <string>
#include <string_view>

namespace gpu_paths_cli {

// `text` with control characters and bytes that are not UTF-8 escaped (\t, \n, \r, \\,
// \xNN), cut after about `width` columns with "... (N bytes)" giving the full length.
std::string printable_excerpt(std::string_view text, std::size_t width = 80);

}  // namespace gpu_paths_cli

#endif
