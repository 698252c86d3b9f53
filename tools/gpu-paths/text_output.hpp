// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The "v dist pred" lines of bfs and sssp, written through one large buffer to a file
// (a new one, renamed over the target on close: output_file.hpp) or standard output.
#ifndef GPU_PATHS_CLI_TEXT_OUTPUT_HPP
#define GPU_PATHS_CLI_TEXT_OUTPUT_HPP

#include "output_file.hpp"

#include <boost_gpu_paths/io/edge_list.hpp>

#include <charconv>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

namespace gpu_paths_cli {

class text_output {
public:
    // Empty path or "-": standard output. Throws as output_file does. `separator` goes
    // between the fields of a line (a blank for text, a comma for CSV).
    explicit text_output(const std::string& path, char separator = ' ');
    ~text_output();
    text_output(const text_output&) = delete;
    text_output& operator=(const text_output&) = delete;

    // One line "id dist pred_id"; `reachable` false writes "inf".
    template <class D>
    void vertex_line(std::int64_t id, bool reachable, D distance, std::int64_t predecessor_id)
    {
        append(id);
        buffer_ += separator_;
        field(reachable, distance);
        buffer_ += separator_;
        append(predecessor_id);
        end_line();
    }

    // A line of a matrix: values separated as the fields of a line.
    template <class D>
    void field(bool reachable, D value)
    {
        if (reachable)
            append(value);
        else
            buffer_ += "inf";
    }
    void separator() { buffer_ += separator_; }
    void end_line()
    {
        buffer_ += '\n';
        if (buffer_.size() > (1u << 20)) flush();
    }
    // A line as given (a CSV header).
    void raw_line(const std::string& line)
    {
        buffer_ += line;
        end_line();
    }

    // Writes everything out and puts the file in place; throws io::read_error on a write
    // error (disk full, ...). Without it, the target stays as it was.
    void close();

private:
    template <class Number>
    void append(Number x)
    {
        char digits[40];
        // Integers exactly; floating point as the shortest text that reads back the same.
        const auto result = std::to_chars(digits, digits + sizeof digits, x);
        buffer_.append(digits, result.ptr);
    }
    void flush();

    std::string path_;
    char separator_;
    std::unique_ptr<output_file> file_;  // null for standard output
    std::string buffer_;
};

}  // namespace gpu_paths_cli

#endif
