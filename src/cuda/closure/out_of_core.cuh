// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The out-of-core Floyd-Warshall on one device: the matrix in the library's page-locked
// host staging, or the distances in the caller's own rows reached through bounce slots
// (out_of_core_rows.cuh), built and finished on the host (shared/host_closure_matrix.hpp),
// closed by the band schedule (shared/band_schedule.hpp) with the distance engine
// (out_of_core_engine.cuh), or, where predecessors are tracked, with the engine below:
// the pivot panel and its predecessors resident for a round, closed pivot by pivot, row
// bands and their predecessors rotating through `buffers` device buffers, each on its
// own stream, so that one band's upload, another's product and a third's download overlap.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_OUT_OF_CORE_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_OUT_OF_CORE_CUH

#include "cuda/closure/call_trace.hpp"
#include "cuda/closure/derived_predecessors.cuh"
#include "cuda/closure/host_staging.cuh"
#include "cuda/closure/launch_profile.cuh"
#include "cuda/closure/out_of_core_engine.cuh"
#include "cuda/closure/out_of_core_kernels.cuh"
#include "cuda/closure/out_of_core_rows.cuh"
#include "cuda/closure/staged_build.cuh"
#include "cuda/runtime/block_cache.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/memory.cuh"
#include "shared/band_schedule.hpp"
#include "shared/host_closure_matrix.hpp"
#include "shared/memory_cap.hpp"
#include "shared/matrix_rows.hpp"

#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <system_error>
#include <thread>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// The device memory one call may allocate: options::device_memory_cap_mib where set, never
// more than the device's free memory (kept blocks of earlier calls given back first).
inline std::size_t device_budget_bytes(const options& tuning, std::size_t wanted)
{
    std::size_t free_bytes = 0, total_bytes = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemGetInfo(&free_bytes, &total_bytes));
    if (wanted > free_bytes) {
        free_kept_blocks(current_device());
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemGetInfo(&free_bytes, &total_bytes));
    }
    const std::uint64_t cap = shared::memory_cap_bytes(tuning.device_memory_cap_mib);
    return tuning.device_memory_cap_mib ? static_cast<std::size_t>(std::min<std::uint64_t>(cap, free_bytes))
                                        : free_bytes;
}

// The tracked-predecessor engine's pivot width, band height and buffers: the options where
// set, else the largest widths (up to 4096 rows, multiples of 128 where n allows) whose
// panel and buffers fit in the usable budget.
inline shared::band_geometry choose_band_geometry(const closure_options& o, std::size_t n, std::size_t row_bytes,
                                                  std::size_t budget)
{
    shared::band_geometry g;
    g.n = n;
    g.buffers = o.out_of_core_buffers ? o.out_of_core_buffers : 3;
    const std::size_t usable = usable_budget(budget);
    std::size_t rows = usable / (row_bytes * (1 + g.buffers));  // panel and every buffer alike
    rows = std::min<std::size_t>(rows, 4096);
    if (rows >= 128) rows -= rows % 128;
    g.block = std::min(n, o.out_of_core_block ? std::size_t(o.out_of_core_block) : rows);
    g.band = std::min(n, o.out_of_core_band ? std::size_t(o.out_of_core_band) : rows);
    const std::size_t needed = (g.block + g.buffers * g.band) * row_bytes;
    if (g.block == 0 || g.band == 0 || needed > usable) throw band_budget_error(n, g.buffers, needed, usable);
    return g;
}

