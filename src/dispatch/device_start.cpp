// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The start of the CUDA device (device_start.hpp). The state moves one way: not_started ->
// (starting ->) usable or unusable. A start on a thread of its own only makes the driver's
// primary context (cuda/runtime/driver_start.cu); the runtime's own probe, the one verdict,
// runs on the first thread that needs the device, and is quick once the context exists.
#include "dispatch/device_start.hpp"
#include "dispatch/environment.hpp"

#if BOOST_GPU_PATHS_HAS_CUDA
#include "cuda/runtime/device.hpp"
#endif

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <thread>

namespace boost {
namespace gpu_paths {
namespace dispatch {

namespace {

using clock = std::chrono::steady_clock;

struct device_start {
    std::mutex mutex;
    std::condition_variable started;
    std::atomic<device_state> state{device_state::not_started};
    bool background_done = false;  // the thread of its own has finished (under mutex)
    std::thread background;
    bool cold_calls_seen = false;  // under mutex
    clock::time_point first_cold_call;
};

// Never destroyed: the thread of its own is joined by an exit handler instead, which runs
// before the driver library's own (the library is loaded before the handler is registered).
device_start& the_start()
{
    static device_start* const start = new device_start;
    return *start;
}

#if BOOST_GPU_PATHS_HAS_CUDA
void join_at_exit()
{
    device_start& s = the_start();
    if (s.background.joinable()) s.background.join();
}

// Under s.mutex, with the state not_started.
void start_in_background(device_start& s)
{
    if (!cuda::load_driver()) {
        s.state = device_state::unusable;
        return;
    }
    int device = -1;
    try {
        device = environment_defaults().device;
    } catch (...) {
        // The environment's error reaches the caller from the call itself.
    }
    s.state = device_state::starting;
    std::atexit(join_at_exit);
    try {
        s.background = std::thread([&s, device] {
            cuda::start_primary_context(device);
            std::lock_guard<std::mutex> lock(s.mutex);
            s.background_done = true;
            s.started.notify_all();
        });
    } catch (...) {
        // No thread to be had: the device starts when a call needs it.
        s.state = device_state::not_started;
    }
}
#endif

}  // namespace

device_state device_start_state() noexcept { return the_start().state.load(); }

bool start_device_now() noexcept
{
    device_start& s = the_start();
    const device_state known = s.state.load();
    if (known == device_state::usable || known == device_state::unusable) return known == device_state::usable;
    std::unique_lock<std::mutex> lock(s.mutex);
    if (s.state == device_state::starting) s.started.wait(lock, [&] { return s.background_done; });
    if (s.state == device_state::usable || s.state == device_state::unusable) return s.state == device_state::usable;
#if BOOST_GPU_PATHS_HAS_CUDA
    s.state = cuda::device_usable() ? device_state::usable : device_state::unusable;
#else
    s.state = device_state::unusable;
#endif
    return s.state == device_state::usable;
}

void note_cold_call(double after_ms) noexcept
{
    device_start& s = the_start();
    if (s.state.load() != device_state::not_started) return;
    std::lock_guard<std::mutex> lock(s.mutex);
    if (s.state != device_state::not_started) return;
    const clock::time_point now = clock::now();
    if (!s.cold_calls_seen) {
        s.cold_calls_seen = true;
        s.first_cold_call = now;
    }
    if (std::chrono::duration<double, std::milli>(now - s.first_cold_call).count() < after_ms) return;
#if BOOST_GPU_PATHS_HAS_CUDA
    start_in_background(s);
#else
    s.state = device_state::unusable;
#endif
}

}  // namespace dispatch
}  // namespace gpu_paths
}  // namespace boost
