// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu-paths apsp, apsp-dijkstra and johnson: all-pairs distances into a .npy matrix (row =
// source).
#include "check.hpp"
#include "commands.hpp"
#include "interrupt.hpp"
#include "load_graph.hpp"
#include "negative_edge_message.hpp"
#include "matrix_text.hpp"
#include "npy_output.hpp"
#include "output_format.hpp"
#include "trial_sources.hpp"
#include "weight_overflow_advice.hpp"

#include <boost_gpu_paths/dijkstra.hpp>

#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/johnson.hpp>
#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/io/to_bgl.hpp>

#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/exception.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>
#include <boost/graph/johnson_all_pairs_shortest.hpp>

#include <cstdio>
#include <memory>
#include <optional>
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

// Each vertex's file id in place of its index, so the predecessor matrix speaks the
// file's numbering like every other output.
void predecessor_ids(const io::edge_list& graph, std::int64_t* p, std::size_t count)
{
    if (graph.original_ids.empty() && graph.first_id == 0) return;
    for (std::size_t i = 0; i < count; ++i) p[i] = graph.id_of(static_cast<std::uint32_t>(p[i]));
}

// The library's long engines watched by Ctrl-C (interrupt.hpp) and drawing their progress
// on the bar (a phase of total 1).
template <class Params>
auto watched(progress& bar, const Params& params)
{
    return gp::cancel_with(interrupt_token(),
                           gp::on_progress([&bar](const gp::progress_update& update) { bar.advance_to(update.fraction); },
                                           params));
}

// Shared by both commands: builds the graph, sizes the outputs, runs `library` (which
// fills the matrices and returns false on a negative cycle) once per trial, checks the
// last result against `reference`, and writes the matrices.
template <class W, class Library, class Reference>
int run_all_pairs(const options& opts, const io::edge_list& graph, run_record& record, progress& bar,
                  Library library, Reference reference)
{
    run_timing& t = record.timing;
    const result_format format = format_of(opts.output, result_format::npy);
    bar.phase("building the graph");
    stopwatch convert;
    const io::csr_graph<W> g = io::to_csr_graph<W>(graph);
    t.convert_ms = convert.elapsed_ms();

    const std::size_t n = graph.vertex_count;
    // A .npy matrix is written in place; text is printed from memory once computed.
    npy_matrix_storage storage(format == result_format::npy ? opts.output : std::string(), npy_dtype<W>(),
                               sizeof(W), n);
    row_major_matrix<W> d{static_cast<W*>(storage.data()), n};
    std::unique_ptr<npy_matrix_storage> predecessor_storage;
    std::optional<row_major_matrix<std::int64_t>> p;
    if (!opts.predecessors.empty()) {
        predecessor_storage = std::make_unique<npy_matrix_storage>(opts.predecessors, npy_dtype<std::int64_t>(),
                                                                   sizeof(std::int64_t), n);
        p = row_major_matrix<std::int64_t>{static_cast<std::int64_t*>(predecessor_storage->data()), n};
    }

    bool no_negative_cycle = true;
    for (unsigned i = 0; i < trial_count(opts); ++i) {
        bar.phase("computing " + std::to_string(n) + " x " + std::to_string(n) + " distances", 1.0);
        run_timing trial;
        stopwatch call;
        no_negative_cycle = library(g, d, p ? &*p : nullptr, trial);
        trial.call_ms = call.elapsed_ms();
        record.add_trial(std::nullopt, trial);
        t.call_ms = trial.call_ms;
        t.backend = trial.backend;
        t.backend_reported = trial.backend_reported;
    }

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
    if (p) predecessor_ids(graph, p->data, n * n);
    {
        // Both matrices, or neither (a Ctrl-C meanwhile waits until they are written).
        const uninterrupted_section together;
        if (format == result_format::npy)
            storage.commit();
        else
            write_matrix_text(opts.output, format == result_format::csv ? ',' : ' ', d.data, n, unreachable_value<W>());
        if (p) predecessor_storage->commit();
    }
    t.output_ms = output.elapsed_ms();
    bar.finish();
    if (opts.output.empty())
        std::printf("computed %zu x %zu distances (%s); pass --output FILE.npy to keep them\n", n, n,
                    to_string(choose_weight_type(opts, graph)));
    if (opts.time) print_timing(t, stderr);
    return exit_success;
}

}  // namespace

