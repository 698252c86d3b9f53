// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The resources of reading through another program (external_decompressor.hpp): file
// descriptors, posix_spawn's file actions, and the child process itself, each released by
// its destructor.
//
// A child_process is always reaped: wait() collects its exit status on the normal path,
// and the destructor, on every other path (a read error, a size bound exceeded, any
// exception), kills a child still running and then reaps it, so no zombie or orphaned
// decompressor outlives the read.
#ifndef GPU_PATHS_CLI_CHILD_PROCESS_HPP
#define GPU_PATHS_CLI_CHILD_PROCESS_HPP

#include <cerrno>

#include <signal.h>
#include <spawn.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

namespace gpu_paths_cli {

class file_descriptor {
public:
    explicit file_descriptor(int fd = -1) noexcept : fd_(fd) {}
    ~file_descriptor() { reset(); }
    file_descriptor(const file_descriptor&) = delete;
    file_descriptor& operator=(const file_descriptor&) = delete;
    int get() const noexcept { return fd_; }
    void reset() noexcept
    {
        if (fd_ >= 0) ::close(fd_);
        fd_ = -1;
    }

private:
    int fd_;
};

class spawn_file_actions {
public:
    spawn_file_actions() noexcept { ::posix_spawn_file_actions_init(&actions_); }
    ~spawn_file_actions() { ::posix_spawn_file_actions_destroy(&actions_); }
    spawn_file_actions(const spawn_file_actions&) = delete;
    spawn_file_actions& operator=(const spawn_file_actions&) = delete;
    posix_spawn_file_actions_t* get() noexcept { return &actions_; }

private:
    posix_spawn_file_actions_t actions_;
};

class child_process {
public:
    child_process() = default;
    ~child_process() { kill_and_reap(); }
    child_process(const child_process&) = delete;
    child_process& operator=(const child_process&) = delete;

    // posix_spawnp's pid argument; the object owns the process from then on.
    pid_t* pid_slot() noexcept { return &pid_; }

    // Waits for the child to end and returns its wait status.
    int wait() noexcept
    {
        int status = 0;
        while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
        }
        pid_ = 0;
        return status;
    }

private:
    void kill_and_reap() noexcept
    {
        if (pid_ <= 0) return;
        int status = 0;
        pid_t ended = ::waitpid(pid_, &status, WNOHANG);
        while (ended < 0 && errno == EINTR) ended = ::waitpid(pid_, &status, WNOHANG);
        if (ended == 0) {
            // Still running (typically blocked writing output nobody will read).
            ::kill(pid_, SIGKILL);
            wait();
        }
        pid_ = 0;
    }

    pid_t pid_ = 0;
};

}  // namespace gpu_paths_cli

#endif
