// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// boost_gpu_paths._engines: the library's calls on a SciPy CSR graph, writing into NumPy
// arrays that the Python side (boost_gpu_paths/csgraph.py) allocates and shapes. Each
// function takes the graph (csr_graph.hpp), its outputs, and the execution: a backend
// name ("auto", "cuda", "host") and a CUDA device (-1: the library's choice). The GIL is
// released while the library runs. Predecessors come back in SciPy's convention: -9999
// for the source itself and for nodes it does not reach.
#include "csr_graph.hpp"

#include <boost_gpu_paths/bellman_ford.hpp>
#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>

#include <boost/multi_array.hpp>
#include <boost/property_map/property_map.hpp>

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace py = pybind11;
namespace gp = boost::gpu_paths;
using namespace boost_gpu_paths_python;

namespace {

constexpr std::int32_t no_predecessor = -9999;  // SciPy's NULL_IDX
constexpr double infinity = std::numeric_limits<double>::infinity();

using index_array = py::array_t<std::int32_t, py::array::c_style | py::array::forcecast>;
using weight_array = py::array_t<double, py::array::c_style | py::array::forcecast>;
using distance_out = py::array_t<double, py::array::c_style>;
using predecessor_out = py::array_t<std::int32_t, py::array::c_style>;

struct execution {
    gp::backend_kind backend = gp::backend_kind::automatic;
    int device = -1;
};

execution read_execution(const std::string& backend, int device)
{
    execution e;
    if (backend == "auto")
        e.backend = gp::backend_kind::automatic;
    else if (backend == "cuda")
        e.backend = gp::backend_kind::cuda;
    else if (backend == "host")
        e.backend = gp::backend_kind::host;
    else
        throw py::value_error("backend must be 'auto', 'cuda' or 'host', not '" + backend + "'");
    e.device = device;
    return e;
}

// f(params with the execution's backend, and its device where one is named).
template <class Params, class F>
auto with_execution(const execution& e, const Params& params, F&& f)
{
    const auto with_backend = gp::use_backend(e.backend, params);
    if (e.device >= 0) return f(gp::use_device(e.device, with_backend));
    return f(with_backend);
}

// The graph Python builds once per call, and its size.
struct python_graph {
    graph g;
    std::size_t n;
};

csr_arrays arrays_of(std::size_t n, const index_array& indptr, const index_array& indices, const weight_array& data)
{
    if (static_cast<std::size_t>(indptr.size()) != n + 1) throw py::value_error("indptr must hold N + 1 entries");
    const std::int32_t stored = indptr.data()[n];
    if (stored < 0 || indices.size() < stored || data.size() < stored)
        throw py::value_error("indices and data must hold indptr[N] entries");
    for (std::size_t i = 0; i < n; ++i)
        if (indptr.data()[i] < 0 || indptr.data()[i] > indptr.data()[i + 1])
            throw py::value_error("indptr must be non-decreasing from 0");
    return csr_arrays{indptr.data(), indices.data(), data.data()};
}

python_graph make_python_graph(std::size_t n, const index_array& indptr, const index_array& indices,
                               const weight_array& data, const std::optional<index_array>& t_indptr,
                               const std::optional<index_array>& t_indices, const std::optional<weight_array>& t_data,
                               bool keep_self_loops, bool every_entry)
{
    const csr_arrays rows = arrays_of(n, indptr, indices, data);
    std::optional<csr_arrays> transposed;
    if (t_indptr) transposed = arrays_of(n, *t_indptr, *t_indices, *t_data);
    return python_graph{make_graph(n, rows, transposed ? &*transposed : nullptr, keep_self_loops, every_entry), n};
}

void check_shape(const py::array& a, std::size_t rows, std::size_t columns, const char* what)
{
    const bool matrix = a.ndim() == 2 && static_cast<std::size_t>(a.shape(0)) == rows &&
                        static_cast<std::size_t>(a.shape(1)) == columns;
    const bool row = rows == 1 && a.ndim() == 1 && static_cast<std::size_t>(a.shape(0)) == columns;
    if (!matrix && !row) throw py::value_error(std::string(what) + " has the wrong shape");
    if (!a.writeable()) throw py::value_error(std::string(what) + " is read-only");
}

// Our predecessors (a source and an unreached vertex are their own) into SciPy's.
void to_scipy_predecessors(std::int32_t* row, std::size_t n)
{
    for (std::size_t v = 0; v < n; ++v)
        if (row[v] == static_cast<std::int32_t>(v)) row[v] = no_predecessor;
}

bool floyd_warshall(const python_graph& pg, distance_out dist, std::optional<predecessor_out> pred,
                    const std::string& backend, int device)
{
    const std::size_t n = pg.n;
    check_shape(dist, n, n, "the distance matrix");
    if (pred) check_shape(*pred, n, n, "the predecessor matrix");
    const execution e = read_execution(backend, device);
    boost::multi_array_ref<double, 2> d(dist.mutable_data(), boost::extents[n][n]);
    bool no_negative_cycle;
    {
        py::gil_scoped_release unlocked;
        const auto params = boost::distance_inf(infinity);
        if (pred) {
            boost::multi_array_ref<std::int32_t, 2> p(pred->mutable_data(), boost::extents[n][n]);
            no_negative_cycle = with_execution(e, gp::predecessor_matrix(p, params), [&](const auto& all) {
                return boost::gpu_floyd_warshall_all_pairs(pg.g, d, all);
            });
            if (no_negative_cycle)
                for (std::size_t i = 0; i < n; ++i) to_scipy_predecessors(&p[i][0], n);
        } else {
            no_negative_cycle = with_execution(
                e, params, [&](const auto& all) { return boost::gpu_floyd_warshall_all_pairs(pg.g, d, all); });
        }
    }
    return no_negative_cycle;
}

// SciPy's `indices` (negative ones already counted from the end), checked, as vertices.
std::vector<std::uint32_t> checked_sources(const index_array& sources, std::size_t n)
{
    const std::int32_t* const s = sources.data();
    std::vector<std::uint32_t> vertices(static_cast<std::size_t>(sources.size()));
    for (std::size_t i = 0; i < vertices.size(); ++i) {
        if (s[i] < 0 || static_cast<std::size_t>(s[i]) >= n) throw py::value_error("indices out of range 0...N");
        vertices[i] = static_cast<std::uint32_t>(s[i]);
    }
    return vertices;
}

// Distances (and predecessors) from each of `sources`, one row each. Every node as a
// source, in order, is gpu_dijkstra_all; other lists are the many-source searches, or
// one search a source where predecessors are asked for.
void dijkstra(const python_graph& pg, const index_array& sources, distance_out dist,
              std::optional<predecessor_out> pred, const std::string& backend, int device)
{
    const std::size_t n = pg.n, k = static_cast<std::size_t>(sources.size());
    check_shape(dist, k, n, "the distance matrix");
    if (pred) check_shape(*pred, k, n, "the predecessor matrix");
    const execution e = read_execution(backend, device);
    const std::vector<std::uint32_t> starts = checked_sources(sources, n);
    bool every_node = k == n;
    for (std::size_t i = 0; every_node && i < k; ++i) every_node = starts[i] == i;
    py::gil_scoped_release unlocked;
    const auto params = boost::distance_inf(infinity);
    boost::multi_array_ref<double, 2> d(dist.mutable_data(), boost::extents[k][n]);
    if (!pred) {
        if (every_node)
            with_execution(e, params, [&](const auto& all) { return boost::gpu_dijkstra_all(pg.g, d, all); });
        else
            with_execution(e, params, [&](const auto& all) {
                boost::gpu_dijkstra_from_sources(pg.g, starts.begin(), starts.end(), d, all);
                return true;
            });
        return;
    }
    boost::multi_array_ref<std::int32_t, 2> p(pred->mutable_data(), boost::extents[k][n]);
    if (every_node) {
        with_execution(e, gp::predecessor_matrix(p, params),
                       [&](const auto& all) { return boost::gpu_dijkstra_all(pg.g, d, all); });
    } else {
        const auto index = get(boost::vertex_index, pg.g);
        for (std::size_t i = 0; i < k; ++i) {
            auto distances = boost::make_iterator_property_map(&d[i][0], index);
            auto predecessors = boost::make_iterator_property_map(&p[i][0], index);
            with_execution(e, boost::distance_map(distances).predecessor_map(predecessors).distance_inf(infinity),
                           [&](const auto& one) {
                               boost::gpu_dijkstra_shortest_paths(pg.g, starts[i], one);
                               return true;
                           });
        }
    }
    for (std::size_t i = 0; i < k; ++i) to_scipy_predecessors(&p[i][0], n);
}

// SciPy's min_only: one search from all of `sources` at once; `origin` (where asked for)
// the source each node's path starts from.
void dijkstra_nearest(const python_graph& pg, const index_array& sources, distance_out dist,
                      std::optional<predecessor_out> pred, std::optional<predecessor_out> origin,
                      const std::string& backend, int device)
{
    const std::size_t n = pg.n;
    check_shape(dist, 1, n, "the distances");
    if (pred) check_shape(*pred, 1, n, "the predecessors");
    if (origin) check_shape(*origin, 1, n, "the sources");
    const execution e = read_execution(backend, device);
    const std::vector<std::uint32_t> starts = checked_sources(sources, n);
    py::gil_scoped_release unlocked;
    // The tree into the caller's predecessors where asked for (converted to SciPy's last).
    std::vector<std::int32_t> scratch(pred ? 0 : n);
    std::int32_t* const parents = pred ? pred->mutable_data() : scratch.data();
    const auto index = get(boost::vertex_index, pg.g);
    auto distances = boost::make_iterator_property_map(dist.mutable_data(), index);
    auto predecessors = boost::make_iterator_property_map(parents, index);
    with_execution(e, boost::distance_map(distances).predecessor_map(predecessors).distance_inf(infinity),
                   [&](const auto& params) {
                       boost::gpu_dijkstra_shortest_paths(pg.g, starts.begin(), starts.end(), params);
                       return true;
                   });
    if (origin) {
        // The tree's root above each node: walk up until a node whose root is known.
        std::int32_t* const root = origin->mutable_data();
        std::fill(root, root + n, -1);
        std::vector<std::int32_t> path;
        const double* const d = dist.data();
        for (std::size_t v = 0; v < n; ++v) {
            if (d[v] == infinity) root[v] = no_predecessor;
            if (root[v] != -1) continue;
            std::int32_t x = static_cast<std::int32_t>(v);
            while (root[x] == -1 && parents[x] != x) {
                path.push_back(x);
                x = parents[x];
            }
            const std::int32_t top = root[x] == -1 ? x : root[x];
            root[x] = top;
            for (const std::int32_t y : path) root[y] = top;
            path.clear();
        }
    }
    if (pred) to_scipy_predecessors(parents, n);
}

// Bellman-Ford from one source into one row; false where a negative cycle is reachable.
bool bellman_ford(const python_graph& pg, std::int32_t source, distance_out dist, std::optional<predecessor_out> pred,
                  const std::string& backend, int device)
{
    const std::size_t n = pg.n;
    check_shape(dist, 1, n, "the distances");
    if (pred) check_shape(*pred, 1, n, "the predecessors");
    if (source < 0 || static_cast<std::size_t>(source) >= n) throw py::value_error("indices out of range 0...N");
    const execution e = read_execution(backend, device);
    py::gil_scoped_release unlocked;
    const auto index = get(boost::vertex_index, pg.g);
    double* const d = dist.mutable_data();
    auto distances = boost::make_iterator_property_map(d, index);
    const auto run = [&](const auto& params) {
        return with_execution(e, params, [&](const auto& all) { return boost::gpu_bellman_ford_shortest_paths(pg.g, all); });
    };
    const auto root = boost::root_vertex(static_cast<std::uint32_t>(source));
    const bool no_negative_cycle =
        pred ? run(root.distance_map(distances).predecessor_map(
                   boost::make_iterator_property_map(pred->mutable_data(), index)))
             : run(root.distance_map(distances));
    if (!no_negative_cycle) return false;
    // BGL starts every distance at the largest double: "no path" there is SciPy's inf.
    for (std::size_t v = 0; v < n; ++v)
        if (d[v] == std::numeric_limits<double>::max()) d[v] = infinity;
    if (pred) to_scipy_predecessors(pred->mutable_data(), n);
    return true;
}

// Records BGL's discovery order and the tree: the search then runs BGL's own loop, whose
// order (each node's edges in stored order, first come first served) is SciPy's.
struct order_recorder : boost::default_bfs_visitor {
    std::int32_t* order;
    std::int32_t* parent;
    std::size_t* count;

