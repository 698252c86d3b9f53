// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What one device holds in the several-device closure (multi_device.cuh): its row band,
// two slots for the pivot rows other devices send, its streams, and the events that order
// it against the others; and the host-side helpers the closure runs its devices with.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_MULTI_DEVICE_BAND_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_MULTI_DEVICE_BAND_CUH

#include "cuda/closure/band_update.cuh"
#include "cuda/closure/pivot_panel.cuh"
#include "cuda/runtime/call_scope.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/memory.cuh"

#include <cstddef>
#include <cstdint>
#include <exception>
#include <future>
#include <memory>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// Runs f(i) for every i in [0, count) on a host thread each; every thread is joined
// before the first failure is rethrown (they share the call's buffers and sinks).
template <class F>
void on_every_device(std::size_t count, F f)
{
    std::vector<std::future<void>> running;
    std::exception_ptr failure;
    for (std::size_t i = 0; i < count; ++i) {
        try {
            running.push_back(std::async(std::launch::async, [&f, i] { f(i); }));
        } catch (...) {
            if (!failure) failure = std::current_exception();
        }
    }
    for (auto& r : running) {
        try {
            r.get();
        } catch (...) {
            if (!failure) failure = std::current_exception();
        }
    }
    if (failure) std::rethrow_exception(failure);
}

// Every pair of distinct devices in `devices` that can reach each other directly does so
// from now on (a pair already enabled stays so); other pairs' peer copies go through the
// host, staged by the driver.
inline void enable_peer_access(const std::vector<int>& devices)
{
    for (int a : devices)
        for (int b : devices) {
            if (a == b) continue;
            int can = 0;
            BOOST_GPU_PATHS_CUDA_CHECK(cudaDeviceCanAccessPeer(&can, a, b));
            if (!can) continue;
            const device_scope scope(a);
            const cudaError_t status = cudaDeviceEnablePeerAccess(b, 0);
            if (status == cudaErrorPeerAccessAlreadyEnabled)
                cudaGetLastError();
            else
                BOOST_GPU_PATHS_CUDA_CHECK(status);
        }
}

// One device's share, rows [first, last) of the matrix, rows ld apart. Paths: tracked
// predecessors beside the distances, rounds by the out-of-core kernels; otherwise rows
// padded to the product tiles, the pivot rows closed by pivot_panel_closer (one per round
// parity, since round K+1's closing runs while round K still reads the closed block) and
// the band updated by band_update, and each slot holds the closed pivot block too. Built
// with its device current, and torn down with it current again.
template <class S, class Ops, bool Paths>
struct device_band {
    using T = typename S::value_type;

    teardown_device teardown;  // first: destroyed last
    int device;
    std::size_t first, last, ld;
    device_buffer<T> d;
    device_buffer<std::uint32_t> p;
    device_buffer<T> panel[2];                // other devices' pivot rows, block x ld
    device_buffer<std::uint32_t> panel_p[2];  // Paths: their predecessors
    device_buffer<T> panel_block[2];          // !Paths: their closed pivot block, block x block
    device_buffer<T> diagonal;                // Paths: this device's pivot diagonal
    pinned_buffer<T> diagonal_host;
    device_buffer<int> abort;  // !Paths: set by a negative cycle in a block this device closed
    pinned_buffer<int> abort_host;
    std::unique_ptr<pivot_panel_closer<S, Ops>> closer[2];
    closed_pivot_panel<T> closed_panel[2];  // what closer[s] last closed
    band_scratch<T> main_scratch;
    stream main;
    stream side{stream::highest_priority};  // the closing of the next pivot rows goes first
    event closed;           // side: this device's pivot rows closed, the negative-cycle check on the host
    event sent;             // side: those rows copied to every other device
    event next_rows_ready;  // main: round K+1's pivot rows updated through round K
    event slot_free[2];     // main: the round that read panel slot s is done

    device_band(int device_, std::size_t first_, std::size_t last_, std::size_t ld_, std::size_t block)
        : device(device_), first(first_), last(last_), ld(ld_), diagonal_host(block), abort_host(1)
    {
        const std::size_t rows = last - first;
        d.allocate(rows * ld, "a Floyd-Warshall row band");
        for (int s = 0; s < 2; ++s) panel[s].allocate(block * ld, "a Floyd-Warshall pivot panel");
        if constexpr (Paths) {
            p.allocate(rows * ld, "a Floyd-Warshall row band's predecessors");
            for (int s = 0; s < 2; ++s) panel_p[s].allocate(block * ld, "a Floyd-Warshall pivot panel's predecessors");
            diagonal.allocate(block, "a Floyd-Warshall pivot diagonal");
        } else {
            for (int s = 0; s < 2; ++s) {
                panel_block[s].allocate(block * block, "a Floyd-Warshall pivot block");
                closer[s].reset(new pivot_panel_closer<S, Ops>(block));
            }
            main_scratch.allocate(block, rows);
        }
        abort.allocate(1, "Floyd-Warshall negative-cycle flag");
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(abort.data(), 0, sizeof(int), main.get()));
    }
    ~device_band() { teardown.enter(device); }
    device_band(const device_band&) = delete;
    device_band& operator=(const device_band&) = delete;

    bool owns(std::size_t row) const noexcept { return row >= first && row < last; }
    T* row(std::size_t i) const noexcept { return d.data() + (i - first) * ld; }
    std::uint32_t* row_p(std::size_t i) const noexcept { return Paths ? p.data() + (i - first) * ld : nullptr; }
};

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
