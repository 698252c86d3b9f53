#!/usr/bin/env python3
# Copyright 2026 the boost_gpu_paths authors.
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
"""Writes doc/performance.md (and doc/plots/*.png) from the committed bench/results files.

Every number on that page comes from a RESULT line of a results file that a benchmark
printed on the device machine; nothing is copied by hand. Where several files measured
the same thing (same benchmark, type, size or graph), the newest (by its "date:" header)
wins, and each table names the files its rows come from. A file with an "excluded:"
header line (a run the device itself spoiled, e.g. by thermal slowdown, with the
evidence in the file) stays out of the tables and is listed with its reason.

usage: generate_performance.py [--check] [--no-plots] [REPOSITORY_ROOT]
  --check     regenerate the page in memory and fail if the committed one differs
  --no-plots  write only the Markdown (CI has no plotting library)
"""
import json
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import performance_family  # noqa: E402
import performance_johnson  # noqa: E402
import performance_whole_call  # noqa: E402

# Ceilings measured on this H100 (132 SMs, 1.98 GHz), in T min-plus tasks per second.
CEILINGS = {
    "f32 add+min": 14.7,
    "f32 two adds + three-way integer min (non-negative)": 18.4,
    "s32 add+min (DPX VIADDMNMX)": 16.4,
}
# The ceiling each kernel is held to: f32 graphs with non-negative weights run the
# three-way-min kernel, s32 runs VIADDMNMX. f64 has no measured ceiling here.
CEILING_OF_TYPE = {"f32": 18.4, "s32": 16.4}
TARGETS = {
    "fw_rate_T": 14.0,
    "fw_16384_s": 0.32,
    "fw_whole_over_kernel_8192": 1.25,
    "fw_paths_fraction": 0.60,
    "fw_paths_whole_ratio": 1.30,
    "bfs_ny_ms": 3.4,
    "bfs_ne_ms": 7.8,
    "bfs_rmat21_ms": 0.5,
    "sssp_road_ms": 3.8,
    "sssp_rmat21_ms": 10.0,
    "apsp_100k_s": 10.0,
}


def parse_results(root):
    """({bench: [records]}, {file: header}): every RESULT record of every results file, in
    the order the files were measured (their "date:" headers), each tagged with its file.
    A later measurement of the same thing replaces an earlier one (see dedupe)."""
    files = []
    for path in sorted((root / "bench" / "results").glob("*.txt")):
        text = path.read_text(errors="replace")
        header = {"file": path.name}
        for line in text.splitlines()[:40]:
            m = re.match(r"^#?\s*(commit|date|gpu|excluded)\s*:\s*(.*)$", line)
            if m and m.group(1) not in header and m.group(2).strip():
                header[m.group(1)] = m.group(2).strip()
        if "gpu" not in header:
            m = re.search(r"^gpu:\s*\n(name.*\n)(.*)$", text, re.M)
            if m:
                header["gpu"] = m.group(2).strip()
        # A before/after comparison (scripts/device-compare) counts with its after side only:
        # that is the code the page describes; the before side is there for the comparison.
        after = re.search(r"^after:\s*(\S+)", text, re.M)
        if after and "commit" not in header:
            header["commit"] = after.group(1)
        side = "after"
        records = []
        for line in text.splitlines():
            if after and line.startswith("== before:"):
                side = "before"
            elif after and line.startswith("== after:"):
                side = "after"
            elif line.startswith("RESULT {") and side == "after":
                records.append(json.loads(line[len("RESULT "):]))
        stamp = re.sub(r"[^0-9]", "", header.get("date", ""))[:14].ljust(14, "0")
        files.append((stamp, path.name, header, records))
    by_bench, headers = {}, {}
    for stamp, name, header, records in sorted(files):
        headers[name] = header
        if "excluded" in header:
            continue
        for record in records:
            by_bench.setdefault(record["bench"], []).append({**record, "_source": name})
    return by_bench, headers


def fmt(x, digits=2):
    if isinstance(x, str):
        return x
    if x is None:
        return "-"
    if abs(x) >= 100:
        return f"{x:.0f}"
    return f"{x:.{digits}f}"


