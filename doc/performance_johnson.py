# Copyright 2026 the boost_gpu_paths authors.
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
"""The Johnson section of doc/performance.md (generate_performance.py calls it).

It reads the RESULT lines of bench_johnson: gpu_johnson_all_pairs_shortest_paths on a
G(n, m) whose weights were shifted by a random potential (negative edges, no negative
cycle) against gpu_dijkstra_all on the unshifted graph, both into the same host matrix.
"""

# The size and bound: Johnson's whole call at most this many times gpu_dijkstra_all's.
TARGET_N, TARGET_M, TARGET_RATIO = 100000, 600000, 1.2


def bgl_potentials(record):
    """Johnson with sssp_options::balanced_potentials off, where the run measured it."""
    ms = record.get("bgl_potentials_ms", 0)
    if not ms:
        return "-"
    return f"{ms:.0f} ({record['bgl_potentials_kernel_ms']:.0f}), {ms / record['dijkstra_all_ms']:.2f}x"


def render(page, table, dedupe):
    rows = dedupe(page.use("johnson"), lambda r: (r["n"], r["m"], r["mode"]))
    if not rows:
        return
    rows.sort(key=lambda r: (r["n"], r["m"], ["auto", "host", "cuda"].index(r["mode"])))
    page.add("## gpu_johnson_all_pairs_shortest_paths")
    page.add()
    page.cite(rows)
    page.add("G(n, m) with base weights 1..100 shifted by a random potential (0..150), so that some edges are "
             "negative and no cycle is: Johnson's whole call against `gpu_dijkstra_all` on the unshifted graph, "
             "whose distances are the same up to the shift, each filling the same `vector<vector<int>>` "
             "(median of the calls after a first one; kernel is the report's `compute_ms`, Bellman-Ford's "
             "included for Johnson). On cuda the run also times Johnson with BGL's potentials alone "
             "(`sssp.balanced_potentials` off).")
    page.add()
    page.add(table(["n", "m", "negative edges", "mode", "gpu_dijkstra_all ms", "its kernel ms", "Johnson ms",
                    "its kernel ms", "Johnson / gpu_dijkstra_all", "with BGL's potentials alone ms (kernel)",
                    "rows equal"],
                   [[r["n"], r["m"], r["negative_edges"], r["mode"], r["dijkstra_all_ms"],
                     r["dijkstra_all_kernel_ms"], r["call_ms"], r["kernel_ms"], f"{r['overhead']:.2f}x",
                     bgl_potentials(r), "yes" if r.get("same", 0) == 1 else "NO"] for r in rows]))
    page.add()
    methods = sorted({r["method"] for r in rows if r["mode"] == "cuda"})
    if methods:
        page.add("CUDA method: " + "; ".join(methods) + ".")
        page.add()
    target = [r for r in rows if r["n"] == TARGET_N and r["m"] == TARGET_M and r["mode"] in ("cuda", "auto")]
    for r in target:
        page.targets.append([f"Johnson G(100k, 600k), negative weights: whole call / gpu_dijkstra_all ({r['mode']})",
                             f"<= {TARGET_RATIO}", f"{r['overhead']:.2f}x",
                             "met" if r["overhead"] <= TARGET_RATIO and r.get("same", 0) == 1 else "not met"])
