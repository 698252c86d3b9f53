// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Options a trial may run with besides the defaults, so that the paths a default call
// rarely takes on small graphs run too: the CUDA backend's many-block kernels and its
// schedules, the host backend on one thread or several, and automatic calls pushed to
// each side of their thresholds. Every value is one the option accepts.
#ifndef GPU_PATHS_STRESS_TUNING_HPP
#define GPU_PATHS_STRESS_TUNING_HPP

#include "random.hpp"
#include "trial.hpp"

#include <boost_gpu_paths/execution.hpp>

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace stress {

struct tuning_choice {
    boost::gpu_paths::options options;
    std::string description;  // "defaults" or the knobs set
};

inline tuning_choice draw_tuning(random_source& rng, algorithm a)
{
    namespace gp = boost::gpu_paths;
    using closure = gp::closure_options;
    using sssp = gp::sssp_options;
    tuning_choice t{gp::default_options(), "defaults"};
    if (rng.chance(0.6)) return t;
    std::vector<std::pair<const char*, std::function<void(gp::options&)>>> knobs;
    auto knob = [&](const char* name, std::function<void(gp::options&)> set) { knobs.emplace_back(name, set); };
    // The host's threaded single-source search on every graph, its threads racing.
    auto threaded_host_search = [](gp::options& o) {
        o.sssp.host_parallel_from = 0;
        o.sssp.host_parallel_below_degree = 1e9;
        o.threads = 4;
    };
    knob("threads=1", [](gp::options& o) { o.threads = 1; });
    knob("threads=3", [](gp::options& o) { o.threads = 3; });
    switch (a) {
    case algorithm::fw:
    case algorithm::fw_init:
        knob("closure.one_block_limit=0", [](gp::options& o) { o.closure.one_block_limit = 0; });
        knob("closure.one_block_limit=16", [](gp::options& o) { o.closure.one_block_limit = 16; });
        knob("closure.predecessor_mode=track",
             [](gp::options& o) { o.closure.predecessor_mode = closure::predecessors::track; });
        knob("closure.predecessor_mode=derive",
             [](gp::options& o) { o.closure.predecessor_mode = closure::predecessors::derive; });
        knob("closure.block=256", [](gp::options& o) { o.closure.block = 256; });
        knob("closure.inner=add_min", [](gp::options& o) { o.closure.inner = closure::inner_loop::add_min; });
        knob("closure.overlap_copies=0", [](gp::options& o) { o.closure.overlap_copies = false; });
        knob("closure.lookahead=0", [](gp::options& o) { o.closure.lookahead = false; });
        knob("closure.split_from=256", [](gp::options& o) { o.closure.split_from = 256; });
        knob("closure.cuda_from=0", [](gp::options& o) { o.closure.cuda_from = 0; });
        break;
    case algorithm::sssp:
        knob("sssp.one_block_limit=0", [](gp::options& o) { o.sssp.one_block_limit = 0; });
        knob("sssp.chain_shortcuts=0", [](gp::options& o) { o.sssp.chain_shortcuts = false; });
        knob("sssp.cuda_from=0", [](gp::options& o) { o.sssp.cuda_from = 0; });
        knob("sssp.host_from=0", [](gp::options& o) { o.sssp.host_from = 0; });
        knob("sssp.host_parallel_from=0,threads=4", threaded_host_search);
        break;
    case algorithm::allpairs:
        knob("sssp.one_block_limit=0", [](gp::options& o) { o.sssp.one_block_limit = 0; });
        knob("sssp.all_pairs=searches", [](gp::options& o) { o.sssp.all_pairs = sssp::all_pairs_method::searches; });
        knob("sssp.all_pairs=closure", [](gp::options& o) { o.sssp.all_pairs = sssp::all_pairs_method::closure; });
        knob("sssp.batch_rows=7", [](gp::options& o) { o.sssp.batch_rows = 7; });
        knob("sssp.all_pairs_cuda_from=0", [](gp::options& o) { o.sssp.all_pairs_cuda_from = 0; });
        knob("sssp.all_pairs_multi_gpu_from=1", [](gp::options& o) { o.sssp.all_pairs_multi_gpu_from = 1; });
        knob("closure.one_block_limit=0", [](gp::options& o) { o.closure.one_block_limit = 0; });
        break;
    case algorithm::bfs:
        knob("bfs.direction_optimizing=0", [](gp::options& o) { o.bfs.direction_optimizing = false; });
        knob("bfs.alpha=1e6,beta=1e6", [](gp::options& o) { o.bfs.alpha = o.bfs.beta = 1e6; });
        knob("bfs.single_block_frontier=off", [](gp::options& o) { o.bfs.single_block_frontier = ~0u; });
        knob("bfs.local_frontier_limit=off", [](gp::options& o) { o.bfs.local_frontier_limit = ~0u; });
        knob("bfs.one_block_limit=0", [](gp::options& o) { o.bfs.one_block_limit = 0; });
        knob("bfs.eager_reverse_graph=1", [](gp::options& o) { o.bfs.eager_reverse_graph = true; });
        knob("bfs.host_work_per_thread=0", [](gp::options& o) { o.bfs.host_work_per_thread = 0; });
        knob("bfs.cuda_from=0", [](gp::options& o) { o.bfs.cuda_from = 0; });
        knob("bfs.host_from=0", [](gp::options& o) { o.bfs.host_from = 0; });
        break;
    case algorithm::johnson:
        knob("sssp.balanced_potentials=0", [](gp::options& o) { o.sssp.balanced_potentials = false; });
        knob("sssp.all_pairs=searches", [](gp::options& o) { o.sssp.all_pairs = sssp::all_pairs_method::searches; });
        knob("sssp.all_pairs=closure", [](gp::options& o) { o.sssp.all_pairs = sssp::all_pairs_method::closure; });
        knob("sssp.one_block_limit=0", [](gp::options& o) { o.sssp.one_block_limit = 0; });
        knob("sssp.batch_rows=7", [](gp::options& o) { o.sssp.batch_rows = 7; });
        knob("sssp.all_pairs_cuda_from=0", [](gp::options& o) { o.sssp.all_pairs_cuda_from = 0; });
        knob("sssp.bellman_ford_cuda_from=0", [](gp::options& o) { o.sssp.bellman_ford_cuda_from = 0; });
        break;
    case algorithm::closure:
        knob("closure.cuda_from=0", [](gp::options& o) { o.closure.cuda_from = 0; });
        knob("closure.cuda_from=off", [](gp::options& o) { o.closure.cuda_from = ~std::uint64_t(0); });
        knob("thread_pool=0", [](gp::options& o) { o.thread_pool = false; });
        break;
    case algorithm::bellman:
        knob("sssp.bellman_ford_host_from=0", [](gp::options& o) { o.sssp.bellman_ford_host_from = 0; });
        knob("sssp.bellman_ford_cuda_from=0", [](gp::options& o) { o.sssp.bellman_ford_cuda_from = 0; });
        break;
    case algorithm::dag:
        knob("sssp.cuda_from=0", [](gp::options& o) { o.sssp.cuda_from = 0; });
        knob("sssp.dag_sequential_probe=0", [](gp::options& o) { o.sssp.dag_sequential_probe = 0; });
        knob("sssp.dag_sequential_probe=1", [](gp::options& o) { o.sssp.dag_sequential_probe = 1; });
        break;
    case algorithm::bfs_visitor:
    case algorithm::sssp_visitor: break;
    case algorithm::resident:
        knob("sssp.host_from=0", [](gp::options& o) { o.sssp.host_from = 0; });
        knob("sssp.host_parallel_from=0,threads=4", threaded_host_search);
        knob("sssp.cuda_from=0", [](gp::options& o) { o.sssp.cuda_from = 0; });
        knob("sssp.one_block_limit=0", [](gp::options& o) { o.sssp.one_block_limit = 0; });
        knob("bfs.host_from=0", [](gp::options& o) { o.bfs.host_from = 0; });
        knob("bfs.cuda_from=0", [](gp::options& o) { o.bfs.cuda_from = 0; });
        knob("bfs.one_block_limit=0", [](gp::options& o) { o.bfs.one_block_limit = 0; });
        knob("bfs.direction_optimizing=0", [](gp::options& o) { o.bfs.direction_optimizing = false; });
        break;
    }
    t.description.clear();
    const std::size_t count = static_cast<std::size_t>(rng.between(1, 3));
    for (std::size_t k = 0; k < count; ++k) {
        const auto& chosen = knobs[rng.below(knobs.size())];
        chosen.second(t.options);
        t.description += (t.description.empty() ? "" : " ") + std::string(chosen.first);
    }
    return t;
}

}  // namespace stress

#endif
