// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "text_output.hpp"
#include "interrupt.hpp"

#include <boost_gpu_paths/io/errors.hpp>

#include <cerrno>
#include <cstring>

#include <unistd.h>

namespace gpu_paths_cli {

namespace io = boost::gpu_paths::io;

text_output::text_output(const std::string& path, char separator)
    : path_(path.empty() || output_file::is_standard_output(path) ? "standard output" : path), separator_(separator)
{
    if (!path.empty() && !output_file::is_standard_output(path)) file_ = std::make_unique<output_file>(path);
    buffer_.reserve(1u << 21);
}

text_output::~text_output() = default;

void text_output::flush()
{
    throw_if_interrupted();
    if (buffer_.empty()) return;
    if (!file_) {
        if (std::fwrite(buffer_.data(), 1, buffer_.size(), stdout) != buffer_.size())
            throw io::read_error("cannot write " + path_ + ": " + std::strerror(errno));
    } else {
        file_->write(buffer_.data(), buffer_.size());
    }
    buffer_.clear();
}

void text_output::close()
{
    flush();
    if (!file_) {
        if (std::fflush(stdout) != 0 || std::ferror(stdout))
            throw io::read_error("cannot write " + path_ + ": " + std::strerror(errno));
        return;
    }
    file_->commit();
    file_.reset();
}

}  // namespace gpu_paths_cli
