// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The backend and device the environment asks for (environment.cpp reads it once).
#ifndef BOOST_GPU_PATHS_SRC_DISPATCH_ENVIRONMENT_HPP
#define BOOST_GPU_PATHS_SRC_DISPATCH_ENVIRONMENT_HPP

#include <boost_gpu_paths/execution.hpp>

namespace boost {
namespace gpu_paths {
namespace dispatch {

const environment_choice& environment_defaults();

}  // namespace dispatch
}  // namespace gpu_paths
}  // namespace boost

#endif
