// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The blocked closure schedule on the device, written once for every semiring
// (shared/semiring.hpp) and inner loop (inner_ops.cuh). For each pivot block K of width b:
//
//   phase 1  close D[K][K]: one CTA per 128 x 128 tile (close_tile_kernel), or, for
//            b > 128, this same schedule recursively on the b x b tile;
//   phase 2  R   = plus(D[K][:], D[K][K] (x) D[K][:])       (pivot row panel, b x n)
//            C^T = plus(D[:][K]^T, (D[:][K] (x) D[K][K])^T)  (pivot column panel, b x n)
//            both into separate buffers, as products with the closed tile;
//   phase 3  D = plus(D, C ⊗ R) over the whole matrix: one register-tiled product with
//            inner dimension b, reading only the panel buffers (no read/write race; the
//            panels' own entries come out unchanged since D[K][K] is closed).
//
// Predecessors ride along: an entry improved through k takes the predecessor of the
// row-panel entry R[k][j] (phase 2 row: P[K+k][j]; phase 3: the panel's PR[k][j]).
// Negative cycles: close_tile_kernel flags a negative diagonal entry in a device word;
// every later kernel returns at once, and the host reads the word once at the end.
//
// Deferred quadrant (distances only, from n = 8192): the rounds of the pivots in the
// second half H = [h, n) leave the quadrant Q = [0, h) x [0, h) alone, since no other
// entry of theirs reads it; rows [h, n) and the strip [0, h) x H are then final, and Q is
// finished at the end as Q = plus(Q, D[Q rows][H] (x) D[H][Q columns]) (R-Kleene's last
// step), in row stripes. Each stripe's rows are final once its product is done, so the
// caller can copy rows out while the rest is computed (row_readiness).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_SCHEDULE_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_SCHEDULE_CUH

#include "cuda/closure/launch_profile.cuh"
#include "cuda/closure/product_kernel.cuh"
#include "cuda/closure/row_readiness.cuh"
#include "cuda/closure/tile_kernels.cuh"
#include "cuda/closure/workspace.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/dynamic_shared_memory.cuh"
#include "cuda/runtime/memory.cuh"

#include <boost_gpu_paths/execution.hpp>

#include <algorithm>
#include <functional>
#include <memory>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// Kernel shapes per value size: (TM, TN, BK, STAGES). Small: 64 x 64 CTA tiles, for the
// pivot panels and other products too small to fill the device with 128 x 128 tiles.
template <class T, bool Paths, bool Small = false>
struct product_shape {
    static constexpr bool big = !Small && sizeof(T) == 4 && !Paths;
    static constexpr int TM = Small ? 4 : 8, TN = big ? 8 : 4, BK = big ? 16 : 8, STAGES = 3;
};

template <class S, class Ops, bool Paths>
class closure_runner {
public:
    using T = typename S::value_type;

    // options: the schedule's knobs (lookahead, split, deferred quadrant); profile: where
    // each kind of launch is timed (launch_profile.cuh), owned by the caller, who prints it.
    closure_runner(T* d, std::uint32_t* p, std::size_t n_pad, closure_workspace<T>& ws, int* abort,
                   cudaStream_t stream, const closure_options& options, launch_profile& profile)
        : d_(d), p_(p), ld_(n_pad), ws_(ws), abort_(abort), stream_(stream), options_(options), profile_(profile)
    {
        BOOST_GPU_PATHS_CUDA_CHECK(cudaFuncSetAttribute(close_tile_kernel<S, Paths>,
                                                        cudaFuncAttributeMaxDynamicSharedMemorySize,
                                                        static_cast<int>(close_tile_smem<S, Paths>())));
    }
    closure_runner(const closure_runner&) = delete;
    closure_runner& operator=(const closure_runner&) = delete;

    // Closes the whole matrix with pivot blocks of width `block`. With options.lookahead,
    // round K's phase 3 on round K+1's pivot row and
    // column, then phase 1 and 2 of round K+1, run on a second stream while phase 3 of
    // round K updates everything else, so the latency-bound diagonal closure hides behind
    // the product.
    // Where the schedule finishes some rows early (the deferred quadrant), it records
    // them in `readiness`; otherwise every row is final when the stream gets past run's
    // last launch.
    void run(std::size_t block, row_readiness* readiness = nullptr)
    {
        if (ld_ > block && options_.lookahead)
            close_lookahead(block, readiness);
        else
            close(0, ld_, block, stream_, ws_.sets[0], true);
    }

