// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Keeping the input that ends the process. The sanitizers' death callback, a SIGABRT
// handler (failed checks, uncaught exceptions, library assertions) and a per-input alarm
// (hangs) write the input being run to the artifact folder before the process dies, so
// every finding leaves its reproducer behind.
#ifndef BOOST_GPU_PATHS_FUZZ_CRASH_CAPTURE_HPP
#define BOOST_GPU_PATHS_FUZZ_CRASH_CAPTURE_HPP

#include <cstddef>
#include <string>

namespace fuzz {

// Installs the handlers; findings go to PREFIX{crash,timeout}-HASH, and an input that
// runs longer than timeout_seconds (0: no limit) is a hang.
void install_crash_capture(const std::string& artifact_prefix, unsigned timeout_seconds);

// Marks `input` as the one running; it must stay alive until the next call. Arms the alarm.
void begin_input(const std::string& input);
// The input returned: disarms the alarm.
void end_input();

}  // namespace fuzz

#endif
