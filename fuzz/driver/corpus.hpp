// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Loading the inputs the driver runs first: files named on the command line and the
// files of the folders named there.
#ifndef BOOST_GPU_PATHS_FUZZ_CORPUS_HPP
#define BOOST_GPU_PATHS_FUZZ_CORPUS_HPP

#include <string>
#include <vector>

namespace fuzz {

struct corpus_file {
    std::string path;
    std::string bytes;
};

// Every named file, and every regular file of every named folder (not recursive; in
// name order, so that a seed replays the same run). Exits with status 2 when a path
// cannot be read.
std::vector<corpus_file> load_corpus(const std::vector<std::string>& paths);

}  // namespace fuzz

#endif
