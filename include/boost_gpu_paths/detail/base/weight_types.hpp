// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The weight types the backends are compiled for, listed once. Every explicit instantiation
// and every per-type table in the library expands this list, so adding a type is one edit.
#ifndef BOOST_GPU_PATHS_DETAIL_BASE_WEIGHT_TYPES_HPP
#define BOOST_GPU_PATHS_DETAIL_BASE_WEIGHT_TYPES_HPP

#include <cstdint>
#include <type_traits>

// X(W) for each backend weight type W.
#define BOOST_GPU_PATHS_FOR_EACH_WEIGHT(X) X(float) X(double) X(std::int32_t) X(std::int64_t)

namespace boost {
namespace gpu_paths {
namespace base {

template <class... T>
struct type_list {};

template <class T, class List>
struct is_one_of;
template <class T, class... U>
struct is_one_of<T, type_list<U...>> : std::integral_constant<bool, (std::is_same<T, U>::value || ...)> {};

// The list above as a type (with a trailing void, which is never a weight).
#define BOOST_GPU_PATHS_WEIGHT_TYPE_ITEM(W) W,
using weight_type_list = type_list<BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_WEIGHT_TYPE_ITEM) void>;
#undef BOOST_GPU_PATHS_WEIGHT_TYPE_ITEM

}  // namespace base

// True for the weight types the backends are instantiated for.
template <class W>
struct is_backend_weight
    : std::integral_constant<bool, !std::is_void<W>::value && base::is_one_of<W, base::weight_type_list>::value> {};

}  // namespace gpu_paths
}  // namespace boost

#endif
