# Copyright 2026 the boost_gpu_paths authors.
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
# Debian packages by CPack (`cpack -G DEB` in a build folder), one per install component:
#   runtime  libboost-gpu-paths<soversion>  the shared library
#   dev      libboost-gpu-paths-dev         headers, CMake package, pkg-config file, .so link
#   tools    gpu-paths                      the command-line tool
# The soversion in the runtime package's name lets packages of two ABIs sit side by side.
set(BOOST_GPU_PATHS_PACKAGE_CONTACT "boost_gpu_paths maintainers"
    CACHE STRING "Maintainer field of the Debian packages (name <address>)")

set(CPACK_PACKAGE_NAME boost-gpu-paths)
set(CPACK_PACKAGE_VENDOR "the boost_gpu_paths authors")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_CONTACT "${BOOST_GPU_PATHS_PACKAGE_CONTACT}")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE_1_0.txt)
set(CPACK_PACKAGE_INSTALL_DIRECTORY /usr)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)

set(CPACK_COMPONENTS_ALL runtime dev)
if(TARGET gpu-paths)
  list(APPEND CPACK_COMPONENTS_ALL tools)
endif()
set(CPACK_COMPONENT_DEV_DEPENDS runtime)
set(CPACK_COMPONENT_TOOLS_DEPENDS runtime)

set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION libs)
# libc and libstdc++ versions from the binaries; the library built here is found in the
# build tree rather than among installed packages.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS ${PROJECT_BINARY_DIR})
set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME libboost-gpu-paths${BOOST_GPU_PATHS_SOVERSION})
set(CPACK_DEBIAN_DEV_PACKAGE_NAME libboost-gpu-paths-dev)
set(CPACK_DEBIAN_TOOLS_PACKAGE_NAME gpu-paths)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_TOOLS_PACKAGE_SECTION science)
# The headers and the library of one version belong together; the headers use BGL's.
set(BOOST_GPU_PATHS_RUNTIME_EXACT "${CPACK_DEBIAN_RUNTIME_PACKAGE_NAME} (= ${PROJECT_VERSION})")
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS "${BOOST_GPU_PATHS_RUNTIME_EXACT}, libboost-graph-dev (>= 1.74)")
set(CPACK_DEBIAN_TOOLS_PACKAGE_DEPENDS "${BOOST_GPU_PATHS_RUNTIME_EXACT}")
# The Debian synopsis is CPACK_PACKAGE_DESCRIPTION_SUMMARY; these are the bodies below it.
# Debian control files have no licence field: the licence is named here and installed with
# the runtime package, on which the others depend.
set(BOOST_GPU_PATHS_PACKAGE_LICENSE "Licence: Boost Software License 1.0 (/usr/${CMAKE_INSTALL_DOCDIR}/LICENSE_1_0.txt).")
set(CPACK_COMPONENT_RUNTIME_DESCRIPTION "The shared library. Drop-in replacements for BGL's Floyd-Warshall, \
Dijkstra and breadth-first search that run on an NVIDIA GPU when built with CUDA, and on a \
multi-threaded host backend otherwise.\n${BOOST_GPU_PATHS_PACKAGE_LICENSE}")
set(CPACK_COMPONENT_DEV_DESCRIPTION "Development files: the C++17 headers, the CMake package \
(find_package(boost_gpu_paths)) and the pkg-config file.\n${BOOST_GPU_PATHS_PACKAGE_LICENSE}")
set(CPACK_COMPONENT_TOOLS_DESCRIPTION "gpu-paths, the command-line tool: shortest paths and \
breadth-first search on a graph file.\n${BOOST_GPU_PATHS_PACKAGE_LICENSE}")

include(CPack)
