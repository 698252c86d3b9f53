// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "output_file.hpp"

#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/io/errors.hpp>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gpu_paths_cli {

namespace io = boost::gpu_paths::io;

output_file::output_file(const std::string& path) : path_(path)
{
    struct stat existing;
    if (::lstat(path.c_str(), &existing) == 0 && !S_ISREG(existing.st_mode))
        throw boost::gpu_paths::invalid_input("refusing to write to " + path +
                                              ": it is not a regular file (pass -o - for standard output)");
    const std::size_t slash = path.rfind('/');
    const std::string directory = slash == std::string::npos ? "" : path.substr(0, slash + 1);
    const std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    temporary_ = directory + "." + name + ".XXXXXX";
    std::vector<char> pattern(temporary_.begin(), temporary_.end());
    pattern.push_back('\0');
    fd_ = ::mkostemp(pattern.data(), O_CLOEXEC);
    if (fd_ < 0) throw io::read_error("cannot create a file beside " + path + ": " + std::strerror(errno));
    temporary_ = pattern.data();
    // mkostemp creates 0600; results are as readable as any file the user creates.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    (void)::fchmod(fd_, 0666 & ~mask);
}

output_file::~output_file()
{
    if (fd_ < 0) return;
    ::close(fd_);
    ::unlink(temporary_.c_str());  // the run's own file, never the target
}

void output_file::commit()
{
    const bool closed = ::close(fd_) == 0;
    const int close_error = errno;
    fd_ = -1;
    if (!closed || ::rename(temporary_.c_str(), path_.c_str()) != 0) {
        const int error = closed ? errno : close_error;
        ::unlink(temporary_.c_str());
        throw io::read_error("cannot write " + path_ + ": " + std::strerror(error));
    }
}

}  // namespace gpu_paths_cli
