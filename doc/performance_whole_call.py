# Copyright 2026 the boost_gpu_paths authors.
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
"""The whole-call sections of doc/performance.md (generate_performance.py calls them).

They read the RESULT lines of bench_whole_call: for each algorithm and graph size, the
median whole call of the drop-in as a BGL user makes it (an adjacency_list, BGL's own
algorithm in the same run, interleaved), for automatic choice and for each backend forced;
and the same on real road graphs (bench "whole_call_roads").
"""

import re

ALGORITHMS = [
    ("bfs", "Breadth-first search (`gpu_breadth_first_search` with recorders, vs `breadth_first_search`)"),
    ("sssp", "Single-source shortest paths (`gpu_dijkstra_shortest_paths` vs `dijkstra_shortest_paths`)"),
    ("fw", "Floyd-Warshall (`gpu_floyd_warshall_all_pairs` vs `floyd_warshall_all_pairs_shortest_paths`)"),
    ("allpairs", "All pairs (`gpu_dijkstra_all` vs `johnson_all_pairs_shortest_paths`)"),
    ("bellman-ford", "Bellman-Ford, negative weights (`gpu_bellman_ford_shortest_paths` vs "
                     "`bellman_ford_shortest_paths`)"),
    ("johnson-negative", "Johnson, negative weights (`gpu_johnson_all_pairs_shortest_paths` vs "
                         "`johnson_all_pairs_shortest_paths`)"),
    ("dag", "DAG shortest paths (`gpu_dag_shortest_paths` vs `dag_shortest_paths`)"),
    ("closure", "Transitive closure of a DAG (`gpu_transitive_closure` vs `transitive_closure`)"),
]
MODES = ["auto", "host", "cuda"]
# Road-graph targets: whole call / BGL on the device machine, the cuda mode where measured,
# else auto. (label, what it is judged on, the least speed.)
ROAD_TARGETS = [
    ("NE BFS whole call / BGL (adjacency_list)", ("bfs", "NE"), 10),
    ("NY BFS whole call / BGL (adjacency_list)", ("bfs", "NY"), 6),
    ("road SSSP (>= 200k vertices) whole call / BGL, best OSM graph (adjacency_list)", ("sssp", 200000), 15),
]
ROAD_GRAPHS = ["NY", "NE", "rome-roads", "delhi-roads", "seattle-roads"]


def path_of(record):
    """The path an automatic call took, from its report's method."""
    method = record.get("method", "")
    if method.startswith("boost::"):
        return "BGL"
    return record.get("backend", "?")


def ms(x):
    if x is None:
        return "-"
    return f"{x:.4f}" if x < 1 else (f"{x:.2f}" if x < 100 else f"{x:.0f}")


def machine_of(page, record):
    """"device" for a file measured on the device machine, "cpu" for one without a GPU."""
    gpu = page.headers.get(record["_source"], {}).get("gpu", "none")
    return "cpu" if gpu == "" or gpu.startswith("none") else "device"


def mode_cells(by_key, algorithm, n, modes):
    """A call's time and speed against BGL for each mode, "-" where not measured."""
    cells = []
    for mode in modes:
        r = by_key.get((algorithm, n, mode))
        cells += [ms(r["call_ms"]), f"{r['speed']:.2f}x"] if r else ["-", "-"]
    return cells


def same_in(by_key, algorithm, n, modes):
    """"yes" when every measured mode gave BGL's result."""
    return "yes" if all(by_key[(algorithm, n, m)].get("same", 0) == 1
                        for m in modes if (algorithm, n, m) in by_key) else "NO"


def rows_by_machine(page, dedupe, bench, key):
    """The newest row of `bench` per machine and key, each marked with its machine."""
    rows = page.use(bench)
    for r in rows:
        r["machine"] = machine_of(page, r)
    return dedupe(rows, lambda r: (r["machine"],) + key(r)) if rows else rows


