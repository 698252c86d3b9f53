// A file's bytes, decompressed when needed.
//
// Compressed files are piped through the system's own decompressor (gzip -dc, xz -dc,
// ...), started with posix_spawnp, so the library needs no compression library at build
// time and the tool's own error message reaches the user when the data is corrupt.
#include <boost_gpu_paths/io/read_graph.hpp>

#include "io/child_process.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <string>

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace boost {
namespace gpu_paths {
namespace io {
namespace {

using detail::child_process;
using detail::file_descriptor;
using detail::spawn_file_actions;

struct decompressor {
    const char* program;
    const char* format;
};

// Recognises a compressed file by its magic bytes; nullptr for plain text.
const decompressor* decompressor_for(const unsigned char* head, std::size_t size)
{
    static const decompressor gzip{"gzip", "gzip"}, xz{"xz", "xz"}, bzip2{"bzip2", "bzip2"}, zstd{"zstd", "zstd"};
    if (size >= 2 && head[0] == 0x1f && head[1] == 0x8b) return &gzip;
    if (size >= 6 && std::memcmp(head, "\xfd" "7zXZ\0", 6) == 0) return &xz;
    if (size >= 3 && std::memcmp(head, "BZh", 3) == 0) return &bzip2;
    if (size >= 4 && head[0] == 0x28 && head[1] == 0xb5 && head[2] == 0x2f && head[3] == 0xfd) return &zstd;
    return nullptr;
}

std::string system_message(int error) { return std::strerror(error); }

// One read(2) from fd into chunk: the bytes read, 0 at end of file, -1 when interrupted
// before reading anything (the caller tries again).
ssize_t read_chunk(int fd, char* chunk, std::size_t size, const std::string& path)
{
    const ssize_t got = ::read(fd, chunk, size);
    if (got < 0 && errno != EINTR && errno != EAGAIN) throw read_error("cannot read " + path + ": " + system_message(errno));
    return got;
}

constexpr std::size_t chunk_size = 1 << 16;

[[noreturn]] void throw_too_large(const std::string& what, std::uint64_t max_bytes);

// Reads fd to its end; a stream of unknown size (standard input, a pipe, a device) stops
// with read_error past max_bytes.
std::string read_plain(int fd, const std::string& path, std::size_t size_hint,
                       std::uint64_t max_bytes = UINT64_MAX)
{
    std::string text;
    text.reserve(size_hint);
    char chunk[chunk_size];
    for (ssize_t got; (got = read_chunk(fd, chunk, sizeof chunk, path)) != 0;) {
        if (got <= 0) continue;
        if (text.size() + static_cast<std::size_t>(got) > max_bytes) throw_too_large("reading " + path, max_bytes);
        text.append(chunk, static_cast<std::size_t>(got));
    }
    return text;
}

std::string byte_count(std::uint64_t bytes)
{
    std::string text = std::to_string(bytes) + " bytes";
    if (bytes >= (std::uint64_t(1) << 30) && bytes % (std::uint64_t(1) << 30) == 0)
        text += " (" + std::to_string(bytes >> 30) + " GiB)";
    else if (bytes >= (std::uint64_t(1) << 20) && bytes % (std::uint64_t(1) << 20) == 0)
        text += " (" + std::to_string(bytes >> 20) + " MiB)";
    return text;
}

// what: "decompressing FILE" or "reading FILE".
[[noreturn]] void throw_too_large(const std::string& what, std::uint64_t max_bytes)
{
    throw read_error(what + " gives more than " + byte_count(max_bytes) +
                     " of text, the bound read_options::max_decompressed_bytes sets; raise it to read this file");
}

// A tool's complaint is a line or two; what comes after this much is dropped.
constexpr std::size_t max_error_bytes = 4096;

// Runs `program -dc -- path` and returns what it writes, at most max_bytes of it; its
// stderr goes into the error.
std::string decompress(const decompressor& tool, const std::string& path, std::size_t compressed_size,
                       std::uint64_t max_bytes)
{
    // Close-on-exec, so the child keeps only the two ends dup2'ed onto its stdout/stderr.
    int out_pipe[2], err_pipe[2];
    if (::pipe2(out_pipe, O_CLOEXEC) != 0) throw read_error("cannot create a pipe to decompress " + path);
    file_descriptor out_read(out_pipe[0]), out_write(out_pipe[1]);
    if (::pipe2(err_pipe, O_CLOEXEC) != 0) throw read_error("cannot create a pipe to decompress " + path);
    file_descriptor err_read(err_pipe[0]), err_write(err_pipe[1]);

    child_process child;
    {
        spawn_file_actions actions;
        ::posix_spawn_file_actions_adddup2(actions.get(), out_write.get(), STDOUT_FILENO);
        ::posix_spawn_file_actions_adddup2(actions.get(), err_write.get(), STDERR_FILENO);
        std::string program = tool.program, flag = "-dc", separator = "--", file = path;
        char* argv[] = {&program[0], &flag[0], &separator[0], &file[0], nullptr};
        const int spawned = ::posix_spawnp(child.pid_slot(), tool.program, actions.get(), nullptr, argv, environ);
        if (spawned != 0) {
            if (spawned == ENOENT)
                throw read_error(path + " is " + tool.format + "-compressed, but the '" + tool.program +
                                 "' program needed to decompress it is not installed (or not on PATH)");
            throw read_error("cannot start '" + std::string(tool.program) + "' to decompress " + path + ": " +
                             system_message(spawned));
        }
    }
    out_write.reset();
    err_write.reset();

    std::string text, errors;
    char chunk[chunk_size];
    text.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(std::uint64_t(compressed_size) * 4, max_bytes)));
    bool out_open = true, err_open = true;
    while (out_open || err_open) {
        pollfd fds[2] = {{out_read.get(), POLLIN, 0}, {err_read.get(), POLLIN, 0}};
        pollfd* first = out_open ? &fds[0] : &fds[1];
        const int count = (out_open && err_open) ? 2 : 1;
        if (::poll(first, static_cast<nfds_t>(count), -1) < 0) {
            if (errno == EINTR) continue;
            throw read_error("cannot read " + path + " from '" + tool.program + "': " + system_message(errno));
        }
        if (out_open && fds[0].revents) {
            const ssize_t got = read_chunk(out_read.get(), chunk, sizeof chunk, path);
            if (got > 0 && std::uint64_t(got) > max_bytes - text.size())
                throw_too_large("decompressing " + path, max_bytes);
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
        // The tool's first non-empty line says what went wrong (gzip may start with "\n").
        const std::size_t first = errors.find_first_not_of("\r\n");
        errors = first == std::string::npos ? std::string() : errors.substr(first, errors.find_first_of("\r\n", first) - first);
        throw read_error("cannot decompress " + path + " with '" + tool.program + " -dc'" +
                         (errors.empty() ? std::string() : ": " + errors));
    }
    return text;
}

}  // namespace

std::string read_file_text(const std::string& path, const read_options& options)
{
    if (path == "-") return read_plain(STDIN_FILENO, "standard input", 1 << 20, options.max_decompressed_bytes);

    file_descriptor fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (fd.get() < 0) throw read_error("cannot open " + path + ": " + system_message(errno));
    struct stat info;
    if (::fstat(fd.get(), &info) != 0) throw read_error("cannot read " + path + ": " + system_message(errno));
    if (S_ISDIR(info.st_mode)) throw read_error("cannot read " + path + ": it is a directory");

    unsigned char head[8] = {};
    const ssize_t got = ::pread(fd.get(), head, sizeof head, 0);
    if (got < 0) throw read_error("cannot read " + path + ": " + system_message(errno));
    if (const decompressor* tool = decompressor_for(head, static_cast<std::size_t>(got)))
        return decompress(*tool, path, static_cast<std::size_t>(info.st_size), options.max_decompressed_bytes);
    // A regular file's size is known and read as it is; any other stream is bounded.
    if (!S_ISREG(info.st_mode)) return read_plain(fd.get(), path, 1 << 20, options.max_decompressed_bytes);
    return read_plain(fd.get(), path, static_cast<std::size_t>(info.st_size) + 1);
}

}  // namespace io
}  // namespace gpu_paths
}  // namespace boost
