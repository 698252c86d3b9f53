# Copyright 2026 the boost_gpu_paths authors.
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
"""boost_gpu_paths.csgraph against scipy.sparse.csgraph itself on random graphs.

Distances must equal SciPy's (to rounding); predecessors may pick another shortest path,
so they are checked for what they must be: -9999 exactly where SciPy has it, and
otherwise an edge that ends a shortest path. Every graph is drawn from a seed printed on
failure: BOOST_GPU_PATHS_PYTHON_SEED=<seed> replays a run. Every backend usable
here runs (BOOST_GPU_PATHS_PYTHON_BACKENDS narrows them, e.g. "host").
"""
import os

import numpy as np
import pytest
import scipy.sparse
import scipy.sparse.csgraph as reference

import boost_gpu_paths
from boost_gpu_paths import csgraph as ours

SEED = int(os.environ.get("BOOST_GPU_PATHS_PYTHON_SEED", np.random.SeedSequence().entropy % (2**32)))
print("boost_gpu_paths python tests: seed %d (BOOST_GPU_PATHS_PYTHON_SEED=%d replays)" % (SEED, SEED))


def _backends():
    named = os.environ.get("BOOST_GPU_PATHS_PYTHON_BACKENDS")
    if named:
        return named.split(",")
    return ["auto", "host"] + (["cuda"] if boost_gpu_paths.cuda_device_available() else [])


BACKENDS = _backends()


def random_graph(rng, n, density, negative=False, form="csr"):
    """A random weighted digraph: explicit zeros (zero-weight edges), self loops,
    unreachable parts; as a dense array, a masked array or a sparse matrix."""
    mask = rng.random((n, n)) < density
    weights = rng.integers(1, 20, size=(n, n)).astype(np.float64)
    if negative:
        # Edges from lower to higher nodes only, a third of them negative: no cycle at all.
        mask &= np.triu(np.ones((n, n), dtype=bool), 1)
        weights[rng.random((n, n)) < 0.3] *= -1
    dense = np.where(mask, weights, 0.0)
    if form == "dense":
        return dense
    if form == "masked":
        return np.ma.masked_array(dense, mask=~mask)
    coo = scipy.sparse.coo_matrix((weights[mask], np.nonzero(mask)), shape=(n, n))
    if not negative and n > 2:
        coo = scipy.sparse.coo_matrix((np.append(coo.data, 0.0), (np.append(coo.row, 0), np.append(coo.col, n - 1))),
                                      shape=(n, n))  # an explicit zero edge
    return coo.tocsr() if form == "csr" else coo.tocsc()


def check_predecessors(graph, dist, pred, directed, sources):
    """pred[i, j] is -9999 exactly where j is i or unreachable, and otherwise the edge
    pred -> j closes a shortest path."""
    csr = scipy.sparse.csr_matrix(graph) if scipy.sparse.issparse(graph) else reference.csgraph_from_dense(
        np.ma.filled(graph, 0) if np.ma.isMaskedArray(graph) else graph, null_value=0)
    dense = reference.csgraph_to_dense(csr, null_value=np.inf)
    if not directed:
        dense = np.minimum(dense, dense.T)
    for row, s in enumerate(sources):
        for j in range(dist.shape[1]):
            if j == s or np.isinf(dist[row, j]):
                assert pred[row, j] == -9999, (SEED, s, j)
            else:
                p = pred[row, j]
                assert p >= 0 and np.isclose(dist[row, p] + dense[p, j], dist[row, j]), (SEED, s, j, p)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("method", ["auto", "FW", "D", "BF", "J"])
@pytest.mark.parametrize("directed", [True, False])
@pytest.mark.parametrize("form", ["csr", "csc", "dense", "masked"])
def test_shortest_path_matches_scipy(backend, method, directed, form):
    rng = np.random.default_rng([SEED, hash((method, directed, form)) % 1000])
    for n in (1, 2, 7, 40):
        graph = random_graph(rng, n, 0.15, form=form)
        for unweighted in (False, True):
            expected = reference.shortest_path(graph, method, directed, unweighted=unweighted)
            dist, pred = ours.shortest_path(graph, method, directed, return_predecessors=True, unweighted=unweighted,
                                            backend=backend)
            np.testing.assert_allclose(dist, expected, err_msg="seed %d n %d" % (SEED, n))
            assert dist.dtype == np.float64 and pred.dtype == np.int32
            if not unweighted:
                check_predecessors(graph, dist, pred, directed, range(n))


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("method", ["FW", "BF", "J", "auto"])
def test_negative_weights_match_scipy(backend, method):
    rng = np.random.default_rng([SEED, 7])
    for n in (3, 30):
        graph = random_graph(rng, n, 0.3, negative=True, form="csr")
        np.testing.assert_allclose(ours.shortest_path(graph, method, backend=backend),
                                   reference.shortest_path(graph, method), err_msg="seed %d" % SEED)


