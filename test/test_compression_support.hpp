// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Compressing test data with zlib and liblzma themselves, where the library was built with
// them (BOOST_GPU_PATHS_HAS_ZLIB, BOOST_GPU_PATHS_HAS_LZMA, set for the tests that include
// this): the decoders under test only ever see what these independent encoders made.
#ifndef BOOST_GPU_PATHS_TEST_COMPRESSION_SUPPORT_HPP
#define BOOST_GPU_PATHS_TEST_COMPRESSION_SUPPORT_HPP

#include <boost_gpu_paths/io/compression.hpp>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#if BOOST_GPU_PATHS_HAS_ZLIB
#include <zlib.h>
#endif
#if BOOST_GPU_PATHS_HAS_LZMA
#include <lzma.h>
#endif

namespace compression_test {

namespace io = boost::gpu_paths::io;

// The formats this build decompresses in process.
inline std::vector<io::compression> built_formats()
{
    std::vector<io::compression> formats;
#if BOOST_GPU_PATHS_HAS_ZLIB
    formats.push_back(io::compression::gzip);
#endif
#if BOOST_GPU_PATHS_HAS_LZMA
    formats.push_back(io::compression::xz);
#endif
    return formats;
}

// One gzip member (level 1 to 9) or one .xz stream (preset 0 to 9) holding `plain`.
inline std::string compress(io::compression format, const std::string& plain, int level = 6)
{
#if BOOST_GPU_PATHS_HAS_ZLIB
    if (format == io::compression::gzip) {
        z_stream z{};
        if (deflateInit2(&z, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
            throw std::runtime_error("deflateInit2 failed");
        std::string packed(deflateBound(&z, plain.size()), '\0');
        z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(plain.data()));
        z.avail_in = static_cast<uInt>(plain.size());
        z.next_out = reinterpret_cast<Bytef*>(&packed[0]);
        z.avail_out = static_cast<uInt>(packed.size());
        const int result = deflate(&z, Z_FINISH);
        packed.resize(z.total_out);
        deflateEnd(&z);
        if (result != Z_STREAM_END) throw std::runtime_error("deflate failed");
        return packed;
    }
#endif
#if BOOST_GPU_PATHS_HAS_LZMA
    if (format == io::compression::xz) {
        std::string packed(lzma_stream_buffer_bound(plain.size()), '\0');
        std::size_t size = 0;
        if (lzma_easy_buffer_encode(static_cast<std::uint32_t>(level), LZMA_CHECK_CRC64, nullptr,
                                    reinterpret_cast<const std::uint8_t*>(plain.data()), plain.size(),
                                    reinterpret_cast<std::uint8_t*>(&packed[0]), &size, packed.size()) != LZMA_OK)
            throw std::runtime_error("lzma_easy_buffer_encode failed");
        packed.resize(size);
        return packed;
    }
#endif
    (void)plain;
    (void)level;
    throw std::logic_error(std::string("this build cannot compress ") + io::to_string(format));
}

// ".gz" or ".xz".
inline std::string extension(io::compression format)
{
    return format == io::compression::gzip ? ".gz" : ".xz";
}

// A DIMACS text of about `bytes` bytes: "p sp 1 K" and K self loops.
inline std::string dimacs_text(std::size_t bytes)
{
    const std::string arc = "a 1 1 7\n";
    const std::size_t arcs = bytes / arc.size();
    std::string text = "p sp 1 " + std::to_string(arcs) + "\n";
    text.reserve(text.size() + arcs * arc.size());
    for (std::size_t i = 0; i < arcs; ++i) text += arc;
    return text;
}

}  // namespace compression_test

#endif
