// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "options.hpp"

#include "build_info.hpp"
#include "option_values.hpp"

#include <bitset>
#include <cstdio>
#include <cstring>
#include <string>

#include <getopt.h>

namespace gpu_paths_cli {
namespace {

namespace gp = boost::gpu_paths;

// The options whose fit with the command is checked once the command is known (GNU
// getopt permutes argv, so the command may come after its options).
enum class option_id { source, backend, weight_type, output, check, directed, undirected, trials, json, predecessors };
constexpr std::size_t option_count = 10;
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
    case option_id::trials: return "-n/--trials";
    case option_id::json: return "--json";
    case option_id::predecessors: return "--predecessors";
    default: return "--undirected";
    }
}

// Why `what` does not take option `id`; nullptr when it does. An option the command would
// ignore is refused, so a run never quietly does less than was asked.
const char* why_not_taken(command what, option_id id) noexcept
{
    switch (what) {
    case command::info:
        if (id == option_id::source || id == option_id::backend || id == option_id::output || id == option_id::check ||
            id == option_id::trials || id == option_id::json || id == option_id::predecessors)
            return "it describes the graph and runs no algorithm";
        return nullptr;
    case command::bfs:
        if (id == option_id::weight_type) return "it counts hops and ignores weights";
        if (id == option_id::predecessors) return "its results list each vertex's predecessor";
        return nullptr;
    case command::sssp:
    case command::dag:
    case command::bellman_ford:
        return id == option_id::predecessors ? "its results list each vertex's predecessor" : nullptr;
    case command::apsp:
    case command::apsp_dijkstra:
    case command::johnson:
        return id == option_id::source ? "it computes the distances from every vertex" : nullptr;
    case command::closure:
        if (id == option_id::source) return "it searches from every vertex";
        if (id == option_id::weight_type) return "reachability ignores weights";
        if (id == option_id::output || id == option_id::predecessors) return "it prints the number of reachable pairs";
        return nullptr;
    default: return nullptr;
    }
}

void check_options_fit(const options& parsed, const given_options& given)
{
    if (given[static_cast<std::size_t>(option_id::directed)] && given[static_cast<std::size_t>(option_id::undirected)])
        throw usage_error("--directed and --undirected contradict each other; pass one of them");
    for (std::size_t i = 0; i < option_count; ++i) {
        const auto id = static_cast<option_id>(i);
        if (!given[i]) continue;
        if (const char* reason = why_not_taken(parsed.what, id))
            throw usage_error(std::string(to_string(parsed.what)) + " does not take " + option_name(id) + ": " + reason);
    }
}

// The command word among the operands, if any: errors met while the options are still
// being read point to that command's help.
std::string command_word_in(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i)
        if (argv[i][0] != '-' && is_command_word(argv[i])) return argv[i];
    return "";
}

bool ends_with(const std::string& s, const char* suffix)
{
    const std::size_t n = std::strlen(suffix);
    return s.size() >= n && s.compare(s.size() - n, n, suffix) == 0;
}

