// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "interrupt.hpp"

#include <boost_gpu_paths/errors.hpp>

#include <atomic>
#include <csignal>
#include <cstring>

#include <pthread.h>
#include <signal.h>
#include <unistd.h>

namespace gpu_paths_cli {

namespace {

// Made before the handler is installed: the handler only stores to its flag (a lock-free
// atomic), which is safe in a signal handler.
const boost::gpu_paths::cancel_token* handler_token = nullptr;
std::atomic<bool> signalled{false};

// Temporary files: fixed buffers, each written before it is marked used, so that the
// handler reads only complete paths and calls only unlink on them.
constexpr int temporary_slots = 8;
constexpr std::size_t temporary_path_bytes = 4096;
char temporary_paths[temporary_slots][temporary_path_bytes];
std::atomic<bool> temporary_used[temporary_slots];

extern "C" void on_interrupt(int)
{
    if (signalled.exchange(true)) {
        for (int i = 0; i < temporary_slots; ++i)
            if (temporary_used[i].load()) ::unlink(temporary_paths[i]);
        std::signal(SIGINT, SIG_DFL);
        std::raise(SIGINT);
        return;
    }
    handler_token->cancel();
}

}  // namespace

const boost::gpu_paths::cancel_token& interrupt_token()
{
    static const boost::gpu_paths::cancel_token token;
    return token;
}

void catch_interrupts()
{
    static_assert(std::atomic<bool>::is_always_lock_free, "the SIGINT handler stores to an atomic<bool>");
    if (handler_token) return;
    handler_token = &interrupt_token();
    struct sigaction action {};
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, nullptr);
}

bool interrupted() { return signalled.load(); }

void throw_if_interrupted()
{
    if (signalled.load()) throw boost::gpu_paths::cancelled("interrupted");
}

void note_temporary(const std::string& path)
{
    if (path.size() >= temporary_path_bytes) return;
    for (int i = 0; i < temporary_slots; ++i) {
        if (temporary_used[i].load()) continue;
        std::memcpy(temporary_paths[i], path.c_str(), path.size() + 1);
        temporary_used[i].store(true);
        return;
    }
}

void forget_temporary(const std::string& path)
{
    for (int i = 0; i < temporary_slots; ++i)
        if (temporary_used[i].load() && path == temporary_paths[i]) temporary_used[i].store(false);
}

uninterrupted_section::uninterrupted_section()
{
    sigset_t blocked;
    sigemptyset(&blocked);
    sigaddset(&blocked, SIGINT);
    pthread_sigmask(SIG_BLOCK, &blocked, &previous_);
}

uninterrupted_section::~uninterrupted_section() { pthread_sigmask(SIG_SETMASK, &previous_, nullptr); }

}  // namespace gpu_paths_cli
