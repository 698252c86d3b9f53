// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What gpu_bellman_ford_shortest_paths checks before it writes anything (or, on BGL's loop
// over a plain directed graph, during its first round, putting the caller's distances back
// when a check refuses: sequential_bellman_ford.hpp), on every path of a call the kernels
// could serve (the backends and BGL's loop alike, so that no path
// answers what another refuses): NaN in a weight or an initial distance (invalid_input),
// and for integer distances an initial distance plus a simple path beyond what the
// backends' encoding represents exactly (weight_overflow). The bound is the documented
// one (path_bounds: over vertices, the most negative and the heaviest out-weight), read
// from the caller's graph where the layout kept a coarser one.
//
// The same facts tell where the backends would not give BGL's answer, and BGL's loop
// runs instead:
//   * a weight or an initial distance of -infinity: closed_plus keeps a sum at -infinity,
//     which no comparison finds below itself, so BGL's final check passes, where the
//     backends read a distance at their floor as a negative cycle;
//   * initial distances above the combine's inf (a floating +infinity, or a caller's inf
//     below the type's max) and at it: BGL lowers the former to inf from the latter, where
//     the backends extend nothing from "no path" (without a vertex at inf, and with paths
//     that stay below it, a distance above it is lowered only by a path, as there);
//   * the combine's inf within reach of a path: BGL lowers a distance only below its
//     current value, so one that starts at inf stays below it, and a vertex left at inf is
//     never extended, where the backends (whose "no path" lies above every length) would
//     store a length at or above inf and extend it.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_BELLMAN_FORD_CHECKS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_BELLMAN_FORD_CHECKS_HPP

#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/front_end/floyd_warshall_at_caller_inf.hpp>
#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/errors.hpp>

#include <boost/graph/graph_traits.hpp>
#include <boost/graph/relax.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace detail {

// The "no path" value of the call: the inf of its closed_plus (numeric_limits<D>::max()
// unless the caller built one with another, or passed a functor declared to be closed_plus
// without one: combine_is_closed_plus). BGL's distance_inf is not read here either.
template <class D, class Params>
D bellman_ford_inf(const Params& params)
{
    if constexpr (std::is_same<param_t<Params, distance_combine_t>, closed_plus<D>>::value)
        return get_param(params, distance_combine_t()).inf;
    else
        return (std::numeric_limits<D>::max)();
}

// The initial distances a path extends (not the combine's inf, nor +infinity, which
// closed_plus extends to +infinity alone): their range, and whether one is -infinity.
struct bellman_ford_start {
    double lowest = 0;   // <= 0
    double highest = 0;  // >= 0
    bool negative_infinity = false;
    bool above_inf = false;  // a distance above the combine's inf
    bool at_inf = false;     // a distance at it

    template <class D>
    void see(D d, D inf)
    {
        if (d == inf) {
            at_inf = true;
            return;
        }
        if (inf < d) above_inf = true;
        if constexpr (std::is_floating_point<D>::value) {
            if (std::isnan(d)) throw invalid_input("gpu_bellman_ford: a distance is NaN");
            if (d == std::numeric_limits<D>::infinity()) return;
            if (d == -std::numeric_limits<D>::infinity()) {
                negative_infinity = true;
                return;
            }
        }
        lowest = std::min(lowest, static_cast<double>(d));
        highest = std::max(highest, static_cast<double>(d));
    }
};

// The initial distances as BGL starts from them: from a root, 0 there and the weight
// type's max elsewhere (converted to D, as BGL's put converts it); else the caller's.
// `caller`, when not null, receives the caller's distances by the numbering's index (the
// values a false verdict puts back).
template <class D, class WeightValue, class DistanceMap, class Numbering>
bellman_ford_start read_bellman_ford_start(const DistanceMap& distance, const Numbering& numbering, bool from_root,
                                           D inf, D* caller)
{
    bellman_ford_start start;
    if (from_root) {
        start.see(D(0), inf);
        if (numbering.size() > 1) start.see(static_cast<D>((std::numeric_limits<WeightValue>::max)()), inf);
    }
    if (caller)
        for (std::uint32_t i = 0; i < numbering.size(); ++i) {
            caller[i] = get(distance, numbering.vertex(i));
            if (!from_root) start.see(caller[i], inf);
        }
    return start;
}

// The weights' facts: the documented bound, and the heaviest finite out-weights summed
// over vertices (a +infinity weight lowers nothing, in BGL as on the backends).
struct bellman_ford_weights {
    path_bounds bounds;
    double finite_most_positive = 0;
};

// True when every distance the relaxation can reach (an initial distance plus a simple
// path) is represented exactly in W's encoding: at most -max_negative_magnitude() below
// 0, and below the "no path" threshold of a graph with negative weights (the backends'
// relaxation always takes that one).
template <class W>
bool bellman_ford_range_fits(const path_bounds& bounds, const bellman_ford_start& start)
{
    if (!std::numeric_limits<W>::is_integer) return true;
    const double low = start.lowest + bounds.most_negative;
    const double high = start.highest + bounds.most_positive;
    return high < static_cast<double>(weight_encoding<W>::infinite_threshold(true)) &&
           -low <= weight_encoding<W>::max_negative_magnitude();
}

// The refusal of integer distances whose reach the encoding does not represent exactly.
template <class W>
void throw_unless_bellman_ford_range_fits(const bellman_ford_weights& weights, const bellman_ford_start& start)
{
    if (!bellman_ford_range_fits<W>(weights.bounds, start))
        throw weight_overflow("gpu_bellman_ford: distances in this graph could reach " +
                              std::to_string(start.highest + weights.bounds.most_positive) + " / " +
                              std::to_string(start.lowest + weights.bounds.most_negative) +
                              ", beyond what the integer distance type represents exactly (see "
                              "detail/base/weight_encoding.hpp); use a wider type such as std::int64_t or double");
}

