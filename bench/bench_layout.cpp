// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// How long the layout layer takes to turn BGL graphs into the arrays the backends read,
// for a 1M-vertex, 16M-edge graph (R-MAT scale 20 edge factor 16, and G(n, m) with
// n = 1,000,000, m = 16,000,000), side by side with what BGL itself needs for the
// nearest job: one pass over every out-edge, and building BGL's own CSR graph from the
// adjacency list.
//
//   bench_layout [--quick] [--repeats R]
//
// --quick uses a 64k-vertex, 1M-edge R-MAT graph (a smoke run). Each conversion runs once
// to warm up, then R times (default 5); the median is reported. Dense conversions (the
// all-pairs initialized input and write-back) run on an 4096 x 4096 matrix, since a
// dense matrix of 1M vertices would need 4 TB. The R-MAT graph's DIMACS text is also
// parsed, against a plain iostream reader.
#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/io/generators.hpp>
#include <boost_gpu_paths/io/read_graph.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>
#include <boost_gpu_paths/io/write_graph.hpp>
#include <boost_gpu_paths/detail/layout/csr.hpp>
#include <boost_gpu_paths/detail/layout/matrix_access.hpp>
#include <boost_gpu_paths/detail/layout/vertex_numbering.hpp>

#include "support/report.hpp"

#include <boost/graph/compressed_sparse_row_graph.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace gp = boost::gpu_paths;
namespace io = boost::gpu_paths::io;

namespace {

using W = float;
using adjacency = io::adjacency_list_graph<W>;
using csr = io::csr_graph<W>;

int repeats = 5;

template <class F>
double median_ms(F&& f)
{
    f();  // warm-up: page faults of first-touch allocations are not the layout's cost
    std::vector<double> times;
    for (int r = 0; r < repeats; ++r) times.push_back(bench::wall_ms(f));
    return bench::median(times);
}

// One line of the human-readable table; with a reference, also how many times faster
// than it this is.
void row(const char* what, double ms, double reference_ms = 0, const char* reference = "BGL")
{
    if (reference_ms > 0)
        std::printf("  %-50s %10.2f ms   (%.2fx %s)\n", what, ms, reference_ms / ms, reference);
    else
        std::printf("  %-50s %10.2f ms\n", what, ms);
}

// The lower bound for any conversion through BGL's interface: visit every out-edge and
// read its weight.
template <class Graph>
double traverse_ms(const Graph& g)
{
    double sink = 0;
    const double ms = median_ms([&] {
        double sum = 0;
        for (auto v : boost::make_iterator_range(vertices(g)))
            for (auto e : boost::make_iterator_range(out_edges(v, g))) sum += target(e, g) + get(boost::edge_weight, g, e);
        sink += sum;
    });
    if (sink == -1) std::puts("");  // keeps the loop from being optimised away
    return ms;
}

// What a BGL user writes to get CSR arrays today: BGL's compressed_sparse_row_graph built
// from the adjacency list's edges.
double bgl_csr_from_adjacency_ms(const adjacency& g)
{
    return median_ms([&] {
        std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs;
        std::vector<W> weights;
        pairs.reserve(num_edges(g));
        weights.reserve(num_edges(g));
        for (auto v : boost::make_iterator_range(vertices(g)))
            for (auto e : boost::make_iterator_range(out_edges(v, g))) {
                pairs.emplace_back(static_cast<std::uint32_t>(v), static_cast<std::uint32_t>(target(e, g)));
                weights.push_back(get(boost::edge_weight, g, e));
            }
        boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, W, boost::no_property, std::uint32_t,
                                           std::uint32_t>
            built(boost::edges_are_sorted, pairs.begin(), pairs.end(), weights.begin(), num_vertices(g));
        if (num_edges(built) != num_edges(g)) std::abort();
    });
}

void bench_graph(const std::string& name, const io::edge_list& list, double generate_ms)
{
    const std::uint32_t n = list.vertex_count;
    const std::size_t m = list.edge_count();
    std::printf("\n%s: %u vertices, %zu edges (generated in %.0f ms)\n", name.c_str(), n, m, generate_ms);

    adjacency g;
    const double to_adjacency_ms = bench::wall_ms([&] { g = io::to_adjacency_list<W>(list); });
    csr c;
    const double to_csr_graph_ms = bench::wall_ms([&] { c = io::to_csr_graph<W>(list); });
    row("edge list -> adjacency_list (once)", to_adjacency_ms);
    row("edge list -> compressed_sparse_row_graph (once)", to_csr_graph_ms);

    const double traverse_adjacency = traverse_ms(g);
    const double bgl_csr = bgl_csr_from_adjacency_ms(g);
    row("BGL: visit every out-edge of adjacency_list", traverse_adjacency);
    row("BGL: adjacency_list -> BGL CSR graph", bgl_csr);

    const double numbering_ms = median_ms([&] { gp::layout::vertex_numbering<adjacency> numbering(g); });
    const gp::layout::vertex_numbering<adjacency> numbering(g);
    const W inf = std::numeric_limits<W>::max();
    const double make_csr_adjacency =
        median_ms([&] { auto layout = gp::layout::make_csr<W>(g, numbering, get(boost::edge_weight, g), inf); });
    const double topology_adjacency = median_ms([&] { auto layout = gp::layout::make_csr_topology(g, numbering); });
    row("layout: vertex_numbering(adjacency_list)", numbering_ms);
    row("layout: make_csr<float>(adjacency_list)", make_csr_adjacency, bgl_csr);
    row("layout: make_csr_topology(adjacency_list)", topology_adjacency, bgl_csr);

    const gp::layout::vertex_numbering<csr> csr_numbering(c);
    const double traverse_csr = traverse_ms(c);
    const double make_csr_csr =
        median_ms([&] { auto layout = gp::layout::make_csr<W>(c, csr_numbering, get(boost::edge_weight, c), inf); });
    const double topology_csr = median_ms([&] { auto layout = gp::layout::make_csr_topology(c, csr_numbering); });
    row("BGL: visit every out-edge of CSR graph", traverse_csr);
    row("layout: make_csr<float>(CSR graph, zero-copy)", make_csr_csr, traverse_csr);
    row("layout: make_csr_topology(CSR graph, zero-copy)", topology_csr);

    const double layout_bytes = (double(n) + 1) * 4 + double(num_edges(g)) * (4 + sizeof(W));
    auto result = [&](const char* graph_type, const char* conversion, double ms, const char* baseline, double baseline_ms) {
        bench::result("layout")
            .add("graph", name)
            .add("graph_type", graph_type)
            .add("conversion", conversion)
            .add("vertices", n)
            .add("edges", num_edges(g))
            .add("weight", "f32")
            .add("threads", gp::base::thread_count())
            .add("ms", ms)
            .add("edges_per_s", double(num_edges(g)) / (ms / 1e3))
            .add("baseline", baseline)
            .add("baseline_ms", baseline_ms)
            .add("speedup_vs_baseline", baseline_ms > 0 ? baseline_ms / ms : 0)
            .print();
    };
    result("adjacency_list", "make_csr", make_csr_adjacency, "bgl_csr_from_adjacency_list", bgl_csr);
    result("adjacency_list", "make_csr_topology", topology_adjacency, "bgl_csr_from_adjacency_list", bgl_csr);
    result("adjacency_list", "vertex_numbering", numbering_ms, "bgl_out_edge_pass", traverse_adjacency);
    result("csr_graph", "make_csr", make_csr_csr, "bgl_out_edge_pass", traverse_csr);
    result("csr_graph", "make_csr_topology", topology_csr, "none", 0);  // borrows the arrays: nothing to compare
    result("edge_list", "to_adjacency_list", to_adjacency_ms, "none", 0);
    result("edge_list", "to_csr_graph", to_csr_graph_ms, "none", 0);
    std::printf("  make_csr output: %.0f MB, %.2f GB/s from adjacency_list, %.2f GB/s from the CSR graph\n",
                layout_bytes / 1e6, layout_bytes / make_csr_adjacency / 1e6, layout_bytes / make_csr_csr / 1e6);
}

// Reading: the DIMACS text of the graph parsed from memory by io::parse_graph, against
// the same text read token by token with iostreams (what a quick reader would do).
void bench_parse(const std::string& name, const io::edge_list& list)
{
    std::ostringstream text_stream;
    io::write_dimacs(list, text_stream);
    const std::string text = text_stream.str();
    std::printf("\n%s as DIMACS text: %.0f MB\n", name.c_str(), text.size() / 1e6);

    std::size_t parsed_edges = 0;
    const double parse_ms = median_ms([&] { parsed_edges = io::parse_graph(text, name + ".gr").edge_count(); });
    const double stream_ms = median_ms([&] {
        std::istringstream in(text);
        std::string word;
        std::uint32_t u, v;
        double w;
        std::vector<std::uint32_t> sources, targets;
        std::vector<double> weights;
        while (in >> word) {
            if (word == "a" && in >> u >> v >> w) {
                sources.push_back(u - 1);
                targets.push_back(v - 1);
                weights.push_back(w);
            } else {
                std::getline(in, word);
            }
        }
        if (sources.size() != list.edge_count()) std::abort();
    });
    if (parsed_edges != list.edge_count()) std::abort();
    row("io::parse_graph (DIMACS, from memory)", parse_ms, stream_ms, "iostreams");
    row("baseline: iostream tokens", stream_ms);
    bench::result("layout")
        .add("graph", name)
        .add("graph_type", "dimacs_text")
        .add("conversion", "parse_graph")
        .add("vertices", list.vertex_count)
        .add("edges", list.edge_count())
        .add("threads", gp::base::thread_count())
        .add("ms", parse_ms)
        .add("mb_per_s", text.size() / 1e3 / parse_ms)
        .add("edges_per_s", double(list.edge_count()) / (parse_ms / 1e3))
        .add("baseline", "iostream_tokens")
        .add("baseline_ms", stream_ms)
        .add("speedup_vs_baseline", stream_ms / parse_ms)
        .print();
}

void bench_dense(std::uint32_t n)
{
    std::printf("\ndense %u x %u float matrix (std::vector<std::vector<float>>)\n", n, n);
    io::edge_list empty;
    empty.vertex_count = n;
    const auto g = io::to_adjacency_list<W>(empty);
    const gp::layout::vertex_numbering<adjacency> numbering(g);
    std::vector<std::vector<W>> matrix(n, std::vector<W>(n));
    for (std::uint32_t i = 0; i < n; ++i)
        for (std::uint32_t j = 0; j < n; ++j) matrix[i][j] = static_cast<W>((i * 31 + j * 17) % 1000);

    const W inf = std::numeric_limits<W>::max();
    const double read_ms = median_ms([&] {
        gp::path_bounds bounds;
        auto dense = gp::layout::read_dense_matrix<W>(matrix, numbering, inf, bounds);
    });
    // The baseline: a plain copy of the same rows into one array.
    const double copy_ms = median_ms([&] {
        std::vector<W> dense(std::size_t(n) * n);
        for (std::uint32_t i = 0; i < n; ++i) std::memcpy(&dense[std::size_t(i) * n], matrix[i].data(), n * sizeof(W));
    });
    std::vector<W> rows(std::size_t(n) * n, W(1));
    auto writer = gp::layout::make_matrix_writer<W, gp::layout::matrix_key::descriptor>(
        matrix, numbering, [](W x) { return x; }, true);
    const double write_ms = median_ms([&] { writer.write_rows(0, n, rows.data(), n); });
    const double bytes = double(n) * n * sizeof(W);
    row("layout: read_dense_matrix (initialized input)", read_ms, copy_ms, "memcpy");
    row("layout: matrix_writer rows -> vector<vector>", write_ms, copy_ms, "memcpy");
    row("baseline: memcpy of every row (one thread)", copy_ms);
    for (auto [conversion, ms] : {std::make_pair("read_dense_matrix", read_ms), std::make_pair("matrix_writer", write_ms)})
        bench::result("layout")
            .add("graph", "dense")
            .add("graph_type", "vector_of_vectors")
            .add("conversion", conversion)
            .add("vertices", n)
            .add("weight", "f32")
            .add("threads", gp::base::thread_count())
            .add("ms", ms)
            .add("gb_per_s", bytes / ms / 1e6)
            .add("baseline", "serial_row_memcpy")
            .add("baseline_ms", copy_ms)
            .add("speedup_vs_baseline", copy_ms / ms)
            .print();
}

}  // namespace

int main(int argc, char** argv)
{
    bool quick = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--quick") == 0)
            quick = true;
        else if (std::strcmp(argv[i], "--repeats") == 0 && i + 1 < argc)
            repeats = std::max(1, std::atoi(argv[++i]));
        else {
            std::fprintf(stderr, "usage: bench_layout [--quick] [--repeats R]\n");
            return 2;
        }
    }
    std::printf("layout conversions, weight type float, %u host threads, median of %d runs\n",
                gp::base::thread_count(), repeats);
    const io::weight_range weights{1, 1000, true};
    const std::uint64_t seed = 20240601;
    {
        const unsigned scale = quick ? 16 : 20;
        io::edge_list list;
        const double ms = bench::wall_ms([&] { list = io::generate_rmat(scale, 16, seed, weights); });
        bench_graph("rmat" + std::to_string(scale), list, ms);
        bench_parse("rmat" + std::to_string(scale), list);
    }
    if (!quick) {
        io::edge_list list;
        const double ms = bench::wall_ms([&] { list = io::generate_gnm(1000000, 16000000, seed, weights); });
        bench_graph("gnm_1M_16M", list, ms);
    }
    bench_dense(quick ? 1024 : 4096);
    return 0;
}
