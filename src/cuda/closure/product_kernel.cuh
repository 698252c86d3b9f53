// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The kernel that does almost all of the closure's work (schedule.cuh drives it):
//
//   product_kernel  C_out = plus(C_in, A (x) B), register-tiled: phase 3 is one such
//                   product over the whole matrix, the pivot panels of phase 2 are two
//                   small ones. A arrives transposed (K x M), so both operands are loaded
//                   as rows of K, through cp.async stages in shared memory.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_PRODUCT_KERNEL_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_PRODUCT_KERNEL_CUH

#include "cuda/closure/inner_ops.cuh"

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// --- The product ------------------------------------------------------------------------------

template <class T>
struct product_args {
    const T* at = nullptr;  // K x M (A transposed), rows ld_at apart
    std::size_t ld_at = 0;
    const T* b = nullptr;  // K x N
    std::size_t ld_b = 0;
    const T* c_in = nullptr;  // M x N
    std::size_t ld_c_in = 0;
    T* c_out = nullptr;  // M x N, may be c_in
    std::size_t ld_c_out = 0;
    int k = 0;  // multiple of the kernel's BK
    // Predecessors (Paths): an improvement of C[m][n] through k takes pb[k][n].
    const std::uint32_t* pb = nullptr;
    std::size_t ld_pb = 0;
    const std::uint32_t* p_in = nullptr;
    std::size_t ld_p_in = 0;
    std::uint32_t* p_out = nullptr;  // == p_in: only improved entries are written
    std::size_t ld_p_out = 0;
    // Row k of B is the path from vertex diagonal_offset + k of C's column numbering: the
    // split at k = column is the empty right part (B's diagonal, whose predecessor is the
    // column itself), never a predecessor; another k with the same value always exists.
    long long diagonal_offset = -1;
    // Tile rows [skip_m_begin, skip_m_begin + skip_m) and tile columns likewise are left
    // out of the grid (phase 3 around the next pivot's cross, which another stream owns).
    int skip_m_begin = 0, skip_m = 0, skip_n_begin = 0, skip_n = 0;
    const int* abort = nullptr;  // set by a negative cycle: return at once
};

