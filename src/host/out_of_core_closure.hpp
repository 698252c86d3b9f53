// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The host engine of the out-of-core band schedule (shared/band_schedule.hpp): "uploads"
// and "downloads" are copies between the host matrix and the engine's own panel and band
// buffers, and the products are the blocked closure's row relaxations, on all host
// threads. It runs the very schedule the CUDA engine runs, so that machines without a
// GPU test it (closure_options::out_of_core = always on the host backend).
#ifndef BOOST_GPU_PATHS_SRC_HOST_OUT_OF_CORE_CLOSURE_HPP
#define BOOST_GPU_PATHS_SRC_HOST_OUT_OF_CORE_CLOSURE_HPP

#include "shared/band_schedule.hpp"
#include "shared/matrix_rows.hpp"
#include "shared/semiring.hpp"
#include <boost_gpu_paths/detail/base/parallel_for.hpp>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace host {

namespace out_of_core_detail {

// row[j] = plus(row[j], dik (x) through[j]) for j in [j0, j1); the predecessor follows
// each strict improvement (Paths).
template <class S, bool Paths, bool Clamp>
inline void relax_row(typename S::value_type* row, std::uint32_t* row_p, typename S::value_type dik,
                      const typename S::value_type* through, const std::uint32_t* through_p, std::size_t j0,
                      std::size_t j1)
{
    using T = typename S::value_type;
    if (dik == S::zero()) return;  // nothing reachable through this pivot
    for (std::size_t j = j0; j < j1; ++j) {
        T s = S::times(dik, through[j]);
        if (Clamp) s = S::clamp(s);
        if (Paths) {
            const bool better = S::better(s, row[j]);
            row[j] = better ? s : row[j];
            row_p[j] = better ? through_p[j] : row_p[j];
        } else {
            row[j] = S::plus(row[j], s);
        }
    }
}

}  // namespace out_of_core_detail

// The engine over a host matrix d (n x n: the library's rows n apart, or the caller's own
// rows) and, when Paths, its predecessor matrix p (n x n, rows n apart).
template <class S, bool Paths>
class host_band_engine {
public:
    using T = typename S::value_type;

    host_band_engine(const shared::matrix_rows<T>& d, std::uint32_t* p, const shared::band_geometry& g)
        : d_(d), p_(p), n_(g.n), panel_(g.block * g.n), panel_p_(Paths ? g.block * g.n : 0), bands_(g.buffers),
          bands_p_(g.buffers)
    {
        for (std::size_t b = 0; b < g.buffers; ++b) {
            bands_[b].resize(g.band * g.n);
            if (Paths) bands_p_[b].resize(g.band * g.n);
        }
    }

    bool load_pivot_panel(std::size_t k0, std::size_t k1)
    {
        panel_k0_ = k0;
        copy_rows(panel_.data(), panel_p_.data(), k0, k1, true);
        // Phases 1 and 2 (row) at once: Floyd-Warshall over the pivot vertices on the
        // panel's rows, k outermost, integer sums clamped as in any pivot block.
        const std::size_t rows = k1 - k0;
        for (std::size_t k = 0; k < rows; ++k) {
            const T* dk = &panel_[k * n_];
            const std::uint32_t* pk = Paths ? &panel_p_[k * n_] : nullptr;
            base::parallel_for(
                0, rows,
                [&](std::size_t i) {
                    // Row k through itself changes nothing unless its diagonal is negative,
                    // which the check below reports; skipping it leaves row k read-only.
                    if (i == k) return;
                    T* di = &panel_[i * n_];
                    out_of_core_detail::relax_row<S, Paths, true>(di, Paths ? &panel_p_[i * n_] : nullptr, di[k0 + k],
                                                                  dk, pk, 0, n_);
                },
                1);
        }
        for (std::size_t i = 0; i < rows; ++i)
            if (S::negative(panel_[i * n_ + k0 + i])) return false;
        return true;
    }

