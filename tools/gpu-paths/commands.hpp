// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The gpu-paths commands. Each returns the process exit status.
#ifndef GPU_PATHS_CLI_COMMANDS_HPP
#define GPU_PATHS_CLI_COMMANDS_HPP

#include "options.hpp"
#include "run_record.hpp"

#include <stdexcept>

namespace gpu_paths_cli {

// Each fills `record` as it goes (graph, phases, trials; main adds the check result).
int run_info(const options& opts, run_record& record);
int run_bfs(const options& opts, run_record& record);
int run_sssp(const options& opts, run_record& record);
int run_dag(const options& opts, run_record& record);  // DAG shortest paths, negative weights allowed
int run_bellman_ford(const options& opts, run_record& record);  // negative weights taken
int run_apsp(const options& opts, run_record& record);           // Floyd-Warshall
int run_apsp_dijkstra(const options& opts, run_record& record);  // Dijkstra from every vertex
int run_johnson(const options& opts, run_record& record);        // Johnson: reweighted Dijkstra
int run_closure(const options& opts, run_record& record);        // transitive closure

// --check found a difference from BGL (exit 3).
class check_mismatch : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace gpu_paths_cli

#endif
