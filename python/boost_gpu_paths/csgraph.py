# Copyright 2026 the boost_gpu_paths authors.
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
"""SciPy's shortest-path functions on boost_gpu_paths' engines.

``shortest_path``, ``floyd_warshall``, ``dijkstra``, ``bellman_ford``, ``johnson``,
``breadth_first_order`` and ``breadth_first_tree`` take SciPy's arguments and give SciPy's
results (``scipy.sparse.csgraph`` of the SciPy installed): dense arrays (zeros, infinities
and NaNs are no edge), masked arrays and sparse matrices or arrays as input, float64
distances, int32 predecessors with -9999 for "none", ``NegativeCycleError`` (SciPy's own
class). Two keywords of ours: ``backend`` ('auto', 'cuda' or 'host') and ``device`` (a
CUDA device number, or None). Every other name of ``scipy.sparse.csgraph`` is SciPy's own,
re-exported.

Where SciPy's choice is arbitrary (which of several shortest paths a predecessor follows)
the answer may be another valid one. Where SciPy's own algorithm is defined by its quirks
rather than by shortest paths (``dijkstra`` on negative weights, where SciPy warns and
returns what its heap order gives), the call is SciPy's own.
"""
import warnings

import numpy as np
import scipy.sparse
import scipy.sparse.csgraph as _scipy_csgraph
from scipy.sparse.csgraph import NegativeCycleError, reconstruct_path

from . import _engines

__all__ = ["shortest_path", "floyd_warshall", "dijkstra", "bellman_ford", "johnson",
           "breadth_first_order", "breadth_first_tree", "NegativeCycleError"]

DTYPE = np.float64
ITYPE = np.int32
NULL_IDX = -9999


def __getattr__(name):
    # The rest of scipy.sparse.csgraph (construct_dist_matrix, csgraph_from_dense, ...).
    return getattr(_scipy_csgraph, name)


def _execution(backend, device):
    if backend not in ("auto", "cuda", "host"):
        raise ValueError("backend must be 'auto', 'cuda' or 'host', not %r" % (backend,))
    return backend, -1 if device is None else int(device)


def _as_csr(csgraph, directed):
    """SciPy's validate_graph(csgraph, directed, dense_output=False): a float64 CSR matrix
    whose stored entries are the edges (no copy where the input already is one)."""
    if not directed and scipy.sparse.issparse(csgraph) and csgraph.format == "csc":
        csgraph = csgraph.T
    if scipy.sparse.issparse(csgraph):
        csgraph = scipy.sparse.csr_matrix(csgraph, dtype=DTYPE)
    elif np.ma.isMaskedArray(csgraph):
        csgraph = _scipy_csgraph.csgraph_from_masked(csgraph)
    else:
        csgraph = _scipy_csgraph.csgraph_from_dense(csgraph, null_value=0, infinity_null=True, nan_null=True)
    if csgraph.ndim != 2:
        raise ValueError("compressed-sparse graph must be 2-D")
    if csgraph.shape[0] != csgraph.shape[1]:
        raise ValueError("compressed-sparse graph must be shape (N, N)")
    return csgraph


def _engine_graph(csr, directed, data=None, keep_self_loops=True, every_entry=False):
    """The engines' graph: the matrix's rows, and for an undirected graph its transpose's
    rows after them (SciPy scans both). Entries of weight inf or NaN are no edge to the
    weighted searches; every_entry (a traversal) keeps them."""
    n = csr.shape[0]
    if n > np.iinfo(ITYPE).max or csr.nnz > np.iinfo(ITYPE).max:
        raise ValueError("graphs of 2^31 or more nodes or stored entries are not supported")
    data = csr.data if data is None else data
    if directed:
        return _engines.Graph(n, csr.indptr, csr.indices, data, keep_self_loops=keep_self_loops,
                              every_entry=every_entry)
    transposed = scipy.sparse.csr_matrix((data, csr.indices, csr.indptr), shape=csr.shape).T.tocsr()
    return _engines.Graph(n, csr.indptr, csr.indices, data, transposed.indptr, transposed.indices,
                          transposed.data, keep_self_loops, every_entry)


def _weights(csr, unweighted):
    """The searches' weights: with `unweighted`, every stored entry weighs 1, as in SciPy's
    dijkstra, bellman_ford and johnson (inf and NaN entries included)."""
    return np.ones(csr.data.shape, dtype=DTYPE) if unweighted else csr.data


