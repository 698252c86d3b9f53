// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Dense results back into the matrices BGL users pass, and dense inputs out of them.
//
// BGL's floyd_warshall writes d[u][v] with vertex descriptors; johnson writes
// D[index(u)][index(v)]. Users pass std::vector<std::vector<W>>, C arrays, multi_array,
// exterior_vertex_property<G, W>::matrix_map_type (whose d[u] is a row map returned by
// value) and std::map<vd, std::map<vd, W>>. The generic path writes d[key(u)][key(v)]
// element by element; rows that are contiguous arrays of the same type, keyed by the
// identity, are copied with memcpy. Both run over rows on all host threads, except for
// associative matrices (std::map, std::unordered_map, ...) whose operator[] may insert.
#ifndef BOOST_GPU_PATHS_DETAIL_LAYOUT_MATRIX_ACCESS_HPP
#define BOOST_GPU_PATHS_DETAIL_LAYOUT_MATRIX_ACCESS_HPP

#include <boost_gpu_paths/detail/base/host_memory.hpp>
#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/base/streaming_copy.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>
#include <boost_gpu_paths/detail/layout/vertex_numbering.hpp>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace layout {

// How a matrix is keyed: by descriptor (floyd_warshall) or by vertex index (johnson).
enum class matrix_key { descriptor, index };

namespace detail {

// Containers indexed by key (std::map, std::unordered_map, boost::unordered_map, ...):
// their operator[] may insert, so only one thread may index them at a time, and d[i][0]
// in such a row is one node, not the start of an array.
template <class Container, class = void>
struct is_associative : std::false_type {};
template <class Container>
struct is_associative<Container, std::void_t<typename Container::mapped_type>> : std::true_type {};

// Value type stored in a matrix, found from the expression users write.
template <class Matrix, class Key>
using matrix_value_t =
    typename std::decay<decltype(std::declval<Matrix&>()[std::declval<Key>()][std::declval<Key>()])>::type;

template <class Matrix, class Key>
using matrix_row_t = typename std::decay<decltype(std::declval<Matrix&>()[std::declval<Key>()])>::type;

// A pointer to the first of the n elements of row `row` when they form an array of T:
// the row is indexed by position (a std::size_t, not just a literal 0 that would also
// convert to a pointer descriptor), is not associative, and its elements sit one after
// another (checked at the first, second and last element, which rejects strided rows such
// as those of a column-major multi_array).
template <class T, class Matrix, class Key>
auto contiguous_row(Matrix& m, Key row, std::size_t n, int)
    -> decltype(static_cast<T*>(&m[row][std::declval<std::size_t>()]),
                std::declval<typename std::enable_if<
                    std::is_same<matrix_value_t<Matrix, Key>, T>::value && !is_associative<Matrix>::value &&
                        !is_associative<matrix_row_t<Matrix, Key>>::value &&
                        std::is_lvalue_reference<decltype(m[row][std::declval<std::size_t>()])>::value,
                    int>::type>(),
                static_cast<T*>(nullptr))
{
    const std::size_t first_column = 0, second_column = 1, last_column = n - 1;
    T* first = &m[row][first_column];
    if (n > 1 && (&m[row][second_column] != first + 1 || &m[row][last_column] != first + (n - 1))) return nullptr;
    return first;
}
template <class T, class Matrix, class Key>
T* contiguous_row(Matrix&, Key, std::size_t, long)
{
    return nullptr;
}

// Whether a container reports how many elements it holds (std::size: containers with
// size(), C arrays). Raw pointers, row maps returned by value and user matrices without
// size() cannot; they keep BGL's contract (the caller makes them large enough).
template <class Container, class = void>
struct reports_size : std::false_type {};
template <class Container>
struct reports_size<Container, std::void_t<decltype(std::size(std::declval<Container&>()))>> : std::true_type {};

template <class Container>
constexpr bool sized_sequence = reports_size<Container>::value && !is_associative<std::remove_cv_t<Container>>::value;

// The rows (and columns) a matrix keyed by Key needs: n for indices and for descriptors
// numbered as themselves, else one past the largest integral descriptor.
template <matrix_key Key, class Graph>
std::size_t needed_extent(const vertex_numbering<Graph>& numbering)
{
    using vertex_descriptor = typename graph_traits<Graph>::vertex_descriptor;
    std::size_t needed = numbering.size();
    if constexpr (Key == matrix_key::descriptor && std::is_integral<vertex_descriptor>::value) {
        if (!numbering.is_identity())
            for (std::uint32_t i = 0; i < numbering.size(); ++i)
                needed = (std::max)(needed, static_cast<std::size_t>(numbering.vertex(i)) + 1);
    }
    return needed;
}

// "gpu_dijkstra_all: row 2 of the distance matrix has 3 columns; the graph's 5 vertices need 5".
[[noreturn]] inline void throw_short_matrix(const char* call, const std::string& subject, std::size_t has,
                                            const char* unit, std::size_t vertices, std::size_t needed)
{
    throw invalid_input(std::string(call) + ": " + subject + " has " + std::to_string(has) + " " + unit +
                        "; the graph's " + std::to_string(vertices) + " vertices need " + std::to_string(needed));
}

}  // namespace detail

