// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "tally.hpp"

#include <cstdio>
#include <numeric>
#include <string>

namespace stress {

namespace {

const char* const algorithm_names[algorithm_count] = {"fw",      "fw_init", "sssp",        "bfs",
                                                      "allpairs", "bellman", "dag",         "johnson",
                                                      "closure", "bfs_visitor", "sssp_visitor", "resident"};

}  // namespace

const char* name_of(algorithm a) { return algorithm_names[static_cast<unsigned>(a)]; }

bool parse_algorithm(const std::string& name, algorithm& out)
{
    for (unsigned a = 0; a < algorithm_count; ++a)
        if (name == algorithm_names[a]) {
            out = algorithm(a);
            return true;
        }
    return false;
}

std::uint64_t tally::total(outcome o) const
{
    std::uint64_t sum = 0;
    for (const auto& entry : counts_) sum += entry.second[static_cast<unsigned>(o)];
    return sum;
}

void tally::print(std::ostream& out, const std::vector<algorithm>& algorithms,
                  const std::vector<boost::gpu_paths::backend_kind>& backends) const
{
    char line[256];
    std::snprintf(line, sizeof line, "%-12s %-5s %9s %9s %9s %9s %9s %9s %9s %9s\n", "algorithm", "on", "graphs",
                  "match", "negative", "overflow", "nan", "narrow", "paths", "MISMATCH");
    out << line;
    for (algorithm a : algorithms)
        for (boost::gpu_paths::backend_kind b : backends) {
            std::array<std::uint64_t, outcome_count> c{};
            const auto found = counts_.find({a, b});
            if (found != counts_.end()) c = found->second;
            const std::uint64_t graphs = std::accumulate(c.begin(), c.end(), std::uint64_t(0));
            auto at = [&](outcome o) { return static_cast<unsigned long long>(c[static_cast<unsigned>(o)]); };
            std::snprintf(line, sizeof line, "%-12s %-5s %9llu %9llu %9llu %9llu %9llu %9llu %9llu %9llu\n", name_of(a),
                          boost::gpu_paths::to_string(b), static_cast<unsigned long long>(graphs), at(outcome::match),
                          at(outcome::negative), at(outcome::refused_overflow), at(outcome::refused_nan),
                          at(outcome::refused_narrow), at(outcome::refused_paths), at(outcome::mismatch));
            out << line;
        }
    out << "match: BGL's values; negative: BGL's negative verdict (false from Floyd-Warshall, Bellman-Ford and\n"
           "Johnson, negative_edge, not_a_dag);\n"
           "overflow, nan, narrow, paths: documented refusals (weight_overflow where integer paths could wrap,\n"
           "invalid_input for NaN, for a BFS distance type too narrow for the deepest level, and for a predecessor\n"
           "matrix where distance_inf is within reach and no shortest-path tree gives BGL's distances)\n";
}

}  // namespace stress
