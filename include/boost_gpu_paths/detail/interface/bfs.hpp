// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Backend entries of the bfs family: breadth-first search from one or more sources.
//
// Two forms: breadth_first_search() answers one search; bfs_engine keeps a graph ready
// (on the device for the CUDA backend) so that many searches over the same graph pay
// for the upload once. Both run the direction-optimizing search of Beamer, Asanovic and
// Patterson (SC 2012): top-down steps expand the frontier's out-edges; when the frontier
// holds a large share of the remaining edges, bottom-up steps let every unvisited vertex
// look for a parent among its in-neighbours instead, stopping at the first one found.
// The context's options.bfs choose between them.
#ifndef BOOST_GPU_PATHS_DETAIL_INTERFACE_BFS_HPP
#define BOOST_GPU_PATHS_DETAIL_INTERFACE_BFS_HPP

#include <boost_gpu_paths/detail/config.hpp>
#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>

namespace boost {
namespace gpu_paths {
namespace backend_api {

// hops[v] for vertices no source reaches.
constexpr std::uint32_t unreached_hops = 0xffffffffu;

// A graph prepared for repeated searches. The host backend reads the caller's arrays in
// place, so they must outlive the engine; the CUDA backend copies them to the device in
// the constructor. The reverse graph that bottom-up steps need is built on first use
// (not at all for symmetric graphs, whose reverse is the graph itself). The context is
// kept: its stream, when it names one, must outlive the engine (every search is ordered
// after it), and its report receives the searches that name no report of their own.
class BOOST_GPU_PATHS_API bfs_engine {
public:
    // The context's backend may be automatic; it is resolved here, once.
    bfs_engine(const execution_context& context, const csr_topology& graph);
    ~bfs_engine();
    bfs_engine(bfs_engine&&) noexcept;
    bfs_engine& operator=(bfs_engine&&) noexcept;

    backend_kind backend() const noexcept;

    // Level-by-level search from all sources at once (they share level 0; repeated
    // sources count once). hops[v]: edges on a shortest path from the nearest source,
    // unreached_hops for vertices no source reaches. parents[v]: the vertex before v on
    // such a path, v itself for sources and unreached vertices. Either output may be
    // null. Sources must be < vertex_count. The search's report goes to `out` (reset first),
    // else to the context's report; upload_ms covers the graph's upload on the first search
    // (and the reverse graph's construction, where bottom-up steps ran).
    void search(const std::uint32_t* sources, std::size_t source_count, std::uint32_t* hops, std::uint32_t* parents,
                report* out = nullptr);

    // The implementation each backend provides.
    class implementation {
    public:
        virtual ~implementation() = default;
        virtual void search(const std::uint32_t* sources, std::size_t source_count, std::uint32_t* hops,
                            std::uint32_t* parents, report* out) = 0;
    };

private:
    backend_kind backend_;
    std::uint32_t vertex_count_;
    report* context_report_;
    unsigned threads_ = 0;
    bool thread_pool_ = true;
    std::unique_ptr<implementation> implementation_;
};

// One search: bfs_engine(context, graph).search(...).
BOOST_GPU_PATHS_API void breadth_first_search(const execution_context& context, const csr_topology& graph,
                                              const std::uint32_t* sources, std::size_t source_count,
                                              std::uint32_t* hops, std::uint32_t* parents);

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost

#endif
