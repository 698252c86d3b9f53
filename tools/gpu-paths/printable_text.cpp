// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "printable_text.hpp"

#include <cstdint>

namespace gpu_paths_cli {
namespace {

// The length of the well-formed UTF-8 sequence at the start of `text` that encodes a
// printable character, or 0 (an invalid or overlong sequence, a surrogate, or a C1
// control character, which some terminals obey like an escape sequence).
std::size_t printable_utf8_length(std::string_view text)
{
    const auto byte = [&](std::size_t i) { return static_cast<std::uint8_t>(text[i]); };
    const std::uint8_t lead = byte(0);
    std::size_t length;
    std::uint8_t second_low = 0x80, second_high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) {
        length = 2;
        if (lead == 0xc2) second_low = 0xa0;  // U+0080..U+009F are C1 controls
    } else if (lead >= 0xe0 && lead <= 0xef) {
        length = 3;
        if (lead == 0xe0) second_low = 0xa0;   // overlong
        if (lead == 0xed) second_high = 0x9f;  // surrogates
    } else if (lead >= 0xf0 && lead <= 0xf4) {
        length = 4;
        if (lead == 0xf0) second_low = 0x90;   // overlong
        if (lead == 0xf4) second_high = 0x8f;  // beyond U+10FFFF
    } else {
        return 0;
    }
    if (text.size() < length || byte(1) < second_low || byte(1) > second_high) return 0;
    for (std::size_t i = 2; i < length; ++i)
        if (byte(i) < 0x80 || byte(i) > 0xbf) return 0;
    return length;
}

void append_escaped_byte(std::string& out, std::uint8_t b)
{
    static const char hex[] = "0123456789abcdef";
    switch (b) {
    case '\t': out += "\\t"; return;
    case '\n': out += "\\n"; return;
    case '\r': out += "\\r"; return;
    default: out += "\\x"; out += hex[b >> 4]; out += hex[b & 15];
    }
}

}  // namespace

std::string printable_excerpt(std::string_view text, std::size_t width)
{
    std::string out;
    std::size_t columns = 0, at = 0;
    while (at < text.size() && columns < width) {
        const auto b = static_cast<std::uint8_t>(text[at]);
        if (b == '\\') {
            out += "\\\\";
            columns += 2;
            ++at;
        } else if (b >= 0x20 && b < 0x7f) {
            out += static_cast<char>(b);
            ++columns;
            ++at;
        } else if (const std::size_t length = b >= 0x80 ? printable_utf8_length(text.substr(at)) : 0) {
            out.append(text.substr(at, length));
            ++columns;
            at += length;
        } else {
            const std::size_t before = out.size();
            append_escaped_byte(out, b);
            columns += out.size() - before;
            ++at;
        }
    }
    if (at < text.size()) out += "... (" + std::to_string(text.size()) + " bytes)";
    return out;
}

}  // namespace gpu_paths_cli
