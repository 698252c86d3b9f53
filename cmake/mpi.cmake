# Copyright 2026 the boost_gpu_paths authors.
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
# The component boost_gpu_paths_mpi: the distributed calls of <boost_gpu_paths/distributed.hpp>
# over an MPI communicator, built when MPI is found (Debian: libopenmpi-dev). A library of
# its own, so that a program without MPI links the main library alone. A project that adds
# this one as a subproject turns it on itself.
option(BOOST_GPU_PATHS_WITH_MPI "Build boost_gpu_paths_mpi (distributed calls) when MPI is found"
       ${PROJECT_IS_TOP_LEVEL})
set(BOOST_GPU_PATHS_HAS_MPI 0)
if(NOT BOOST_GPU_PATHS_WITH_MPI)
  return()
endif()
# The MPI C API from C++, without the deprecated C++ bindings.
set(MPI_CXX_SKIP_MPICXX ON)
find_package(MPI COMPONENTS CXX)
if(NOT MPI_CXX_FOUND)
  message(STATUS "boost_gpu_paths: MPI not found, boost_gpu_paths_mpi is not built")
  return()
endif()
set(BOOST_GPU_PATHS_HAS_MPI 1)
message(STATUS "boost_gpu_paths: boost_gpu_paths_mpi ON (MPI ${MPI_CXX_VERSION})")

if(BOOST_GPU_PATHS_SHARED)
  add_library(boost_gpu_paths_mpi SHARED)
else()
  add_library(boost_gpu_paths_mpi STATIC)
endif()
add_library(boost_gpu_paths::boost_gpu_paths_mpi ALIAS boost_gpu_paths_mpi)
target_sources(boost_gpu_paths_mpi PRIVATE ${PROJECT_SOURCE_DIR}/src/distributed/source_dealer.cpp
               ${PROJECT_SOURCE_DIR}/src/distributed/collective_outcome.cpp)
set_target_properties(boost_gpu_paths_mpi PROPERTIES POSITION_INDEPENDENT_CODE ON
                      VERSION ${PROJECT_VERSION} SOVERSION ${BOOST_GPU_PATHS_SOVERSION}
                      CXX_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON)
target_include_directories(boost_gpu_paths_mpi PRIVATE ${PROJECT_SOURCE_DIR}/src)
target_compile_definitions(boost_gpu_paths_mpi PRIVATE BOOST_GPU_PATHS_BUILDING_MPI)
target_link_libraries(boost_gpu_paths_mpi PUBLIC boost_gpu_paths MPI::MPI_CXX)
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  target_compile_options(boost_gpu_paths_mpi PRIVATE -Wall -Wextra)
endif()
