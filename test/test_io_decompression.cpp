// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/io/read_graph.hpp>

#include "test_compression_support.hpp"
#include "test_io_support.hpp"

#include <cerrno>
#include <cstdlib>
#include <string>
#include <vector>

#include <sys/types.h>
#include <sys/wait.h>

namespace io = boost::gpu_paths::io;
using compression_test::built_formats;
using compression_test::compress;
using compression_test::dimacs_text;
using compression_test::extension;
using io_test::write_file;

namespace {

// What waitpid says about this process's children: the library decompresses in process,
// so a read leaves none behind.
std::string leftover_children()
{
    int status = 0;
    const pid_t pid = ::waitpid(-1, &status, WNOHANG);
    if (pid < 0 && errno == ECHILD) return "none";
    return "a child process";
}

// Expects read_graph(path) to fail with a read_error whose message holds every part.
void expect_read_error(const std::string& path, const io::read_options& options, const std::vector<std::string>& parts)
{
    try {
        io::read_graph(path, io::graph_format::dimacs, options);
        BOOST_ERROR("no read_error for " << path);
    } catch (const io::read_error& e) {
        BOOST_TEST_MESSAGE(e.what());
        for (const std::string& part : parts) BOOST_TEST(std::string(e.what()).find(part) != std::string::npos, part);
    }
}

}  // namespace

BOOST_AUTO_TEST_CASE(default_bound_is_64_gib)
{
    BOOST_TEST(io::read_options{}.max_decompressed_bytes == std::uint64_t(64) << 30);
    BOOST_TEST(io::default_max_decompressed_bytes == std::uint64_t(64) << 30);
}

BOOST_AUTO_TEST_CASE(the_build_says_what_it_decompresses)
{
    BOOST_TEST(io::decompresses(io::compression::none));
    BOOST_TEST(io::decompresses(io::compression::gzip) == bool(BOOST_GPU_PATHS_HAS_ZLIB));
    BOOST_TEST(io::decompresses(io::compression::xz) == bool(BOOST_GPU_PATHS_HAS_LZMA));
    BOOST_TEST(!io::decompresses(io::compression::bzip2));
    BOOST_TEST(!io::decompresses(io::compression::zstd));
}

BOOST_AUTO_TEST_CASE(compressed_files_read_as_their_text)
{
    const std::string text = "c three arcs\np sp 3 3\na 1 2 5\na 2 3 -1\na 3 1 2\n";
    for (io::compression format : built_formats()) {
        BOOST_TEST_CONTEXT(io::to_string(format))
        {
            for (int level : {1, 9}) {
                const std::string packed = write_file("small.gr" + extension(format), compress(format, text, level));
                BOOST_TEST(io::read_file_text(packed) == text);
                const io::edge_list g = io::read_graph(packed);
                BOOST_TEST(g.vertex_count == 3u);
                BOOST_TEST(g.edge_count() == 3u);
            }
            // Text longer than one input and one output chunk of the decoder.
            const std::string large = dimacs_text(3 << 20);
            BOOST_TEST(io::read_file_text(write_file("large.gr" + extension(format), compress(format, large))) == large);
            BOOST_TEST(leftover_children() == "none");
        }
    }
}

// Files the system's own compressors wrote, where they are installed: an encoder other
// than the one the other tests use.
BOOST_AUTO_TEST_CASE(files_of_the_system_compressors_read_as_their_text)
{
    const std::string text = dimacs_text(100000);
    const std::string plain = write_file("by_program.gr", text);
    for (io::compression format : built_formats()) {
        const std::string program = io::to_string(format);
        if (!io_test::have_program(program)) continue;
        BOOST_TEST_CONTEXT(program)
        {
            const std::string packed = plain + extension(format);
            BOOST_REQUIRE(std::system((program + " -c -q '" + plain + "' > '" + packed + "'").c_str()) == 0);
            BOOST_TEST(io::read_file_text(packed) == text);
        }
    }
}

BOOST_AUTO_TEST_CASE(decompressed_text_may_reach_the_bound_but_not_pass_it)
{
    const std::string text = dimacs_text(200000);
    for (io::compression format : built_formats()) {
        BOOST_TEST_CONTEXT(io::to_string(format))
        {
            const std::string packed = write_file("bounded.gr" + extension(format), compress(format, text));
            io::read_options exact;
            exact.max_decompressed_bytes = text.size();
            BOOST_TEST(io::read_file_text(packed, exact) == text);
            BOOST_TEST(io::read_graph(packed, io::graph_format::dimacs, exact).edge_count() == (text.size() - 10) / 8);

            io::read_options short_by_one;
            short_by_one.max_decompressed_bytes = text.size() - 1;
            expect_read_error(packed, short_by_one,
                              {"decompressing " + packed, std::to_string(text.size() - 1) + " bytes",
                               "read_options::max_decompressed_bytes", "raise it"});
        }
    }
}

