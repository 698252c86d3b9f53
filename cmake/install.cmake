# Copyright 2026 the boost_gpu_paths authors.
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
# Install rules of the library (components runtime and dev) and its CMake package config,
# pkg-config file and licence. Included from the top-level CMakeLists.txt when
# BOOST_GPU_PATHS_INSTALL is ON.
include(CMakePackageConfigHelpers)

set(BOOST_GPU_PATHS_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/boost_gpu_paths)

# The shared object goes to runtime, its namelink and a static archive to dev.
install(TARGETS boost_gpu_paths EXPORT boost_gpu_paths_targets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT runtime NAMELINK_COMPONENT dev
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT runtime
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
if(BOOST_GPU_PATHS_HAS_MPI)
  install(TARGETS boost_gpu_paths_mpi EXPORT boost_gpu_paths_targets
          LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT runtime NAMELINK_COMPONENT dev
          ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev
          RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT runtime
          INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
endif()
# The public front end and the detail/ headers its templates include; src/ stays out.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/boost_gpu_paths/
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/boost_gpu_paths COMPONENT dev
        FILES_MATCHING PATTERN "*.hpp")
install(FILES ${PROJECT_BINARY_DIR}/include/boost_gpu_paths/version.hpp
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/boost_gpu_paths COMPONENT dev)

# --- CMake package ------------------------------------------------------------------------
install(EXPORT boost_gpu_paths_targets NAMESPACE boost_gpu_paths::
        DESTINATION ${BOOST_GPU_PATHS_CMAKE_DIR} COMPONENT dev)
# The config needs to know what the library links: a static library built with CUDA
# passes CUDA::cudart_static on to its users, who then need the CUDA toolkit found.
get_target_property(BOOST_GPU_PATHS_LIBRARY_TYPE boost_gpu_paths TYPE)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/boost_gpu_pathsConfig.cmake.in
  ${PROJECT_BINARY_DIR}/boost_gpu_pathsConfig.cmake
  INSTALL_DESTINATION ${BOOST_GPU_PATHS_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/boost_gpu_pathsConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/boost_gpu_pathsConfig.cmake
              ${PROJECT_BINARY_DIR}/boost_gpu_pathsConfigVersion.cmake
              ${PROJECT_SOURCE_DIR}/cmake/FindBoostHeaders.cmake
        DESTINATION ${BOOST_GPU_PATHS_CMAKE_DIR} COMPONENT dev)

# --- pkg-config ---------------------------------------------------------------------------
# A static library needs its private dependencies on the link line as well.
set(BOOST_GPU_PATHS_PC_LIBS_PRIVATE "")
if(BOOST_GPU_PATHS_LIBRARY_TYPE STREQUAL "STATIC_LIBRARY" AND BOOST_GPU_PATHS_HAS_CUDA)
  set(BOOST_GPU_PATHS_PC_LIBS_PRIVATE "-L${CUDAToolkit_LIBRARY_DIR} -lcudart_static -ldl -lrt")
endif()
# Paths relative to the .pc file's own folder, so that the installed tree can be moved
# (cmake --install --prefix, a Debian package's /usr).
file(RELATIVE_PATH BOOST_GPU_PATHS_PC_PREFIX ${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig ${CMAKE_INSTALL_PREFIX})
string(REGEX REPLACE "/$" "" BOOST_GPU_PATHS_PC_PREFIX "${BOOST_GPU_PATHS_PC_PREFIX}")
configure_file(${PROJECT_SOURCE_DIR}/cmake/boost_gpu_paths.pc.in
               ${PROJECT_BINARY_DIR}/boost_gpu_paths.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/boost_gpu_paths.pc
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig COMPONENT dev)

# --- Licence ------------------------------------------------------------------------------
# With the runtime component, on which the dev and tools packages depend.
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE_1_0.txt DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT runtime)
