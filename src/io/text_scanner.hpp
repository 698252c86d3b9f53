// The tokenizer every reader shares: walks a text buffer line by line and parses fields
// with std::from_chars, with no copies and no streams. Road graphs have millions of
// lines, so this loop is what read time is made of.
#ifndef BOOST_GPU_PATHS_SRC_IO_TEXT_SCANNER_HPP
#define BOOST_GPU_PATHS_SRC_IO_TEXT_SCANNER_HPP

#include <boost_gpu_paths/io/errors.hpp>

#include "io/excerpt.hpp"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
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
    // has one, and taken for the end of a line it would hide the rest.
    bool next_line()
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
        if (begin < line_end_ && *begin == '+') ++begin;  // from_chars does not take '+'
        double value = 0;
        const auto result = std::from_chars(begin, line_end_, value);
        if (result.ec != std::errc() || !ends_field(result.ptr) || !std::isfinite(value)) fail(what);
        cursor_ = result.ptr;
        return value;
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
