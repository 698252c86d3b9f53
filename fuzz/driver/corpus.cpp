// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "corpus.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>

namespace fs = std::filesystem;

namespace fuzz {
namespace {

[[noreturn]] void unreadable(const std::string& path, const std::string& why)
{
    std::fprintf(stderr, "cannot read %s: %s\n", path.c_str(), why.c_str());
    std::exit(2);
}

corpus_file read_file(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) unreadable(path.string(), "cannot open it");
    corpus_file file{path.string(), std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>())};
    if (in.bad()) unreadable(path.string(), "read failed");
    return file;
}

}  // namespace

std::vector<corpus_file> load_corpus(const std::vector<std::string>& paths)
{
    std::vector<corpus_file> corpus;
    for (const std::string& path : paths) {
        std::error_code error;
        if (!fs::is_directory(path, error)) {
            corpus.push_back(read_file(path));
            continue;
        }
        std::vector<fs::path> files;
        for (const fs::directory_entry& entry : fs::directory_iterator(path, error))
            // Hidden files (.gitkeep and the like) are not inputs.
            if (entry.is_regular_file() && entry.path().filename().string()[0] != '.') files.push_back(entry.path());
        if (error) unreadable(path, error.message());
        std::sort(files.begin(), files.end());
        for (const fs::path& file : files) corpus.push_back(read_file(file));
    }
    return corpus;
}

}  // namespace fuzz
