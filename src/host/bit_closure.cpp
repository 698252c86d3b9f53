// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The host backend of bit_closure: Warshall's algorithm on rows packed 64 vertices to a
// word, blocked over the pivots 64 at a time (one word column):
//   1. the diagonal word: the 64 pivot rows' word of the pivot column, closed among
//      themselves (Warshall on a 64 x 64 bit matrix);
//   2. the pivot rows' other words: row i |= row k for every pivot k that row i reaches
//      through the pivots (the closed diagonal word), from the rows as they were;
//   3. every other row: row i |= row k for every pivot k set in row i's pivot word.
// After step 2 a pivot row holds everything its pivot reaches through the pivots, so in
// step 3 one pass over the bits row i had on entry is enough, and the rows of step 3 read
// only the pivot rows, which no one writes then: rows go to threads freely.
#include "host/entry.hpp"

#include <boost_gpu_paths/detail/base/host_memory.hpp>
#include <boost_gpu_paths/detail/base/parallel_for.hpp>

#include <algorithm>
#include <chrono>
#if defined(_MSC_VER)
#include <intrin.h>
#endif
#include <cstdint>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace host {

namespace {

using word = std::uint64_t;
constexpr std::size_t word_bits = 64;
// Words of a row that step 3 updates together: the 64 pivot rows' slices (128 KiB) stay
// in the core's cache while every bit of row i's pivot word is applied to the slice.
constexpr std::size_t column_chunk = 256;

// w != 0.
int lowest_bit(word w)
{
#if defined(_MSC_VER)
    unsigned long index = 0;
    _BitScanForward64(&index, w);
    return static_cast<int>(index);
#else
    return __builtin_ctzll(w);
#endif
}

// Step 1: d[i] holds pivot row i's pivot word; closes it in place.
void close_diagonal(word* d, std::size_t count)
{
    for (std::size_t k = 0; k < count; ++k) {
        const word bit = word(1) << k;
        for (std::size_t i = 0; i < count; ++i)
            if (i != k && (d[i] & bit)) d[i] |= d[k];
    }
}

class packed_closure {
public:
    packed_closure(word* rows, std::size_t n, std::size_t words) : r_(rows), n_(n), words_(words) {}

    void run()
    {
        for (std::size_t kb = 0; kb < words_; ++kb) pivot_block(kb);
    }

private:
    word* row(std::size_t i) const { return r_ + i * words_; }

    void pivot_block(std::size_t kb)
    {
        const std::size_t k0 = kb * word_bits;
        const std::size_t count = std::min(word_bits, n_ - k0);
        word diag[word_bits] = {};
        for (std::size_t i = 0; i < count; ++i) diag[i] = row(k0 + i)[kb];
        close_diagonal(diag, count);

        // Step 2, a word column at a time: the column's old pivot words are read before any
        // is written, so each new word comes from the old ones only.
        base::parallel_for_chunks(0, words_, [&](std::size_t lo, std::size_t hi) {
            word old[word_bits];
            for (std::size_t w = lo; w < hi; ++w) {
                if (w == kb) continue;
                for (std::size_t k = 0; k < count; ++k) old[k] = row(k0 + k)[w];
                for (std::size_t i = 0; i < count; ++i) {
                    word acc = old[i];
                    for (word m = diag[i]; m; m &= m - 1) acc |= old[lowest_bit(m)];
                    row(k0 + i)[w] = acc;
                }
            }
        }, 16);
        for (std::size_t i = 0; i < count; ++i) row(k0 + i)[kb] = diag[i];

        // Step 3. Each pivot row is ORed over its nonzero span only: on graphs numbered
        // close to a topological order most rows are zero up to their own word.
        std::size_t first[word_bits], last[word_bits];  // nonzero words of pivot row k: [first, last)
        for (std::size_t k = 0; k < count; ++k) {
            const word* const rk = row(k0 + k);
            std::size_t lo = 0, hi = words_;
            while (lo < hi && !rk[lo]) ++lo;
            while (hi > lo && !rk[hi - 1]) --hi;
            first[k] = lo;
            last[k] = hi;
        }
        base::parallel_for(
            0, n_,
            [&](std::size_t i) {
                if (i >= k0 && i < k0 + count) return;
                word* const ri = row(i);
                const word mask = ri[kb];
                if (!mask) return;
                for (std::size_t c0 = 0; c0 < words_; c0 += column_chunk) {
                    const std::size_t c1 = std::min(words_, c0 + column_chunk);
                    for (word m = mask; m; m &= m - 1) {
                        const std::size_t k = lowest_bit(m);
                        const word* const rk = row(k0 + k);
                        const std::size_t lo = std::max(c0, first[k]), hi = std::min(c1, last[k]);
                        for (std::size_t w = lo; w < hi; ++w) ri[w] |= rk[w];
                    }
                }
            },
            base::rows_per_chunk(words_ * word_bits));
    }

    word* r_;
    std::size_t n_;
    std::size_t words_;
};

double ms_since(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

void bit_closure(const execution_context& context, const backend_api::csr_topology& graph,
                 backend_api::row_sink<std::uint64_t> reach)
{
    report* const out = context.report;
    const std::size_t n = graph.vertex_count;
    if (n == 0) return;
    const auto start = std::chrono::steady_clock::now();
    const std::size_t words = backend_api::bit_row_words(n);
    std::vector<word> r;
    base::resize_host_vector(r, n * words,
                             "the host closure's bit matrix (" + std::to_string(n) + " rows of " +
                                 std::to_string(words) + " 64-bit words)");
    base::parallel_for(
        0, n,
        [&](std::size_t i) {
            word* const ri = &r[i * words];
            std::fill(ri, ri + words, word(0));
            for (std::uint32_t e = graph.offsets[i]; e < graph.offsets[i + 1]; ++e) {
                const std::uint32_t v = graph.targets[e];
                ri[v / word_bits] |= word(1) << (v % word_bits);
            }
        },
        base::rows_per_chunk(n));
    packed_closure(r.data(), n, words).run();
    if (out) {
        out->method = "blocked bit-packed Warshall on " + std::to_string(base::thread_count()) + " threads";
        out->compute_ms = ms_since(start);
    }
    const auto write_start = std::chrono::steady_clock::now();
    reach(0, n, r.data(), words);
    if (out) out->write_back_ms = ms_since(write_start);
}

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost
