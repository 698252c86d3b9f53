// The host backend's one threading primitive: split [begin, end) into contiguous chunks
// and run them on worker threads. Also used by the layout layer for O(V + E) conversions
// and by the write-back of result rows, which calls it once per streamed chunk: so the
// workers are kept in a process-wide pool (starting threads per call cost more than a
// 32 MiB chunk's copy is worth). A call made while the pool is busy (nested, or from
// another thread) starts its own threads as before. BOOST_GPU_PATHS_THREAD_POOL=0 turns
// the pool off; release_worker_threads() ends its threads (the next call restarts them).
// Header-only and free of CUDA, so front-end templates can use it too.
#ifndef BOOST_GPU_PATHS_HOST_PARALLEL_FOR_HPP
#define BOOST_GPU_PATHS_HOST_PARALLEL_FOR_HPP

#include <algorithm>
#include <atomic>
#include <condition_variable>
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

namespace pool_detail {

inline bool thread_pool_enabled()
{
    static const bool enabled = [] {
        const char* env = std::getenv("BOOST_GPU_PATHS_THREAD_POOL");
        return !(env && env[0] == '0');
    }();
    return enabled;
}

// worker_count() - 1 threads waiting for one job at a time: run(chunk) for every chunk of
// [0, chunks), the calling thread taking chunks too. Owned by a function-local static,
// so its destructor joins the threads at exit.
class worker_pool {
public:
    ~worker_pool() { stop(); }

    // Runs job(c) for c in [0, chunks) on the pool and the calling thread; false (nothing
    // run) when the pool is busy with another call. job must not throw.
    template <class Job>
    bool try_run(std::size_t chunks, Job& job)
    {
        bool expected = false;
        if (!busy_.compare_exchange_strong(expected, true, std::memory_order_acquire)) return false;
        struct release_busy {
            std::atomic<bool>& flag;
            ~release_busy() { flag.store(false, std::memory_order_release); }
        } guard{busy_};
        {
            std::unique_lock<std::mutex> lock(mutex_);
            if (stopping_) return false;
            start_locked();
            job_ = [](void* context, std::size_t c) { (*static_cast<Job*>(context))(c); };
            context_ = &job;
            chunks_ = chunks;
            next_ = 0;
            unfinished_ = chunks;
            ++generation_;
        }
        wake_.notify_all();
        work();
        std::unique_lock<std::mutex> lock(mutex_);
        done_.wait(lock, [&] { return unfinished_ == 0; });
        context_ = nullptr;
        return true;
    }

    // Ends the threads (after the job in flight, if any); a later call starts them again.
    void stop()
    {
        std::vector<std::thread> threads;
        {
            std::lock_guard<std::mutex> lock(mutex_);
            stopping_ = true;
            threads.swap(threads_);
        }
        wake_.notify_all();
        for (auto& t : threads) t.join();
        std::lock_guard<std::mutex> lock(mutex_);
        stopping_ = false;
    }

private:
    void start_locked()
    {
        const std::size_t wanted = worker_count() > 1 ? worker_count() - 1 : 0;
        while (threads_.size() < wanted) threads_.emplace_back([this, seen = generation_]() mutable { loop(seen); });
    }
    void loop(std::size_t seen)
    {
        for (;;) {
            {
                std::unique_lock<std::mutex> lock(mutex_);
                wake_.wait(lock, [&] { return stopping_ || generation_ != seen; });
                if (stopping_) return;
                seen = generation_;
            }
            work();
        }
    }
    // Takes chunks until none is left; the last one to finish wakes the caller. Chunks are
    // claimed under the lock (a handful per job), so a thread that wakes late reads only
    // the job in flight.
    void work()
    {
        std::unique_lock<std::mutex> lock(mutex_);
        while (next_ < chunks_) {
            const std::size_t c = next_++;
            void (*job)(void*, std::size_t) = job_;
            void* context = context_;
            lock.unlock();
            job(context, c);
            lock.lock();
            if (--unfinished_ == 0) done_.notify_all();
        }
    }

    std::atomic<bool> busy_{false};
    std::mutex mutex_;
    std::condition_variable wake_, done_;
    std::vector<std::thread> threads_;
    bool stopping_ = false;
    std::size_t generation_ = 0;
    void (*job_)(void*, std::size_t) = nullptr;
    void* context_ = nullptr;
    std::size_t chunks_ = 0;
    std::size_t next_ = 0;
    std::size_t unfinished_ = 0;
};

inline worker_pool& shared_worker_pool()
{
    static worker_pool pool;
    return pool;
}

}  // namespace pool_detail

// Ends the pool's threads now (they restart on the next parallel call), e.g. before fork().
// Not from inside a parallel step (a worker would wait to join itself), and not from a
// static destructor that may run after the pool's.
inline void release_worker_threads() { pool_detail::shared_worker_pool().stop(); }

// Calls body(chunk_begin, chunk_end) on disjoint chunks covering [begin, end). Runs inline
// when the range is smaller than min_chunk or one thread is configured. The first
// exception thrown by any chunk is rethrown after all chunks have finished.
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
    if (!(pool_detail::thread_pool_enabled() && pool_detail::shared_worker_pool().try_run(chunks, run))) {
        std::vector<std::thread> threads;
        threads.reserve(chunks - 1);
        for (std::size_t c = 1; c < chunks; ++c) threads.emplace_back(run, c);
        run(0);
        for (auto& t : threads) t.join();
    }
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
