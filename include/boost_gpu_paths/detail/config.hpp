// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Build configuration shared by every header: the macro that marks what the shared library
// exports. The library is compiled with hidden visibility, so only declarations carrying
// BOOST_GPU_PATHS_API (the backend interface, backend selection, the worker pool, the
// graph-file functions and the exception types) are visible to programs that link it.
#ifndef BOOST_GPU_PATHS_DETAIL_CONFIG_HPP
#define BOOST_GPU_PATHS_DETAIL_CONFIG_HPP

#if defined(_WIN32) || defined(__CYGWIN__)
#if defined(BOOST_GPU_PATHS_BUILDING_LIBRARY)
#define BOOST_GPU_PATHS_API __declspec(dllexport)
#else
#define BOOST_GPU_PATHS_API __declspec(dllimport)
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define BOOST_GPU_PATHS_API __attribute__((visibility("default")))
#else
#define BOOST_GPU_PATHS_API
#endif

#endif
