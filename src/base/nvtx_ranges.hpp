// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// NVTX ranges in the library's own domain, where the build found the CUDA toolkit's
// header-only NVTX3 (BOOST_GPU_PATHS_HAS_NVTX); elsewhere they do nothing. Callers emit
// them only when the call's trace asks for nvtx, so an untraced call does no work here.
#ifndef BOOST_GPU_PATHS_SRC_BASE_NVTX_RANGES_HPP
#define BOOST_GPU_PATHS_SRC_BASE_NVTX_RANGES_HPP

namespace boost {
namespace gpu_paths {
namespace base {

// Pushes a range named `name` on the calling thread; pop_range() ends the innermost one.
void push_range(const char* name) noexcept;
void pop_range() noexcept;

// A range for the lifetime of the object, when `enabled`.
class scoped_range {
public:
    scoped_range(bool enabled, const char* name) noexcept : enabled_(enabled)
    {
        if (enabled_) push_range(name);
    }
    ~scoped_range()
    {
        if (enabled_) pop_range();
    }
    scoped_range(const scoped_range&) = delete;
    scoped_range& operator=(const scoped_range&) = delete;

private:
    bool enabled_;
};

}  // namespace base
}  // namespace gpu_paths
}  // namespace boost

#endif
