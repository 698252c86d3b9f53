// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What a fuzz target does when an input breaks the readers' contract: say what broke,
// then abort, so that libFuzzer or the standalone driver saves the input that did it.
#ifndef BOOST_GPU_PATHS_FUZZ_FINDING_HPP
#define BOOST_GPU_PATHS_FUZZ_FINDING_HPP

#include <string>

namespace fuzz {

[[noreturn]] void finding(const std::string& what);

// finding() unless `holds`; `what` names the broken invariant.
inline void require(bool holds, const char* what)
{
    if (!holds) finding(what);
}

}  // namespace fuzz

#endif
