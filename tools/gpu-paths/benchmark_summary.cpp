// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// GAPBS prints each step as a label padded to 21 columns and seconds with five decimals
// (util.h's PrintTime), one "Trial Time:" per trial, then "Average Time:". Min and max
// time and TEPS are added the same way; TEPS counts the graph's edges over the trial's
// time, as GAPBS and Graph500 report traversal rates.
#include "run_record.hpp"

#include <algorithm>

namespace gpu_paths_cli {

void run_record::describe_graph(const boost::gpu_paths::io::edge_list& graph)
{
    format = graph.format;
    vertices = graph.vertex_count;
    edges = graph.edge_count();
    directed = graph.directed;
    weighted = graph.weighted;
}

void run_record::add_trial(std::optional<std::int64_t> source, const run_timing& t)
{
    trial_record trial;
    trial.source = source;
    trial.ms = t.call_ms;
    trial.backend_reported = t.backend_reported;
    trial.backend = t.backend;
    trials.push_back(trial);
}

namespace {

void print_time(std::FILE* out, const char* label, double seconds)
{
    std::fprintf(out, "%-21s%3.5f\n", (std::string(label) + ":").c_str(), seconds);
}

}  // namespace

void print_summary(const options& opts, const run_record& record, std::FILE* out)
{
    if (record.trials.empty()) return;
    print_time(out, opts.generate ? "Generate Time" : "Read Time", record.timing.read_ms / 1000);
    print_time(out, "Build Time", record.timing.convert_ms / 1000);
    std::fprintf(out, "Graph has %u nodes and %llu %s edges for degree: %llu\n", record.vertices,
                 static_cast<unsigned long long>(record.edges), record.directed ? "directed" : "undirected",
                 static_cast<unsigned long long>(record.vertices ? record.edges / record.vertices : 0));
    const bool traversal = opts.what == command::bfs || opts.what == command::sssp || opts.what == command::dag;
    double total = 0, low = record.trials.front().ms, high = low;
    for (const trial_record& trial : record.trials) {
        if (trial.source) std::fprintf(out, "%-21s%lld\n", "Source:", static_cast<long long>(*trial.source));
        print_time(out, "Trial Time", trial.ms / 1000);
        total += trial.ms;
        low = std::min(low, trial.ms);
        high = std::max(high, trial.ms);
    }
    const double average = total / record.trials.size();
    print_time(out, "Average Time", average / 1000);
    print_time(out, "Min Time", low / 1000);
    print_time(out, "Max Time", high / 1000);
    if (traversal && average > 0)
        std::fprintf(out, "%-21s%.6g\n", "Average TEPS:", static_cast<double>(record.edges) / (average / 1000));
}

}  // namespace gpu_paths_cli
