// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Failures on demand, for the tests of what a call does when a resource fails it: the
// n-th host block, device block, pinned block or checked CUDA runtime call from the
// moment a site is armed fails as the real failure would (host_memory_error,
// device_memory_error, cuda_error), before it takes anything. Not installed: the tests
// include it from src/ and link the exported functions.
//
// Disarmed, a site costs a function call and one relaxed atomic load, so the checks stay
// in every build.
#ifndef BOOST_GPU_PATHS_SRC_BASE_FAULT_INJECTION_HPP
#define BOOST_GPU_PATHS_SRC_BASE_FAULT_INJECTION_HPP

#include <boost_gpu_paths/detail/config.hpp>

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace testing {

enum class fault_site : int {
    host_block,    // base::take_host_block: the layout's and results' large host arrays
    device_block,  // cuda::take_device_block: every device array
    pinned_block,  // cuda::take_pinned_block: page-locked staging buffers
    cuda_call,     // BOOST_GPU_PATHS_CUDA_CHECK: a runtime call, failed before it is made
};
inline constexpr int fault_site_count = static_cast<int>(fault_site::cuda_call) + 1;

// From now, the n-th event at `site` (1 for the next) fails; the count starts again at
// each call. n = 0 disarms the site; a number larger than any call makes (UINT64_MAX)
// counts without failing.
BOOST_GPU_PATHS_API void fail_nth(fault_site site, std::uint64_t n) noexcept;
// Events at `site` since it was last armed.
BOOST_GPU_PATHS_API std::uint64_t events_since_armed(fault_site site) noexcept;

}  // namespace testing

namespace base {

// True where this event at `site` is the one armed to fail (the caller then throws).
bool injected_fault(testing::fault_site site) noexcept;

}  // namespace base
}  // namespace gpu_paths
}  // namespace boost

#endif
