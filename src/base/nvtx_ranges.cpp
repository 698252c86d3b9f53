// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "base/nvtx_ranges.hpp"

#if BOOST_GPU_PATHS_HAS_NVTX
#include <nvtx3/nvToolsExt.h>
#endif

namespace boost {
namespace gpu_paths {
namespace base {

#if BOOST_GPU_PATHS_HAS_NVTX

namespace {

// One domain for the library, so that its ranges group apart from the application's.
nvtxDomainHandle_t domain()
{
    static const nvtxDomainHandle_t handle = nvtxDomainCreateA("boost_gpu_paths");
    return handle;
}

}  // namespace

void push_range(const char* name) noexcept
{
    nvtxEventAttributes_t attributes{};
    attributes.version = NVTX_VERSION;
    attributes.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
    attributes.messageType = NVTX_MESSAGE_TYPE_ASCII;
    attributes.message.ascii = name;
    nvtxDomainRangePushEx(domain(), &attributes);
}

void pop_range() noexcept { nvtxDomainRangePop(domain()); }

#else

void push_range(const char*) noexcept {}
void pop_range() noexcept {}

#endif

}  // namespace base
}  // namespace gpu_paths
}  // namespace boost
