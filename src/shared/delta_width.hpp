// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The bucket width of delta-stepping, chosen from the weights and degrees: the CUDA
// searches' (choose_delta) and the host's (host_delta) differ only in the factor below.
//
// On the GPU a bucket [T - delta, T) is relaxed to a fixed point before the next one opens, so a
// wider bucket means fewer synchronising steps and more re-relaxations. With mean edge
// weight w and mean out-degree k, a bucket of width c * w / k holds paths of about c / k
// edges. Graphs of low degree (roads: k < 4, thousands of hops deep) run in the latency-
// bound regime where one block works alone and rounds, not edges, cost time: there a
// wide bucket (c = 128) pays. Denser graphs are bound by edge throughput: c = 8 keeps the
// re-relaxations few. On the host's threads (OSM rome-roads and a 300 x 300 grid, two
// cores) the best widths were 11 to 16 times the mean weight over the mean degree.
#ifndef BOOST_GPU_PATHS_SRC_SHARED_DELTA_WIDTH_HPP
#define BOOST_GPU_PATHS_SRC_SHARED_DELTA_WIDTH_HPP

#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace shared {

// Mean of up to 65536 evenly spaced finite weights (1 when there are none, or all are 0).
template <class W>
double sampled_mean_weight(const backend_api::csr_topology& graph, const W* weights)
{
    const std::size_t m = graph.edge_count;
    const std::size_t stride = std::max<std::size_t>(1, m / 65536);
    double sum = 0;
    std::size_t count = 0;
    for (std::size_t e = 0; e < m; e += stride) {
        if (!(weights[e] < weight_encoding<W>::infinity()) || weights[e] < W(0)) continue;
        sum += static_cast<double>(weights[e]);
        ++count;
    }
    return count && sum > 0 ? sum / static_cast<double>(count) : 1.0;
}

// `chosen` when positive, else the mean weight times factor(mean out-degree) over the mean
// out-degree; below half of infinity, and a whole number of at least 1 for integer weights.
template <class W, class Factor>
W delta_width(const backend_api::csr_topology& graph, const W* weights, double chosen, Factor factor)
{
    double delta = chosen;
    if (!(delta > 0)) {
        const double degree =
            graph.vertex_count ? std::max(1.0, double(graph.edge_count) / double(graph.vertex_count)) : 1.0;
        delta = sampled_mean_weight(graph, weights) * factor(degree) / degree;
    }
    // Half of the largest finite value (a float's infinity would cap nothing, and converting
    // a double beyond a float's range is undefined).
    const double largest = (std::is_floating_point<W>::value ? static_cast<double>((std::numeric_limits<W>::max)())
                                                             : static_cast<double>(weight_encoding<W>::infinity())) /
                           2;
    delta = std::min(delta, largest);
    if (std::is_integral<W>::value) return static_cast<W>(std::max(1.0, std::round(delta)));
    return static_cast<W>(std::max(delta, 1e-30));
}

// The CUDA searches' bucket width (options.delta when positive).
template <class W>
W choose_delta(const backend_api::csr_topology& graph, const W* weights, const sssp_options& options)
{
    return delta_width(graph, weights, options.delta,
                       [](double mean_degree) { return mean_degree < 4 ? 128.0 : 8.0; });
}

// The host's delta-stepping bucket width (options.delta when positive).
template <class W>
W host_delta(const backend_api::csr_topology& graph, const W* weights, const sssp_options& options)
{
    return delta_width(graph, weights, options.delta,
                       [](double mean_degree) { return mean_degree < 4 ? 24.0 : 8.0; });
}

}  // namespace shared
}  // namespace gpu_paths
}  // namespace boost

#endif