def render(page, table, dedupe):
    rows = rows_by_machine(page, dedupe, "whole_call", lambda r: (r["algorithm"], r["n"], r["mode"]))
    if not rows:
        return
    page.add("## The whole call against BGL")
    page.add()
    # Files from before bench_whole_call paired its rounds give the ratio of the medians as speed.
    paired = any("speed_of_medians" in r for r in rows)
    page.add("Random G(n, 4n) `adjacency_list<vecS, vecS, directedS>` with `int` weights 1..100; each figure "
             "is BGL's time over ours for the same call (more is faster), the median of interleaved batches "
             "after a first call that is not counted" +
             (" (speed: the median of each round's BGL batch time over ours; files without "
              "`speed_of_medians` give the ratio of the medians)" if paired else "") +
             ". `auto` is what a renamed call does; `host` and `cuda` "
             "force a backend. `path` is where `auto` ran (BGL: BGL's own algorithm on the caller's graph). "
             "The GPU-forced fixed cost per call is the `cuda` time at n = 16.")
    page.add()
    for machine in sorted({r["machine"] for r in rows}, reverse=True):
        machine_rows = [r for r in rows if r.get("machine", "device") == machine]
        render_machine(page, table, machine, machine_rows)


def glance(page, table, dedupe):
    """The page's first table: for each call, what a renamed (automatic) call gains over BGL's
    own call at the sizes measured, with a GPU and without one, from the newest whole-call
    measurement of each size; each cell names the files it comes from."""
    rows = rows_by_machine(page, dedupe, "whole_call", lambda r: (r["algorithm"], r["n"], r["mode"]))
    rows = [r for r in rows if r["mode"] == "auto"]
    if not rows:
        return []
    out = []
    for algorithm, title in ALGORITHMS:
        line = [title.split(" (")[0]]
        for machine in ("device", "cpu"):
            mine = [r for r in rows if r["algorithm"] == algorithm and r["machine"] == machine]
            if not mine:
                line.append("-")
                continue
            speeds = [r["speed"] for r in mine]
            sizes = [r["n"] for r in mine]
            files = sorted({r["_source"] for r in mine})
            for name in files:
                page.sources[name] = page.headers[name]
            commits = sorted({page.headers[name].get("commit", "?").split()[0][:7] for name in files})
            line.append(f"{min(speeds):.2f}-{max(speeds):.2f}x ({min(sizes):,} to {max(sizes):,} vertices; "
                        f"commit {', '.join(commits)})")
        out.append(line)
    return ["## At a glance", "",
            "A renamed call (automatic backend) against BGL's own call in the same run, whole call, "
            "random G(n, 4n) `adjacency_list` with `int` weights: the least and the most it gains over the "
            "sizes measured (more than 1x is faster than BGL). Details, files and every size: *The whole call "
            "against BGL* below.", "",
            table(["call", "with a GPU (device machine)", "without a GPU (CPU-only machine)"], out), ""]


def cards_of(page, rows):
    """The cards the rows were measured on, short names ("H100", "H200"), in order."""
    names = []
    for r in rows:
        gpu = page.headers.get(r["_source"], {}).get("gpu", "")
        m = re.search(r"\b([A-Z]\d{2,4})\b", gpu)
        name = m.group(1) if m else gpu.split(",")[0]
        if name and name not in names:
            names.append(name)
    return " and ".join(names)


def where_measured(page, machine, rows):
    threads = max(r["threads"] for r in rows)
    if machine == "device":
        return f"the device machine ({cards_of(page, rows)}, {threads} host threads)"
    return f"a machine without a GPU ({threads} host threads)"


