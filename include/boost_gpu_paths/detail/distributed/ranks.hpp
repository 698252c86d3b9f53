// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What the distributed calls' templates (distributed.hpp) need of MPI, compiled once into
// boost_gpu_paths_mpi: the dealing of sources to ranks, the agreement of every rank on one
// outcome, and the rank of a process among those of its host. Every member marked
// collective must be called by every rank of the communicator, in the same order.
#ifndef BOOST_GPU_PATHS_DETAIL_DISTRIBUTED_RANKS_HPP
#define BOOST_GPU_PATHS_DETAIL_DISTRIBUTED_RANKS_HPP

#include <boost_gpu_paths/errors.hpp>

#include <mpi.h>

#include <cstdint>
#include <exception>
#include <string>
#include <utility>

#if defined(_WIN32) || defined(__CYGWIN__)
#if defined(BOOST_GPU_PATHS_BUILDING_MPI)
#define BOOST_GPU_PATHS_MPI_API __declspec(dllexport)
#else
#define BOOST_GPU_PATHS_MPI_API __declspec(dllimport)
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define BOOST_GPU_PATHS_MPI_API __attribute__((visibility("default")))
#else
#define BOOST_GPU_PATHS_MPI_API
#endif

namespace boost {
namespace gpu_paths {

// What the other ranks of a distributed call throw where one rank failed with an exception
// that is neither BGL's nor this library's (one a row callback threw, say): what() is
// "rank R: " and that exception's what().
class BOOST_GPU_PATHS_MPI_API remote_error : public error {
public:
    remote_error(int rank, const std::string& message) : error(message), rank_(rank) {}
    int rank() const noexcept { return rank_; }

private:
    int rank_;
};

namespace distributed_detail {

// Positions [0, count) handed out in chunks to whichever rank asks next: a counter on rank 0
// that every rank advances with one atomic fetch-and-add (MPI's passive-target one-sided
// operations), so no rank waits for another to deal and a rank with a faster device, or
// cheaper sources, takes more of them.
class BOOST_GPU_PATHS_MPI_API source_dealer {
public:
    // Collective.
    source_dealer(MPI_Comm comm, std::uint64_t count, std::uint64_t chunk);
    // Collective where close() was not called (the communicator's ranks leave together).
    ~source_dealer();
    source_dealer(const source_dealer&) = delete;
    source_dealer& operator=(const source_dealer&) = delete;

    // The next chunk [first, last), or false when every position has been dealt (or a rank
    // stopped the dealing).
    bool next(std::uint64_t& first, std::uint64_t& last);
    // No further chunk for any rank: a rank that failed calls it, so the others stop soon.
    void stop() noexcept;
    // Collective: ends the dealing.
    void close();

private:
    MPI_Win window_ = MPI_WIN_NULL;
    std::uint64_t* counter_ = nullptr;
    std::uint64_t count_;
    std::uint64_t chunk_;
};

// Every rank's outcome of a step, agreed on: where one rank failed, every rank throws the
// error of the lowest failing rank. That rank rethrows its own exception; the others throw
// the same type with the same message (and code and bytes) where it is BGL's or this library's (negative_edge,
// not_a_dag, invalid_input, weight_overflow, device_memory_error, host_memory_error,
// backend_unavailable, cuda_error, error, std::bad_alloc), else gpu_paths::remote_error
// naming the rank and its message.
class BOOST_GPU_PATHS_MPI_API collective_outcome {
public:
    explicit collective_outcome(MPI_Comm comm) : comm_(comm) {}

    // Runs step() unless this rank has failed already; keeps what it throws.
    template <class Step>
    void run(Step&& step) noexcept
    {
        if (error_) return;
        try {
            std::forward<Step>(step)();
        } catch (...) {
            error_ = std::current_exception();
        }
    }
    bool failed() const noexcept { return static_cast<bool>(error_); }
    // Collective: returns where every rank succeeded, else throws on every rank.
    void agree();

private:
    MPI_Comm comm_;
    std::exception_ptr error_;
};

// This process's share of its host: its position among the communicator's processes on
// the same host (the device a rank takes by default is this modulo the host's device
// count) and how many they are. Collective.
struct host_share {
    int position = 0;
    int ranks = 1;
};
BOOST_GPU_PATHS_MPI_API host_share share_of_host(MPI_Comm comm);

}  // namespace distributed_detail
}  // namespace gpu_paths
}  // namespace boost

#endif
