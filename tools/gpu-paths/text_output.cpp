#include "text_output.hpp"

#include <boost_gpu_paths/io/errors.hpp>

#include <cerrno>
#include <cstring>

namespace gpu_paths_cli {

namespace io = boost::gpu_paths::io;

text_output::text_output(const std::string& path)
    : path_(path.empty() ? "standard output" : path),
      file_(path.empty() ? stdout : std::fopen(path.c_str(), "wb")),
      owned_(!path.empty())
{
    if (!file_) throw io::read_error("cannot create " + path + ": " + std::strerror(errno));
    buffer_.reserve(1u << 21);
}

text_output::~text_output()
{
    if (owned_ && file_) std::fclose(file_);
}

void text_output::flush()
{
    if (!buffer_.empty() && std::fwrite(buffer_.data(), 1, buffer_.size(), file_) != buffer_.size())
        throw io::read_error("cannot write " + path_ + ": " + std::strerror(errno));
    buffer_.clear();
}

void text_output::close()
{
    flush();
    const bool failed = std::fflush(file_) != 0 || std::ferror(file_);
    if (owned_) {
        const bool close_failed = std::fclose(file_) != 0;
        file_ = nullptr;
        if (close_failed) throw io::read_error("cannot write " + path_ + ": " + std::strerror(errno));
    }
    if (failed) throw io::read_error("cannot write " + path_ + ": " + std::strerror(errno));
}

}  // namespace gpu_paths_cli
