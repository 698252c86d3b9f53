// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// BGL's d_ary_heap_indirect (boost/graph/detail/d_ary_heap.hpp) with each element's key
// kept beside it in the heap array.
//
// BGL's heap stores vertices and reads every key it compares from the distance map, one
// read at an unrelated place of memory per comparison; Dijkstra's loop spends much of
// its time there once the graph itself is read from arrays. This heap makes the same
// comparisons in the same order, and the same moves, as BGL's (the code below follows
// BGL's step by step), so it pops the same vertex at every step, ties included, provided
// its keys are BGL's reads: a key is given at push and at every update, which Dijkstra's
// loop makes right after each write of a distance (nothing else may write the distance
// map during the call: doc/reference.md); and no vertex is in the heap twice
// (BGL's heap keeps only the latest copy's index, and a stale copy's key would be read
// afresh there), so the caller keeps sources listed twice away from it.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_KEYED_D_ARY_HEAP_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_KEYED_D_ARY_HEAP_HPP

#include <cstddef>
#include <memory>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace detail {

// Value: the vertices 0..n-1 (index_in_heap is an array of n entries).
template <class Value, class Key, class Compare, std::size_t Arity = 4>
class keyed_d_ary_heap {
public:
    // Each vertex enters at most once (the live Dijkstra takes no source listed twice): the
    // entries are reserved here, so that the search allocates nothing once it has started.
    keyed_d_ary_heap(std::size_t n, const Compare& compare)
        : compare_(compare), index_in_heap_(new std::size_t[n ? n : 1])
    {
        data_.reserve(n);
    }

    bool empty() const { return data_.empty(); }
    const Value& top() const { return data_[0].value; }

    void push(const Value& v, const Key& key)
    {
        const std::size_t index = data_.size();
        data_.push_back(entry{key, v});
        index_in_heap_[v] = index;
        preserve_heap_property_up(index);
    }

    void pop()
    {
        index_in_heap_[data_[0].value] = static_cast<std::size_t>(-1);
        if (data_.size() != 1) {
            data_[0] = data_.back();
            index_in_heap_[data_[0].value] = 0;
            data_.pop_back();
            preserve_heap_property_down();
        } else {
            data_.pop_back();
        }
    }

    // v's key became `key` (decrease-key).
    void update(const Value& v, const Key& key)
    {
        const std::size_t index = index_in_heap_[v];
        data_[index].key = key;
        preserve_heap_property_up(index);
    }

private:
    struct entry {
        Key key;
        Value value;
    };

    static std::size_t parent(std::size_t index) { return (index - 1) / Arity; }
    static std::size_t child(std::size_t index, std::size_t child_index) { return index * Arity + child_index + 1; }

    void preserve_heap_property_up(std::size_t index)
    {
        const std::size_t orig_index = index;
        std::size_t num_levels_moved = 0;
        if (index == 0) return;
        const entry moved = data_[index];
        for (;;) {
            if (index == 0) break;
            const std::size_t parent_index = parent(index);
            if (compare_(moved.key, data_[parent_index].key)) {
                ++num_levels_moved;
                index = parent_index;
                continue;
            }
            break;
        }
        index = orig_index;
        for (std::size_t i = 0; i < num_levels_moved; ++i) {
            const std::size_t parent_index = parent(index);
            index_in_heap_[data_[parent_index].value] = index;
            data_[index] = data_[parent_index];
            index = parent_index;
        }
        data_[index] = moved;
        index_in_heap_[moved.value] = index;
    }

    void preserve_heap_property_down()
    {
        if (data_.empty()) return;
        std::size_t index = 0;
        const Key moved_key = data_[0].key;
        const std::size_t heap_size = data_.size();
        entry* const data = data_.data();
        for (;;) {
            const std::size_t first_child_index = child(index, 0);
            if (first_child_index >= heap_size) break;
            const entry* const child_base = data + first_child_index;
            std::size_t smallest_child_index = 0;
            Key smallest_child_key = child_base[0].key;
            const std::size_t children =
                first_child_index + Arity <= heap_size ? Arity : heap_size - first_child_index;
            for (std::size_t i = 1; i < children; ++i) {
                if (compare_(child_base[i].key, smallest_child_key)) {
                    smallest_child_index = i;
                    smallest_child_key = child_base[i].key;
                }
            }
            if (compare_(smallest_child_key, moved_key)) {
                const std::size_t smallest = smallest_child_index + first_child_index;
                const entry a = data[smallest], b = data[index];
                data[smallest] = b;
                data[index] = a;
                index_in_heap_[b.value] = smallest;
                index_in_heap_[a.value] = index;
                index = smallest;
                continue;
            }
            break;
        }
    }

    Compare compare_;
    std::vector<entry> data_;
    std::unique_ptr<std::size_t[]> index_in_heap_;
};

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