    void upload_band(std::size_t b, std::size_t i0, std::size_t i1)
    {
        copy_rows(bands_[b].data(), Paths ? bands_p_[b].data() : nullptr, i0, i1, true);
    }

    void update_band(std::size_t b, std::size_t i0, std::size_t i1, std::size_t k0, std::size_t k1)
    {
        T* band = bands_[b].data();
        std::uint32_t* band_p = Paths ? bands_p_[b].data() : nullptr;
        base::parallel_for(
            0, i1 - i0,
            [&](std::size_t i) {
                T* di = band + i * n_;
                std::uint32_t* pi = Paths ? band_p + i * n_ : nullptr;
                // Phase 2 (column): the row's pivot columns through the closed pivot block,
                // pivot by pivot (each pivot column entry may improve through the earlier).
                for (std::size_t k = k0; k < k1; ++k)
                    out_of_core_detail::relax_row<S, Paths, false>(di, pi, di[k], panel_row(k), panel_p_row(k), k0, k1);
                // Phase 3: the rest of the row through the final pivot columns and panel.
                for (std::size_t k = k0; k < k1; ++k) {
                    out_of_core_detail::relax_row<S, Paths, false>(di, pi, di[k], panel_row(k), panel_p_row(k), 0, k0);
                    out_of_core_detail::relax_row<S, Paths, false>(di, pi, di[k], panel_row(k), panel_p_row(k), k1, n_);
                }
            },
            1);
    }

    void download_band(std::size_t b, std::size_t i0, std::size_t i1)
    {
        copy_rows(bands_[b].data(), Paths ? bands_p_[b].data() : nullptr, i0, i1, false);
    }

    void store_pivot_panel(std::size_t k0, std::size_t k1) { copy_rows(panel_.data(), panel_p_.data(), k0, k1, false); }

private:
    // Row k (a pivot) of the resident panel.
    const T* panel_row(std::size_t k) const { return &panel_[(k - panel_k0_) * n_]; }
    const std::uint32_t* panel_p_row(std::size_t k) const { return Paths ? &panel_p_[(k - panel_k0_) * n_] : nullptr; }

    // Rows [i0, i1) of the host matrices to (in) or from (out) a buffer.
    void copy_rows(T* buffer, std::uint32_t* buffer_p, std::size_t i0, std::size_t i1, bool in)
    {
        base::parallel_for(
            i0, i1,
            [&](std::size_t i) {
                T* staged = buffer + (i - i0) * n_;
                T* host = d_[i];
                std::memcpy(in ? staged : host, in ? host : staged, n_ * sizeof(T));
                if (Paths) {
                    std::uint32_t* staged_p = buffer_p + (i - i0) * n_;
                    std::uint32_t* host_p = p_ + i * n_;
                    std::memcpy(in ? staged_p : host_p, in ? host_p : staged_p, n_ * sizeof(std::uint32_t));
                }
            },
            base::rows_per_chunk(i1 - i0));
    }

    shared::matrix_rows<T> d_;
    std::uint32_t* p_;
    std::size_t n_;
    std::size_t panel_k0_ = 0;
    std::vector<T> panel_;
    std::vector<std::uint32_t> panel_p_;
    std::vector<std::vector<T>> bands_;
    std::vector<std::vector<std::uint32_t>> bands_p_;
};

// Closes d (and p, when not null) by the band schedule; false on a negative cycle.
// build() fills d and p once the engine holds its buffers, so that a failed allocation
// leaves the caller's rows (d in place) untouched.
template <class S, class Build>
bool out_of_core_closure(const shared::matrix_rows<typename S::value_type>& d, std::uint32_t* p,
                         const shared::band_geometry& g, Build build)
{
    if (p) {
        host_band_engine<S, true> engine(d, p, g);
        build();
        return shared::run_band_schedule(engine, g);
    }
    host_band_engine<S, false> engine(d, nullptr, g);
    build();
    return shared::run_band_schedule(engine, g);
}

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost

#endif
