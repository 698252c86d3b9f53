// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "interrupt.hpp"

#include <boost_gpu_paths/errors.hpp>

#include <atomic>
#include <csignal>

#include <signal.h>

namespace gpu_paths_cli {

namespace {

// Made before the handler is installed: the handler only stores to its flag (a lock-free
// atomic), which is safe in a signal handler.
const boost::gpu_paths::cancel_token* handler_token = nullptr;
std::atomic<bool> signalled{false};

extern "C" void on_interrupt(int)
{
    if (signalled.exchange(true)) {
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

void throw_if_interrupted()
{
    if (signalled.load()) throw boost::gpu_paths::cancelled("interrupted");
}

}  // namespace gpu_paths_cli
