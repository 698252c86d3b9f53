// gpu-paths command line: what the user asked for, parsed with POSIX getopt_long.
#ifndef GPU_PATHS_CLI_OPTIONS_HPP
#define GPU_PATHS_CLI_OPTIONS_HPP

#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/io/read_graph.hpp>

#include <cstdint>
#include <cstdio>
#include <optional>
#include <stdexcept>
#include <string>

namespace gpu_paths_cli {

// Exit statuses.
enum exit_code : int { exit_success = 0, exit_bad_input = 1, exit_usage = 2, exit_check_mismatch = 3 };

enum class command { info, bfs, sssp, apsp, apsp_dijkstra };
enum class weight_type { automatic, f32, f64, i32, i64 };

struct options {
    command what = command::info;
    std::optional<std::int64_t> source;  // the file's id (1-based for DIMACS)
    boost::gpu_paths::backend_kind backend = boost::gpu_paths::backend_kind::automatic;
    weight_type weights = weight_type::automatic;
    boost::gpu_paths::io::graph_format format = boost::gpu_paths::io::graph_format::automatic;
    std::optional<bool> directed;  // --directed / --undirected override the file
    std::string output;            // empty: standard output (bfs, sssp) or nothing (apsp)
    bool check = false;
    bool time = false;
    boost::gpu_paths::io::read_options read;  // --max-decompressed
    std::string graph;
};

// Wrong usage of the command line; main prints it with a pointer to --help and exits 2.
class usage_error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Parses argv. Returns nothing when --help or --version was handled (exit 0).
std::optional<options> parse_options(int argc, char** argv);

void print_usage(std::FILE* out);

// What a usage error prints: the message, then where the full usage is.
void print_usage_error(const usage_error& e, std::FILE* out);

const char* to_string(command c) noexcept;
const char* to_string(weight_type w) noexcept;

}  // namespace gpu_paths_cli

#endif
