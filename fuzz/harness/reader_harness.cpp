// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "reader_harness.hpp"

#include "finding.hpp"
#include "graph_checks.hpp"

#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/io/errors.hpp>

#include <algorithm>
#include <cxxabi.h>
#include <cstdlib>
#include <exception>
#include <memory>
#include <typeinfo>

namespace io = boost::gpu_paths::io;

namespace fuzz {
namespace {

// The name parse errors carry; without an extension, so that the automatic format comes
// from the text alone.
const std::string input_name = "fuzz-input";

// A parse_error's message is documented as "FILE:LINE: expected ..., found ...", naming a
// line of the text. Its length must not follow the input's: every excerpt is bounded.
constexpr std::size_t longest_message = 1024;

std::string outcome;

std::string type_name(const std::type_info& type)
{
    int status = 0;
    std::unique_ptr<char, decltype(&std::free)> name(abi::__cxa_demangle(type.name(), nullptr, nullptr, &status),
                                                     &std::free);
    return status == 0 && name ? name.get() : type.name();
}

// The scanner reads a line whose first non-blank byte is NUL as blank; such a line is
// none of a format's line kinds (blank, comment, header, data), so accepting a text that
// holds one silently drops whatever the line carries.
void check_no_nul_lines(const std::string& text)
{
    std::size_t line = 1;
    for (std::size_t begin = 0; begin < text.size(); ++line) {
        const std::size_t end = std::min(text.find('\n', begin), text.size());
        const std::size_t first = text.find_first_not_of(" \t\v\f,", begin);
        if (first < end && text[first] == '\0')
            finding("accepted a text whose line " + std::to_string(line) + " starts with a NUL byte");
        begin = end + 1;
    }
}

void check_parse_error(const io::parse_error& error, const std::string& text)
{
    const std::size_t lines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
    if (error.line() < 1 || error.line() > lines)
        finding("parse_error names line " + std::to_string(error.line()) + ", but the text's lines are 1.." +
                std::to_string(lines) + ": " + error.what());
    const std::string prefix = input_name + ":" + std::to_string(error.line()) + ": expected " + error.expected();
    const std::string message = error.what();
    if (message.compare(0, prefix.size(), prefix) != 0)
        finding("parse_error message does not read \"FILE:LINE: expected ...\": " + message);
    if (message.size() > longest_message)
        finding("parse_error message of " + std::to_string(message.size()) + " bytes (over " +
                std::to_string(longest_message) + "): " + message.substr(0, 200) + "...");
}

}  // namespace

const std::string& last_outcome() { return outcome; }

void run_reader(const std::uint8_t* data, std::size_t size, io::graph_format format)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const io::edge_list graph = io::parse_graph(text, input_name, format);
        check_graph(graph, format);
        check_no_nul_lines(text);
        outcome = describe(graph);
    } catch (const io::parse_error& error) {
        check_parse_error(error, text);
        outcome = "rejected: " + error.expected();
    } catch (const boost::gpu_paths::invalid_input& error) {
        outcome = std::string("rejected: ") + error.what();
    } catch (const std::exception& error) {
        finding("undocumented exception " + type_name(typeid(error)) + " from the " + io::to_string(format) +
                " reader: " + error.what());
    } catch (...) {
        finding(std::string("exception of an unknown type from the ") + io::to_string(format) + " reader");
    }
}

}  // namespace fuzz
