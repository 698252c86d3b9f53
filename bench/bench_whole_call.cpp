// The whole call as a BGL user makes it, against BGL in the same run.
//
// The graph is BGL's common type, adjacency_list<vecS, vecS, directedS, no_property,
// property<edge_weight_t, int>>, G(n, 4n) with weights 1..100. Each algorithm is called
// exactly as the BGL call it replaces, renamed:
//   bfs       breadth_first_search(g, s, visitor(record_distances + record_predecessors))
//   sssp      dijkstra_shortest_paths(g, s, distance_map(d).predecessor_map(p))
//   fw        floyd_warshall_all_pairs_shortest_paths(g, D)    (D: vector<vector<int>>)
//   allpairs  johnson_all_pairs_shortest_paths(g, D)           (gpu_dijkstra_all)
// at sizes n = 16 ... (larger for the searches than for the n^2 and n^3 problems), with
// the library's backend automatic, forced to the host, and forced to CUDA where a device
// is present. Each figure is the median of repeated calls after one call that is not
// counted (the first call's own cost is printed apart); speed is BGL's time over the
// call's, so 1.0 is parity and more is faster. The timed calls name no report (filling one
// costs a few strings); one more call with gpu_paths::report_to says which backend and
// method they took.
//
//   bench_whole_call [--quick] [--algorithms=bfs,sssp,fw,allpairs] [--max-n=N]
#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>
#include <boost/graph/johnson_all_pairs_shortest.hpp>

#include "support/report.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, int>>;
using vertex = boost::graph_traits<graph>::vertex_descriptor;

graph random_graph(std::size_t n, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    std::uniform_int_distribution<int> weight(1, 100);
    graph g(n);
    for (std::size_t e = 0; e < 4 * n; ++e) add_edge(pick(rng), pick(rng), weight(rng), g);
    return g;
}

// A vertex property map over a vector, indexed by vertex_index.
template <class T>
auto map(std::vector<T>& values, const graph& g)
{
    return boost::make_iterator_property_map(values.begin(), get(boost::vertex_index, g));
}

struct config {
    bool quick = false;
    std::vector<std::string> algorithms{"bfs", "sssp", "fw", "allpairs"};
    std::size_t max_n = 0;  // 0: each algorithm's own largest size
};

bool wanted(const config& c, const std::string& algorithm)
{
    for (const auto& a : c.algorithms)
        if (a == algorithm) return true;
    return false;
}

// Median milliseconds of f over repeats that together take about `budget_ms` (at least 3,
// at most 200), after one call that is not counted; first_ms gets that call's time.
double median_of_repeats(const std::function<void()>& f, double budget_ms, double* first_ms = nullptr)
{
    const double first = bench::wall_ms(f);
    if (first_ms) *first_ms = first;
    const int repeats = static_cast<int>(std::max(3.0, std::min(200.0, budget_ms / std::max(first, 1e-3))));
    std::vector<double> times;
    for (int i = 0; i < repeats; ++i) times.push_back(bench::wall_ms(f));
    return bench::median(times);
}

struct mode {
    const char* name;
    gp::backend_kind backend;
};

std::vector<mode> modes()
{
    std::vector<mode> out{{"auto", gp::backend_kind::automatic}, {"host", gp::backend_kind::host}};
    if (gp::cuda_device_available()) out.push_back({"cuda", gp::backend_kind::cuda});
    return out;
}

// One line and one RESULT per (algorithm, n, mode).
void print_row(const char* algorithm, std::size_t n, const mode& m, double bgl_ms, double call_ms, double first_ms,
               const gp::report& r, bool same)
{
    std::printf("%-9s n=%-8zu %-5s BGL %10.4f ms  call %10.4f ms  speed %7.2fx  first call %10.4f ms  %-4s %s%s\n",
                algorithm, n, m.name, bgl_ms, call_ms, bgl_ms / call_ms, first_ms, gp::to_string(r.backend),
                r.method.c_str(), same ? "" : "  MISMATCH");
    std::printf("%-9s   reported split: layout %.4f  upload %.4f  compute %.4f  download %.4f  write-back %.4f ms\n", "",
                r.layout_ms, r.upload_ms, r.compute_ms, r.download_ms, r.write_back_ms);
    bench::result("whole_call")
        .add("algorithm", algorithm)
        .add("n", n)
        .add("m", 4 * n)
        .add("mode", m.name)
        .add("backend", gp::to_string(r.backend))
        .add("method", r.method)
        .add("bgl_ms", bgl_ms)
        .add("call_ms", call_ms)
        .add("speed", bgl_ms / call_ms)
        .add("first_call_ms", first_ms)
        .add("threads", std::thread::hardware_concurrency())
        .add("layout_ms", r.layout_ms)
        .add("upload_ms", r.upload_ms)
        .add("compute_ms", r.compute_ms)
        .add("download_ms", r.download_ms)
        .add("write_back_ms", r.write_back_ms)
        .add("same", same ? 1 : 0)
        .print();
}

