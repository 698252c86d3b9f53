// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "mutator.hpp"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <iterator>

namespace fuzz {
namespace {

// Numbers at the edges of what the readers must handle: the 32-bit vertex limit, int64
// and uint64 overflow, doubles past the largest finite one and below the smallest
// subnormal, and spellings from_chars may or may not take.
const char* const extreme_numbers[] = {
    "0", "-0", "1", "-1", "2", "+1", "00000000000000000001", "255", "256", "65536", "1048576", "100000000",
    "2147483647", "2147483648", "-2147483648", "4000000000", "4294967294", "4294967295", "4294967296",
    "9007199254740992", "9007199254740993", "9223372036854775807", "9223372036854775808",
    "-9223372036854775808", "-9223372036854775809", "18446744073709551615", "18446744073709551616",
    "99999999999999999999999999999", "1.5", "-0.5", "1e5", "1e308", "1.7976931348623157e308", "1e309",
    "-1e309", "4.9e-324", "1e-400", "nan", "inf", "-inf", "0x10", "1e", "1.", ".5",
};

// Words and separators the formats give meaning to.
const char* const tokens[] = {
    "p", "p sp ", "p tw ", "a ", "c ", "c", "%", "#", "%%MatrixMarket matrix coordinate ", "%%MatrixMarket",
    "matrix", "coordinate", "array", "pattern", "integer", "real", "double", "complex", "general", "symmetric",
    "skew-symmetric", "Undirected", "undirected", " 1", " 0", "\n", ",", " ", "\t", "\r\n", "001", "011", "111",
    "100", "10", "11", "e", "-", "+", ".",
};

// NUL, the blanks the scanner skips, other control bytes, and bytes that are not ASCII.
const char special_bytes[] = {'\0', '\r', '\n', '\t', '\v', '\f', '\x1b', '\x7f', '\x80', '\xff', ',', ' '};

// Text and separators that long lines are made of.
const char* const fillers[] = {"9", "a", " ", "\t", ",", "1 ", "%", "#", "x", "\0"};

bool in_number(char c) { return (c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-'; }

// The spans of text that look like numbers: runs of number characters holding a digit.
std::vector<std::pair<std::size_t, std::size_t>> number_spans(const std::string& input)
{
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    for (std::size_t i = 0; i < input.size();) {
        if (!in_number(input[i])) {
            ++i;
            continue;
        }
        std::size_t end = i;
        bool digit = false;
        for (; end < input.size() && in_number(input[end]); ++end) digit |= input[end] >= '0' && input[end] <= '9';
        if (digit) spans.emplace_back(i, end - i);
        i = end;
    }
    return spans;
}

// The start offsets of the lines of `input`.
std::vector<std::size_t> line_starts(const std::string& input)
{
    std::vector<std::size_t> starts{0};
    for (std::size_t i = 0; i < input.size(); ++i)
        if (input[i] == '\n' && i + 1 < input.size()) starts.push_back(i + 1);
    return starts;
}

// The lines of `input` without their newlines; at least one, possibly empty.
std::vector<std::string> split_lines(const std::string& input)
{
    std::vector<std::string> lines;
    std::size_t begin = 0;
    for (std::size_t end; (end = input.find('\n', begin)) != std::string::npos; begin = end + 1)
        lines.push_back(input.substr(begin, end - begin));
    if (begin < input.size() || lines.empty()) lines.push_back(input.substr(begin));
    return lines;
}

}  // namespace

void mutator::mutate(std::string& input, const std::vector<std::string>& pool, std::size_t max_len)
{
    const std::size_t changes = 1 + below(5);
    for (std::size_t i = 0; i < changes; ++i) {
        mutate_once(input, pool, max_len);
        if (input.size() > max_len) input.resize(max_len);
    }
}

void mutator::mutate_once(std::string& input, const std::vector<std::string>& pool, std::size_t max_len)
{
    switch (below(14)) {
    case 0: flip_bit(input); break;
    case 1: set_byte(input); break;
    case 2: insert_bytes(input); break;
    case 3: erase_bytes(input); break;
    case 4: copy_range(input); break;
    case 5: splice(input, pool); break;
    case 6:
    case 7:
    case 8: replace_number(input); break;  // the readers' hardest job: numbers
    case 9: insert_special_byte(input); break;
    case 10: insert_token(input); break;
    case 11: long_line(input, max_len); break;
    case 12: line_operation(input, max_len); break;
    default: change_line_ends(input); break;
    }
}

void mutator::flip_bit(std::string& input)
{
    if (input.empty()) return insert_bytes(input);
    input[below(input.size())] ^= static_cast<char>(1u << below(8));
}

void mutator::set_byte(std::string& input)
{
    if (input.empty()) return insert_bytes(input);
    input[below(input.size())] = static_cast<char>(below(256));
}

void mutator::insert_bytes(std::string& input)
{
    const std::size_t count = 1 + below(8), at = position(input);
    std::string bytes;
    for (std::size_t i = 0; i < count; ++i) bytes += static_cast<char>(below(256));
    input.insert(at, bytes);
}

void mutator::erase_bytes(std::string& input)
{
    if (input.empty()) return;
    const std::size_t at = below(input.size());
    const std::size_t most = below(4) == 0 ? input.size() - at : std::min<std::size_t>(16, input.size() - at);
    input.erase(at, 1 + below(most));
}

void mutator::copy_range(std::string& input)
{
    if (input.empty()) return;
    const std::size_t from = below(input.size());
    const std::string chunk = input.substr(from, 1 + below(std::min<std::size_t>(64, input.size() - from)));
    input.insert(position(input), chunk);
}

void mutator::splice(std::string& input, const std::vector<std::string>& pool)
{
    if (pool.empty()) return;
    const std::string& other = pool[below(pool.size())];
    if (below(2) == 0) {
        // This input's head on the other's tail: a header of one file over another's body.
        input = input.substr(0, position(input)) + other.substr(below(other.size() + 1));
    } else if (!other.empty()) {
        const std::size_t from = below(other.size());
        input.insert(position(input), other.substr(from, 1 + below(other.size() - from)));
    }
}

void mutator::replace_number(std::string& input)
{
    const auto spans = number_spans(input);
    if (spans.empty()) return insert_token(input);
    const auto [at, length] = spans[below(spans.size())];
    std::string replacement;
    std::int64_t value = 0;
    const char* text = input.data() + at;
    const bool integer = std::from_chars(text, text + length, value).ptr == text + length;
    if (integer && below(3) == 0) {
        // A neighbour of the present value: off-by-one errors live next to the limits.
        const std::int64_t deltas[] = {1, -1, 2, -2};
        const std::int64_t delta = deltas[below(4)];
        replacement = std::to_string(static_cast<std::int64_t>(static_cast<std::uint64_t>(value) +
                                                               static_cast<std::uint64_t>(delta)));
    } else {
        replacement = extreme_numbers[below(std::size(extreme_numbers))];
    }
    input.replace(at, length, replacement);
}

void mutator::insert_special_byte(std::string& input)
{
    const char byte = special_bytes[below(sizeof special_bytes)];
    if (!input.empty() && below(2) == 0)
        input[below(input.size())] = byte;
    else
        input.insert(position(input), 1, byte);
}

void mutator::insert_token(std::string& input)
{
    const std::string token = tokens[below(std::size(tokens))];
    // At a line start half the time, where the formats look for their markers.
    const auto starts = line_starts(input);
    const std::size_t at = below(2) == 0 ? starts[below(starts.size())] : position(input);
    input.insert(at, token);
}

void mutator::long_line(std::string& input, std::size_t max_len)
{
    if (input.size() >= max_len) return;
    const char* filler = fillers[below(std::size(fillers))];
    const std::size_t filler_length = std::max<std::size_t>(1, std::strlen(filler));  // "\0" is one NUL
    const std::size_t lengths[] = {64, 1000, 10000, max_len};
    const std::size_t length = std::min(lengths[below(std::size(lengths))], max_len - input.size());
    std::string run;
    while (run.size() + filler_length <= length) run.append(filler, filler_length);
    input.insert(position(input), run);
}

void mutator::line_operation(std::string& input, std::size_t max_len)
{
    std::vector<std::string> lines = split_lines(input);
    const std::size_t k = below(lines.size());
    switch (below(5)) {
    case 0: lines.insert(lines.begin() + k, lines[k]); break;
    case 1: lines.erase(lines.begin() + k); break;
    case 2: {
        // Many copies: edge counts and vertex lines beyond what a header announces.
        const std::size_t room = (max_len - std::min(max_len, input.size())) / (lines[k].size() + 1);
        lines.insert(lines.begin() + k, std::min<std::size_t>(1 + below(500), room), lines[k]);
        break;
    }
    case 3: std::rotate(lines.begin(), lines.begin() + k, lines.begin() + k + 1); break;  // to the front
    default: std::swap(lines[k], lines[below(lines.size())]); break;
    }
    input.clear();
    for (const std::string& line : lines) input += line + '\n';
}

void mutator::change_line_ends(std::string& input)
{
    std::string out;
    switch (below(4)) {
    case 0:
        for (char c : input) out += c == '\n' ? std::string("\r\n") : std::string(1, c);
        break;
    case 1:
        for (char c : input) out += c == '\n' ? '\r' : c;
        break;
    case 2:
        out = input;
        while (!out.empty() && (out.back() == '\n' || out.back() == '\r')) out.pop_back();
        break;
    default: out = input + "\n\n"; break;
    }
    input = std::move(out);
}

}  // namespace fuzz
