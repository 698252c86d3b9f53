// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Counts of outcomes per (algorithm, backend), and the table printed at the end.
#ifndef GPU_PATHS_STRESS_TALLY_HPP
#define GPU_PATHS_STRESS_TALLY_HPP

#include "trial.hpp"

#include <boost_gpu_paths/backend.hpp>

#include <array>
#include <cstdint>
#include <map>
#include <ostream>
#include <utility>
#include <vector>

namespace stress {

class tally {
public:
    void add(algorithm a, boost::gpu_paths::backend_kind b, outcome o) { ++counts_[{a, b}][static_cast<unsigned>(o)]; }
    std::uint64_t total(outcome o) const;
    // The table: graphs run, matches, BGL's negative verdicts matched, documented refusals
    // by kind, mismatches.
    void print(std::ostream& out, const std::vector<algorithm>& algorithms,
               const std::vector<boost::gpu_paths::backend_kind>& backends) const;

private:
    std::map<std::pair<algorithm, boost::gpu_paths::backend_kind>, std::array<std::uint64_t, outcome_count>> counts_;
};

}  // namespace stress

#endif
