// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Floyd-Warshall on several GPUs of one host (doc/design-scale.md, "Several GPUs of one
// host"): the n x n matrix in row bands, one contiguous band per device, whole pivot
// blocks each (shared/device_split.hpp). Round K (pivot rows [k0, k1), in one band):
//   1. the owner closes the pivot rows in place (phases 1 and 2, row: the out-of-core
//      panel kernels) on its side stream; its pivot diagonal goes to the host, and a
//      negative entry ends the call with false before anything is written;
//   2. the closed rows go to every other device (peer copies on the owner's side stream,
//      into one of two panel slots, so that round K+1's panel lands while round K's is
//      still read);
//   3. every device updates its band through the panel: pivot columns through the closed
//      block, then the product with the panel. The owner of round K+1's pivot rows updates
//      those first and closes them on its side stream while the rest of round K runs.
// One host thread queues the rounds (device work is ordered by events, across devices
// too); the bands are built and brought back to the caller's sinks by one host thread per
// device, concurrently.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_MULTI_DEVICE_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_MULTI_DEVICE_CUH

#include "cuda/closure/multi_device_kernels.cuh"
#include "cuda/closure/out_of_core_kernels.cuh"
#include "cuda/runtime/call_scope.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/device_csr.cuh"
#include "cuda/runtime/memory.cuh"
#include "cuda/runtime/staged_upload.cuh"
#include "shared/device_split.hpp"
#include "shared/host_closure_matrix.hpp"

#include <boost_gpu_paths/detail/interface/closure.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <future>
#include <memory>
#include <mutex>
#include <string>
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

// Kernels over band rows take one grid row per matrix row: at most this many per launch.
constexpr std::size_t rows_per_launch = 65535;

// One device's share: its band (rows [first, last)), two panel slots for the other
// devices' pivot rows, its streams and the events that order it against the others. Built
// with its device current, and torn down with it current again.
template <class T, bool Paths>
struct device_band {
    teardown_device teardown;  // first: destroyed last
    int device;
    std::size_t first, last, n;
    device_buffer<T> d;
    device_buffer<std::uint32_t> p;
    device_buffer<T> panel[2];
    device_buffer<std::uint32_t> panel_p[2];
    device_buffer<T> diagonal;
    pinned_buffer<T> diagonal_host;
    stream main;
    stream side{stream::highest_priority};  // the closing of the next pivot rows goes first
    event closed;           // side: this device's pivot rows closed, their diagonal on the host
    event sent;             // side: those rows copied to every other device
    event next_rows_ready;  // main: round K+1's pivot rows updated through round K
    event slot_free[2];     // main: the round that read panel slot s is done

    device_band(int device_, std::size_t first_, std::size_t last_, std::size_t n_, std::size_t block)
        : device(device_), first(first_), last(last_), n(n_), diagonal_host(block)
    {
        const std::size_t rows = last - first;
        d.allocate(rows * n, "a Floyd-Warshall row band");
        if (Paths) p.allocate(rows * n, "a Floyd-Warshall row band's predecessors");
        for (int s = 0; s < 2; ++s) {
            panel[s].allocate(block * n, "a Floyd-Warshall pivot panel");
            if (Paths) panel_p[s].allocate(block * n, "a Floyd-Warshall pivot panel's predecessors");
        }
        diagonal.allocate(block, "a Floyd-Warshall pivot diagonal");
    }
    ~device_band() { teardown.enter(device); }
    device_band(const device_band&) = delete;
    device_band& operator=(const device_band&) = delete;

    bool owns(std::size_t row) const noexcept { return row >= first && row < last; }
    T* row(std::size_t i) const noexcept { return d.data() + (i - first) * n; }
    std::uint32_t* row_p(std::size_t i) const noexcept { return Paths ? p.data() + (i - first) * n : nullptr; }
};

// Every pair of distinct devices in `devices` that can reach each other directly does so
// from now on (a pair already enabled stays so).
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

