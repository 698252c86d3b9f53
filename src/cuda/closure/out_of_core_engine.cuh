// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The distance engine of the out-of-core band schedule (shared/band_schedule.hpp): the
// pivot panel resident for a round and closed by the in-core kernels (pivot_panel.cuh),
// row bands rotating through device buffers, each on its own stream and updated by
// band_update (band_update.cuh), so that one band's upload, another's product and a
// third's download overlap. Device rows are padded to a multiple of the kernel tiles;
// the padding holds "no path" and never travels.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_OUT_OF_CORE_ENGINE_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_OUT_OF_CORE_ENGINE_CUH

#include "cuda/closure/band_update.cuh"
#include "cuda/closure/derived_predecessors.cuh"
#include "cuda/closure/out_of_core_rows.cuh"
#include "cuda/closure/pivot_panel.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/memory.cuh"
#include "shared/band_schedule.hpp"
#include "shared/matrix_rows.hpp"

#include <boost_gpu_paths/errors.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// Device memory left out of an out-of-core call's buffers: the runtime's own allocations
// and the allocator's rounding.
inline std::size_t usable_budget(std::size_t budget)
{
    const std::size_t margin = std::max<std::size_t>(std::size_t(64) << 20, budget / 16);
    return budget > 2 * margin ? budget - margin : budget / 2;
}

inline device_memory_error band_budget_error(std::size_t n, std::size_t buffers, std::size_t needed, std::size_t budget)
{
    return device_memory_error(static_cast<int>(cudaErrorMemoryAllocation),
                               "out-of-core Floyd-Warshall on " + std::to_string(n) + " vertices: the pivot panel and " +
                                   std::to_string(buffers) + " row bands need " + std::to_string(needed) +
                                   " bytes of device memory; the budget (device_memory_cap_mib or the free memory, less "
                                   "a margin for the runtime) is " +
                                   std::to_string(budget),
                               needed);
}

// Device bytes of the engine for a geometry (pivot width and band height as given; both
// padded on the device): the pivot panels and their closed blocks, the closer's buffers
// (pivot_panel_closer::bytes), the band buffers and their scratches.
template <class T>
std::size_t band_engine_bytes(std::size_t n, std::size_t block, std::size_t band, std::size_t buffers,
                              std::size_t panels)
{
    const std::size_t ld = round_up_to_granule(n), width = round_up_to_granule(block),
                      rows = round_up_to_granule(band);
    return panels * (width * ld + width * width) * sizeof(T) +
           buffers * (rows * ld * sizeof(T) + band_scratch<T>::bytes(width, rows)) +
           (2 * width + 2048) * width * sizeof(T) + closure_workspace<T>::bytes(width, tile, false) + 256;
}

// Rounds overlap (with two panel buffers, geometry.panels): round K + 1's pivot rows are
// the first bands of round K (the schedule visits the rows after the pivot rows first), so
// its panel is loaded into the other panel buffer and closed on the main stream as soon
// as those bands are home, while round K's other bands still run; with one, each panel
// waits for the last round's bands. What orders the host rows between rounds: each band's
// download records an event with its rows; a later upload (or panel load) of rows waits
// for the events of the previous round that overlap them, and a panel buffer is reused
// only after every band of the round before last is done.
template <class S, class Ops>
class device_distance_engine {
public:
    using T = typename S::value_type;