// The distance engine's geometry (out_of_core_engine.cuh). The pivot width comes from the
// model of doc/design-scale.md: a round moves the n x n matrix up and down once (n^2
// sizeof(T) bytes each way, duplex) while it computes n^2 B min-plus steps, so its copies
// hide behind its products once B >= rate * sizeof(T) / bandwidth; the width is that with
// a quarter to spare, not more, since each round's panel phase grows with B. Two panel
// buffers (each round's panel closed while the last round's bands run) where the budget
// holds them at that width; else one, with the wider pivots it leaves room for. The band
// height is then as large as the rest of the usable budget holds (up to 4096 rows).
// Options where set.
template <class T>
shared::band_geometry choose_distance_geometry(const closure_options& o, std::size_t n, std::size_t budget)
{
    shared::band_geometry g;
    g.n = n;
    g.buffers = o.out_of_core_buffers ? o.out_of_core_buffers : 3;
    const std::size_t usable = usable_budget(budget);
    const double steps_per_second = sizeof(T) == 4 ? 15e12 : 4e12, bytes_per_second = 25e9;
    const std::size_t hiding = round_up_to_granule(
        static_cast<std::size_t>(1.25 * steps_per_second * double(sizeof(T)) / bytes_per_second));
    const std::size_t min_band =
        std::min<std::size_t>(round_up_to_granule(o.out_of_core_band ? o.out_of_core_band : n), 512);
    auto bytes = [&](std::size_t block, std::size_t band, std::size_t panels) {
        return band_engine_bytes<T>(n, block, band, g.buffers, panels);
    };
    // The widest pivots up to `wanted` that fit with `panels` panel buffers.
    auto widest = [&](std::size_t wanted, std::size_t panels) {
        std::size_t block = wanted;
        while (block > band_granule && bytes(block, min_band, panels) > usable)
            block = round_up_to_granule(block) - band_granule;
        return block;
    };
    const std::size_t wanted = o.out_of_core_block ? std::min<std::size_t>(n, o.out_of_core_block) : std::min(n, hiding);
    g.panels = 2;
    g.block = o.out_of_core_block ? wanted : widest(wanted, 2);
    if (bytes(g.block, min_band, 2) > usable || (!o.out_of_core_block && g.block < wanted && widest(wanted, 1) > g.block)) {
        g.panels = 1;
        g.block = o.out_of_core_block ? wanted : widest(wanted, 1);
    }
    if (o.out_of_core_band)
        g.band = std::min<std::size_t>(n, o.out_of_core_band);
    else {
        g.band = std::min<std::size_t>(round_up_to_granule(n), 4096);
        while (g.band > band_granule && bytes(g.block, g.band, g.panels) > usable) g.band -= band_granule;
        g.band = std::min(g.band, n);
    }
    const std::size_t needed = bytes(g.block, g.band, g.panels);
    if (g.block == 0 || g.band == 0 || needed > usable) throw band_budget_error(n, g.buffers, needed, usable);
    return g;
}

template <class S, bool Paths>
class device_band_engine {
public:
    using T = typename S::value_type;

    device_band_engine(const shared::matrix_rows<T>& d, std::uint32_t* p, const shared::band_geometry& g,
                       cudaStream_t main)
        : rows_(d, g.buffers + 1, std::max(g.block, g.band)), p_(p), n_(g.n), main_(main),
          diagonal_(g.block, "out-of-core pivot diagonal"), diagonal_host_(g.block)
    {
        panel_.allocate(g.block * g.n, "out-of-core pivot panel");
        if (Paths) panel_p_.allocate(g.block * g.n, "out-of-core pivot panel predecessors");
        for (std::size_t b = 0; b < g.buffers; ++b) {
            bands_.emplace_back(new band_buffer);
            bands_.back()->d.allocate(g.band * g.n, "out-of-core row band");
            if (Paths) bands_.back()->p.allocate(g.band * g.n, "out-of-core row band predecessors");
        }
    }

    // Nothing queued may still read or write a buffer once it goes (an exception can leave
    // work queued on any stream): wait for every stream first.
    ~device_band_engine()
    {
        for (auto& band : bands_)
            if (cudaStreamSynchronize(band->s.get()) != cudaSuccess) cudaGetLastError();
        if (cudaStreamSynchronize(main_) != cudaSuccess) cudaGetLastError();
    }
    device_band_engine(const device_band_engine&) = delete;
    device_band_engine& operator=(const device_band_engine&) = delete;

