// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A fuzzing driver that needs no libFuzzer: links with any LLVMFuzzerTestOneInput, runs
// the given inputs, then random mutations of them for a time budget. Without coverage
// feedback it keeps, as further inputs to mutate, those whose outcome (the reader's
// verdict, reader_harness.hpp) it has not seen before.
#include "corpus.hpp"
#include "crash_capture.hpp"
#include "mutator.hpp"
#include "options.hpp"

#include "reader_harness.hpp"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>
#include <unordered_set>
#include <vector>

#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

using clock_type = std::chrono::steady_clock;

// Inputs kept for mutation, at most; beyond it a new one replaces a random old one.
constexpr std::size_t pool_limit = 4096;

void run_one(const std::string& input)
{
    fuzz::begin_input(input);
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(input.data()), input.size());
    fuzz::end_input();
}

double seconds_since(clock_type::time_point start)
{
    return std::chrono::duration<double>(clock_type::now() - start).count();
}

}  // namespace

int main(int argc, char** argv)
{
    const fuzz::options options = fuzz::parse_options(argc, argv);
    const std::uint64_t seed =
        options.seed ? options.seed
                     : static_cast<std::uint64_t>(clock_type::now().time_since_epoch().count()) ^ (std::uint64_t(::getpid()) << 32);
    std::printf("%s: seed %llu (rerun with -seed=%llu)\n", argv[0], static_cast<unsigned long long>(seed),
                static_cast<unsigned long long>(seed));
    std::fflush(stdout);

    fuzz::install_crash_capture(options.artifact_prefix, options.timeout);
    const auto corpus = fuzz::load_corpus(options.inputs);
    std::vector<std::string> pool;
    std::unordered_set<std::size_t> outcomes;
    const std::hash<std::string> hash;
    for (const fuzz::corpus_file& file : corpus) {
        run_one(file.bytes);
        pool.push_back(file.bytes);
        outcomes.insert(hash(fuzz::last_outcome()));
    }
    std::printf("ran %zu inputs\n", corpus.size());
    if (options.max_total_time <= 0 && options.runs == 0) return 0;

    if (pool.empty()) pool.emplace_back();
    fuzz::mutator mutator(seed);
    const auto start = clock_type::now();
    double next_report = 10;
    std::uint64_t runs = 0;
    std::string input;
    while ((options.runs == 0 || runs < options.runs) &&
           (options.max_total_time <= 0 || seconds_since(start) < options.max_total_time)) {
        input = pool[mutator.below(pool.size())];
        mutator.mutate(input, pool, options.max_len);
        run_one(input);
        ++runs;
        if (outcomes.insert(hash(fuzz::last_outcome())).second) {
            if (pool.size() < pool_limit)
                pool.push_back(input);
            else
                pool[mutator.below(pool.size())] = input;
        }
        if (seconds_since(start) >= next_report) {
            std::printf("#%llu  %.0f s  %.0f inputs/s  pool %zu\n", static_cast<unsigned long long>(runs),
                        seconds_since(start), double(runs) / seconds_since(start), pool.size());
            std::fflush(stdout);
            next_report += 10;
        }
    }
    std::printf("done: %llu mutated inputs in %.1f s, no findings (seed %llu)\n", static_cast<unsigned long long>(runs),
                seconds_since(start), static_cast<unsigned long long>(seed));
    return 0;
}
