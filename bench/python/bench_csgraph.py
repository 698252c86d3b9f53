#!/usr/bin/env python3
# Copyright 2026 the boost_gpu_paths authors.
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
"""boost_gpu_paths.csgraph against scipy.sparse.csgraph, same process, same inputs.

Usage: bench/python/bench_csgraph.py [--quick] [--data DIR] [--backend auto|cuda|host]

Each row: SciPy's time and ours (wall clock of the whole Python call, inputs already in
memory; ours the median of 3 after a first call, SciPy's the median of up to 3 within a
time budget), their ratio, and whether the answers agree (distances to 1e-9 relative,
breadth-first orders exactly). Cases: Floyd-Warshall on a dense random graph (n = 2048,
4096; --quick: 512), Dijkstra from 1,000 sources of the DIMACS Rome road graph and from
20 sources of the OSM Rome road graph, breadth-first order on the OSM graph. Graphs are
read from --data (default: .device-data, then ../shared/data). Prints a header with the
commit (COMMIT or git), the date, the host and the GPU.
"""
import argparse
import datetime
import gzip
import json
import os
import platform
import subprocess
import sys
import time

import numpy as np
import scipy
import scipy.sparse
import scipy.sparse.csgraph as reference

import boost_gpu_paths
from boost_gpu_paths import csgraph as ours


def gpu_name():
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version", "--format=csv,noheader"],
                             capture_output=True, text=True, timeout=20).stdout.strip()
        return out or "none visible"
    except (OSError, subprocess.SubprocessError):
        return "none visible"


def commit():
    if os.environ.get("COMMIT"):
        return os.environ["COMMIT"]
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return "unknown"


def read_dimacs(path):
    """A DIMACS shortest-path file (.gr, or .gr.gz) as a CSR matrix (1-based ids)."""
    opener = gzip.open if path.endswith(".gz") else open
    rows, cols, weights, n = [], [], [], 0
    with opener(path, "rt") as lines:
        for line in lines:
            if line.startswith("a "):
                _, u, v, w = line.split()
                rows.append(int(u) - 1)
                cols.append(int(v) - 1)
                weights.append(float(w))
            elif line.startswith("p "):
                n = int(line.split()[2])
    return scipy.sparse.csr_matrix((weights, (rows, cols)), shape=(n, n))


def find(data_dirs, relative):
    for d in data_dirs:
        path = os.path.join(d, relative)
        if os.path.exists(path):
            return path
    return None


def timed(call, repeats, budget_s):
    times, result = [], None
    for _ in range(repeats):
        start = time.perf_counter()
        result = call()
        times.append(time.perf_counter() - start)
        if sum(times) > budget_s:
            break
    return float(np.median(times)), result


def same(a, b):
    a = a[0] if isinstance(a, tuple) else a
    b = b[0] if isinstance(b, tuple) else b
    if a.dtype.kind == "i":
        return bool(np.array_equal(a, b))
    return bool(np.allclose(a, b, rtol=1e-9, atol=0, equal_nan=True))


def case(name, ours_call, scipy_call, scipy_budget_s):
    ours_call()  # the first call of the process starts the device; measured after it
    ours_s, ours_result = timed(ours_call, 3, 60)
    scipy_s, scipy_result = timed(scipy_call, 3, scipy_budget_s)
    agree = same(ours_result, scipy_result)
    print("%-44s SciPy %10.4f s  ours %10.4f s  speed %8.2fx  same %s" %
          (name, scipy_s, ours_s, scipy_s / ours_s, "yes" if agree else "NO"))
    print("RESULT " + json.dumps({"bench": "python_csgraph", "case": name, "scipy_s": scipy_s, "ours_s": ours_s,
                                  "speed": scipy_s / ours_s, "same": agree}))
    sys.stdout.flush()
    return agree


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--data", default=None)
    parser.add_argument("--backend", default="auto")
    args = parser.parse_args()
    data_dirs = [args.data] if args.data else [".device-data", "../shared/data"]
    backend = args.backend

    print("commit: %s" % commit())
    print("date: %s" % datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"))
    print("host: %s, %d CPUs" % (platform.node(), os.cpu_count()))
    print("gpu: %s" % gpu_name())
    print("python %s, numpy %s, scipy %s, backend %s, CUDA backend compiled: %s" %
          (platform.python_version(), np.__version__, scipy.__version__, backend,
           boost_gpu_paths.cuda_backend_compiled()))
    all_same = True
    rng = np.random.default_rng(2026)
    for n in ((512,) if args.quick else (2048, 4096)):
        dense = np.where(rng.random((n, n)) < 0.05, rng.integers(1, 100, size=(n, n)), 0).astype(np.float64)
        all_same &= case("floyd_warshall n=%d (5%% dense)" % n,
                         lambda: ours.floyd_warshall(dense, backend=backend),
                         lambda: reference.floyd_warshall(dense), 120)
    rome99 = find(data_dirs, "dimacs9/rome99.gr")
    if rome99:
        g = read_dimacs(rome99)
        sources = np.arange(min(1000, g.shape[0]))
        all_same &= case("dijkstra rome99 (%d nodes) from %d sources" % (g.shape[0], len(sources)),
                         lambda: ours.dijkstra(g, indices=sources, backend=backend),
                         lambda: reference.dijkstra(g, indices=sources), 60)
    roads = None if args.quick else find(data_dirs, "osm/rome-roads.gr.gz")
    if roads:
        g = read_dimacs(roads)
        sources = np.arange(20)
        all_same &= case("dijkstra osm rome-roads (%d nodes) from 20 sources" % g.shape[0],
                         lambda: ours.dijkstra(g, indices=sources, backend=backend),
                         lambda: reference.dijkstra(g, indices=sources), 60)
        all_same &= case("breadth_first_order osm rome-roads from node 0",
                         lambda: ours.breadth_first_order(g, 0, backend=backend),
                         lambda: reference.breadth_first_order(g, 0), 60)
    print("all answers agree with SciPy" if all_same else "SOME ANSWERS DIFFER FROM SCIPY")
    return 0 if all_same else 1


if __name__ == "__main__":
    sys.exit(main())