    bool load_pivot_panel(std::size_t k0, std::size_t k1)
    {
        for (auto& band : bands_) {  // last round's bands are home before the panel reads them
            band->done.record(band->s.get());
            BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(main_, band->done.get(), 0));
        }
        const std::size_t rows = k1 - k0;
        copy(panel_.data(), panel_p_.data(), k0, rows, cudaMemcpyHostToDevice, main_);
        const dim3 grid(static_cast<unsigned>((n_ + 255) / 256), static_cast<unsigned>(rows));
        for (std::size_t k = 0; k < rows; ++k) {
            panel_relax_kernel<S, Paths><<<grid, 256, 0, main_>>>(panel_.data(), panel_p_.data(), n_, k, k0);
            BOOST_GPU_PATHS_CHECK_LAUNCH("panel_relax_kernel");
        }
        panel_diagonal_kernel<T><<<static_cast<unsigned>((rows + 255) / 256), 256, 0, main_>>>(panel_.data(), n_, k0,
                                                                                               rows, diagonal_.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("panel_diagonal_kernel");
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(diagonal_host_.data(), diagonal_.data(), rows * sizeof(T),
                                                   cudaMemcpyDeviceToHost, main_));
        panel_ready_.record(main_);
        BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(main_));
        for (std::size_t i = 0; i < rows; ++i)
            if (S::negative(diagonal_host_.data()[i])) return false;
        return true;
    }

    void upload_band(std::size_t b, std::size_t i0, std::size_t i1)
    {
        band_buffer& band = *bands_[b];
        BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(band.s.get(), panel_ready_.get(), 0));
        copy(band.d.data(), band.p.data(), i0, i1 - i0, cudaMemcpyHostToDevice, band.s.get());
    }

    void update_band(std::size_t b, std::size_t i0, std::size_t i1, std::size_t k0, std::size_t k1)
    {
        band_buffer& band = *bands_[b];
        const std::size_t rows = i1 - i0, width = k1 - k0;
        band_column_kernel<S, Paths><<<static_cast<unsigned>(rows), 256, 0, band.s.get()>>>(
            band.d.data(), band.p.data(), n_, panel_.data(), panel_p_.data(), k0, width);
        BOOST_GPU_PATHS_CHECK_LAUNCH("band_column_kernel");
        const dim3 grid(static_cast<unsigned>((n_ + band_tile - 1) / band_tile),
                        static_cast<unsigned>((rows + band_tile - 1) / band_tile));
        band_product_kernel<S, Paths><<<grid, 256, 0, band.s.get()>>>(band.d.data(), band.p.data(), rows, n_,
                                                                       panel_.data(), panel_p_.data(), k0, width);
        BOOST_GPU_PATHS_CHECK_LAUNCH("band_product_kernel");
    }

    void download_band(std::size_t b, std::size_t i0, std::size_t i1)
    {
        band_buffer& band = *bands_[b];
        copy(band.d.data(), band.p.data(), i0, i1 - i0, cudaMemcpyDeviceToHost, band.s.get());
    }

    void store_pivot_panel(std::size_t k0, std::size_t k1)
    {
        copy(panel_.data(), panel_p_.data(), k0, k1 - k0, cudaMemcpyDeviceToHost, main_);
    }

    // Every queued copy and product done, every row home.
    void finish()
    {
        for (auto& band : bands_) band->s.synchronize();
        BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(main_));
        rows_.drain_all();
    }

private:
    struct band_buffer {
        device_buffer<T> d;
        device_buffer<std::uint32_t> p;
        stream s;
        event done;
    };

    // Host rows [i0, i0 + rows) to or from a device band (contiguous on the device; the
    // distances through rows_, the predecessors in the page-locked staging). The bounce
    // slot follows the stream: one per band buffer, the panel's on the main stream.
    void copy(T* device_d, std::uint32_t* device_p, std::size_t i0, std::size_t rows, cudaMemcpyKind kind,
              cudaStream_t st)
    {
        const bool up = kind == cudaMemcpyHostToDevice;
        std::size_t slot = 0;
        while (slot < bands_.size() && bands_[slot]->s.get() != st) ++slot;
        if (up)
            rows_.upload(slot, device_d, n_, i0, rows, st);
        else
            rows_.download(slot, device_d, n_, i0, rows, st);
        if (Paths) {
            std::uint32_t* host_p = p_ + i0 * n_;
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(up ? static_cast<void*>(device_p) : host_p,
                                                       up ? static_cast<void*>(host_p) : device_p,
                                                       rows * n_ * sizeof(std::uint32_t), kind, st));
        }
    }

    host_row_mover<T> rows_;
    std::uint32_t* p_;
    std::size_t n_;
    cudaStream_t main_;
    device_buffer<T> panel_;
    device_buffer<std::uint32_t> panel_p_;
    device_buffer<T> diagonal_;
    pinned_buffer<T> diagonal_host_;
    event panel_ready_;
    std::vector<std::unique_ptr<band_buffer>> bands_;
};

