// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

// Where gpu-paths writes: outputs that cannot be written fail the run, a failed run leaves
// the user's files as they were, and devices and pipes are written in place.

#include "cli_support.hpp"

#include <sys/stat.h>
#include <unistd.h>

using namespace cli_test;

BOOST_AUTO_TEST_SUITE(cli, *boost::unit_test::precondition(cli_available()))

BOOST_AUTO_TEST_CASE(output_that_cannot_be_written_fails_the_run)
{
    const std::string graph = "'" + write_file("unwritten.gr", "p sp 3 2\na 1 2 1\na 2 3 2\n") + "'";
    if (::access("/dev/full", W_OK) == 0) {
        for (const std::string& arguments : {"info " + graph, "apsp " + graph, "sssp " + graph, std::string("--help")}) {
            const run_result r = run(arguments, "", "> /dev/full");
            BOOST_TEST_CONTEXT(arguments)
            {
                BOOST_TEST(r.status == 1);
                BOOST_TEST(line_count(r.err) == 1u);
                BOOST_TEST(r.err.find("cannot write standard output") != std::string::npos);
            }
        }
    } else {
        BOOST_TEST_MESSAGE("no writable /dev/full here: the full-device runs are skipped");
    }
    // A closed standard output is an error when there is something to write to it, and
    // none when the results go to a file.
    BOOST_TEST(run("info " + graph, "", ">&-").status == 1);
    const std::string results = io_test::scratch().file("closed-stdout.txt");
    BOOST_TEST(run("sssp -o '" + results + "' " + graph, "", ">&-").status == 0);
    BOOST_TEST(read_text(results).find("3 3 2") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(failed_runs_leave_the_users_files_as_they_were)
{
    // A file the user already has, replaced only by a run that succeeds.
    const std::string cycle = write_file("cycle2.gr", "p sp 3 3\na 1 2 1\na 2 3 -3\na 3 1 1\n");
    const std::string fine = write_file("fine.gr", "p sp 3 2\na 1 2 1\na 2 3 2\n");
    const std::string negative = write_file("negative2.gr", "p sp 2 1\na 1 2 -1\n");
    const std::string kept = write_file("kept.npy", "the user's own bytes\n");
    for (const char* command : {"apsp", "apsp-dijkstra"}) {
        BOOST_TEST_CONTEXT(command)
        {
            const std::string failing = std::string(command) == "apsp" ? cycle : negative;
            BOOST_TEST(run(std::string(command) + " -o '" + kept + "' '" + failing + "'").status == 1);
            BOOST_TEST(read_text(kept) == "the user's own bytes\n");
            BOOST_TEST(run(std::string(command) + " --check -o '" + kept + "' '" + fine + "'",
                           "GPU_PATHS_CLI_PERTURB_RESULT=1")
                           .status == 3);
            BOOST_TEST(read_text(kept) == "the user's own bytes\n");
        }
    }
    const std::string text = write_file("kept.txt", "earlier results\n");
    BOOST_TEST(run("sssp -o '" + text + "' '" + negative + "'").status == 1);
    BOOST_TEST(read_text(text) == "earlier results\n");
    // Success replaces the file; no temporary is left beside it.
    BOOST_TEST_REQUIRE(run("apsp -w f64 -o '" + kept + "' '" + fine + "'").status == 0);
    BOOST_TEST(read_npy<double>(kept, 3, "<f8")[2] == 3.0);
    BOOST_TEST_REQUIRE(run("sssp -s 1 -o '" + text + "' '" + fine + "'").status == 0);
    BOOST_TEST(read_text(text).find("3 3 2") != std::string::npos);

    // Through a symbolic link the file it names is replaced, and the link stays a link.
    const std::string link = io_test::scratch().file("link.npy");
    ::unlink(link.c_str());
    BOOST_TEST_REQUIRE(::symlink(text.c_str(), link.c_str()) == 0);
    BOOST_TEST(run("apsp -w f64 -o '" + link + "' '" + fine + "'").status == 0);
    struct stat link_state;
    BOOST_TEST((::lstat(link.c_str(), &link_state) == 0 && S_ISLNK(link_state.st_mode)));
    BOOST_TEST(read_npy<double>(text, 3, "<f8")[2] == 3.0);
    // A link to nothing is refused before any work, and left alone.
    const std::string dangling = io_test::scratch().file("dangling.txt");
    ::unlink(dangling.c_str());
    BOOST_TEST_REQUIRE(::symlink(io_test::scratch().file("nowhere/none.txt").c_str(), dangling.c_str()) == 0);
    const run_result refused = run("sssp -s 1 -o '" + dangling + "' '" + fine + "'");
    BOOST_TEST(refused.status == 1);
    BOOST_TEST(refused.err.find("symbolic link to nothing") != std::string::npos, refused.err);
    BOOST_TEST((::lstat(dangling.c_str(), &link_state) == 0 && S_ISLNK(link_state.st_mode)));
    // A directory is refused.
    const run_result directory = run("sssp -s 1 -o '" + io_test::scratch().file("") + "' '" + fine + "'");
    BOOST_TEST(directory.status == 1);
    BOOST_TEST(directory.err.find("is a directory") != std::string::npos, directory.err);
}

BOOST_AUTO_TEST_CASE(devices_and_pipes_are_written_in_place)
{
    const std::string fine = write_file("fine-stream.gr", "p sp 3 2\na 1 2 1\na 2 3 2\n");
    // /dev/null, as people run a check, with text and with a .npy matrix; it stays a device.
    BOOST_TEST(run("sssp --check -s 1 -o /dev/null '" + fine + "'").status == 0);
    BOOST_TEST(run("apsp -o /dev/null '" + fine + "'").status == 0);
    struct stat device;
    BOOST_TEST((::stat("/dev/null", &device) == 0 && S_ISCHR(device.st_mode)));
    // A full device: the run fails, and says why.
    if (::access("/dev/full", W_OK) == 0) {
        const run_result full = run("sssp -s 1 -o /dev/full '" + fine + "'");
        BOOST_TEST(full.status == 1);
        BOOST_TEST(full.err.find("/dev/full") != std::string::npos, full.err);
    }
    // A FIFO that another process reads: the reader gets the results.
    const std::string fifo = io_test::scratch().file("results.fifo");
    const std::string received = io_test::scratch().file("received.txt");
    ::unlink(fifo.c_str());
    ::unlink(received.c_str());
    BOOST_TEST_REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    BOOST_TEST(run("sssp -s 1 -o '" + fifo + "' '" + fine + "'", "(cat '" + fifo + "' > '" + received + "' &);")
                   .status == 0);
    std::string got;
    for (int tries = 0; tries < 100 && got.find("3 3 2") == std::string::npos; ++tries) {
        ::usleep(50000);
        got = read_text(received);
    }
    BOOST_TEST(got.find("3 3 2") != std::string::npos, got);
    BOOST_TEST((::lstat(fifo.c_str(), &device) == 0 && S_ISFIFO(device.st_mode)));
    // A directory that cannot be written (checked where the run is not root, which may
    // write anywhere): the run fails before any work.
    if (::geteuid() != 0) {
        const std::string locked = io_test::scratch().file("locked");
        ::mkdir(locked.c_str(), 0555);
        BOOST_TEST(run("sssp -s 1 -o '" + locked + "/out.txt' '" + fine + "'").status == 1);
        ::chmod(locked.c_str(), 0755);
    }
    // "-" is standard output, for the text and the .npy results alike.
    BOOST_TEST(run("sssp -s 1 -o - '" + fine + "'").out.find("3 3 2") != std::string::npos);
    const run_result npy = run("apsp -o - '" + fine + "'");
    BOOST_TEST(npy.status == 0);
    BOOST_TEST(npy.out.compare(0, 6, "\x93NUMPY") == 0);
}

BOOST_AUTO_TEST_SUITE_END()
