// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost_gpu_paths/io/edge_list.hpp>

#include <boost_gpu_paths/errors.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace boost {
namespace gpu_paths {
namespace io {

std::int64_t edge_list::id_of(std::uint32_t v) const
{
    return original_ids.empty() ? first_id + static_cast<std::int64_t>(v) : original_ids[v];
}

std::uint32_t edge_list::vertex_of(std::int64_t id) const
{
    if (original_ids.empty()) {
        if (id >= first_id && id - first_id < static_cast<std::int64_t>(vertex_count))
            return static_cast<std::uint32_t>(id - first_id);
    } else {
        // Readers store original ids sorted, so the dense numbering keeps the file's order.
        const auto found = std::lower_bound(original_ids.begin(), original_ids.end(), id);
        if (found != original_ids.end() && *found == id)
            return static_cast<std::uint32_t>(found - original_ids.begin());
    }
    throw invalid_input("the graph has no vertex " + std::to_string(id));
}

edge_list_summary summarize(const edge_list& graph)
{
    edge_list_summary s;
    s.vertex_count = graph.vertex_count;
    s.edge_count = graph.edge_count();

    std::vector<std::uint32_t> degree(graph.vertex_count, 0);
    std::vector<std::uint64_t> keys;
    keys.reserve(s.edge_count);
    for (std::size_t e = 0; e < s.edge_count; ++e) {
        std::uint32_t u = graph.sources[e], v = graph.targets[e];
        if (u == v) ++s.self_loops;
        ++degree[u];
        if (!graph.directed && u != v) ++degree[v];
        if (!graph.directed && v < u) std::swap(u, v);
        keys.push_back(std::uint64_t(u) << 32 | v);
    }
    std::sort(keys.begin(), keys.end());
    s.parallel_edges = static_cast<std::size_t>(keys.end() - std::unique(keys.begin(), keys.end()));
    for (std::uint32_t d : degree) {
        s.max_out_degree = std::max<std::size_t>(s.max_out_degree, d);
        if (d == 0) ++s.isolated_vertices;
    }
    if (graph.directed) {
        // A vertex with only in-edges is not isolated.
        for (std::size_t e = 0; e < s.edge_count; ++e)
            if (degree[graph.targets[e]] == 0) {
                degree[graph.targets[e]] = 1;
                --s.isolated_vertices;
            }
    }

    if (!graph.weighted || graph.weights.empty()) {
        s.min_weight = s.max_weight = s.edge_count ? 1.0 : 0.0;
        return s;
    }
    s.min_weight = std::numeric_limits<double>::infinity();
    s.max_weight = -std::numeric_limits<double>::infinity();
    for (double w : graph.weights) {
        s.min_weight = std::min(s.min_weight, w);
        s.max_weight = std::max(s.max_weight, w);
        if (w != std::floor(w)) s.integer_weights = false;
    }
    return s;
}

}  // namespace io
}  // namespace gpu_paths
}  // namespace boost
