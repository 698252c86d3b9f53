// Named parameters boost_gpu_paths adds to BGL's.
//
// They are ordinary bgl_named_params links, so BGL's member functions chain off them:
//
//   gpu_floyd_warshall_all_pairs(g, D,
//       gpu_paths::use_backend(gpu_paths::backend_kind::host).weight_map(w));
//   gpu_floyd_warshall_all_pairs(g, D,
//       gpu_paths::predecessor_matrix(P, boost::weight_map(w)));
#ifndef BOOST_GPU_PATHS_NAMED_PARAMS_HPP
#define BOOST_GPU_PATHS_NAMED_PARAMS_HPP

#include <boost/graph/named_function_params.hpp>
#include <boost_gpu_paths/backend.hpp>

#include <type_traits>

namespace boost {
namespace gpu_paths {

struct backend_kind_t {};
struct predecessor_matrix_t {};

inline bgl_named_params<backend_kind, backend_kind_t> use_backend(backend_kind kind)
{
    return bgl_named_params<backend_kind, backend_kind_t>(kind);
}

template <class P, class T, class R>
bgl_named_params<backend_kind, backend_kind_t, bgl_named_params<P, T, R>> use_backend(
    backend_kind kind, const bgl_named_params<P, T, R>& rest)
{
    return bgl_named_params<backend_kind, backend_kind_t, bgl_named_params<P, T, R>>(kind, rest);
}

// An all-pairs predecessor matrix: P[u][v] is the vertex before v on a shortest path from
// u; P[u][u] == u, and P[u][v] == v when v is unreachable from u. It is indexed like the
// distance matrix of the call it is passed to. Stored by reference.
template <class Matrix>
bgl_named_params<std::reference_wrapper<Matrix>, predecessor_matrix_t> predecessor_matrix(Matrix& p)
{
    return bgl_named_params<std::reference_wrapper<Matrix>, predecessor_matrix_t>(std::ref(p));
}

template <class Matrix, class P, class T, class R>
bgl_named_params<std::reference_wrapper<Matrix>, predecessor_matrix_t, bgl_named_params<P, T, R>>
predecessor_matrix(Matrix& p, const bgl_named_params<P, T, R>& rest)
{
    return bgl_named_params<std::reference_wrapper<Matrix>, predecessor_matrix_t,
                            bgl_named_params<P, T, R>>(std::ref(p), rest);
}

namespace detail {

// The backend asked for in a parameter pack, automatic when absent.
template <class Params>
backend_kind requested_backend(const Params& params)
{
    return choose_param(get_param(params, backend_kind_t()), backend_kind::automatic);
}

// True when the parameter pack carries Tag.
template <class Params, class Tag>
constexpr bool has_param()
{
    return !std::is_same<typename get_param_type<Tag, Params>::type, param_not_found>::value;
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
