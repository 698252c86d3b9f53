// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The process-wide worker pool behind base::run_chunks (detail/base/parallel_for.hpp), and
// the per-thread settings of thread_scope.
#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#if defined(__linux__)
#include <sched.h>
#endif

namespace boost {
namespace gpu_paths {
namespace base {

namespace {

// The innermost thread_scope's settings on this thread (threads 0: the default).
thread_local unsigned scoped_threads = 0;
thread_local bool scoped_pool = true;
thread_local bool scope_open = false;

// The processors this process may run on (its affinity mask: a container's or taskset's
// share, not the machine's), else the machine's. Read once: the C library answers
// hardware_concurrency() from /sys on every call, a real share of a process's first call.
unsigned read_hardware_threads()
{
#if defined(__linux__)
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    if (sched_getaffinity(0, sizeof allowed, &allowed) == 0) {
        const int count = CPU_COUNT(&allowed);
        if (count > 0) return static_cast<unsigned>(count);
    }
#endif
    return std::max(1u, std::thread::hardware_concurrency());
}

unsigned hardware_threads()
{
    static const unsigned count = read_hardware_threads();
    return count;
}

// Threads and pool use when no scope is open: default_options(), else the hardware.
unsigned default_threads() noexcept
{
    try {
        const unsigned configured = default_options().threads;
        return configured ? configured : hardware_threads();
    } catch (...) {
        return hardware_threads();
    }
}

bool default_pool() noexcept
{
    try {
        return default_options().thread_pool;
    } catch (...) {
        return true;
    }
}

// Threads waiting for one job at a time: job(context, c) for every chunk c of [0, chunks),
// the calling thread taking chunks too. Grown to the largest thread count asked for.
// Owned by a function-local static, so its destructor joins the threads at exit.
class worker_pool {
public:
    ~worker_pool() { stop(); }

    // False (nothing run) when the pool is busy with another call.
    bool try_run(std::size_t chunks, void (*job)(void*, std::size_t), void* context)
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
            start_locked(chunks - 1);
            job_ = job;
            context_ = context;
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
    // Where the system starts fewer threads than wanted, the job runs on those it has (the
    // caller takes chunks too).
    void start_locked(std::size_t wanted) noexcept
    {
        try {
            while (threads_.size() < wanted)
                threads_.emplace_back([this, seen = generation_]() mutable { loop(seen); });
        } catch (...) {
        }
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

worker_pool& shared_pool()
{
    static worker_pool pool;
    return pool;
}

}  // namespace

unsigned thread_count() noexcept
{
    if (scope_open && scoped_threads) return scoped_threads;
    return default_threads();
}

thread_scope::thread_scope(unsigned threads, bool pool) noexcept
    : saved_threads_(scope_open ? scoped_threads : ~0u), saved_pool_(scoped_pool)
{
    scoped_threads = threads;
    scoped_pool = pool;
    scope_open = true;
}

thread_scope::~thread_scope()
{
    if (saved_threads_ == ~0u) {
        scope_open = false;
        scoped_threads = 0;
    } else {
        scoped_threads = saved_threads_;
    }
    scoped_pool = saved_pool_;
}

void run_chunks(std::size_t chunks, void (*job)(void*, std::size_t), void* context)
{
    if (chunks == 0) return;
    const bool use_pool = scope_open ? scoped_pool : default_pool();
    if (chunks > 1 && use_pool && shared_pool().try_run(chunks, job, context)) return;
    // Where the system starts fewer threads than chunks, the calling thread runs the chunks
    // left after its own.
    std::vector<std::thread> threads;
    std::size_t started = 1;
    try {
        threads.reserve(chunks - 1);
        for (; started < chunks; ++started) threads.emplace_back(job, context, started);
    } catch (...) {
    }
    job(context, 0);
    for (std::size_t c = started; c < chunks; ++c) job(context, c);
    for (auto& t : threads) t.join();
}

void release_worker_threads() { shared_pool().stop(); }

}  // namespace base
}  // namespace gpu_paths
}  // namespace boost
