// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Vertex descriptor -> number, for graphs whose descriptors are not their own numbers
// (listS, setS, undirected_graph, grid_graph, vertex-filtered graphs), asking of the
// descriptor only what it offers. BGL's algorithms need a descriptor to be copyable and
// equality comparable and nothing more, so the drop-ins may not ask for more either:
//   * hashable (std::hash): a hash table, O(1) per lookup;
//   * else ordered (operator<, as boost::array of grid_graph): a sorted array, O(log n);
//   * else equality alone (concept archetypes): a scan, O(n) per lookup; graphs whose
//     descriptors offer nothing more are rare enough that this only has to be right.
#ifndef BOOST_GPU_PATHS_DETAIL_LAYOUT_DESCRIPTOR_LOOKUP_HPP
#define BOOST_GPU_PATHS_DETAIL_LAYOUT_DESCRIPTOR_LOOKUP_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace layout {
namespace detail {

template <class T, class = void>
struct is_hashable : std::false_type {};
template <class T>
struct is_hashable<T, std::void_t<decltype(std::hash<T>()(std::declval<const T&>()))>> : std::true_type {};

template <class T, class = void>
struct is_ordered : std::false_type {};
template <class T>
struct is_ordered<T, std::void_t<decltype(bool(std::declval<const T&>() < std::declval<const T&>()))>>
    : std::true_type {};

enum class lookup_kind { hash, sorted, scan };

// What find() returns for a descriptor that is not listed (numberings stop below it).
constexpr std::uint32_t not_listed = 0xffffffffu;

template <class V>
constexpr lookup_kind lookup_kind_of()
{
    return is_hashable<V>::value ? lookup_kind::hash : is_ordered<V>::value ? lookup_kind::sorted : lookup_kind::scan;
}

template <class V, lookup_kind Kind = lookup_kind_of<V>()>
class descriptor_lookup;

template <class V>
class descriptor_lookup<V, lookup_kind::hash> {
public:
    void build(const std::vector<V>& listed)
    {
        table_.reserve(listed.size());
        for (std::size_t i = 0; i < listed.size(); ++i) table_.emplace(listed[i], static_cast<std::uint32_t>(i));
    }
    // The number of v, or not_listed.
    std::uint32_t find(const V& v) const
    {
        const auto found = table_.find(v);
        return found == table_.end() ? not_listed : found->second;
    }

private:
    std::unordered_map<V, std::uint32_t> table_;
};

template <class V>
class descriptor_lookup<V, lookup_kind::sorted> {
public:
    void build(const std::vector<V>& listed)
    {
        sorted_.reserve(listed.size());
        for (std::size_t i = 0; i < listed.size(); ++i) sorted_.emplace_back(listed[i], static_cast<std::uint32_t>(i));
        std::sort(sorted_.begin(), sorted_.end(), [](const entry& a, const entry& b) { return a.first < b.first; });
    }
    std::uint32_t find(const V& v) const
    {
        const auto at = std::lower_bound(sorted_.begin(), sorted_.end(), v,
                                         [](const entry& e, const V& key) { return e.first < key; });
        return at != sorted_.end() && !(v < at->first) ? at->second : not_listed;
    }

private:
    using entry = std::pair<V, std::uint32_t>;
    std::vector<entry> sorted_;
};

template <class V>
class descriptor_lookup<V, lookup_kind::scan> {
public:
    void build(const std::vector<V>& listed) { listed_ = listed; }
    std::uint32_t find(const V& v) const
    {
        for (std::size_t i = 0; i < listed_.size(); ++i)
            if (listed_[i] == v) return static_cast<std::uint32_t>(i);
        return not_listed;
    }

private:
    std::vector<V> listed_;
};

}  // namespace detail
}  // namespace layout
}  // namespace gpu_paths
}  // namespace boost

#endif