template <class S, bool Paths>
class multi_device_closure {
public:
    using T = typename S::value_type;
    using band = device_band<T, Paths>;

    multi_device_closure(const std::vector<int>& devices, const std::vector<shared::work_range>& rows, std::size_t n,
                         std::size_t block)
        : n_(n), block_(block)
    {
        std::vector<std::size_t> used;
        for (std::size_t i = 0; i < devices.size(); ++i)
            if (rows[i].size()) used.push_back(i);
        bands_.resize(used.size());
        on_every_device(used.size(), [&](std::size_t b) {
            const std::size_t i = used[b];
            const device_scope scope(devices[i]);
            bands_[b].reset(new band(devices[i], rows[i].first, rows[i].last, n, block));
        });
    }

    // The bands from the problem, each device's on its own host thread.
    void build(const backend_api::dense_apsp_problem<T>& problem, std::size_t staging_chunk)
    {
        on_every_device(bands_.size(), [&](std::size_t b) {
            band& x = *bands_[b];
            const device_scope scope(x.device);
            const cudaStream_t st = x.main.get();
            for_row_chunks(x.first, x.last, [&](std::size_t r0, std::size_t r1) {
                band_init_kernel<T><<<dim3(row_grid_x(n_), static_cast<unsigned>(r1 - r0)), 256, 0, st>>>(
                    x.row(r0), x.row_p(r0), n_, r0, S::zero(), S::one());
                BOOST_GPU_PATHS_CHECK_LAUNCH("band_init_kernel");
            });
            if (problem.dense) {
                BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy2DAsync(
                    x.d.data(), n_ * sizeof(T), problem.dense + x.first * problem.dense_stride,
                    problem.dense_stride * sizeof(T), n_ * sizeof(T), x.last - x.first, cudaMemcpyHostToDevice, st));
                x.main.synchronize();
            } else {
                const device_csr<T> csr(*problem.graph, problem.weights, st, staging_chunk);
                const std::size_t rows = x.last - x.first;
                band_scatter_edges_kernel<T><<<static_cast<unsigned>((rows + 255) / 256), 256, 0, st>>>(
                    x.d.data(), n_, x.first, rows, csr.offsets.data(), csr.targets.data(), csr.weights.data());
                BOOST_GPU_PATHS_CHECK_LAUNCH("band_scatter_edges_kernel");
                x.main.synchronize();  // before the CSR goes
            }
        });
    }

    // Queues and runs every round; false when a pivot block shows a negative cycle.
    bool run()
    {
        if (bands_.empty()) return true;
        close(0);
        bool negative = false;
        for (std::size_t k0 = 0; k0 < n_ && !negative; k0 += block_) {
            const std::size_t k1 = std::min(n_, k0 + block_), width = k1 - k0;
            const std::size_t slot = (k0 / block_) % 2;
            band& owner = owner_of(k0);
            {
                const device_scope scope(owner.device);
                owner.closed.synchronize();
                for (std::size_t i = 0; i < width; ++i)
                    if (S::negative(owner.diagonal_host.data()[i])) negative = true;
                if (negative) break;
                for (auto& other : bands_) {
                    if (other.get() == &owner) continue;
                    BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(owner.side.get(), other->slot_free[slot].get(), 0));
                    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyPeerAsync(other->panel[slot].data(), other->device,
                                                                   owner.row(k0), owner.device,
                                                                   width * n_ * sizeof(T), owner.side.get()));
                    if (Paths)
                        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyPeerAsync(other->panel_p[slot].data(), other->device,
                                                                       owner.row_p(k0), owner.device,
                                                                       width * n_ * sizeof(std::uint32_t),
                                                                       owner.side.get()));
                }
                owner.sent.record(owner.side.get());
            }
            const std::size_t n0 = k1, n1 = std::min(n_, k1 + block_);  // the next round's pivot rows
            for (auto& each : bands_) {
                band& x = *each;
                const device_scope scope(x.device);
                BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(x.main.get(), owner.sent.get(), 0));
                const T* panel = &x == &owner ? owner.row(k0) : x.panel[slot].data();
                const std::uint32_t* panel_p = &x == &owner ? owner.row_p(k0) : x.panel_p[slot].data();
                auto update = [&](std::size_t r0, std::size_t r1) {
                    if (r0 < r1) update_rows(x, r0, r1, panel, panel_p, k0, width);
                };
                const bool next_here = n0 < n_ && x.owns(n0);
                if (next_here) {  // lookahead: round K+1's pivot rows first, then closed aside
                    update(n0, n1);
                    x.next_rows_ready.record(x.main.get());
                    close(n0);
                }
                // The rest of the band: every row but this round's and the next round's pivot rows.
                std::size_t at = x.first;
                for (const auto& skip : {std::make_pair(k0, k1), std::make_pair(next_here ? n0 : n_, next_here ? n1 : n_)}) {
                    if (skip.first >= x.last || skip.second <= at) continue;
                    update(at, std::max(at, skip.first));
                    at = std::max(at, skip.second);
                }
                update(at, x.last);
                x.slot_free[slot].record(x.main.get());
            }
        }
        for (auto& each : bands_) {
            const device_scope scope(each->device);
            each->side.synchronize();
            each->main.synchronize();
        }
        return !negative;
    }

    // Distances decoded on each device and brought back by each device's own thread,
    // through two pinned chunks so that one chunk's copy runs while the other is written.
    // The sink is called by one thread at a time: it spreads each block of rows over the
    // host's threads itself, and a caller's associative matrix takes one writer only.
    void write_distances(const backend_api::dense_apsp_problem<T>& problem, backend_api::row_sink<T>& distances,
                         std::size_t chunk_bytes)
    {
        const std::size_t chunk_rows = std::max<std::size_t>(1, chunk_bytes / (n_ * sizeof(T)));
        std::mutex sink_lock;
        auto deliver = [&](std::size_t r0, std::size_t count, const T* rows) {
            const std::lock_guard<std::mutex> lock(sink_lock);
            distances(r0, count, rows, n_);
        };
        on_every_device(bands_.size(), [&](std::size_t b) {
            band& x = *bands_[b];
            const device_scope scope(x.device);
            const cudaStream_t st = x.main.get();
            for_row_chunks(x.first, x.last, [&](std::size_t r0, std::size_t r1) {
                band_decode_kernel<T><<<dim3(row_grid_x(n_), static_cast<unsigned>(r1 - r0)), 256, 0, st>>>(
                    x.row(r0), n_, problem.infinite_threshold, problem.caller_infinity);
                BOOST_GPU_PATHS_CHECK_LAUNCH("band_decode_kernel");
            });
            const std::size_t rows = std::min(chunk_rows, x.last - x.first);
            pinned_buffer<T> staging[2];
            for (auto& buffer : staging) buffer.allocate(rows * n_);
            event copied[2];
            std::size_t pending = 0, pending_rows = 0;  // the chunk copied before this one
            int s = 0;
            for (std::size_t r0 = x.first; r0 < x.last; r0 += rows) {
                const std::size_t count = std::min(rows, x.last - r0);
                BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(staging[s].data(), x.row(r0), count * n_ * sizeof(T),
                                                           cudaMemcpyDeviceToHost, st));
                copied[s].record(st);
                if (pending_rows) {
                    copied[1 - s].synchronize();
                    deliver(pending, pending_rows, staging[1 - s].data());
                }
                pending = r0;
                pending_rows = count;
                s = 1 - s;
            }
            if (pending_rows) {
                copied[1 - s].synchronize();
                deliver(pending, pending_rows, staging[1 - s].data());
            }
        });
    }

    // Tracked predecessors: every band (still encoded) into one host matrix, each device's
    // copy on its own thread, then the host's decoding and predecessor repair.
    void write_with_predecessors(const backend_api::dense_apsp_problem<T>& problem,
                                 backend_api::row_sink<T>& distances,
                                 const backend_api::row_sink<std::uint32_t>* predecessors)
    {
        std::vector<T> d(n_ * n_);
        std::vector<std::uint32_t> p(n_ * n_);
        on_every_device(bands_.size(), [&](std::size_t b) {
            band& x = *bands_[b];
            const device_scope scope(x.device);
            const std::size_t count = (x.last - x.first) * n_;
            BOOST_GPU_PATHS_CUDA_CHECK(
                cudaMemcpy(d.data() + x.first * n_, x.d.data(), count * sizeof(T), cudaMemcpyDeviceToHost));
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy(p.data() + x.first * n_, x.p.data(), count * sizeof(std::uint32_t),
                                                  cudaMemcpyDeviceToHost));
        });
        shared::finish_host_closure_matrix(problem, d.data(), p.data(), distances, predecessors);
    }

