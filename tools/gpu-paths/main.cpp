// gpu-paths: shortest paths and breadth-first search on a graph file.
//
// Exit status: 0 success, 1 bad input or results that cannot be written (one-line
// message), 2 usage error or an algorithm not in this build, 3 --check found a mismatch.
#include "commands.hpp"
#include "options.hpp"
#include "standard_output.hpp"

#include <boost_gpu_paths/errors.hpp>

#include <cstdio>
#include <exception>
#include <new>
#include <string>

namespace {

using namespace gpu_paths_cli;

int run_command(const options& opts)
{
    try {
        switch (opts.what) {
        case command::info: return run_info(opts);
        case command::bfs: return run_bfs(opts);
        case command::sssp: return run_sssp(opts);
        case command::apsp: return run_apsp(opts);
        case command::apsp_dijkstra: return run_apsp_dijkstra(opts);
        }
    } catch (const usage_error& e) {
        print_usage_error(e, stderr);
        return exit_usage;
    } catch (const check_mismatch& e) {
        std::fprintf(stderr, "gpu-paths: check failed: %s\n", e.what());
        return exit_check_mismatch;
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "gpu-paths: out of memory\n");
        return exit_bad_input;
    } catch (const std::exception& e) {
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
