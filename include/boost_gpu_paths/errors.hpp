// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Exceptions thrown by boost_gpu_paths.
//
// Where BGL itself throws (boost::negative_edge), the front ends throw BGL's type.
// Everything else that can go wrong on the way to or inside a backend derives from
// gpu_paths::error, so a caller can catch the library's failures in one place.
#ifndef BOOST_GPU_PATHS_ERRORS_HPP
#define BOOST_GPU_PATHS_ERRORS_HPP

#include <boost_gpu_paths/detail/config.hpp>

#include <cstddef>
#include <stdexcept>
#include <string>

namespace boost {
namespace gpu_paths {

// Base of every exception this library defines.
class BOOST_GPU_PATHS_API error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A CUDA runtime call or kernel launch failed; what() carries CUDA's own message.
class BOOST_GPU_PATHS_API cuda_error : public error {
public:
    cuda_error(int code, const std::string& message) : error(message), code_(code) {}
    int code() const noexcept { return code_; }

private:
    int code_;
};

// The device has too little free memory for a request; what() names the bytes.
class BOOST_GPU_PATHS_API device_memory_error : public cuda_error {
public:
    device_memory_error(int code, const std::string& message, std::size_t requested_bytes)
        : cuda_error(code, message), requested_bytes_(requested_bytes) {}
    std::size_t requested_bytes() const noexcept { return requested_bytes_; }

private:
    std::size_t requested_bytes_;
};

// The host has too little memory for an array a call needs (the host backend's matrices
// and rows, the laid-out graph); what() names the bytes, what they were for and, where
// the system reports it, the physical memory. requested_bytes() is 0 where the size of
// the failed request is not known, and SIZE_MAX where it overflows a size_t.
class BOOST_GPU_PATHS_API host_memory_error : public error {
public:
    host_memory_error(const std::string& message, std::size_t requested_bytes)
        : error(message), requested_bytes_(requested_bytes) {}
    std::size_t requested_bytes() const noexcept { return requested_bytes_; }

private:
    std::size_t requested_bytes_;
};

// The caller forced a backend that is not usable here (no device, or built without CUDA).
class BOOST_GPU_PATHS_API backend_unavailable : public error {
public:
    using error::error;
};

// Integer path lengths could leave the range in which the backends represent them
// exactly (see detail/base/weight_encoding.hpp); use a wider weight type.
class BOOST_GPU_PATHS_API weight_overflow : public error {
public:
    using error::error;
};

// An input the algorithms cannot give a meaningful answer for (NaN weights, a vertex
// outside the graph, a distance_zero other than the semiring's zero).
class BOOST_GPU_PATHS_API invalid_input : public error {
public:
    using error::error;
};

// The call was cancelled through its cancel_token (cancel_with, execution.hpp) before it
// finished; what it had written is as the call's documentation says.
class BOOST_GPU_PATHS_API cancelled : public error {
public:
    using error::error;
};

}  // namespace gpu_paths
}  // namespace boost

#endif