// Throws invalid_input, before anything is read or written, where `matrix` reports fewer
// rows, or one of its rows fewer columns, than the call indexes: BGL would run past the
// end (undefined behaviour); here a short std::vector, std::array, multi_array or C array
// is refused naming both sizes. Checking costs one size() per row. Matrices that cannot
// report a size are used as BGL uses them. Associative matrices are only looked into:
// their operator[] would insert (a row missing from one counts as having no columns).
template <matrix_key Key, class Matrix, class Graph>
void check_matrix_extent(Matrix& matrix, const vertex_numbering<Graph>& numbering, const char* call,
                         const char* matrix_name)
{
    using vertex_descriptor = typename graph_traits<Graph>::vertex_descriptor;
    using key_type = typename std::conditional<Key == matrix_key::index, std::size_t, vertex_descriptor>::type;
    using row_type = std::remove_reference_t<decltype(matrix[std::declval<key_type>()])>;
    constexpr bool sized_matrix = detail::sized_sequence<Matrix>;
    constexpr bool sized_rows = detail::sized_sequence<row_type>;
    if constexpr (sized_matrix || sized_rows) {
        const std::uint32_t n = numbering.size();
        if (n == 0) return;
        const std::size_t needed = detail::needed_extent<Key>(numbering);
        if constexpr (sized_matrix) {
            const std::size_t rows = static_cast<std::size_t>(std::size(matrix));
            if (rows < needed)
                detail::throw_short_matrix(call, std::string("the ") + matrix_name, rows, "rows", n, needed);
        }
        if constexpr (sized_rows) {
            auto key_of = [&](std::uint32_t i) -> key_type {
                if constexpr (Key == matrix_key::index)
                    return i;
                else
                    return numbering.vertex(i);
            };
            auto check_row = [&](std::uint32_t i, std::size_t columns) {
                if (columns < needed) {
                    std::string row = "row ";
                    if constexpr (std::is_integral<key_type>::value)
                        row += std::to_string(static_cast<std::size_t>(key_of(i)));
                    else
                        row += "of vertex " + std::to_string(i);
                    detail::throw_short_matrix(call, row + " of the " + matrix_name, columns, "columns", n, needed);
                }
            };
            for (std::uint32_t i = 0; i < n; ++i) {
                if constexpr (detail::is_associative<Matrix>::value) {
                    const auto found = matrix.find(key_of(i));
                    check_row(i, found == matrix.end() ? 0 : static_cast<std::size_t>(std::size(found->second)));
                } else {
                    check_row(i, static_cast<std::size_t>(std::size(matrix[key_of(i)])));
                }
            }
        }
    }
}

// Writes rows the backends hand over into a caller's matrix. Values pass through
// `convert(value)` (decoding, descriptor mapping) on the element-wise path; the memcpy
// path is taken only when convert is the identity on the same type.
template <class Matrix, class Graph, class T, class Convert, matrix_key Key>
class matrix_writer {
public:
    using vertex_descriptor = typename graph_traits<Graph>::vertex_descriptor;

