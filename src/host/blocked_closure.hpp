// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The host backend's blocked closure: Floyd-Warshall over any semiring of
// shared/semiring.hpp, cache-blocked and run on all host threads.
//
// Per pivot block K (the schedule of the CUDA backend, doc/design-floyd-warshall.md):
//   phase 1  close the diagonal tile D[K][K] (plain FW inside it, integer sums clamped at
//            -infinity); a negative diagonal entry afterwards means a negative cycle,
//   phase 2  the tiles of the pivot row D[K][J] and column D[I][K], in parallel,
//   phase 3  every other tile D[I][J] = plus(D[I][J], D[I][K] (x) D[K][J]), in parallel.
// Predecessors (optional) follow every strict improvement: p[i][j] = p[k][j].
#ifndef BOOST_GPU_PATHS_SRC_HOST_BLOCKED_CLOSURE_HPP
#define BOOST_GPU_PATHS_SRC_HOST_BLOCKED_CLOSURE_HPP

#include "base/call_watch.hpp"
#include "shared/semiring.hpp"

#include <boost_gpu_paths/detail/base/parallel_for.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace host {
namespace closure_detail {

// d[i][j] = plus(d[i][j], d[i][k] (x) d[k][j]) for i in [i0,i1), j in [j0,j1), k in [k0,k1),
// k outermost when KOuter (the pivot panels, whose own entries change as k advances),
// i outermost otherwise (the rest: the pivot rows and columns it reads are final).
template <class S, bool Paths, bool Clamp>
inline void update_ikj(typename S::value_type* d, std::size_t ld, std::uint32_t* p, std::size_t ldp, std::size_t i,
                       std::size_t k, std::size_t j0, std::size_t j1)
{
    using T = typename S::value_type;
    T* di = d + i * ld;
    const T dik = di[k];
    if (dik == S::zero()) return;  // nothing reachable through k
    const T* dk = d + k * ld;
    if (Paths) {
        std::uint32_t* pi = p + i * ldp;
        const std::uint32_t* pk = p + k * ldp;
        for (std::size_t j = j0; j < j1; ++j) {
            T s = S::times(dik, dk[j]);
            if (Clamp) s = S::clamp(s);
            const bool better = S::better(s, di[j]);
            di[j] = better ? s : di[j];
            pi[j] = better ? pk[j] : pi[j];
        }
    } else {
        for (std::size_t j = j0; j < j1; ++j) {
            T s = S::times(dik, dk[j]);
            if (Clamp) s = S::clamp(s);
            di[j] = S::plus(di[j], s);
        }
    }
}

template <class S, bool Paths>
bool close_diagonal(typename S::value_type* d, std::size_t ld, std::uint32_t* p, std::size_t ldp, std::size_t k0,
                    std::size_t k1)
{
    for (std::size_t k = k0; k < k1; ++k)
        for (std::size_t i = k0; i < k1; ++i) update_ikj<S, Paths, true>(d, ld, p, ldp, i, k, k0, k1);
    for (std::size_t i = k0; i < k1; ++i)
        if (S::negative(d[i * ld + i])) return false;
    return true;
}

template <class S, bool Paths>
bool closure(typename S::value_type* d, std::size_t n, std::size_t ld, std::uint32_t* p, std::size_t ldp,
             std::size_t block, base::call_watch* watch)
{
    const std::size_t blocks = (n + block - 1) / block;
    auto lo = [&](std::size_t b) { return b * block; };
    auto hi = [&](std::size_t b) { return std::min(n, (b + 1) * block); };
    for (std::size_t kb = 0; kb < blocks; ++kb) {
        if (watch) watch->step(static_cast<double>(kb), static_cast<double>(blocks));
        const std::size_t k0 = lo(kb), k1 = hi(kb);
        // Phase 1.
        if (!close_diagonal<S, Paths>(d, ld, p, ldp, k0, k1)) return false;
        if (blocks == 1) break;  // one tile: nothing off the diagonal block
        // Phase 2: the pivot row's and column's tiles, k outermost inside each.
        base::parallel_for(
            0, 2 * blocks,
            [&](std::size_t t) {
                const std::size_t other = t / 2;
                if (other == kb) return;
                if (t % 2 == 0) {  // row tile D[K][J]
                    for (std::size_t k = k0; k < k1; ++k)
                        for (std::size_t i = k0; i < k1; ++i)
                            update_ikj<S, Paths, false>(d, ld, p, ldp, i, k, lo(other), hi(other));
                } else {  // column tile D[I][K]
                    for (std::size_t k = k0; k < k1; ++k)
                        for (std::size_t i = lo(other); i < hi(other); ++i)
                            update_ikj<S, Paths, false>(d, ld, p, ldp, i, k, k0, k1);
                }
            },
            1);
        // Phase 3: every tile off the pivot row and column.
        base::parallel_for(
            0, blocks * blocks,
            [&](std::size_t t) {
                const std::size_t ib = t / blocks, jb = t % blocks;
                if (ib == kb || jb == kb) return;
                for (std::size_t i = lo(ib); i < hi(ib); ++i)
                    for (std::size_t k = k0; k < k1; ++k)
                        update_ikj<S, Paths, false>(d, ld, p, ldp, i, k, lo(jb), hi(jb));
            },
            1);
    }
    return true;
}

}  // namespace closure_detail

// Closes the n x n matrix d (rows ld apart) in place over semiring S. p, when not null,
// is a predecessor matrix (rows ldp apart) updated as p[i][j] = p[k][j] whenever d[i][j]
// strictly improves through k. Returns false when a negative cycle is found (min-plus);
// d and p are then unspecified. watch, when not null, is stepped before each pivot block's
// round (its cancelled leaves d and p part way, as a negative cycle does).
template <class S>
bool blocked_closure(typename S::value_type* d, std::size_t n, std::size_t ld, std::uint32_t* p = nullptr,
                     std::size_t ldp = 0, std::size_t block = 0, base::call_watch* watch = nullptr)
{
    if (block == 0) block = sizeof(typename S::value_type) >= 8 ? 64 : 128;
    if (p) return closure_detail::closure<S, true>(d, n, ld, p, ldp, block, watch);
    return closure_detail::closure<S, false>(d, n, ld, p, ldp, block, watch);
}

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost

#endif
