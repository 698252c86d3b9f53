// The host backend's one threading primitive: split [begin, end) into contiguous chunks
// and run them on std::threads. Also used by the layout layer for O(V + E) conversions.
// Header-only and free of CUDA, so front-end templates can use it too.
#ifndef BOOST_GPU_PATHS_HOST_PARALLEL_FOR_HPP
#define BOOST_GPU_PATHS_HOST_PARALLEL_FOR_HPP

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace host {

// Threads the host backend uses: BOOST_GPU_PATHS_THREADS if set, else the hardware's.
inline unsigned worker_count()
{
    static const unsigned count = [] {
        if (const char* env = std::getenv("BOOST_GPU_PATHS_THREADS")) {
            const long n = std::strtol(env, nullptr, 10);
            if (n > 0) return static_cast<unsigned>(n);
        }
        return std::max(1u, std::thread::hardware_concurrency());
    }();
    return count;
}

// Calls body(chunk_begin, chunk_end) on disjoint chunks covering [begin, end). Runs inline
// when the range is smaller than min_chunk or one thread is configured. The first
// exception thrown by any chunk is rethrown after all threads have joined.
template <class Body>
void parallel_for_chunks(std::size_t begin, std::size_t end, Body&& body, std::size_t min_chunk = 1024)
{
    if (end <= begin) return;
    const std::size_t total = end - begin;
    const std::size_t chunks = std::min<std::size_t>(worker_count(), (total + min_chunk - 1) / min_chunk);
    if (chunks <= 1) {
        body(begin, end);
        return;
    }
    std::exception_ptr failure;
    std::mutex failure_mutex;
    auto run = [&](std::size_t chunk) {
        const std::size_t lo = begin + total * chunk / chunks;
        const std::size_t hi = begin + total * (chunk + 1) / chunks;
        try {
            body(lo, hi);
        } catch (...) {
            std::lock_guard<std::mutex> lock(failure_mutex);
            if (!failure) failure = std::current_exception();
        }
    };
    std::vector<std::thread> threads;
    threads.reserve(chunks - 1);
    for (std::size_t c = 1; c < chunks; ++c) threads.emplace_back(run, c);
    run(0);
    for (auto& t : threads) t.join();
    if (failure) std::rethrow_exception(failure);
}

// Calls body(i) for every i in [begin, end).
template <class Body>
void parallel_for(std::size_t begin, std::size_t end, Body&& body, std::size_t min_chunk = 1024)
{
    parallel_for_chunks(
        begin, end,
        [&](std::size_t lo, std::size_t hi) {
            for (std::size_t i = lo; i < hi; ++i) body(i);
        },
        min_chunk);
}

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost

#endif
