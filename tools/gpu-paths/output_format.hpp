// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Which format -o asks for, from its extension, and where the run's report (the trial
// summary, "check: PASS") goes so that it never mixes into results on standard output.
#ifndef GPU_PATHS_CLI_OUTPUT_FORMAT_HPP
#define GPU_PATHS_CLI_OUTPUT_FORMAT_HPP

#include "options.hpp"

#include <cstdio>
#include <string>

namespace gpu_paths_cli {

enum class result_format { text, csv, npy };

// .npy, .csv (case-insensitive) or text for any other name; "-" and no -o give
// `standard_output_format` (text for bfs/sssp, npy for the all-pairs matrix).
result_format format_of(const std::string& path, result_format standard_output_format);

// Whether the command's results go to standard output.
bool results_on_standard_output(const options& opts);

// Standard error when the results take standard output, else standard output.
std::FILE* report_stream(const options& opts);

// Throws usage_error for binary results bound for a terminal, with what to do instead.
void refuse_binary_on_terminal(const options& opts, result_format format);

}  // namespace gpu_paths_cli

#endif
