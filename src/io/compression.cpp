// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Recognising compressed data by its magic bytes, and choosing its decoder.
#include "io/decoder.hpp"

#include <boost_gpu_paths/io/compression.hpp>
#include <boost_gpu_paths/io/read_graph.hpp>

#include <cstring>

namespace boost {
namespace gpu_paths {
namespace io {

const char* to_string(compression format) noexcept
{
    switch (format) {
    case compression::gzip: return "gzip";
    case compression::xz: return "xz";
    case compression::bzip2: return "bzip2";
    case compression::zstd: return "zstd";
    default: return "none";
    }
}

compression compression_of(const void* head, std::size_t size) noexcept
{
    const auto* bytes = static_cast<const unsigned char*>(head);
    if (size >= 2 && bytes[0] == 0x1f && bytes[1] == 0x8b) return compression::gzip;
    if (size >= 6 && std::memcmp(bytes, "\xfd" "7zXZ\0", 6) == 0) return compression::xz;
    if (size >= 3 && std::memcmp(bytes, "BZh", 3) == 0) return compression::bzip2;
    if (size >= 4 && bytes[0] == 0x28 && bytes[1] == 0xb5 && bytes[2] == 0x2f && bytes[3] == 0xfd)
        return compression::zstd;
    return compression::none;
}

bool decompresses(compression format) noexcept
{
    switch (format) {
    case compression::none: return true;
    case compression::gzip: return BOOST_GPU_PATHS_HAS_ZLIB != 0;
    case compression::xz: return BOOST_GPU_PATHS_HAS_LZMA != 0;
    default: return false;
    }
}

std::string decompress_text(const std::string& bytes, const std::string& name, const read_options& options)
{
    const compression format = compression_of(bytes.data(), bytes.size());
    if (format == compression::none) return bytes;
    const std::unique_ptr<detail::decoder> decoder = detail::make_decoder(format, name);
    detail::bounded_text text("decompressing " + name, options.max_decompressed_bytes);
    text.reserve(std::uint64_t(bytes.size()) * 4);
    decoder->write(reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(), text);
    decoder->finish(text);
    return text.take();
}

namespace detail {

std::unique_ptr<decoder> make_decoder(compression format, const std::string& name)
{
    std::unique_ptr<decoder> made;
    if (format == compression::gzip) made = make_gzip_decoder(name);
    if (format == compression::xz) made = make_xz_decoder(name);
    if (made) return made;
    const std::string kind = to_string(format);
    std::string why = "this build of boost_gpu_paths decompresses ";
    if (format == compression::gzip) why += "gzip only with zlib, which it was built without";
    else if (format == compression::xz) why += "xz only with liblzma, which it was built without";
    else why += "gzip and xz only";
    throw unsupported_compression(name + " is " + kind + "-compressed, but " + why + "; decompress it first", format);
}

}  // namespace detail
}  // namespace io
}  // namespace gpu_paths
}  // namespace boost
