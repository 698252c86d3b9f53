// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What a run did, gathered as it goes: printed as the GAPBS-style trial summary (-n) and
// written as the --json record.
#ifndef GPU_PATHS_CLI_RUN_RECORD_HPP
#define GPU_PATHS_CLI_RUN_RECORD_HPP

#include "options.hpp"
#include "timing.hpp"

#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/io/edge_list.hpp>

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace gpu_paths_cli {

struct trial_record {
    std::optional<std::int64_t> source;  // the file's id; none for the all-pairs commands
    double ms = 0;                       // the library call
    bool backend_reported = false;
    boost::gpu_paths::report backend;  // the call's own phases, when reported
};

struct run_record {
    // The graph as the algorithms saw it.
    std::string format;
    std::uint32_t vertices = 0;
    std::uint64_t edges = 0;
    bool directed = true;
    bool weighted = false;
    std::string weight_type;  // empty for bfs and info

    run_timing timing;  // read, convert, output and check phases
    std::vector<trial_record> trials;
    std::string check;  // "", "PASS", or "FAIL: why"

    void describe_graph(const boost::gpu_paths::io::edge_list& graph);
    void add_trial(std::optional<std::int64_t> source, const run_timing& t);
};

// The trial lines and the Average/Min/Max Time (and TEPS for bfs and sssp) summary, in
// GAPBS's layout ("Trial Time:" and its value in seconds).
void print_summary(const options& opts, const run_record& record, std::FILE* out);

// The whole run as one JSON object.
void write_json_record(const options& opts, const run_record& record, std::FILE* out);

}  // namespace gpu_paths_cli

#endif
