// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The sanitizer settings the standalone driver runs under unless ASAN_OPTIONS or
// UBSAN_OPTIONS say otherwise (libFuzzer builds bound memory with their own flags).
//   max_allocation_size_mb, allocator_may_return_null=0: a reader that sizes an
//       allocation by a number in the text (four billion vertices in a ten-byte header)
//       fails at once with allocation-size-too-big instead of exhausting the machine.
//       No input of the driver's at most -max_len bytes needs a gigabyte in one piece.
//   hard_rss_limit_mb: the same for memory allocated in many smaller pieces.
//   abort_on_error=1 (UBSan): its reports end in SIGABRT, which the driver catches to
//       keep the input.

extern "C" const char* __asan_default_options()
{
    return "max_allocation_size_mb=1024:allocator_may_return_null=0:hard_rss_limit_mb=2048:detect_leaks=1";
}

extern "C" const char* __ubsan_default_options() { return "print_stacktrace=1:halt_on_error=1:abort_on_error=1"; }
