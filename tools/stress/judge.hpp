// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// How a library call ended, and what that means: a refusal the documentation allows for
// these inputs, BGL's own negative verdict, or a mismatch. A call that returned normally
// where it must not have is a mismatch too; otherwise its values are compared by the
// family.
#ifndef GPU_PATHS_STRESS_JUDGE_HPP
#define GPU_PATHS_STRESS_JUDGE_HPP

#include "trial.hpp"

#include <boost_gpu_paths/errors.hpp>

#include <boost/graph/exception.hpp>

#include <exception>
#include <string>
#include <typeinfo>

namespace stress {

enum class thrown { nothing, negative_edge, not_a_dag, weight_overflow, invalid_input, other };

struct call_record {
    thrown kind = thrown::nothing;
    std::string message;
};

template <class F>
call_record capture(F&& call)
{
    call_record r;
    try {
        call();
    } catch (const boost::negative_edge& e) {
        r = {thrown::negative_edge, e.what()};
    } catch (const boost::not_a_dag& e) {
        r = {thrown::not_a_dag, e.what()};
    } catch (const boost::gpu_paths::weight_overflow& e) {
        r = {thrown::weight_overflow, e.what()};
    } catch (const boost::gpu_paths::invalid_input& e) {
        r = {thrown::invalid_input, e.what()};
    } catch (const std::exception& e) {
        r = {thrown::other, std::string(typeid(e).name()) + ": " + e.what()};
    } catch (...) {
        r = {thrown::other, "an exception not derived from std::exception"};
    }
    return r;
}

// What the inputs allow.
struct expectation {
    bool overflow_possible = false;   // the documented integer bound does not fit
    bool nan_present = false;         // a NaN weight or matrix entry
    bool nan_always_refused = false;  // the call reads every weight up front (Floyd-Warshall, all pairs)
    bool too_deep = false;            // BFS: the deepest level does not fit the distance type below its max
    bool bgl_throws = false;          // BGL (or the documented rule) throws negative_edge
    bool bgl_not_a_dag = false;       // BGL throws not_a_dag (a cycle reachable from the source)
};

// True with r and detail set when the call's ending decides the outcome; false when the
// call returned and its values must be compared.
inline bool judge(const call_record& call, const expectation& x, outcome& r, std::string& detail)
{
    switch (call.kind) {
    case thrown::weight_overflow:
        r = x.overflow_possible ? outcome::refused_overflow : outcome::mismatch;
        if (r == outcome::mismatch) detail = "weight_overflow where the documented bound fits: " + call.message;
        return true;
    case thrown::invalid_input:
        r = x.nan_present ? outcome::refused_nan : x.too_deep ? outcome::refused_narrow : outcome::mismatch;
        if (r == outcome::mismatch) detail = "invalid_input with no NaN and nothing too deep: " + call.message;
        return true;
    case thrown::negative_edge:
        r = x.bgl_throws ? outcome::negative : outcome::mismatch;
        if (r == outcome::mismatch) detail = "negative_edge where BGL throws nothing";
        return true;
    case thrown::not_a_dag:
        r = x.bgl_not_a_dag ? outcome::negative : outcome::mismatch;
        if (r == outcome::mismatch) detail = "not_a_dag where BGL throws nothing";
        return true;
    case thrown::other:
        r = outcome::mismatch;
        detail = "unexpected exception " + call.message;
        return true;
    case thrown::nothing: break;
    }
    r = outcome::mismatch;
    if (x.bgl_throws) {
        detail = "returned where BGL throws negative_edge";
        return true;
    }
    if (x.bgl_not_a_dag) {
        detail = "returned where BGL throws not_a_dag";
        return true;
    }
    if (x.nan_present && x.nan_always_refused) {
        detail = "returned with a NaN weight (documented: invalid_input)";
        return true;
    }
    if (x.too_deep) {
        detail = "returned with a hop count that does not fit the distance type (documented: invalid_input)";
        return true;
    }
    return false;
}

}  // namespace stress

#endif
