// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Where an automatic call runs: BGL's own sequential algorithm on the caller's graph (which
// the front end runs, when it can), the parallel host backend, or the CUDA backend. The
// choice is a cost model over the problem's size, the host's threads and whether a device
// is present and started (src/dispatch/path_choice.cpp, doc/design-whole-call.md); it costs a few
// comparisons. A forced backend is never second-guessed.
#ifndef BOOST_GPU_PATHS_DETAIL_INTERFACE_PATH_CHOICE_HPP
#define BOOST_GPU_PATHS_DETAIL_INTERFACE_PATH_CHOICE_HPP

#include <boost_gpu_paths/detail/config.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace backend_api {

// dag_paths: shortest paths in a DAG, whose host backend does not reliably beat BGL's one
// sequential pass (no heap to save), so that an automatic call runs BGL's own below the
// CUDA backend's break-even (sssp's) and never the host backend.
enum class problem_kind { bfs, sssp, dag_paths, floyd_warshall, all_pairs, bellman_ford };
enum class path_kind { sequential, host, cuda };

struct path_choice {
    path_kind path = path_kind::host;
    // Why, in words, for the report ("auto: sequential below 8000000 vertices + edges on 2 threads").
    const char* reason = "";
    // The threshold the decision compared with, and the size it compared.
    std::uint64_t size = 0, threshold = 0;
    // Chosen by the model, not asked for by the call or the environment.
    bool automatic = false;
};

// vertices, edges: the problem's size (edges may be an estimate). asked: the backend the
// call names (automatic: the environment's, else the model's). sequential_available: the
// front end can run BGL's own algorithm for this call. resident: the choice is a resident
// graph's, kept for all its queries, which repay a cold device's start together.
BOOST_GPU_PATHS_API path_choice choose_path(problem_kind problem, std::uint64_t vertices, std::uint64_t edges,
                                            backend_kind asked, const options& tuning, bool sequential_available,
                                            bool resident = false);

inline path_choice choose_path(problem_kind problem, std::uint64_t vertices, std::uint64_t edges,
                               const execution_context& context, bool sequential_available,
                               bool resident = false)
{
    return choose_path(problem, vertices, edges, context.backend, context.tuning, sequential_available, resident);
}

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost

#endif
