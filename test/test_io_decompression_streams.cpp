// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/io/read_graph.hpp>

#include "test_compression_support.hpp"
#include "test_io_support.hpp"

#include <cerrno>
#include <functional>
#include <stdexcept>
#include <string>

#include <fcntl.h>
#include <unistd.h>

namespace io = boost::gpu_paths::io;
using compression_test::built_formats;
using compression_test::compress;
using compression_test::extension;
using io_test::write_file;

namespace {

const std::string graph_text = "p sp 3 2\na 1 2 4\na 2 3 5\n";

// Runs body() with standard input reading `bytes` through a pipe, then puts the
// original standard input back.
void with_standard_input(const std::string& bytes, const std::function<void()>& body)
{
    int ends[2];
    BOOST_REQUIRE(::pipe(ends) == 0);
    // Small enough to sit in the pipe's buffer, so no writer thread is needed.
    BOOST_REQUIRE(bytes.size() < 60000);
    BOOST_REQUIRE(::write(ends[1], bytes.data(), bytes.size()) == ssize_t(bytes.size()));
    ::close(ends[1]);
    const int saved = ::dup(STDIN_FILENO);
    ::dup2(ends[0], STDIN_FILENO);
    ::close(ends[0]);
    struct restore {
        int saved;
        ~restore()
        {
            ::dup2(saved, STDIN_FILENO);
            ::close(saved);
        }
    } restored{saved};
    body();
}

std::string read_error_of(const std::function<void()>& body)
{
    try {
        body();
    } catch (const io::read_error& e) {
        BOOST_TEST_MESSAGE(e.what());
        return e.what();
    }
    return "no read_error";
}

// The name of the format these bytes start as.
std::string magic(const char* head, std::size_t size) { return io::to_string(io::compression_of(head, size)); }

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

BOOST_AUTO_TEST_CASE(magic_bytes_name_the_format)
{
    BOOST_TEST(magic("\x1f\x8b\x08", 3) == "gzip");
    BOOST_TEST(magic("\xfd" "7zXZ\0\0", 7) == "xz");
    BOOST_TEST(magic("\xfd" "7zX", 4) == "none");
    BOOST_TEST(magic("BZh9", 4) == "bzip2");
    BOOST_TEST(magic("\x28\xb5\x2f\xfd", 4) == "zstd");
    BOOST_TEST(magic("p sp 1 0\n", 9) == "none");
    BOOST_TEST(magic("", 0) == "none");
}

BOOST_AUTO_TEST_CASE(standard_input_is_decompressed_by_its_magic_bytes)
{
    for (io::compression format : built_formats()) {
        BOOST_TEST_CONTEXT(io::to_string(format))
        {
            const std::string packed = compress(format, graph_text);
            with_standard_input(packed, [] { BOOST_TEST(io::read_file_text("-") == graph_text); });
            with_standard_input(packed, [] { BOOST_TEST(io::read_graph("-").edge_count() == 2u); });
            // The bound holds for standard input, and the error names it.
            io::read_options tiny;
            tiny.max_decompressed_bytes = 10;
            with_standard_input(packed, [&] {
                const std::string error = read_error_of([&] { io::read_file_text("-", tiny); });
                BOOST_TEST(contains(error, "decompressing standard input"));
                BOOST_TEST(contains(error, "read_options::max_decompressed_bytes"));
            });
            // Truncated on standard input: the error names it.
            with_standard_input(packed.substr(0, packed.size() / 2), [&] {
                const std::string error = read_error_of([] { io::read_file_text("-"); });
                BOOST_TEST(contains(error, "cannot decompress standard input"));
                BOOST_TEST(contains(error, io::to_string(format)));
            });
        }
    }
    with_standard_input(graph_text, [] { BOOST_TEST(io::read_file_text("-") == graph_text); });
}

BOOST_AUTO_TEST_CASE(a_file_without_a_compression_suffix_is_recognised_by_its_magic_bytes)
{
    for (io::compression format : built_formats()) {
        BOOST_TEST_CONTEXT(io::to_string(format))
        {
            const std::string path = write_file(std::string("graph_without_suffix_") + io::to_string(format),
                                                compress(format, graph_text));
            BOOST_TEST(io::read_file_text(path) == graph_text);
            // Its format comes from the text once decompressed.
            BOOST_TEST(io::read_graph(path).edge_count() == 2u);
        }
    }
}

BOOST_AUTO_TEST_CASE(bytes_in_memory_are_decompressed_by_their_magic_bytes)
{
    BOOST_TEST(io::decompress_text(graph_text, "plain") == graph_text);
    for (io::compression format : built_formats()) {
        BOOST_TEST_CONTEXT(io::to_string(format))
        {
            const std::string packed = compress(format, graph_text);
            BOOST_TEST(io::decompress_text(packed, "memory") == graph_text);
            const std::string error = read_error_of([&] { io::decompress_text(packed.substr(0, 20), "memory"); });
            BOOST_TEST(contains(error, "cannot decompress memory"));
        }
    }
}

BOOST_AUTO_TEST_CASE(a_name_that_says_compressed_must_match_the_bytes)
{
    for (const char* suffix : {".gz", ".xz", ".bz2", ".zst"}) {
        BOOST_TEST_CONTEXT(suffix)
        {
            const std::string plain = write_file(std::string("plain.gr") + suffix, graph_text);
            const std::string error = read_error_of([&] { io::read_file_text(plain); });
            BOOST_TEST(contains(error, "cannot decompress " + plain));
            BOOST_TEST(contains(error, "does not start as"));
            const std::string empty = write_file(std::string("empty.gr") + suffix, "");
            BOOST_TEST(contains(read_error_of([&] { io::read_file_text(empty); }), "it is empty"));
        }
    }
}

// What the library does not decompress is refused before anything is decompressed, with
// the format, so that a caller can hand the file to another program.
BOOST_AUTO_TEST_CASE(formats_not_built_in_are_refused_with_their_name)
{
    struct sample {
        io::compression format;
        std::string bytes;
    };
    std::vector<sample> samples = {{io::compression::bzip2, std::string("BZh91AY&SY", 10)},
                                   {io::compression::zstd, std::string("\x28\xb5\x2f\xfd\x00\x00", 6)}};
    if (!io::decompresses(io::compression::gzip)) samples.push_back({io::compression::gzip, "\x1f\x8b\x08\x00"});
    if (!io::decompresses(io::compression::xz)) samples.push_back({io::compression::xz, std::string("\xfd" "7zXZ\0", 6)});
    for (const sample& s : samples) {
        BOOST_TEST_CONTEXT(io::to_string(s.format))
        {
            const std::string path = write_file(std::string("packed_") + io::to_string(s.format), s.bytes);
            try {
                io::read_graph(path);
                BOOST_ERROR("no unsupported_compression");
            } catch (const io::unsupported_compression& e) {
                BOOST_TEST_MESSAGE(e.what());
                BOOST_TEST((e.format() == s.format));
                BOOST_TEST(contains(e.what(), path + " is " + io::to_string(s.format) + "-compressed"));
            }
        }
    }
}