def _sources(indices, n):
    """SciPy's handling of `indices`: the flat list of sources and the result's shape."""
    if indices is None:
        return np.arange(n, dtype=ITYPE), (n, n)
    indices = np.array(indices, order="C", dtype=ITYPE, copy=True)
    shape = indices.shape + (n,)
    indices = np.atleast_1d(indices).reshape(-1)
    indices[indices < 0] += n
    if np.any(indices < 0) or np.any(indices >= n):
        raise ValueError("indices out of range 0...N")
    return indices, shape


def shortest_path(csgraph, method="auto", directed=True, return_predecessors=False, unweighted=False,
                  overwrite=False, indices=None, *, backend="auto", device=None):
    """scipy.sparse.csgraph.shortest_path: method 'auto', 'FW', 'D', 'BF' or 'J'."""
    csr = _as_csr(csgraph, directed)
    if method == "auto":
        # SciPy's rule, on the same edges: its stored entries (dense: finite and nonzero).
        n = csr.shape[0]
        if indices is not None or csr.nnz < n * n / 4:
            method = "J" if np.any(csr.data < 0) else "D"
        else:
            method = "FW"
    options = dict(return_predecessors=return_predecessors, unweighted=unweighted, backend=backend, device=device)
    if method == "FW":
        if indices is not None:
            raise ValueError("Cannot specify indices with method == 'FW'.")
        return floyd_warshall(csgraph, directed, overwrite=overwrite, **options)
    if method == "D":
        return dijkstra(csr, directed, indices=indices, **options)
    if method == "BF":
        return bellman_ford(csr, directed, indices=indices, **options)
    if method == "J":
        return johnson(csr, directed, indices=indices, **options)
    raise ValueError("unrecognized method '%s'" % method)


def floyd_warshall(csgraph, directed=True, return_predecessors=False, unweighted=False, overwrite=False, *,
                   backend="auto", device=None):
    """scipy.sparse.csgraph.floyd_warshall. The diagonal starts at zero whatever the matrix
    holds there (self-loops are ignored, as SciPy ignores them). With `overwrite`, a dense,
    C-ordered float64 array is given the result, as SciPy does."""
    csr = _as_csr(csgraph, directed)
    n = csr.shape[0]
    # SciPy's Floyd-Warshall makes the matrix dense first, where inf is no edge, and only
    # then gives every other entry weight 1.
    weights = np.where(np.isinf(csr.data), np.inf, 1.0) if unweighted else csr.data
    graph = _engine_graph(csr, directed, weights, keep_self_loops=False)
    in_place = (overwrite and type(csgraph) is np.ndarray and csgraph.dtype == DTYPE
                and csgraph.flags.c_contiguous and csgraph.flags.writeable)
    dist = csgraph if in_place else np.empty((n, n), dtype=DTYPE)
    pred = np.empty((n, n), dtype=ITYPE) if return_predecessors else None
    if not _engines.floyd_warshall(graph, dist, pred, *_execution(backend, device)):
        raise NegativeCycleError("Negative cycle detected")
    return (dist, pred) if return_predecessors else dist


def dijkstra(csgraph, directed=True, indices=None, return_predecessors=False, unweighted=False, limit=np.inf,
             min_only=False, *, backend="auto", device=None):
    """scipy.sparse.csgraph.dijkstra, with `limit` and `min_only`."""
    csr = _as_csr(csgraph, directed)
    if not unweighted and np.any(csr.data < 0):
        # SciPy warns and returns what its heap order gives on such a graph: that answer
        # is SciPy's alone.
        return _scipy_csgraph.dijkstra(csgraph, directed, indices, return_predecessors, unweighted, limit,
                                       min_only)
    limit = float(limit)
    if limit < 0:
        raise ValueError("limit must be >= 0")
    n = csr.shape[0]
    sources, shape = _sources(indices, n)
    graph = _engine_graph(csr, directed, _weights(csr, unweighted))
    execution = _execution(backend, device)
    if min_only:
        dist = np.empty(n, dtype=DTYPE)
        pred = np.empty(n, dtype=ITYPE) if return_predecessors else None
        origin = np.empty(n, dtype=ITYPE) if return_predecessors else None
        _engines.dijkstra_nearest(graph, sources, dist, pred, origin, *execution)
        beyond = dist > limit
        dist[beyond] = np.inf
        if return_predecessors:
            pred[beyond] = NULL_IDX
            origin[beyond] = NULL_IDX
            return dist, pred, origin
        return dist
    dist = np.empty((len(sources), n), dtype=DTYPE)
    pred = np.empty((len(sources), n), dtype=ITYPE) if return_predecessors else None
    _engines.dijkstra(graph, sources, dist, pred, *execution)
    beyond = dist > limit
    dist[beyond] = np.inf
    if return_predecessors:
        pred[beyond] = NULL_IDX
        return dist.reshape(shape), pred.reshape(shape)
    return dist.reshape(shape)