std::optional<options> parse(int argc, char** argv)
{
    enum long_only : int {
        opt_directed = 256, opt_undirected, opt_version, opt_max_decompressed, opt_seed, opt_json, opt_predecessors
    };
    static const option long_options[] = {
        {"source", required_argument, nullptr, 's'},      {"backend", required_argument, nullptr, 'b'},
        {"weight-type", required_argument, nullptr, 'w'}, {"format", required_argument, nullptr, 'f'},
        {"directed", no_argument, nullptr, opt_directed}, {"undirected", no_argument, nullptr, opt_undirected},
        {"output", required_argument, nullptr, 'o'},      {"check", no_argument, nullptr, 'c'},
        {"time", no_argument, nullptr, 't'},              {"help", no_argument, nullptr, 'h'},
        {"version", no_argument, nullptr, opt_version},   {"max-decompressed", required_argument, nullptr, opt_max_decompressed},
        {"kronecker", required_argument, nullptr, 'g'},   {"uniform", required_argument, nullptr, 'u'},
        {"degree", required_argument, nullptr, 'k'},      {"seed", required_argument, nullptr, opt_seed},
        {"trials", required_argument, nullptr, 'n'},      {"json", optional_argument, nullptr, opt_json},
        {"predecessors", required_argument, nullptr, opt_predecessors},
        {nullptr, 0, nullptr, 0}};

    options parsed;
    given_options given;
    bool help = false, seed_given = false;
    std::optional<unsigned> degree;
    auto mark = [&given](option_id id) { given.set(static_cast<std::size_t>(id)); };
    auto generator = [&](generator_kind kind) {
        if (parsed.generate) throw usage_error("-g and -u each generate a graph; pass one of them, once");
        // 2^31 vertices would reach the readers' 32-bit vertex limit.
        parsed.generate = generator_options{kind, static_cast<unsigned>(parse_count(kind == generator_kind::rmat ? "-g" : "-u", optarg, 1, 30)), 16};
    };
    opterr = 0;  // messages come from usage_error, in one format
    optind = 1;
    int option_char;
    // GNU getopt permutes argv, so options may come before or after COMMAND and GRAPH.
    while ((option_char = getopt_long(argc, argv, ":s:b:w:f:o:cthg:u:k:n:", long_options, nullptr)) != -1) {
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
        case 'g': generator(generator_kind::rmat); break;
        case 'u': generator(generator_kind::uniform); break;
        case 'k': degree = static_cast<unsigned>(parse_count("-k/--degree", optarg, 1, 1u << 16)); break;
        case opt_seed:
            parsed.seed = parse_count("--seed", optarg, 0, UINT64_MAX);
            seed_given = true;
            break;
        case 'n':
            parsed.trials = static_cast<unsigned>(parse_count("-n/--trials", optarg, 1, 1000000));
            mark(option_id::trials);
            break;
        case opt_json:
            // "--json FILE" as well as "--json=FILE": the next word is the record's file
            // when it is named like one, else the record goes to standard output.
            if (optarg)
                parsed.json = optarg;
            else if (optind < argc && ends_with(argv[optind], ".json"))
                parsed.json = argv[optind++];
            else
                parsed.json = "-";
            mark(option_id::json);
            break;
        case opt_predecessors:
            parsed.predecessors = optarg;
            mark(option_id::predecessors);
            break;
        case opt_max_decompressed: parsed.read.max_decompressed_bytes = parse_byte_count(optarg); break;
        case 'h': help = true; break;
        case opt_version: std::printf("gpu-paths (boost_gpu_paths) %s\n", library_version()); return std::nullopt;
        case ':': throw usage_error(std::string("option '") + argv[optind - 1] + "' needs a value");
        default: throw usage_error(std::string("unknown option '") + argv[optind - 1] + "'");
        }
    }
    const int operands = argc - optind;
    if (help) {
        // "gpu-paths CMD --help" describes CMD; anything else gets the whole usage.
        if (operands >= 1 && is_command_word(argv[optind]))
            print_command_help(parse_command(argv[optind]), stdout);
        else
            print_usage(stdout);
        return std::nullopt;
    }
    if (operands == 0) throw usage_error("missing COMMAND and GRAPH");
    parsed.what = parse_command(argv[optind]);
    check_options_fit(parsed, given);
    if (degree && !parsed.generate) throw usage_error("-k/--degree sets the degree of a -g or -u graph; pass one");
    if (parsed.generate && degree) parsed.generate->degree = *degree;
    if (seed_given && !parsed.generate && parsed.trials == 0)
        throw usage_error("--seed seeds -g/-u graphs and -n's random sources; pass one of them");
    if (!parsed.predecessors.empty() && !ends_with(parsed.predecessors, ".npy"))
        throw usage_error("--predecessors writes a .npy file; name it FILE.npy");
    if (parsed.generate) {
        if (operands > 1)
            throw usage_error(std::string("unexpected argument '") + argv[optind + 1] + "': -g/-u generate the graph");
        return parsed;
    }
    if (operands == 1) throw usage_error("missing GRAPH file (or -g SCALE / -u SCALE to generate one)");
    if (operands > 2) throw usage_error(std::string("unexpected argument '") + argv[optind + 2] + "'");
    parsed.graph = argv[optind + 1];
    return parsed;
}

}  // namespace

const char* to_string(command c) noexcept
{
    switch (c) {
    case command::info: return "info";
    case command::bfs: return "bfs";
    case command::sssp: return "sssp";
    case command::dag: return "dag";
    case command::bellman_ford: return "bellman-ford";
    case command::apsp: return "apsp";
    case command::johnson: return "johnson";
    case command::closure: return "closure";
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
    try {
        return parse(argc, argv);
    } catch (const usage_error& e) {
        if (!e.command_word().empty()) throw;
        throw usage_error(e.what(), command_word_in(argc, argv));
    }
}

}  // namespace gpu_paths_cli
