// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Johnson's reweighting for the all-pairs core (all_pairs.hpp). The potentials h are the
// distances from a source joined to every vertex by a zero-weight edge, which is
// Bellman-Ford from every initial distance 0; then w'(u, v) = w(u, v) + h(u) - h(v) >= 0
// for every edge, shortest paths keep their shape, and d(u, v) = d'(u, v) - h(u) + h(v).
// The sums are written in BGL's order (h(u) - h(v)) + w and (h(v) - h(u)) + d', so that
// floating results round as BGL's do.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_JOHNSON_POTENTIALS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_JOHNSON_POTENTIALS_HPP

#include <boost_gpu_paths/detail/base/host_array.hpp>
#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/interface/bellman_ford.hpp>
#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>
#include <boost_gpu_paths/detail/layout/csr.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace detail {

// Throws weight_overflow unless the reweighted lengths, at most a simple path's length
// plus the largest |h| (the most negative simple path), stay below the "no path"
// threshold of W's encoding.
template <class W>
void check_reweighted_range(const path_bounds& bounds)
{
    if (!std::numeric_limits<W>::is_integer) return;
    const double high = bounds.most_positive - bounds.most_negative;
    if (high >= static_cast<double>(weight_encoding<W>::infinite_threshold(true)))
        throw weight_overflow("gpu_johnson_all_pairs_shortest_paths: reweighted path lengths could reach " +
                              std::to_string(high) +
                              ", beyond what the integer distance type represents exactly (see "
                              "detail/base/weight_encoding.hpp); use a wider type such as std::int64_t or double");
}

template <class W>
class johnson_potentials {
public:
    johnson_potentials(const execution_context& context, const layout::csr_layout<W>& csr)
        : h_(csr.topology.vertex_count, W(0))
    {
        exist_ = backend_api::bellman_ford<W>(context, csr.topology, csr.weight_data(), h_.data(), nullptr);
        if (context.report) {
            method_ = context.report->method;
            compute_ms_ = context.report->compute_ms;
        }
    }

    // False when the graph has a negative cycle.
    bool exist() const noexcept { return exist_; }
    const W* data() const noexcept { return h_.data(); }

    // The value a restored row holds where the pair has no path.
    static constexpr W unreached() { return weight_encoding<W>::infinity(); }

    // w'(u, v) = (h(u) - h(v)) + w(u, v) for every edge; "no edge" stays so. A floating
    // sum that rounds below 0 is 0 (the searches take no negative weight).
    base::host_array<W> reweighted(const layout::csr_layout<W>& csr) const
    {
        const backend_api::csr_topology& graph = csr.topology;
        base::host_array<W> out(csr.weights.size());
        const W no_edge_from = weight_encoding<W>::infinite_threshold(true);
        base::parallel_for(0, graph.vertex_count, [&](std::size_t u) {
            for (std::uint32_t e = graph.offsets[u]; e < graph.offsets[u + 1]; ++e) {
                const W w = csr.weights[e];
                if (w >= no_edge_from) {
                    out[e] = w;
                    continue;
                }
                const W shifted = (h_[u] - h_[graph.targets[e]]) + w;
                out[e] = shifted < W(0) ? W(0) : shifted;
            }
        }, 1024);
        return out;
    }

    // Adds the potentials' part to the call's report.
    void note_in(report* out) const
    {
        if (!out) return;
        out->method = "Johnson: potentials by " + method_ + ", then " + out->method;
        out->compute_ms += compute_ms_;
    }

private:
    std::vector<W> h_;
    bool exist_ = false;
    std::string method_;
    double compute_ms_ = 0;
};

// A row sink that restores d(u, v) = (h(v) - h(u)) + d'(u, v) for the pairs below the
// threshold and marks the others unreached, then hands the rows on (a block of rows at a
// time, into a buffer of its own, so that blocks may come from several threads).
template <class W>
class restoring_sink {
public:
    restoring_sink(backend_api::row_sink<W> target, const johnson_potentials<W>& potentials, std::size_t n,
                   W threshold)
        : target_(target), h_(potentials.data()), n_(n), threshold_(threshold)
    {
    }
    restoring_sink(const restoring_sink&) = delete;
    restoring_sink& operator=(const restoring_sink&) = delete;

    backend_api::row_sink<W> sink() { return {this, &write}; }

private:
    static void write(void* context, std::size_t first_row, std::size_t row_count, const W* rows,
                      std::size_t row_stride)
    {
        const auto& self = *static_cast<const restoring_sink*>(context);
        const std::size_t n = self.n_;
        std::vector<W> out(row_count * n);
        base::parallel_for(0, row_count, [&](std::size_t r) {
            const W hu = self.h_[first_row + r];
            const W* in = rows + r * row_stride;
            W* restored = out.data() + r * n;
            for (std::size_t v = 0; v < n; ++v)
                restored[v] = in[v] < self.threshold_ ? (self.h_[v] - hu) + in[v] : unreached();
        }, 1);
        self.target_(first_row, row_count, out.data(), n);
    }
    static constexpr W unreached() { return johnson_potentials<W>::unreached(); }

    backend_api::row_sink<W> target_;
    const W* h_;
    std::size_t n_;
    W threshold_;
};

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
