// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Compressed graph files: the formats the readers recognise, by their magic bytes.
//
// gzip and xz are decompressed in process where the library was built with zlib and
// liblzma (decompresses() says which); bzip2 and zstd are recognised, so that the error
// names them, but not decompressed.
#ifndef BOOST_GPU_PATHS_IO_COMPRESSION_HPP
#define BOOST_GPU_PATHS_IO_COMPRESSION_HPP

#include <boost_gpu_paths/detail/config.hpp>

#include <cstddef>

namespace boost {
namespace gpu_paths {
namespace io {

enum class compression { none, gzip, xz, bzip2, zstd };

// "none", "gzip", "xz", "bzip2", "zstd".
BOOST_GPU_PATHS_API const char* to_string(compression format) noexcept;

// The format whose magic bytes `head` (the first `size` bytes of a file or stream) starts
// with; none for anything else, plain text included. Six bytes are enough to tell.
BOOST_GPU_PATHS_API compression compression_of(const void* head, std::size_t size) noexcept;

// True when this build decompresses `format` itself (none: always).
BOOST_GPU_PATHS_API bool decompresses(compression format) noexcept;

}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#endif