def table(headers, rows):
    out = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    out += ["| " + " | ".join(fmt(c) for c in row) + " |" for row in rows]
    return "\n".join(out)


def dedupe(rows, key):
    """The last record per key: the newest measurement of each thing (a results file may
    also print a measurement twice)."""
    seen = {}
    for row in rows:
        seen[key(row)] = row
    return list(seen.values())


def status(ok):
    return "met" if ok else "not met"


class Page:
    def __init__(self, parsed, plots):
        self.results, self.headers = parsed
        self.plots = plots
        self.lines = []
        self.targets = []
        self.sources = {}

    def add(self, text=""):
        self.lines.append(text)

    def use(self, bench):
        return list(self.results.get(bench, []))

    def cite(self, rows):
        """A caption naming the results files the rows of a table come from."""
        names = sorted({r["_source"] for r in rows})
        parts = []
        for name in names:
            h = self.headers[name]
            self.sources[name] = h
            parts.append(f"`bench/results/{name}` ({h.get('gpu', '?')}; commit "
                         f"{h.get('commit', '?').split()[0][:12]}; {h.get('date', '?')})")
        self.add("*Source: " + "; ".join(parts) + ".*")
        self.add()

    # --- Floyd-Warshall -------------------------------------------------------------------
    def floyd_warshall(self):
        if "floyd_warshall" not in self.results:
            return
        self.add("## All pairs: gpu_floyd_warshall_all_pairs")
        self.add()
        rows = dedupe([r for r in self.use("floyd_warshall") if r.get("schedule", "default") == "default"],
                      lambda r: (r["type"], r["n"], r["paths"]))
        self.cite(rows)
        self.add("Kernel time by CUDA events after warm-up (median of repeats); the rate counts n³ "
                 "min-plus tasks. The whole call runs from an `adjacency_list` into a "
                 "`vector<vector<W>>`: layout, host→device, kernel, device→host, write-back "
                 "(device→host is what the copies add after the last kernel: distances only, from n = 8192, "
                 "most rows are copied while the closure finishes the rest; the write-back overlaps the copies, "
                 "so the parts add up to more than the whole).")
        self.add()
        body = []
        for r in sorted(rows, key=lambda r: (r["paths"], r["type"], r["n"])):
            ceiling = CEILING_OF_TYPE.get(r["type"])
            percent = 100 * r["tasks_per_s_T"] / ceiling if ceiling else None
            body.append([r["type"], r["n"], "yes" if r["paths"] else "no", r["kernel_ms"], r["tasks_per_s_T"],
                         f"{percent:.0f}% of {ceiling}" if percent else "no ceiling measured",
                         r["whole_ms"], r["whole_over_kernel"], r["layout_ms"], r["h2d_ms"], r["d2h_ms"],
                         r["write_back_ms"], r["peak_device_bytes"] / 2**20])
        self.add(table(["type", "n", "paths", "kernel ms", "T tasks/s", "of ceiling", "whole call ms",
                        "whole / kernel", "layout ms", "h→d ms", "d→h ms", "write-back ms", "peak device MiB"],
                       body))
        self.add()
        self.add("Ceilings (measured on this H100): " +
                 "; ".join(f"{name} {value} T tasks/s" for name, value in CEILINGS.items()) +
                 ". f32 runs the three-way-min kernel when every weight is non-negative, as in these graphs.")
        self.add()
        by = {(r["type"], r["n"], r["paths"]): r for r in rows}
        tracked = dedupe([r for r in self.use("floyd_warshall") if r.get("schedule") == "tracked"],
                         lambda r: (r["type"], r["n"]))
        if tracked:
            self.add("These graphs have 16 out-edges per vertex, so the predecessors (paths = yes) are derived "
                     "from the final distances in O(n m) after a distance-only closure. A dense input (the "
                     "initialized variant, or BOOST_GPU_PATHS_CLOSURE_PREDECESSOR_MODE=track) has them tracked by the closure "
                     "instead:")
            self.add()
            body = []
            for r in sorted(tracked, key=lambda r: (r["type"], r["n"])):
                a = by.get((r["type"], r["n"], 0))
                frac = f"{100 * r['tasks_per_s_T'] / a['tasks_per_s_T']:.0f}%" if a else "n/a"
                body.append([r["type"], r["n"], r["kernel_ms"], r["tasks_per_s_T"], frac, r["whole_ms"],
                             r["peak_device_bytes"] / 2**20])
            self.add(table(["type", "n", "kernel ms (tracked paths)", "T tasks/s", "of the distance-only rate",
                            "whole call ms", "peak device MiB"], body))
            self.add()
        vs = self.use("floyd_warshall_vs_bgl")
        if vs:
            vs = dedupe(vs, lambda r: (r["type"], r["n"]))
            self.cite(vs)
            self.add("Against `boost::floyd_warshall_all_pairs_shortest_paths` in the same run "
                     "(mismatches counts differing matrix entries):")
            self.add()
            self.add(table(["type", "n", "BGL ms", "GPU whole call ms", "speedup", "host backend ms",
                            "host backend speedup", "mismatches"],
                           [[r["type"], r["n"], r["bgl_ms"], r["gpu_whole_ms"], f"{r['speedup']:.0f}x",
                             r.get("host_backend_ms"), f"{r.get('host_speedup', 0):.1f}x", r["mismatches"]]
                            for r in sorted(vs, key=lambda r: (r["type"], r["n"]))]))
            self.add()
        for t in ("f32", "s32"):
            for n in (8192, 16384):
                r = by.get((t, n, 0))
                if r:
                    self.targets.append((f"FW {t} kernel rate at n = {n}", "≥ 14 T tasks/s",
                                         f"{r['tasks_per_s_T']:.2f} T tasks/s",
                                         status(r["tasks_per_s_T"] >= TARGETS["fw_rate_T"])))
            r = by.get((t, 16384, 0))
            if r:
                self.targets.append((f"FW {t} n = 16384", "≤ 0.32 s", f"{r['kernel_ms'] / 1000:.3f} s",
                                     status(r["kernel_ms"] / 1000 <= TARGETS["fw_16384_s"])))
            r = by.get((t, 8192, 0))
            if r:
                self.targets.append((f"FW {t} whole call / kernel at n = 8192", "≤ 1.25",
                                     f"{r['whole_over_kernel']:.2f}",
                                     status(r["whole_over_kernel"] <= TARGETS["fw_whole_over_kernel_8192"])))
            a, b = by.get((t, 8192, 0)), by.get((t, 8192, 1))
            if a and b and a.get("whole_ms") and b.get("whole_ms"):
                ratio = b["whole_ms"] / a["whole_ms"]
                self.targets.append((f"FW {t} with paths at n = 8192: whole call / distance-only whole call",
                                     "≤ 1.3", f"{ratio:.2f}", status(ratio <= TARGETS["fw_paths_whole_ratio"])))
            for n in (8192, 16384):
                a, b = by.get((t, n, 0)), by.get((t, n, 1))
                if a and b:
                    frac = b["tasks_per_s_T"] / a["tasks_per_s_T"]
                    self.targets.append((f"FW {t} with paths at n = {n}", "≥ 60% of distance-only rate",
                                         f"{100 * frac:.0f}%", status(frac >= TARGETS["fw_paths_fraction"])))
        if self.plots:
            self.plot_floyd_warshall(rows)
            self.plot_floyd_warshall_split(rows)

    def plot_floyd_warshall(self, rows):
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        fig, ax = plt.subplots(figsize=(7, 4.2))
        styles = {("f32", 0): "o-", ("s32", 0): "s-", ("f32", 1): "o--", ("s32", 1): "s--"}
        for (t, paths), style in styles.items():
            pts = sorted((r["n"], r["tasks_per_s_T"]) for r in rows if r["type"] == t and r["paths"] == paths)
            if pts:
                ax.plot([p[0] for p in pts], [p[1] for p in pts], style,
                        label=f"{t}{' with paths' if paths else ''}")
        for name, value, color in (("f32 three-way-min ceiling", 18.4, "C0"), ("s32 DPX ceiling", 16.4, "C1"),
                                   ("f32 add+min ceiling", 14.7, "C2")):
            ax.axhline(value, color=color, linestyle=":", linewidth=1)
            ax.text(1024, value + 0.2, name, fontsize=7, color=color)
        ax.set_xscale("log", base=2)
        ax.set_xlabel("vertices n")
        ax.set_ylabel("T min-plus tasks / s")
        ax.set_title("gpu_floyd_warshall_all_pairs kernel rate")
        ax.legend(fontsize=8, loc="center right")
        ax.grid(True, alpha=0.3)
        self.save(fig, "floyd_warshall_rate.png")

    def plot_floyd_warshall_split(self, rows):
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        picked = sorted((r for r in rows if r["paths"] == 0 and r["type"] in ("f32", "s32") and r["n"] >= 4096),
                        key=lambda r: (r["type"], r["n"]))
        if not picked:
            return
        fig, ax = plt.subplots(figsize=(7, 4))
        labels = [f"{r['type']} n={r['n']}" for r in picked]
        # Shares of the whole call: the kernel, then what the host adds around it.
        kernel = [100 * r["kernel_ms"] / r["whole_ms"] for r in picked]
        before = [100 * (r["layout_ms"] + r["h2d_ms"]) / r["whole_ms"] for r in picked]
        after = [100 - k - b for k, b in zip(kernel, before)]
        ax.bar(labels, before, label="layout + host→device")
        ax.bar(labels, kernel, bottom=before, label="kernel")
        ax.bar(labels, after, bottom=[b + k for b, k in zip(before, kernel)],
               label="device→host + write-back (overlapped) + rest")
        ax.set_ylabel("% of the whole call")
        ax.set_title("gpu_floyd_warshall_all_pairs: where the whole call goes")
        ax.legend(fontsize=7, loc="upper center", bbox_to_anchor=(0.5, -0.1), ncol=3)
        self.save(fig, "floyd_warshall_split.png")

    # --- BFS ------------------------------------------------------------------------------------
    def breadth_first_search(self):
        if "bfs" not in self.results:
            return
        self.add("## gpu_breadth_first_search")
        self.add()
        rows = dedupe(self.use("bfs"), lambda r: r["graph"])
        self.cite(rows)
        self.add("Median over random sources. Kernel: the search with the graph already on the device; "
                 "whole call: the BGL-style call including layout and upload. BGL: "
                 "`boost::breadth_first_search` in the same run. Direction-optimizing gain: top-down-only "
                 "time over the default's.")
        self.add()
        self.add(table(["graph", "vertices", "arcs", "levels", "kernel ms", "GTEPS", "whole call ms", "BGL ms",
                        "speedup kernel", "speedup whole call", "DO gain", "peak device MiB", "valid"],
                       [[r["graph"], r["vertices"], r["arcs"], r["levels_median"], r["kernel_ms_median"],
                         r["gteps_harmonic"], r["whole_call_ms_median"], r["bgl_ms_median"],
                         f"{r['speedup_kernel']:.1f}x", f"{r['speedup_whole_call']:.1f}x",
                         f"{r['direction_optimizing_gain']:.2f}x", r["peak_device_bytes"] / 2**20, r["valid"]]
                        for r in rows]))
        self.add()
        by = {r["graph"]: r for r in rows}
        for graph, key, label in (("NY", "bfs_ny_ms", "≤ 3.4 ms"), ("NE", "bfs_ne_ms", "≤ 7.8 ms"),
                                  ("rmat21", "bfs_rmat21_ms", "≤ 0.5 ms")):
            if graph in by:
                v = by[graph]["kernel_ms_median"]
                self.targets.append((f"BFS {graph} per search", label, f"{v:.2f} ms", status(v <= TARGETS[key])))
        if self.plots:
            self.plot_bars(rows, "graph", "kernel_ms_median", "whole_call_ms_median", "bgl_ms_median",
                           "gpu_breadth_first_search vs BGL, time per search", "breadth_first_search.png")

    # --- Dijkstra --------------------------------------------------------------------------------
    def dijkstra(self):
        if "dijkstra_sssp" in self.results:
            self.add("## gpu_dijkstra_shortest_paths")
            self.add()
            rows = dedupe(self.use("dijkstra_sssp"), lambda r: r["graph"])
            self.cite(rows)
            self.add("Median over sources; BGL: `boost::dijkstra_shortest_paths` in the same run.")
            self.add()
            self.add(table(["graph", "n", "m", "weight", "delta", "phases", "kernel ms", "whole call ms", "BGL ms",
                            "speedup kernel", "speedup whole call", "peak device MiB", "mismatches"],
                           [[r["graph"], r["n"], r["m"], r["weight"], r["delta"], r["phases_median"],
                             r["kernel_ms_median"], r["whole_call_ms"], r["bgl_ms"], f"{r['speedup_kernel']:.1f}x",
                             f"{r['speedup_whole_call']:.1f}x", r["peak_device_bytes"] / 2**20, r["mismatches"]]
                            for r in rows]))
            self.add()
            by = {r["graph"]: r for r in rows}
            road = [r for r in rows if "road" in r["graph"] or r["graph"] in ("rome", "seattle", "delhi")]
            if road:
                largest = max(road, key=lambda r: r["n"])
                v = largest["kernel_ms_median"]
                self.targets.append((f"SSSP road graph ({largest['graph']}, {largest['n']} vertices; target is for 400k)",
                                     "≤ 3.8 ms", f"{v:.2f} ms", status(v <= TARGETS["sssp_road_ms"])))
                # The OSM graphs (the hidden 412k-vertex check graph is one), each.
                for r in road:
                    if r is largest or r["graph"] not in ("rome-roads", "seattle-roads", "delhi-roads"):
                        continue
                    v = r["kernel_ms_median"]
                    self.targets.append((f"SSSP OSM road graph ({r['graph']}, {r['n']} vertices)", "≤ 3.8 ms",
                                         f"{v:.2f} ms", status(v <= TARGETS["sssp_road_ms"])))
            for key in ("rmat21",):
                if key in by:
                    v = by[key]["kernel_ms_median"]
                    self.targets.append(("SSSP R-MAT scale 21", "≤ 10 ms", f"{v:.2f} ms",
                                         status(v <= TARGETS["sssp_rmat21_ms"])))
            if self.plots:
                self.plot_bars(rows, "graph", "kernel_ms_median", "whole_call_ms", "bgl_ms",
                               "gpu_dijkstra_shortest_paths vs BGL, time per search", "dijkstra.png")
        if "dijkstra_all_pairs" in self.results:
            self.add("## gpu_dijkstra_all")
            self.add()
            rows = dedupe(self.use("dijkstra_all_pairs"), lambda r: r["graph"])
            self.cite(rows)
            self.add("End to end into a host `vector<vector<W>>`. BGL: `boost::dijkstra_shortest_paths` from "
                     "every vertex (estimated from the sources timed where `BGL measured` is not all).")
            self.add()
            self.add(table(["graph", "n", "m", "whole call s", "BGL s", "BGL measured", "speedup", "result GB",
                            "peak device MiB", "mismatches"],
                           [[r["graph"], r["n"], r["m"], r["whole_call_s"], r["bgl_s"], r["bgl_measured"],
                             f"{r['speedup']:.0f}x", r["result_bytes"] / 1e9, r["peak_device_bytes"] / 2**20,
                             r["mismatches"]] for r in rows]))
            self.add()
            big = [r for r in rows if r["n"] >= 100000]
            if big:
                v = big[0]["whole_call_s"]
                self.targets.append(("all pairs, 100k vertices, degree 6", "≤ 10 s", f"{v:.2f} s",
                                     status(v <= TARGETS["apsp_100k_s"])))

    def layout(self):
        if "layout" not in self.results:
            return
        self.add("## Layout conversions")
        self.add()
        rows = dedupe(self.use("layout"), lambda r: (r["graph"], r["graph_type"], r["conversion"]))
        self.cite(rows)
        self.add("Graph to the arrays the backends read, on the device machine's host threads (median of "
                 "repeats). Baselines: BGL's own conversion of an `adjacency_list` to its CSR graph, or one "
                 "pass over every out-edge, or a serial copy of every row.")
        self.add()
        self.add(table(["graph", "from", "conversion", "vertices", "edges", "threads", "ms", "baseline",
                        "baseline ms", "speedup"],
                       [[r["graph"], r["graph_type"], r["conversion"], r["vertices"], r.get("edges", "-"),
                         r["threads"], r["ms"], r["baseline"], r["baseline_ms"] or "-",
                         f"{r['speedup_vs_baseline']:.2f}x" if r["baseline_ms"] else "-"] for r in rows]))
        self.add()

    def plot_bars(self, rows, label_key, kernel_key, whole_key, bgl_key, title, name):
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        fig, ax = plt.subplots(figsize=(8, 4.2))
        labels = [r[label_key] for r in rows]
        xs = range(len(rows))
        width = 0.27
        ax.bar([x - width for x in xs], [r[kernel_key] for r in rows], width, label="GPU kernel")
        ax.bar(list(xs), [r[whole_key] for r in rows], width, label="GPU whole call")
        ax.bar([x + width for x in xs], [r[bgl_key] for r in rows], width, label="BGL")
        ax.set_xticks(list(xs))
        ax.set_xticklabels(labels, rotation=30, fontsize=8)
        ax.set_yscale("log")
        ax.set_ylabel("ms per search")
        ax.set_title(title)
        ax.legend(fontsize=8)
        ax.grid(True, axis="y", alpha=0.3)
        self.save(fig, name)

    def save(self, fig, name):
        path = self.plots / name
        path.parent.mkdir(parents=True, exist_ok=True)
        fig.tight_layout()
        fig.savefig(path, dpi=110, metadata={"Software": None})
        import matplotlib.pyplot as plt
        plt.close(fig)

    def render(self):
        self.floyd_warshall()
        self.breadth_first_search()
        self.dijkstra()
        performance_whole_call.render(self, table, dedupe)
        performance_whole_call.render_roads(self, table, dedupe)
        performance_johnson.render(self, table, dedupe)
        performance_family.render(self, table, dedupe)
        self.layout()
        at_a_glance = performance_whole_call.glance(self, table, dedupe)
        head = ["# Performance", "",
                "Generated by `doc/generate_performance.py` from the committed files in `bench/results/`; "
                "do not edit by hand (CI checks the page matches them). Every figure below was measured on "
                "the device machine listed with its source file.", ""]
        head.append(table(["results file", "commit", "GPU", "date"],
                          [[f"`{name}`", s.get("commit", "?"), s.get("gpu", "?"), s.get("date", "?")]
                           for name, s in sorted(self.sources.items())]))
        excluded = sorted((name, h) for name, h in self.headers.items() if "excluded" in h)
        if excluded:
            head += ["", "Left out of every table below (the reason, with its evidence, is in the file):", ""]
            head += [f"- `{name}` ({h.get('commit', '?').split()[0][:12]}; {h.get('date', '?')}): {h['excluded']}"
                     for name, h in excluded]
        head += [""] + at_a_glance
        head += ["Plots: [Floyd-Warshall rate](plots/floyd_warshall_rate.png), "
                 "[Floyd-Warshall whole-call split](plots/floyd_warshall_split.png), "
                 "[BFS](plots/breadth_first_search.png), [Dijkstra](plots/dijkstra.png) (each drawn from the "
                 "same results as the table of its section).", "",
                 "## Targets", ""]
        head.append(table(["what", "target", "measured", "status"], self.targets))
        head.append("")
        return "\n".join(head + self.lines) + "\n"


def main(argv):
    check = "--check" in argv
    plots = "--no-plots" not in argv and not check
    args = [a for a in argv if not a.startswith("--")]
    root = pathlib.Path(args[0] if args else pathlib.Path(__file__).resolve().parent.parent)
    page = Page(parse_results(root), root / "doc" / "plots" if plots else None).render()
    target = root / "doc" / "performance.md"
    if check:
        current = target.read_text() if target.exists() else ""
        same = current == page
        print("doc/performance.md matches bench/results" if same else
              "doc/performance.md is out of date: run doc/generate_performance.py")
        print(f"{1 if same else 0} passed, {0 if same else 1} failed")
        return 0 if same else 1
    target.write_text(page)
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