    // Where set, called once each pivot round of the whole matrix is queued, with the
    // pivots it completes and their total (round_watch.cuh: a watched call's cancel and
    // progress; it may wait for the device, and throw).
    std::function<void(std::size_t done, std::size_t total)> after_round;

private:
    using wset = typename closure_workspace<T>::set;

    // Phase 1 and 2 of the pivot block [kk, kk + kb) of the size x size block at (off, off).
    void front(std::size_t off, std::size_t size, std::size_t kk, std::size_t kb, wset& w, cudaStream_t st)
    {
        T* pivot = d_ + kk * ld_ + kk;
        T* pivot_rows = d_ + kk * ld_ + off;
        T* pivot_cols = d_ + off * ld_ + kk;
        close(kk, kb, tile, st, ws_.inner);
        const std::size_t transposes_mark = begin("transposes", st);
        transpose(pivot, ld_, kb, kb, w.pivot_t.data(), kb, st);
        transpose(pivot_cols, ld_, size, kb, w.column_t.data(), size, st);
        end(transposes_mark, st);
        const std::size_t phase2_mark = begin(size == ld_ ? "phase2" : "phase1-inner", st);
        {
            product_args<T> a;  // R = plus(X_r, D_kk (x) X_r)
            a.at = w.pivot_t.data();
            a.ld_at = kb;
            a.b = pivot_rows;
            a.ld_b = ld_;
            a.c_in = pivot_rows;
            a.ld_c_in = ld_;
            a.c_out = w.row_panel.data();
            a.ld_c_out = size;
            a.k = static_cast<int>(kb);
            if (Paths) {
                a.pb = p_ + kk * ld_ + off;
                a.ld_pb = ld_;
                a.p_in = a.pb;
                a.ld_p_in = ld_;
                a.p_out = w.row_panel_pred.data();
                a.ld_p_out = size;
                a.diagonal_offset = static_cast<long long>(kk - off);
            }
            product<Paths, true>(a, kb, size, st);
        }
        {
            product_args<T> a;  // C^T = plus(X_c^T, (X_c (x) D_kk)^T) = plus(X_c^T, D_kk^T' (x) X_c^T)
            a.at = pivot;
            a.ld_at = ld_;
            a.b = w.column_t.data();
            a.ld_b = size;
            a.c_in = w.column_t.data();
            a.ld_c_in = size;
            a.c_out = w.column_panel_t.data();
            a.ld_c_out = size;
            a.k = static_cast<int>(kb);
            product<false, true>(a, kb, size, st);
        }
        end(phase2_mark, st);
    }

    // Phase 3 of pivot block [kk, kk + kb) on rows [r0, r0 + rows) and columns
    // [c0, c0 + cols) of the size x size block at (off, off) (coordinates relative to it),
    // leaving out rows [skip_row, skip_row + skip_row_len) and columns [skip_col, skip_col +
    // skip_col_len) (relative to r0 and c0; lengths 0: none).
    void phase3(std::size_t off, std::size_t size, std::size_t kk, std::size_t kb, wset& w, std::size_t r0,
                std::size_t rows, std::size_t c0, std::size_t cols, std::size_t skip_row, std::size_t skip_row_len,
                std::size_t skip_col, std::size_t skip_col_len, cudaStream_t st)
    {
        product_args<T> a;
        a.at = w.column_panel_t.data() + r0;
        a.ld_at = size;
        a.b = w.row_panel.data() + c0;
        a.ld_b = size;
        a.c_in = d_ + (off + r0) * ld_ + off + c0;
        a.ld_c_in = ld_;
        a.c_out = d_ + (off + r0) * ld_ + off + c0;
        a.ld_c_out = ld_;
        a.k = static_cast<int>(kb);
        if (Paths) {
            a.pb = w.row_panel_pred.data() + c0;
            a.ld_pb = size;
            a.p_out = p_ + (off + r0) * ld_ + off + c0;
            a.p_in = a.p_out;
            a.ld_p_in = ld_;
            a.ld_p_out = ld_;
            a.diagonal_offset = static_cast<long long>(kk - off) - static_cast<long long>(c0);
        }
        // 128-row tiles once they fill about two waves of the device, 64 x 64 below.
        if (rows * cols >= std::size_t(2 * 132) * 128 * 128)
            product<Paths, false>(a, rows, cols, st, skip_row, skip_row_len, skip_col, skip_col_len);
        else
            product<Paths, true>(a, rows, cols, st, skip_row, skip_row_len, skip_col, skip_col_len);
    }

