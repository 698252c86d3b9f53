// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// collective_outcome::agree (detail/distributed/ranks.hpp): the lowest failing rank is found
// with one MPI_Allreduce; it then broadcasts its exception's kind and message, and every
// rank throws that error.
#include <boost_gpu_paths/detail/distributed/ranks.hpp>

#include "distributed/mpi_check.hpp"

#include <boost/config.hpp>  // before BGL's exception.hpp, which uses its macros
#include <boost/graph/exception.hpp>

#include <new>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace distributed_detail {
namespace {

// The exceptions every rank can throw again from their kind and message alone.
enum class error_kind : int {
    negative_edge,
    not_a_dag,
    invalid_input,
    weight_overflow,
    device_memory_error,
    host_memory_error,
    backend_unavailable,
    cancelled,
    cuda_error,
    library_error,
    bad_alloc,
    other
};

struct described_error {
    error_kind kind = error_kind::other;
    std::string message;
    long long code = 0;             // cuda_error::code()
    long long requested_bytes = 0;  // device_memory_error's and host_memory_error's
};

// Most derived first: device_memory_error is a cuda_error, every library type an error.
described_error describe(const std::exception_ptr& failure)
{
    described_error d;
    try {
        std::rethrow_exception(failure);
    } catch (const negative_edge& e) {
        d = {error_kind::negative_edge, e.what()};
    } catch (const not_a_dag& e) {
        d = {error_kind::not_a_dag, e.what()};
    } catch (const invalid_input& e) {
        d = {error_kind::invalid_input, e.what()};
    } catch (const weight_overflow& e) {
        d = {error_kind::weight_overflow, e.what()};
    } catch (const device_memory_error& e) {
        d = {error_kind::device_memory_error, e.what(), e.code(), static_cast<long long>(e.requested_bytes())};
    } catch (const host_memory_error& e) {
        d = {error_kind::host_memory_error, e.what(), 0, static_cast<long long>(e.requested_bytes())};
    } catch (const backend_unavailable& e) {
        d = {error_kind::backend_unavailable, e.what()};
    } catch (const cancelled& e) {
        d = {error_kind::cancelled, e.what()};
    } catch (const cuda_error& e) {
        d = {error_kind::cuda_error, e.what(), e.code()};
    } catch (const error& e) {
        d = {error_kind::library_error, e.what()};
    } catch (const std::bad_alloc& e) {
        d = {error_kind::bad_alloc, e.what()};
    } catch (const std::exception& e) {
        d = {error_kind::other, e.what()};
    } catch (...) {
        d = {error_kind::other, "an exception of a type not derived from std::exception"};
    }
    return d;
}

[[noreturn]] void throw_described(const described_error& d, int rank)
{
    switch (d.kind) {
    case error_kind::negative_edge: throw negative_edge();
    case error_kind::not_a_dag: throw not_a_dag();
    case error_kind::invalid_input: throw invalid_input(d.message);
    case error_kind::weight_overflow: throw weight_overflow(d.message);
    case error_kind::device_memory_error:
        throw device_memory_error(static_cast<int>(d.code), d.message, static_cast<std::size_t>(d.requested_bytes));
    case error_kind::host_memory_error:
        throw host_memory_error(d.message, static_cast<std::size_t>(d.requested_bytes));
    case error_kind::backend_unavailable: throw backend_unavailable(d.message);
    case error_kind::cancelled: throw cancelled(d.message);
    case error_kind::cuda_error: throw cuda_error(static_cast<int>(d.code), d.message);
    case error_kind::library_error: throw error(d.message);
    case error_kind::bad_alloc: throw std::bad_alloc();
    case error_kind::other: break;
    }
    throw remote_error(rank, "rank " + std::to_string(rank) + ": " + d.message);
}

}  // namespace

void collective_outcome::agree()
{
    int rank = 0, size = 1;
    check_mpi(MPI_Comm_rank(comm_, &rank), "MPI_Comm_rank");
    check_mpi(MPI_Comm_size(comm_, &size), "MPI_Comm_size");
    const int mine = error_ ? rank : size;
    int first = size;
    check_mpi(MPI_Allreduce(&mine, &first, 1, MPI_INT, MPI_MIN, comm_), "MPI_Allreduce");
    if (first == size) return;

    described_error d;
    if (rank == first) d = describe(error_);
    long long header[4] = {static_cast<long long>(d.kind), static_cast<long long>(d.message.size()), d.code,
                           d.requested_bytes};
    check_mpi(MPI_Bcast(header, 4, MPI_LONG_LONG, first, comm_), "MPI_Bcast");
    const int length = static_cast<int>(header[1]);
    std::vector<char> text(static_cast<std::size_t>(length));
    if (rank == first) text.assign(d.message.begin(), d.message.end());
    if (length > 0) check_mpi(MPI_Bcast(text.data(), length, MPI_CHAR, first, comm_), "MPI_Bcast");
    if (rank == first) std::rethrow_exception(error_);
    d.kind = static_cast<error_kind>(header[0]);
    d.message.assign(text.begin(), text.end());
    d.code = header[2];
    d.requested_bytes = header[3];
    throw_described(d, first);
}

}  // namespace distributed_detail
}  // namespace gpu_paths
}  // namespace boost
