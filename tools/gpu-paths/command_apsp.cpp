// gpu-paths apsp and apsp-dijkstra: all-pairs distances into a .npy matrix (row = source).
#include "check.hpp"
#include "commands.hpp"
#include "load_graph.hpp"
#include "negative_edge_message.hpp"
#include "npy_output.hpp"
#include "weight_overflow_advice.hpp"

#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>

#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/exception.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>

#include <cstdio>
#include <string>
#include <vector>

namespace gpu_paths_cli {
namespace {

namespace gp = boost::gpu_paths;
namespace io = boost::gpu_paths::io;

std::string pair_name(const io::edge_list& graph, std::size_t entry)
{
    const auto n = graph.vertex_count;
    return "the distance from " + std::to_string(graph.id_of(static_cast<std::uint32_t>(entry / n))) + " to " +
           std::to_string(graph.id_of(static_cast<std::uint32_t>(entry % n)));
}

// Shared by both commands: builds the graph, sizes the output, runs `library` (which
// fills the matrix and returns false on a negative cycle), checks against `reference`.
template <class W, class Library, class Reference>
int run_all_pairs(const options& opts, const io::edge_list& graph, run_timing& t, progress& bar, Library library,
                  Reference reference)
{
    bar.phase("building the graph");
    stopwatch convert;
    const io::csr_graph<W> g = io::to_csr_graph<W>(graph);
    t.convert_ms = convert.elapsed_ms();

    const std::size_t n = graph.vertex_count;
    npy_matrix_storage storage(opts.output, npy_dtype<W>(), sizeof(W), n);
    row_major_matrix<W> d{static_cast<W*>(storage.data()), n};

    bar.phase("computing " + std::to_string(n) + " x " + std::to_string(n) + " distances");
    stopwatch call;
    const bool no_negative_cycle = library(g, d, t);
    t.call_ms = call.elapsed_ms();

    if (opts.check) {
        bar.phase("checking with BGL");
        stopwatch check;
        std::vector<W> expected(n * n);
        row_major_matrix<W> e{expected.data(), n};
        const bool bgl_no_negative_cycle = reference(g, e);
        t.check_ms = check.elapsed_ms();
        if (bgl_no_negative_cycle != no_negative_cycle) {
            throw check_mismatch(std::string("BGL ") + (bgl_no_negative_cycle ? "finds no" : "finds a") +
                                 " negative cycle, gpu-paths " + (no_negative_cycle ? "none" : "one"));
        }
        if (no_negative_cycle) {
            perturb_for_self_test(d.data, n * n);
            compare_distances(d.data, expected.data(), n * n, [&](std::size_t i) { return pair_name(graph, i); });
        }
    }
    if (!no_negative_cycle) {
        throw gp::invalid_input("the graph has a negative cycle, so shortest paths are undefined");
    }
    bar.phase("writing " + opts.output);
    stopwatch output;
    storage.commit();
    t.output_ms = output.elapsed_ms();
    bar.finish();
    if (opts.output.empty())
        std::printf("computed %zu x %zu distances (%s); pass --output FILE.npy to keep them\n", n, n,
                    to_string(choose_weight_type(opts, graph)));
    if (opts.time) print_timing(t, stderr);
    return exit_success;
}

}  // namespace

int run_apsp(const options& opts)
{
    run_timing t;
    progress bar;
    const io::edge_list graph = load_graph(opts, t, bar);
    return run_with_weight_type(opts, graph, [&](auto tag) {
        using W = typename decltype(tag)::type;
        const W inf = unreachable_value<W>();
        auto library = [&](const io::csr_graph<W>& g, row_major_matrix<W>& d, run_timing& timing) {
            const bool ok = boost::gpu_floyd_warshall_all_pairs(
                g, d,
                gp::report_to(timing.backend, gp::use_backend(opts.backend, boost::weight_map(get(boost::edge_weight, g))
                                                                                .distance_inf(inf))));
            timing.backend_reported = true;
            return ok;
        };
        auto reference = [&](const io::csr_graph<W>& g, row_major_matrix<W>& e) {
            return boost::floyd_warshall_all_pairs_shortest_paths(
                g, e, boost::weight_map(get(boost::edge_weight, g)).distance_inf(inf));
        };
        return run_all_pairs<W>(opts, graph, t, bar, library, reference);
    });
}

int run_apsp_dijkstra(const options& opts)
{
    run_timing t;
    progress bar;
    const io::edge_list graph = load_graph(opts, t, bar);
    return run_with_weight_type(opts, graph, [&](auto tag) {
        using W = typename decltype(tag)::type;
        const W inf = unreachable_value<W>();
        auto library = [&](const io::csr_graph<W>& g, row_major_matrix<W>& d, run_timing& timing) {
            try {
                boost::gpu_dijkstra_all(
                    g, d,
                    gp::report_to(timing.backend,
                                  gp::use_backend(opts.backend,
                                                  boost::weight_map(get(boost::edge_weight, g)).distance_inf(inf))));
            } catch (const boost::negative_edge&) {
                throw gp::invalid_input(negative_edge_message(graph, {}, "apsp-dijkstra"));
            }
            timing.backend_reported = true;
            return true;
        };
        auto reference = [&](const io::csr_graph<W>& g, row_major_matrix<W>& e) {
            // Dijkstra from every vertex, sources spread over the host's threads.
            gp::base::parallel_for(0, e.n, [&](std::size_t s) {
                boost::dijkstra_shortest_paths(
                    g, static_cast<std::uint32_t>(s),
                    boost::weight_map(get(boost::edge_weight, g))
                        .distance_map(boost::make_iterator_property_map(e[s], get(boost::vertex_index, g)))
                        .distance_inf(inf));
            }, 1);
            return true;
        };
        return run_all_pairs<W>(opts, graph, t, bar, library, reference);
    });
}

}  // namespace gpu_paths_cli