    // Closes the size x size block at (off, off) with pivot blocks of width `block`.
    // whole: the top level (the rounds after_round is told of), not a pivot block's own closure.
    void close(std::size_t off, std::size_t size, std::size_t block, cudaStream_t st, wset& w, bool whole = false)
    {
        if (size <= tile) {
            const std::size_t tile_mark = begin("phase1-tile", st);
            close_tile_kernel<S, Paths><<<1, 1024, close_tile_smem<S, Paths>(), st>>>(
                d_ + off * ld_ + off, ld_, Paths ? p_ + off * ld_ + off : nullptr, ld_, abort_);
            BOOST_GPU_PATHS_CHECK_LAUNCH("close_tile_kernel");
            end(tile_mark, st);
            return;
        }
        for (std::size_t k0 = 0; k0 < size; k0 += block) {
            const std::size_t kb = std::min(block, size - k0);
            front(off, size, off + k0, kb, w, st);
            const std::size_t phase3_mark = begin(size == ld_ ? "phase3" : "phase1-inner", st);
            phase3(off, size, off + k0, kb, w, 0, size, 0, size, 0, 0, 0, 0, st);
            end(phase3_mark, st);
            if (whole && after_round) after_round(k0 + kb, size);
        }
    }

    void close_lookahead(std::size_t block, row_readiness* readiness)
    {
        const std::size_t n = ld_;
        // The side stream goes first where both have CTAs waiting for a free SM: the next
        // round waits for its front, not for the last CTAs of this phase 3.
        // (options.side_stream_priority off: default priority, for comparison.)
        std::unique_ptr<stream> side_owner = options_.side_stream_priority
                                                 ? std::make_unique<stream>(stream::highest_priority)
                                                 : std::make_unique<stream>();
        stream& side = *side_owner;
        // Ordering-only events, destroyed on every path (a failed launch throws).
        struct sync_event {
            cudaEvent_t handle = nullptr;
            sync_event() { BOOST_GPU_PATHS_CUDA_CHECK(cudaEventCreateWithFlags(&handle, cudaEventDisableTiming)); }
            ~sync_event()
            {
                if (handle) cudaEventDestroy(handle);
            }
            sync_event(const sync_event&) = delete;
            sync_event& operator=(const sync_event&) = delete;
        } front_event, cross_event, main_event, second_event;
        const cudaEvent_t front_done = front_event.handle, cross_done = cross_event.handle,
                          main_done = main_event.handle, second_done = second_event.handle;
        // Round K's phase 3 on round K+1's pivot row and column (the cross) runs on the side
        // stream too, ahead of round K+1's front, beside the rest of round K's phase 3: the
        // cross is two thin products of 64 x 64 tiles that would otherwise run alone between
        // two rounds. It may start once round K-1's phase 3 is done (it rewrites the cross,
        // which that phase also updates). options.cross_on_side_stream off: the cross first
        // on the main stream, for comparison.
        const bool cross_on_side = options_.cross_on_side_stream;
        // The rest of a round's phase 3 runs as two halves of the rows, the first on the
        // main stream and the second on another one. A tile of round K+1 needs only the
        // same tile of round K (and round K+1's front), so round K+1's first half fills
        // the device while round K's second half drains, instead of each round ending in
        // a partial wave with most SMs idle (at n = 8192, 3969 tiles per round are 15.03
        // waves of 264 CTAs). Only from n = 8192: at 2048 and 4096 (rounds of 0.15 to 0.22
        // ms) the second launch per round cost more than the tail it filled (f32 2.47 ->
        // 2.61 ms and 7.07 -> 7.90 ms), while 8192 went from 40.9 to 39.2 ms and 16384 from
        // 304.1 to 300.9 ms (doc/design-floyd-warshall.md). options.split_from sets the
        // size (0: never); it is at least two tiles.
        const bool split =
            options_.split_from != 0 && n >= std::max<std::size_t>(options_.split_from, 2 * std::size_t(tile));
        // The first pivot of the deferred rounds (0: none); their main-stream half is the
        // strip [0, h) x [h, n), their second half rows [h, n).
        const std::size_t h = deferred_from(block, split);
        const std::size_t half = split ? n / tile / 2 * tile : n;
        // Phase 3 of round [kk, kk + kb) on rows [r0, r1), leaving out the cross of
        // [skip, skip + skip_len) (its rows only where they fall in [r0, r1): a wide pivot
        // block's may straddle the halves).
        auto phase3_rows = [&](std::size_t kk, std::size_t kb, wset& w, std::size_t r0, std::size_t r1,
                               std::size_t skip, std::size_t skip_len, cudaStream_t st) {
            const std::size_t lo = std::max(skip, r0), hi = std::min(skip + skip_len, r1);
            const bool rows_skipped = skip_len && lo < hi;
            // A deferred round leaves the quadrant's columns out of its rows (the cross,
            // at or beyond h, stays inside the columns it keeps).
            const std::size_t c0 = h && kk >= h && r1 <= h ? h : 0;
            phase3(0, n, kk, kb, w, r0, r1 - r0, c0, n - c0, rows_skipped ? lo - r0 : 0, rows_skipped ? hi - lo : 0,
                   skip_len ? skip - c0 : 0, skip_len, st);
        };
        // Round kk's main-stream part of phase 3 (skip: the next round's cross): rows [0,
        // half), or in a deferred round the strip [0, h) x [h, n). Where h is not half (a
        // wide pivot block), rows change hands between the streams at the first deferred
        // round, so there each stream's part waits for the other stream's previous one.
        auto main_phase3 = [&](std::size_t kk, std::size_t kb, wset& w, std::size_t skip, std::size_t skip_len) {
            if (h && kk >= h) {
                if (kk == h) BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(stream_, second_done, 0));
                phase3_rows(kk, kb, w, 0, h, skip, skip_len, stream_);
            } else {
                phase3_rows(kk, kb, w, 0, half, skip, skip_len, stream_);
            }
        };
        // Round kk's second-stream part, queued after main_done is recorded behind
        // main_phase3 of the same round.
        auto second_phase3 = [&](std::size_t kk, std::size_t kb, wset& w, std::size_t skip, std::size_t skip_len,
                                 cudaStream_t st) {
            if (h && kk == h) BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(st, main_done, 0));
            phase3_rows(kk, kb, w, h && kk >= h ? h : half, n, skip, skip_len, st);
        };
        std::unique_ptr<stream> second_owner = split ? std::make_unique<stream>() : nullptr;
        front(0, n, 0, std::min(block, n), ws_.sets[0], stream_);
        BOOST_GPU_PATHS_CUDA_CHECK(cudaEventRecord(main_done, stream_));
        if (split) {
            BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(second_owner->get(), main_done, 0));
            BOOST_GPU_PATHS_CUDA_CHECK(cudaEventRecord(second_done, second_owner->get()));
        }
        std::size_t round = 0;
        for (std::size_t kk = 0; kk < n; kk += block, ++round) {
            const std::size_t kb = std::min(block, n - kk);
            wset& w = ws_.sets[round % 2];
            const std::size_t next = kk + kb;
            if (next < n) {
                const std::size_t next_kb = std::min(block, n - next);
                if (cross_on_side) {
                    // Side: the cross, then round K+1's phase 1 and 2; main: the rest of
                    // round K's phase 3.
                    BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(side.get(), main_done, 0));
                    if (split) BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(side.get(), second_done, 0));
                    const std::size_t cross_mark = begin("phase3-cross", side.get());
                    phase3(0, n, kk, kb, w, next, next_kb, 0, n, 0, 0, 0, 0, side.get());
                    phase3(0, n, kk, kb, w, 0, n, next, next_kb, 0, 0, 0, 0, side.get());
                    end(cross_mark, side.get());
                } else {
                    if (split) BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(stream_, second_done, 0));
                    const std::size_t cross_mark = begin("phase3-cross", stream_);
                    phase3(0, n, kk, kb, w, next, next_kb, 0, n, 0, 0, 0, 0, stream_);
                    phase3(0, n, kk, kb, w, 0, n, next, next_kb, 0, 0, 0, 0, stream_);
                    end(cross_mark, stream_);
                    BOOST_GPU_PATHS_CUDA_CHECK(cudaEventRecord(cross_done, stream_));
                    BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(side.get(), cross_done, 0));
                }
                front(0, n, next, next_kb, ws_.sets[(round + 1) % 2], side.get());
                BOOST_GPU_PATHS_CUDA_CHECK(cudaEventRecord(front_done, side.get()));
                const std::size_t phase3_mark = begin("phase3", stream_);
                main_phase3(kk, kb, w, next, next_kb);
                end(phase3_mark, stream_);
                BOOST_GPU_PATHS_CUDA_CHECK(cudaEventRecord(main_done, stream_));
                BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(stream_, front_done, 0));
                if (split) {
                    cudaStream_t st = second_owner->get();
                    const std::size_t second_mark = begin("phase3-second-half", st);
                    second_phase3(kk, kb, w, next, next_kb, st);
                    end(second_mark, st);
                    BOOST_GPU_PATHS_CUDA_CHECK(cudaEventRecord(second_done, st));
                    BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(st, front_done, 0));
                }
            } else {
                const std::size_t phase3_mark = begin("phase3", stream_);
                main_phase3(kk, kb, w, 0, 0);
                end(phase3_mark, stream_);
                BOOST_GPU_PATHS_CUDA_CHECK(cudaEventRecord(main_done, stream_));
                if (split) {
                    cudaStream_t st = second_owner->get();
                    const std::size_t second_mark = begin("phase3-second-half", st);
                    second_phase3(kk, kb, w, 0, 0, st);
                    end(second_mark, st);
                    BOOST_GPU_PATHS_CUDA_CHECK(cudaEventRecord(second_done, st));
                    // The caller waits on the main stream only.
                    BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(stream_, second_done, 0));
                }
            }
            if (after_round) after_round(next, n);
        }
        if (h) finish_deferred_quadrant(h, readiness);
    }

    // The first pivot of the deferred rounds, or 0 where the quadrant is not deferred.
    // Not with predecessors: the quadrant's update would need the panels' predecessors of
    // every deferred round. Only where the rows are split over two streams anyway (from
    // n = 8192), so a deferred round costs no extra launch. options.defer_quadrant off:
    // never, for comparison.
    std::size_t deferred_from(std::size_t block, bool split) const
    {
        if (Paths || !split || !options_.defer_quadrant) return 0;
        const std::size_t h = ld_ / block / 2 * block;
        return h >= block && ld_ - h >= block ? h : 0;
    }

    // R-Kleene's last step on the deferred quadrant: Q = plus(Q, X (x) Y) with X the strip
    // [0, h) x [h, n) and Y the strip [h, n) x [0, h), both final. Row stripe by row stripe
    // (options.defer_stripes, 4 by default: at n = 8192 a stripe is one wave of 128 x 128
    // tiles), so that each stripe's rows are final, and recorded, as early as possible.
    // X's slice is transposed into the panels' storage, free by now, as deep as it holds
    // (at n = 8192 all of [h, n): one product per stripe).
    void finish_deferred_quadrant(std::size_t h, row_readiness* readiness)
    {
        const std::size_t n = ld_;
        // Rows [h, n) are final; the product below still reads their columns [0, h).
        if (readiness) readiness->finish(h, n, h, n, stream_);
        const std::size_t stripes = std::max<std::size_t>(1, options_.defer_stripes);
        const std::size_t stripe_rows = std::max<std::size_t>(tile, (h / stripes + tile - 1) / tile * tile);
        const std::size_t capacity = ws_.spare_size();
        // The product locates operand rows by 32-bit offsets: depth * ld stays below 2^31.
        // options.defer_depth = k: products at most k deep (a multiple of 128), for tests.
        std::size_t depth_limit = std::max<std::size_t>(tile, ((std::size_t(1) << 31) - 1) / ld_ / tile * tile);
        if (const std::size_t k = std::size_t(options_.defer_depth) / tile * tile) depth_limit = std::min(depth_limit, k);
        const std::size_t mark = begin("deferred-quadrant", stream_);
        for (std::size_t s0 = 0; s0 < h; s0 += stripe_rows) {
            const std::size_t rows = std::min(stripe_rows, h - s0);
            const std::size_t depth =
                std::min({n - h, depth_limit, std::max<std::size_t>(tile, capacity / rows / tile * tile)});
            for (std::size_t k0 = h; k0 < n; k0 += depth) {
                const std::size_t kd = std::min(depth, n - k0);
                T* xt = ws_.spare();
                transpose(d_ + s0 * ld_ + k0, ld_, rows, kd, xt, rows, stream_);
                product_args<T> a;
                a.at = xt;
                a.ld_at = rows;
                a.b = d_ + k0 * ld_;
                a.ld_b = ld_;
                a.c_in = d_ + s0 * ld_;
                a.ld_c_in = ld_;
                a.c_out = d_ + s0 * ld_;
                a.ld_c_out = ld_;
                a.k = static_cast<int>(kd);
                // 128 x 128 tiles where they make about a wave of the device or more.
                if ((rows / 128) * (h / 128) >= 240)
                    product<false, false>(a, rows, h, stream_);
                else
                    product<false, true>(a, rows, h, stream_);
            }
            if (readiness) readiness->finish(s0, s0 + rows, 0, n, stream_);
        }
        end(mark, stream_);
    }

    std::size_t begin(const char* label, cudaStream_t st) { return profile_.begin(label, st); }
    void end(std::size_t index, cudaStream_t st) { profile_.end(index, st); }

    void transpose(const T* src, std::size_t ld_src, std::size_t rows, std::size_t cols, T* dst, std::size_t ld_dst,
                   cudaStream_t st)
    {
        const dim3 grid(static_cast<unsigned>(cols / 32), static_cast<unsigned>(rows / 32));
        transpose_kernel<T><<<grid, dim3(32, 8), 0, st>>>(src, ld_src, dst, ld_dst, abort_);
        BOOST_GPU_PATHS_CHECK_LAUNCH("transpose_kernel");
    }

    // Leaves out rows [skip_row, skip_row + skip_row_len) and columns [skip_col, skip_col +
    // skip_col_len) (whole CTA tiles: all are multiples of 128).
    template <bool WithPaths, bool Small>
    void product(product_args<T>& a, std::size_t m, std::size_t n, cudaStream_t st, std::size_t skip_row = 0,
                 std::size_t skip_row_len = 0, std::size_t skip_col = 0, std::size_t skip_col_len = 0)
    {
        using shape = product_shape<T, WithPaths, Small>;
        constexpr int BM = 16 * shape::TM, BN = 16 * shape::TN;
        static_assert(tile % BM == 0 && tile % BN == 0, "the cross is whole tiles");
        a.abort = abort_;
        if (skip_row_len) {
            a.skip_m_begin = static_cast<int>(skip_row / BM);
            a.skip_m = static_cast<int>(skip_row_len / BM);
        }
        if (skip_col_len) {
            a.skip_n_begin = static_cast<int>(skip_col / BN);
            a.skip_n = static_cast<int>(skip_col_len / BN);
        }
        const dim3 grid(static_cast<unsigned>(n / BN - a.skip_n), static_cast<unsigned>(m / BM - a.skip_m));
        if (grid.x == 0 || grid.y == 0) return;  // all of it skipped (a half that is all cross)
        // With predecessors the whole K panel stays in shared memory (K <= 512 for 4-byte
        // values, 256 for 8-byte ones: the pivot blocks the schedule uses).
        const int slots = WithPaths ? a.k / shape::BK : shape::STAGES;
        const std::size_t smem = std::size_t(slots) * shape::BK * (BM + BN) * sizeof(T);
        constexpr auto kernel = product_kernel<S, Ops, shape::TM, shape::TN, shape::BK, shape::STAGES, WithPaths>;
        if (smem > 48 * 1024) allow_dynamic_shared_memory<kernel>();
        kernel<<<grid, 256, smem, st>>>(a);
        BOOST_GPU_PATHS_CHECK_LAUNCH("product_kernel");
    }

    T* d_;
    std::uint32_t* p_;
    std::size_t ld_;
    closure_workspace<T>& ws_;
    int* abort_;
    cudaStream_t stream_;
    closure_options options_;
    launch_profile& profile_;
};

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