private:
    template <class F>
    static void for_row_chunks(std::size_t first, std::size_t last, F f)
    {
        for (std::size_t r0 = first; r0 < last; r0 += rows_per_launch) f(r0, std::min(last, r0 + rows_per_launch));
    }

    band& owner_of(std::size_t row) const
    {
        for (auto& each : bands_)
            if (each->owns(row)) return *each;
        throw std::logic_error("several-device closure: no band holds row " + std::to_string(row));
    }

    // Queues the closing of the pivot rows [k0, k0 + block) on their owner's side stream,
    // after the rows' update through the round before (next_rows_ready).
    void close(std::size_t k0)
    {
        band& x = owner_of(k0);
        const std::size_t width = std::min(n_, k0 + block_) - k0;
        const device_scope scope(x.device);
        const cudaStream_t st = x.side.get();
        if (k0 > 0) BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(st, x.next_rows_ready.get(), 0));
        const dim3 grid(static_cast<unsigned>((n_ + 255) / 256), static_cast<unsigned>(width));
        for (std::size_t k = 0; k < width; ++k) {
            panel_relax_kernel<S, Paths><<<grid, 256, 0, st>>>(x.row(k0), x.row_p(k0), n_, k, k0);
            BOOST_GPU_PATHS_CHECK_LAUNCH("panel_relax_kernel");
        }
        panel_diagonal_kernel<T><<<static_cast<unsigned>((width + 255) / 256), 256, 0, st>>>(x.row(k0), n_, k0, width,
                                                                                             x.diagonal.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("panel_diagonal_kernel");
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(x.diagonal_host.data(), x.diagonal.data(), width * sizeof(T),
                                                   cudaMemcpyDeviceToHost, st));
        x.closed.record(st);
    }

    // Band rows [r0, r1) through the closed pivot rows [k0, k0 + width) (`panel`, rows n
    // apart): their pivot columns through the closed block, then the product with the panel.
    void update_rows(band& x, std::size_t r0, std::size_t r1, const T* panel, const std::uint32_t* panel_p,
                     std::size_t k0, std::size_t width)
    {
        const cudaStream_t st = x.main.get();
        for (std::size_t a = r0; a < r1; a += rows_per_launch) {
            const std::size_t rows = std::min(r1, a + rows_per_launch) - a;
            band_column_kernel<S, Paths><<<static_cast<unsigned>(rows), 256, 0, st>>>(x.row(a), x.row_p(a), n_, panel,
                                                                                      panel_p, k0, width);
            BOOST_GPU_PATHS_CHECK_LAUNCH("band_column_kernel");
        }
        const dim3 grid(static_cast<unsigned>((n_ + band_tile - 1) / band_tile),
                        static_cast<unsigned>((r1 - r0 + band_tile - 1) / band_tile));
        band_product_kernel<S, Paths><<<grid, 256, 0, st>>>(x.row(r0), x.row_p(r0), r1 - r0, n_, panel, panel_p, k0,
                                                            width);
        BOOST_GPU_PATHS_CHECK_LAUNCH("band_product_kernel");
    }

    std::size_t n_, block_;
    std::vector<std::unique_ptr<band>> bands_;
};

