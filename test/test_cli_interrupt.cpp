// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu-paths on a terminal (a pseudo-terminal, as a user's shell gives it): a long
// all-pairs run draws its progress bar, and Ctrl-C (SIGINT) stops it within the engine's
// next round or batch: exit status 130, "interrupted", and the output file as it was.
#include <boost/test/unit_test.hpp>

#include "cli_support.hpp"
#include "test_io_support.hpp"

#include <chrono>
#include <cstring>
#include <string>

#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace cli_test;

namespace {

struct terminal_run {
    int status = -1;
    std::string screen;     // everything the program drew on the terminal
    bool bar_seen = false;  // the bar was drawn before the SIGINT
};

// Runs gpu-paths with `arguments` on a new pseudo-terminal; sends SIGINT once the progress
// bar of the computing phase is on the screen (within `patience`).
terminal_run run_and_interrupt(const std::vector<std::string>& arguments, std::chrono::seconds patience)
{
    terminal_run r;
    int terminal = -1;
    const pid_t child = ::forkpty(&terminal, nullptr, nullptr, nullptr);
    BOOST_TEST_REQUIRE(child >= 0);
    if (child == 0) {
        std::vector<char*> argv;
        const std::string program = cli_path();
        argv.push_back(const_cast<char*>(program.c_str()));
        for (const std::string& a : arguments) argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        ::execv(program.c_str(), argv.data());
        ::_exit(127);
    }
    auto deadline = std::chrono::steady_clock::now() + patience;
    bool interrupted = false, killed = false;
    for (;;) {
        pollfd ready{terminal, POLLIN, 0};
        const int polled = ::poll(&ready, 1, 100);
        if (polled > 0) {
            char buffer[4096];
            const ssize_t got = ::read(terminal, buffer, sizeof buffer);
            if (got <= 0) break;  // the program closed the terminal (EIO once it exits)
            r.screen.append(buffer, static_cast<std::size_t>(got));
        }
        const auto now = std::chrono::steady_clock::now();
        if (!interrupted && (r.screen.find("distances [") != std::string::npos || now > deadline)) {
            r.bar_seen = r.screen.find("distances [") != std::string::npos;
            ::kill(child, SIGINT);
            interrupted = true;
            // The engine stops at its next round or batch: well within this.
            deadline = now + std::chrono::seconds(30);
        } else if (interrupted && !killed && now > deadline) {
            ::kill(child, SIGKILL);
            killed = true;
        }
    }
    int raw = 0;
    ::waitpid(child, &raw, 0);
    ::close(terminal);
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    return r;
}

}  // namespace

BOOST_AUTO_TEST_CASE(ctrl_c_stops_an_all_pairs_run_and_writes_nothing, *boost::unit_test::precondition(cli_available()))
{
    // 8,192 vertices: about a minute of Floyd-Warshall on two host threads, several seconds
    // on sixteen; the bar shows after the phase's first second. The searches get 32 edges a
    // vertex: at 4, sixteen threads finished all 8,192 of them within that second.
    for (const char* command : {"apsp", "apsp-dijkstra"}) {
        const std::string output = io_test::write_file(std::string("interrupted-") + command + ".npy", "the caller's file");
        const char* degree = std::string(command) == "apsp" ? "4" : "32";
        const terminal_run r = run_and_interrupt({command, "-u", "13", "-k", degree, "-b", "host", "-o", output},
                                                 std::chrono::seconds(120));
        BOOST_TEST_MESSAGE("gpu-paths " << command << " on a terminal:\n" << r.screen);
        BOOST_TEST(r.bar_seen, command << ": no progress bar on the terminal");
        BOOST_TEST(r.status == 130, command << ": exit status " << r.status);
        BOOST_TEST(r.screen.find("interrupted") != std::string::npos, command);
        BOOST_TEST(read_text(output) == "the caller's file", command << ": the output file changed");
        // No temporary file left beside it (.interrupted-COMMAND.npy.XXXXXX).
        const std::string leftovers = io_test::scratch().file("leftovers");
        std::system(("ls -a '" + io_test::scratch().file("") + "' | grep -c '^\\.interrupted-' > '" + leftovers + "'").c_str());
        BOOST_TEST(read_text(leftovers) == "0\n", command << ": a temporary file was left");
    }
}
