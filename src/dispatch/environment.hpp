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
