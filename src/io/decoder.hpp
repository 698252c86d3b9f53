// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// In-process decompressors: a decoder takes compressed bytes in pieces of any size and
// appends what they decompress to into a bounded_text. Each owns its library's stream
// state and releases it in its destructor, whatever path the read leaves by.
#ifndef BOOST_GPU_PATHS_SRC_IO_DECODER_HPP
#define BOOST_GPU_PATHS_SRC_IO_DECODER_HPP

#include "io/bounded_text.hpp"

#include <boost_gpu_paths/io/compression.hpp>

#include <cstddef>
#include <memory>
#include <string>

namespace boost {
namespace gpu_paths {
namespace io {
namespace detail {

// Output is produced this many bytes at a time, each piece checked against the bound
// before it is kept.
constexpr std::size_t decode_chunk = 1 << 16;

class decoder {
public:
    virtual ~decoder() = default;
    // Decodes the next `size` bytes of the compressed data.
    virtual void write(const unsigned char* data, std::size_t size, bounded_text& out) = 0;
    // The compressed data has ended: throws read_error when it ended inside a stream.
    virtual void finish(bounded_text& out) = 0;
};

// Null where this build has no decoder for the format. `name` (the file, or "standard
// input") is what the errors name.
std::unique_ptr<decoder> make_gzip_decoder(const std::string& name);
std::unique_ptr<decoder> make_xz_decoder(const std::string& name);
std::unique_ptr<decoder> make_decoder(compression format, const std::string& name);

}  // namespace detail
}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#endif
