// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "options.hpp"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace fuzz {
namespace {

[[noreturn]] void usage(const char* program, const std::string& problem)
{
    std::fprintf(stderr,
                 "%s: %s\n"
                 "usage: %s [-max_total_time=SECONDS] [-runs=N] [-seed=N] [-artifact_prefix=PREFIX]\n"
                 "          [-max_len=BYTES] [-timeout=SECONDS] [FILE | FOLDER]...\n"
                 "Runs every FILE and every file in each FOLDER, then mutations of them for\n"
                 "-max_total_time seconds or -runs inputs. A crashing or hanging input is written\n"
                 "to PREFIXcrash-HASH or PREFIXtimeout-HASH and the program fails.\n",
                 program, problem.c_str(), program);
    std::exit(2);
}

std::uint64_t number(const char* program, const std::string& flag, const std::string& value)
{
    char* end = nullptr;
    const unsigned long long n = std::strtoull(value.c_str(), &end, 10);
    if (value.empty() || *end != '\0' || value[0] == '-') usage(program, "-" + flag + " needs a whole number");
    return n;
}

}  // namespace

options parse_options(int argc, char** argv)
{
    options o;
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument.size() < 2 || argument[0] != '-') {
            o.inputs.push_back(argument);
            continue;
        }
        const std::size_t equals = argument.find('=');
        if (equals == std::string::npos) usage(argv[0], "unknown argument " + argument);
        const std::string flag = argument.substr(1, equals - 1), value = argument.substr(equals + 1);
        if (flag == "max_total_time")
            o.max_total_time = double(number(argv[0], flag, value));
        else if (flag == "runs")
            o.runs = number(argv[0], flag, value);
        else if (flag == "seed")
            o.seed = number(argv[0], flag, value);
        else if (flag == "artifact_prefix")
            o.artifact_prefix = value;
        else if (flag == "max_len")
            o.max_len = number(argv[0], flag, value);
        else if (flag == "timeout")
            o.timeout = static_cast<unsigned>(number(argv[0], flag, value));
        else
            // libFuzzer's other flags (-rss_limit_mb, -print_final_stats, ...) have no
            // meaning here; the sanitizer options bound memory instead.
            std::fprintf(stderr, "%s: ignoring %s\n", argv[0], argument.c_str());
    }
    if (o.max_len == 0) usage(argv[0], "-max_len must be positive");
    return o;
}

}  // namespace fuzz