def render_machine(page, table, machine, rows):
    where = where_measured(page, machine, rows)
    page.add(f"### On {where}")
    page.add()
    page.cite(rows)
    by_key = {(r["algorithm"], r["n"], r["mode"]): r for r in rows}
    worst = {}
    for algorithm, title in ALGORITHMS:
        sizes = sorted({r["n"] for r in rows if r["algorithm"] == algorithm})
        if not sizes:
            continue
        page.add(f"#### {title}")
        page.add()
        out = []
        for n in sizes:
            line = [str(n)]
            auto = by_key.get((algorithm, n, "auto"))
            line.append(ms(auto["bgl_ms"]) if auto else "-")
            line += mode_cells(by_key, algorithm, n, MODES)
            line.append(path_of(auto) if auto else "-")
            line.append(same_in(by_key, algorithm, n, MODES))
            out.append(line)
            if auto:
                worst[algorithm] = min(worst.get(algorithm, 1e9), auto["speed"])
        page.add(table(["n", "BGL ms", "auto ms", "auto speed", "host ms", "host speed", "cuda ms",
                        "cuda speed", "path", "same result"], out))
        page.add()
    render_resident(page, table, machine, rows, by_key)
    render_johnson(page, table, machine, rows)
    for algorithm, _ in ALGORITHMS:
        if algorithm in worst:
            page.targets.append([f"{algorithm}: auto's whole call / BGL at every size ({where})", ">= 0.9x",
                                 f"{worst[algorithm]:.2f}x", "met" if worst[algorithm] >= 0.9 else "not met"])
    fixed = [(a, by_key.get((a, 16, "cuda"))) for a, _ in ALGORITHMS] if machine == "device" else []
    limits = {"bfs": 0.05, "sssp": 0.05, "fw": 0.1}
    for algorithm, r in fixed:
        if r and algorithm in limits:
            page.targets.append([f"{algorithm}: GPU forced, 16 vertices, per call", f"<= {limits[algorithm] * 1000:.0f} us",
                                 f"{r['call_ms'] * 1000:.0f} us",
                                 "met" if r["call_ms"] <= limits[algorithm] else "not met"])


def render_resident(page, table, machine, rows, by_key):
    """Repeated searches on a resident graph (laid out and uploaded once)."""
    modes = ["auto-resident", "cuda-resident"]
    for algorithm in ("bfs", "sssp"):
        sizes = sorted({r["n"] for r in rows if r["algorithm"] == algorithm and r["mode"] in modes})
        if not sizes:
            continue
        page.add(f"#### {algorithm.upper()} repeated on a resident graph (`make_resident_graph` + `use_resident`)")
        page.add()
        out = []
        for n in sizes:
            line = [str(n)]
            first = next((by_key[(algorithm, n, m)] for m in modes if (algorithm, n, m) in by_key), None)
            line.append(ms(first["bgl_ms"]) if first else "-")
            line += mode_cells(by_key, algorithm, n, modes)
            cuda = by_key.get((algorithm, n, "cuda-resident"))
            line.append(ms(cuda["compute_ms"]) if cuda else "-")
            line.append(f"{cuda['call_ms'] / cuda['compute_ms']:.2f}" if cuda and cuda["compute_ms"] > 0 else "-")
            line.append(same_in(by_key, algorithm, n, modes))
            out.append(line)
        page.add(table(["n", "BGL ms", "auto ms", "auto speed", "cuda ms", "cuda speed", "cuda kernel ms",
                        "call / kernel", "same result"], out))
        page.add()
        largest = max(sizes)
        cuda = by_key.get((algorithm, largest, "cuda-resident"))
        if machine == "device" and cuda and cuda["compute_ms"] > 0:
            ratio = cuda["call_ms"] / cuda["compute_ms"]
            page.targets.append([f"{algorithm}: resident graph, repeated query / kernel time (n = {largest})",
                                 "<= 1.2", f"{ratio:.2f}", "met" if ratio <= 1.2 else "not met"])


def render_johnson(page, table, machine, rows):
    """Johnson-sized all pairs, G(3000, 18000), each method."""
    johnson = [r for r in rows if r["algorithm"] == "johnson"]
    if not johnson:
        return
    page.add("#### All pairs at n = 3000, m = 18000 (`gpu_dijkstra_all` vs `johnson_all_pairs_shortest_paths`)")
    page.add()
    out = [[r["mode"], ms(r["bgl_ms"]), ms(r["call_ms"]), f"{r['speed']:.1f}x", r["method"],
            "yes" if r.get("same", 0) == 1 else "NO"] for r in johnson]
    page.add(table(["mode", "BGL ms", "call ms", "speed", "method", "same result"], out))
    page.add()
    auto = next((r for r in johnson if r["mode"] == "auto"), None)
    if auto and machine == "device":
        page.targets.append(["all pairs n = 3000, m = 18000: auto / BGL's Johnson", ">= 50x", f"{auto['speed']:.0f}x",
                             "met" if auto["speed"] >= 50 else "not met"])