    // d: the host matrix (n x n: the library's page-locked staging, or the caller's rows),
    // closed in place.
    // profile: where the panel phases and the bands' work are timed (launch_profile.cuh).
    device_distance_engine(const shared::matrix_rows<T>& d, const shared::band_geometry& g, cudaStream_t main,
                           launch_profile& profile)
        : profile_(profile),
          rows_(d, g.buffers + 1, std::max(g.block, g.band)),
          n_(g.n),
          ld_(round_up_to_granule(g.n)),
          width_pad_(round_up_to_granule(g.block)),
          rows_pad_(round_up_to_granule(g.band)),
          panel_count_(g.panels == 2 ? 2 : 1),
          main_(main),
          abort_(1, "out-of-core negative-cycle flag"),
          abort_host_(1),
          closer_(width_pad_)
    {
        // Every padding entry starts as "no path": the copies write only the real columns.
        for (std::size_t k = 0; k < panel_count_; ++k) {
            blocks_[k].allocate(width_pad_ * width_pad_, "out-of-core closed pivot block");
            panels_[k].allocate(width_pad_ * ld_, "out-of-core pivot panel");
            fill_rows<T>(panels_[k].data(), ld_, 0, width_pad_, ld_, S::zero(), main_);
        }
        for (std::size_t b = 0; b < g.buffers; ++b) {
            bands_.emplace_back(new band_buffer);
            bands_.back()->d.allocate(rows_pad_ * ld_, "out-of-core row band");
            bands_.back()->scratch.allocate(width_pad_, rows_pad_);
            fill_rows<T>(bands_.back()->d.data(), ld_, 0, rows_pad_, ld_, S::zero(), main_);
        }
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(abort_.data(), 0, sizeof(int), main_));
        BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(main_));
    }

    // Nothing queued may still read or write a buffer once it goes (an exception can leave
    // work queued on any stream): wait for every stream first.
    ~device_distance_engine()
    {
        for (auto& band : bands_)
            if (cudaStreamSynchronize(band->s.get()) != cudaSuccess) cudaGetLastError();
        if (cudaStreamSynchronize(main_) != cudaSuccess) cudaGetLastError();
    }
    device_distance_engine(const device_distance_engine&) = delete;
    device_distance_engine& operator=(const device_distance_engine&) = delete;

    // The staging is built and page-locked in chunks as the first round runs
    // (host_row_mover::staged_in_chunks).
    void staged_in_chunks(std::size_t chunk_rows, std::function<void(std::size_t, std::size_t)> wait)
    {
        rows_.staged_in_chunks(chunk_rows, std::move(wait));
    }

    bool load_pivot_panel(std::size_t k0, std::size_t k1)
    {
        ++round_;
        const std::size_t which = round_ % panel_count_;
        // This panel buffer was last read by the bands of the round before last (two
        // panels: each band stream's end of that round was recorded when the last round
        // began), or of the last round (one panel).
        for (auto& band : bands_) {
            if (panel_count_ == 1) band->round_end[0].record(band->s.get());
            BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(main_, band->round_end[which].get(), 0));
            if (panel_count_ == 2) band->round_end[1 - which].record(band->s.get());
        }
        previous_.swap(current_);
        current_.clear();
        wait_for_rows(main_, k0, k1);  // the pivot rows as the last round left them
        const std::size_t mark = profile_.begin("pivot-panel", main_);
        copy(panels_[which].data(), k0, k1 - k0, cudaMemcpyHostToDevice, main_);
        closed_ = closer_.close(panels_[which].data(), ld_, ld_, k0, k1 - k0, abort_.data(), main_);
        // The closer's block is its workspace for the next round, while this round's bands
        // still read the closed block: they read a copy of their own.
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(blocks_[which].data(), closed_.block,
                                                   width_pad_ * width_pad_ * sizeof(T), cudaMemcpyDeviceToDevice,
                                                   main_));
        closed_.block = blocks_[which].data();
        BOOST_GPU_PATHS_CUDA_CHECK(
            cudaMemcpyAsync(abort_host_.data(), abort_.data(), sizeof(int), cudaMemcpyDeviceToHost, main_));
        profile_.end(mark, main_);
        panel_ready_.record(main_);
        BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(main_));
        return abort_host_.data()[0] == 0;
    }

    void upload_band(std::size_t b, std::size_t i0, std::size_t i1)
    {
        band_buffer& band = *bands_[b];
        // panel_ready_ also orders the upload after the last round's panel went home.
        BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(band.s.get(), panel_ready_.get(), 0));
        wait_for_rows(band.s.get(), i0, i1);
        copy(band.d.data(), i0, i1 - i0, cudaMemcpyHostToDevice, band.s.get());
    }

    void update_band(std::size_t b, std::size_t i0, std::size_t i1, std::size_t, std::size_t)
    {
        band_buffer& band = *bands_[b];
        const std::size_t mark = profile_.begin("band-update", band.s.get());
        band_update<S, Ops>(band.d.data(), ld_, round_up_to_granule(i1 - i0), ld_, closed_, band.scratch,
                            abort_.data(), band.s.get());
        profile_.end(mark, band.s.get());
    }

    void download_band(std::size_t b, std::size_t i0, std::size_t i1)
    {
        band_buffer& band = *bands_[b];
        copy(band.d.data(), i0, i1 - i0, cudaMemcpyDeviceToHost, band.s.get());
        current_.push_back(rows_home{i0, i1, std::unique_ptr<event>(new event)});
        current_.back().done->record(band.s.get());
    }

    void store_pivot_panel(std::size_t k0, std::size_t k1)
    {
        copy(panels_[round_ % panel_count_].data(), k0, k1 - k0, cudaMemcpyDeviceToHost, main_);
        last_pivot_rows_[0] = k0;
        last_pivot_rows_[1] = k1;
    }

    // After the last round, in the library's staging: its rows in the order they were
    // sent, each as soon as it is home, its pivot rows last. home(i0, i1) runs on the host
    // while the device still works on later bands. Then as finish().
    template <class Home>
    void finish_each(Home home)
    {
        for (const rows_home& r : current_) {
            r.done->synchronize();
            home(r.i0, r.i1);
        }
        BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(main_));
        home(last_pivot_rows_[0], last_pivot_rows_[1]);
        finish();
    }

    // Every queued copy and product done.
    void finish()
    {
        for (auto& band : bands_) band->s.synchronize();
        BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(main_));
        rows_.drain_all();
    }

