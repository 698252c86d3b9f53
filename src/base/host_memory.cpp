// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The messages of host_memory_error (detail/base/host_memory.hpp), with the machine's
// memory as the system reports it.
#include <boost_gpu_paths/detail/base/host_memory.hpp>
#include <boost_gpu_paths/errors.hpp>

#include <cstdio>
#include <limits>

#if defined(__linux__)
#include <sys/sysinfo.h>
#elif defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

namespace boost {
namespace gpu_paths {
namespace base {

namespace {

// "160000000000 bytes (149.0 GiB)".
std::string bytes_text(std::size_t bytes)
{
    char gib[64];
    std::snprintf(gib, sizeof gib, " (%.1f GiB)", static_cast<double>(bytes) / (1024.0 * 1024.0 * 1024.0));
    return std::to_string(bytes) + " bytes" + gib;
}

// "; this machine has ... of physical memory[ and ... of swap]", or nothing where unknown.
std::string installed_text(const host_memory_size& installed)
{
    if (!installed.physical) return "";
    std::string text = "; this machine has " + bytes_text(installed.physical) + " of physical memory";
    if (installed.swap) text += " and " + bytes_text(installed.swap) + " of swap";
    return text;
}

}  // namespace

namespace {

host_memory_size read_installed_host_memory() noexcept
{
    host_memory_size size;
#if defined(__linux__)
    struct sysinfo info {};
    if (sysinfo(&info) == 0) {
        size.physical = static_cast<std::size_t>(info.totalram) * info.mem_unit;
        size.swap = static_cast<std::size_t>(info.totalswap) * info.mem_unit;
    }
#elif defined(_SC_PHYS_PAGES) && defined(_SC_PAGE_SIZE)
    const long pages = sysconf(_SC_PHYS_PAGES), page_bytes = sysconf(_SC_PAGE_SIZE);
    if (pages > 0 && page_bytes > 0)
        size.physical = static_cast<std::size_t>(pages) * static_cast<std::size_t>(page_bytes);
#endif
    return size;
}

}  // namespace

// Read once: every array a call allocates is checked against it, and a system call per
// check costs a small call a visible share of its time.
host_memory_size installed_host_memory() noexcept
{
    static const host_memory_size size = read_installed_host_memory();
    return size;
}

void throw_host_memory_error(std::size_t bytes, const std::string& purpose)
{
    std::string message = "host memory: " + purpose;
    if (bytes == (std::numeric_limits<std::size_t>::max)())
        message += " needs more bytes than a size_t can count";
    else if (bytes)
        message += " needs " + bytes_text(bytes) + ", which could not be allocated";
    else
        message += " could not be allocated";
    throw host_memory_error(message + installed_text(installed_host_memory()), bytes);
}

void check_host_memory(std::size_t bytes, const std::string& purpose)
{
    if (bytes <= host_memory_surely_installed) return;
    const host_memory_size installed = installed_host_memory();
    if (!installed.physical) return;  // unknown: let the allocation decide
    if (bytes <= installed.physical + installed.swap) return;
    const std::string message =
        "host memory: " + purpose + " needs " + bytes_text(bytes) + ", more than the machine's memory";
    throw host_memory_error(message + installed_text(installed), bytes);
}

}  // namespace base
}  // namespace gpu_paths
}  // namespace boost
