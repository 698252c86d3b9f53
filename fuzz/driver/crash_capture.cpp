// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "crash_capture.hpp"

#include <sanitizer/common_interface_defs.h>

#include <atomic>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

namespace fuzz {
namespace {

// Handlers run inside a dying process, possibly in a signal handler: they use only
// system calls and these buffers, prepared beforehand.
char prefix[4096];
const char* current = nullptr;
std::size_t current_size = 0;
unsigned timeout = 0;
std::atomic<bool> written{false};

void say(const char* text) { [[maybe_unused]] auto ignored = ::write(STDERR_FILENO, text, std::strlen(text)); }

// Writes the current input to PREFIXKIND-HASH (FNV-1a, in hex) once per process.
void write_artifact(const char* kind)
{
    if (!current || written.exchange(true)) return;
    std::uint64_t hash = 14695981039346656037ull;
    for (std::size_t i = 0; i < current_size; ++i) hash = (hash ^ static_cast<unsigned char>(current[i])) * 1099511628211ull;
    char path[sizeof prefix + 64];
    std::size_t length = std::strlen(prefix);
    std::memcpy(path, prefix, length);
    for (const char* k = kind; *k;) path[length++] = *k++;
    path[length++] = '-';
    for (int shift = 60; shift >= 0; shift -= 4) path[length++] = "0123456789abcdef"[(hash >> shift) & 15];
    path[length] = '\0';

    const int fd = ::open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    bool complete = fd >= 0;
    for (std::size_t done = 0; complete && done < current_size;) {
        const ssize_t n = ::write(fd, current + done, current_size - done);
        complete = n > 0;
        if (complete) done += static_cast<std::size_t>(n);
    }
    if (fd >= 0) ::close(fd);
    say(complete ? "\n==FUZZ== input written to " : "\n==FUZZ== could not write the input to ");
    say(path);
    say("\n");
}

void on_death() { write_artifact("crash"); }

void on_abort(int signal)
{
    write_artifact("crash");
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

void on_alarm(int)
{
    say("\n==FUZZ FINDING== an input ran longer than the timeout; its stack:\n");
    __sanitizer_print_stack_trace();
    write_artifact("timeout");
    ::_exit(70);
}

}  // namespace

void install_crash_capture(const std::string& artifact_prefix, unsigned timeout_seconds)
{
    if (artifact_prefix.size() >= sizeof prefix) {
        std::fprintf(stderr, "artifact prefix too long\n");
        std::exit(2);
    }
    std::memcpy(prefix, artifact_prefix.c_str(), artifact_prefix.size() + 1);
    timeout = timeout_seconds;
    __sanitizer_set_death_callback(on_death);
    std::signal(SIGABRT, on_abort);
    std::signal(SIGALRM, on_alarm);
}

void begin_input(const std::string& input)
{
    current = input.data();
    current_size = input.size();
    if (timeout) ::alarm(timeout);
}

void end_input()
{
    if (timeout) ::alarm(0);
    current = nullptr;
}

}  // namespace fuzz
