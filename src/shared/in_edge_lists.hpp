// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The in-edge lists of a CSR graph, built on the host by a counting sort of its edges by
// target (O(n + m)): the edges into v come from sources[offsets[v] .. offsets[v + 1]),
// in the order of their sources. Used where an algorithm pulls along in-edges: bottom-up
// BFS steps, predecessors derived from distances.
#ifndef BOOST_GPU_PATHS_SRC_SHARED_IN_EDGE_LISTS_HPP
#define BOOST_GPU_PATHS_SRC_SHARED_IN_EDGE_LISTS_HPP

#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace shared {

struct in_edge_lists {
    std::vector<std::uint32_t> offsets;  // vertex_count + 1 entries
    std::vector<std::uint32_t> sources;
};

// keep(u, e) selects the CSR edges e (out of u) that are listed; place(at, e) is told
// that edge e went to position `at`, so that per-edge data (weights) can follow it.
template <class Keep, class Place>
in_edge_lists make_in_edge_lists(const backend_api::csr_topology& g, Keep keep, Place place)
{
    const std::uint32_t n = g.vertex_count;
    in_edge_lists in;
    in.offsets.assign(std::size_t(n) + 1, 0);
    for (std::uint32_t u = 0; u < n; ++u)
        for (std::uint32_t e = g.offsets[u]; e < g.offsets[u + 1]; ++e)
            if (keep(u, e)) ++in.offsets[g.targets[e] + 1];
    for (std::uint32_t v = 0; v < n; ++v) in.offsets[v + 1] += in.offsets[v];
    in.sources.resize(in.offsets[n]);
    std::vector<std::uint32_t> cursor(in.offsets.begin(), in.offsets.end() - 1);
    for (std::uint32_t u = 0; u < n; ++u)
        for (std::uint32_t e = g.offsets[u]; e < g.offsets[u + 1]; ++e)
            if (keep(u, e)) {
                const std::uint32_t at = cursor[g.targets[e]]++;
                in.sources[at] = u;
                place(at, e);
            }
    return in;
}

// Every edge.
inline in_edge_lists make_in_edge_lists(const backend_api::csr_topology& g)
{
    return make_in_edge_lists(g, [](std::uint32_t, std::uint32_t) { return true; },
                              [](std::uint32_t, std::uint32_t) {});
}

}  // namespace shared
}  // namespace gpu_paths
}  // namespace boost

#endif
