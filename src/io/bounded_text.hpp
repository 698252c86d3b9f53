// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Text that grows up to read_options::max_decompressed_bytes and refuses to grow past it,
// so that a small compressed file that expands without end, or a stream that never ends,
// stops with a read_error instead of exhausting memory.
#ifndef BOOST_GPU_PATHS_SRC_IO_BOUNDED_TEXT_HPP
#define BOOST_GPU_PATHS_SRC_IO_BOUNDED_TEXT_HPP

#include <boost_gpu_paths/io/errors.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

namespace boost {
namespace gpu_paths {
namespace io {
namespace detail {

// "1048576 bytes (1 MiB)": the exact count, and the unit it is a whole number of.
inline std::string byte_count(std::uint64_t bytes)
{
    std::string text = std::to_string(bytes) + " bytes";
    if (bytes >= (std::uint64_t(1) << 30) && bytes % (std::uint64_t(1) << 30) == 0)
        text += " (" + std::to_string(bytes >> 30) + " GiB)";
    else if (bytes >= (std::uint64_t(1) << 20) && bytes % (std::uint64_t(1) << 20) == 0)
        text += " (" + std::to_string(bytes >> 20) + " MiB)";
    return text;
}

class bounded_text {
public:
    // doing: what the error says gave too much text, "decompressing FILE" or "reading FILE".
    bounded_text(std::string doing, std::uint64_t max_bytes) : doing_(std::move(doing)), max_bytes_(max_bytes) {}

    void append(const void* data, std::size_t size)
    {
        if (std::uint64_t(size) > max_bytes_ - text_.size())
            throw read_error(doing_ + " gives more than " + byte_count(max_bytes_) +
                             " of text, the bound read_options::max_decompressed_bytes sets; raise it to read this file");
        text_.append(static_cast<const char*>(data), size);
    }
    void reserve(std::uint64_t bytes)
    {
        text_.reserve(static_cast<std::size_t>(bytes < max_bytes_ ? bytes : max_bytes_));
    }
    std::string take() { return std::move(text_); }

private:
    std::string doing_;
    std::uint64_t max_bytes_;
    std::string text_;
};

}  // namespace detail
}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#endif
