// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "output_file.hpp"
#include "interrupt.hpp"

#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/io/errors.hpp>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gpu_paths_cli {

namespace io = boost::gpu_paths::io;

output_file::output_file(const std::string& path) : path_(path), replaced_(path)
{
    struct stat target;
    if (::stat(path.c_str(), &target) == 0) {
        if (S_ISDIR(target.st_mode))
            throw boost::gpu_paths::invalid_input("cannot write to " + path + ": it is a directory");
        if (!S_ISREG(target.st_mode)) {
            fd_ = ::open(path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
            if (fd_ < 0) throw io::read_error("cannot open " + path + ": " + std::strerror(errno));
            return;
        }
        // Through symbolic links: the file they name is replaced, the links stay.
        if (char* resolved = ::realpath(path.c_str(), nullptr)) {
            replaced_ = resolved;
            std::free(resolved);
        }
    } else {
        struct stat link;
        if (::lstat(path.c_str(), &link) == 0)
            throw boost::gpu_paths::invalid_input("refusing to write to " + path +
                                                  ": it is a symbolic link to nothing (pass -o - for standard output)");
    }
    const std::size_t slash = replaced_.rfind('/');
    const std::string directory = slash == std::string::npos ? "" : replaced_.substr(0, slash + 1);
    const std::string name = slash == std::string::npos ? replaced_ : replaced_.substr(slash + 1);
    std::string pattern_text = directory + "." + name + ".XXXXXX";
    std::vector<char> pattern(pattern_text.begin(), pattern_text.end());
    pattern.push_back('\0');
    fd_ = ::mkostemp(pattern.data(), O_CLOEXEC);
    if (fd_ < 0) throw io::read_error("cannot create a file beside " + path + ": " + std::strerror(errno));
    temporary_ = pattern.data();
    note_temporary(temporary_);
    // mkostemp creates 0600; results are as readable as any file the user creates.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    (void)::fchmod(fd_, 0666 & ~mask);
}

output_file::~output_file()
{
    if (fd_ < 0) return;
    ::close(fd_);
    if (!is_stream()) {
        ::unlink(temporary_.c_str());  // the run's own file, never the target
        forget_temporary(temporary_);
    }
}

void output_file::write(const char* bytes, std::size_t size) const
{
    throw_if_interrupted();
    for (std::size_t done = 0; done < size;) {
        const ssize_t wrote = ::write(fd_, bytes + done, size - done);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote <= 0) throw io::read_error("cannot write " + path_ + ": " + std::strerror(errno));
        done += static_cast<std::size_t>(wrote);
    }
}

void output_file::commit()
{
    // After Ctrl-C nothing replaces the file (the temporary goes with this object).
    throw_if_interrupted();
    const bool closed = ::close(fd_) == 0;
    const int close_error = errno;
    fd_ = -1;
    if (is_stream()) {
        if (!closed) throw io::read_error("cannot write " + path_ + ": " + std::strerror(close_error));
        return;
    }
    const bool renamed = closed && ::rename(temporary_.c_str(), replaced_.c_str()) == 0;
    const int error = closed ? errno : close_error;
    if (!renamed) ::unlink(temporary_.c_str());
    forget_temporary(temporary_);
    if (!renamed) throw io::read_error("cannot write " + path_ + ": " + std::strerror(error));
}

}  // namespace gpu_paths_cli