    // streaming: whole-row copies bypass the cache (base::streaming_copy).
    matrix_writer(Matrix& matrix, const vertex_numbering<Graph>& numbering, Convert convert, bool convert_is_identity,
                  bool streaming = true)
        : matrix_(matrix),
          numbering_(numbering),
          convert_(std::move(convert)),
          memcpy_allowed_(convert_is_identity && (Key == matrix_key::index || numbering.is_identity())),
          streaming_(streaming)
    {
    }

    void write_rows(std::size_t first_row, std::size_t row_count, const T* rows, std::size_t stride)
    {
        const std::uint32_t n = numbering_.size();
        auto write_one = [&](std::size_t r) {
            const std::uint32_t i = static_cast<std::uint32_t>(first_row + r);
            const T* src = rows + r * stride;
            write_keyed_row(i, src, n, std::integral_constant<matrix_key, Key>());
        };
        if (detail::is_associative<Matrix>::value) {
            for (std::size_t r = 0; r < row_count; ++r) write_one(r);
        } else {
            base::parallel_for(0, row_count, write_one, base::rows_per_chunk(n));
        }
    }

    // A row_sink that forwards to this writer.
    backend_api::row_sink<T> sink()
    {
        backend_api::row_sink<T> s;
        s.context = this;
        s.write = [](void* self, std::size_t first, std::size_t count, const T* rows, std::size_t stride) {
            static_cast<matrix_writer*>(self)->write_rows(first, count, rows, stride);
        };
        return s;
    }

private:
    void write_keyed_row(std::uint32_t i, const T* src, std::uint32_t n,
                         std::integral_constant<matrix_key, matrix_key::index>)
    {
        write_row(static_cast<std::size_t>(i), src, n, [](std::uint32_t j) { return std::size_t(j); });
    }
    void write_keyed_row(std::uint32_t i, const T* src, std::uint32_t n,
                         std::integral_constant<matrix_key, matrix_key::descriptor>)
    {
        write_row(numbering_.vertex(i), src, n, [this](std::uint32_t j) { return numbering_.vertex(j); });
    }

    template <class RowKey, class ColumnKey>
    void write_row(RowKey row, const T* src, std::uint32_t n, ColumnKey column)
    {
        if (memcpy_allowed_) {
            if (T* dst = detail::contiguous_row<T>(matrix_, row, n, 0)) {
                base::streaming_copy(dst, src, sizeof(T) * n, streaming_);
                return;
            }
        }
        write_row_elements(row, src, n, column);
    }

    template <class RowKey, class ColumnKey>
    void write_row_elements(RowKey row, const T* src, std::uint32_t n, ColumnKey column)
    {
        // matrix_map_type returns its row map by value: index through the full expression.
        for (std::uint32_t j = 0; j < n; ++j) matrix_[row][column(j)] = convert_(src[j]);
    }

    Matrix& matrix_;
    const vertex_numbering<Graph>& numbering_;
    Convert convert_;
    bool memcpy_allowed_;
    bool streaming_;
};

// T is the element type of the rows the backend hands over; Key says how the matrix is
// indexed. convert_is_identity promises convert(x) == x, which allows memcpy of rows.
template <class T, matrix_key Key, class Matrix, class Graph, class Convert>
matrix_writer<Matrix, Graph, T, Convert, Key> make_matrix_writer(Matrix& matrix,
                                                                 const vertex_numbering<Graph>& numbering,
                                                                 Convert convert, bool convert_is_identity,
                                                                 bool streaming = true)
{
    return matrix_writer<Matrix, Graph, T, Convert, Key>(matrix, numbering, std::move(convert), convert_is_identity,
                                                         streaming);
}

// The caller's rows as arrays a backend may work in (backend_api::row_access), looked up
// only when the backend asks: row i is null where it is not a contiguous array of T. Rows
// are offered only where the matrix is keyed by position (indices, or descriptors numbered
// as themselves). Must outlive the call that uses access().
template <class T, matrix_key Key, class Matrix, class Graph>
class caller_rows {
public:
    caller_rows(Matrix& matrix, const vertex_numbering<Graph>& numbering) : matrix_(matrix), numbering_(numbering) {}

