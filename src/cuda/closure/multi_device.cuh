// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Floyd-Warshall on several GPUs of one host (doc/design-scale.md, "Several GPUs of one
// host"): the matrix in row bands, one contiguous band per device, whole pivot blocks each
// (shared/device_split.hpp). Round K (pivot rows [k0, k1), in one band):
//   1. the owner closes the pivot rows in place (phases 1 and 2, row) on its side stream;
//      the negative-cycle check goes to the host, and a negative cycle ends the call with
//      false before anything is written;
//   2. the closed rows go to every other device (peer copies on the owner's side stream,
//      into one of two panel slots, so that round K+1's panel lands while round K's is
//      still read);
//   3. every device updates its band through the panel: pivot columns through the closed
//      block, then the product with the panel. The owner of round K+1's pivot rows updates
//      those first and closes them on its side stream while the rest of round K runs.
// Distances alone run on the in-core kernels (pivot_panel.cuh closes, band_update.cuh
// updates; rows padded to 128 columns); with predecessors, tracked, on the out-of-core
// kernels (out_of_core_kernels.cuh), unpadded, and finished on the host.
// One host thread queues the rounds (device work is ordered by events, across devices
// too); the bands are built and brought back to the caller's sinks by one host thread per
// device, concurrently.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_MULTI_DEVICE_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_MULTI_DEVICE_CUH

#include "cuda/closure/multi_device_band.cuh"
#include "cuda/closure/multi_device_kernels.cuh"
#include "cuda/closure/out_of_core_kernels.cuh"
#include "cuda/runtime/call_scope.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/device_csr.cuh"
#include "cuda/runtime/memory.cuh"
#include "cuda/runtime/queued_work_drain.cuh"
#include "cuda/runtime/staged_upload.cuh"
#include "shared/device_split.hpp"
#include "shared/host_closure_matrix.hpp"
#include "shared/row_chunks.hpp"

#include <boost_gpu_paths/detail/interface/closure.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

template <class S, class Ops, bool Paths>
class multi_device_closure {
public:
    using T = typename S::value_type;
    using band = device_band<S, Ops, Paths>;

    // rows: each device's rows of the ld x ld matrix (ld = n, or n padded to the product
    // tiles without Paths), whole blocks of `block` rows; devices without rows take no part.
    multi_device_closure(const std::vector<int>& devices, const std::vector<shared::work_range>& rows, std::size_t n,
                         std::size_t ld, std::size_t block)
        : n_(n), ld_(ld), block_(block)
    {
        std::vector<std::size_t> used;
        for (std::size_t i = 0; i < devices.size(); ++i)
            if (rows[i].size()) used.push_back(i);
        bands_.resize(used.size());
        on_every_device(used.size(), [&](std::size_t b) {
            const std::size_t i = used[b];
            const device_scope scope(devices[i]);
            bands_[b].reset(new band(devices[i], rows[i].first, rows[i].last, ld, block));
        });
    }

    // Before any band goes, every device's queued work is done: after a failure inside
    // run(), another device's peer copy may still be writing into a band's panel slots.
    ~multi_device_closure()
    {
        for (auto& each : bands_) {
            teardown_device current;
            current.enter(each->device);
            for (cudaStream_t st : {each->side.get(), each->main.get()})
                if (cudaStreamSynchronize(st) != cudaSuccess) cudaGetLastError();
        }
    }
    multi_device_closure(const multi_device_closure&) = delete;
    multi_device_closure& operator=(const multi_device_closure&) = delete;

