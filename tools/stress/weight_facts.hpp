// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What the weights of one call imply for judging it: whether the library's documented
// bound on integer path lengths allows a weight_overflow refusal, whether a NaN is there
// to refuse, and how closely floating results must agree with BGL's.
#ifndef GPU_PATHS_STRESS_WEIGHT_FACTS_HPP
#define GPU_PATHS_STRESS_WEIGHT_FACTS_HPP

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <type_traits>
#include <utility>
#include <vector>

namespace stress {

template <class W>
struct weight_facts {
    bool has_nan = false;
    bool has_negative = false;
    // The documented bound (doc/design.md, "Representing no path"): over vertices, the sum
    // of the heaviest and of the most negative out-weight (rows of an initialised matrix),
    // values equal to the call's inf being no edge.
    long double most_positive = 0;
    long double most_negative = 0;
    // The same sum of the largest magnitudes: no partial sum along a simple path exceeds it.
    long double magnitude = 0;
    long double largest = 0;  // the largest finite magnitude
    // Every sum along a simple path is exact in W (all weights are multiples of a power of
    // two small enough for W's significand), so results must equal BGL's to the bit.
    bool exact = true;
    std::size_t vertices = 0;

    // A weight_overflow refusal agrees with the documented bound: integer paths could reach
    // max / 2 (max / 4 with negative weights) or below -max / 16. The comparison leaves a
    // sliver for the library's double-precision sums, so only a clear misfit is a mismatch.
    bool overflow_possible() const
    {
        if constexpr (!std::is_integral<W>::value) {
            return false;
        } else {
            const long double max = static_cast<long double>((std::numeric_limits<W>::max)());
            const long double threshold = has_negative ? static_cast<long double>((std::numeric_limits<W>::max)() / 4)
                                                       : static_cast<long double>((std::numeric_limits<W>::max)() / 2);
            const long double slack = 1 - 1e-9L;
            return !(most_positive < threshold * slack && -most_negative <= (max / 16) * slack);
        }
    }

    // |got - expected| allowed for finite floating results: none where sums are exact;
    // else the rounding of n additions on each side, relative to the result where every
    // weight is non-negative (each partial sum is at most the total) and to the largest
    // possible partial sum where some are negative.
    long double tolerance(long double expected) const
    {
        if (exact || !std::is_floating_point<W>::value) return 0;
        const long double eps = std::numeric_limits<W>::epsilon();
        const long double steps = 4.0L * (static_cast<long double>(vertices) + 2);
        const long double scale = has_negative ? std::max(std::fabs(expected), magnitude) : std::fabs(expected);
        return steps * eps * scale + steps * static_cast<long double>(std::numeric_limits<W>::denorm_min());
    }
};

// The exponent of the lowest set bit of a finite non-zero x's significand.
template <class W>
int lowest_bit_exponent(W x)
{
    int exponent = 0;
    const long double significand = std::frexp(static_cast<long double>(std::fabs(x)), &exponent);
    long double scaled = std::ldexp(significand, std::numeric_limits<W>::digits);  // an integer
    int low = exponent - std::numeric_limits<W>::digits;
    while (scaled != 0 && std::fmod(scaled, 2.0L) == 0) {
        scaled /= 2;
        ++low;
    }
    return low;
}

// rows[v]: the values leaving vertex v (out-arc weights, or a matrix row).
template <class W>
weight_facts<W> summarize(const std::vector<std::vector<W>>& rows, W no_edge)
{
    weight_facts<W> f;
    f.vertices = rows.size();
    int low = std::numeric_limits<int>::max();
    for (const auto& row : rows) {
        long double lo = 0, hi = 0, big = 0;
        for (const W w : row) {
            if (w != w) {
                f.has_nan = true;
                continue;
            }
            if (w == no_edge) continue;
            if (w < W(0)) f.has_negative = true;
            const long double x = static_cast<long double>(w);
            lo = std::min(lo, x);
            hi = std::max(hi, x);
            if (std::isfinite(x)) {
                big = std::max(big, std::fabs(x));
                if (x != 0 && std::is_floating_point<W>::value) low = std::min(low, lowest_bit_exponent(w));
            }
        }
        f.most_positive += hi;
        f.most_negative += lo;
        f.magnitude += big;
        f.largest = std::max(f.largest, big);
    }
    if (std::is_floating_point<W>::value && low != std::numeric_limits<int>::max()) {
        // Exact while every partial sum stays below 2^(low + digits), or always when that
        // lies beyond the largest finite value (a sum then overflows to +inf on both sides).
        const int top = low + std::numeric_limits<W>::digits;
        f.exact = top > std::numeric_limits<W>::max_exponent || f.magnitude < std::ldexp(1.0L, top);
    }
    return f;
}

// Out-arc weights per vertex from out_lists().
template <class W>
std::vector<std::vector<W>> out_weights(const std::vector<std::vector<std::pair<std::size_t, W>>>& out)
{
    std::vector<std::vector<W>> rows(out.size());
    for (std::size_t v = 0; v < out.size(); ++v)
        for (const auto& a : out[v]) rows[v].push_back(a.second);
    return rows;
}

// Equal as the contract asks: integers exactly; floating values within the tolerance, but
// infinities, the caller's inf and NaN only as themselves.
template <class W, class Wide>
bool same_value(W got, Wide expected, W inf, const weight_facts<W>& facts)
{
    if (expected != expected) return got != got;
    if (got != got) return false;
    if constexpr (std::is_integral<W>::value) {
        return static_cast<long double>(got) == static_cast<long double>(expected);
    } else {
        if (got == static_cast<W>(expected)) return true;
        if (got == inf || expected == inf || std::isinf(got) || std::isinf(expected)) return false;
        const long double e = static_cast<long double>(expected);
        return std::fabs(static_cast<long double>(got) - e) <= facts.tolerance(e);
    }
}

}  // namespace stress

#endif
