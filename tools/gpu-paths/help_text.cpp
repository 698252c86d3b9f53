// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The --help texts: the whole tool's, and one per command (gpu-paths CMD --help).
#include "options.hpp"

#include <cstdio>

namespace gpu_paths_cli {
namespace {

const char usage_text[] =
    "usage: gpu-paths COMMAND [OPTIONS] GRAPH\n"
    "       gpu-paths COMMAND [OPTIONS] -g SCALE | -u SCALE\n"
    "\n"
    "Commands (gpu-paths COMMAND --help for one of them):\n"
    "  info            vertices, edges, directedness and weight range of GRAPH as read\n"
    "  bfs             breadth-first search from --source: lines \"v hops pred\"\n"
    "  sssp            shortest paths from --source (Dijkstra): lines \"v dist pred\"\n"
    "  dag             shortest paths from --source in a DAG, negative weights allowed\n"
    "  bellman-ford    shortest paths from --source, negative weights taken (Bellman-Ford)\n"
    "  apsp            all pairs shortest paths (Floyd-Warshall) into a matrix\n"
    "  apsp-dijkstra   all pairs shortest paths by Dijkstra from every vertex\n"
    "  johnson         all pairs shortest paths by Johnson (negative weights taken)\n"
    "  closure         transitive closure: the number of pairs (u, v) with a path u -> v\n"
    "\n"
    "Input (GRAPH, or a generated graph as GAPBS makes them):\n"
    "  -f, --format F           auto | dimacs | pace | mtx | metis | snap (default: from\n"
    "                           the name and first lines; .el, .wel, .txt, .csv and .tsv\n"
    "                           are edge lists \"u v [w]\", a CSV header line is skipped)\n"
    "  -g, --kronecker SCALE    Kronecker (R-MAT) graph, 2^SCALE vertices, undirected\n"
    "  -u, --uniform SCALE      uniform random graph, 2^SCALE vertices, undirected\n"
    "  -k, --degree K           average degree of -g/-u graphs: K * 2^SCALE edges (16)\n"
    "      --seed N             seed of -g/-u and of -n's random sources (27491095)\n"
    "                           -g/-u weights, for sssp and apsp: integers 1..255\n"
    "      --directed           treat the graph as directed\n"
    "      --undirected         treat the graph as undirected (each edge both ways)\n"
    "      --max-decompressed N refuse a compressed GRAPH (or a stream such as standard input)\n"
    "                           whose text exceeds N bytes (suffix K, M, G or T: powers of\n"
    "                           1024; default 64G)\n"
    "\n"
    "Running:\n"
    "  -s, --source V           source vertex, as the file numbers it (1-based for DIMACS,\n"
    "                           PACE, METIS and Matrix Market; the file's ids for edge\n"
    "                           lists); default: the first vertex, or random with -n\n"
    "  -n, --trials N           run N times (from random sources of nonzero degree unless\n"
    "                           -s is given) and print per-trial and average times\n"
    "  -b, --backend B          auto | cuda | host (default auto)\n"
    "  -w, --weight-type T      f32 | f64 | i32 | i64 (default: i32 or i64 for whole\n"
    "                           weights, whichever holds every path length; else f64)\n"
    "  -c, --check              compare with the Boost Graph Library on the CPU and print\n"
    "                           \"check: PASS\" (exit 3 on a mismatch)\n"
    "  -t, --time               print where the time went to standard error\n"
    "\n"
    "Results:\n"
    "  -o, --output FILE        where results go; the format follows the extension: .npy\n"
    "                           (binary), .csv, or text (.txt and other names); - is\n"
    "                           standard output (bfs/sssp: text; apsp: .npy, which is\n"
    "                           refused on a terminal). Default: bfs/sssp print text\n"
    "                           (nothing with -n); apsp only computes. FILE is replaced\n"
    "                           only when the run succeeds, and must be a regular file\n"
    "                           or new\n"
    "      --predecessors FILE  apsp: the predecessor matrix as .npy (row = source)\n"
    "      --json[=FILE]        a JSON record of the run (command, graph, backend, device,\n"
    "                           version, build, times per trial, check) to FILE, or to\n"
    "                           standard output after the text; --json FILE.json works too\n"
    "  -h, --help               this text\n"
    "      --version            the version\n"
    "\n"
    "Output: vertices are numbered as in the file; \"inf\" marks unreachable vertices,\n"
    "whose predecessor is the vertex itself, as is the source's. In .npy files,\n"
    "unreachable entries hold +inf (f32, f64) or the type's maximum (i32, i64).\n"
    "GRAPH may be compressed with gzip or xz, or (through the installed program) bzip2 or zstd.\n"
    "\n"
    "Exit status: 0 success, 1 bad input or results that cannot be written, 2 usage\n"
    "error, 3 --check found a mismatch, 130 interrupted (Ctrl-C: nothing written).\n";

const char* command_text(command what) noexcept
{
    switch (what) {
    case command::info:
        return "usage: gpu-paths info [OPTIONS] GRAPH | -g SCALE | -u SCALE\n"
               "\n"
               "What was read: vertices, edges, directedness, weight range, self loops, parallel\n"
               "edges, degrees, vertex ids and the weight type the algorithms would use.\n"
               "\n"
               "Options: -f, -g, -u, -k, --seed, --directed, --undirected, --max-decompressed,\n"
               "-w, -t. gpu-paths --help describes each.\n";
    case command::bfs:
        return "usage: gpu-paths bfs [OPTIONS] GRAPH | -g SCALE | -u SCALE\n"
               "\n"
               "Breadth-first search: one line \"v hops pred\" per vertex (.csv: a header and\n"
               "commas; .npy: the hop counts as an int32 vector, unreachable = 2147483647).\n"
               "With -n N, N searches from random sources and a summary: each trial's time,\n"
               "Average/Min/Max Time and TEPS (edges of the graph / time).\n"
               "\n"
               "Options: -s, -n, --seed, -b, -c, -t, -o, --json, -f, -g, -u, -k, --directed,\n"
               "--undirected, --max-decompressed. gpu-paths --help describes each.\n"
               "Example: gpu-paths bfs -g 20 -n 16 --json\n";
    case command::sssp:
        return "usage: gpu-paths sssp [OPTIONS] GRAPH | -g SCALE | -u SCALE\n"
               "\n"
               "Dijkstra from one source: one line \"v dist pred\" per vertex (.csv: a header\n"
               "and commas; .npy: the distances as a vector of the weight type). A negative\n"
               "edge reached from the source is refused, naming it. -g/-u graphs get GAPBS's\n"
               "weights, integers 1..255. With -n N, N runs from random sources and a summary.\n"
               "\n"
               "Options: -s, -n, --seed, -b, -w, -c, -t, -o, --json, -f, -g, -u, -k,\n"
               "--directed, --undirected, --max-decompressed. gpu-paths --help describes each.\n"
               "Example: gpu-paths sssp -g 16 -n 8 --check\n";
    case command::dag:
        return "usage: gpu-paths dag [OPTIONS] GRAPH\n"
               "\n"
               "Shortest paths from one source in a graph whose part reachable from the source\n"
               "is acyclic (BGL's dag_shortest_paths): one line \"v dist pred\" per vertex, as\n"
               "for sssp. Negative weights are taken; a cycle reachable from the source is an\n"
               "error. With -n N, N runs from random sources and a summary.\n"
               "\n"
               "Options: -s, -n, --seed, -b, -w, -c, -t, -o, --json, -f, --directed,\n"
               "--undirected, --max-decompressed. gpu-paths --help describes each.\n"
               "Example: gpu-paths dag -s 1 -c tasks.wel\n";
    case command::bellman_ford:
        return "usage: gpu-paths bellman-ford [OPTIONS] GRAPH | -g SCALE | -u SCALE\n"
               "\n"
               "Bellman-Ford from one source: the output of sssp, with negative weights taken. A\n"
               "negative cycle reachable from the source is an error (exit 1); on an undirected\n"
               "graph any reachable negative edge is one. With -n N, N runs from random sources\n"
               "and a summary.\n"
               "\n"
               "Options: -s, -n, --seed, -b, -w, -c, -t, -o, --json, -f, -g, -u, -k,\n"
               "--directed, --undirected, --max-decompressed. gpu-paths --help describes each.\n"
               "Example: gpu-paths bellman-ford -s 1 --check graph.gr\n";
    case command::johnson:
        return "usage: gpu-paths johnson [OPTIONS] GRAPH | -g SCALE | -u SCALE\n"
               "\n"
               "The apsp matrix by Johnson's algorithm: potentials by Bellman-Ford make the\n"
               "weights non-negative, then Dijkstra from every vertex. A negative cycle is an\n"
               "error. -o and --predecessors as for apsp.\n"
               "\n"
               "Options: -n, -b, -w, -c, -t, -o, --predecessors, --json, -f, -g, -u, -k,\n"
               "--seed, --directed, --undirected, --max-decompressed.\n";
    case command::apsp:
        return "usage: gpu-paths apsp [OPTIONS] GRAPH | -g SCALE | -u SCALE\n"
               "\n"
               "All pairs shortest paths by Floyd-Warshall into an n x n matrix, row = source\n"
               "(-o FILE.npy binary, .csv or .txt text); --predecessors FILE.npy adds the\n"
               "predecessor matrix (entry [u][v]: the vertex before v on a shortest path from\n"
               "u; u itself on the diagonal and v where v is unreachable). Negative weights are\n"
               "taken; a negative cycle is an error.\n"
               "\n"
               "Options: -n, -b, -w, -c, -t, -o, --predecessors, --json, -f, -g, -u, -k,\n"
               "--seed, --directed, --undirected, --max-decompressed.\n";
    case command::closure:
        return "usage: gpu-paths closure [OPTIONS] GRAPH | -g SCALE | -u SCALE\n"
               "\n"
               "The transitive closure (gpu_transitive_closure, a drop-in for BGL's\n"
               "transitive_closure) into a graph, reported as its number of edges: the pairs\n"
               "(u, v) with a path of at least one edge from u to v (u -> u when u lies on a\n"
               "cycle or has a self loop). --check compares the edges with BGL's.\n"
               "\n"
               "Options: -n, -b, -c, -t, --json, -f, -g, -u, -k, --seed, --directed,\n"
               "--undirected, --max-decompressed.\n"
               "Example: gpu-paths closure -u 10 -k 2 --check\n";
    default:
        return "usage: gpu-paths apsp-dijkstra [OPTIONS] GRAPH | -g SCALE | -u SCALE\n"
               "\n"
               "The apsp matrix by Dijkstra from every vertex (non-negative weights; a negative\n"
               "edge is refused, naming it). -o and --predecessors as for apsp.\n"
               "\n"
               "Options: -n, -b, -w, -c, -t, -o, --predecessors, --json, -f, -g, -u, -k,\n"
               "--seed, --directed, --undirected, --max-decompressed.\n";
    }
}

}  // namespace

void print_usage(std::FILE* out) { std::fputs(usage_text, out); }

void print_command_help(command what, std::FILE* out) { std::fputs(command_text(what), out); }

void print_usage_error(const usage_error& e, std::FILE* out)
{
    if (e.command_word().empty())
        std::fprintf(out, "gpu-paths: %s\nTry 'gpu-paths --help' for the commands and options.\n", e.what());
    else
        std::fprintf(out, "gpu-paths: %s\nTry 'gpu-paths %s --help'.\n", e.what(), e.command_word().c_str());
}

}  // namespace gpu_paths_cli
