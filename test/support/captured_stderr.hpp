// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What a piece of code writes on file descriptor 2, for the tests of the call trace: the
// library writes its lines with stdio and may be called from other threads, so stderr is
// redirected at the descriptor, into a temporary file, and restored however body() ends.
#ifndef BOOST_GPU_PATHS_TEST_SUPPORT_CAPTURED_STDERR_HPP
#define BOOST_GPU_PATHS_TEST_SUPPORT_CAPTURED_STDERR_HPP

#include <cstdio>
#include <fstream>
#include <functional>
#include <iterator>
#include <stdexcept>
#include <string>

#include <unistd.h>

namespace test_support {

inline std::string captured_stderr(const std::function<void()>& body)
{
    char path[] = "/tmp/gpu_paths_stderr_XXXXXX";
    const int file = ::mkstemp(path);
    if (file < 0) throw std::runtime_error("captured_stderr: no temporary file");
    std::fflush(stderr);
    const int saved = ::dup(STDERR_FILENO);
    ::dup2(file, STDERR_FILENO);
    ::close(file);
    struct restore {
        int saved;
        ~restore()
        {
            std::fflush(stderr);
            ::dup2(saved, STDERR_FILENO);
            ::close(saved);
        }
    };
    {
        const restore restored{saved};
        body();
    }
    std::ifstream in(path);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    ::unlink(path);
    return text;
}

}  // namespace test_support

#endif
