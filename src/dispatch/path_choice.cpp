// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The cost model behind automatic calls (detail/interface/path_choice.hpp).
//
// Each family's whole call on each path costs a fixed part and a part that grows with the
// problem; where one path's line crosses another's is a break-even size, and the model is
// those break-evens, options of each family (measured, doc/design-whole-call.md):
//   * the CUDA backend once the problem is large enough to repay its fixed cost per call
//     (allocation, launches, transfers);
//   * below that, BGL's own sequential algorithm on the caller's graph while the parallel
//     host backend's layout (graph -> arrays) and thread start-up cost more than its
//     threads save. Measured on 2 and on 16 threads this break-even moves little (more
//     threads save more but take longer to wake), so it is one size; on one thread the
//     host backend only adds its layout, and BGL's algorithm always runs.
#include "dispatch/environment.hpp"

#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/interface/path_choice.hpp>

namespace boost {
namespace gpu_paths {
namespace backend_api {

namespace {

struct break_evens {
    std::uint64_t cuda_from;  // from this size the CUDA backend's whole call is faster than the host's
    std::uint64_t host_from;  // from this size the host backend's beats BGL's sequential algorithm (0: always)
};

break_evens of(problem_kind problem, const options& o)
{
    switch (problem) {
    case problem_kind::bfs: return {o.bfs.cuda_from, o.bfs.host_from};
    case problem_kind::sssp: return {o.sssp.cuda_from, o.sssp.host_from};
    case problem_kind::dag_paths: return {o.sssp.cuda_from, ~std::uint64_t(0)};
    case problem_kind::bellman_ford: return {o.sssp.bellman_ford_cuda_from, o.sssp.host_from};
    case problem_kind::floyd_warshall: return {o.closure.cuda_from, 0};
    default: return {o.sssp.all_pairs_cuda_from, 0};
    }
}

}  // namespace

path_choice choose_path(problem_kind problem, std::uint64_t vertices, std::uint64_t edges, backend_kind asked,
                        const options& tuning, bool sequential_available)
{
    path_choice choice;
    // A backend asked for, by the call or the environment, runs where it is told.
    if (asked == backend_kind::automatic) asked = dispatch::environment_defaults().backend;
    if (asked == backend_kind::cuda) {
        choice.path = path_kind::cuda;
        choice.reason = "cuda, as asked";
        return choice;
    }
    if (asked == backend_kind::host) {
        choice.path = path_kind::host;
        choice.reason = "host, as asked";
        return choice;
    }
    choice.automatic = true;
    const backend_kind resolved = resolve_backend(backend_kind::automatic);
    const bool all_pairs = problem == problem_kind::floyd_warshall || problem == problem_kind::all_pairs;
    const std::uint64_t size = all_pairs ? vertices : vertices + edges;
    const break_evens b = of(problem, tuning);
    choice.size = size;
    if (resolved == backend_kind::cuda && size >= b.cuda_from) {
        choice.path = path_kind::cuda;
        choice.threshold = b.cuda_from;
        choice.reason = all_pairs ? "auto: cuda from its break-even in vertices" : "auto: cuda from its break-even in vertices + edges";
        return choice;
    }
    const unsigned threads = tuning.threads ? tuning.threads : base::thread_count();
    const std::uint64_t host_from = threads > 1 ? b.host_from : ~std::uint64_t(0);
    if (sequential_available && size < host_from) {
        choice.path = path_kind::sequential;
        choice.threshold = host_from;
        choice.reason = "auto: BGL's sequential algorithm below the host backend's break-even";
        return choice;
    }
    choice.path = path_kind::host;
    choice.threshold = resolved == backend_kind::cuda ? b.cuda_from : host_from;
    choice.reason = resolved == backend_kind::cuda ? "auto: host below the cuda break-even"
                                                   : "auto: host backend (no usable CUDA device)";
    return choice;
}

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost
