// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu-paths: shortest paths and breadth-first search on a graph file.
//
// Exit status: 0 success, 1 bad input or results that cannot be written (one-line
// message), 2 usage error or an algorithm not in this build, 3 --check found a mismatch,
// 130 interrupted (Ctrl-C: nothing written; interrupt.hpp).
#include "commands.hpp"
#include "interrupt.hpp"
#include "options.hpp"
#include "output_format.hpp"
#include "run_record.hpp"
#include "standard_output.hpp"

#include <boost_gpu_paths/errors.hpp>

#include <cstdio>
#include <exception>
#include <new>
#include <stdexcept>
#include <string>

namespace {

using namespace gpu_paths_cli;
namespace gp = boost::gpu_paths;

// --json: to its file, or to standard output after everything else.
void write_json(const options& opts, const run_record& record)
{
    if (!opts.json) return;
    throw_if_interrupted();
    if (*opts.json == "-") {
        write_json_record(opts, record, stdout);
        return;
    }
    std::FILE* file = std::fopen(opts.json->c_str(), "w");
    if (!file) throw std::runtime_error("cannot write " + *opts.json);
    write_json_record(opts, record, file);
    if (std::fclose(file) != 0) throw std::runtime_error("cannot write " + *opts.json);
}

int run_algorithm(const options& opts, run_record& record)
{
    switch (opts.what) {
    case command::info: return run_info(opts, record);
    case command::bfs: return run_bfs(opts, record);
    case command::sssp: return run_sssp(opts, record);
    case command::dag: return run_dag(opts, record);
    case command::bellman_ford: return run_bellman_ford(opts, record);
    case command::apsp: return run_apsp(opts, record);
    case command::apsp_dijkstra: return run_apsp_dijkstra(opts, record);
    case command::johnson: return run_johnson(opts, record);
    case command::closure: return run_closure(opts, record);
    }
    return exit_usage;
}

int run_command(const options& opts)
{
    run_record record;
    try {
        // Refused before any work: a binary matrix would only garble the terminal.
        if (opts.what == command::apsp || opts.what == command::apsp_dijkstra || opts.what == command::johnson)
            refuse_binary_on_terminal(opts, format_of(opts.output, result_format::npy));
        const int status = run_algorithm(opts, record);
        std::FILE* report = report_stream(opts);
        if (opts.trials) print_summary(opts, record, report);
        if (opts.check) {
            record.check = "PASS";
            std::fprintf(report, "check: PASS\n");
        }
        write_json(opts, record);
        return status;
    } catch (const usage_error& e) {
        print_usage_error(e, stderr);
        return exit_usage;
    } catch (const check_mismatch& e) {
        // The record of a failed check is still written: it is what a benchmark log needs.
        record.check = std::string("FAIL: ") + e.what();
        std::fprintf(stderr, "check: FAIL: %s\n", e.what());
        try {
            write_json(opts, record);
        } catch (const std::exception& j) {
            std::fprintf(stderr, "gpu-paths: %s\n", j.what());
        }
        return exit_check_mismatch;
    } catch (const gp::cancelled&) {
        std::fprintf(stderr, "\ngpu-paths: interrupted; nothing written\n");
        return exit_interrupted;
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "gpu-paths: out of memory\n");
        return exit_bad_input;
    } catch (const std::exception& e) {
        // After Ctrl-C, what failed failed because of it (a decompressor that the signal ended).
        if (interrupted()) {
            std::fprintf(stderr, "\ngpu-paths: interrupted; nothing written\n");
            return exit_interrupted;
        }
        // invalid_input, read/parse errors, backend_unavailable, ...
        std::fprintf(stderr, "gpu-paths: %s\n", e.what());
        return exit_bad_input;
    }
    return exit_usage;
}

}  // namespace

int main(int argc, char** argv)
{
    std::optional<options> opts;
    int status = exit_success;
    try {
        opts = parse_options(argc, argv);
    } catch (const usage_error& e) {
        print_usage_error(e, stderr);
        return exit_usage;
    }
    catch_interrupts();
    if (opts) status = run_command(*opts);

    // Results count only once they are written: buffered output that cannot be flushed
    // turns success into failure. A run that already failed has said why.
    const std::string unwritten = close_standard_output();
    if (status == exit_success && !unwritten.empty()) {
        std::fprintf(stderr, "gpu-paths: %s\n", unwritten.c_str());
        status = exit_bad_input;
    }
    return status;
}
