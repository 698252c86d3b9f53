// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Runs a command body with the C++ weight type --weight-type names.
#ifndef GPU_PATHS_CLI_WEIGHT_DISPATCH_HPP
#define GPU_PATHS_CLI_WEIGHT_DISPATCH_HPP

#include "options.hpp"

#include <cstdint>
#include <limits>
#include <type_traits>

namespace gpu_paths_cli {

template <class W>
struct type_tag {
    using type = W;
};

// body(type_tag<W>{}) for W = float, double, int32_t or int64_t.
template <class Body>
decltype(auto) with_weight_type(weight_type w, Body&& body)
{
    switch (w) {
    case weight_type::f32: return body(type_tag<float>{});
    case weight_type::f64: return body(type_tag<double>{});
    case weight_type::i32: return body(type_tag<std::int32_t>{});
    default: return body(type_tag<std::int64_t>{});
    }
}

// What unreachable vertices hold in results: +inf for floating types, the type's maximum
// for integers (BGL's default distance_inf for integers).
template <class W>
constexpr W unreachable_value()
{
    return std::is_floating_point<W>::value ? std::numeric_limits<W>::infinity() : std::numeric_limits<W>::max();
}

}  // namespace gpu_paths_cli

#endif
