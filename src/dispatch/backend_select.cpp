// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Run-time choice between the CUDA and the host backend, and of the CUDA device.
#include "dispatch/context.hpp"
#include "dispatch/device_start.hpp"
#include "dispatch/environment.hpp"

#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/errors.hpp>

#if BOOST_GPU_PATHS_HAS_CUDA
#include "cuda/runtime/device.hpp"
#endif

#include <limits>
#include <stdexcept>
#include <string>

namespace boost {
namespace gpu_paths {

bool cuda_backend_compiled() noexcept { return BOOST_GPU_PATHS_HAS_CUDA != 0; }

bool cuda_device_available() noexcept { return dispatch::start_device_now(); }

bool warm_up() noexcept { return dispatch::start_device_now(); }

device_state cuda_device_state() noexcept { return dispatch::device_start_state(); }

int cuda_device_count() noexcept
{
#if BOOST_GPU_PATHS_HAS_CUDA
    return cuda_device_available() ? cuda::device_count() : 0;
#else
    return 0;
#endif
}

const char* to_string(backend_kind kind) noexcept
{
    switch (kind) {
    case backend_kind::cuda: return "cuda";
    case backend_kind::host: return "host";
    default: return "auto";
    }
}

backend_kind parse_backend(const std::string& name)
{
    if (name == "auto" || name == "automatic") return backend_kind::automatic;
    if (name == "cuda" || name == "gpu") return backend_kind::cuda;
    if (name == "host" || name == "cpu") return backend_kind::host;
    throw std::invalid_argument("unknown backend '" + name + "' (expected auto, cuda or host)");
}

backend_kind resolve_backend(backend_kind requested)
{
    if (requested == backend_kind::automatic) requested = dispatch::environment_defaults().backend;
    switch (requested) {
    case backend_kind::host: return backend_kind::host;
    case backend_kind::cuda:
        if (!cuda_backend_compiled())
            throw backend_unavailable("the CUDA backend was requested but this build of boost_gpu_paths has no CUDA support");
        if (!cuda_device_available())
            throw backend_unavailable("the CUDA backend was requested but no usable CUDA device was found: " +
                                      describe_cuda_device());
        return backend_kind::cuda;
    default: return cuda_device_available() ? backend_kind::cuda : backend_kind::host;
    }
}

std::string describe_cuda_device()
{
#if BOOST_GPU_PATHS_HAS_CUDA
    return cuda::device_description(-1);
#else
    return "built without CUDA";
#endif
}

namespace dispatch {

namespace {

[[noreturn]] void refuse(const char* option, const std::string& value, const char* expected)
{
    throw invalid_input(std::string("options.") + option + " = " + value + ": expected " + expected);
}

}  // namespace

void check_options(const options& o)
{
    const closure_options& c = o.closure;
    if (c.block % 128) refuse("closure.block", std::to_string(c.block), "0 or a multiple of 128");
    if (c.chunk_mib < 1 || c.chunk_mib > 1024) refuse("closure.chunk_mib", std::to_string(c.chunk_mib), "1 to 1024");
    if (c.defer_stripes < 1) refuse("closure.defer_stripes", std::to_string(c.defer_stripes), "at least 1");
    if (c.defer_depth % 128) refuse("closure.defer_depth", std::to_string(c.defer_depth), "0 or a multiple of 128");
    // The out-of-core pivot panel closes its rows in one launch, a grid row each.
    if (c.out_of_core_block > 65535)
        refuse("closure.out_of_core_block", std::to_string(c.out_of_core_block), "0 to 65535");
    if (!(o.sssp.delta >= 0) || o.sssp.delta == std::numeric_limits<double>::infinity())
        refuse("sssp.delta", std::to_string(o.sssp.delta), "a finite number >= 0");
    const double after = o.cold_start.background_after_ms;
    if (!(after >= 0) || after == std::numeric_limits<double>::infinity())
        refuse("cold_start.background_after_ms", std::to_string(after), "a finite number >= 0");
    if (!(o.bfs.alpha > 0) || !(o.bfs.beta > 0))
        refuse("bfs.alpha and bfs.beta", std::to_string(o.bfs.alpha) + ", " + std::to_string(o.bfs.beta),
               "numbers > 0");
}

execution_context resolve_context(const execution_context& requested)
{
    check_options(requested.tuning);
    execution_context resolved = requested;
    resolved.backend = resolve_backend(requested.backend);
    if (resolved.backend == backend_kind::cuda) {
        int device = requested.device >= 0 ? requested.device : environment_defaults().device;
#if BOOST_GPU_PATHS_HAS_CUDA
        // Named devices replace `device`; each must be a device of this host.
        if (!requested.devices.empty()) device = requested.devices.front();
        for (int& named : resolved.devices) named = cuda::resolve_device(named);
        resolved.device = cuda::resolve_device(device);
#else
        (void)device;
#endif
    } else {
        resolved.device = -1;
    }
    if (resolved.report) {
        resolved.report->backend = resolved.backend;
        resolved.report->device = resolved.device;
        resolved.report->devices.clear();
        if (resolved.device >= 0) resolved.report->devices.push_back(resolved.device);
    }
    return resolved;
}

}  // namespace dispatch
}  // namespace gpu_paths
}  // namespace boost