BOOST_AUTO_TEST_CASE(an_archive_that_expands_far_stops_at_the_bound)
{
    // 32 MiB of text in a few dozen KiB: the read stops at 1 MiB, long before the end.
    std::string text = "p sp 1 1\n";
    while (text.size() < (std::size_t(32) << 20)) text += "a 1 1 7\n";
    for (io::compression format : built_formats()) {
        BOOST_TEST_CONTEXT(io::to_string(format))
        {
            const std::string packed = compress(format, text, 1);
            BOOST_TEST(packed.size() < text.size() / 100);
            io::read_options options;
            options.max_decompressed_bytes = std::uint64_t(1) << 20;
            expect_read_error(write_file("expanding.gr" + extension(format), packed), options,
                              {"1048576 bytes (1 MiB)", "read_options::max_decompressed_bytes"});
        }
    }
}

// Like `gzip -dc` and `xz -dc`: concatenated members or streams give their texts in turn.
BOOST_AUTO_TEST_CASE(concatenated_members_read_as_one_text)
{
    const std::string first = "p sp 2 2\na 1 2 3\n", second = "a 2 1 4\n", empty;
    for (io::compression format : built_formats()) {
        BOOST_TEST_CONTEXT(io::to_string(format))
        {
            const std::string packed =
                compress(format, first) + compress(format, empty) + compress(format, second, 9);
            const std::string path = write_file("members.gr" + extension(format), packed);
            BOOST_TEST(io::read_file_text(path) == first + second);
            BOOST_TEST(io::read_graph(path).edge_count() == 2u);
        }
    }
}

BOOST_AUTO_TEST_CASE(corrupt_and_truncated_archives_fail_naming_the_file)
{
    const std::string text = dimacs_text(300000);
    for (io::compression format : built_formats()) {
        const std::string kind = io::to_string(format);
        BOOST_TEST_CONTEXT(kind)
        {
            const std::string bytes = compress(format, text);
            BOOST_REQUIRE(bytes.size() > 64);
            const std::string ext = extension(format);
            // Cut in the middle, cut just before the end (in the trailer), damaged in the
            // middle, and followed by bytes that are not another member.
            const std::string truncated = write_file("truncated.gr" + ext, bytes.substr(0, bytes.size() / 2));
            const std::string no_trailer = write_file("no_trailer.gr" + ext, bytes.substr(0, bytes.size() - 3));
            std::string damaged_bytes = bytes;
            for (std::size_t i = bytes.size() / 2; i < bytes.size() / 2 + 16; ++i) damaged_bytes[i] ^= 0x5a;
            const std::string damaged = write_file("damaged.gr" + ext, damaged_bytes);
            const std::string trailing = write_file("trailing.gr" + ext, bytes + "trailing text\n");
            expect_read_error(truncated, {}, {"cannot decompress " + truncated, kind, "truncated"});
            expect_read_error(no_trailer, {}, {"cannot decompress " + no_trailer, kind});
            expect_read_error(damaged, {}, {"cannot decompress " + damaged, kind});
            expect_read_error(trailing, {}, {"cannot decompress " + trailing, kind});
            // A single byte damaged in the middle is caught by the data or by the check.
            std::string flipped = bytes;
            flipped[bytes.size() / 2] ^= 0x01;
            const std::string one_bit = write_file("one_bit.gr" + ext, flipped);
            expect_read_error(one_bit, {}, {"cannot decompress " + one_bit, kind});
        }
    }
}

// A stream of unknown size (a device, a pipe, standard input) is bounded like compressed
// text: /dev/zero never ends, and must stop at the bound instead of exhausting memory. A
// plain regular file is read whole, whatever the bound.
BOOST_AUTO_TEST_CASE(streams_of_unknown_size_stop_at_the_bound)
{
    io::read_options small;
    small.max_decompressed_bytes = std::uint64_t(1) << 20;
    expect_read_error("/dev/zero", small,
                      {"reading /dev/zero", std::to_string(small.max_decompressed_bytes) + " bytes", "raise it"});
    const std::string text = dimacs_text(200000);
    io::read_options tiny;
    tiny.max_decompressed_bytes = 16;
    BOOST_TEST(io::read_file_text(write_file("regular.gr", text), tiny) == text);
}
