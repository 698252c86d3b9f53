// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Choosing where the algorithms run.
//
// backend_kind::automatic picks, per call, BGL's own algorithm, the multi-threaded host
// backend or CUDA (when the library was built with it and a usable device exists) by the
// call's size (detail/interface/path_choice.hpp). The environment variable
// BOOST_GPU_PATHS_BACKEND (auto | cuda | host) overrides the automatic choice for a
// whole process; the use_backend() named parameter overrides both for one call.
#ifndef BOOST_GPU_PATHS_BACKEND_HPP
#define BOOST_GPU_PATHS_BACKEND_HPP

#include <boost_gpu_paths/detail/config.hpp>

#include <string>

namespace boost {
namespace gpu_paths {

enum class backend_kind { automatic, cuda, host };

// True when the library was compiled with its CUDA backend.
BOOST_GPU_PATHS_API bool cuda_backend_compiled() noexcept;

// True when the CUDA backend is compiled in and at least one device can run its kernels.
// The answer is computed once per process; asking starts the device (about a fifth of a
// second, once), which automatic calls otherwise do only where it pays
// (cold_start_options in execution.hpp).
BOOST_GPU_PATHS_API bool cuda_device_available() noexcept;

// Where this process's CUDA device stands, without starting it: not started; starting (on a
// thread of the library's own, while automatic calls run on the host); usable; or unusable
// (no CUDA backend, no device, or no context could be made on it).
enum class device_state { not_started, starting, usable, unusable };
BOOST_GPU_PATHS_API device_state cuda_device_state() noexcept;

// Starts the CUDA device now, for a program that would rather pay the start up front than
// have its automatic calls run on the host until the start pays; returns
// cuda_device_available(). Without the CUDA backend or a device it returns false at once.
BOOST_GPU_PATHS_API bool warm_up() noexcept;

// The concrete backend a call will use: requested, else the environment variable, else
// automatic detection. Throws backend_unavailable if CUDA is forced but cannot run, and
// std::invalid_argument for an unknown value in the environment variable.
BOOST_GPU_PATHS_API backend_kind resolve_backend(backend_kind requested = backend_kind::automatic);

// "auto", "cuda" or "host".
BOOST_GPU_PATHS_API const char* to_string(backend_kind kind) noexcept;

// Parses "auto", "cuda" or "host"; throws std::invalid_argument otherwise.
BOOST_GPU_PATHS_API backend_kind parse_backend(const std::string& name);

// The number of CUDA devices this process sees (0 without the CUDA backend or a device).
BOOST_GPU_PATHS_API int cuda_device_count() noexcept;

// One line naming the device the CUDA backend uses (or why there is none).
BOOST_GPU_PATHS_API std::string describe_cuda_device();

}  // namespace gpu_paths
}  // namespace boost

#endif
