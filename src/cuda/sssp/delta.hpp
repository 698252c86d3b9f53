// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The bucket width of delta-stepping, chosen from the weights and degrees (host code).
//
// A bucket [T - delta, T) is relaxed to a fixed point before the next one opens, so a
// wider bucket means fewer synchronising steps and more re-relaxations. With mean edge
// weight w and mean out-degree k, a bucket of width c * w / k holds paths of about c / k
// edges. Graphs of low degree (roads: k < 4, thousands of hops deep) run in the latency-
// bound regime where one block works alone and rounds, not edges, cost time: there a
// wide bucket (c = 128) pays. Denser graphs are bound by edge throughput: c = 8 keeps the
// re-relaxations few.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_SSSP_DELTA_HPP
#define BOOST_GPU_PATHS_SRC_CUDA_SSSP_DELTA_HPP

#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>

#include <algorithm>
#include <cmath>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace sssp {

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

inline double automatic_delta_factor(double mean_degree) { return mean_degree < 4 ? 128.0 : 8.0; }

// options.delta when positive, else the automatic choice above.
template <class W>
W choose_delta(const backend_api::csr_topology& graph, const W* weights, const sssp_options& options)
{
    double delta = options.delta;
    if (!(delta > 0)) {
        const double degree =
            graph.vertex_count ? std::max(1.0, double(graph.edge_count) / double(graph.vertex_count)) : 1.0;
        delta = sampled_mean_weight(graph, weights) * automatic_delta_factor(degree) / degree;
    }
    const double largest = static_cast<double>(weight_encoding<W>::infinity()) / 2;
    delta = std::min(delta, largest);
    if (std::is_integral<W>::value) return static_cast<W>(std::max(1.0, std::round(delta)));
    return static_cast<W>(std::max(delta, 1e-30));
}

}  // namespace sssp
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