void bench_bfs(std::size_t n, double budget_ms)
{
    const graph g = random_graph(n, 11 + n);
    const vertex s = 0;
    std::vector<std::size_t> bd(n, 0), gd(n, 0);
    std::vector<vertex> bp(n), gpp(n);
    auto bgl_visitor = boost::make_bfs_visitor(
        std::make_pair(boost::record_distances(map(bd, g), boost::on_tree_edge()),
                       boost::record_predecessors(map(bp, g), boost::on_tree_edge())));
    const double bgl_ms = median_of_repeats([&] { boost::breadth_first_search(g, s, boost::visitor(bgl_visitor)); },
                                            budget_ms);
    auto our_visitor = boost::make_bfs_visitor(
        std::make_pair(boost::record_distances(map(gd, g), boost::on_tree_edge()),
                       boost::record_predecessors(map(gpp, g), boost::on_tree_edge())));
    for (const mode& m : modes()) {
        double first = 0;
        const double ms = median_of_repeats(
            [&] { boost::gpu_breadth_first_search(g, s, gp::use_backend(m.backend, boost::visitor(our_visitor))); },
            budget_ms, &first);
        gp::report r;
        boost::gpu_breadth_first_search(g, s, gp::report_to(r, gp::use_backend(m.backend, boost::visitor(our_visitor))));
        print_row("bfs", n, m, bgl_ms, ms, first, r, bd == gd);
    }
}

void bench_sssp(std::size_t n, double budget_ms)
{
    const graph g = random_graph(n, 17 + n);
    const vertex s = 0;
    std::vector<int> bd(n), gd(n);
    std::vector<vertex> bp(n), gpp(n);
    const double bgl_ms = median_of_repeats(
        [&] { boost::dijkstra_shortest_paths(g, s, boost::distance_map(map(bd, g)).predecessor_map(map(bp, g))); }, budget_ms);
    for (const mode& m : modes()) {
        const auto params = gp::use_backend(m.backend, boost::distance_map(map(gd, g)).predecessor_map(map(gpp, g)));
        double first = 0;
        const double ms =
            median_of_repeats([&] { boost::gpu_dijkstra_shortest_paths(g, s, params); }, budget_ms, &first);
        gp::report r;
        boost::gpu_dijkstra_shortest_paths(g, s, gp::report_to(r, params));
        print_row("sssp", n, m, bgl_ms, ms, first, r, bd == gd);
    }
}

void bench_fw(std::size_t n, double budget_ms)
{
    const graph g = random_graph(n, 23 + n);
    std::vector<std::vector<int>> bd(n, std::vector<int>(n)), gd(n, std::vector<int>(n));
    const double bgl_ms = median_of_repeats([&] { boost::floyd_warshall_all_pairs_shortest_paths(g, bd); }, budget_ms);
    for (const mode& m : modes()) {
        double first = 0;
        const double ms = median_of_repeats([&] { boost::gpu_floyd_warshall_all_pairs(g, gd, gp::use_backend(m.backend)); },
                                            budget_ms, &first);
        gp::report r;
        boost::gpu_floyd_warshall_all_pairs(g, gd, gp::report_to(r, gp::use_backend(m.backend)));
        print_row("fw", n, m, bgl_ms, ms, first, r, bd == gd);
    }
}

void bench_all_pairs(std::size_t n, double budget_ms)
{
    graph g = random_graph(n, 29 + n);
    std::vector<std::vector<int>> bd(n, std::vector<int>(n)), gd(n, std::vector<int>(n));
    const double bgl_ms = median_of_repeats([&] { boost::johnson_all_pairs_shortest_paths(g, bd); }, budget_ms);
    for (const mode& m : modes()) {
        double first = 0;
        const double ms =
            median_of_repeats([&] { boost::gpu_dijkstra_all(g, gd, gp::use_backend(m.backend)); }, budget_ms, &first);
        gp::report r;
        boost::gpu_dijkstra_all(g, gd, gp::report_to(r, gp::use_backend(m.backend)));
        print_row("allpairs", n, m, bgl_ms, ms, first, r, bd == gd);
    }
}

std::vector<std::size_t> sizes(std::size_t largest, std::size_t cap)
{
    std::vector<std::size_t> out;
    for (std::size_t n = 16; n <= largest && (cap == 0 || n <= cap); n *= 4) out.push_back(n);
    return out;
}

}  // namespace

int main(int argc, char** argv)
{
    config c;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--quick") {
            c.quick = true;
        } else if (arg.rfind("--algorithms=", 0) == 0) {
            c.algorithms.clear();
            std::string list = arg.substr(13);
            for (std::size_t start = 0; start <= list.size();) {
                const std::size_t comma = std::min(list.find(',', start), list.size());
                c.algorithms.push_back(list.substr(start, comma - start));
                start = comma + 1;
            }
        } else if (arg.rfind("--max-n=", 0) == 0) {
            c.max_n = std::strtoull(arg.c_str() + 8, nullptr, 10);
        } else {
            std::fprintf(stderr, "usage: bench_whole_call [--quick] [--algorithms=bfs,sssp,fw,allpairs] [--max-n=N]\n");
            return 2;
        }
    }
    std::printf("device: %s; host threads: %u\n", gp::describe_cuda_device().c_str(), std::thread::hardware_concurrency());
    const double budget = c.quick ? 100 : 400;
    if (wanted(c, "bfs"))
        for (std::size_t n : sizes(c.quick ? 65536 : 4194304, c.max_n)) bench_bfs(n, budget);
    if (wanted(c, "sssp"))
        for (std::size_t n : sizes(c.quick ? 65536 : 4194304, c.max_n)) bench_sssp(n, budget);
    if (wanted(c, "fw"))
        for (std::size_t n : sizes(c.quick ? 256 : 1024, c.max_n)) bench_fw(n, budget);
    if (wanted(c, "allpairs"))
        for (std::size_t n : sizes(c.quick ? 256 : 4096, c.max_n)) bench_all_pairs(n, budget);
    return 0;
}
