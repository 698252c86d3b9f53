// The closure's two small kernels (schedule.cuh drives them):
//
//   close_tile_kernel  Floyd-Warshall inside one 128 x 128 diagonal tile (phase 1), in one
//                      CTA, flagging a negative diagonal entry.
//   transpose_kernel   the pivot column panel into the K x M layout of the product's A.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_TILE_KERNELS_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_TILE_KERNELS_CUH

#include "cuda/closure/inner_ops.cuh"

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// --- Phase 1: Floyd-Warshall inside one diagonal tile -------------------------------------------

constexpr int tile = 128;  // the diagonal tile closed by one CTA

// 1024 threads as 32 x 32, thread (tx, ty) owning the 4 x 4 block at rows 4ty, columns
// 4tx in registers. Shared memory holds the tile; at step k every thread reads column k
// and row k from it, and the owners of row and column k+1 publish theirs afterwards.
// Integer sums are clamped at -infinity (a negative cycle inside the tile could
// otherwise wrap them before the diagonal check below sees it).
constexpr int tile_ld = tile + 4;  // 16-byte (and 32-byte) aligned rows, spread banks

template <class S, bool Paths>
__global__ void __launch_bounds__(1024, 1)
    close_tile_kernel(typename S::value_type* d, std::size_t ld, std::uint32_t* p, std::size_t ldp, int* abort)
{
    using T = typename S::value_type;
    using Ops = inner_ops<S>;
    if (*abort) return;
    extern __shared__ __align__(32) unsigned char smem_raw[];
    T* t = reinterpret_cast<T*>(smem_raw);
    std::uint32_t* pt = reinterpret_cast<std::uint32_t*>(t + tile * tile_ld);

    const int tid = threadIdx.x, tx = tid % 32, ty = tid / 32;
    const int r0 = ty * 4, c0 = tx * 4;
    constexpr int PN = Paths ? 4 : 1;
    T c[4][4];
    std::uint32_t pc[PN][PN];
#pragma unroll
    for (int i = 0; i < 4; ++i) {
        const quad<T> q = *reinterpret_cast<const quad<T>*>(d + std::size_t(r0 + i) * ld + c0);
        *reinterpret_cast<quad<T>*>(&t[(r0 + i) * tile_ld + c0]) = q;
#pragma unroll
        for (int j = 0; j < 4; ++j) c[i][j] = q.v[j];
        if (Paths) {
            const quad<std::uint32_t> pq = *reinterpret_cast<const quad<std::uint32_t>*>(p + std::size_t(r0 + i) * ldp + c0);
            *reinterpret_cast<quad<std::uint32_t>*>(&pt[(r0 + i) * tile + c0]) = pq;
#pragma unroll
            for (int j = 0; j < 4; ++j) pc[i % PN][j % PN] = pq.v[j];
        }
    }

    for (int k = 0; k < tile; ++k) {
        __syncthreads();
        T a[4];
#pragma unroll
        for (int i = 0; i < 4; ++i) a[i] = t[(r0 + i) * tile_ld + k];
        const quad<T> b = *reinterpret_cast<const quad<T>*>(&t[k * tile_ld + c0]);
        quad<std::uint32_t> pb;
        if (Paths) pb = *reinterpret_cast<const quad<std::uint32_t>*>(&pt[k * tile + c0]);
#pragma unroll
        for (int i = 0; i < 4; ++i)
#pragma unroll
            for (int j = 0; j < 4; ++j) {
                const T s = S::clamp(S::times(a[i], b.v[j]));
                if (Paths) {
                    const bool better = S::better(s, c[i][j]);
                    c[i][j] = better ? s : c[i][j];
                    pc[i % PN][j % PN] = better ? pb.v[j] : pc[i % PN][j % PN];
                } else {
                    c[i][j] = Ops::plus(c[i][j], s);
                }
            }
        // Publish row and column k + 1 for the next step.
        const int next = k + 1;
        if (next < tile) {
            if (next >= r0 && next < r0 + 4) {
#pragma unroll
                for (int i = 0; i < 4; ++i)
                    if (r0 + i == next) {
                        quad<T> q;
#pragma unroll
                        for (int j = 0; j < 4; ++j) q.v[j] = c[i][j];
                        *reinterpret_cast<quad<T>*>(&t[next * tile_ld + c0]) = q;
                        if (Paths) {
                            quad<std::uint32_t> pq;
#pragma unroll
                            for (int j = 0; j < 4; ++j) pq.v[j] = pc[i % PN][j % PN];
                            *reinterpret_cast<quad<std::uint32_t>*>(&pt[next * tile + c0]) = pq;
                        }
                    }
            }
            if (next >= c0 && next < c0 + 4) {
#pragma unroll
                for (int j = 0; j < 4; ++j)
                    if (c0 + j == next) {
#pragma unroll
                        for (int i = 0; i < 4; ++i) t[(r0 + i) * tile_ld + next] = c[i][j];
                    }
            }
        }
    }

#pragma unroll
    for (int i = 0; i < 4; ++i) {
        quad<T> q;
#pragma unroll
        for (int j = 0; j < 4; ++j) {
            q.v[j] = c[i][j];
            if (r0 + i == c0 + j && S::negative(c[i][j])) atomicExch(abort, 1);
        }
        *reinterpret_cast<quad<T>*>(d + std::size_t(r0 + i) * ld + c0) = q;
        if (Paths) {
            quad<std::uint32_t> pq;
#pragma unroll
            for (int j = 0; j < 4; ++j) pq.v[j] = pc[i % PN][j % PN];
            *reinterpret_cast<quad<std::uint32_t>*>(p + std::size_t(r0 + i) * ldp + c0) = pq;
        }
    }
}

template <class S, bool Paths>
constexpr std::size_t close_tile_smem()
{
    return tile * tile_ld * sizeof(typename S::value_type) + (Paths ? tile * tile * sizeof(std::uint32_t) : 0);
}

// --- Transpose (rows x cols -> cols x rows), 32 x 32 tiles ------------------------------------

template <class T>
__global__ void transpose_kernel(const T* src, std::size_t ld_src, T* dst, std::size_t ld_dst, const int* abort)
{
    if (*abort) return;
    __shared__ T buf[32][33];
    const std::size_t r0 = std::size_t(blockIdx.y) * 32, c0 = std::size_t(blockIdx.x) * 32;
    for (int r = threadIdx.y; r < 32; r += 8) buf[r][threadIdx.x] = src[(r0 + r) * ld_src + c0 + threadIdx.x];
    __syncthreads();
    for (int r = threadIdx.y; r < 32; r += 8) dst[(c0 + r) * ld_dst + r0 + threadIdx.x] = buf[threadIdx.x][r];
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