    template <class Vertex, class Graph>
    void discover_vertex(Vertex v, const Graph&) const
    {
        order[(*count)++] = static_cast<std::int32_t>(v);
    }
    template <class Edge, class Graph>
    void tree_edge(const Edge& e, const Graph& g) const
    {
        parent[target(e, g)] = static_cast<std::int32_t>(source(e, g));
    }
};

// Breadth-first order from `source` into order[0..count) and predecessors; returns count.
std::size_t breadth_first_order(const python_graph& pg, std::int32_t source, predecessor_out order,
                                predecessor_out pred, const std::string& backend, int device)
{
    const std::size_t n = pg.n;
    check_shape(order, 1, n, "the order");
    check_shape(pred, 1, n, "the predecessors");
    if (source < 0 || static_cast<std::size_t>(source) >= n) throw py::value_error("i_start out of range 0...N");
    const execution e = read_execution(backend, device);
    py::gil_scoped_release unlocked;
    std::int32_t* const parent = pred.mutable_data();
    std::fill(parent, parent + n, no_predecessor);
    std::size_t count = 0;
    const order_recorder recorder{{}, order.mutable_data(), parent, &count};
    with_execution(e, boost::visitor(recorder), [&](const auto& params) {
        boost::gpu_breadth_first_search(pg.g, static_cast<std::uint32_t>(source), params);
        return true;
    });
    return count;
}

}  // namespace

