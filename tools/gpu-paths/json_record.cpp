// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The --json record: one object per run, for scripts that collect benchmark results.
// Times are milliseconds; ids are the file's own, like the text output's.
#include "build_info.hpp"
#include "run_record.hpp"

#include <boost_gpu_paths/backend.hpp>

#include <algorithm>
#include <string>
#include <thread>

namespace gpu_paths_cli {
namespace {

namespace gp = boost::gpu_paths;

// A JSON string: quotes, backslashes and control characters escaped, so that a file name
// or a message can never break the record (or a terminal showing it).
std::string quoted(const std::string& text)
{
    std::string out = "\"";
    for (unsigned char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c < 0x20 || c == 0x7f) {
            char escape[8];
            std::snprintf(escape, sizeof escape, "\\u%04x", c);
            out += escape;
        } else {
            out += static_cast<char>(c);
        }
    }
    return out + "\"";
}

std::string number(double x)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.6f", x);
    return text;
}

// The backend that ran: the library's report when it gave one, else what the option
// resolves to on this machine.
gp::backend_kind backend_of(const options& opts, const run_record& record)
{
    for (const trial_record& trial : record.trials)
        if (trial.backend_reported) return trial.backend.backend;
    try {
        return gp::resolve_backend(opts.backend);
    } catch (const std::exception&) {
        return opts.backend;
    }
}

std::string device_of(gp::backend_kind backend)
{
    if (backend == gp::backend_kind::cuda) return gp::describe_cuda_device();
    return "host CPU, " + std::to_string(std::max(1u, std::thread::hardware_concurrency())) + " threads";
}

std::string graph_object(const options& opts, const run_record& r)
{
    std::string out = "{";
    if (opts.generate) {
        const bool rmat = opts.generate->kind == generator_kind::rmat;
        out += "\"generator\": {\"kind\": " + quoted(rmat ? "kronecker" : "uniform") +
               ", \"scale\": " + std::to_string(opts.generate->scale) +
               ", \"degree\": " + std::to_string(opts.generate->degree) + ", \"seed\": " + std::to_string(opts.seed) +
               "}, ";
    } else {
        out += "\"file\": " + quoted(opts.graph) + ", ";
    }
    out += "\"format\": " + quoted(r.format) + ", \"vertices\": " + std::to_string(r.vertices) +
           ", \"edges\": " + std::to_string(r.edges) + ", \"directed\": " + (r.directed ? "true" : "false") +
           ", \"weighted\": " + (r.weighted ? "true" : "false") + "}";
    return out;
}

std::string trial_object(const trial_record& t, std::uint64_t edges, bool traversal)
{
    std::string out = "{";
    if (t.source) out += "\"source\": " + std::to_string(*t.source) + ", ";
    out += "\"time_ms\": " + number(t.ms);
    if (traversal && t.ms > 0) out += ", \"teps\": " + number(static_cast<double>(edges) / (t.ms / 1000));
    if (t.backend_reported) {
        const auto& b = t.backend;
        out += ", \"phases_ms\": {\"layout\": " + number(b.layout_ms) + ", \"upload\": " + number(b.upload_ms) +
               ", \"compute\": " + number(b.compute_ms) + ", \"download\": " + number(b.download_ms) +
               ", \"write_back\": " + number(b.write_back_ms) + "}";
        if (!b.method.empty()) out += ", \"method\": " + quoted(b.method);
    }
    return out + "}";
}

}  // namespace

void write_json_record(const options& opts, const run_record& r, std::FILE* out)
{
    const bool traversal = opts.what == command::bfs || opts.what == command::sssp || opts.what == command::dag ||
                           opts.what == command::bellman_ford;
    const gp::backend_kind backend = backend_of(opts, r);
    std::string json = "{\n";
    json += "  \"command\": " + quoted(to_string(opts.what)) + ",\n";
    json += "  \"graph\": " + graph_object(opts, r) + ",\n";
    if (!r.weight_type.empty()) json += "  \"weight_type\": " + quoted(r.weight_type) + ",\n";
    json += "  \"backend\": " + quoted(gp::to_string(backend)) + ",\n";
    json += "  \"device\": " + quoted(device_of(backend)) + ",\n";
    json += "  \"library_version\": " + quoted(library_version()) + ",\n";
    json += "  \"build_commit\": " + quoted(build_commit()) + ",\n";
    json += "  \"seed\": " + std::to_string(opts.seed) + ",\n";
    const run_timing& t = r.timing;
    json += "  \"phases_ms\": {\"read\": " + number(t.read_ms) + ", \"convert\": " + number(t.convert_ms) +
            ", \"output\": " + number(t.output_ms) + ", \"check\": " + number(t.check_ms) + "},\n";
    json += "  \"trials\": [";
    double total = 0, low = 0, high = 0;
    for (std::size_t i = 0; i < r.trials.size(); ++i) {
        json += (i ? ",\n    " : "\n    ") + trial_object(r.trials[i], r.edges, traversal);
        total += r.trials[i].ms;
        low = i ? std::min(low, r.trials[i].ms) : r.trials[i].ms;
        high = std::max(high, r.trials[i].ms);
    }
    json += r.trials.empty() ? "],\n" : "\n  ],\n";
    if (!r.trials.empty()) {
        const double average = total / r.trials.size();
        json += "  \"summary\": {\"trials\": " + std::to_string(r.trials.size()) +
                ", \"average_ms\": " + number(average) + ", \"min_ms\": " + number(low) +
                ", \"max_ms\": " + number(high);
        if (traversal && average > 0)
            json += ", \"average_teps\": " + number(static_cast<double>(r.edges) / (average / 1000));
        json += "},\n";
    }
    const bool failed = r.check.rfind("FAIL", 0) == 0;
    json += "  \"check\": " + quoted(r.check.empty() ? "not run" : failed ? "FAIL" : "PASS");
    if (failed) json += ",\n  \"check_message\": " + quoted(r.check.substr(std::min<std::size_t>(6, r.check.size())));
    json += "\n}\n";
    std::fputs(json.c_str(), out);
}

}  // namespace gpu_paths_cli