// 256 threads as 16 x 16; thread (tx, ty) owns rows (i/4)*64 + 4*ty + i%4 and columns
// (j/4)*64 + 4*tx + j%4 of the BM x BN = 16TM x 16TN tile. Operands stream through
// STAGES shared-memory stages of BK rows each (cp.async). With Paths each stage is a
// slab: its minimum is formed apart and compared once with the running one, and where
// it wins the k inside the slab is looked up in shared memory; the predecessor of that
// k is read after the loop.
template <class S, class Ops, int TM, int TN, int BK, int STAGES, bool Paths>
__global__ void __launch_bounds__(256, sizeof(typename S::value_type) == 4 ? 2 : 1)
    product_kernel(const product_args<typename S::value_type> args)
{
    using T = typename S::value_type;
    using acc = typename Ops::acc;
    constexpr int BM = 16 * TM, BN = 16 * TN;
    constexpr int V = 16 / sizeof(T);  // elements per 16-byte copy
    static_assert(TM % 4 == 0 && TN % 4 == 0 && BK % 2 == 0, "tile shape");
    if (args.abort && *args.abort) return;

    // Stage slots: a ring of STAGES, or with Paths all K/BK stages (the whole panel stays
    // resident so the k of an improvement can be found after the loop).
    extern __shared__ __align__(16) unsigned char product_smem[];
    const int slots = Paths ? args.k / BK : STAGES;
    T(*As)[BK][BM] = reinterpret_cast<T(*)[BK][BM]>(product_smem);
    T(*Bs)[BK][BN] = reinterpret_cast<T(*)[BK][BN]>(product_smem + std::size_t(slots) * BK * BM * sizeof(T));

    const int tid = threadIdx.x, tx = tid % 16, ty = tid / 16;
    const int tile_m = int(blockIdx.y) + (int(blockIdx.y) >= args.skip_m_begin ? args.skip_m : 0);
    const int tile_n = int(blockIdx.x) + (int(blockIdx.x) >= args.skip_n_begin ? args.skip_n : 0);
    const std::size_t m0 = std::size_t(tile_m) * BM, n0 = std::size_t(tile_n) * BN;
    const T* at = args.at + m0;
    const T* b = args.b + n0;
    const int ktiles = args.k / BK;

    // Each thread copies fixed 16-byte pieces of every stage: piece q of a stage lies
    // q * 256 / (BM / V) rows below piece 0, so one offset per operand (32 bits: a
    // K-deep panel of rows ld apart stays below 2^32 elements) locates them all; it
    // advances by BK rows per stage (stages are loaded in order). Registers are what
    // this kernel runs short of.
    constexpr int A_CHUNKS = BK * BM / V, B_CHUNKS = BK * BN / V;
    constexpr int A_ITERS = (A_CHUNKS + 255) / 256, B_ITERS = (B_CHUNKS + 255) / 256;
    static_assert(256 % (BM / V) == 0 && 256 % (BN / V) == 0, "pieces of a thread lie whole rows apart");
    constexpr int A_ROWS_PER_ITER = 256 / (BM / V), B_ROWS_PER_ITER = 256 / (BN / V);
    const int a_row = tid / (BM / V), a_col = (tid % (BM / V)) * V;
    const int b_row = tid / (BN / V), b_col = (tid % (BN / V)) * V;
    std::uint32_t a_off = static_cast<std::uint32_t>(a_row * args.ld_at + a_col);
    std::uint32_t b_off = static_cast<std::uint32_t>(b_row * args.ld_b + b_col);
    const std::uint32_t a_iter = static_cast<std::uint32_t>(A_ROWS_PER_ITER * args.ld_at);
    const std::uint32_t b_iter = static_cast<std::uint32_t>(B_ROWS_PER_ITER * args.ld_b);
    const std::uint32_t a_step = static_cast<std::uint32_t>(BK * args.ld_at);
    const std::uint32_t b_step = static_cast<std::uint32_t>(BK * args.ld_b);
    auto load_stage = [&](int stage, int) {
        T* as = &As[stage][0][0] + a_row * BM + a_col;
        T* bs = &Bs[stage][0][0] + b_row * BN + b_col;
#pragma unroll
        for (int q = 0; q < A_ITERS; ++q)
            if (A_CHUNKS % 256 == 0 || tid + q * 256 < A_CHUNKS)
                cp_async16(as + q * A_ROWS_PER_ITER * BM, at + (a_off + q * a_iter));
#pragma unroll
        for (int q = 0; q < B_ITERS; ++q)
            if (B_CHUNKS % 256 == 0 || tid + q * 256 < B_CHUNKS)
                cp_async16(bs + q * B_ROWS_PER_ITER * BN, b + (b_off + q * b_iter));
        a_off += a_step;
        b_off += b_step;
    };

    // The running minimum starts from C_in (loaded while the first stages stream in), so
    // the epilogue only stores, and with Paths only true improvements are tracked.
    acc c[TM][TN];
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int g = 0; g < TN / 4; ++g) {
            const quad<T> q = *reinterpret_cast<const quad<T>*>(
                args.c_in + (m0 + (i / 4) * 64 + ty * 4 + i % 4) * args.ld_c_in + n0 + g * 64 + tx * 4);
#pragma unroll
            for (int r = 0; r < 4; ++r) c[i][g * 4 + r] = Ops::to_acc(q.v[r]);
        }
    int slab[Paths ? TM : 1][Paths ? TN : 1];
    if (Paths) {
#pragma unroll
        for (int i = 0; i < (Paths ? TM : 1); ++i)
#pragma unroll
            for (int j = 0; j < (Paths ? TN : 1); ++j) slab[i][j] = -1;
    }

