// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Ctrl-C during a run. The first SIGINT raises the cancel token the library's long engines
// watch (gpu_paths::cancel_with): the run stops at the engine's next round or batch, and a
// run whose call ends anyway stops before it writes its results (output_file and the .npy
// storage ask first), so that no output file is touched; gpu-paths then exits 130, as a
// shell reports a program ended by SIGINT. A second SIGINT removes the run's temporary
// files and ends the process at once.
#ifndef GPU_PATHS_CLI_INTERRUPT_HPP
#define GPU_PATHS_CLI_INTERRUPT_HPP

#include <boost_gpu_paths/execution.hpp>

#include <string>

#include <signal.h>

namespace gpu_paths_cli {

constexpr int exit_interrupted = 130;

// Installs the SIGINT handler (once).
void catch_interrupts();

// The token every library call of the run passes (cancel_with).
const boost::gpu_paths::cancel_token& interrupt_token();

// Whether SIGINT came; throws gpu_paths::cancelled where it did.
bool interrupted();
void throw_if_interrupted();

// The temporary files of the run (output_file's), which a second SIGINT removes.
void note_temporary(const std::string& path);
void forget_temporary(const std::string& path);

// Holds SIGINT back while alive: the outputs of one run are committed together, or none.
class uninterrupted_section {
public:
    uninterrupted_section();
    ~uninterrupted_section();
    uninterrupted_section(const uninterrupted_section&) = delete;
    uninterrupted_section& operator=(const uninterrupted_section&) = delete;

private:
    sigset_t previous_;
};

}  // namespace gpu_paths_cli

#endif
