# Copyright 2026 the boost_gpu_paths authors.
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
"""The Bellman-Ford, DAG and transitive-closure sections of doc/performance.md
(generate_performance.py calls render).

Each reads the RESULT lines of its benchmark (bench_bellman_ford, bench_dag_paths,
bench_transitive_closure), measured with BGL's own call in the same run.
"""

MODES = ["auto", "host", "cuda"]

# The bars: Bellman-Ford on R-MAT 21 at least 20x BGL (whole call); the closure at
# n = 32768 at least 100x BGL's transitive_closure.
BELLMAN_FORD_SCALE, BELLMAN_FORD_TARGET = 21, 20.0
CLOSURE_N, CLOSURE_TARGET = 32768, 100.0


def mode_order(record):
    return MODES.index(record["mode"]) if record["mode"] in MODES else len(MODES)


def bellman_ford(page, table, dedupe):
    rows = dedupe(page.use("bellman_ford"), lambda r: (r["scale"], r["mode"]))
    if not rows:
        return
    rows.sort(key=lambda r: (r["scale"], mode_order(r)))
    page.add("## gpu_bellman_ford_shortest_paths")
    page.add()
    page.cite(rows)
    page.add("R-MAT graphs with weights 1..64 shifted by a random potential (0..48), so that some edges are "
             "negative and no cycle is, in a `compressed_sparse_row_graph`; the root form from a vertex with "
             "out-edges, against BGL's `bellman_ford_shortest_paths` on the same graph in the same run (median "
             "of the calls after a first one; kernel is the report's `compute_ms`).")
    page.add()
    page.add(table(["scale", "n", "m", "negative edges", "mode", "BGL ms", "whole call ms", "kernel ms",
                    "BGL / whole call", "BGL / kernel", "equal"],
                   [[r["scale"], r["n"], r["m"], r["negative_edges"], r["mode"], r["bgl_ms"], r["call_ms"],
                     r["kernel_ms"], f"{r['speed']:.1f}x",
                     f"{r['bgl_ms'] / r['kernel_ms']:.1f}x" if r["kernel_ms"] > 0 else "-",
                     "yes" if r.get("same", 0) == 1 else "NO"] for r in rows]))
    page.add()
    for r in rows:
        if r["scale"] == BELLMAN_FORD_SCALE and r["mode"] in ("auto", "cuda"):
            page.targets.append([f"Bellman-Ford R-MAT {BELLMAN_FORD_SCALE}, negative weights: BGL / whole call "
                                 f"({r['mode']})", f">= {BELLMAN_FORD_TARGET:.0f}x", f"{r['speed']:.1f}x",
                                 "met" if r["speed"] >= BELLMAN_FORD_TARGET and r.get("same", 0) == 1
                                 else "not met"])


def dag_paths(page, table, dedupe):
    rows = dedupe(page.use("dag_paths"), lambda r: (r["n"], r["m"], r["mode"]))
    if not rows:
        return
    rows.sort(key=lambda r: (r["n"], mode_order(r)))
    page.add("## gpu_dag_shortest_paths")
    page.add()
    page.cite(rows)
    page.add("A layered random DAG with weights in [-20, 100], against BGL's `dag_shortest_paths` in the same "
             "run (median of the calls after a first one; kernel is the report's `compute_ms`).")
    page.add()
    page.add(table(["n", "m", "layers", "mode", "BGL ms", "whole call ms", "kernel ms", "BGL / whole call",
                    "BGL / kernel", "first call ms", "equal"],
                   [[r["n"], r["m"], r["layers"], r["mode"], r["bgl_ms"], r["call_ms"], r["kernel_ms"],
                     f"{r['speed_call']:.2f}x", f"{r['speed_kernel']:.2f}x", r["first_ms"],
                     "yes" if str(r.get("same")) in ("true", "1") else "NO"] for r in rows]))
    page.add()


def transitive_closure(page, table, dedupe):
    records = [r for r in page.use("transitive_closure") if r["mode"] in ("closure", "whole_call")]
    rows = dedupe(records, lambda r: (r["n"], r["backend"], r["mode"]))
    bgl = {r["n"]: r["wall_ms"] for r in rows if r["backend"] == "bgl"}
    bgl.update({r["n"]: r["bgl_ms"] for r in rows if r.get("bgl_ms")})
    rows = [r for r in rows if r["n"] in bgl and r["backend"] != "bgl"]
    if not rows:
        return
    rows.sort(key=lambda r: (r["n"], mode_order({"mode": r["backend"]}), r["mode"]))
    page.add("## gpu_transitive_closure")
    page.add()
    page.cite(rows)
    page.add("A random DAG with 32 out-edges per vertex, against BGL's `transitive_closure` into an "
             "`adjacency_list<vecS, vecS, directedS>` in the same run. *closure* is the bit-packed closure "
             "alone (its rate in word tasks: one 64-bit and-or per task); *whole call* adds the layout and "
             "building the closure graph, one `add_edge` per pair, which BGL's time includes too.")
    page.add()
    page.add(table(["n", "backend", "ran on", "part", "ms", "compute ms", "T word tasks/s", "% of ceiling",
                    "BGL ms", "BGL / ours"],
                   [[r["n"], r["backend"], r["ran_on"], r["mode"].replace("_", " "), r["wall_ms"],
                     r["compute_ms"], f"{r['rate_T_word_tasks']:.2f}" if "rate_T_word_tasks" in r else "-",
                     f"{r['percent_of_ceiling']:.0f}%" if "percent_of_ceiling" in r else "-", bgl[r["n"]],
                     f"{bgl[r['n']] / (r['compute_ms'] if r['mode'] == 'closure' else r['wall_ms']):.1f}x"]
                    for r in rows]))
    page.add()
    page.add("BGL / ours divides BGL's whole call by the closure's compute time (closure rows) or by our whole "
             "call (whole-call rows).")
    page.add()
    for r in rows:
        if r["n"] == CLOSURE_N and r["mode"] == "closure" and r["backend"] in ("auto", "cuda"):
            ratio = bgl[r["n"]] / r["compute_ms"]
            page.targets.append([f"transitive closure n = {CLOSURE_N}: BGL / bit-packed closure ({r['backend']})",
                                 f">= {CLOSURE_TARGET:.0f}x", f"{ratio:.0f}x",
                                 "met" if ratio >= CLOSURE_TARGET else "not met"])
        if r["n"] == CLOSURE_N and r["mode"] == "whole_call" and r["backend"] in ("auto", "cuda"):
            ratio = bgl[r["n"]] / r["wall_ms"]
            page.targets.append([f"transitive closure n = {CLOSURE_N}: BGL / whole call ({r['backend']})",
                                 f">= {CLOSURE_TARGET:.0f}x", f"{ratio:.1f}x",
                                 "met" if ratio >= CLOSURE_TARGET else "not met"])


def render(page, table, dedupe):
    bellman_ford(page, table, dedupe)
    dag_paths(page, table, dedupe)
    transitive_closure(page, table, dedupe)
