// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Random changes to text inputs, aimed at line-oriented graph formats: besides byte-level
// changes (bit flips, inserts, deletes, splices with other inputs) it swaps numeric
// fields for extreme values, inserts NUL and control bytes and format keywords, builds
// very long lines, and repeats, drops and swaps whole lines.
#ifndef BOOST_GPU_PATHS_FUZZ_MUTATOR_HPP
#define BOOST_GPU_PATHS_FUZZ_MUTATOR_HPP

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace fuzz {

class mutator {
public:
    explicit mutator(std::uint64_t seed) : random_(seed) {}

    // Applies one to five changes to `input`, splicing from `pool` when it picks a splice,
    // and keeps the result within max_len bytes.
    void mutate(std::string& input, const std::vector<std::string>& pool, std::size_t max_len);

    // A number in [0, n); n must be positive.
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(random_() % n); }

private:
    std::size_t position(const std::string& input) { return below(input.size() + 1); }
    void mutate_once(std::string& input, const std::vector<std::string>& pool, std::size_t max_len);

    void flip_bit(std::string& input);
    void set_byte(std::string& input);
    void insert_bytes(std::string& input);
    void erase_bytes(std::string& input);
    void copy_range(std::string& input);
    void splice(std::string& input, const std::vector<std::string>& pool);
    void replace_number(std::string& input);
    void insert_special_byte(std::string& input);
    void insert_token(std::string& input);
    void long_line(std::string& input, std::size_t max_len);
    void line_operation(std::string& input, std::size_t max_len);
    void change_line_ends(std::string& input);

    std::mt19937_64 random_;
};

}  // namespace fuzz

#endif