@pytest.mark.parametrize("backend", BACKENDS)
def test_negative_cycle_raises(backend):
    graph = np.array([[0, 1, 0], [0, 0, -3], [1, 0, 0]], dtype=float)
    for method in ("FW", "BF", "J"):
        with pytest.raises(ours.NegativeCycleError):
            ours.shortest_path(graph, method, backend=backend)
    # A negative self-loop: Floyd-Warshall ignores it (the diagonal starts at zero), the
    # others find a negative cycle; whatever SciPy does, ours does.
    self_loop = np.array([[-1, 2], [0, 0]], dtype=float)
    for method in ("FW", "BF", "J"):
        try:
            expected = reference.shortest_path(self_loop, method)
        except reference.NegativeCycleError:
            with pytest.raises(ours.NegativeCycleError):
                ours.shortest_path(self_loop, method, backend=backend)
        else:
            np.testing.assert_allclose(ours.shortest_path(self_loop, method, backend=backend), expected)
    # Bellman-Ford from a node that does not reach the cycle is SciPy's answer, not an error.
    cut_off = np.array([[0, 0, 0, 0], [0, 0, -3, 0], [0, 1, 0, 0], [1, 0, 0, 0]], dtype=float)
    np.testing.assert_allclose(ours.bellman_ford(cut_off, indices=0, backend=backend),
                               reference.bellman_ford(cut_off, indices=0))


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("directed", [True, False])
def test_dijkstra_limit_indices_min_only(backend, directed):
    rng = np.random.default_rng([SEED, 11])
    n = 60
    graph = random_graph(rng, n, 0.08)
    sources = rng.choice(n, size=5, replace=False)
    for limit in (0, 5.0, 17.5, np.inf):
        expected = reference.dijkstra(graph, directed, indices=sources, limit=limit)
        dist, pred = ours.dijkstra(graph, directed, indices=sources, limit=limit, return_predecessors=True,
                                   backend=backend)
        np.testing.assert_allclose(dist, expected, err_msg="seed %d limit %s" % (SEED, limit))
        check_predecessors(graph, dist, pred, directed, sources)
        expected = reference.dijkstra(graph, directed, indices=sources, limit=limit, min_only=True)
        dist, pred, origin = ours.dijkstra(graph, directed, indices=sources, limit=limit, min_only=True,
                                           return_predecessors=True, backend=backend)
        np.testing.assert_allclose(dist, expected, err_msg="seed %d limit %s" % (SEED, limit))
        for v in range(n):
            if np.isinf(dist[v]):
                assert pred[v] == -9999 and origin[v] == -9999
            elif v in sources:
                assert origin[v] == v
            else:
                assert origin[pred[v]] == origin[v]
    # A scalar index gives one row, a negative one counts from the end.
    np.testing.assert_allclose(ours.dijkstra(graph, directed, indices=-1, backend=backend),
                               reference.dijkstra(graph, directed, indices=-1))
    with pytest.raises(ValueError):
        ours.dijkstra(graph, indices=n, backend=backend)
    with pytest.raises(ValueError):
        ours.dijkstra(graph, limit=-1, backend=backend)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("directed", [True, False])
def test_breadth_first_order_is_scipys(backend, directed):
    rng = np.random.default_rng([SEED, 13])
    for n in (1, 5, 80):
        graph = random_graph(rng, n, 0.05)
        for start in {0, n // 2, n - 1}:
            order, pred = ours.breadth_first_order(graph, start, directed, backend=backend)
            expected_order, expected_pred = reference.breadth_first_order(graph, start, directed)
            np.testing.assert_array_equal(order, expected_order, err_msg="seed %d" % SEED)
            np.testing.assert_array_equal(pred, expected_pred, err_msg="seed %d" % SEED)
            tree = ours.breadth_first_tree(graph, start, directed, backend=backend)
            assert (tree != reference.breadth_first_tree(graph, start, directed)).nnz == 0


@pytest.mark.parametrize("backend", BACKENDS)
def test_stored_inf_and_nan_entries_are_scipys(backend):
    # A sparse matrix's stored inf and NaN: no edge to the searches, an edge to the
    # traversal; unweighted, SciPy's dijkstra gives them weight 1, its Floyd-Warshall
    # keeps inf as no edge.
    rows = [0, 0, 1, 2, 3, 3]
    cols = [1, 2, 3, 3, 4, 0]
    data = [np.inf, 2.0, np.nan, 1.0, 5.0, 1.0]
    graph = scipy.sparse.csr_matrix((data, (rows, cols)), shape=(5, 5))
    for method in ("D", "BF", "J"):
        for unweighted in (False, True):
            np.testing.assert_allclose(ours.shortest_path(graph, method, unweighted=unweighted, backend=backend),
                                       reference.shortest_path(graph, method, unweighted=unweighted),
                                       err_msg=method)
    inf_only = scipy.sparse.csr_matrix(([np.inf, 2.0, 1.0], ([0, 0, 2], [1, 2, 1])), shape=(3, 3))
    for unweighted in (False, True):
        np.testing.assert_allclose(ours.floyd_warshall(inf_only, unweighted=unweighted, backend=backend),
                                   reference.floyd_warshall(inf_only, unweighted=unweighted))
    for directed in (True, False):
        order, pred = ours.breadth_first_order(graph, 0, directed, backend=backend)
        expected_order, expected_pred = reference.breadth_first_order(graph, 0, directed)
        np.testing.assert_array_equal(order, expected_order)
        np.testing.assert_array_equal(pred, expected_pred)


def test_inputs_scipy_refuses_are_refused():
    with pytest.raises(ValueError):
        ours.shortest_path(np.zeros((2, 3)))
    with pytest.raises(ValueError):
        ours.shortest_path(np.zeros((2, 2)), method="XX")
    with pytest.raises(ValueError):
        ours.dijkstra(np.zeros((2, 2)), backend="gpu")


def test_overwrite_writes_the_result_into_the_input():
    graph = np.array([[0, 1, 0], [0, 0, 2], [0, 0, 0]], dtype=float)
    result = ours.floyd_warshall(graph, overwrite=True)
    assert result is graph
    np.testing.assert_allclose(graph, [[0, 1, 3], [np.inf, 0, 2], [np.inf, np.inf, 0]])