#pragma unroll
    for (int s = 0; s < STAGES - 1; ++s) {
        if (s < ktiles) load_stage(s, s);
        cp_async_commit();
    }

    for (int kt = 0; kt < ktiles; ++kt) {
        cp_async_wait<STAGES - 2>();
        __syncthreads();
        {
            const int next = kt + STAGES - 1;
            if (next < ktiles) load_stage(Paths ? next : next % STAGES, next);
            cp_async_commit();
        }
        const int stage = Paths ? kt : kt % STAGES;

        // Operands for k = kk: a[i] = A^T[kk][row i], b[j] = B[kk][col j].
        auto load_a = [&](int kk, T (&a)[TM]) {
#pragma unroll
            for (int g = 0; g < TM / 4; ++g) {
                const quad<T> q = *reinterpret_cast<const quad<T>*>(&As[stage][kk][g * 64 + ty * 4]);
#pragma unroll
                for (int r = 0; r < 4; ++r) a[g * 4 + r] = q.v[r];
            }
        };
        auto load_b = [&](int kk, T (&bb)[TN]) {
#pragma unroll
            for (int g = 0; g < TN / 4; ++g) {
                const quad<T> q = *reinterpret_cast<const quad<T>*>(&Bs[stage][kk][g * 64 + tx * 4]);
#pragma unroll
                for (int r = 0; r < 4; ++r) bb[g * 4 + r] = q.v[r];
            }
        };

        if (!Paths) {
#pragma unroll
            for (int kk = 0; kk < BK; kk += 2) {
                T a0[TM], b0[TN], a1[TM], b1[TN];
                load_a(kk, a0);
                load_b(kk, b0);
                load_a(kk + 1, a1);
                load_b(kk + 1, b1);
#pragma unroll
                for (int i = 0; i < TM; ++i)
#pragma unroll
                    for (int j = 0; j < TN; ++j) Ops::step2(c[i][j], a0[i], b0[j], a1[i], b1[j]);
            }
        } else {
            acc m[TM][TN];
#pragma unroll
            for (int kk = 0; kk < BK; kk += 2) {
                T a0[TM], b0[TN], a1[TM], b1[TN];
                load_a(kk, a0);
                load_b(kk, b0);
                load_a(kk + 1, a1);
                load_b(kk + 1, b1);
#pragma unroll
                for (int i = 0; i < TM; ++i)
#pragma unroll
                    for (int j = 0; j < TN; ++j) {
                        if (kk == 0)
                            m[i][j] = Ops::first2(a0[i], b0[j], a1[i], b1[j]);
                        else
                            Ops::step2(m[i][j], a0[i], b0[j], a1[i], b1[j]);
                    }
            }
            // The slab's minimum against the running one; the slab of the last win is kept.
#pragma unroll
            for (int i = 0; i < TM; ++i)
#pragma unroll
                for (int j = 0; j < TN; ++j) {
                    const bool improved = Ops::better(m[i][j], c[i][j]);
                    c[i][j] = improved ? m[i][j] : c[i][j];
                    slab[i % (Paths ? TM : 1)][j % (Paths ? TN : 1)] =
                        improved ? kt : slab[i % (Paths ? TM : 1)][j % (Paths ? TN : 1)];
                }
        }
    }
    cp_async_wait<0>();

    // Epilogue: write C_out (and predecessors). With Paths, the k inside the winning slab
    // is found in the resident stage: the first whose product is the minimum, skipping
    // the empty right part (k = column); if that is the only one (in the pivot column
    // strip, when the other k with the same value lies in a later slab), the first k of
    // the whole resident panel with the same value. The k replaces the slab in place, and
    // the predecessors are read only after every k is known, all loads before the first
    // store: one memory round trip per thread rather than one per improved entry.
    constexpr int PI = Paths ? TM : 1, PJ = Paths ? TN : 1;
    if (Paths) {
#pragma unroll
        for (int i = 0; i < TM; ++i)
#pragma unroll
            for (int j = 0; j < TN; ++j) {
                int& s = slab[i % PI][j % PJ];
                if (s < 0) continue;
                const acc best = c[i][j];
                const int row_l = (i / 4) * 64 + ty * 4 + i % 4, col_l = (j / 4) * 64 + tx * 4 + j % 4;
                const long long column = static_cast<long long>(n0 + col_l);
                int found = -1;
#pragma unroll
                for (int kk = BK - 1; kk >= 0; --kk) {
                    const long long k = static_cast<long long>(s) * BK + kk;
                    if (k + args.diagonal_offset != column && Ops::product(As[s][kk][row_l], Bs[s][kk][col_l]) == best)
                        found = static_cast<int>(k);
                }
                if (found < 0) {  // the whole panel is resident: search it
                    for (int s2 = 0; s2 < slots && found < 0; ++s2)
                        for (int kk = 0; kk < BK; ++kk)
                            if (static_cast<long long>(s2) * BK + kk + args.diagonal_offset != column &&
                                Ops::product(As[s2][kk][row_l], Bs[s2][kk][col_l]) == best) {
                                found = s2 * BK + kk;
                                break;
                            }
                    if (found < 0) found = s * BK;
                }
                s = found;
            }
    }