def render_roads(page, table, dedupe):
    """BFS and Dijkstra on real road graphs, the whole call on an adjacency_list."""
    rows = rows_by_machine(page, dedupe, "whole_call_roads", lambda r: (r["algorithm"], r["graph"], r["mode"]))
    if not rows:
        return
    page.add("## Road graphs, whole call on adjacency_list")
    page.add()
    page.add("BFS (`gpu_breadth_first_search` with recorders vs `breadth_first_search`) on the DIMACS USA road "
             "topologies and Dijkstra (`gpu_dijkstra_shortest_paths` vs `dijkstra_shortest_paths`) on the "
             "OpenStreetMap city graphs, each an `adjacency_list<vecS, vecS, directedS>` with both directions of "
             "every road (`int` weights, `long long` where path lengths could leave `int`). Each call is timed "
             "alone, from a few fixed sources in the largest component, BGL's call and ours from the same source "
             "in turns, after a first call of each that is not counted; times are medians per call and speed is "
             "the median of the paired ratios. Compute is the report's `compute_ms` (the kernels' time on CUDA); "
             "call / compute is the median over the rounds of one call's time over its own compute time.")
    page.add()
    for machine in sorted({r["machine"] for r in rows}, reverse=True):
        machine_rows = [r for r in rows if r["machine"] == machine]
        where = where_measured(page, machine, machine_rows)
        page.add(f"### On {where}")
        page.add()
        page.cite(machine_rows)

        def order(r):
            graph = ROAD_GRAPHS.index(r["graph"]) if r["graph"] in ROAD_GRAPHS else len(ROAD_GRAPHS)
            mode = MODES.index(r["mode"]) if r["mode"] in MODES else len(MODES)
            return (graph, r["graph"], mode, r["mode"])

        out = []
        for r in sorted(machine_rows, key=order):
            compute = r.get("compute_ms", 0)
            out.append([r["graph"], r["algorithm"], r["n"], r["m"], r.get("weight", "-"), r["mode"], path_of(r),
                        ms(r["bgl_ms"]), ms(r["call_ms"]), f"{r['speed']:.2f}x", ms(compute) if compute else "-",
                        f"{r.get('call_over_compute') or r['call_ms'] / compute:.2f}" if compute else "-",
                        "yes" if r.get("same", 0) == 1 else "NO"])
        page.add(table(["graph", "search", "n", "m", "weights", "mode", "path", "BGL ms", "call ms", "speed",
                        "compute ms", "call / compute", "same result"], out))
        page.add()
    road_targets(page, [r for r in rows if r["machine"] == "device"])


def road_targets(page, rows):
    """The road targets, from the device machine's cuda rows (auto where cuda is missing)."""
    def judged(algorithm, graph):
        by_mode = {r["mode"]: r for r in rows if r["algorithm"] == algorithm and r["graph"] == graph}
        return by_mode.get("cuda") or by_mode.get("auto")

    for label, (algorithm, which), least in ROAD_TARGETS:
        if isinstance(which, str):
            r = judged(algorithm, which)
        else:
            graphs = sorted({x["graph"] for x in rows if x["algorithm"] == algorithm and x["n"] >= which
                             and x["graph"] not in ("NY", "NE")})
            picked = [judged(algorithm, g) for g in graphs]
            r = max((p for p in picked if p), key=lambda p: p["speed"], default=None)
        if r is None:
            page.targets.append([label, f">= {least}x", "-", "not measured yet"])
            continue
        page.targets.append([label, f">= {least}x", f"{r['speed']:.1f}x ({r['graph']}, {r['mode']})",
                             "met" if r["speed"] >= least else "not met"])
    for r in rows:
        if r["mode"] == "cuda-resident" and r.get("call_over_compute"):
            ratio = r["call_over_compute"]
            page.targets.append([f"{r['algorithm']} {r['graph']}: resident graph, repeated query / kernel time",
                                 "<= 1.2", f"{ratio:.2f}", "met" if ratio <= 1.2 else "not met"])
