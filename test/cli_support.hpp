// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What the gpu-paths tests (test_cli*.cpp) share: running the program as a user would
// and reading back what it wrote. The build passes the program's path in
// GPU_PATHS_CLI_PATH; elsewhere the environment variable GPU_PATHS_CLI names it.
#ifndef BOOST_GPU_PATHS_TEST_CLI_SUPPORT_HPP
#define BOOST_GPU_PATHS_TEST_CLI_SUPPORT_HPP

#include <boost_gpu_paths/io/generators.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>
#include <boost_gpu_paths/io/write_graph.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"
#include "test_io_support.hpp"

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>
#include <boost/graph/visitors.hpp>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>
#include <map>
#include <sstream>
#include <filesystem>
#include <string>
#include <vector>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace cli_test {

namespace gp = boost::gpu_paths;
namespace io = boost::gpu_paths::io;
using io_test::write_file;

inline std::string cli_path()
{
#ifdef GPU_PATHS_CLI_PATH
    return GPU_PATHS_CLI_PATH;
#else
    const char* env = std::getenv("GPU_PATHS_CLI");
    return env ? env : "";
#endif
}

struct cli_available {
    boost::test_tools::assertion_result operator()(boost::unit_test::test_unit_id) const
    {
        const std::string path = cli_path();
        boost::test_tools::assertion_result result(!path.empty() && ::access(path.c_str(), X_OK) == 0);
        result.message() << "the gpu-paths program is not known to this build (set GPU_PATHS_CLI)";
        return result;
    }
};

inline std::string read_text(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

struct run_result {
    int status = -1;
    std::string out, err;
};

// Runs gpu-paths with `arguments` (already quoted where needed), an optional environment
// assignment prefix and an optional redirection of standard output (such as
// "> /dev/full"; r.out is then empty).
inline run_result run(const std::string& arguments, const std::string& environment = "",
               const std::string& stdout_redirection = "")
{
    static int counter = 0;
    const std::string out = io_test::scratch().file("stdout" + std::to_string(counter));
    const std::string err = io_test::scratch().file("stderr" + std::to_string(counter++));
    const std::string to_stdout = stdout_redirection.empty() ? "> '" + out + "'" : stdout_redirection;
    const std::string command = environment + " '" + cli_path() + "' " + arguments + " " + to_stdout + " 2> '" + err + "'";
    const int raw = std::system(command.c_str());
    run_result r;
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    r.out = read_text(out);
    r.err = read_text(err);
    BOOST_TEST_MESSAGE("gpu-paths " << arguments << " -> " << r.status << (r.err.empty() ? "" : ": " + r.err));
    return r;
}

inline std::size_t line_count(const std::string& text) { return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')); }

// Value of "key: value" in info's output.
inline std::string info_field(const std::string& out, const std::string& key)
{
    const std::size_t at = out.find(key + ":");
    if (at == std::string::npos) return "";
    std::size_t begin = out.find_first_not_of(' ', at + key.size() + 1);
    return out.substr(begin, out.find('\n', begin) - begin);
}

// "id dist pred" lines -> per vertex (0-based, ids are 1-based in DIMACS files).
struct vertex_rows {
    std::vector<std::string> distance;
    std::vector<std::int64_t> predecessor;
};
inline vertex_rows parse_rows(const std::string& text, std::uint32_t n)
{
    vertex_rows rows;
    rows.distance.assign(n, "?");
    rows.predecessor.assign(n, -1);
    std::istringstream in(text);
    std::int64_t id, pred;
    std::string dist;
    std::uint32_t count = 0;
    while (in >> id >> dist >> pred) {
        BOOST_TEST_REQUIRE(id >= 1);
        BOOST_TEST_REQUIRE(id <= std::int64_t(n));
        rows.distance[id - 1] = dist;
        rows.predecessor[id - 1] = pred - 1;
        ++count;
    }
    BOOST_TEST(count == n);
    return rows;
}

template <class T>
std::string text_of(T x)
{
    std::ostringstream out;
    out.precision(17);
    out << x;
    return out.str();
}

// A .npy file's header and data.
template <class T>
std::vector<T> read_npy(const std::string& path, std::size_t n, const std::string& dtype)
{
    const std::string bytes = read_text(path);
    BOOST_TEST_REQUIRE(bytes.size() >= 10u);
    BOOST_TEST(bytes.compare(0, 6, "\x93NUMPY") == 0);
    const std::size_t header_length = static_cast<unsigned char>(bytes[8]) | static_cast<unsigned char>(bytes[9]) << 8;
    const std::string header = bytes.substr(10, header_length);
    BOOST_TEST((10 + header_length) % 64 == 0u);
    BOOST_TEST(header.find("'descr': '" + dtype + "'") != std::string::npos);
    BOOST_TEST(header.find("'fortran_order': False") != std::string::npos);
    BOOST_TEST(header.find("'shape': (" + std::to_string(n) + ", " + std::to_string(n) + ")") != std::string::npos);
    BOOST_TEST_REQUIRE(bytes.size() == 10 + header_length + n * n * sizeof(T));
    std::vector<T> values(n * n);
    std::memcpy(values.data(), bytes.data() + 10 + header_length, n * n * sizeof(T));
    return values;
}

// A random weighted directed graph written as a DIMACS file.
struct test_graph {
    io::edge_list list;
    std::string path;
};

inline test_graph random_graph(std::uint64_t seed, std::uint32_t n, std::uint64_t m, const std::string& name)
{
    test_graph g;
    g.list = io::generate_gnm(n, m, seed, io::weight_range{1, 30, true});
    g.path = io_test::scratch().file(name);
    io::write_dimacs(g.list, g.path);
    return g;
}

}  // namespace cli_test

#endif