#pragma unroll
    for (int i = 0; i < TM; ++i) {
        const std::size_t row = m0 + (i / 4) * 64 + ty * 4 + i % 4;
#pragma unroll
        for (int g = 0; g < TN / 4; ++g) {
            quad<T> out;
#pragma unroll
            for (int r = 0; r < 4; ++r) out.v[r] = Ops::from_acc(c[i][g * 4 + r]);
            *reinterpret_cast<quad<T>*>(args.c_out + row * args.ld_c_out + n0 + g * 64 + tx * 4) = out;
        }
    }
    if (Paths) {
        const bool in_place = args.p_out == args.p_in;
        std::uint32_t pred[PI][PJ];
#pragma unroll
        for (int i = 0; i < TM; ++i) {
            const std::size_t row = m0 + (i / 4) * 64 + ty * 4 + i % 4;
#pragma unroll
            for (int g = 0; g < TN / 4; ++g) {
                const std::size_t col = n0 + g * 64 + tx * 4;
                quad<std::uint32_t> pin = {};
                if (!in_place) pin = *reinterpret_cast<const quad<std::uint32_t>*>(args.p_in + row * args.ld_p_in + col);
#pragma unroll
                for (int r = 0; r < 4; ++r) {
                    const int k = slab[i % PI][(g * 4 + r) % PJ];
                    pred[i % PI][(g * 4 + r) % PJ] = k >= 0 ? args.pb[std::size_t(k) * args.ld_pb + col + r] : pin.v[r];
                }
            }
        }
#pragma unroll
        for (int i = 0; i < TM; ++i) {
            const std::size_t row = m0 + (i / 4) * 64 + ty * 4 + i % 4;
#pragma unroll
            for (int g = 0; g < TN / 4; ++g) {
                const std::size_t col = n0 + g * 64 + tx * 4;
                if (in_place) {
#pragma unroll
                    for (int r = 0; r < 4; ++r)
                        if (slab[i % PI][(g * 4 + r) % PJ] >= 0)
                            args.p_out[row * args.ld_p_out + col + r] = pred[i % PI][(g * 4 + r) % PJ];
                } else {
                    quad<std::uint32_t> pout;
#pragma unroll
                    for (int r = 0; r < 4; ++r) pout.v[r] = pred[i % PI][(g * 4 + r) % PJ];
                    *reinterpret_cast<quad<std::uint32_t>*>(args.p_out + row * args.ld_p_out + col) = pout;
                }
            }
        }
    }
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
