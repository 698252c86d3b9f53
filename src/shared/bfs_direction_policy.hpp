// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The choice between top-down and bottom-up steps (Beamer, Asanovic, Patterson, "Direction-
// optimizing breadth-first search", SC 2012), shared by the host backend and the CUDA
// backend's host-side level loop so that both take the same decisions.
#ifndef BOOST_GPU_PATHS_SRC_SHARED_BFS_DIRECTION_POLICY_HPP
#define BOOST_GPU_PATHS_SRC_SHARED_BFS_DIRECTION_POLICY_HPP

#include <boost_gpu_paths/execution.hpp>

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace shared {

class bfs_direction_policy {
public:
    bfs_direction_policy(const bfs_options& options, std::uint32_t vertex_count)
        : options_(options), vertex_count_(vertex_count)
    {
    }

    // Called once per level, before the frontier is expanded. frontier_edges: out-edges of
    // the frontier; unexplored_edges: out-edges of the vertices not yet visited. Returns
    // true when this level should be expanded bottom-up.
    bool choose_bottom_up(std::uint32_t frontier_vertices, std::uint64_t frontier_edges,
                          std::uint64_t unexplored_edges)
    {
        if (!options_.direction_optimizing) return false;
        if (!bottom_up_) {
            // Top-down pays for every frontier edge; bottom-up for (at most) every unexplored
            // one, usually far fewer since a vertex stops at its first parent, plus a pass
            // over all vertices. The second test keeps small frontiers top-down at the end
            // of a search, where few unexplored edges remain but the pass over all
            // vertices would cost more than the frontier's edges (road networks, grids).
            bottom_up_ = static_cast<double>(frontier_edges) * options_.alpha > static_cast<double>(unexplored_edges) &&
                         static_cast<double>(frontier_edges) * options_.beta > static_cast<double>(vertex_count_);
        } else {
            // Stay bottom-up while the frontier grows or is still large.
            const bool shrinking = frontier_vertices < previous_frontier_;
            const bool small = static_cast<double>(frontier_vertices) * options_.beta < static_cast<double>(vertex_count_);
            bottom_up_ = !(shrinking && small);
        }
        previous_frontier_ = frontier_vertices;
        return bottom_up_;
    }

    bool in_bottom_up() const noexcept { return bottom_up_; }

private:
    bfs_options options_;
    std::uint32_t vertex_count_;
    std::uint32_t previous_frontier_ = 0;
    bool bottom_up_ = false;
};

}  // namespace shared
}  // namespace gpu_paths
}  // namespace boost

#endif