PYBIND11_MODULE(_engines, m)
{
    m.doc() = "boost_gpu_paths' engines on SciPy CSR graphs (boost_gpu_paths.csgraph is the interface)";
    // The library's errors as Python's: bad input is a ValueError, memory a MemoryError;
    // the rest (a CUDA failure, a backend asked for but absent) a RuntimeError, as
    // pybind11 makes of any std::exception.
    py::register_exception_translator([](std::exception_ptr failure) {
        try {
            if (failure) std::rethrow_exception(failure);
        } catch (const gp::invalid_input& e) {
            PyErr_SetString(PyExc_ValueError, e.what());
        } catch (const gp::device_memory_error& e) {
            PyErr_SetString(PyExc_MemoryError, e.what());
        } catch (const gp::host_memory_error& e) {
            PyErr_SetString(PyExc_MemoryError, e.what());
        }
    });
    py::class_<python_graph>(m, "Graph")
        .def(py::init(&make_python_graph), py::arg("n"), py::arg("indptr"), py::arg("indices"), py::arg("data"),
             py::arg("t_indptr") = py::none(), py::arg("t_indices") = py::none(), py::arg("t_data") = py::none(),
             py::arg("keep_self_loops") = true, py::arg("every_entry") = false)
        .def_property_readonly("n", [](const python_graph& g) { return g.n; })
        .def_property_readonly("edges", [](const python_graph& g) { return num_edges(g.g); });
    m.def("floyd_warshall", &floyd_warshall, py::arg("graph"), py::arg("dist"), py::arg("pred"), py::arg("backend"),
          py::arg("device"));
    m.def("dijkstra", &dijkstra, py::arg("graph"), py::arg("sources"), py::arg("dist"), py::arg("pred"),
          py::arg("backend"), py::arg("device"));
    m.def("dijkstra_nearest", &dijkstra_nearest, py::arg("graph"), py::arg("sources"), py::arg("dist"),
          py::arg("pred"), py::arg("origin"), py::arg("backend"), py::arg("device"));
    m.def("bellman_ford", &bellman_ford, py::arg("graph"), py::arg("source"), py::arg("dist"), py::arg("pred"),
          py::arg("backend"), py::arg("device"));
    m.def("breadth_first_order", &breadth_first_order, py::arg("graph"), py::arg("source"), py::arg("order"),
          py::arg("pred"), py::arg("backend"), py::arg("device"));
    m.def("cuda_backend_compiled", &gp::cuda_backend_compiled);
    m.def("cuda_device_available", &gp::cuda_device_available);
}
