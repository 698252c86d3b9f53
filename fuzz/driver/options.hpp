// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The standalone driver's command line. It takes libFuzzer's flag spelling
// (-name=value), so that scripts/fuzz runs either build of a target the same way.
#ifndef BOOST_GPU_PATHS_FUZZ_OPTIONS_HPP
#define BOOST_GPU_PATHS_FUZZ_OPTIONS_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace fuzz {

struct options {
    double max_total_time = 0;           // seconds of mutation after the inputs; 0: none
    std::uint64_t runs = 0;              // mutated inputs to run at most; 0: no limit
    std::uint64_t seed = 0;              // 0: drawn from the clock
    std::string artifact_prefix = "./";  // findings are written to PREFIX{crash,timeout}-HASH
    std::size_t max_len = 16384;         // bytes of a mutated input at most
    unsigned timeout = 10;               // seconds one input may run before it is a hang
    std::vector<std::string> inputs;     // files and folders of files, run first
};

// Exits with status 2 and a usage message on a malformed command line.
options parse_options(int argc, char** argv);

}  // namespace fuzz

#endif
