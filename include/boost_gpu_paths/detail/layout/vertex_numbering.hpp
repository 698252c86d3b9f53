// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A dense numbering 0..n-1 of a graph's vertices, in both directions.
//
// The backends index vertices 0..n-1. BGL graphs come with a vertex_index map (vecS,
// adjacency_matrix, compressed_sparse_row_graph) or without one (listS, setS), and
// filtered graphs may skip indices of the graph underneath. vertex_numbering covers all
// of them:
//   * with a caller-supplied index map: index(v) = get(map, v), which must be a bijection
//     onto 0..n-1 (checked);
//   * with integral descriptors that enumerate as 0..n-1 (vecS, adjacency_matrix, CSR):
//     the identity, stored as nothing;
//   * otherwise (listS, setS, vertex-filtered graphs): the order in which vertices(g)
//     enumerates them, looked up by what the descriptor offers (descriptor_lookup.hpp).
#ifndef BOOST_GPU_PATHS_DETAIL_LAYOUT_VERTEX_NUMBERING_HPP
#define BOOST_GPU_PATHS_DETAIL_LAYOUT_VERTEX_NUMBERING_HPP

#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/layout/descriptor_lookup.hpp>
#include <boost_gpu_paths/errors.hpp>

#include <boost/graph/graph_traits.hpp>
#include <boost/iterator/counting_iterator.hpp>
#include <boost/range/irange.hpp>
#include <boost/property_map/property_map.hpp>

#include <cstdint>
#include <iterator>
#include <limits>
#include <mutex>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace layout {

template <class Iterator>
struct is_counting_iterator : std::false_type {};
template <class Incrementable, class Traversal, class Difference>
struct is_counting_iterator<boost::counting_iterator<Incrementable, Traversal, Difference>> : std::true_type {};
template <class Integer>
struct is_counting_iterator<boost::range_detail::integer_iterator<Integer>> : std::true_type {};

template <class Graph>
class vertex_numbering {
public:
    using vertex_descriptor = typename graph_traits<Graph>::vertex_descriptor;

    // Numbers vertices in the order vertices(g) lists them (the identity when that order
    // is 0, 1, 2, ... of an integral descriptor).
    explicit vertex_numbering(const Graph& g)
    {
        typename graph_traits<Graph>::vertex_iterator first, last;
        boost::tie(first, last) = vertices(g);
        if constexpr (std::is_integral<vertex_descriptor>::value &&
                      std::is_convertible<typename std::iterator_traits<decltype(first)>::iterator_category,
                                          std::random_access_iterator_tag>::value) {
            // A random-access range of integers: check it counts 0, 1, 2, ... on all
            // threads, storing nothing when it does.
            count_ = static_cast<std::size_t>(last - first);
            check_size();
            if constexpr (is_counting_iterator<decltype(first)>::value) {
                // A counting range (vecS and adjacency_matrix: integer_iterator;
                // compressed_sparse_row_graph: counting_iterator): the identity exactly
                // where it starts at 0.
                identity_ = count_ == 0 || static_cast<std::size_t>(*first) == 0;
                if (!identity_) {
                    vertices_.assign(first, last);
                    build_lookup();
                }
                return;
            }
            bool counts_up = true;
            std::mutex found_mutex;
            base::parallel_for_chunks(0, count_, [&](std::size_t lo, std::size_t hi) {
                for (std::size_t i = lo; i < hi; ++i)
                    if (static_cast<std::size_t>(first[static_cast<std::ptrdiff_t>(i)]) != i) {
                        std::lock_guard<std::mutex> lock(found_mutex);
                        counts_up = false;
                        return;
                    }
            }, 65536);
            identity_ = counts_up;
            if (!identity_) {
                vertices_.assign(first, last);
                build_lookup();
            }
        } else {
            for (; first != last; ++first) vertices_.push_back(*first);
            count_ = vertices_.size();
            check_size();
            finish_listed();
        }
    }