// Where the whole time of a call goes: the host matrix built, the schedule (its copies
// and products, and derived predecessors), the rows finished and handed over.
struct out_of_core_times {
    double build_ms = 0, schedule_ms = 0, finish_ms = 0;
};

// The whole out-of-core call: the matrix built on the host (in the library's staging,
// host_staging.cuh, for distances alone chunk by chunk while the first round already
// runs, staged_build.cuh; or in place in the caller's rows: shared::works_in_place), the
// schedule, the rows decoded on the host and handed to the sinks (in place: finished
// where they are). The engine takes its device memory and bounce slots before the
// caller's rows are touched. From the staging the caller's matrix is written only after a
// successful closure (the last round's panel settles it), distances alone row band by
// row band as the last round brings them home; in place it is written as the closure
// goes, and decoded to the caller's units also when a negative cycle ends it. Distances
// only travel through the rounds; predecessors are derived afterwards from the final
// distances and the graph's in-edges, as in core, where the in-core closure would derive
// them; else (the caller's dense matrix as input, or predecessor_mode = track) they are
// tracked, and travel with the distance bands (in the library's staging either way).
template <class W>
bool out_of_core_floyd_warshall(const options& tuning, const backend_api::dense_apsp_problem<W>& problem,
                                backend_api::row_sink<W>& distances,
                                const backend_api::row_sink<std::uint32_t>* predecessors, cudaStream_t main,
                                std::string* method, out_of_core_times* times = nullptr)
{
    using clock = std::chrono::steady_clock;
    auto ms_since = [](clock::time_point t) {
        return std::chrono::duration<double, std::milli>(clock::now() - t).count();
    };
    out_of_core_times spent;
    auto start = clock::now();
    using S = shared::min_plus<W>;
    const std::size_t n = problem.vertex_count;
    const bool paths = predecessors != nullptr;
    const bool tracked = paths && !predecessors_derived(problem, round_up_to_granule(n), tuning.closure);
    const std::size_t row_bytes = n * (sizeof(W) + (tracked ? sizeof(std::uint32_t) : 0));
    const std::size_t wanted = tracked ? 4 * row_bytes * 128 : band_engine_bytes<W>(n, 128, 128, 3, 1);
    const std::size_t budget = device_budget_bytes(tuning, wanted);
    const shared::band_geometry g = tracked ? choose_band_geometry(tuning.closure, n, row_bytes, budget)
                                            : choose_distance_geometry<W>(tuning.closure, n, budget);
    // With the call's trace option: the host time of each step, and the device time of the
    // panel phases and band updates.
    const bool traced = tuning.trace.has(trace_mode::stderr_lines);
    call_trace trace(traced);
    launch_profile profile(traced);
    const std::size_t staging_bytes = n * n * (sizeof(W) + (paths ? sizeof(std::uint32_t) : 0));
    std::vector<W*> caller_rows;
    if (shared::works_in_place(tuning.closure, static_cast<bool>(problem.caller_rows), staging_bytes))
        caller_rows = shared::reachable_rows(problem.caller_rows, n);
    const bool in_place = !caller_rows.empty();
    host_staging<W> d(in_place ? 0 : n * n, "the distance matrix");
    host_staging<std::uint32_t> p(paths ? n * n : 0, "the predecessor matrix");
    const shared::matrix_rows<W> rows =
        in_place ? shared::matrix_rows<W>::in_caller(caller_rows) : shared::matrix_rows<W>::contiguous(d.data(), n);
    trace.mark("allocate");
    // Called once the engine holds its buffers.
    auto build = [&] {
        shared::build_host_closure_matrix(problem, rows, p.data());
        trace.mark("build");
        d.lock();
        p.lock();
        trace.mark("page-lock");
        spent.build_ms = ms_since(start);
        start = clock::now();
    };
    // Distances in the staging, predecessors derived or none: the distances built and
    // page-locked chunk by chunk while the first round runs (staged_build.cuh), the
    // predecessor staging prepared during the rounds; distances alone are finished band by
    // band in the last round.
    const bool staged_in_chunks = !in_place && !tracked;
    const std::size_t chunk_rows = staged_in_chunks ? staged_chunk_rows(n, n * sizeof(W)) : 0;
    bool closed = false, finished = false;
    const char* inner = "add and min";
    if (tracked) {
        device_band_engine<S, true> engine(rows, p.data(), g, main);
        build();
        closed = shared::run_band_schedule(engine, g);
        engine.finish();
    } else {
        auto run = [&](auto ops) {
            device_distance_engine<S, decltype(ops)> engine(rows, g, main, profile);
            if (!staged_in_chunks) {
                build();
                closed = shared::run_band_schedule(engine, g);
                engine.finish();
                profile.print();
                return;
            }
            int device = 0;
            BOOST_GPU_PATHS_CUDA_CHECK(cudaGetDevice(&device));
            staged_build<W> staged(d, n, chunk_rows, device, tuning, [&](std::size_t r0, std::size_t r1) {
                shared::build_host_closure_matrix(problem, rows, nullptr, r0, r1);
            });
            engine.staged_in_chunks(staged.chunk_rows(),
                                    [&staged](std::size_t i0, std::size_t i1) { staged.wait_for_rows(i0, i1); });
            std::optional<staging_preparation> predecessors_staged;
            if (paths) predecessors_staged.emplace(p, n, staged, device, tuning);
            closed = shared::run_band_schedule(engine, g);
            staged.join();
            if (predecessors_staged) predecessors_staged->wait();
            spent.build_ms = staged.build_ms();
            trace.note("staged build " + std::to_string(staged.build_ms()).substr(0, 7) + " ms and page-lock " +
                       std::to_string(staged.lock_ms()).substr(0, 7) + " ms in " +
                       std::to_string((n + staged.chunk_rows() - 1) / staged.chunk_rows()) +
                       " chunks, during the rounds");
            if (closed && !paths) {
                trace.mark("rounds");
                engine.finish_each([&](std::size_t i0, std::size_t i1) {
                    shared::finish_host_closure_rows(problem, rows, i0, i1, distances);
                    staged.rows_home(i0, i1);
                });
                staged.finish_unlocking();
                finished = true;
            } else {
                engine.finish();
                staged.finish_unlocking();  // the chunks stay page-locked for the derivation
            }
            profile.print();
        };
        bool min3 = false;
        if constexpr (std::is_same<W, float>::value)
            min3 = !problem.has_negative_weights && tuning.closure.inner == closure_options::inner_loop::automatic;
        if (min3) {
            run(inner_ops<S, inner_kind::min3>());
            inner = "three-way min";
        } else {
            run(inner_ops<S>());
        }
        if (!finished) trace.mark("rounds");
        if (closed && paths) derive_out_of_core_predecessors<W>(problem, rows, p.data(), budget, main, chunk_rows);
    }
    trace.mark(finished ? "last round and finish" : tracked ? "rounds" : "derive");
    if (method)
        *method = "out-of-core band schedule, pivot width " + std::to_string(g.block) + ", bands of " +
                  std::to_string(g.band) + " rows in " + std::to_string(g.buffers) + " buffers" +
                  (!tracked && g.panels == 2 ? ", panels overlapped" : "") +
                  (tracked ? ", tracked predecessors" : std::string(", ") + inner + (paths ? ", derived predecessors" : "")) +
                  (in_place ? ", in the caller's rows" : "");
    spent.schedule_ms = ms_since(start);
    if (times) *times = spent;
    if (!closed) {
        // In place the caller's rows hold what the closure reached, in the caller's units.
        if (in_place) shared::decode_host_closure_rows(problem, rows, 0, n);
        return false;
    }
    if (finished) {
        d.unlock();
        trace.mark("unlock");
        return true;
    }
    start = clock::now();
    {
        // Every device copy is done: the staging is unlocked while the host finishes the rows.
        std::thread unlocking;
        try {
            unlocking = std::thread([&] {
                d.unlock();
                p.unlock();
            });
        } catch (const std::system_error&) {
            d.unlock();
            p.unlock();
        }
        struct join_on_exit {
            std::thread& t;
            ~join_on_exit()
            {
                if (t.joinable()) t.join();
            }
        } join{unlocking};
        shared::finish_host_closure_matrix(problem, rows, p.data(), distances, predecessors);
    }
    spent.finish_ms = ms_since(start);
    if (times) *times = spent;
    trace.mark("finish");
    return true;
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