// Whether the closure spreads over the devices the context names (closure.multi_gpu).
inline bool takes_several_devices(const execution_context& context, std::size_t n)
{
    const closure_options& o = context.tuning.closure;
    using mode = closure_options::multi_gpu_mode;
    if (context.devices.size() < 2 || o.multi_gpu == mode::never) return false;
    if (o.out_of_core == closure_options::out_of_core_mode::always) return false;
    return o.multi_gpu == mode::always || n >= o.multi_gpu_from;
}

// The whole call on context.devices: bands built on the devices, closed, and each
// device's rows handed to the sinks. Nothing is written when a negative cycle ends it.
template <class W>
bool multi_device_floyd_warshall(const execution_context& context, const backend_api::dense_apsp_problem<W>& problem,
                                 backend_api::row_sink<W>& distances,
                                 const backend_api::row_sink<std::uint32_t>* predecessors)
{
    using S = shared::min_plus<W>;
    using clock = std::chrono::steady_clock;
    const std::size_t n = problem.vertex_count;
    const closure_options& o = context.tuning.closure;
    const std::size_t block = std::min<std::size_t>({n, o.multi_gpu_block ? o.multi_gpu_block : 256, 4096});
    const std::vector<int>& devices = context.devices;
    // The other devices' streams cannot wait on the caller's stream cheaply: its queued
    // work finishes first.
    if (context.stream) {
        const device_scope caller_device(devices.front());
        BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(static_cast<cudaStream_t>(context.stream)));
    }
    std::vector<std::uint32_t> multiprocessors;
    for (int device : devices) {
        int count = 0;
        BOOST_GPU_PATHS_CUDA_CHECK(cudaDeviceGetAttribute(&count, cudaDevAttrMultiProcessorCount, device));
        multiprocessors.push_back(static_cast<std::uint32_t>(count));
    }
    const std::vector<shared::work_range> rows = shared::split_rows_in_blocks(n, block, multiprocessors);
    enable_peer_access(devices);
    const std::size_t chunk_bytes = std::size_t(std::max<std::uint32_t>(1, std::min<std::uint32_t>(o.chunk_mib, 1024)))
                                    << 20;
    const auto t0 = clock::now();
    auto t1 = t0, t2 = t0;
    bool closed = false;
    auto whole_call = [&](auto& closure) {
        closure.build(problem, staging_chunk_bytes(context.tuning));
        t1 = clock::now();
        closed = closure.run();
        t2 = clock::now();
        if (!closed) return;
        if (predecessors)
            closure.write_with_predecessors(problem, distances, predecessors);
        else
            closure.write_distances(problem, distances, chunk_bytes);
    };
    if (predecessors) {
        multi_device_closure<S, true> closure(devices, rows, n, block);
        whole_call(closure);
    } else {
        multi_device_closure<S, false> closure(devices, rows, n, block);
        whole_call(closure);
    }
    if (report* const out = context.report) {
        auto ms = [](clock::time_point a, clock::time_point b) {
            return std::chrono::duration<double, std::milli>(b - a).count();
        };
        std::string split, list;
        for (std::size_t i = 0; i < devices.size(); ++i) {
            list += (i ? ", " : "") + std::to_string(devices[i]);
            split += (i ? " + " : "") + std::to_string(rows[i].size());
        }
        out->devices = devices;
        out->device = devices.front();
        out->method = "floyd-warshall in row bands on devices " + list + " (rows " + split + "), pivot width " +
                      std::to_string(block) + (predecessors ? ", tracked predecessors" : "");
        out->upload_ms = ms(t0, t1);
        out->compute_ms = ms(t1, t2);
        out->download_ms = closed ? ms(t2, clock::now()) : 0;
    }
    return closed;
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