    // Numbers vertices by a caller's index map, which must map them onto 0..n-1.
    template <class IndexMap>
    vertex_numbering(const Graph& g, const IndexMap& index)
    {
        typename graph_traits<Graph>::vertex_iterator it, end;
        for (boost::tie(it, end) = vertices(g); it != end; ++it) ++count_;
        vertices_.resize(count_);
        check_size();
        std::vector<char> seen(count_, 0);
        for (boost::tie(it, end) = vertices(g); it != end; ++it) {
            const auto i = static_cast<std::size_t>(get(index, *it));
            if (i >= count_ || seen[i])
                throw invalid_input("vertex_index_map does not number the vertices 0.." + std::to_string(count_) +
                                    "-1 one to one");
            seen[i] = 1;
            vertices_[i] = *it;
        }
        finish_listed();
    }

    std::uint32_t size() const noexcept { return static_cast<std::uint32_t>(count_); }
    bool is_identity() const noexcept { return identity_; }

    std::uint32_t index(vertex_descriptor v) const { return index_of(v, std::is_integral<vertex_descriptor>()); }

    // Like index(), but throws invalid_input for a descriptor that is not a vertex here.
    std::uint32_t checked_index(vertex_descriptor v) const
    {
        if (identity_) {
            if (!in_identity_range(v, std::is_integral<vertex_descriptor>()))
                throw invalid_input("the source vertex is not a vertex of the graph");
            return index(v);
        }
        return listed_index(v, "the source vertex is not a vertex of the graph");
    }

    vertex_descriptor vertex(std::uint32_t i) const
    {
        if constexpr (std::is_integral<vertex_descriptor>::value) {
            if (identity_) return static_cast<vertex_descriptor>(i);
        }
        return vertices_[i];
    }

private:
    void check_size() const
    {
        if (count_ >= std::numeric_limits<std::uint32_t>::max())
            throw invalid_input("graphs with 2^32 - 1 or more vertices are not supported");
    }
    // vertices_ lists every vertex by its index: store nothing when that is the identity,
    // else the lookup from descriptor to index.
    void finish_listed()
    {
        identity_ = enumerates_as_identity();
        if (identity_) {
            vertices_.clear();
            vertices_.shrink_to_fit();
            return;
        }
        build_lookup();
    }
    void build_lookup() { lookup_.build(vertices_); }

    bool enumerates_as_identity() const { return enumerates_as_identity(std::is_integral<vertex_descriptor>()); }
    bool enumerates_as_identity(std::true_type) const
    {
        for (std::size_t i = 0; i < vertices_.size(); ++i)
            if (static_cast<std::size_t>(vertices_[i]) != i) return false;
        return true;
    }
    bool enumerates_as_identity(std::false_type) const { return false; }

    std::uint32_t index_of(vertex_descriptor v, std::true_type) const
    {
        return identity_ ? static_cast<std::uint32_t>(v) : listed_index(v);
    }
    std::uint32_t index_of(vertex_descriptor v, std::false_type) const { return listed_index(v); }
    std::uint32_t listed_index(const vertex_descriptor& v,
                               const char* not_found = "a vertex descriptor that is not a vertex of the graph") const
    {
        const std::uint32_t i = lookup_.find(v);
        if (i == detail::not_listed) throw invalid_input(not_found);
        return i;
    }
    bool in_identity_range(vertex_descriptor v, std::true_type) const
    {
        return v >= 0 && static_cast<std::size_t>(v) < count_;
    }
    bool in_identity_range(vertex_descriptor, std::false_type) const { return false; }

    std::size_t count_ = 0;
    // The vertices in numbering order; empty for the identity.
    std::vector<vertex_descriptor> vertices_;
    detail::descriptor_lookup<vertex_descriptor> lookup_;
    bool identity_ = false;
};

}  // namespace layout
}  // namespace gpu_paths
}  // namespace boost

#endif
