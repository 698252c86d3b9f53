#define BOOST_TEST_MODULE decompressed graph files
#include <boost/test/included/unit_test.hpp>

#include <boost_gpu_paths/io/read_graph.hpp>

#include "test_io_support.hpp"

#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <sys/types.h>
#include <sys/wait.h>

namespace io = boost::gpu_paths::io;
using io_test::write_file;

namespace {

// The decompressors the project requires; the others are tested where installed.
const std::vector<std::string> required_tools = {"gzip", "xz"};

std::string compress(const std::string& tool, const std::string& plain)
{
    const std::string packed = plain + "." + tool;
    BOOST_REQUIRE(std::system((tool + " -c -q '" + plain + "' > '" + packed + "'").c_str()) == 0);
    return packed;
}

// What waitpid says about this process's children: "none" when it has none left, else
// the zombie it just reaped or that one is still running.
std::string leftover_children()
{
    int status = 0;
    const pid_t pid = ::waitpid(-1, &status, WNOHANG);
    if (pid < 0 && errno == ECHILD) return "none";
    if (pid == 0) return "a child still running";
    if (pid > 0) return "a zombie child, pid " + std::to_string(pid);
    return "waitpid failed: errno " + std::to_string(errno);
}

// A DIMACS text of about `bytes` bytes: "p sp 1 K" and K self loops.
std::string dimacs_text(std::size_t bytes)
{
    const std::string arc = "a 1 1 7\n";
    const std::size_t arcs = bytes / arc.size();
    std::string text = "p sp 1 " + std::to_string(arcs) + "\n";
    text.reserve(text.size() + arcs * arc.size());
    for (std::size_t i = 0; i < arcs; ++i) text += arc;
    return text;
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

BOOST_AUTO_TEST_CASE(decompressed_text_may_reach_the_bound_but_not_pass_it)
{
    const std::string text = dimacs_text(200000);
    const std::string plain = write_file("bounded.gr", text);
    for (const std::string& tool : required_tools) {
        BOOST_TEST_CONTEXT(tool)
        {
            const std::string packed = compress(tool, plain);
            io::read_options exact;
            exact.max_decompressed_bytes = text.size();
            BOOST_TEST(io::read_file_text(packed, exact) == text);
            BOOST_TEST(io::read_graph(packed, io::graph_format::dimacs, exact).edge_count() == (text.size() - 10) / 8);

            io::read_options short_by_one;
            short_by_one.max_decompressed_bytes = text.size() - 1;
            expect_read_error(packed, short_by_one,
                              {"decompressing " + packed, std::to_string(text.size() - 1) + " bytes",
                               "read_options::max_decompressed_bytes", "raise it"});
            BOOST_TEST(leftover_children() == "none");
        }
    }
}

BOOST_AUTO_TEST_CASE(an_archive_that_expands_far_stops_at_the_bound)
{
    // 32 MiB of text in a few dozen KiB: the decompressor is still writing when the
    // read gives up, so it must be killed as well as reaped.
    const std::string plain = io_test::scratch().file("expanding.gr");
    for (const std::string& tool : required_tools) {
        BOOST_TEST_CONTEXT(tool)
        {
            const std::string packed = plain + "." + tool;
            BOOST_REQUIRE(std::system(("(echo 'p sp 1 1'; yes 'a 1 1 7') | head -c 33554432 | " + tool + " -c -1 > '" +
                                       packed + "'")
                                          .c_str()) == 0);
            io::read_options options;
            options.max_decompressed_bytes = std::uint64_t(1) << 20;
            expect_read_error(packed, options, {"1048576 bytes (1 MiB)", "read_options::max_decompressed_bytes"});
            BOOST_TEST(leftover_children() == "none");
        }
    }
}

BOOST_AUTO_TEST_CASE(a_bound_exceeded_after_the_decompressor_ended_leaves_no_zombie)
{
    // Output that fits the pipe: the decompressor has exited, unreaped, when the read
    // gives up.
    const std::string text = dimacs_text(4000);
    const std::string plain = write_file("small_bounded.gr", text);
    for (const std::string& tool : required_tools) {
        BOOST_TEST_CONTEXT(tool)
        {
            const std::string packed = compress(tool, plain);
            io::read_options options;
            options.max_decompressed_bytes = 100;
            expect_read_error(packed, options, {"100 bytes", "read_options::max_decompressed_bytes"});
            BOOST_TEST(leftover_children() == "none");
        }
    }
}

BOOST_AUTO_TEST_CASE(corrupt_archives_fail_and_leave_no_child)
{
    const std::string text = dimacs_text(300000);
    const std::string plain = write_file("corrupt.gr", text);
    for (const std::string& tool : required_tools) {
        BOOST_TEST_CONTEXT(tool)
        {
            const std::string packed = compress(tool, plain);
            std::string bytes;
            {
                std::ifstream in(packed, std::ios::binary);
                bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
            }
            BOOST_REQUIRE(bytes.size() > 64);
            // Cut in the middle of the stream, and damaged in the middle of the stream.
            const std::string truncated = write_file("truncated.gr." + tool, bytes.substr(0, bytes.size() / 2));
            std::string damaged_bytes = bytes;
            for (std::size_t i = bytes.size() / 2; i < bytes.size() / 2 + 16; ++i) damaged_bytes[i] ^= 0x5a;
            const std::string damaged = write_file("damaged.gr." + tool, damaged_bytes);
            for (const std::string& path : {truncated, damaged}) {
                expect_read_error(path, {}, {"cannot decompress " + path, "'" + tool + " -dc'"});
                BOOST_TEST(leftover_children() == "none");
            }
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
