// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
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
#include <utility>

namespace gpu_paths_cli {

// Exit statuses.
enum exit_code : int { exit_success = 0, exit_bad_input = 1, exit_usage = 2, exit_check_mismatch = 3 };

enum class command { info, bfs, sssp, dag, bellman_ford, apsp, apsp_dijkstra, johnson, closure };
enum class weight_type { automatic, f32, f64, i32, i64 };

// -g SCALE (Kronecker/R-MAT) or -u SCALE (uniform random), as GAPBS generates its inputs:
// 2^scale vertices and degree * 2^scale undirected edges.
enum class generator_kind { rmat, uniform };
struct generator_options {
    generator_kind kind = generator_kind::rmat;
    unsigned scale = 0;
    unsigned degree = 16;  // -k
};

// GAPBS's fixed seed (kRandSeed), so runs repeat unless --seed says otherwise.
constexpr std::uint64_t default_seed = 27491095;

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
    std::string graph;                           // empty with a generator
    std::optional<generator_options> generate;   // -g / -u
    std::uint64_t seed = default_seed;           // --seed: generator and random sources
    unsigned trials = 0;                         // -n; 0: one run without a summary
    std::optional<std::string> json;             // --json: a file, or "-" for standard output
    std::string predecessors;                    // --predecessors FILE.npy (apsp)
};

// Wrong usage of the command line; main prints it with a pointer to the command's --help
// (when the command is known) and exits 2.
class usage_error : public std::runtime_error {
public:
    explicit usage_error(const std::string& message, std::string command_word = "")
        : std::runtime_error(message), command_(std::move(command_word))
    {
    }
    const std::string& command_word() const noexcept { return command_; }

private:
    std::string command_;
};

// Parses argv. Returns nothing when --help or --version was handled (exit 0).
std::optional<options> parse_options(int argc, char** argv);

void print_usage(std::FILE* out);

// `gpu-paths CMD --help`: what one command does and the options it takes.
void print_command_help(command what, std::FILE* out);

// What a usage error prints: the message, then where the full usage is.
void print_usage_error(const usage_error& e, std::FILE* out);

const char* to_string(command c) noexcept;
const char* to_string(weight_type w) noexcept;

}  // namespace gpu_paths_cli

#endif
