// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The context a backend runs in, made concrete at the interface: the backend resolved
// (automatic becomes CUDA or host), the CUDA device ordinal checked, the report told both.
#ifndef BOOST_GPU_PATHS_SRC_DISPATCH_CONTEXT_HPP
#define BOOST_GPU_PATHS_SRC_DISPATCH_CONTEXT_HPP

#include <boost_gpu_paths/detail/base/host_memory.hpp>
#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/execution.hpp>

#include "base/nvtx_ranges.hpp"

#include <cstdint>
#include <new>
#include <string>

namespace boost {
namespace gpu_paths {
namespace dispatch {

// Throws invalid_input for an option outside its range, on every backend.
void check_options(const options& tuning);

// Throws backend_unavailable when the backend or device asked for cannot run here, and
// what check_options throws.
execution_context resolve_context(const execution_context& requested);

// The NVTX range of a backend's part of a call, named after the backend.
inline const char* backend_range_name(backend_kind backend) noexcept
{
    return backend == backend_kind::cuda ? "backend: cuda" : "backend: host";
}

// A resolved context and the host threads its options ask for, for one backend call; with
// an nvtx trace, a range around it that names the backend.
struct call_scope {
    execution_context context;
    base::thread_scope threads;
    base::scoped_range range;

    explicit call_scope(const execution_context& requested)
        : context(resolve_context(requested)), threads(context.tuning.threads, context.tuning.thread_pool),
          range(context.tuning.trace.has(trace_mode::nvtx), backend_range_name(context.backend))
    {
    }
};

// Runs body(), turning a std::bad_alloc that escapes it into host_memory_error naming the
// call. The large arrays already report their own bytes (base::resize_host_vector,
// host_array); this catches what grows on the way (heaps, lists, a caller's std::map rows).
template <class Body>
decltype(auto) with_host_memory_errors(const char* call, std::uint64_t vertices, Body&& body)
{
    try {
        return body();
    } catch (const std::bad_alloc&) {
        base::throw_host_memory_error(0, std::string("memory for ") + call + " on " + std::to_string(vertices) +
                                             " vertices");
    }
}

}  // namespace dispatch
}  // namespace gpu_paths
}  // namespace boost

#endif
