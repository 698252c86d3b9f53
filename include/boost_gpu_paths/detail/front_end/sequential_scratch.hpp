// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The working arrays of BGL's own algorithm on a small graph (the sequential path of
// automatic calls), reused by the calls of one thread instead of allocated per call.
//
// On a graph of a few dozen vertices BGL's call spends about as long on its allocations (a
// two_bit_color_map's shared_array, a std::deque's map and blocks) as on the search, so a
// drop-in that calls BGL's algorithm with the same allocations cannot quite keep up with
// BGL's own call once it adds its choice of path; on a few thousand vertices the deque's
// block allocations still cost a visible share. A thread's scratch grows to the largest
// graph it has served, up to scratch_vertices elements per element type; a larger graph,
// or a call made while the thread's scratch is in use (a visitor that searches again),
// allocates as BGL does.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_SCRATCH_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_SCRATCH_HPP

#include <algorithm>
#include <cstddef>
#include <memory>
#include <new>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace detail {

// Most elements a thread keeps per element type: the graphs that automatic calls hand to
// BGL's sequential algorithm (below the host backend's break-even) fit; at most about half
// a megabyte per element type stays allocated in a thread that served such a graph.
constexpr std::size_t scratch_vertices = 65536;

// Raw storage, never constructed: the elements are implicit-lifetime types (numbers,
// descriptors, aggregates of iterators) that begin their lifetime as the search assigns
// them, so a thread's first call touches only the pages its search writes, not every page
// of the graph's size (zero-filling them, or constructing a depth-first stack's frames,
// made a first call on a graph whose source reaches little cost several times BGL's).
struct raw_release {
    void operator()(void* p) const noexcept { ::operator delete(p); }
};
template <class T>
using raw_array = std::unique_ptr<T, raw_release>;

template <class T>
raw_array<T> make_raw_array(std::size_t count)
{
    static_assert(std::is_trivially_destructible<T>::value, "scratch elements are never destroyed");
    return raw_array<T>(static_cast<T*>(::operator new(count * sizeof(T))));
}

template <class T>
struct thread_scratch {
    raw_array<T> storage;
    std::size_t size = 0;
    bool in_use = false;
};

// One scratch per element type and use (Use tells apart two arrays of one type that a call
// needs at once).
template <class T, class Use>
thread_scratch<T>& scratch_of_this_thread()
{
    thread_local thread_scratch<T> scratch;
    return scratch;
}

// `count` elements of T, uninitialized as far as the caller knows: the thread's scratch
// when it is free and large enough, else storage of its own.
template <class T, class Use = void>
class scratch_array {
public:
    explicit scratch_array(std::size_t count)
    {
        thread_scratch<T>& scratch = scratch_of_this_thread<T, Use>();
        if (count <= scratch_vertices && !scratch.in_use) {
            // Doubling keeps a run of slowly growing graphs from reallocating every call.
            if (scratch.size < count) {
                const std::size_t grown = std::min(scratch_vertices, std::max(count, 2 * scratch.size));
                scratch.storage = make_raw_array<T>(grown);
                scratch.size = grown;
            }
            scratch.in_use = true;
            borrowed_ = &scratch;
            data_ = scratch.storage.get();
        } else {
            // Raw too: the pages of a large array are touched only where the caller writes
            // (a pass that reaches part of a graph touches only that part).
            own_ = make_raw_array<T>(count);
            data_ = own_.get();
        }
    }
    ~scratch_array()
    {
        if (borrowed_) borrowed_->in_use = false;
    }
    scratch_array(const scratch_array&) = delete;
    scratch_array& operator=(const scratch_array&) = delete;

    T* data() const noexcept { return data_; }

private:
    thread_scratch<T>* borrowed_ = nullptr;
    raw_array<T> own_;
    T* data_ = nullptr;
};

// BGL's Buffer concept (push, pop, top, empty, size) as a FIFO over an array of
// `capacity` slots, for breadth-first search: every vertex is pushed at most once, except
// that each listed source is pushed once per listing, so vertices + sources slots suffice.
template <class Vertex>
class array_queue {
public:
    using value_type = Vertex;
    using size_type = std::size_t;

    explicit array_queue(std::size_t capacity) : slots_(capacity) {}

    void push(const Vertex& v) { slots_.data()[tail_++] = v; }
    void pop() { ++head_; }
    Vertex& top() { return slots_.data()[head_]; }
    const Vertex& top() const { return slots_.data()[head_]; }
    bool empty() const { return head_ == tail_; }
    std::size_t size() const { return tail_ - head_; }

private:
    scratch_array<Vertex> slots_;
    std::size_t head_ = 0, tail_ = 0;
};

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
