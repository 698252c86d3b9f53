// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The all-pairs matrix as text (-o FILE.txt: blank-separated, -o FILE.csv: commas), one
// row per source, "inf" where there is no path.
#ifndef GPU_PATHS_CLI_MATRIX_TEXT_HPP
#define GPU_PATHS_CLI_MATRIX_TEXT_HPP

#include "text_output.hpp"

#include <cstddef>
#include <string>

namespace gpu_paths_cli {

// Empty path: nothing is written (apsp without -o only computes).
template <class W>
void write_matrix_text(const std::string& path, char separator, const W* values, std::size_t n, W unreachable)
{
    if (path.empty()) return;
    text_output out(path, separator);
    for (std::size_t row = 0; row < n; ++row) {
        for (std::size_t column = 0; column < n; ++column) {
            if (column) out.separator();
            const W x = values[row * n + column];
            out.field(x != unreachable, x);
        }
        out.end_line();
    }
    out.close();
}

}  // namespace gpu_paths_cli

#endif
