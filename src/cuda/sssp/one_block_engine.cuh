// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Shortest paths on a small graph: the one-block search of the small_graph floor, as an
// engine of the sssp family (a single call builds one and searches once; a resident graph
// keeps it). Chosen by make_engine and dijkstra where small_graph::takes says so.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_SSSP_ONE_BLOCK_ENGINE_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_SSSP_ONE_BLOCK_ENGINE_CUH

#include "cuda/runtime/call_scope.cuh"
#include "cuda/runtime/memory.cuh"
#include "cuda/small_graph/search.cuh"

#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/interface/sssp.hpp>

#include <string>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace sssp {

template <class W>
bool takes_one_block(const backend_api::csr_topology& graph, const execution_context& context)
{
    return small_graph::takes(graph, sizeof(W), false, context.tuning.sssp.one_block_limit);
}

// Built with the context's device current. The graph and weights are staged at once, so
// the caller's arrays are not read after the constructor.
template <class W>
class one_block_engine final : public backend_api::sssp_engine<W>::implementation {
public:
    one_block_engine(const execution_context& context, const backend_api::csr_topology& graph, const W* weights)
        : device_(current_device()), context_(context), searcher_(graph, weights)
    {
        context_.report = nullptr;
    }
    ~one_block_engine() override { teardown_.enter(device_); }

    void search(const std::uint32_t* sources, std::size_t source_count, W* distances, std::uint32_t* parents,
                report* out) override
    {
        device_scope device(device_);
        order_after_caller(context_, work_.get());
        small_graph::search_facts facts;
        searcher_.search(work_.get(), sources, source_count, weight_encoding<W>::infinity(), distances, parents,
                         out ? &facts : nullptr, context_.tuning.trace);
        if (!out) return;
        out->backend = backend_kind::cuda;
        out->device = device_;
        out->method = "one-block search, graph in shared memory, " + std::to_string(facts.rounds) + " rounds";
        out->sssp_phases = facts.rounds;
        out->upload_ms = facts.upload_ms;
        out->compute_ms = facts.compute_ms;
        out->download_ms = facts.download_ms;
        out->peak_device_bytes = searcher_.device_bytes();
    }

private:
    teardown_device teardown_;  // first: destroyed last
    int device_;
    execution_context context_;
    stream work_;
    small_graph::searcher<W> searcher_;
};

}  // namespace sssp
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
