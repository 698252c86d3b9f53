// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A file's or a stream's bytes, decompressed in process when they are compressed.
//
// The format is told by the first bytes, so standard input, pipes and files of any name
// decompress alike; a name that says "compressed" is checked against them, so that a
// damaged or mislabelled file gives an error naming it rather than its raw bytes to a
// reader. Decompressed text, and the text of any stream of unknown size, is bounded by
// read_options::max_decompressed_bytes.
#include "io/decoder.hpp"

#include <boost_gpu_paths/io/read_graph.hpp>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <string>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

namespace boost {
namespace gpu_paths {
namespace io {
namespace {

// Closes the descriptor it owns (not standard input, which it borrows).
class input_file {
public:
    input_file(int fd, bool owned) noexcept : fd_(fd), owned_(owned) {}
    ~input_file()
    {
        if (owned_ && fd_ >= 0) ::close(fd_);
    }
    input_file(const input_file&) = delete;
    input_file& operator=(const input_file&) = delete;
    int get() const noexcept { return fd_; }

private:
    int fd_;
    bool owned_;
};

std::string system_message(int error) { return std::strerror(error); }

// Reads up to `size` bytes, fewer only at end of file; retries interrupted reads.
std::size_t read_fully(int fd, unsigned char* data, std::size_t size, const std::string& name)
{
    std::size_t done = 0;
    while (done < size) {
        const ssize_t got = ::read(fd, data + done, size - done);
        if (got == 0) break;
        if (got < 0) {
            if (errno == EINTR || errno == EAGAIN) continue;
            throw read_error("cannot read " + name + ": " + system_message(errno));
        }
        done += static_cast<std::size_t>(got);
    }
    return done;
}

// The compression a file's name announces (".gz", ".xz", ".bz2", ".zst"), else none.
compression named_compression(const std::string& path)
{
    std::string name = path.substr(path.size() - std::min<std::size_t>(path.size(), 4));
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    auto ends = [&](const char* suffix) {
        const std::size_t n = std::strlen(suffix);
        return name.size() >= n && name.compare(name.size() - n, n, suffix) == 0;
    };
    if (ends(".gz")) return compression::gzip;
    if (ends(".xz")) return compression::xz;
    if (ends(".bz2")) return compression::bzip2;
    if (ends(".zst")) return compression::zstd;
    return compression::none;
}

constexpr std::size_t chunk_size = 1 << 16;

}  // namespace

std::string read_file_text(const std::string& path, const read_options& options)
{
    const bool standard_input = path == "-";
    const std::string name = standard_input ? "standard input" : path;
    const input_file file(standard_input ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC), !standard_input);
    if (file.get() < 0) throw read_error("cannot open " + path + ": " + system_message(errno));
    struct stat info;
    if (::fstat(file.get(), &info) != 0) throw read_error("cannot read " + name + ": " + system_message(errno));
    if (S_ISDIR(info.st_mode)) throw read_error("cannot read " + name + ": it is a directory");
    // Only a regular file's size is known; its plain text is read whole, whatever the bound.
    const bool regular = S_ISREG(info.st_mode);
    const std::uint64_t known_size = regular ? std::uint64_t(info.st_size) : 0;

    unsigned char chunk[chunk_size];
    std::size_t got = read_fully(file.get(), chunk, sizeof chunk, name);
    const compression format = compression_of(chunk, got);
    const compression named = standard_input ? compression::none : named_compression(path);
    if (named != compression::none && format != named)
        throw read_error("cannot decompress " + name + ": its name says " + to_string(named) +
                         " but it does not start as " + to_string(named) + " data does" +
                         (got == 0 ? " (it is empty)" : ""));

    if (format == compression::none) {
        detail::bounded_text text("reading " + name, regular ? UINT64_MAX : options.max_decompressed_bytes);
        text.reserve(regular ? known_size + 1 : chunk_size);
        while (got > 0) {
            text.append(chunk, got);
            got = read_fully(file.get(), chunk, sizeof chunk, name);
        }
        return text.take();
    }

    const std::unique_ptr<detail::decoder> decoder = detail::make_decoder(format, name);
    detail::bounded_text text("decompressing " + name, options.max_decompressed_bytes);
    text.reserve(regular ? known_size * 4 : chunk_size);
    while (got > 0) {
        decoder->write(chunk, got, text);
        got = read_fully(file.get(), chunk, sizeof chunk, name);
    }
    decoder->finish(text);
    return text.take();
}

}  // namespace io
}  // namespace gpu_paths
}  // namespace boost
