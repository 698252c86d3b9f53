# Copyright 2026 the boost_gpu_paths authors.
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
# Provides the interface target boost_gpu_paths_boost_headers carrying Boost's include
# directory (Graph, Property Map and their dependencies are header-only). Boost's own
# CMake package is used when installed; otherwise the headers are located directly, since
# CMake 3.30+ no longer ships FindBoost and some machines have the headers without the
# package files.
if(NOT TARGET boost_gpu_paths_boost_headers)
  find_package(Boost 1.74 CONFIG QUIET)
  add_library(boost_gpu_paths_boost_headers INTERFACE)
  if(TARGET Boost::headers)
    target_link_libraries(boost_gpu_paths_boost_headers INTERFACE Boost::headers)
  else()
    find_path(BOOST_GPU_PATHS_BOOST_INCLUDE_DIR boost/graph/adjacency_list.hpp)
    if(NOT BOOST_GPU_PATHS_BOOST_INCLUDE_DIR)
      message(FATAL_ERROR "boost_gpu_paths needs the Boost Graph Library headers (Debian: libboost-graph-dev)")
    endif()
    target_include_directories(boost_gpu_paths_boost_headers INTERFACE ${BOOST_GPU_PATHS_BOOST_INCLUDE_DIR})
  endif()
endif()
