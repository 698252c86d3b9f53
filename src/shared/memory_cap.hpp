// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// options::device_memory_cap_mib in bytes, for both backends.
#ifndef BOOST_GPU_PATHS_SRC_SHARED_MEMORY_CAP_HPP
#define BOOST_GPU_PATHS_SRC_SHARED_MEMORY_CAP_HPP

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace shared {

// The cap in bytes; a cap of 2^44 MiB or more (settable in code, not through the
// environment) saturates at the largest count instead of wrapping to a small one.
constexpr std::uint64_t memory_cap_bytes(std::uint64_t cap_mib) noexcept
{
    return cap_mib > (~std::uint64_t(0) >> 20) ? ~std::uint64_t(0) : cap_mib << 20;
}

}  // namespace shared
}  // namespace gpu_paths
}  // namespace boost

#endif
