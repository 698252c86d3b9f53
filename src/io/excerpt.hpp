// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// How error messages quote bytes from a file. A file may hold anything, including
// terminal escape sequences, so a quoted excerpt is printable ASCII only (every other
// byte, and the quote and backslash, escaped) and bounded in length, keeping a message
// one short, harmless line.
#ifndef BOOST_GPU_PATHS_SRC_IO_EXCERPT_HPP
#define BOOST_GPU_PATHS_SRC_IO_EXCERPT_HPP

#include <cstddef>
#include <string>
#include <string_view>

namespace boost {
namespace gpu_paths {
namespace io {
namespace detail {

// The longest quoted excerpt, quotes and the trailing "..." included.
constexpr std::size_t max_excerpt_length = 60;

// `bytes` in double quotes, as a C string literal would write them ("\x1b[2J" for ESC
// [ 2 J); cut at a whole escape and followed by "..." when longer than `limit`.
inline std::string quoted_excerpt(std::string_view bytes, std::size_t limit = max_excerpt_length)
{
    static const char hex[] = "0123456789abcdef";
    const std::size_t budget = limit > 2 ? limit - 2 : 0;  // inside the quotes
    std::string body;
    std::size_t cut = 0;  // the longest prefix of whole escapes that leaves room for "..."
    for (const char byte : bytes) {
        const unsigned char c = static_cast<unsigned char>(byte);
        char piece[4];
        std::size_t length = 0;
        if (c == '"' || c == '\\') {
            piece[length++] = '\\';
            piece[length++] = byte;
        } else if (c >= 0x20 && c < 0x7f) {
            piece[length++] = byte;
        } else {
            piece[length++] = '\\';
            piece[length++] = 'x';
            piece[length++] = hex[c >> 4];
            piece[length++] = hex[c & 15];
        }
        if (body.size() + length > budget) return "\"" + body.substr(0, cut) + "\"...";
        body.append(piece, length);
        if (body.size() + 3 <= budget) cut = body.size();
    }
    return "\"" + body + "\"";
}

}  // namespace detail
}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#endif
