// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What the driver and the algorithm families share: the algorithms, the outcomes a call
// can have, and one trial (one random graph run on every selected backend).
#ifndef GPU_PATHS_STRESS_TRIAL_HPP
#define GPU_PATHS_STRESS_TRIAL_HPP

#include <boost_gpu_paths/backend.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace stress {

enum class algorithm : unsigned {
    fw,
    fw_init,
    sssp,
    bfs,
    allpairs,
    bellman,
    dag,
    johnson,
    closure,
    bfs_visitor,
    sssp_visitor,
    resident
};
constexpr unsigned algorithm_count = 12;

const char* name_of(algorithm a);
// "fw", "fw_init", "sssp", "bfs", "allpairs", "bellman", "dag", "johnson", "closure", "bfs_visitor", "sssp_visitor", "resident";
// false for another name.
bool parse_algorithm(const std::string& name, algorithm& out);

// How one call ended, judged against BGL and the library's documented contract.
enum class outcome : unsigned {
    match,             // the same values (or the same verdict) as BGL
    negative,          // BGL's negative verdict too: false (Floyd-Warshall, Bellman-Ford, Johnson), negative_edge, not_a_dag
    refused_overflow,  // weight_overflow, where the documented bound says integer paths could wrap
    refused_nan,       // invalid_input for a NaN weight or matrix entry
    refused_narrow,    // invalid_input for a BFS distance type too narrow for the deepest level
    refused_paths,     // invalid_input for a predecessor matrix where no shortest-path tree gives BGL's distances
    mismatch,          // anything else
};
constexpr unsigned outcome_count = 7;

struct backend_result {
    boost::gpu_paths::backend_kind backend;
    outcome result;
    std::string detail;  // what differed, for a mismatch
};

// One graph: the family generates it from `seed`, runs BGL and every backend on it, and
// fills in the rest.
struct trial {
    std::uint64_t seed = 0;
    std::vector<boost::gpu_paths::backend_kind> backends;
    std::string description;  // one line: graph type, weights, size, shape, call form, tuning
    bool all_edges = false;   // list the edges of any graph, not only of a small one
    std::string edge_dump;    // the edges, for a failure report
    std::vector<backend_result> results;
};

void run_floyd_warshall(trial& t);
void run_floyd_warshall_initialized(trial& t);
void run_dijkstra(trial& t);
void run_bfs(trial& t);
void run_all_pairs(trial& t);
void run_bellman_ford(trial& t);
void run_dag_shortest_paths(trial& t);
void run_johnson(trial& t);
void run_transitive_closure(trial& t);
void run_bfs_visitors(trial& t);
void run_dijkstra_visitors(trial& t);
void run_resident(trial& t);

}  // namespace stress

#endif
