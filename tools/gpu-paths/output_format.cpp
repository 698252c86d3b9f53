// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "output_format.hpp"

#include "output_file.hpp"

#include <algorithm>
#include <cctype>

#include <unistd.h>

namespace gpu_paths_cli {

result_format format_of(const std::string& path, result_format standard_output_format)
{
    if (path.empty() || output_file::is_standard_output(path)) return standard_output_format;
    std::string lower = path;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    auto ends = [&](const char* suffix) {
        const std::string s(suffix);
        return lower.size() > s.size() && lower.compare(lower.size() - s.size(), s.size(), s) == 0;
    };
    if (ends(".npy")) return result_format::npy;
    if (ends(".csv")) return result_format::csv;
    return result_format::text;
}

bool results_on_standard_output(const options& opts)
{
    if (output_file::is_standard_output(opts.output)) return true;
    // bfs and sssp print their lines by default, except in a benchmark run (-n), where
    // only the summary is wanted.
    const bool per_vertex = opts.what == command::bfs || opts.what == command::sssp || opts.what == command::dag;
    return per_vertex && opts.output.empty() && opts.trials == 0;
}

std::FILE* report_stream(const options& opts) { return results_on_standard_output(opts) ? stderr : stdout; }

void refuse_binary_on_terminal(const options& opts, result_format format)
{
    if (format != result_format::npy || !output_file::is_standard_output(opts.output) || !::isatty(STDOUT_FILENO))
        return;
    throw usage_error("refusing to write a binary .npy matrix to the terminal: redirect it (> FILE.npy), or pass "
                      "-o FILE.npy, or -o FILE.csv for text",
                      to_string(opts.what));
}

}  // namespace gpu_paths_cli
