// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// An MPI call that failed (under a communicator whose error handler returns) becomes an
// exception naming the call and MPI's own message.
#ifndef BOOST_GPU_PATHS_SRC_DISTRIBUTED_MPI_CHECK_HPP
#define BOOST_GPU_PATHS_SRC_DISTRIBUTED_MPI_CHECK_HPP

#include <boost_gpu_paths/errors.hpp>

#include <mpi.h>

#include <string>

namespace boost {
namespace gpu_paths {
namespace distributed_detail {

inline void check_mpi(int result, const char* call)
{
    if (result == MPI_SUCCESS) return;
    char text[MPI_MAX_ERROR_STRING];
    int length = 0;
    if (MPI_Error_string(result, text, &length) != MPI_SUCCESS) length = 0;
    throw error(std::string(call) + " failed: " + std::string(text, static_cast<std::size_t>(length)));
}

}  // namespace distributed_detail
}  // namespace gpu_paths
}  // namespace boost

#endif
