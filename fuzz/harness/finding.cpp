// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "finding.hpp"

#include <cstdio>
#include <cstdlib>

namespace fuzz {

void finding(const std::string& what)
{
    std::fprintf(stderr, "\n==FUZZ FINDING== %s\n", what.c_str());
    std::fflush(stderr);
    // abort() rather than exit(): the sanitizers and libFuzzer treat it as a crash and
    // keep the input, and the standalone driver's SIGABRT handler does the same.
    std::abort();
}

}  // namespace fuzz
