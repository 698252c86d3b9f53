// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Turning option values and operands into what options.hpp holds; each throws
// usage_error naming the option and the text it could not use.
#ifndef GPU_PATHS_CLI_OPTION_VALUES_HPP
#define GPU_PATHS_CLI_OPTION_VALUES_HPP

#include "options.hpp"

#include <cstdint>
#include <string>

namespace gpu_paths_cli {

// "N" or "N" with K, M, G or T (powers of 1024), as --max-decompressed takes it.
std::uint64_t parse_byte_count(const std::string& text);

command parse_command(const std::string& word);
// Whether `word` names a command (for the --help pointer of an error met before the
// command operand is parsed).
bool is_command_word(const std::string& word) noexcept;

weight_type parse_weight_type(const std::string& word);

// A signed vertex id for --source.
std::int64_t parse_vertex(const char* text);

// A whole number in [low, high] for `option` (such as "-n/--trials").
std::uint64_t parse_count(const char* option, const char* text, std::uint64_t low, std::uint64_t high);

}  // namespace gpu_paths_cli

#endif