int run_apsp(const options& opts, run_record& record)
{
    progress bar;
    const io::edge_list graph = load_graph(opts, record.timing, bar);
    record.describe_graph(graph);
    record.weight_type = to_string(choose_weight_type(opts, graph));
    return run_with_weight_type(opts, graph, [&](auto tag) {
        using W = typename decltype(tag)::type;
        const W inf = unreachable_value<W>();
        auto library = [&](const io::csr_graph<W>& g, row_major_matrix<W>& d, row_major_matrix<std::int64_t>* p,
                           run_timing& timing) {
            const auto params = watched(bar, gp::use_backend(opts.backend, boost::weight_map(get(boost::edge_weight, g)).distance_inf(inf)));
            const bool ok =
                p ? boost::gpu_floyd_warshall_all_pairs(g, d, gp::report_to(timing.backend, gp::predecessor_matrix(*p, params)))
                  : boost::gpu_floyd_warshall_all_pairs(g, d, gp::report_to(timing.backend, params));
            timing.backend_reported = true;
            return ok;
        };
        auto reference = [&](const io::csr_graph<W>& g, row_major_matrix<W>& e) {
            return boost::floyd_warshall_all_pairs_shortest_paths(
                g, e, boost::weight_map(get(boost::edge_weight, g)).distance_inf(inf));
        };
        return run_all_pairs<W>(opts, graph, record, bar, library, reference);
    });
}

int run_apsp_dijkstra(const options& opts, run_record& record)
{
    progress bar;
    const io::edge_list graph = load_graph(opts, record.timing, bar);
    record.describe_graph(graph);
    record.weight_type = to_string(choose_weight_type(opts, graph));
    return run_with_weight_type(opts, graph, [&](auto tag) {
        using W = typename decltype(tag)::type;
        const W inf = unreachable_value<W>();
        auto library = [&](const io::csr_graph<W>& g, row_major_matrix<W>& d, row_major_matrix<std::int64_t>* p,
                           run_timing& timing) {
            const auto params = watched(bar, gp::use_backend(opts.backend, boost::weight_map(get(boost::edge_weight, g)).distance_inf(inf)));
            try {
                if (p)
                    boost::gpu_dijkstra_all(g, d, gp::report_to(timing.backend, gp::predecessor_matrix(*p, params)));
                else
                    boost::gpu_dijkstra_all(g, d, gp::report_to(timing.backend, params));
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
        return run_all_pairs<W>(opts, graph, record, bar, library, reference);
    });
}

int run_johnson(const options& opts, run_record& record)
{
    progress bar;
    const io::edge_list graph = load_graph(opts, record.timing, bar);
    record.describe_graph(graph);
    record.weight_type = to_string(choose_weight_type(opts, graph));
    return run_with_weight_type(opts, graph, [&](auto tag) {
        using W = typename decltype(tag)::type;
        const W inf = unreachable_value<W>();
        auto library = [&](const io::csr_graph<W>& g, row_major_matrix<W>& d, row_major_matrix<std::int64_t>* p,
                           run_timing& timing) {
            const auto params = watched(bar, gp::use_backend(opts.backend, boost::weight_map(get(boost::edge_weight, g)).distance_inf(inf)));
            const bool ok =
                p ? boost::gpu_johnson_all_pairs_shortest_paths(
                        g, d, gp::report_to(timing.backend, gp::predecessor_matrix(*p, params)))
                  : boost::gpu_johnson_all_pairs_shortest_paths(g, d, gp::report_to(timing.backend, params));
            timing.backend_reported = true;
            return ok;
        };
        auto reference = [&](const io::csr_graph<W>& g, row_major_matrix<W>& e) {
            return boost::johnson_all_pairs_shortest_paths(
                g, e, boost::weight_map(get(boost::edge_weight, g)).distance_inf(inf));
        };
        return run_all_pairs<W>(opts, graph, record, bar, library, reference);
    });
}

}  // namespace gpu_paths_cli
