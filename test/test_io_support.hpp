// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Helpers shared by the test_io_* and test_cli programs: a scratch directory, writing
// files, comparing edge lists as multisets, and checking parse errors.
#ifndef BOOST_GPU_PATHS_TEST_IO_SUPPORT_HPP
#define BOOST_GPU_PATHS_TEST_IO_SUPPORT_HPP

#include <boost_gpu_paths/io/edge_list.hpp>
#include <boost_gpu_paths/io/read_graph.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include <unistd.h>

namespace io_test {

// A directory removed when the test program ends.
class scratch_dir {
public:
    scratch_dir()
    {
        char pattern[] = "/tmp/gpu_paths_io_XXXXXX";
        if (!::mkdtemp(pattern)) throw std::runtime_error("mkdtemp failed");
        path_ = pattern;
    }
    ~scratch_dir() { std::system(("rm -rf '" + path_ + "'").c_str()); }
    std::string file(const std::string& name) const { return path_ + "/" + name; }

private:
    std::string path_;
};

inline const scratch_dir& scratch()
{
    static scratch_dir dir;
    return dir;
}

inline std::string write_file(const std::string& name, const std::string& text)
{
    const std::string path = scratch().file(name);
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out) throw std::runtime_error("cannot write " + path);
    return path;
}

inline bool have_program(const std::string& program)
{
    return std::system(("command -v " + program + " > /dev/null 2>&1").c_str()) == 0;
}

// (source id, target id, weight) of every edge, sorted; undirected edges as (min, max).
using edge_triple = std::tuple<std::int64_t, std::int64_t, double>;

inline std::vector<edge_triple> edge_multiset(const boost::gpu_paths::io::edge_list& g)
{
    std::vector<edge_triple> edges;
    for (std::size_t e = 0; e < g.edge_count(); ++e) {
        std::int64_t u = g.id_of(g.sources[e]), v = g.id_of(g.targets[e]);
        if (!g.directed && v < u) std::swap(u, v);
        edges.emplace_back(u, v, g.weight(e));
    }
    std::sort(edges.begin(), edges.end());
    return edges;
}

// True when `text` is printable ASCII only: no byte from a file reaches a terminal raw.
inline bool printable(const std::string& text)
{
    return std::all_of(text.begin(), text.end(), [](char c) { return c >= 0x20 && c < 0x7f; });
}

// Checks that parsing `text` (as file `name`) fails at `line` expecting `expectation`.
inline void expect_parse_error(const std::string& name, const std::string& text, std::size_t line,
                               const std::string& expectation)
{
    const std::string path = write_file(name, text);
    BOOST_TEST_CONTEXT("file " << name << " expecting line " << line << " '" << expectation << "'")
    {
        try {
            boost::gpu_paths::io::read_graph(path);
            BOOST_ERROR("no parse_error");
        } catch (const boost::gpu_paths::io::parse_error& e) {
            BOOST_TEST_MESSAGE(e.what());
            BOOST_TEST(e.file() == path);
            BOOST_TEST(e.line() == line);
            const std::string what = e.what();
            BOOST_TEST(what.find(path + ":" + std::to_string(line) + ": expected ") == 0u);
            BOOST_TEST(what.find(expectation) != std::string::npos);
            BOOST_TEST(printable(what));  // one line, without raw bytes from the file
        }
    }
}

}  // namespace io_test

#endif
