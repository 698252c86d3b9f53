// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The tool's fallback for compressed files the library does not decompress itself (bzip2
// and zstd, and gzip or xz in a build without zlib or liblzma): the system's own
// decompressor, run as a child process, as the library's io::unsupported_compression
// invites. Standard input is not retried this way: the library has read its first bytes.
#ifndef GPU_PATHS_CLI_EXTERNAL_DECOMPRESSOR_HPP
#define GPU_PATHS_CLI_EXTERNAL_DECOMPRESSOR_HPP

#include <boost_gpu_paths/io/compression.hpp>

#include <cstdint>
#include <string>

namespace gpu_paths_cli {

// Runs `PROGRAM -dc -- path` (gzip, xz, bzip2 or zstd, after `format`) and returns what it
// writes. Throws io::read_error when the program is missing or fails (with its first line
// of complaint), and when its text exceeds max_bytes (naming
// read_options::max_decompressed_bytes, as the library does).
std::string decompress_with_program(const std::string& path, boost::gpu_paths::io::compression format,
                                    std::uint64_t max_bytes);

}  // namespace gpu_paths_cli

#endif
