// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Breadth-first search on a small graph: the one-block search of the small_graph floor
// with unit weights, whose rounds are the levels, as an engine of the bfs family. Chosen
// by make_engine where small_graph::takes says so.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_BFS_ONE_BLOCK_ENGINE_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_BFS_ONE_BLOCK_ENGINE_CUH

#include "cuda/runtime/call_scope.cuh"
#include "cuda/runtime/memory.cuh"
#include "cuda/small_graph/search.cuh"

#include <boost_gpu_paths/detail/interface/bfs.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace bfs {

inline bool takes_one_block(const backend_api::csr_topology& graph, const execution_context& context)
{
    return small_graph::takes(graph, sizeof(std::uint32_t), true, context.tuning.bfs.one_block_limit);
}

// Built with the context's device current. The graph is staged at once, so the caller's
// arrays are not read after the constructor.
class one_block_engine final : public backend_api::bfs_engine::implementation {
public:
    one_block_engine(const execution_context& context, const backend_api::csr_topology& graph)
        : device_(current_device()), context_(context), vertex_count_(graph.vertex_count),
          searcher_(graph, nullptr)
    {
        context_.report = nullptr;
    }
    ~one_block_engine() override { teardown_.enter(device_); }

    void search(const std::uint32_t* sources, std::size_t source_count, std::uint32_t* hops, std::uint32_t* parents,
                report* out) override
    {
        device_scope device(device_);
        order_after_caller(context_, work_.get());
        if (!hops && !parents && !out) return;
        // The searcher writes hop counts; the statistics need them too.
        std::vector<std::uint32_t> own_hops(hops ? 0 : vertex_count_);
        std::uint32_t* const found = hops ? hops : own_hops.data();
        small_graph::search_facts facts;
        searcher_.search(work_.get(), sources, source_count, backend_api::unreached_hops, found, parents,
                         out ? &facts : nullptr, context_.tuning.trace);
        if (!out) return;
        out->backend = backend_kind::cuda;
        out->device = device_;
        out->bfs = statistics(found);
        out->method = "one-block search, graph in shared memory, " + std::to_string(out->bfs.levels) + " levels";
        out->upload_ms = facts.upload_ms;
        out->compute_ms = facts.compute_ms;
        out->download_ms = facts.download_ms;
        out->peak_device_bytes = searcher_.device_bytes();
    }

private:
    bfs_statistics statistics(const std::uint32_t* hops) const
    {
        bfs_statistics s;
        const std::uint32_t* offsets = searcher_.offsets();
        std::uint32_t deepest = 0;
        for (std::uint32_t v = 0; v < vertex_count_; ++v) {
            if (hops[v] == backend_api::unreached_hops) continue;
            ++s.reached;
            s.reached_edges += offsets[v + 1] - offsets[v];
            deepest = std::max(deepest, hops[v]);
        }
        s.levels = s.reached ? deepest + 1 : 0;
        return s;
    }

    teardown_device teardown_;  // first: destroyed last
    int device_;
    execution_context context_;
    std::uint32_t vertex_count_;
    stream work_;
    small_graph::searcher<std::uint32_t> searcher_;
};

}  // namespace bfs
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
