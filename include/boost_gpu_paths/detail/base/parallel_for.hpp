// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The host's one threading primitive: split [begin, end) into contiguous chunks and run
// them on worker threads. The host backend, the layout layer's O(V + E) conversions and
// the write-back of result rows (once per streamed chunk) all use it, so the workers are
// kept in one process-wide pool inside the shared library (starting threads per call
// costs more than a 32 MiB chunk's copy is worth). A call made while the pool is busy
// (nested, or from another thread) starts threads of its own.
//
// How many threads a step uses, and whether it uses the pool, is set per thread by a
// thread_scope (every call of the library opens one from its execution context's
// options); without one, the defaults of default_options() apply.
#ifndef BOOST_GPU_PATHS_DETAIL_BASE_PARALLEL_FOR_HPP
#define BOOST_GPU_PATHS_DETAIL_BASE_PARALLEL_FOR_HPP

#include <boost_gpu_paths/detail/config.hpp>

#include <algorithm>
#include <cstddef>
#include <exception>
#include <mutex>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace base {

// Runs job(context, c) for every c in [0, chunks), on the pool and the calling thread (or
// on threads started for this call); returns when all are done. job must not throw, and
// no chunk may wait for another: chunks can run one after another on one thread (where
// the pool's threads are busy waking, or the system starts fewer threads than asked).
BOOST_GPU_PATHS_API void run_chunks(std::size_t chunks, void (*job)(void* context, std::size_t chunk), void* context);

// The threads a parallel step started on this thread may use (at least 1).
BOOST_GPU_PATHS_API unsigned thread_count() noexcept;

// For the calling thread, until destroyed: parallel steps use `threads` threads (0: the
// default) and, unless `pool` is false, the process-wide pool. Scopes nest.
class BOOST_GPU_PATHS_API thread_scope {
public:
    thread_scope(unsigned threads, bool pool) noexcept;
    ~thread_scope();
    thread_scope(const thread_scope&) = delete;
    thread_scope& operator=(const thread_scope&) = delete;

private:
    unsigned saved_threads_;
    bool saved_pool_;
};

// Ends the pool's threads now (they restart on the next parallel step), e.g. before
// fork(). Not from inside a parallel step.
BOOST_GPU_PATHS_API void release_worker_threads();

// The fewest elements of simple work (a copy, an add and a min) worth a chunk of their
// own: waking a worker costs microseconds, as much as a few thousand such elements.
constexpr std::size_t min_elements_per_chunk = 16384;

// The min_chunk, in rows, for a loop whose every row does about `row_elements` elements of
// simple work: small matrices stay on the calling thread.
constexpr std::size_t rows_per_chunk(std::size_t row_elements)
{
    return row_elements >= min_elements_per_chunk ? 1 : min_elements_per_chunk / (row_elements ? row_elements : 1);
}

// Calls body(chunk_begin, chunk_end) on disjoint chunks covering [begin, end). Runs inline
// when the range is smaller than min_chunk or one thread is configured. The first
// exception thrown by any chunk is rethrown after all chunks have finished.
template <class Body>
void parallel_for_chunks(std::size_t begin, std::size_t end, Body&& body, std::size_t min_chunk = 1024)
{
    if (end <= begin) return;
    const std::size_t total = end - begin;
    // One chunk's worth runs here without asking the library for its thread count: on a
    // small graph that call is a real share of the work (a process's first one above all).
    const std::size_t chunks =
        total <= min_chunk ? 1 : std::min<std::size_t>(thread_count(), (total + min_chunk - 1) / min_chunk);
    if (chunks <= 1) {
        body(begin, end);
        return;
    }
    struct job_state {
        std::remove_reference_t<Body>* body;
        std::size_t begin, total, chunks;
        std::exception_ptr failure;
        std::mutex failure_mutex;
    } state{&body, begin, total, chunks, nullptr, {}};
    run_chunks(
        chunks,
        [](void* context, std::size_t chunk) {
            auto& s = *static_cast<job_state*>(context);
            const std::size_t lo = s.begin + s.total * chunk / s.chunks;
            const std::size_t hi = s.begin + s.total * (chunk + 1) / s.chunks;
            try {
                (*s.body)(lo, hi);
            } catch (...) {
                std::lock_guard<std::mutex> lock(s.failure_mutex);
                if (!s.failure) s.failure = std::current_exception();
            }
        },
        &state);
    if (state.failure) std::rethrow_exception(state.failure);
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

}  // namespace base
}  // namespace gpu_paths
}  // namespace boost

#endif
