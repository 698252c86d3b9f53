// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Where a command's results go, without ever losing what the user had there: a named
// output is written to a new file beside it and renamed over it only when the run
// succeeds, so a failed run leaves the old file (or no file) exactly as it was, and
// nothing the run did not create is ever removed. A name that is not a regular file (a
// device, a pipe, a directory, a symbolic link) is refused before any work starts;
// "-" asks for standard output.
#ifndef GPU_PATHS_CLI_OUTPUT_FILE_HPP
#define GPU_PATHS_CLI_OUTPUT_FILE_HPP

#include <string>

namespace gpu_paths_cli {

class output_file {
public:
    // Throws gp::invalid_input for a name that is not a regular file, io::read_error when
    // the new file cannot be created.
    explicit output_file(const std::string& path);
    ~output_file();  // removes the new file unless committed
    output_file(const output_file&) = delete;
    output_file& operator=(const output_file&) = delete;

    static bool is_standard_output(const std::string& path) { return path == "-"; }

    int fd() const noexcept { return fd_; }
    const std::string& path() const noexcept { return path_; }
    // Closes the new file and renames it over the target; throws io::read_error on failure.
    void commit();

private:
    std::string path_;
    std::string temporary_;
    int fd_ = -1;
};

}  // namespace gpu_paths_cli

#endif