private:
    struct band_buffer {
        device_buffer<T> d;
        band_scratch<T> scratch;
        stream s;
        event round_end[2];
    };
    struct rows_home {  // host rows [i0, i1) written back once `done` completes
        std::size_t i0, i1;
        std::unique_ptr<event> done;
    };

    // Stream st waits until the last round's downloads of rows overlapping [i0, i1) are done.
    void wait_for_rows(cudaStream_t st, std::size_t i0, std::size_t i1)
    {
        for (const rows_home& r : previous_)
            if (r.i0 < i1 && i0 < r.i1) BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(st, r.done->get(), 0));
    }

    // Host rows [i0, i0 + rows) to or from device rows (ld_ apart), through rows_ (the
    // library's staging, or the caller's rows through bounce slots). The bounce slot
    // follows the stream: one per band buffer, the panels' on the main stream.
    void copy(T* device, std::size_t i0, std::size_t rows, cudaMemcpyKind kind, cudaStream_t st)
    {
        std::size_t slot = 0;
        while (slot < bands_.size() && bands_[slot]->s.get() != st) ++slot;
        if (kind == cudaMemcpyHostToDevice)
            rows_.upload(slot, device, ld_, i0, rows, st);
        else
            rows_.download(slot, device, ld_, i0, rows, st);
    }

    launch_profile& profile_;
    host_row_mover<T> rows_;
    std::size_t n_, ld_, width_pad_, rows_pad_, panel_count_;
    cudaStream_t main_;
    device_buffer<int> abort_;
    pinned_buffer<int> abort_host_;
    pivot_panel_closer<S, Ops> closer_;
    device_buffer<T> panels_[2], blocks_[2];
    closed_pivot_panel<T> closed_;
    event panel_ready_;
    std::size_t round_ = std::size_t(-1);  // the round whose panel is loaded
    std::size_t last_pivot_rows_[2] = {0, 0};  // the pivot rows last stored
    std::vector<rows_home> previous_, current_;
    std::vector<std::unique_ptr<band_buffer>> bands_;
};

