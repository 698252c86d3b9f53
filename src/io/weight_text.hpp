// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Edge weights as the readers take them from text: the nearest double for every weight,
// and the exact 64-bit integer for whole ones, so that integers beyond 2^53 (where
// doubles skip integers) reach integer weight types unrounded.
#ifndef BOOST_GPU_PATHS_SRC_IO_WEIGHT_TEXT_HPP
#define BOOST_GPU_PATHS_SRC_IO_WEIGHT_TEXT_HPP

#include <boost_gpu_paths/io/edge_list.hpp>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace io {
namespace detail {

struct parsed_weight {
    double value = 0;
    bool whole = false;        // the text's exact value is a whole number within int64
    std::int64_t integer = 0;  // that number, when whole
};

// The exact value of a decimal real such as "-12.50e1" when it is a whole number within
// int64 (here -125); nullopt when it has a fraction, is out of range, or is no decimal
// real. Works on the digits, so "9007199254740993.0" gives 2^53 + 1, which no double is.
inline std::optional<std::int64_t> exact_integer_of(std::string_view token)
{
    const auto digit = [&](std::size_t i) { return i < token.size() && token[i] >= '0' && token[i] <= '9'; };
    std::size_t i = 0;
    const bool negative = i < token.size() && token[i] == '-';
    if (i < token.size() && (token[i] == '+' || token[i] == '-')) ++i;
    const std::size_t integer_begin = i;
    while (digit(i)) ++i;
    const std::size_t integer_end = i;
    std::size_t fraction_begin = i, fraction_end = i;
    if (i < token.size() && token[i] == '.') {
        fraction_begin = ++i;
        while (digit(i)) ++i;
        fraction_end = i;
    }
    const std::size_t integer_digits = integer_end - integer_begin, all_digits = integer_digits + fraction_end - fraction_begin;
    if (all_digits == 0) return std::nullopt;
    // The exponent, saturated: past +-10^6 only its sign matters.
    std::int64_t exponent = 0;
    if (i < token.size() && (token[i] == 'e' || token[i] == 'E')) {
        ++i;
        const bool exponent_negative = i < token.size() && token[i] == '-';
        if (i < token.size() && (token[i] == '+' || token[i] == '-')) ++i;
        if (!digit(i)) return std::nullopt;
        for (; digit(i); ++i) exponent = std::min<std::int64_t>(exponent * 10 + (token[i] - '0'), 1000000);
        if (exponent_negative) exponent = -exponent;
    }
    if (i != token.size()) return std::nullopt;

    // Digit k of the integer and fraction digits, read as one string, stands for
    // 10^(integer_digits - 1 - k + exponent).
    const auto digit_at = [&](std::size_t k) {
        return k < integer_digits ? token[integer_begin + k] - '0' : token[fraction_begin + k - integer_digits] - '0';
    };
    std::size_t first = 0;
    while (first < all_digits && digit_at(first) == 0) ++first;
    if (first == all_digits) return 0;
    std::size_t last = all_digits - 1;
    while (digit_at(last) == 0) --last;
    const std::int64_t ones = std::int64_t(integer_digits) - 1 + exponent;  // the position worth 10^0
    if (std::int64_t(last) > ones) return std::nullopt;                    // a nonzero fraction digit
    if (ones - std::int64_t(first) + 1 > 19) return std::nullopt;          // 10^19 or more
    std::uint64_t magnitude = 0;
    for (std::int64_t k = std::int64_t(first); k <= ones; ++k)
        magnitude = magnitude * 10 + static_cast<std::uint64_t>(k < std::int64_t(all_digits) ? digit_at(std::size_t(k)) : 0);
    const std::uint64_t limit = std::uint64_t(std::numeric_limits<std::int64_t>::max()) + (negative ? 1 : 0);
    if (magnitude > limit) return std::nullopt;
    return negative ? static_cast<std::int64_t>(0 - magnitude) : static_cast<std::int64_t>(magnitude);
}

// Appends parsed weights to an edge list's `weights`, keeping its exact_integer_weights
// as edge_list.hpp describes: started (with the weights so far, all whole and exact as
// doubles) at the first whole weight beyond 2^53, dropped at the first weight that is
// not whole.
class weight_appender {
public:
    explicit weight_appender(edge_list& graph) noexcept : graph_(graph) {}

    void append(const parsed_weight& w)
    {
        graph_.weights.push_back(w.value);
        const bool exact_in_double = w.integer >= -max_exact_in_double && w.integer <= max_exact_in_double;
        if (all_whole_ && (!w.whole || !exact_in_double || !graph_.exact_integer_weights.empty())) keep_exact(w);
    }

private:
    static constexpr std::int64_t max_exact_in_double = std::int64_t(1) << 53;  // doubles hold every integer up to here

    // Out of line: most files never get here, and append stays small enough to inline.
    __attribute__((noinline, cold)) void keep_exact(const parsed_weight& w)
    {
        std::vector<std::int64_t>& exact = graph_.exact_integer_weights;
        if (!w.whole) {
            all_whole_ = false;
            std::vector<std::int64_t>().swap(exact);
            return;
        }
        if (exact.empty()) {
            // Every weight so far is whole and within 2^53, so its double is exact.
            exact.reserve(graph_.weights.capacity());
            for (std::size_t e = 0; e + 1 < graph_.weights.size(); ++e)
                exact.push_back(static_cast<std::int64_t>(graph_.weights[e]));
        }
        exact.push_back(w.integer);
    }

    edge_list& graph_;
    bool all_whole_ = true;
};

}  // namespace detail
}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#endif
