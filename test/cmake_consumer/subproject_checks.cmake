# Copyright 2026 the boost_gpu_paths authors.
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
# boost_gpu_paths_check_subproject(<build type before>): what boost_gpu_paths must leave
# alone when it is another project's subproject (test/cmake_subproject,
# test/cmake_fetchcontent). Fails the configure step naming what it found.
function(boost_gpu_paths_check_subproject build_type_before)
  if(NOT "${CMAKE_BUILD_TYPE}" STREQUAL "${build_type_before}")
    message(FATAL_ERROR "boost_gpu_paths changed CMAKE_BUILD_TYPE from '${build_type_before}' to '${CMAKE_BUILD_TYPE}'")
  endif()
  if(BOOST_GPU_PATHS_INSTALL)
    message(FATAL_ERROR "BOOST_GPU_PATHS_INSTALL is ON in a subproject")
  endif()
  foreach(target gpu-paths gpu-paths-stress test_backend_select demo bench_floyd_warshall)
    if(TARGET ${target})
      message(FATAL_ERROR "the subproject defines ${target}; tools, tests, examples and benchmarks must default to OFF")
    endif()
  endforeach()
  if(NOT TARGET boost_gpu_paths::boost_gpu_paths)
    message(FATAL_ERROR "no target boost_gpu_paths::boost_gpu_paths")
  endif()
  message(STATUS "boost_gpu_paths as a subproject: build type, install rules and targets as expected")
endfunction()