// Predecessors of every row of the closed host matrix d (n x n, encoded), into the host
// matrix p, derived on the device from the final distances and the graph's in-edges
// (derived_predecessors.cuh, the in-core derivation): rows travel up in bands through two
// buffers on two streams, their predecessors back down. budget: the call's device budget.
// staged_chunk_rows: the rows of each registration of a staging locked chunk by chunk
// (staged_build.cuh), 0 where d is not.
template <class W>
void derive_out_of_core_predecessors(const backend_api::dense_apsp_problem<W>& problem, const shared::matrix_rows<W>& d,
                                     std::uint32_t* p, std::size_t budget, cudaStream_t main,
                                     std::size_t staged_chunk_rows = 0)
{
    const std::size_t n = problem.vertex_count;
    const std::size_t usable = usable_budget(budget), lists_bytes = device_in_edges<W>::bytes(problem);
    const std::size_t row_bytes = n * (sizeof(W) + sizeof(std::uint32_t));
    const std::size_t rows =
        std::min<std::size_t>({n, 4096, usable > lists_bytes ? (usable - lists_bytes) / (2 * row_bytes) : 0});
    if (rows == 0) throw band_budget_error(n, 2, lists_bytes + 2 * row_bytes, usable);
    const device_in_edges<W> in_edges(problem, main);
    // The lists' uploads are queued on main: on every way out, they end before the lists go.
    struct wait_on_exit {
        cudaStream_t st;
        ~wait_on_exit()
        {
            if (cudaStreamSynchronize(st) != cudaSuccess) cudaGetLastError();
        }
    } lists_uploaded{main};
    event lists_ready;
    lists_ready.record(main);
    struct band {
        device_buffer<W> d;
        device_buffer<std::uint32_t> p;
    } bands[2];
    for (auto& b : bands) {
        b.d.allocate(rows * n, "out-of-core derivation distances");
        b.p.allocate(rows * n, "out-of-core derivation predecessors");
    }
    host_row_mover<W> d_rows(d, 2, rows);  // waits for its copies before it goes
    // A staging registered chunk by chunk (every chunk locked by now): no copy spans two.
    if (staged_chunk_rows) d_rows.staged_in_chunks(staged_chunk_rows, [](std::size_t, std::size_t) {});
    stream streams[2];  // after the buffers: destroyed first, waiting for their work
    const auto n32 = static_cast<std::uint32_t>(n);
    std::size_t next = 0;
    for (std::size_t i0 = 0; i0 < n; i0 += rows, ++next) {
        const std::size_t i1 = std::min(n, i0 + rows);
        band& b = bands[next % 2];
        const cudaStream_t st = streams[next % 2].get();
        if (next < 2) BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(st, lists_ready.get(), 0));
        d_rows.upload(next % 2, b.d.data(), n, i0, i1 - i0, st);
        // The derivation addresses rows by their vertex (the row's own index is also its
        // default predecessor): the band's base, moved back by i0 rows, as an address only.
        const W* rows_d = reinterpret_cast<const W*>(reinterpret_cast<std::uintptr_t>(b.d.data()) - i0 * n * sizeof(W));
        std::uint32_t* rows_p = reinterpret_cast<std::uint32_t*>(reinterpret_cast<std::uintptr_t>(b.p.data()) -
                                                                 i0 * n * sizeof(std::uint32_t));
        derive_predecessors(rows_d, rows_p, n, n32, static_cast<std::uint32_t>(i0), static_cast<std::uint32_t>(i1),
                            in_edges.lists(), st);
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(p + i0 * n, b.p.data(), (i1 - i0) * n * sizeof(std::uint32_t),
                                                   cudaMemcpyDeviceToHost, st));
    }
    for (auto& st : streams) st.synchronize();
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
