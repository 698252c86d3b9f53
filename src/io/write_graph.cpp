// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost_gpu_paths/io/write_graph.hpp>

#include <boost_gpu_paths/io/errors.hpp>

#include <charconv>
#include <cmath>
#include <type_traits>
#include <fstream>
#include <string>

namespace boost {
namespace gpu_paths {
namespace io {
namespace {

// Shortest text that reads back as the same double; integers as they are. A whole double
// beyond the 64-bit integers goes in scientific form: written plainly ("9223372036854775808")
// it would read as an integer, which the readers refuse beyond int64.
template <class Number>
void append_number(std::string& out, Number value)
{
    char buffer[40];
    if constexpr (std::is_floating_point<Number>::value) {
        if (!(std::fabs(value) < 0x1p63)) {
            out.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific).ptr);
            return;
        }
    }
    out.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, value).ptr);
}

template <class Weight>
void append_arc(std::string& out, std::uint32_t u, std::uint32_t v, Weight w)
{
    char buffer[32];
    out += "a ";
    out.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, std::uint64_t(u) + 1).ptr);
    out += ' ';
    out.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, std::uint64_t(v) + 1).ptr);
    out += ' ';
    append_number(out, w);
    out += '\n';
}

}  // namespace

void write_dimacs(const edge_list& graph, std::ostream& out)
{
    std::size_t arcs = graph.edge_count();
    if (!graph.directed)
        for (std::size_t e = 0; e < graph.edge_count(); ++e) arcs += graph.sources[e] != graph.targets[e];
    std::string text;
    if (!graph.description.empty()) text += "c " + graph.description + "\n";
    text += "p sp " + std::to_string(graph.vertex_count) + " " + std::to_string(arcs) + "\n";
    const bool exact = graph.has_exact_integer_weights();
    for (std::size_t e = 0; e < graph.edge_count(); ++e) {
        const auto write = [&](auto w) {
            append_arc(text, graph.sources[e], graph.targets[e], w);
            if (!graph.directed && graph.sources[e] != graph.targets[e]) append_arc(text, graph.targets[e], graph.sources[e], w);
        };
        if (exact)
            write(graph.exact_integer_weights[e]);
        else
            write(graph.weight(e));
        if (text.size() > (1 << 20)) {
            out.write(text.data(), static_cast<std::streamsize>(text.size()));
            text.clear();
        }
    }
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
}

void write_dimacs(const edge_list& graph, const std::string& path)
{
    std::ofstream out(path, std::ios::binary);
    if (!out) throw read_error("cannot create " + path);
    write_dimacs(graph, out);
    out.flush();
    if (!out) throw read_error("cannot write " + path);
}

}  // namespace io
}  // namespace gpu_paths
}  // namespace boost
