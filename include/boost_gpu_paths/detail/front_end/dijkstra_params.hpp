// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Which of dijkstra_shortest_paths' functors and visitors the drop-ins take: BGL's own
// defaults, spelled out as BGL users do in the positional forms (std::less<D>,
// std::plus<D> or closed_plus<D>, dijkstra_visitor<null_visitor>), compute what the
// kernels compute. Anything else runs BGL's own loop in gpu_dijkstra_shortest_paths, and
// is refused at compile time with the reason by the all-pairs and many-source calls,
// which have no BGL loop to run. And the named parameters a positional call spells out.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_DIJKSTRA_PARAMS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_DIJKSTRA_PARAMS_HPP

#include <boost_gpu_paths/detail/front_end/default_functors.hpp>
#include <boost_gpu_paths/detail/front_end/parameters.hpp>

#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/property_map/property_map.hpp>

#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace detail {

// Visitor: absent, or one that does nothing on any event.
template <class Visitor>
struct is_null_dijkstra_visitor
    : std::integral_constant<bool, std::is_same<Visitor, param_not_found>::value ||
                                       std::is_same<Visitor, dijkstra_visitor<null_visitor>>::value ||
                                       std::is_same<Visitor, default_dijkstra_visitor>::value> {};

// Whether the kernels compute what BGL's loop would for a single-source call: BGL's own
// compare and combine, no visitor, arithmetic distances and weights, and no floating
// weights summed into an integer distance (BGL converts each sum; the kernels would add in
// the distance type). Where not, gpu_dijkstra_shortest_paths runs BGL's loop (bgl_loop.hpp).
template <class Params, class D, class WeightValue>
constexpr bool kernels_serve_dijkstra()
{
    return is_default_compare<param_t<Params, distance_compare_t>, D>::value &&
           (is_default_combine<param_t<Params, distance_combine_t>, D>::value ||
            is_plus<param_t<Params, distance_combine_t>, D>::value) &&
           is_null_dijkstra_visitor<param_t<Params, graph_visitor_t>>::value && std::is_arithmetic<D>::value &&
           std::is_arithmetic<WeightValue>::value &&
           !(std::is_integral<D>::value && std::is_floating_point<WeightValue>::value);
}

// A class, not a function, so that its assertions fire where a call names it, first
// among the call's errors (a function template's body may be instantiated last).
template <class Params, class D>
struct supported_dijkstra_params {
    static_assert(is_default_compare<param_t<Params, distance_compare_t>, D>::value,
                  "gpu_dijkstra: distance_compare other than std::less<D> is not supported (the kernels order "
                  "distances with <); use boost::dijkstra_shortest_paths for another order");
    static_assert(is_default_combine<param_t<Params, distance_combine_t>, D>::value ||
                      is_plus<param_t<Params, distance_combine_t>, D>::value,
                  "gpu_dijkstra: distance_combine other than std::plus<D> or closed_plus<D> is not supported (the "
                  "kernels add); use boost::dijkstra_shortest_paths for another combine");
    static_assert(is_null_dijkstra_visitor<param_t<Params, graph_visitor_t>>::value,
                  "gpu_dijkstra: visitors are not supported (the search runs in parallel and replays no events); "
                  "use boost::dijkstra_shortest_paths with a visitor");
    static constexpr bool value = true;
};

// The named parameters a positional call spells out, ahead of `more` (the trailing named
// parameters of BGL's last positional form). inf and zero become the distance type, as
// BGL's own positional forms convert them (a literal 0 for a double map).
template <class DistanceMap, class PredecessorMap, class WeightMap, class IndexMap, class Compare, class Combine,
          class Infinity, class Zero, class Visitor, class P, class T, class R>
auto positional_dijkstra_params(PredecessorMap predecessor, DistanceMap distance, WeightMap weight, IndexMap index,
                                Compare compare, Combine combine, Infinity inf, Zero zero, Visitor visitor,
                                const bgl_named_params<P, T, R>& more)
{
    using D = typename property_traits<DistanceMap>::value_type;
    return more.predecessor_map(predecessor)
        .distance_map(distance)
        .weight_map(weight)
        .vertex_index_map(index)
        .distance_compare(compare)
        .distance_combine(combine)
        .distance_inf(static_cast<D>(inf))
        .distance_zero(static_cast<D>(zero))
        .visitor(visitor);
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
