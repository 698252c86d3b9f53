// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The graphs of bench_dijkstra: files of the shared data set (through the project's
// readers) and generated R-MAT and G(n, m) graphs (through its generators), as
// compressed_sparse_row_graph<directedS, ..., uint32_t, uint32_t> with integer or float
// weights, which both BGL and the layout layer read without conversion.
#ifndef BOOST_GPU_PATHS_BENCH_SUPPORT_SSSP_GRAPHS_HPP
#define BOOST_GPU_PATHS_BENCH_SUPPORT_SSSP_GRAPHS_HPP

#include <boost_gpu_paths/io/generators.hpp>
#include <boost_gpu_paths/io/read_graph.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>

#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

namespace bench {

// Where the shared data set is: $BOOST_GPU_PATHS_DATA_DIR, else ./.device-data (the copy
// carried to the device machine), else ../shared/data.
inline std::string sssp_data_file(const std::string& relative)
{
    std::vector<std::string> roots;
    if (const char* env = std::getenv("BOOST_GPU_PATHS_DATA_DIR")) roots.push_back(env);
    roots.push_back(".device-data");
    roots.push_back("../shared/data");
    roots.push_back("../../shared/data");
    for (const auto& root : roots) {
        const std::string path = root + "/" + relative;
        if (std::ifstream(path).good()) return path;
    }
    return std::string();
}

struct sssp_graph_source {
    std::string name;
    boost::gpu_paths::io::edge_list edges;
};

inline sssp_graph_source sssp_read_file(const std::string& name, const std::string& relative)
{
    const std::string path = sssp_data_file(relative);
    if (path.empty()) return {name, {}};
    return {name, boost::gpu_paths::io::read_graph(path)};
}

// R-MAT (Graph500 parameters), 2^scale vertices, 16 * 2^scale directed edges with
// integer weights 1..255.
inline sssp_graph_source sssp_rmat(unsigned scale, std::uint64_t seed)
{
    return {"rmat" + std::to_string(scale),
            boost::gpu_paths::io::generate_rmat(scale, 16, seed, boost::gpu_paths::io::weight_range{1, 255, true})};
}

// G(n, m), directed, m = degree * n, integer weights 1..10.
inline sssp_graph_source sssp_gnm(std::uint32_t n, std::uint32_t degree, std::uint64_t seed)
{
    return {"gnm" + std::to_string(n / 1000) + "k-d" + std::to_string(degree),
            boost::gpu_paths::io::generate_gnm(n, std::uint64_t(n) * degree, seed,
                                               boost::gpu_paths::io::weight_range{1, 10, true})};
}

}  // namespace bench

#endif
