// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "trial_sources.hpp"

#include "source_option.hpp"

namespace gpu_paths_cli {
namespace {

// splitmix64: a small portable generator, so a seed picks the same sources everywhere.
std::uint64_t next_random(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

}  // namespace

std::vector<std::uint32_t> trial_sources(const options& opts, const boost::gpu_paths::io::edge_list& graph)
{
    const unsigned count = trial_count(opts);
    if (opts.source || opts.trials == 0) return std::vector<std::uint32_t>(count, source_from_options(opts, graph));
    const std::uint32_t n = graph.vertex_count;
    std::vector<char> has_edge_out(n, 0);
    bool any = false;
    for (std::size_t e = 0; e < graph.edge_count(); ++e) {
        // A self loop leads nowhere, so it does not count.
        if (graph.sources[e] == graph.targets[e]) continue;
        has_edge_out[graph.sources[e]] = 1;
        if (!graph.directed) has_edge_out[graph.targets[e]] = 1;
        any = true;
    }
    std::uint64_t state = opts.seed;
    std::vector<std::uint32_t> sources;
    sources.reserve(count);
    for (unsigned i = 0; i < count; ++i) {
        if (!any) {
            sources.push_back(source_from_options(opts, graph));  // no edges: the first vertex
            continue;
        }
        std::uint32_t v;
        do v = static_cast<std::uint32_t>(next_random(state) % n);
        while (!has_edge_out[v]);
        sources.push_back(v);
    }
    return sources;
}

}  // namespace gpu_paths_cli
