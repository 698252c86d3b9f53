// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The cost model behind automatic calls (detail/interface/path_choice.hpp).
//
// Each family's whole call on each path costs a fixed part and a part that grows with the
// problem; where one path's line crosses another's is a break-even size, and the model is
// those break-evens, options of each family (measured, doc/design-whole-call.md):
//   * the CUDA backend once the problem is large enough to repay its fixed cost per call
//     (allocation, launches, transfers), and, while the device is not yet started in this
//     process, its start as well (cold_start_options);
//   * below that, BGL's own sequential algorithm on the caller's graph while the parallel
//     host backend's layout (graph -> arrays) and thread start-up cost more than its
//     threads save. Measured on 2 and on 16 threads this break-even moves little (more
//     threads save more but take longer to wake), so it is one size; on one thread the
//     host backend only adds its layout, and BGL's algorithm always runs.
#include "dispatch/device_start.hpp"
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
    std::uint64_t cold_from;  // from this size it is faster even with the device's start in it
};

break_evens of(problem_kind problem, const options& o)
{
    const cold_start_options& cold = o.cold_start;
    switch (problem) {
    case problem_kind::bfs: return {o.bfs.cuda_from, o.bfs.host_from, cold.bfs_from};
    case problem_kind::sssp: return {o.sssp.cuda_from, o.sssp.host_from, cold.sssp_from};
    case problem_kind::dag_paths: return {o.sssp.cuda_from, ~std::uint64_t(0), ~std::uint64_t(0)};
    case problem_kind::bellman_ford:
        return {o.sssp.bellman_ford_cuda_from, o.sssp.bellman_ford_host_from, cold.bellman_ford_from};
    case problem_kind::floyd_warshall: return {o.closure.cuda_from, o.closure.host_from, cold.closure_from};
    default: return {o.sssp.all_pairs_cuda_from, 0, cold.all_pairs_from};
    }
}

// Whether a call the CUDA backend's break-even admits runs there. A started device serves
// it; a cold one only where the call repays the start too, or where a resident graph's
// queries will (cold_start_options); otherwise the call notes that it ran on the host.
bool device_serves(std::uint64_t size, const break_evens& b, const options& o, bool resident)
{
    switch (dispatch::device_start_state()) {
    case device_state::usable: return true;
    case device_state::unusable: return false;
    default:
        if (resident || size >= b.cold_from) return dispatch::start_device_now();
        dispatch::note_cold_call(o.cold_start.background_after_ms);
        return false;
    }
}

}  // namespace

path_choice choose_path(problem_kind problem, std::uint64_t vertices, std::uint64_t edges, backend_kind asked,
                        const options& tuning, bool sequential_available, bool resident)
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
    const bool all_pairs = problem == problem_kind::floyd_warshall || problem == problem_kind::all_pairs;
    const std::uint64_t size = all_pairs ? vertices : vertices + edges;
    const break_evens b = of(problem, tuning);
    choice.size = size;
    // Below the break-even the device is not even asked about: asking starts it.
    const bool admitted = size >= b.cuda_from;
    if (admitted && device_serves(size, b, tuning, resident)) {
        choice.path = path_kind::cuda;
        choice.threshold = b.cuda_from;
        choice.reason = all_pairs ? "auto: cuda from its break-even in vertices" : "auto: cuda from its break-even in vertices + edges";
        return choice;
    }
    const bool cold = admitted && dispatch::device_start_state() != device_state::unusable;
    // The thread count matters only from the host backend's break-even on (asking the
    // system for it the first time is a real share of a call on a small graph). An
    // all-pairs closure's blocked schedule beats BGL's loop from its break-even on one
    // thread too (its tiles stay in cache); a search on one thread only adds its layout.
    const unsigned threads = size < b.host_from ? 1 : tuning.threads ? tuning.threads : base::thread_count();
    const std::uint64_t host_from = threads > 1 || all_pairs ? b.host_from : ~std::uint64_t(0);
    if (sequential_available && size < host_from) {
        choice.path = path_kind::sequential;
        choice.threshold = cold ? b.cold_from : host_from;
        choice.reason = cold ? "auto: BGL's sequential algorithm while the device is cold, below the cold break-even"
                             : "auto: BGL's sequential algorithm below the host backend's break-even";
        return choice;
    }
    choice.path = path_kind::host;
    if (cold) {
        choice.threshold = b.cold_from;
        choice.reason = "auto: host while the device is cold, below the cold break-even";
    } else if (admitted) {
        choice.threshold = b.cuda_from;
        choice.reason = "auto: host backend (no usable CUDA device)";
    } else {
        choice.threshold = b.cuda_from;
        choice.reason = "auto: host below the cuda break-even";
    }
    return choice;
}

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost
