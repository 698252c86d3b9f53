// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Random graphs with the edge cases mixed in: empty and one-vertex graphs, self loops,
// parallel edges, vertices nothing reaches, zero weights, negative weights and cycles,
// integer weights near the types' limits, and +inf, -inf, NaN, -0 and subnormal floating
// weights. A family sets the sizes and how often each weight regime comes.
#ifndef GPU_PATHS_STRESS_GRAPH_CASES_HPP
#define GPU_PATHS_STRESS_GRAPH_CASES_HPP

#include "graph_kinds.hpp"
#include "random.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <numeric>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

namespace stress {

enum class weight_type : unsigned { int32, int64, float32, float64 };
constexpr unsigned weight_type_count = 4;
inline const char* name_of(weight_type t)
{
    static const char* const names[] = {"int", "long long", "float", "double"};
    return names[static_cast<unsigned>(t)];
}

enum class shape : unsigned { random, chain, star, ordered, islands };
inline const char* name_of(shape s)
{
    static const char* const names[] = {"random", "chain", "star", "ordered", "islands"};
    return names[static_cast<unsigned>(s)];
}

enum class regime : unsigned {
    small,          // whole numbers 0..100
    zero_heavy,     // mostly 0, else 1..5
    negative_dag,   // -20..100 along a hidden vertex order: no directed negative cycle
    negative_any,   // -20..100 anywhere: negative cycles likely
    negative_loop,  // 0..100 and one negative self loop
    near_overflow,  // integers: path-length bounds around the type's exact range
    max_weight,     // integers: some weights are the type's maximum (BGL's default inf)
    dyadic,         // floating: multiples of 1/256
    fractional,     // floating: uniform reals (sums round)
    huge,           // floating: multiples of a power of two near the top of the range (sums overflow)
    plus_inf,       // floating: some +inf weights
    minus_inf,      // floating: some -inf weights
    nan,            // floating: a NaN weight
    negative_zero,  // floating: some -0.0 weights
    subnormal,      // floating: multiples of the smallest subnormal
};
constexpr unsigned regime_count = 15;

inline const char* name_of(regime r)
{
    static const char* const names[] = {"small",         "zero-heavy", "negative-dag", "negative-any", "negative-loop",
                                        "near-overflow", "max-weight", "dyadic",       "fractional",   "huge",
                                        "+inf",          "-inf",       "nan",          "-0",           "subnormal"};
    return names[static_cast<unsigned>(r)];
}

inline bool regime_is_floating_only(regime r) { return r >= regime::dyadic; }
inline bool regime_is_integer_only(regime r) { return r == regime::near_overflow || r == regime::max_weight; }

// What a family asks of its graphs.
struct case_limits {
    std::size_t min_vertices = 0;  // 1 where the call needs a source
    std::size_t small_max = 200;   // most graphs have at most this many vertices
    std::size_t large_max = 2000;  // a few have up to this many
    double large_chance = 0.02;
    std::vector<graph_kind> kinds;       // the graph types to draw from
    std::vector<double> regime_weights;  // by regime; those not for the weight type are skipped
    std::vector<double> shape_weights{0.6, 0.12, 0.08, 0.1, 0.1};  // by shape
};

template <class W>
struct graph_case {
    graph_kind kind = graph_kind::vec_directed;
    std::size_t n = 0;
    shape form = shape::random;
    regime weights = regime::small;
    std::vector<weighted_edge<W>> edges;  // in the order they are added
};

namespace detail {

inline std::size_t draw_vertex_count(random_source& rng, const case_limits& limits)
{
    if (limits.large_max > limits.small_max && rng.chance(limits.large_chance))
        return static_cast<std::size_t>(
            rng.between(static_cast<std::int64_t>(limits.small_max) + 1, static_cast<std::int64_t>(limits.large_max)));
    const std::size_t lo = limits.min_vertices;
    switch (rng.weighted({0.03, 0.05, 0.34, 0.34, 0.24})) {
    case 0: return lo;
    case 1: return std::max<std::size_t>(lo, 1);
    case 2: return static_cast<std::size_t>(rng.between(std::max<std::size_t>(lo, 2), 12));
    case 3: return static_cast<std::size_t>(rng.between(13, 60));
    default: return static_cast<std::size_t>(rng.between(61, static_cast<std::int64_t>(limits.small_max)));
    }
}

inline std::size_t draw_edge_count(random_source& rng, std::size_t n, bool large)
{
    if (n == 0) return 0;
    if (large) return static_cast<std::size_t>(n * rng.real(1, 8));
    switch (rng.weighted({0.35, 0.45, 0.2})) {
    case 0: return static_cast<std::size_t>(n * rng.real(0.3, 1.5));
    case 1: return static_cast<std::size_t>(n * rng.real(2, 5));
    default: return n <= 80 ? static_cast<std::size_t>(n * n * rng.real(0.2, 0.7)) : n * 6;
    }
}

// A weight of the regime (the special values are mixed in afterwards).
template <class W>
W draw_weight(random_source& rng, regime r, std::size_t n, double scale_factor)
{
    switch (r) {
    case regime::zero_heavy: return static_cast<W>(rng.chance(0.6) ? 0 : rng.between(1, 5));
    case regime::negative_dag: return static_cast<W>(rng.between(-20, 100));
    case regime::negative_any: {
        const std::int64_t w = rng.between(-20, 100);
        return static_cast<W>(rng.chance(0.7) ? std::abs(w) : w);
    }
    case regime::near_overflow:
        if constexpr (std::is_integral<W>::value) {
            // Around the documented bound: the sum over vertices of the heaviest out-weight
            // against max / 2 (max / 4 with negative weights, whose sum must stay within max / 16).
            const long double max = static_cast<long double>((std::numeric_limits<W>::max)());
            long double w;
            if (rng.chance(0.15))
                w = -rng.real(0.5, 1.0) * scale_factor * (max / 16) / std::max<std::size_t>(n, 1);
            else
                w = rng.real(0.5, 1.0) * scale_factor * (max / 2) / std::max<std::size_t>(n, 1);
            w = std::max(-max, std::min(max - 1, w));
            // 64-bit weights stay multiples of 2^16, so the oracle's long double sums are exact.
            if (sizeof(W) > 4) w = std::trunc(w / 65536) * 65536;
            return static_cast<W>(w);
        }
        break;
    case regime::dyadic: return static_cast<W>(rng.between(0, 25600)) / W(256);
    case regime::fractional: return static_cast<W>(rng.real(0, 100));
    case regime::huge:
        if constexpr (std::is_floating_point<W>::value)
            return std::ldexp(static_cast<W>(rng.between(1, 255)), std::numeric_limits<W>::max_exponent - 8);
        break;
    case regime::subnormal:
        if constexpr (std::is_floating_point<W>::value)
            return static_cast<W>(rng.between(0, 1000)) * std::numeric_limits<W>::denorm_min();
        break;
    default: break;
    }
    return static_cast<W>(rng.between(0, 100));
}

template <class W>
void mix_in_special_values(random_source& rng, graph_case<W>& c)
{
    auto& edges = c.edges;
    if (edges.empty()) {
        if (c.weights == regime::negative_loop && c.n > 0) {
            const std::size_t v = rng.below(c.n);
            edges.push_back({v, v, static_cast<W>(-rng.between(1, 5))});
        }
        return;
    }
    auto some = [&](double share, W value) {
        for (auto& e : edges)
            if (rng.chance(share)) e.w = value;
        edges[rng.below(edges.size())].w = value;  // at least one
    };
    switch (c.weights) {
    case regime::negative_loop: {
        const std::size_t v = rng.below(c.n);
        edges.push_back({v, v, static_cast<W>(-rng.between(1, 5))});
        break;
    }
    case regime::max_weight: some(0.1, (std::numeric_limits<W>::max)()); break;
    case regime::plus_inf: some(0.1, std::numeric_limits<W>::infinity()); break;
    case regime::minus_inf: some(0.02, -std::numeric_limits<W>::infinity()); break;
    case regime::nan: some(0.005, std::numeric_limits<W>::quiet_NaN()); break;
    case regime::negative_zero: some(0.3, -W(0)); break;
    default: break;
    }
}

}  // namespace detail

template <class W>
graph_case<W> generate_case(random_source& rng, const case_limits& limits)
{
    graph_case<W> c;
    c.kind = rng.pick(limits.kinds);
    c.n = detail::draw_vertex_count(rng, limits);
    const bool large = c.n > limits.small_max;
    std::vector<double> regimes = limits.regime_weights;
    regimes.resize(regime_count, 0);
    for (unsigned r = 0; r < regime_count; ++r) {
        const bool floating = std::is_floating_point<W>::value;
        if ((floating && regime_is_integer_only(regime(r))) || (!floating && regime_is_floating_only(regime(r))))
            regimes[r] = 0;
    }
    c.weights = regime(rng.weighted(regimes));
    c.form = shape(rng.weighted(limits.shape_weights));
    if (c.weights == regime::negative_dag) c.form = shape::ordered;
    const std::size_t n = c.n;
    if (n == 0) return c;

    // A hidden order of the vertices (ordered shapes orient every edge along it), the
    // islands they fall into, and the vertices no edge enters.
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), rng.engine());
    std::vector<std::size_t> rank(n);
    for (std::size_t i = 0; i < n; ++i) rank[order[i]] = i;
    const std::size_t islands = c.form == shape::islands ? static_cast<std::size_t>(rng.between(2, 4)) : 1;
    std::vector<char> unentered(n, 0);
    if (rng.chance(0.2))
        for (std::size_t v = 0; v < n; ++v) unentered[v] = rng.chance(0.1);
    const double scale = rng.pick(std::vector<double>{0.3, 0.8, 1.1, 1.3, 1.6, 4, 50, double(n)});

    auto add = [&](std::size_t u, std::size_t v) {
        if (unentered[v] && u != v) return;
        if (c.form == shape::ordered && rank[u] > rank[v]) std::swap(u, v);
        if (c.form == shape::islands && rank[u] % islands != rank[v] % islands) return;
        c.edges.push_back({u, v, detail::draw_weight<W>(rng, c.weights, n, scale)});
    };
    const std::size_t m = detail::draw_edge_count(rng, n, large);
    switch (c.form) {
    case shape::chain:
        for (std::size_t i = 0; i + 1 < n; ++i) add(order[i], order[i + 1]);
        break;
    case shape::star:
        for (std::size_t i = 1; i < n; ++i) {
            add(order[0], order[i]);
            if (rng.chance(0.5)) add(order[i], order[0]);
        }
        break;
    default: break;
    }
    // Chains keep their depth half the time (random shortcuts make any graph shallow).
    const bool structured = c.form == shape::chain || c.form == shape::star;
    const std::size_t extra = !structured ? m : rng.chance(0.5) ? 0 : m / 8;
    for (std::size_t e = 0; e < extra; ++e) add(rng.below(n), rng.below(n));
    if (rng.chance(0.2))  // self loops
        for (std::size_t k = 0; k <= n / 10; ++k) {
            const std::size_t v = rng.below(n);
            c.edges.push_back({v, v, detail::draw_weight<W>(rng, c.weights, n, scale)});
        }
    if (rng.chance(0.25) && !c.edges.empty()) {  // parallel edges, other weights
        const std::size_t count = c.edges.size() / 10 + 1;
        for (std::size_t k = 0; k < count; ++k) {
            weighted_edge<W> e = c.edges[rng.below(c.edges.size())];
            e.w = detail::draw_weight<W>(rng, c.weights, n, scale);
            c.edges.push_back(e);
        }
    }
    std::shuffle(c.edges.begin(), c.edges.end(), rng.engine());
    detail::mix_in_special_values(rng, c);
    return c;
}

// held: the edges the built graph holds (an adjacency_matrix keeps one per ordered pair).
template <class W>
std::string describe_case(const graph_case<W>& c, weight_type t, std::size_t held)
{
    std::ostringstream out;
    out << name_of(c.kind) << ", " << name_of(t) << " weights (" << name_of(c.weights) << "), n = " << c.n
        << ", m = " << held;
    if (held != c.edges.size()) out << " (of " << c.edges.size() << " added)";
    out << ", shape " << name_of(c.form);
    return out.str();
}

constexpr std::size_t every_edge = std::numeric_limits<std::size_t>::max();

// The edge list "u->v:w" (u--v for undirected graphs); empty when longer than limit.
template <class W>
std::string dump_edges(const std::vector<weighted_edge<W>>& edges, bool undirected, std::size_t limit)
{
    if (edges.size() > limit) return std::string();
    std::ostringstream out;
    out.precision(std::numeric_limits<W>::max_digits10);
    for (const auto& e : edges) out << ' ' << e.u << (undirected ? "--" : "->") << e.v << ':' << e.w;
    return out.str();
}

}  // namespace stress

#endif
