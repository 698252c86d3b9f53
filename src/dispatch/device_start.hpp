// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Whether this process's CUDA device is started, and starting it: at once, for a call that
// repays the start (and for cuda_device_available() and warm_up()), or on a thread of its
// own while automatic calls run on the host (cold_start_options). Nothing here touches the
// device until one of these asks.
#ifndef BOOST_GPU_PATHS_SRC_DISPATCH_DEVICE_START_HPP
#define BOOST_GPU_PATHS_SRC_DISPATCH_DEVICE_START_HPP

#include <boost_gpu_paths/backend.hpp>

namespace boost {
namespace gpu_paths {
namespace dispatch {

// Never blocks and never touches the device (gpu_paths::cuda_device_state()).
device_state device_start_state() noexcept;

// Starts the device on the calling thread (waiting for a start already under way), once per
// process; true when it can run kernels.
bool start_device_now() noexcept;

// Tells that an automatic call which a started device would have served runs on the host
// because the device is cold. Once such calls have gone on for `after_ms` since the first,
// the device starts on a thread of its own; the process waits for that thread at exit.
void note_cold_call(double after_ms) noexcept;

}  // namespace dispatch
}  // namespace gpu_paths
}  // namespace boost

#endif
