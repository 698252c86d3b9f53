// Helpers shared by the test_io_* and test_cli programs: a scratch directory, writing
// files, and comparing edge lists as multisets.
#ifndef BOOST_GPU_PATHS_TEST_IO_SUPPORT_HPP
#define BOOST_GPU_PATHS_TEST_IO_SUPPORT_HPP

#include <boost_gpu_paths/io/edge_list.hpp>

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

}  // namespace io_test

#endif
