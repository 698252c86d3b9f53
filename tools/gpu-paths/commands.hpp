// The gpu-paths commands. Each returns the process exit status.
#ifndef GPU_PATHS_CLI_COMMANDS_HPP
#define GPU_PATHS_CLI_COMMANDS_HPP

#include "options.hpp"

#include <stdexcept>

namespace gpu_paths_cli {

int run_info(const options& opts);
int run_bfs(const options& opts);
int run_sssp(const options& opts);
int run_apsp(const options& opts);           // Floyd-Warshall
int run_apsp_dijkstra(const options& opts);  // Dijkstra from every vertex

// --check found a difference from BGL (exit 3).
class check_mismatch : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace gpu_paths_cli

#endif
