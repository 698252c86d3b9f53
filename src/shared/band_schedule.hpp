// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The out-of-core Floyd-Warshall schedule (doc/design-scale.md, "Out of core on one GPU"),
// written once for every engine that runs it. The n x n matrix lives in host memory; per
// pivot round K (pivot rows [k0, k1)):
//   1. the pivot row panel (rows [k0, k1), every column) travels to the engine, its pivot
//      block is closed (a negative diagonal entry: a negative cycle, the call stops) and
//      the rest of the panel updated through it (phase 2, row); the panel stays resident
//      for the round;
//   2. every other row band I (at most `band` rows, never crossing the pivot rows) is
//      uploaded into one of `buffers` rotating buffers, its pivot columns updated through
//      the closed pivot block (phase 2, column), the band updated by the product of those
//      columns with the resident panel (phase 3), and downloaded;
//   3. the panel goes back to the host matrix.
// An engine provides, for a buffer index b in [0, buffers):
//   bool load_pivot_panel(k0, k1)        step 1; false on a negative cycle
//   void upload_band(b, i0, i1)          host rows [i0, i1) into buffer b
//   void update_band(b, i0, i1, k0, k1)  phases 2 (column) and 3 on buffer b
//   void download_band(b, i0, i1)        buffer b back into host rows [i0, i1)
//   void store_pivot_panel(k0, k1)       step 3
// and orders its own work: a device engine queues each buffer's steps on that buffer's
// stream, so that one band's upload, another's product and a third's download overlap,
// and waits before it refills a buffer; a host engine runs them as they come.
#ifndef BOOST_GPU_PATHS_SRC_SHARED_BAND_SCHEDULE_HPP
#define BOOST_GPU_PATHS_SRC_SHARED_BAND_SCHEDULE_HPP

#include <algorithm>
#include <cstddef>
#include <stdexcept>

namespace boost {
namespace gpu_paths {
namespace shared {

struct band_geometry {
    std::size_t n = 0;        // rows and columns of the matrix
    std::size_t block = 0;    // pivot width B
    std::size_t band = 0;     // band height H
    std::size_t buffers = 0;  // rotating band buffers
    std::size_t panels = 1;   // pivot panel buffers of a device engine (2: a round's panel overlaps the last one's bands)
};

// Calls visit(i0, i1) for the bands of rows [0, n) outside the pivot rows [k0, k1), each
// at most `band` rows: first the rows after the pivot rows, in order, then those before
// them, so that the next round's pivot rows are done first (an engine may then start the
// next round's panel while this round's other bands run).
template <class Visit>
void for_each_band(std::size_t n, std::size_t band, std::size_t k0, std::size_t k1, Visit visit)
{
    auto cut = [&](std::size_t lo, std::size_t hi) {
        for (std::size_t i0 = lo; i0 < hi; i0 += band) visit(i0, std::min(hi, i0 + band));
    };
    cut(k1, n);
    cut(0, k0);
}

// Runs the schedule; false when a pivot block shows a negative cycle (the host matrix is
// then partly updated: the caller keeps its own input elsewhere).
template <class Engine>
bool run_band_schedule(Engine& engine, const band_geometry& g)
{
    if (g.block == 0 || g.band == 0 || g.buffers == 0)
        throw std::invalid_argument("out-of-core closure: pivot width, band height and buffers must be positive");
    for (std::size_t k0 = 0; k0 < g.n; k0 += g.block) {
        const std::size_t k1 = std::min(g.n, k0 + g.block);
        if (!engine.load_pivot_panel(k0, k1)) return false;
        std::size_t next = 0;
        for_each_band(g.n, g.band, k0, k1, [&](std::size_t i0, std::size_t i1) {
            const std::size_t b = next++ % g.buffers;
            engine.upload_band(b, i0, i1);
            engine.update_band(b, i0, i1, k0, k1);
            engine.download_band(b, i0, i1);
        });
        engine.store_pivot_panel(k0, k1);
    }
    return true;
}

}  // namespace shared
}  // namespace gpu_paths
}  // namespace boost

#endif
