// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Johnson's reweighting for the all-pairs core (all_pairs.hpp). The potentials h are the
// distances from a source joined to every vertex by a zero-weight edge, which is
// Bellman-Ford from every initial distance 0; then w'(u, v) = w(u, v) + h(u) - h(v) >= 0
// for every edge, shortest paths keep their shape, and d(u, v) = d'(u, v) - h(u) + h(v).
// The reweighting sum is written in BGL's order (h(u) - h(v)) + w, so that floating
// weights round as BGL's do; the backend restores the rows, (h(v) - h(u)) + d', in BGL's
// order too (backend_api::dijkstra_all_pairs).
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

#include <atomic>
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

// The reverse of a CSR graph (u -> v of weight w becomes v -> u of weight w), laid out by
// the call's threads. The order of each reverse list depends on their timing, which no
// result does: Bellman-Ford's distances are exact whatever the order it relaxes in.
template <class W>
struct reverse_csr {
    std::vector<std::uint32_t> offsets, targets;
    std::vector<W> weights;
    backend_api::csr_topology topology;

    explicit reverse_csr(const layout::csr_layout<W>& csr)
    {
        const backend_api::csr_topology& graph = csr.topology;
        const std::uint32_t n = graph.vertex_count;
        offsets.assign(std::size_t(n) + 1, 0);
        targets.resize(graph.edge_count);
        weights.resize(graph.edge_count);
        std::vector<std::atomic<std::uint32_t>> next(n);
        base::parallel_for(0, graph.edge_count, [&](std::size_t e) {
            next[graph.targets[e]].fetch_add(1, std::memory_order_relaxed);
        }, 65536);
        for (std::uint32_t v = 0; v < n; ++v) {
            offsets[v + 1] = offsets[v] + next[v].load(std::memory_order_relaxed);
            next[v].store(offsets[v], std::memory_order_relaxed);
        }
        base::parallel_for(0, n, [&](std::size_t u) {
            for (std::uint32_t e = graph.offsets[u]; e < graph.offsets[u + 1]; ++e) {
                const std::uint32_t slot = next[graph.targets[e]].fetch_add(1, std::memory_order_relaxed);
                targets[slot] = static_cast<std::uint32_t>(u);
                weights[slot] = csr.weights[e];
            }
        }, 1024);
        topology.vertex_count = n;
        topology.edge_count = graph.edge_count;
        topology.offsets = offsets.data();
        topology.targets = targets.data();
    }
};

// The potentials of one call, from Bellman-Ford on the call's backend.
template <class W>
class johnson_potentials {
public:
    // BGL's potentials h (every initial distance 0). With `balanced` (integer W only),
    // then the mean of h and of g(v) = -min(0, min over x of d(v, x)), from a Bellman-Ford
    // on the reverse graph, rounded down. Both are feasible, p(v) - p(u) <= w(u, v) for
    // every edge (for g since d(u, x) <= w(u, v) + d(v, x)), so is their mean, and so is
    // its floor for integer weights (floor(a + w) = floor(a) + w). Each lies in
    // [most negative path, 0] or its negation, so the sum h + g cannot overflow, and the
    // reweighted lengths keep check_reweighted_range's bound.
    void compute(const execution_context& context, const layout::csr_layout<W>& csr, bool balanced)
    {
        h_.assign(csr.topology.vertex_count, W(0));
        exist_ = backend_api::bellman_ford<W>(context, csr.topology, csr.weight_data(), h_.data(), nullptr);
        note_pass(context.report, "", "");
        if (!exist_ || !balanced || !std::numeric_limits<W>::is_integer) return;
        const reverse_csr<W> reverse(csr);
        std::vector<W> to_sink(csr.topology.vertex_count, W(0));
        // The reverse graph has the same cycles: no negative one.
        if (!backend_api::bellman_ford<W>(context, reverse.topology, reverse.weights.data(), to_sink.data(), nullptr))
            return;
        note_pass(context.report, ", halfway to those by ", " on the reverse graph");
        for (std::size_t v = 0; v < h_.size(); ++v) {
            const W sum = h_[v] - to_sink[v];
            h_[v] = sum >= W(0) ? sum / 2 : -((W(1) - sum) / 2);
        }
    }

    // False when the graph has a negative cycle.
    bool exist() const noexcept { return exist_; }
    const W* data() const noexcept { return h_.data(); }

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
    void note_pass(const report* out, const char* before, const char* after)
    {
        if (!out) return;
        method_ += before + out->method + after;
        compute_ms_ += out->compute_ms;
    }

    std::vector<W> h_;
    bool exist_ = false;
    std::string method_;
    double compute_ms_ = 0;
};

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
