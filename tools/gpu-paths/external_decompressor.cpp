// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "external_decompressor.hpp"

#include "child_process.hpp"

#include <boost_gpu_paths/io/errors.hpp>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace gpu_paths_cli {

namespace io = boost::gpu_paths::io;

namespace {

std::string system_message(int error) { return std::strerror(error); }

// One read(2): the bytes read, 0 at end of file, -1 when interrupted before reading
// anything (the caller tries again).
ssize_t read_chunk(int fd, char* chunk, std::size_t size, const std::string& path)
{
    const ssize_t got = ::read(fd, chunk, size);
    if (got < 0 && errno != EINTR && errno != EAGAIN) throw io::read_error("cannot read " + path + ": " + system_message(errno));
    return got;
}

constexpr std::size_t chunk_size = 1 << 16;
// A program's complaint is a line or two; what comes after this much is dropped.
constexpr std::size_t max_error_bytes = 4096;

}  // namespace

std::string decompress_with_program(const std::string& path, io::compression format, std::uint64_t max_bytes)
{
    const std::string program = io::to_string(format);
    // Close-on-exec, so the child keeps only the two ends dup2'ed onto its stdout/stderr.
    int out_pipe[2], err_pipe[2];
    if (::pipe2(out_pipe, O_CLOEXEC) != 0) throw io::read_error("cannot create a pipe to decompress " + path);
    file_descriptor out_read(out_pipe[0]), out_write(out_pipe[1]);
    if (::pipe2(err_pipe, O_CLOEXEC) != 0) throw io::read_error("cannot create a pipe to decompress " + path);
    file_descriptor err_read(err_pipe[0]), err_write(err_pipe[1]);

    child_process child;
    {
        spawn_file_actions actions;
        ::posix_spawn_file_actions_adddup2(actions.get(), out_write.get(), STDOUT_FILENO);
        ::posix_spawn_file_actions_adddup2(actions.get(), err_write.get(), STDERR_FILENO);
        std::string name = program, flag = "-dc", separator = "--", file = path;
        char* argv[] = {&name[0], &flag[0], &separator[0], &file[0], nullptr};
        const int spawned = ::posix_spawnp(child.pid_slot(), program.c_str(), actions.get(), nullptr, argv, environ);
        if (spawned == ENOENT)
            throw io::read_error(path + " is " + program + "-compressed, but the '" + program +
                                 "' program needed to decompress it is not installed (or not on PATH)");
        if (spawned != 0)
            throw io::read_error("cannot start '" + program + "' to decompress " + path + ": " + system_message(spawned));
    }
    out_write.reset();
    err_write.reset();

    std::string text, errors;
    char chunk[chunk_size];
    bool out_open = true, err_open = true;
    while (out_open || err_open) {
        pollfd fds[2] = {{out_read.get(), POLLIN, 0}, {err_read.get(), POLLIN, 0}};
        pollfd* first = out_open ? &fds[0] : &fds[1];
        const int count = (out_open && err_open) ? 2 : 1;
        if (::poll(first, static_cast<nfds_t>(count), -1) < 0) {
            if (errno == EINTR) continue;
            throw io::read_error("cannot read " + path + " from '" + program + "': " + system_message(errno));
        }
        if (out_open && fds[0].revents) {
            const ssize_t got = read_chunk(out_read.get(), chunk, sizeof chunk, path);
            if (got > 0 && std::uint64_t(got) > max_bytes - text.size())
                throw io::read_error("decompressing " + path + " gives more than " + std::to_string(max_bytes) +
                                     " bytes of text, the bound read_options::max_decompressed_bytes sets; raise it "
                                     "to read this file");
            if (got > 0) text.append(chunk, static_cast<std::size_t>(got));
            out_open = got != 0;
        }
        if (err_open && fds[1].revents) {
            const ssize_t got = read_chunk(err_read.get(), chunk, sizeof chunk, path);
            if (got > 0) errors.append(chunk, std::min(static_cast<std::size_t>(got), max_error_bytes - errors.size()));
            err_open = got != 0;
        }
    }
    const int status = child.wait();
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        // The program's first non-empty line says what went wrong (gzip may start with "\n").
        const std::size_t first = errors.find_first_not_of("\r\n");
        errors = first == std::string::npos ? std::string() : errors.substr(first, errors.find_first_of("\r\n", first) - first);
        throw io::read_error("cannot decompress " + path + " with '" + program + " -dc'" +
                             (errors.empty() ? std::string() : ": " + errors));
    }
    return text;
}

}  // namespace gpu_paths_cli
