// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The tokenizer every reader shares: walks a text buffer line by line and parses fields
// with std::from_chars, with no copies and no streams. Road graphs have millions of
// lines, so this loop is what read time is made of.
#ifndef BOOST_GPU_PATHS_SRC_IO_TEXT_SCANNER_HPP
#define BOOST_GPU_PATHS_SRC_IO_TEXT_SCANNER_HPP

#include <boost_gpu_paths/io/errors.hpp>

#include "io/excerpt.hpp"
#include "io/weight_text.hpp"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

namespace boost {
namespace gpu_paths {
namespace io {
namespace detail {

class text_scanner {
public:
    text_scanner(std::string_view text, const std::string& name)
        : next_(text.data()), end_(text.data() + text.size()), name_(name)
    {
        const void* nul = text.empty() ? nullptr : std::memchr(next_, '\0', text.size());
        first_nul_ = nul ? static_cast<const char*>(nul) : end_;
    }

    // Moves to the next line; false at the end of the text. The line excludes "\n" and a
    // trailing "\r". Throws parse_error for a line holding a NUL byte: no text format
    // has one, and taken for the end of a line it would hide the rest. Always inlined, as
    // read_weight is: in the readers' loops the compiler otherwise keeps them calls.
    __attribute__((always_inline)) bool next_line()
    {
        if (next_ >= end_) return false;
        const char* newline = static_cast<const char*>(std::memchr(next_, '\n', static_cast<std::size_t>(end_ - next_)));
        const char* line_end = newline ? newline : end_;
        line_begin_ = cursor_ = next_;
        line_end_ = line_end;
        next_ = newline ? newline + 1 : end_;
        ++line_number_;
        if (first_nul_ < line_end)
            throw parse_error(name_, line_number_, "a line of text",
                              "a NUL byte (column " + std::to_string(first_nul_ - line_begin_ + 1) + ")");
        if (line_end_ > line_begin_ && line_end_[-1] == '\r') --line_end_;
        return true;
    }

    std::size_t line_number() const noexcept { return line_number_; }
    // Bytes after the current line.
    std::size_t remaining_bytes() const noexcept { return static_cast<std::size_t>(end_ - next_); }
    const std::string& name() const noexcept { return name_; }
    std::string_view line() const noexcept { return std::string_view(line_begin_, static_cast<std::size_t>(line_end_ - line_begin_)); }

    // Treat commas as field separators too (CSV-like edge lists).
    void allow_commas(bool allow) noexcept { commas_ = allow; }

    // The first character of the line after leading blanks, or '\0' for a blank line.
    char first_char()
    {
        const char* p = line_begin_;
        while (p < line_end_ && is_blank(*p)) ++p;
        return p < line_end_ ? *p : '\0';
    }

    // True when only blanks remain on the line.
    bool at_end()
    {
        skip_blanks();
        return cursor_ >= line_end_;
    }

    std::uint64_t read_unsigned(const char* what)
    {
        skip_blanks();
        std::uint64_t value = 0;
        const auto result = std::from_chars(cursor_, line_end_, value);
        if (result.ec != std::errc() || !ends_field(result.ptr)) fail(what);
        cursor_ = result.ptr;
        return value;
    }

    std::int64_t read_signed(const char* what)
    {
        skip_blanks();
        std::int64_t value = 0;
        const auto result = std::from_chars(cursor_, line_end_, value);
        if (result.ec != std::errc() || !ends_field(result.ptr)) fail(what);
        cursor_ = result.ptr;
        return value;
    }

    // An unsigned integer in [low, high]; `what` names the range.
    std::uint64_t read_unsigned_in(std::uint64_t low, std::uint64_t high, const char* what)
    {
        skip_blanks();
        const char* token = cursor_;
        const std::uint64_t value = read_unsigned(what);
        if (value < low || value > high) {
            cursor_ = token;
            fail(what);
        }
        return value;
    }

    // A finite real number in decimal or scientific notation.
    double read_real(const char* what)
    {
        skip_blanks();
        const char* begin = cursor_;
        if (begin < line_end_ && *begin == '+') {  // from_chars does not take '+'
            ++begin;
            if (begin < line_end_ && *begin == '-') fail(what);
        }
        double value = 0;
        const auto result = std::from_chars(begin, line_end_, value);
        if (result.ec != std::errc() || !ends_field(result.ptr) || !std::isfinite(value)) fail(what);
        cursor_ = result.ptr;
        return value;
    }

