// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// source_dealer (detail/distributed/ranks.hpp): one 64-bit counter in a window on rank 0,
// advanced by MPI_Fetch_and_op inside one passive-target epoch over all ranks.
#include <boost_gpu_paths/detail/distributed/ranks.hpp>

#include "distributed/mpi_check.hpp"

#include <algorithm>

namespace boost {
namespace gpu_paths {
namespace distributed_detail {

source_dealer::source_dealer(MPI_Comm comm, std::uint64_t count, std::uint64_t chunk)
    : count_(count), chunk_(std::max<std::uint64_t>(chunk, 1))
{
    int rank = 0;
    check_mpi(MPI_Comm_rank(comm, &rank), "MPI_Comm_rank");
    const MPI_Aint bytes = rank == 0 ? MPI_Aint(sizeof(std::uint64_t)) : 0;
    check_mpi(MPI_Win_allocate(bytes, sizeof(std::uint64_t), MPI_INFO_NULL, comm, &counter_, &window_),
              "MPI_Win_allocate");
    check_mpi(MPI_Win_lock_all(MPI_MODE_NOCHECK, window_), "MPI_Win_lock_all");
    // Rank 0's counter is 0 before any rank adds to it: its store, made public to the
    // window, then a barrier.
    if (rank == 0) {
        *counter_ = 0;
        check_mpi(MPI_Win_sync(window_), "MPI_Win_sync");
    }
    check_mpi(MPI_Barrier(comm), "MPI_Barrier");
}

source_dealer::~source_dealer()
{
    if (window_ == MPI_WIN_NULL) return;
    MPI_Win_unlock_all(window_);
    MPI_Win_free(&window_);
}

bool source_dealer::next(std::uint64_t& first, std::uint64_t& last)
{
    std::uint64_t taken = 0;
    check_mpi(MPI_Fetch_and_op(&chunk_, &taken, MPI_UINT64_T, 0, 0, MPI_SUM, window_), "MPI_Fetch_and_op");
    check_mpi(MPI_Win_flush(0, window_), "MPI_Win_flush");
    if (taken >= count_) return false;
    first = taken;
    last = std::min(count_, taken + chunk_);
    return true;
}

void source_dealer::stop() noexcept
{
    // Past the end for everyone: the counter only grows, so no rank takes another chunk.
    std::uint64_t past = count_;
    std::uint64_t before = 0;
    if (MPI_Fetch_and_op(&past, &before, MPI_UINT64_T, 0, 0, MPI_SUM, window_) == MPI_SUCCESS)
        MPI_Win_flush(0, window_);
}

void source_dealer::close()
{
    check_mpi(MPI_Win_unlock_all(window_), "MPI_Win_unlock_all");
    check_mpi(MPI_Win_free(&window_), "MPI_Win_free");
    window_ = MPI_WIN_NULL;
}

host_share share_of_host(MPI_Comm comm)
{
    MPI_Comm host = MPI_COMM_NULL;
    check_mpi(MPI_Comm_split_type(comm, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &host), "MPI_Comm_split_type");
    host_share share;
    const int rank = MPI_Comm_rank(host, &share.position);
    const int size = MPI_Comm_size(host, &share.ranks);
    MPI_Comm_free(&host);
    check_mpi(rank, "MPI_Comm_rank");
    check_mpi(size, "MPI_Comm_size");
    return share;
}

}  // namespace distributed_detail
}  // namespace gpu_paths
}  // namespace boost