def bellman_ford(csgraph, directed=True, indices=None, return_predecessors=False, unweighted=False, *,
                 backend="auto", device=None):
    """scipy.sparse.csgraph.bellman_ford: NegativeCycleError where a negative cycle is
    reachable from one of the sources (on an undirected graph, any negative edge is one)."""
    csr = _as_csr(csgraph, directed)
    n = csr.shape[0]
    sources, shape = _sources(indices, n)
    graph = _engine_graph(csr, directed, _weights(csr, unweighted))
    execution = _execution(backend, device)
    dist = np.empty((len(sources), n), dtype=DTYPE)
    pred = np.empty((len(sources), n), dtype=ITYPE) if return_predecessors else None
    for row, source in enumerate(sources):
        if not _engines.bellman_ford(graph, int(source), dist[row], None if pred is None else pred[row],
                                     *execution):
            raise NegativeCycleError("Negative cycle detected on node %i" % source)
    if return_predecessors:
        return dist.reshape(shape), pred.reshape(shape)
    return dist.reshape(shape)


def johnson(csgraph, directed=True, indices=None, return_predecessors=False, unweighted=False, *,
            backend="auto", device=None):
    """scipy.sparse.csgraph.johnson: potentials from Bellman-Ford over a node joined to every
    node by a zero edge (a negative cycle anywhere raises NegativeCycleError), then the
    searches of `dijkstra` on the reweighted graph."""
    if unweighted:
        return dijkstra(csgraph, directed, indices, return_predecessors, unweighted, backend=backend,
                        device=device)
    csr = _as_csr(csgraph, directed)
    n = csr.shape[0]
    sources, shape = _sources(indices, n)
    execution = _execution(backend, device)
    potential = np.zeros(n, dtype=DTYPE)
    if np.any(csr.data < 0):
        if not directed:
            # Both directions of a negative edge make a negative cycle.
            raise NegativeCycleError("Negative cycle detected")
        # Node n joined to every node by a zero edge: its distances are the potentials.
        joined = scipy.sparse.csr_matrix(
            (np.concatenate([csr.data, np.zeros(n)]),
             np.concatenate([csr.indices, np.arange(n, dtype=csr.indices.dtype)]),
             np.concatenate([csr.indptr, [csr.indptr[n] + n]])), shape=(n + 1, n + 1))
        from_joined = np.empty(n + 1, dtype=DTYPE)
        if not _engines.bellman_ford(_engine_graph(joined, True), n, from_joined, None, *execution):
            raise NegativeCycleError("Negative cycle detected")
        potential = from_joined[:n]
    # w(u, v) + h(u) - h(v) >= 0, up to the rounding of the sums, which is cut at zero.
    rows = np.repeat(np.arange(n), np.diff(csr.indptr))
    reweighted = np.maximum(csr.data + potential[rows] - potential[csr.indices], 0.0)
    graph = _engine_graph(csr, directed, reweighted)
    dist = np.empty((len(sources), n), dtype=DTYPE)
    pred = np.empty((len(sources), n), dtype=ITYPE) if return_predecessors else None
    _engines.dijkstra(graph, sources, dist, pred, *execution)
    dist += potential
    dist -= potential[sources][:, None]
    if return_predecessors:
        return dist.reshape(shape), pred.reshape(shape)
    return dist.reshape(shape)


def breadth_first_order(csgraph, i_start, directed=True, return_predecessors=True, *, backend="auto",
                        device=None):
    """scipy.sparse.csgraph.breadth_first_order: the nodes in the order a breadth-first
    search from i_start discovers them (each node's edges in stored order, and on an
    undirected graph the transpose's after them, as SciPy scans them)."""
    csr = _as_csr(csgraph, directed)
    n = csr.shape[0]
    graph = _engine_graph(csr, directed, every_entry=True)
    order = np.empty(n, dtype=ITYPE)
    pred = np.empty(n, dtype=ITYPE)
    count = _engines.breadth_first_order(graph, int(i_start), order, pred, *_execution(backend, device))
    if return_predecessors:
        return order[:count], pred
    return order[:count]


def breadth_first_tree(csgraph, i_start, directed=True, *, backend="auto", device=None):
    """scipy.sparse.csgraph.breadth_first_tree: the tree of breadth_first_order's
    predecessors, with the graph's weights on its edges (SciPy's reconstruct_path)."""
    _, predecessors = breadth_first_order(csgraph, i_start, directed, True, backend=backend, device=device)
    return reconstruct_path(csgraph, predecessors, directed)