    // The bands from the problem, each device's on its own host thread.
    void build(const backend_api::dense_apsp_problem<T>& problem, std::size_t staging_chunk)
    {
        on_every_device(bands_.size(), [&](std::size_t b) {
            band& x = *bands_[b];
            const device_scope scope(x.device);
            const cudaStream_t st = x.main.get();
            shared::for_row_chunks(x.first, x.last, [&](std::size_t r0, std::size_t r1) {
                band_init_kernel<T><<<dim3(row_grid_x(ld_), static_cast<unsigned>(r1 - r0)), 256, 0, st>>>(
                    x.row(r0), x.row_p(r0), ld_, r0, S::zero(), S::one());
                BOOST_GPU_PATHS_CHECK_LAUNCH("band_init_kernel");
            });
            const std::size_t real_rows = real_last(x) - x.first;
            if (problem.dense) {
                BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy2DAsync(
                    x.d.data(), ld_ * sizeof(T), problem.dense + x.first * problem.dense_stride,
                    problem.dense_stride * sizeof(T), n_ * sizeof(T), real_rows, cudaMemcpyHostToDevice, st));
                x.main.synchronize();
            } else {
                const device_csr<T> csr(*problem.graph, problem.weights, st, staging_chunk);
                band_scatter_edges_kernel<T><<<static_cast<unsigned>((real_rows + 255) / 256), 256, 0, st>>>(
                    x.d.data(), ld_, x.first, real_rows, csr.offsets.data(), csr.targets.data(), csr.weights.data());
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
        for (std::size_t k0 = 0; k0 < ld_; k0 += block_) {
            const std::size_t k1 = std::min(ld_, k0 + block_), width = k1 - k0;
            const std::size_t slot = (k0 / block_) % 2;
            band& owner = owner_of(k0);
            {
                const device_scope scope(owner.device);
                owner.closed.synchronize();
                if (Paths) {
                    for (std::size_t i = 0; i < width; ++i)
                        if (S::negative(owner.diagonal_host.data()[i])) negative = true;
                } else {
                    negative = owner.abort_host.data()[0] != 0;
                }
                if (negative) break;
                for (auto& other : bands_) {
                    if (other.get() == &owner) continue;
                    const cudaStream_t st = owner.side.get();
                    BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(st, other->slot_free[slot].get(), 0));
                    peer_copy(other->panel[slot].data(), *other, owner.row(k0), owner, width * ld_, st);
                    if (Paths)
                        peer_copy(other->panel_p[slot].data(), *other, owner.row_p(k0), owner, width * ld_, st);
                    else
                        peer_copy(other->panel_block[slot].data(), *other, owner.closed_panel[slot].block, owner,
                                  width * width, st);
                }
                owner.sent.record(owner.side.get());
            }
            const std::size_t n0 = k1, n1 = std::min(ld_, k1 + block_);  // the next round's pivot rows
            for (auto& each : bands_) {
                band& x = *each;
                const device_scope scope(x.device);
                BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(x.main.get(), owner.sent.get(), 0));
                const bool own = &x == &owner;
                const pivot_rows panel{own ? owner.row(k0) : x.panel[slot].data(),
                                       own ? owner.row_p(k0) : x.panel_p[slot].data(),
                                       Paths ? nullptr : own ? owner.closed_panel[slot].block : x.panel_block[slot].data(),
                                       k0, width};
                auto update = [&](std::size_t r0, std::size_t r1) {
                    if (r0 < r1) update_rows(x, r0, r1, panel);
                };
                const bool next_here = n0 < ld_ && x.owns(n0);
                if (next_here) {  // lookahead: round K+1's pivot rows first, then closed aside
                    update(n0, n1);
                    x.next_rows_ready.record(x.main.get());
                    close(n0);
                }
                // The rest of the band: every row but this round's and the next round's pivot rows.
                std::size_t at = x.first;
                const std::size_t skips[2][2] = {{k0, k1}, {next_here ? n0 : ld_, next_here ? n1 : ld_}};
                for (const auto& skip : skips) {
                    if (skip[0] >= x.last || skip[1] <= at) continue;
                    update(at, std::max(at, skip[0]));
                    at = std::max(at, skip[1]);
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
    // The first failure (a sink's or a device's) stops every device: no sink call and no
    // copy is queued after it.
    void write_distances(const backend_api::dense_apsp_problem<T>& problem, backend_api::row_sink<T>& distances,
                         std::size_t chunk_bytes)
    {
        const std::size_t chunk_rows = std::max<std::size_t>(1, chunk_bytes / (n_ * sizeof(T)));
        std::mutex sink_lock;
        std::atomic<bool> stop{false};
        auto deliver = [&](std::size_t r0, std::size_t count, const T* rows) {
            const std::lock_guard<std::mutex> lock(sink_lock);
            if (stop) return;
            try {
                distances(r0, count, rows, n_);
            } catch (...) {
                stop = true;  // before the lock goes, so that no other device's rows follow
                throw;
            }
        };
        on_every_device(bands_.size(), [&](std::size_t b) {
            try {
                write_band_distances(*bands_[b], problem, chunk_rows, deliver, stop);
            } catch (...) {
                stop = true;
                throw;
            }
        });
    }

    // Tracked predecessors (ld = n): every band (still encoded) into one host matrix, each
    // device's copy on its own thread, then the host's decoding and predecessor repair.
    void write_with_predecessors(const backend_api::dense_apsp_problem<T>& problem,
                                 backend_api::row_sink<T>& distances,
                                 const backend_api::row_sink<std::uint32_t>* predecessors)
    {
        std::vector<T> d(n_ * n_);
        std::vector<std::uint32_t> p(n_ * n_);
        std::atomic<bool> stop{false};  // one device's failure: the others copy no more
        on_every_device(bands_.size(), [&](std::size_t b) {
            try {
                band& x = *bands_[b];
                const device_scope scope(x.device);
                const std::size_t count = (x.last - x.first) * n_;
                if (stop) return;
                BOOST_GPU_PATHS_CUDA_CHECK(
                    cudaMemcpy(d.data() + x.first * n_, x.d.data(), count * sizeof(T), cudaMemcpyDeviceToHost));
                if (stop) return;
                BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy(p.data() + x.first * n_, x.p.data(),
                                                      count * sizeof(std::uint32_t), cudaMemcpyDeviceToHost));
            } catch (...) {
                stop = true;
                throw;
            }
        });
        shared::finish_host_closure_matrix(problem, d.data(), p.data(), distances, predecessors);
    }

private:
    // One band's distances decoded and handed to deliver(first row, rows, host rows) in
    // chunks of chunk_rows, on the calling thread; stops at the first chunk once `stop`.
    template <class Deliver>
    void write_band_distances(band& x, const backend_api::dense_apsp_problem<T>& problem, std::size_t chunk_rows,
                              Deliver& deliver, const std::atomic<bool>& stop)
    {
        const device_scope scope(x.device);
        const cudaStream_t st = x.main.get();
        const std::size_t last = real_last(x);
        if (last <= x.first || stop) return;
        shared::for_row_chunks(x.first, last, [&](std::size_t r0, std::size_t r1) {
            band_decode_kernel<T><<<dim3(row_grid_x(n_), static_cast<unsigned>(r1 - r0)), 256, 0, st>>>(
                x.row(r0), ld_, n_, problem.infinite_threshold, problem.caller_infinity);
            BOOST_GPU_PATHS_CHECK_LAUNCH("band_decode_kernel");
        });
        const std::size_t rows = std::min(chunk_rows, last - x.first);
        pinned_buffer<T> staging[2];
        for (auto& buffer : staging) buffer.allocate(rows * n_);
        event copied[2];
        // On every way out, the copies queued into the staging buffers land before they go.
        const queued_work_drain drain({st});
        std::size_t pending = 0, pending_rows = 0;  // the chunk copied before this one
        int s = 0;
        for (std::size_t r0 = x.first; r0 < last && !stop; r0 += rows) {
            const std::size_t count = std::min(rows, last - r0);
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy2DAsync(staging[s].data(), n_ * sizeof(T), x.row(r0),
                                                         ld_ * sizeof(T), n_ * sizeof(T), count,
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
        if (pending_rows && !stop) {
            copied[1 - s].synchronize();
            deliver(pending, pending_rows, staging[1 - s].data());
        }
    }

    // One round's closed pivot rows [k0, k0 + width) as a device reads them: the rows (ld
    // apart), their predecessors (Paths) or the closed pivot block (width x width).
    struct pivot_rows {
        const T* rows;
        const std::uint32_t* rows_p;
        const T* block;
        std::size_t k0, width;
    };

    // The end of the band's rows that are vertices (the rest is padding).
    std::size_t real_last(const band& x) const { return std::min(x.last, n_); }

    band& owner_of(std::size_t row) const
    {
        for (auto& each : bands_)
            if (each->owns(row)) return *each;
        throw std::logic_error("several-device closure: no band holds row " + std::to_string(row));
    }

    template <class V>
    static void peer_copy(V* to, const band& to_band, const V* from, const band& from_band, std::size_t count,
                          cudaStream_t st)
    {
        BOOST_GPU_PATHS_CUDA_CHECK(
            cudaMemcpyPeerAsync(to, to_band.device, from, from_band.device, count * sizeof(V), st));
    }

    // Queues the closing of the pivot rows [k0, k0 + block) in place on their owner's side
    // stream, after the rows' update through the round before (next_rows_ready), and the
    // negative-cycle check's copy to the host.
    void close(std::size_t k0)
    {
        band& x = owner_of(k0);
        const std::size_t width = std::min(ld_, k0 + block_) - k0;
        const device_scope scope(x.device);
        const cudaStream_t st = x.side.get();
        if (k0 > 0) BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(st, x.next_rows_ready.get(), 0));
        if constexpr (Paths) {  // width grid rows: at most the pivot block, 4096
            const dim3 grid(static_cast<unsigned>((ld_ + 255) / 256), static_cast<unsigned>(width));
            for (std::size_t k = 0; k < width; ++k) {
                panel_relax_kernel<S, Paths><<<grid, 256, 0, st>>>(x.row(k0), x.row_p(k0), ld_, k, k0);
                BOOST_GPU_PATHS_CHECK_LAUNCH("panel_relax_kernel");
            }
            panel_diagonal_kernel<T><<<static_cast<unsigned>((width + 255) / 256), 256, 0, st>>>(
                x.row(k0), ld_, k0, width, x.diagonal.data());
            BOOST_GPU_PATHS_CHECK_LAUNCH("panel_diagonal_kernel");
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(x.diagonal_host.data(), x.diagonal.data(), width * sizeof(T),
                                                       cudaMemcpyDeviceToHost, st));
        } else {
            const std::size_t slot = (k0 / block_) % 2;
            x.closed_panel[slot] = x.closer[slot]->close(x.row(k0), ld_, ld_, k0, width, x.abort.data(), st);
            BOOST_GPU_PATHS_CUDA_CHECK(
                cudaMemcpyAsync(x.abort_host.data(), x.abort.data(), sizeof(int), cudaMemcpyDeviceToHost, st));
        }
        x.closed.record(st);
    }

    // Band rows [r0, r1) through the round's closed pivot rows: their pivot columns
    // through the closed block, then the product with the pivot rows.
    void update_rows(band& x, std::size_t r0, std::size_t r1, const pivot_rows& panel)
    {
        const cudaStream_t st = x.main.get();
        if constexpr (Paths) {
            band_column_kernel<S, Paths><<<static_cast<unsigned>(r1 - r0), 256, 0, st>>>(  // gridDim.x: 2^31 - 1
                x.row(r0), x.row_p(r0), ld_, panel.rows, panel.rows_p, panel.k0, panel.width);
            BOOST_GPU_PATHS_CHECK_LAUNCH("band_column_kernel");
            // (r1 - r0) / 64 grid rows: a band of 65535 * 64 rows by ld >= as many columns fits no device.
            const dim3 grid(static_cast<unsigned>((ld_ + band_tile - 1) / band_tile),
                            static_cast<unsigned>((r1 - r0 + band_tile - 1) / band_tile));
            band_product_kernel<S, Paths><<<grid, 256, 0, st>>>(x.row(r0), x.row_p(r0), r1 - r0, ld_, panel.rows,
                                                                panel.rows_p, panel.k0, panel.width);
            BOOST_GPU_PATHS_CHECK_LAUNCH("band_product_kernel");
        } else {
            closed_pivot_panel<T> closed;
            closed.block = panel.block;
            closed.rows = panel.rows;
            closed.ld = ld_;
            closed.k0 = panel.k0;
            closed.width = panel.width;
            closed.width_pad = panel.width;  // whole tiles: every block and band edge is a multiple of them
            band_update<S, Ops>(x.row(r0), ld_, r1 - r0, ld_, closed, x.main_scratch, x.abort.data(), st);
        }
    }

    std::size_t n_, ld_, block_;
    std::vector<std::unique_ptr<band>> bands_;
};

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
