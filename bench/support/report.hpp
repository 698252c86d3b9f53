// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What every benchmark prints: a human-readable table on stdout, and for each
// measurement one machine-readable line
//   RESULT {"bench":"...","key":value,...}
// which doc/ scripts read back from the committed bench/results files.
#ifndef BOOST_GPU_PATHS_BENCH_SUPPORT_REPORT_HPP
#define BOOST_GPU_PATHS_BENCH_SUPPORT_REPORT_HPP

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

namespace bench {

// Median of repeated measurements.
inline double median(std::vector<double> values)
{
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : 0.5 * (values[mid - 1] + values[mid]);
}

// Wall-clock milliseconds of one call of f (for end-to-end timings; kernel times come from
// the backend's CUDA events through gpu_paths::report).
template <class F>
double wall_ms(F&& f)
{
    const auto start = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// Builds one RESULT line: result("fw").add("n", 8192).add("kernel_ms", 41.2).print();
class result {
public:
    explicit result(const std::string& bench) { out_ << "{\"bench\":\"" << bench << "\""; }
    result& add(const std::string& key, const std::string& value)
    {
        out_ << ",\"" << key << "\":\"" << value << "\"";
        return *this;
    }
    result& add(const std::string& key, const char* value) { return add(key, std::string(value)); }
    template <class Number>
    result& add(const std::string& key, Number value)
    {
        out_ << ",\"" << key << "\":" << value;
        return *this;
    }
    void print()
    {
        out_ << "}";
        std::printf("RESULT %s\n", out_.str().c_str());
        std::fflush(stdout);
    }

private:
    std::ostringstream out_;
};

}  // namespace bench

#endif
