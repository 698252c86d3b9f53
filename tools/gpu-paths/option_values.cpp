// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "option_values.hpp"

#include <cerrno>
#include <cstdlib>
#include <string>

namespace gpu_paths_cli {

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

bool is_command_word(const std::string& word) noexcept
{
    return word == "info" || word == "bfs" || word == "sssp" || word == "dag" || word == "bellman-ford" ||
           word == "apsp" || word == "apsp-dijkstra" || word == "johnson" || word == "closure";
}

command parse_command(const std::string& word)
{
    if (word == "info") return command::info;
    if (word == "bfs") return command::bfs;
    if (word == "sssp") return command::sssp;
    if (word == "dag") return command::dag;
    if (word == "apsp") return command::apsp;
    if (word == "apsp-dijkstra") return command::apsp_dijkstra;
    if (word == "bellman-ford") return command::bellman_ford;
    if (word == "johnson") return command::johnson;
    if (word == "closure") return command::closure;
    throw usage_error("unknown command '" + word +
                      "' (expected info, bfs, sssp, dag, bellman-ford, apsp, apsp-dijkstra, johnson or closure)");
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

std::int64_t parse_vertex(const char* text)
{
    char* end = nullptr;
    errno = 0;
    const long long value = std::strtoll(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0')
        throw usage_error(std::string("--source expects an integer vertex id, not '") + text + "'");
    return value;
}

std::uint64_t parse_count(const char* option, const char* text, std::uint64_t low, std::uint64_t high)
{
    char* end = nullptr;
    errno = 0;
    const unsigned long long value = std::strtoull(text, &end, 10);
    // strtoull accepts a sign; a count never has one.
    if (errno != 0 || end == text || *end != '\0' || text[0] == '-' || text[0] == '+' || value < low || value > high)
        throw usage_error(std::string(option) + " expects a whole number from " + std::to_string(low) + " to " +
                          std::to_string(high) + ", not '" + text + "'");
    return value;
}

}  // namespace gpu_paths_cli
