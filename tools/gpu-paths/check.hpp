// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// --check: comparing results with the Boost Graph Library's on the CPU.
//
// Distances must agree exactly for integer weights. For floating-point weights the two
// sides add the same path weights in different orders, so each value may differ by a few
// rounding errors: a relative difference of 1e-4 (f32) or 1e-9 (f64) is accepted.
// Predecessors need not be BGL's (ties between equally short paths are broken
// differently); each is checked to lie on a shortest path instead.
#ifndef GPU_PATHS_CLI_CHECK_HPP
#define GPU_PATHS_CLI_CHECK_HPP

#include "commands.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <sstream>
#include <string>
#include <type_traits>

namespace gpu_paths_cli {

template <class W>
bool same_distance(W ours, W expected)
{
    if constexpr (std::is_floating_point<W>::value) {
        if (std::isinf(ours) || std::isinf(expected)) return ours == expected;
        const W tolerance = sizeof(W) == 4 ? W(1e-4) : W(1e-9);
        return std::abs(ours - expected) <= tolerance * std::max({W(1), std::abs(ours), std::abs(expected)});
    } else {
        return ours == expected;
    }
}

// A result value as the output shows it: "inf" for unreachable.
template <class W>
std::string result_text(W x)
{
    if (x == std::numeric_limits<W>::max() || (std::is_floating_point<W>::value && std::isinf(x))) return "inf";
    std::ostringstream out;
    out.precision(17);
    out << +x;
    return out.str();
}

// Counts differences between count values; `describe(i)` names entry i. Throws
// check_mismatch naming the first difference and how many there are.
template <class W, class Describe>
void compare_distances(const W* ours, const W* expected, std::size_t count, Describe describe)
{
    std::size_t differences = 0, first = 0;
    for (std::size_t i = 0; i < count; ++i)
        if (!same_distance(ours[i], expected[i]) && differences++ == 0) first = i;
    if (differences == 0) return;
    std::ostringstream message;
    message << differences << " of " << count << " values differ from BGL's; first: " << describe(first) << " is "
            << result_text(ours[first]) << " here but " << result_text(expected[first]) << " in BGL";
    throw check_mismatch(message.str());
}

// Set GPU_PATHS_CLI_PERTURB_RESULT=1 to change one result value before --check compares,
// which shows that the comparison catches a difference (the CLI tests use it).
bool perturb_requested();

template <class W>
void perturb_for_self_test(W* values, std::size_t count)
{
    if (count == 0 || !perturb_requested()) return;
    values[count - 1] = values[count - 1] == W(1) ? W(2) : W(1);
}

}  // namespace gpu_paths_cli

#endif
