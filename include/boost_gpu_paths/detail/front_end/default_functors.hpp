// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// BGL's default distance functors, as the drop-ins recognise them when a caller spells
// them out, and the traits by which a caller declares a functor of their own to be one:
// the kernels compute min and +, so these and nothing else can run there.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_DEFAULT_FUNCTORS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_DEFAULT_FUNCTORS_HPP

#include <boost/graph/named_function_params.hpp>
#include <boost/graph/relax.hpp>

#include <functional>
#include <type_traits>

namespace boost {
namespace gpu_paths {

// What a caller declares of a functor of their own, so that a call passing it runs where
// BGL's own functors run (the kernels), instead of BGL's loop. Specialize as
// std::true_type only where the functor computes exactly what is said, for every pair of
// values of D the call can see (doc/reference.md, "Functors of your own").
//
// compare(a, b) is a < b.
template <class Compare, class D>
struct compare_is_less : std::false_type {};
// combine(a, b) is what the call's default combine, BGL's closed_plus<D>(inf), computes:
// inf where a or b equals inf, else a + b in D; inf is the call's distance_inf (default
// numeric_limits<D>::max(); Bellman-Ford takes none and uses that default).
template <class Combine, class D>
struct combine_is_closed_plus : std::false_type {};

namespace detail {

// Compare: absent, the order < on D, or a caller's functor declared to be it.
template <class Compare, class D>
struct is_default_compare
    : std::integral_constant<bool, std::is_same<Compare, param_not_found>::value ||
                                       std::is_same<Compare, std::less<D>>::value ||
                                       std::is_same<Compare, std::less<void>>::value ||
                                       compare_is_less<Compare, D>::value> {};

// Combine: absent, closed_plus<D> (Floyd-Warshall's default, and the usual spelling in
// Dijkstra's positional forms), which adds and keeps infinity, as the kernels do, or a
// caller's functor declared to be it.
template <class Combine, class D>
struct is_default_combine
    : std::integral_constant<bool, std::is_same<Combine, param_not_found>::value ||
                                       std::is_same<Combine, closed_plus<D>>::value ||
                                       combine_is_closed_plus<Combine, D>::value> {};

// std::plus<D>: Dijkstra's named default, which differs from closed_plus only at infinity,
// where the kernels keep "no path" anyway.
template <class Combine, class D>
struct is_plus : std::integral_constant<bool, std::is_same<Combine, std::plus<D>>::value ||
                                                  std::is_same<Combine, std::plus<void>>::value> {};

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
