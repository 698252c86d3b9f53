// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Pieces every algorithm family uses: the weight type drawn at run time, the call's inf,
// poison for outputs (so an element a call leaves unwritten cannot pass for BGL's),
// sources, vertex descriptors to indices, and the execution parameters of one backend.
#ifndef GPU_PATHS_STRESS_FAMILY_SUPPORT_HPP
#define GPU_PATHS_STRESS_FAMILY_SUPPORT_HPP

#include "graph_cases.hpp"
#include "random.hpp"
#include "tree_checks.hpp"

#include <boost_gpu_paths/named_params.hpp>

#include <boost/graph/graph_traits.hpp>

#include <cstddef>
#include <limits>
#include <sstream>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <vector>

namespace stress {

template <class T>
struct type_tag {
    using type = T;
};

template <class F>
void with_weight_type(weight_type t, F&& f)
{
    switch (t) {
    case weight_type::int32: f(type_tag<int>()); break;
    case weight_type::int64: f(type_tag<long long>()); break;
    case weight_type::float32: f(type_tag<float>()); break;
    case weight_type::float64: f(type_tag<double>()); break;
    }
}

template <class W>
constexpr weight_type weight_type_of()
{
    return std::is_same<W, int>::value         ? weight_type::int32
           : std::is_same<W, long long>::value ? weight_type::int64
           : std::is_same<W, float>::value     ? weight_type::float32
                                               : weight_type::float64;
}

inline std::vector<graph_kind> all_graph_kinds()
{
    std::vector<graph_kind> kinds;
    for (unsigned k = 0; k < graph_kind_count; ++k) kinds.push_back(graph_kind(k));
    return kinds;
}

// The call's distance_inf: BGL's default (the type's maximum) mostly; sometimes a small
// value that cuts reachability, one below the maximum (so that weights of the maximum are
// edges), or +inf for floating types.
template <class W>
W draw_inf(random_source& rng, bool& custom)
{
    custom = rng.chance(0.1);
    if (!custom) return (std::numeric_limits<W>::max)();
    if constexpr (std::is_floating_point<W>::value)
        return rng.chance(0.5) ? std::numeric_limits<W>::infinity() : W(250.5);
    else
        return rng.chance(0.7) ? static_cast<W>(rng.between(50, 500)) : (std::numeric_limits<W>::max)() - 1;
}

template <class W>
std::string describe_inf(W inf, bool custom)
{
    if (!custom) return "default inf";
    std::ostringstream out;
    out.precision(std::numeric_limits<W>::max_digits10);
    out << "inf = " << inf;
    return out.str();
}

// A distance no call writes: NaN for floating types (equal to nothing), else an odd value
// near the top of the range.
template <class W>
W poison()
{
    if constexpr (std::is_floating_point<W>::value)
        return std::numeric_limits<W>::quiet_NaN();
    else
        return (std::numeric_limits<W>::max)() - 3;
}

// One to four sources, sometimes one named twice.
inline std::vector<std::size_t> draw_sources(random_source& rng, std::size_t n, bool several)
{
    std::vector<std::size_t> sources{rng.below(n)};
    if (several) {
        const std::size_t count = static_cast<std::size_t>(rng.between(1, 3));
        for (std::size_t k = 0; k < count; ++k) sources.push_back(rng.below(n));
        if (rng.chance(0.2)) sources.push_back(sources.front());
    }
    return sources;
}

// Vertex descriptors to indices; not_a_vertex for anything that is not a vertex of g.
template <class Graph>
class descriptor_index {
public:
    using vertex = typename boost::graph_traits<Graph>::vertex_descriptor;
    explicit descriptor_index(const std::vector<vertex>& vertices)
    {
        for (std::size_t i = 0; i < vertices.size(); ++i) index_.emplace(vertices[i], i);
    }
    std::size_t operator()(const vertex& v) const
    {
        const auto found = index_.find(v);
        return found == index_.end() ? not_a_vertex : found->second;
    }

private:
    std::unordered_map<vertex, std::size_t> index_;
};

// The execution parameters of one backend, ahead of the call's own.
template <class Params>
auto on_backend(boost::gpu_paths::backend_kind kind, const boost::gpu_paths::options& tuning, const Params& rest)
{
    return boost::gpu_paths::with_options(tuning, boost::gpu_paths::use_backend(kind, rest));
}

// The first index where two vectors of values differ, described; empty when none does.
template <class W, class Wide, class Same>
std::string first_difference(const std::vector<W>& got, const std::vector<Wide>& expected, const char* what,
                             Same&& same)
{
    for (std::size_t i = 0; i < got.size(); ++i)
        if (!same(got[i], expected[i])) {
            std::ostringstream out;
            out.precision(std::is_integral<W>::value ? 21 : std::numeric_limits<W>::max_digits10);
            out << what << " of vertex " << i << " is " << got[i] << ", BGL has "
                << static_cast<long double>(expected[i]);
            return out.str();
        }
    return std::string();
}

}  // namespace stress

#endif
