#include "options.hpp"

#include <boost_gpu_paths/version.hpp>

#include <bitset>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include <getopt.h>

namespace gpu_paths_cli {
namespace {

namespace gp = boost::gpu_paths;

const char usage_text[] =
    "usage: gpu-paths COMMAND [OPTIONS] GRAPH\n"
    "\n"
    "Commands:\n"
    "  info            vertices, edges, directedness and weight range of GRAPH as read\n"
    "  bfs             breadth-first search from --source: lines \"v hops pred\"\n"
    "  sssp            shortest paths from --source (Dijkstra): lines \"v dist pred\"\n"
    "  apsp            all pairs shortest paths (Floyd-Warshall) into a .npy matrix\n"
    "  apsp-dijkstra   all pairs shortest paths by Dijkstra from every vertex (.npy)\n"
    "\n"
    "Options (info takes -w, -f, --directed, --undirected and -t; bfs all but -w;\n"
    "sssp all; apsp and apsp-dijkstra all but -s):\n"
    "  -s, --source V           source vertex, as the file numbers it (1-based for DIMACS,\n"
    "                           PACE, METIS and Matrix Market; the file's ids for SNAP);\n"
    "                           default: the first vertex\n"
    "  -b, --backend B          auto | cuda | host (default auto)\n"
    "  -w, --weight-type T      f32 | f64 | i32 | i64 (default: i32 or i64 for whole\n"
    "                           weights, whichever holds every path length; else f64)\n"
    "  -f, --format F           auto | dimacs | pace | mtx | metis | snap (default auto)\n"
    "      --directed           treat the graph as directed\n"
    "      --undirected         treat the graph as undirected (each edge both ways)\n"
    "      --max-decompressed N refuse a compressed GRAPH (or a stream such as standard input)\n"
    "                           whose text exceeds N bytes (suffix K, M, G or T: powers of\n"
    "                           1024; default 64G)\n"
    "  -o, --output FILE        where results go (bfs/sssp: default standard output;\n"
    "                           apsp: a .npy file, row = source; without it apsp only\n"
    "                           computes, for --check and --time; - is standard output).\n"
    "                           FILE is replaced only when the run succeeds, and must be\n"
    "                           a regular file or new\n"
    "  -c, --check              compare with the Boost Graph Library on the CPU (exit 3\n"
    "                           on a mismatch)\n"
    "  -t, --time               print where the time went to standard error\n"
    "  -h, --help               this text\n"
    "      --version            the version\n"
    "\n"
    "Output: vertices are numbered as in the file; \"inf\" marks unreachable vertices,\n"
    "whose predecessor is the vertex itself, as is the source's. In .npy files,\n"
    "unreachable pairs hold +inf (f32, f64) or the type's maximum (i32, i64).\n"
    "GRAPH may be compressed with gzip, xz, bzip2 or zstd (the program must be installed).\n"
    "\n"
    "Exit status: 0 success, 1 bad input or results that cannot be written, 2 usage\n"
    "error, 3 --check found a mismatch.\n";

// "N" or "N" with K, M, G or T (powers of 1024), as --max-decompressed takes it.
std::uint64_t parse_byte_count(const std::string& text)
{
    const auto bad = [&] {
        return usage_error("--max-decompressed expects a byte count such as 512M or 64G, not '" + text + "'");
    };
    std::size_t digits = 0;
    while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
    if (digits == 0 || digits > 19 || text.size() > digits + 1) throw bad();
    int shift = 0;
    if (text.size() == digits + 1) {
        switch (text.back()) {
        case 'K': case 'k': shift = 10; break;
        case 'M': case 'm': shift = 20; break;
        case 'G': case 'g': shift = 30; break;
        case 'T': case 't': shift = 40; break;
        default: throw bad();
        }
    }
    const std::uint64_t count = std::stoull(text.substr(0, digits));
    if (count == 0 || count > (UINT64_MAX >> shift)) throw bad();
    return count << shift;
}

command parse_command(const std::string& word)
{
    if (word == "info") return command::info;
    if (word == "bfs") return command::bfs;
    if (word == "sssp") return command::sssp;
    if (word == "apsp") return command::apsp;
    if (word == "apsp-dijkstra") return command::apsp_dijkstra;
    throw usage_error("unknown command '" + word + "' (expected info, bfs, sssp, apsp or apsp-dijkstra)");
}

weight_type parse_weight_type(const std::string& word)
{
    if (word == "auto") return weight_type::automatic;
    if (word == "f32" || word == "float") return weight_type::f32;
    if (word == "f64" || word == "double") return weight_type::f64;
    if (word == "i32" || word == "int32") return weight_type::i32;
    if (word == "i64" || word == "int64") return weight_type::i64;
    throw usage_error("unknown weight type '" + word + "' (expected f32, f64, i32 or i64)");
}

// The options whose fit with the command is checked once the command is known (GNU
// getopt permutes argv, so the command may come after its options).
enum class option_id { source, backend, weight_type, output, check, directed, undirected };
constexpr std::size_t option_count = 7;
using given_options = std::bitset<option_count>;

const char* option_name(option_id id) noexcept
{
    switch (id) {
    case option_id::source: return "-s/--source";
    case option_id::backend: return "-b/--backend";
    case option_id::weight_type: return "-w/--weight-type";
    case option_id::output: return "-o/--output";
    case option_id::check: return "-c/--check";
    case option_id::directed: return "--directed";
    default: return "--undirected";
    }
}

// Why `what` does not take option `id`; nullptr when it does. An option the command would
// ignore is refused, so a run never quietly does less than was asked.
const char* why_not_taken(command what, option_id id) noexcept
{
    switch (what) {
    case command::info:
        if (id == option_id::source || id == option_id::backend || id == option_id::output || id == option_id::check)
            return "it describes the file and runs no algorithm";
        return nullptr;
    case command::bfs: return id == option_id::weight_type ? "it counts hops and ignores weights" : nullptr;
    case command::apsp:
    case command::apsp_dijkstra:
        return id == option_id::source ? "it computes the distances from every vertex" : nullptr;
    default: return nullptr;
    }
}

void check_options_fit(command what, const given_options& given)
{
    if (given[static_cast<std::size_t>(option_id::directed)] && given[static_cast<std::size_t>(option_id::undirected)])
        throw usage_error("--directed and --undirected contradict each other; pass one of them");
    for (std::size_t i = 0; i < option_count; ++i) {
        const auto id = static_cast<option_id>(i);
        if (!given[i]) continue;
        if (const char* reason = why_not_taken(what, id))
            throw usage_error(std::string(to_string(what)) + " does not take " + option_name(id) + ": " + reason);
    }
}

std::int64_t parse_vertex(const char* text)
{
    char* end = nullptr;
    errno = 0;
    const long long value = std::strtoll(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0')
        throw usage_error(std::string("--source expects an integer vertex id, not '") + text + "'");
    return value;
}

}  // namespace

void print_usage(std::FILE* out) { std::fputs(usage_text, out); }

void print_usage_error(const usage_error& e, std::FILE* out)
{
    std::fprintf(out, "gpu-paths: %s\nRun 'gpu-paths --help' for the commands and options.\n", e.what());
}

const char* to_string(command c) noexcept
{
    switch (c) {
    case command::info: return "info";
    case command::bfs: return "bfs";
    case command::sssp: return "sssp";
    case command::apsp: return "apsp";
    default: return "apsp-dijkstra";
    }
}

const char* to_string(weight_type w) noexcept
{
    switch (w) {
    case weight_type::f32: return "f32";
    case weight_type::f64: return "f64";
    case weight_type::i32: return "i32";
    case weight_type::i64: return "i64";
    default: return "auto";
    }
}

std::optional<options> parse_options(int argc, char** argv)
{
    enum long_only : int { opt_directed = 256, opt_undirected, opt_version, opt_max_decompressed };
    static const option long_options[] = {
        {"source", required_argument, nullptr, 's'},      {"backend", required_argument, nullptr, 'b'},
        {"weight-type", required_argument, nullptr, 'w'}, {"format", required_argument, nullptr, 'f'},
        {"directed", no_argument, nullptr, opt_directed}, {"undirected", no_argument, nullptr, opt_undirected},
        {"output", required_argument, nullptr, 'o'},      {"check", no_argument, nullptr, 'c'},
        {"time", no_argument, nullptr, 't'},              {"help", no_argument, nullptr, 'h'},
        {"version", no_argument, nullptr, opt_version},   {"max-decompressed", required_argument, nullptr, opt_max_decompressed},
        {nullptr, 0, nullptr, 0}};

    options parsed;
    given_options given;
    auto mark = [&given](option_id id) { given.set(static_cast<std::size_t>(id)); };
    opterr = 0;  // messages come from usage_error, in one format
    optind = 1;
    int option_char;
    // GNU getopt permutes argv, so options may come before or after COMMAND and GRAPH.
    while ((option_char = getopt_long(argc, argv, ":s:b:w:f:o:cth", long_options, nullptr)) != -1) {
        switch (option_char) {
        case 's':
            parsed.source = parse_vertex(optarg);
            mark(option_id::source);
            break;
        case 'b':
            try {
                parsed.backend = gp::parse_backend(optarg);
            } catch (const std::invalid_argument& e) {
                throw usage_error(e.what());
            }
            mark(option_id::backend);
            break;
        case 'w':
            parsed.weights = parse_weight_type(optarg);
            mark(option_id::weight_type);
            break;
        case 'f':
            try {
                parsed.format = gp::io::parse_format(optarg);
            } catch (const std::invalid_argument& e) {
                throw usage_error(e.what());
            }
            break;
        case opt_directed:
            parsed.directed = true;
            mark(option_id::directed);
            break;
        case opt_undirected:
            parsed.directed = false;
            mark(option_id::undirected);
            break;
        case 'o':
            parsed.output = optarg;
            mark(option_id::output);
            break;
        case 'c':
            parsed.check = true;
            mark(option_id::check);
            break;
        case 't': parsed.time = true; break;
        case opt_max_decompressed: parsed.read.max_decompressed_bytes = parse_byte_count(optarg); break;
        case 'h': print_usage(stdout); return std::nullopt;
        case opt_version: std::puts("gpu-paths (boost_gpu_paths) " BOOST_GPU_PATHS_VERSION_STRING); return std::nullopt;
        case ':': throw usage_error(std::string("option '") + argv[optind - 1] + "' needs a value");
        default: throw usage_error(std::string("unknown option '") + argv[optind - 1] + "'");
        }
    }
    const int operands = argc - optind;
    if (operands == 0) throw usage_error("missing COMMAND and GRAPH");
    parsed.what = parse_command(argv[optind]);
    check_options_fit(parsed.what, given);
    if (operands == 1) throw usage_error("missing GRAPH file");
    if (operands > 2) throw usage_error(std::string("unexpected argument '") + argv[optind + 2] + "'");
    parsed.graph = argv[optind + 1];
    return parsed;
}

}  // namespace gpu_paths_cli
