// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/io/read_graph.hpp>

#include "test_io_support.hpp"

#include <cstdint>
#include <fstream>
#include <stdexcept>
#include <string>

#include <sys/resource.h>
#include <unistd.h>

namespace io = boost::gpu_paths::io;
using io_test::expect_parse_error;
using io_test::write_file;

namespace {

// Caps this process's address space at what it uses now plus `headroom` for the life of
// the object, so that an allocation sized by a header's claim fails with bad_alloc
// rather than taking the machine's memory.
class address_space_limit {
public:
    explicit address_space_limit(std::uint64_t headroom)
    {
        if (::getrlimit(RLIMIT_AS, &saved_) != 0) throw std::runtime_error("getrlimit failed");
        rlimit limited = saved_;
        limited.rlim_cur = current_bytes() + headroom;
        if (saved_.rlim_max != RLIM_INFINITY && limited.rlim_cur > saved_.rlim_max) limited.rlim_cur = saved_.rlim_max;
        if (::setrlimit(RLIMIT_AS, &limited) != 0) throw std::runtime_error("setrlimit failed");
    }
    ~address_space_limit() { ::setrlimit(RLIMIT_AS, &saved_); }
    address_space_limit(const address_space_limit&) = delete;
    address_space_limit& operator=(const address_space_limit&) = delete;

private:
    static std::uint64_t current_bytes()
    {
        std::ifstream statm("/proc/self/statm");
        std::uint64_t pages = 0;
        if (!(statm >> pages)) throw std::runtime_error("cannot read /proc/self/statm");
        return pages * static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
    }

    rlimit saved_{};
};

// Far more than any of these small files needs, far less than their headers claim.
constexpr std::uint64_t headroom = std::uint64_t(512) << 20;

}  // namespace

BOOST_AUTO_TEST_CASE(metis_header_vertex_count_allocates_nothing_up_front)
{
    // 2^32 - 2 vertices without edges is a valid METIS file (missing lines are vertices
    // without neighbours), and reading it must not cost memory per claimed vertex.
    const std::string path = write_file("huge_n.graph", "4294967294 0\n");
    const address_space_limit limit(headroom);
    io::edge_list graph;
    BOOST_CHECK_NO_THROW(graph = io::read_graph(path));
    BOOST_TEST(graph.vertex_count == 4294967294u);
    BOOST_TEST(graph.edge_count() == 0u);
    BOOST_TEST(graph.sources.capacity() <= 1u);
}

BOOST_AUTO_TEST_CASE(headers_claiming_more_than_the_data_holds_give_their_errors)
{
    const address_space_limit limit(headroom);
    expect_parse_error("huge_metis.graph", "4294967294 4294967295\n2\n1\n", 1,
                       "4294967295 edges as this header says, found 1 in the adjacency lists");
    expect_parse_error("huge_metis_weighted.graph", "4294967294 4294967295 1\n2 5\n1 5\n", 1,
                       "4294967295 edges as this header says, found 1 in the adjacency lists");
    expect_parse_error("huge_dimacs.gr", "p sp 4294967294 18446744073709551615\na 1 2 3\n", 1,
                       "18446744073709551615 arcs as this problem line says, found 1 in the file");
    expect_parse_error("huge_pace.gr", "p tw 4294967294 18446744073709551615\n1 2\n", 1,
                       "18446744073709551615 edges as this problem line says, found 1 in the file");
    expect_parse_error("huge_entries.mtx",
                       "%%MatrixMarket matrix coordinate real general\n4294967294 4294967294 18446744073709551615\n1 2 3\n",
                       2, "18446744073709551615 entries as this size line says, found 1 in the file");
    expect_parse_error("huge_pattern.mtx",
                       "%%MatrixMarket matrix coordinate pattern symmetric\n4294967294 4294967294 18446744073709551615\n2 1\n",
                       2, "18446744073709551615 entries as this size line says, found 1 in the file");
}
