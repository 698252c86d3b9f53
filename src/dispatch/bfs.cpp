// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The bfs family's interface: the engine resolves the context once and hands every search
// to that backend's implementation.
#include "dispatch/context.hpp"
#include "host/entry.hpp"

#include <boost_gpu_paths/detail/interface/bfs.hpp>
#include <boost_gpu_paths/errors.hpp>

#if BOOST_GPU_PATHS_HAS_CUDA
#include "cuda/bfs/entry.hpp"
#endif

#include <string>

namespace boost {
namespace gpu_paths {
namespace backend_api {

namespace {

std::unique_ptr<bfs_engine::implementation> make_implementation(const execution_context& context,
                                                                const csr_topology& graph)
{
#if BOOST_GPU_PATHS_HAS_CUDA
    if (context.backend == backend_kind::cuda) return cuda::bfs::make_engine(context, graph);
#endif
    return host::make_bfs_engine(context, graph);
}

}  // namespace

bfs_engine::bfs_engine(const execution_context& context, const csr_topology& graph)
    : backend_(backend_kind::host), vertex_count_(graph.vertex_count), context_report_(context.report)
{
    const dispatch::call_scope call(context);
    backend_ = call.context.backend;
    threads_ = call.context.tuning.threads;
    thread_pool_ = call.context.tuning.thread_pool;
    implementation_ = dispatch::with_host_memory_errors(
        "a breadth-first search engine", graph.vertex_count, [&] { return make_implementation(call.context, graph); });
}

bfs_engine::~bfs_engine() = default;
bfs_engine::bfs_engine(bfs_engine&&) noexcept = default;
bfs_engine& bfs_engine::operator=(bfs_engine&&) noexcept = default;

backend_kind bfs_engine::backend() const noexcept { return backend_; }

void bfs_engine::search(const std::uint32_t* sources, std::size_t source_count, std::uint32_t* hops,
                        std::uint32_t* parents, report* out)
{
    // The front end checks sources against the caller's graph; this guards direct callers
    // of the backend interface, whose kernels would otherwise index out of bounds.
    for (std::size_t i = 0; i < source_count; ++i)
        if (sources[i] >= vertex_count_)
            throw invalid_input("breadth_first_search: source " + std::to_string(sources[i]) +
                                " is not a vertex of a graph with " + std::to_string(vertex_count_) + " vertices");
    const base::thread_scope threads(threads_, thread_pool_);
    if (out) *out = report();
    dispatch::with_host_memory_errors("breadth_first_search", vertex_count_, [&] {
        implementation_->search(sources, source_count, hops, parents, out ? out : context_report_);
    });
}

void breadth_first_search(const execution_context& context, const csr_topology& graph, const std::uint32_t* sources,
                          std::size_t source_count, std::uint32_t* hops, std::uint32_t* parents)
{
    bfs_engine(context, graph).search(sources, source_count, hops, parents);
}

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost
