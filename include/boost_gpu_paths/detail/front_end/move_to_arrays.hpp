// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The move of BGL's loops from the caller's graph to arrays of it built alongside
// (layout/background_topology.hpp), for dijkstra_live_events.hpp (bfs_live_events.hpp
// moves in its own loop, which also moves to BGL's discovery order): vertices are examined
// through the graph until the arrays are due, then through the arrays to the end, from the
// same state.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_MOVE_TO_ARRAYS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_MOVE_TO_ARRAYS_HPP

#include <boost_gpu_paths/execution.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace boost {
namespace gpu_paths {
namespace detail {

struct examined_counts {
    std::size_t on_graph = 0;
    std::size_t on_arrays = 0;
    std::size_t replayed = 0;  // BFS: events replayed from the discovery order (bfs_order_job.hpp)
    report order_report;       // ... and the report of that order's computation
};

// more(): whether a vertex is left to examine; on_graph() and on_arrays(arrays) examine
// the next one. switch_after: 0 moves as soon as the arrays are ready, k > 0 after exactly
// k vertices (waiting for the arrays there). Arrays that fail to build are dropped and the
// loop goes on through the graph.
template <class Arrays, class More, class OnGraph, class OnArrays>
examined_counts examine_moving_to_arrays(std::optional<Arrays>& arrays, std::uint64_t switch_after, More&& more,
                                         OnGraph&& on_graph, OnArrays&& on_arrays)
{
    examined_counts counts;
    while (more()) {
        if (arrays && (switch_after ? counts.on_graph == switch_after : arrays->ready())) {
            if (arrays->wait()) {
                for (; more(); ++counts.on_arrays) on_arrays(*arrays);
                return counts;
            }
            arrays.reset();
        }
        on_graph();
        ++counts.on_graph;
    }
    return counts;
}

// Where the loop examined its vertices, for the report.
inline std::string describe_examined(const examined_counts& counts)
{
    std::string text;
    if (!counts.on_arrays && !counts.replayed) return "on the caller's graph throughout";
    text = std::to_string(counts.on_graph) + " vertices examined on the caller's graph";
    if (counts.on_arrays) text += ", " + std::to_string(counts.on_arrays) + " on arrays of it built meanwhile on the other threads";
    if (counts.replayed)
        text += ", " + std::to_string(counts.replayed) + " replayed from " + counts.order_report.method;
    return text;
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
