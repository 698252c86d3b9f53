// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Where the rows of a host closure matrix live: one contiguous array of the library's
// (rows n apart), or the caller's own rows (backend_api::row_access), which an out-of-core
// closure works in place; and when it does (closure_options::out_of_core_in_place).
#ifndef BOOST_GPU_PATHS_SRC_SHARED_MATRIX_ROWS_HPP
#define BOOST_GPU_PATHS_SRC_SHARED_MATRIX_ROWS_HPP

#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <cstddef>
#include <cstdio>
#include <cstring>
#include <vector>

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

namespace boost {
namespace gpu_paths {
namespace shared {

template <class T>
struct matrix_rows {
    T* base = nullptr;  // the library's array, rows n apart
    std::size_t n = 0;
    T* const* table = nullptr;  // or the caller's rows, one pointer each

    static matrix_rows contiguous(T* base, std::size_t n) { return matrix_rows{base, n, nullptr}; }
    static matrix_rows in_caller(const std::vector<T*>& table) { return matrix_rows{nullptr, table.size(), table.data()}; }

    bool in_place() const { return table != nullptr; }
    T* operator[](std::size_t i) const { return table ? table[i] : base + i * n; }
};

// The caller's n rows, where every one is an array the closure can work in; else none.
template <class T>
std::vector<T*> reachable_rows(const backend_api::row_access<T>& rows, std::size_t n)
{
    std::vector<T*> table;
    if (!rows || n == 0) return table;
    table.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        if (!(table[i] = rows(i))) return {};
    return table;
}

// The memory the host can still give without swapping, in bytes: MemAvailable of
// /proc/meminfo (free pages and reclaimable cache), else the free pages; 0 when unknown.
inline std::size_t available_host_memory()
{
    if (std::FILE* f = std::fopen("/proc/meminfo", "r")) {
        char line[256];
        unsigned long long kib = 0;
        bool found = false;
        while (!found && std::fgets(line, sizeof line, f))
            found = std::sscanf(line, "MemAvailable: %llu kB", &kib) == 1;
        std::fclose(f);
        if (found) return static_cast<std::size_t>(kib) << 10;
    }
#if defined(_SC_AVPHYS_PAGES) && defined(_SC_PAGESIZE)
    const long pages = sysconf(_SC_AVPHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    if (pages > 0 && page > 0) return static_cast<std::size_t>(pages) * static_cast<std::size_t>(page);
#endif
    return 0;
}

// Whether an out-of-core closure means to work in the caller's rows: only where they are
// offered (and then only where reachable_rows finds them all); as the option says,
// automatic where the staging copy (staging_bytes) would take more than half of the
// available host memory. Staged matrices are page-locked on the
// CUDA backend, and locked pages can be neither swapped nor reclaimed: half leaves the
// caller's own data and the system room (an unknown size counts as enough).
inline bool works_in_place(const closure_options& o, bool rows_offered, std::size_t staging_bytes)
{
    using mode = closure_options::in_place_mode;
    if (!rows_offered || o.out_of_core_in_place == mode::never) return false;
    if (o.out_of_core_in_place == mode::always) return true;
    const std::size_t available = available_host_memory();
    return available != 0 && staging_bytes > available / 2;
}

}  // namespace shared
}  // namespace gpu_paths
}  // namespace boost

#endif
