// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// BGL's default distance functors, as the drop-ins recognise them when a caller spells
// them out: the kernels compute min and +, so these and nothing else can run there.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_DEFAULT_FUNCTORS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_DEFAULT_FUNCTORS_HPP

#include <boost/graph/named_function_params.hpp>
#include <boost/graph/relax.hpp>

#include <functional>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace detail {

// Compare: absent, or the order < on D.
template <class Compare, class D>
struct is_default_compare
    : std::integral_constant<bool, std::is_same<Compare, param_not_found>::value ||
                                       std::is_same<Compare, std::less<D>>::value ||
                                       std::is_same<Compare, std::less<void>>::value> {};

// Combine: absent, or closed_plus<D> (Floyd-Warshall's default, and the usual spelling in
// Dijkstra's positional forms), which adds and keeps infinity, as the kernels do.
template <class Combine, class D>
struct is_default_combine
    : std::integral_constant<bool, std::is_same<Combine, param_not_found>::value ||
                                       std::is_same<Combine, closed_plus<D>>::value> {};

// std::plus<D>: Dijkstra's named default, which differs from closed_plus only at infinity,
// where the kernels keep "no path" anyway.
template <class Combine, class D>
struct is_plus : std::integral_constant<bool, std::is_same<Combine, std::plus<D>>::value ||
                                                  std::is_same<Combine, std::plus<void>>::value> {};

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
