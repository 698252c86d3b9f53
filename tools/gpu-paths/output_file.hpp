// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Where a command's results go, without ever losing what the user had there. A regular file
// (or a new name) is written as a new file beside it and renamed over it only when the run
// succeeds, so a failed run leaves the old file (or no file) exactly as it was; through a
// symbolic link, the file it names is replaced and the link kept. Anything else that
// accepts writes (/dev/null, a pipe, a FIFO, a terminal) is written in place: never
// created, truncated, renamed or removed. A directory, or a link to nothing, is refused
// before any work starts; "-" asks for standard output.
#ifndef GPU_PATHS_CLI_OUTPUT_FILE_HPP
#define GPU_PATHS_CLI_OUTPUT_FILE_HPP

#include <cstddef>
#include <string>

namespace gpu_paths_cli {

class output_file {
public:
    // Throws gp::invalid_input for a directory or a link to nothing, io::read_error when
    // the new file cannot be created or the target opened.
    explicit output_file(const std::string& path);
    ~output_file();  // removes the new file unless committed; a target written in place stays
    output_file(const output_file&) = delete;
    output_file& operator=(const output_file&) = delete;

    static bool is_standard_output(const std::string& path) { return path == "-"; }

    int fd() const noexcept { return fd_; }
    const std::string& path() const noexcept { return path_; }
    // True for a target written in place (a device, a pipe): it cannot be mapped or
    // reserved, only written in order.
    bool is_stream() const noexcept { return temporary_.empty(); }
    // Writes all of [bytes, bytes + size); throws io::read_error naming the path.
    void write(const char* bytes, std::size_t size) const;
    // Closes the new file and renames it over the target (or closes the target written in
    // place); throws io::read_error on failure.
    void commit();

private:
    std::string path_;
    std::string replaced_;   // the regular file renamed over: path_ with its links resolved
    std::string temporary_;  // the new file beside it; empty for a target written in place
    int fd_ = -1;
};

}  // namespace gpu_paths_cli

#endif
