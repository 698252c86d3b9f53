// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Exceptions of the graph readers.
//
// Both derive from gpu_paths::invalid_input, so a caller that only wants "this input is
// unusable" catches one type; parse_error also says where and what was expected.
#ifndef BOOST_GPU_PATHS_IO_ERRORS_HPP
#define BOOST_GPU_PATHS_IO_ERRORS_HPP

#include <boost_gpu_paths/detail/config.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/io/compression.hpp>

#include <cstddef>
#include <string>

namespace boost {
namespace gpu_paths {
namespace io {

// The file could not be read at all: missing, unreadable, or its compressed data is
// corrupt or truncated.
class BOOST_GPU_PATHS_API read_error : public invalid_input {
public:
    using invalid_input::invalid_input;
};

// The file is compressed in a format this build does not decompress (decompresses()):
// bzip2 or zstd, or gzip or xz in a build without zlib or liblzma. Thrown before any of
// the file's data is decompressed, so a caller may hand the file to another decompressor.
class BOOST_GPU_PATHS_API unsupported_compression : public read_error {
public:
    unsupported_compression(const std::string& message, compression format) : read_error(message), format_(format) {}
    compression format() const noexcept { return format_; }

private:
    compression format_;
};

// The text does not follow its format. what() reads "FILE:LINE: expected ..., found ...".
class BOOST_GPU_PATHS_API parse_error : public invalid_input {
public:
    parse_error(const std::string& file, std::size_t line, const std::string& expected, const std::string& found)
        : invalid_input(file + ":" + std::to_string(line) + ": expected " + expected +
                        (found.empty() ? std::string() : ", found " + found)),
          file_(file),
          line_(line),
          expected_(expected)
    {
    }

    const std::string& file() const noexcept { return file_; }
    std::size_t line() const noexcept { return line_; }
    const std::string& expected() const noexcept { return expected_; }

private:
    std::string file_;
    std::size_t line_;
    std::string expected_;
};

}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#endif