    // An edge weight: a finite real, and when its text is a whole number within int64,
    // that number exactly. Integer text beyond int64 is an error rather than a rounded
    // real; written with a decimal point or an exponent it reads as a real.
    __attribute__((always_inline)) parsed_weight read_weight(const char* what)
    {
        skip_blanks();
        const char* const begin = cursor_;
        // Integer text, "[+-]digits", is the common case (road graphs): one pass decides
        // and reads it. Up to 19 digits cannot overflow the unsigned magnitude.
        const char* p = begin;
        const bool negative = p < line_end_ && *p == '-';
        if (p < line_end_ && (*p == '-' || *p == '+')) ++p;
        const char* const digits = p;
        std::uint64_t magnitude = 0;
        for (; p < line_end_ && static_cast<unsigned char>(*p - '0') < 10; ++p)
            magnitude = magnitude * 10 + static_cast<unsigned char>(*p - '0');
        parsed_weight w;
        if (p != digits && ends_field(p)) {
            if (p - digits > 19) magnitude = long_magnitude(digits, p, what);
            if (magnitude > max_int64_magnitude - (negative ? 0 : 1)) fail_beyond_int64(what);
            cursor_ = p;
            w.integer = negative ? static_cast<std::int64_t>(0 - magnitude) : static_cast<std::int64_t>(magnitude);
            w.value = static_cast<double>(w.integer);
            w.whole = true;
            return w;
        }
        w.value = read_real(what);
        // Text whose value is whole has a whole nearest double (every double from 2^53 on
        // is whole), so only those are worth the exact look.
        const bool whole_double = !(std::fabs(w.value) < 0x1p53) || static_cast<double>(static_cast<std::int64_t>(w.value)) == w.value;
        if (whole_double) exact_look(w, std::string_view(begin, static_cast<std::size_t>(cursor_ - begin)));
        return w;
    }

    // The next whitespace-separated word (empty at the end of the line).
    std::string_view read_word()
    {
        skip_blanks();
        const char* begin = cursor_;
        while (cursor_ < line_end_ && !is_blank(*cursor_)) ++cursor_;
        return std::string_view(begin, static_cast<std::size_t>(cursor_ - begin));
    }

    void expect_end(const char* what)
    {
        if (!at_end()) fail(what);
    }

    // Throws parse_error naming this line, the expectation, and the next field found
    // (quoted_excerpt keeps the file's bytes out of the message).
    [[noreturn]] void fail(const std::string& expected)
    {
        skip_blanks();
        const char* end = cursor_;
        while (end < line_end_ && !is_blank(*end)) ++end;
        fail_word(expected, std::string_view(cursor_, static_cast<std::size_t>(end - cursor_)));
    }

    // Throws parse_error for a word already read.
    [[noreturn]] void fail_word(const std::string& expected, std::string_view word) const
    {
        throw parse_error(name_, line_number_, expected, word.empty() ? std::string("end of line") : quoted_excerpt(word));
    }

    // Throws parse_error for text that ends too soon, at the line where the end of the
    // file is: line 1 of an empty file, the line after a final newline.
    [[noreturn]] void fail_at_end_of_file(const std::string& expected) const
    {
        const bool after_last_line = line_number_ == 0 || next_[-1] == '\n';
        const std::size_t line = after_last_line ? line_number_ + 1 : line_number_;
        throw parse_error(name_, line, expected, "end of file");
    }

    // Throws parse_error naming an earlier line, with nothing "found".
    [[noreturn]] void fail_at(std::size_t line, const std::string& expected) const
    {
        throw parse_error(name_, line, expected, "");
    }

private:
    static constexpr std::uint64_t max_int64_magnitude = std::uint64_t(1) << 63;  // of int64's minimum

    // Out of line: rare, and read_weight stays small enough to inline into the readers.
    __attribute__((noinline, cold)) static void exact_look(parsed_weight& w, std::string_view token)
    {
        if (const std::optional<std::int64_t> exact = exact_integer_of(token)) {
            w.whole = true;
            w.integer = *exact;
        }
    }
    // The magnitude of a run of more than 19 digits (leading zeros, or beyond int64).
    __attribute__((noinline, cold)) std::uint64_t long_magnitude(const char* digits, const char* end, const char* what)
    {
        while (digits < end - 1 && *digits == '0') ++digits;
        if (end - digits > 19) fail_beyond_int64(what);
        std::uint64_t magnitude = 0;
        for (; digits < end; ++digits) magnitude = magnitude * 10 + static_cast<unsigned char>(*digits - '0');
        return magnitude;
    }
    [[noreturn]] __attribute__((noinline, cold)) void fail_beyond_int64(const char* what)
    {
        fail(std::string(what) + " within the 64-bit integers, -2^63 to 2^63 - 1 (write a larger one with a decimal "
                                 "point or an exponent, such as 1e19, to read it as a real)");
    }

    bool is_blank(char c) const noexcept { return c == ' ' || c == '\t' || c == '\v' || c == '\f' || (commas_ && c == ','); }
    void skip_blanks() noexcept
    {
        while (cursor_ < line_end_ && is_blank(*cursor_)) ++cursor_;
    }
    bool ends_field(const char* p) const noexcept { return p == line_end_ || is_blank(*p); }

    const char* next_;
    const char* end_;
    const char* first_nul_;
    const char* line_begin_ = nullptr;
    const char* line_end_ = nullptr;
    const char* cursor_ = nullptr;
    std::size_t line_number_ = 0;
    bool commas_ = false;
    std::string name_;
};

}  // namespace detail
}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#endif