    backend_api::row_access<T> access()
    {
        backend_api::row_access<T> a;
        if (numbering_.size() == 0 || !(Key == matrix_key::index || numbering_.is_identity())) return a;
        a.context = this;
        a.row = [](void* self, std::size_t i) { return static_cast<caller_rows*>(self)->row(i); };
        return a;
    }

private:
    T* row(std::size_t i)
    {
        const std::size_t n = numbering_.size();
        if constexpr (Key == matrix_key::index)
            return detail::contiguous_row<T>(matrix_, i, n, 0);
        else
            return detail::contiguous_row<T>(matrix_, numbering_.vertex(static_cast<std::uint32_t>(i)), n, 0);
    }

    Matrix& matrix_;
    const vertex_numbering<Graph>& numbering_;
};

// Reads a caller-initialised matrix (floyd_warshall_initialized_...) into a dense
// row-major array in backend type W, encoding the caller's inf as "no path" and
// gathering path bounds (the row minimum and maximum play the part of a vertex's
// out-weights). Throws invalid_input on NaN.
template <class W, class Matrix, class Graph, class Value>
std::vector<W> read_dense_matrix(Matrix& matrix, const vertex_numbering<Graph>& numbering, const Value& caller_infinity,
                                 path_bounds& bounds)
{
    const std::uint32_t n = numbering.size();
    std::vector<W> dense;
    base::resize_host_vector(dense, std::size_t(n) * n,
                             "the dense copy of the initialized distance matrix (" + std::to_string(n) + " x " +
                                 std::to_string(n) + " elements of " + std::to_string(sizeof(W)) + " bytes)");
    std::vector<path_bounds> row_bounds(n);
    std::vector<char> row_has_nan(n, 0);
    using vertex_descriptor = typename graph_traits<Graph>::vertex_descriptor;
    using stored_type = detail::matrix_value_t<Matrix, vertex_descriptor>;
    // Encodes one row from element(j); the bounds use the row's extremes in place of a
    // vertex's out-weights (a simple path leaves each row at most once).
    auto encode_row = [&](std::size_t i, auto element) {
        W* out = dense.data() + i * n;
        W lo = 0, hi = 0;
        bool nan = false;
        for (std::uint32_t j = 0; j < n; ++j) {
            const Value value = static_cast<Value>(element(j));
            nan |= value != value;
            const bool finite = value != caller_infinity;
            const W encoded = finite ? static_cast<W>(value) : weight_encoding<W>::infinity();
            out[j] = encoded;
            lo = finite && encoded < lo ? encoded : lo;
            hi = finite && encoded > hi ? encoded : hi;
        }
        row_has_nan[i] = nan;
        row_bounds[i].add_vertex(static_cast<double>(lo), static_cast<double>(hi));
    };
    auto read_row = [&](std::size_t i) {
        const auto u = numbering.vertex(static_cast<std::uint32_t>(i));
        // Contiguous rows in identity order are read straight through a pointer.
        if (numbering.is_identity()) {
            if (const stored_type* row = detail::contiguous_row<stored_type>(matrix, u, n, 0)) {
                encode_row(i, [row](std::uint32_t j) { return row[j]; });
                return;
            }
        }
        encode_row(i, [&](std::uint32_t j) { return matrix[u][numbering.vertex(j)]; });
    };
    if (detail::is_associative<Matrix>::value) {
        for (std::size_t i = 0; i < n; ++i) read_row(i);
    } else {
        base::parallel_for(0, n, read_row, base::rows_per_chunk(n));
    }
    for (std::uint32_t i = 0; i < n; ++i) {
        if (row_has_nan[i]) throw invalid_input("the distance matrix holds a NaN");
        bounds.merge(row_bounds[i]);
    }
    return dense;
}

}  // namespace layout
}  // namespace gpu_paths
}  // namespace boost

#endif