// One vertex's out-weights, with the layout's rules (csr.hpp, search_layout): each weight
// in the backend type W, and where weights are of the distance type, one equal to the
// combine's inf is no edge. A value of its own, so that a loop keeps it in registers.
template <class W, class D>
struct out_weights {
    W lightest = W(0), heaviest = W(0), heaviest_finite = W(0);
    bool nan = false;

    template <class Value>
    void see(const Value& value, const D& inf)
    {
        if constexpr (std::is_floating_point<Value>::value)
            if (std::isnan(value)) nan = true;
        if constexpr (std::is_same<Value, D>::value)
            if (value == inf) return;
        const W w = static_cast<W>(value);
        lightest = w < lightest ? w : lightest;
        heaviest = w > heaviest ? w : heaviest;
        if constexpr (std::numeric_limits<W>::has_infinity)
            if (w != std::numeric_limits<W>::infinity() && w > heaviest_finite) heaviest_finite = w;
    }
};

// The weights' facts gathered one vertex at a time: by a pass of their own
// (scan_bellman_ford_weights) or during the first round of BGL's loop.
// 32-bit and narrower integer weights are summed exactly in 64 bits (2^32 vertices of
// 2^31 each fit) and handed over as path_bounds' doubles at the end.
template <class W, class D>
class bellman_ford_weight_scan {
public:
    void add(const out_weights<W, D>& vertex)
    {
        nan_ = nan_ || vertex.nan;
        if constexpr (sums_in_integers) {
            negative_sum_ += vertex.lightest < W(0) ? vertex.lightest : W(0);
            positive_sum_ += vertex.heaviest > W(0) ? vertex.heaviest : W(0);
        } else {
            out_.bounds.add_vertex(static_cast<double>(vertex.lightest), static_cast<double>(vertex.heaviest));
            out_.finite_most_positive += static_cast<double>(
                std::numeric_limits<W>::has_infinity ? vertex.heaviest_finite : vertex.heaviest);
        }
    }
    // The facts, once every vertex is added; a NaN weight is invalid_input.
    bellman_ford_weights weights() const
    {
        if (nan_) throw invalid_input("an edge weight is NaN");
        if constexpr (!sums_in_integers) {
            return out_;
        } else {
            bellman_ford_weights out;
            out.bounds.add_vertex(static_cast<double>(negative_sum_), static_cast<double>(positive_sum_));
            out.finite_most_positive = out.bounds.most_positive;
            return out;
        }
    }
    // What check_bellman_ford_inputs refuses on BGL's loop, from these facts.
    void check(const bellman_ford_start& start) const { throw_unless_bellman_ford_range_fits<W>(weights(), start); }

private:
    static constexpr bool sums_in_integers = std::is_integral<W>::value && sizeof(W) <= 4;
    bellman_ford_weights out_;
    std::int64_t negative_sum_ = 0, positive_sum_ = 0;
    bool nan_ = false;
};

template <class W, class D, class Graph, class WeightMap>
bellman_ford_weights scan_bellman_ford_weights(const Graph& g, const WeightMap& weight, const D& inf)
{
    bellman_ford_weight_scan<W, D> scan;
    for (auto vs = vertices(g); vs.first != vs.second; ++vs.first) {
        out_weights<W, D> vertex;
        for (auto es = out_edges(*vs.first, g); es.first != es.second; ++es.first)
            vertex.see(get(weight, *es.first), inf);
        scan.add(vertex);
    }
    return scan.weights();
}

// Why BGL's loop, not the backends, gives BGL's answer here; null where the backends do.
template <class D>
const char* bellman_ford_needs_bgl_loop(const bellman_ford_weights& weights, const bellman_ford_start& start, D inf)
{
    if (start.negative_infinity || weights.bounds.most_negative == -std::numeric_limits<double>::infinity())
        return "boost::bellman_ford_shortest_paths (a weight or an initial distance is -inf)";
    if (start.above_inf && start.at_inf)
        return "boost::bellman_ford_shortest_paths (initial distances at and above the combine's inf)";
    if (!paths_stay_below(start.highest + weights.finite_most_positive, inf))
        return "boost::bellman_ford_shortest_paths (a path can reach the combine's inf)";
    return nullptr;
}

// The checks of every path, made before anything is written (or during BGL's first round:
// bgl_bellman_ford). laid_out: the bounds the
// backends' layout gathered, or null (BGL's loop, which lays nothing out: the graph is read
// here). Where those bounds refuse the call or send it to BGL's loop, they may be coarser
// than the documented ones (a compressed_sparse_row_graph's n times the heaviest weight;
// +infinity weights), which are read from the graph to decide. Returns the weights' facts.
template <class W, class D, class Graph, class WeightMap>
bellman_ford_weights check_bellman_ford_inputs(const Graph& g, const WeightMap& weight, const D& inf,
                                               const bellman_ford_start& start, const path_bounds* laid_out)
{
    bellman_ford_weights weights;
    if (laid_out) {
        weights.bounds = *laid_out;
        weights.finite_most_positive =
            laid_out->has_infinite_weight ? std::numeric_limits<double>::infinity() : laid_out->most_positive;
    }
    if (!laid_out || !bellman_ford_range_fits<W>(weights.bounds, start) ||
        bellman_ford_needs_bgl_loop(weights, start, inf))
        weights = scan_bellman_ford_weights<W>(g, weight, inf);
    throw_unless_bellman_ford_range_fits<W>(weights, start);
    return weights;
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
