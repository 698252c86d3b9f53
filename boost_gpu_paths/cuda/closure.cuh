// The blocked closure schedule on the device, written once for every semiring
// (detail/semiring.hpp) and inner loop (min_plus.cuh). For each pivot block K of width b:
//
//   phase 1  close D[K][K]: one CTA per 128 x 128 tile (close_tile_kernel), or, for
//            b > 128, this same schedule recursively on the b x b tile;
//   phase 2  R   = plus(D[K][:], D[K][K] (x) D[K][:])       (pivot row panel, b x n)
//            C^T = plus(D[:][K]^T, (D[:][K] (x) D[K][K])^T)  (pivot column panel, b x n)
//            both into separate buffers, as products with the closed tile;
//   phase 3  D = plus(D, C ⊗ R) over the whole matrix: one register-tiled product with
//            inner dimension b, reading only the panel buffers (no read/write race; the
//            panels' own entries come out unchanged since D[K][K] is closed).
//
// Predecessors ride along: an entry improved through k takes the predecessor of the
// row-panel entry R[k][j] (phase 2 row: P[K+k][j]; phase 3: the panel's PR[k][j]).
// Negative cycles: close_tile_kernel flags a negative diagonal entry in a device word;
// every later kernel returns at once, and the host reads the word once at the end.
#ifndef BOOST_GPU_PATHS_CUDA_CLOSURE_CUH
#define BOOST_GPU_PATHS_CUDA_CLOSURE_CUH

#include <boost_gpu_paths/cuda/check.cuh>
#include <boost_gpu_paths/cuda/memory.cuh>
#include <boost_gpu_paths/cuda/min_plus.cuh>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace fw {

// Kernel shapes per value size: (TM, TN, BK, STAGES).
template <class T, bool Paths>
struct product_shape {
    static constexpr int TM = 8, TN = (sizeof(T) == 4 && !Paths) ? 8 : 4, BK = 8, STAGES = 3;
};

// Device buffers beside the matrix: the pivot panels and the transposed pivot tile.
template <class T>
struct closure_workspace {
    device_buffer<T> row_panel, column_panel_t, column_t, pivot_t;
    device_buffer<std::uint32_t> row_panel_pred;

    static std::size_t bytes(std::size_t n_pad, std::size_t block, bool paths)
    {
        return (3 * block * n_pad + block * block) * sizeof(T) + (paths ? block * n_pad * sizeof(std::uint32_t) : 0);
    }
    void allocate(std::size_t n_pad, std::size_t block, bool paths)
    {
        row_panel.allocate(block * n_pad, "Floyd-Warshall pivot row panel");
        column_panel_t.allocate(block * n_pad, "Floyd-Warshall pivot column panel");
        column_t.allocate(block * n_pad, "Floyd-Warshall pivot column panel");
        pivot_t.allocate(block * block, "Floyd-Warshall pivot tile");
        if (paths) row_panel_pred.allocate(block * n_pad, "Floyd-Warshall pivot row predecessors");
    }
};

template <class S, class Ops, bool Paths>
class closure_runner {
public:
    using T = typename S::value_type;

    closure_runner(T* d, std::uint32_t* p, std::size_t n_pad, closure_workspace<T>& ws, int* abort,
                   cudaStream_t stream)
        : d_(d), p_(p), ld_(n_pad), ws_(ws), abort_(abort), stream_(stream)
    {
        configure();
        const char* env = std::getenv("BOOST_GPU_PATHS_FW_PROFILE");
        profile_ = env && *env && *env != '0';
    }
    ~closure_runner()
    {
        for (auto& m : marks_) {
            cudaEventDestroy(m.begin);
            cudaEventDestroy(m.end);
        }
    }
    closure_runner(const closure_runner&) = delete;
    closure_runner& operator=(const closure_runner&) = delete;

    // With BOOST_GPU_PATHS_FW_PROFILE set: milliseconds per kind of launch, on stderr.
    void print_profile()
    {
        if (!profile_ || marks_.empty()) return;
        cudaStreamSynchronize(stream_);
        std::map<std::string, std::pair<double, int>> sum;
        for (auto& m : marks_) {
            float ms = 0;
            cudaEventElapsedTime(&ms, m.begin, m.end);
            sum[m.label].first += ms;
            sum[m.label].second += 1;
        }
        std::fprintf(stderr, "fw profile:");
        for (auto& e : sum) std::fprintf(stderr, " %s %.3f ms (%d)", e.first.c_str(), e.second.first, e.second.second);
        std::fprintf(stderr, "\n");
    }

    // Closes the size x size block at (off, off) with pivot blocks of width `block`.
    void close(std::size_t off, std::size_t size, std::size_t block)
    {
        if (size <= tile) {
            begin("phase1-tile");
            close_tile_kernel<S, Paths><<<1, 256, close_tile_smem<S, Paths>(), stream_>>>(
                d_ + off * ld_ + off, ld_, Paths ? p_ + off * ld_ + off : nullptr, ld_, abort_);
            BOOST_GPU_PATHS_CHECK_LAUNCH("close_tile_kernel");
            end();
            return;
        }
        for (std::size_t k0 = 0; k0 < size; k0 += block) {
            const std::size_t kb = std::min(block, size - k0);
            const std::size_t kk = off + k0;  // pivot block, in matrix coordinates
            T* pivot = d_ + kk * ld_ + kk;
            T* pivot_rows = d_ + kk * ld_ + off;
            T* pivot_cols = d_ + off * ld_ + kk;
            // Phase 1.
            close(kk, kb, tile);
            // Phase 2.
            begin("transposes");
            transpose(pivot, ld_, kb, kb, ws_.pivot_t.data(), kb);
            transpose(pivot_cols, ld_, size, kb, ws_.column_t.data(), size);
            end();
            begin(size == ld_ ? "phase2" : "phase1-inner");
            {
                product_args<T> a;  // R = plus(X_r, D_kk (x) X_r)
                a.at = ws_.pivot_t.data();
                a.ld_at = kb;
                a.b = pivot_rows;
                a.ld_b = ld_;
                a.c_in = pivot_rows;
                a.ld_c_in = ld_;
                a.c_out = ws_.row_panel.data();
                a.ld_c_out = size;
                a.k = static_cast<int>(kb);
                if (Paths) {
                    a.pb = p_ + kk * ld_ + off;
                    a.ld_pb = ld_;
                    a.p_in = a.pb;
                    a.ld_p_in = ld_;
                    a.p_out = ws_.row_panel_pred.data();
                    a.ld_p_out = size;
                    a.diagonal_offset = static_cast<long long>(k0);
                }
                product<Paths>(a, kb, size);
            }
            {
                product_args<T> a;  // C^T = plus(X_c^T, D_kk^T... (X_c (x) D_kk)^T)
                a.at = pivot;
                a.ld_at = ld_;
                a.b = ws_.column_t.data();
                a.ld_b = size;
                a.c_in = ws_.column_t.data();
                a.ld_c_in = size;
                a.c_out = ws_.column_panel_t.data();
                a.ld_c_out = size;
                a.k = static_cast<int>(kb);
                product<false>(a, kb, size);
            }
            end();
            begin(size == ld_ ? "phase3" : "phase1-inner");
            // Phase 3.
            {
                product_args<T> a;
                a.at = ws_.column_panel_t.data();
                a.ld_at = size;
                a.b = ws_.row_panel.data();
                a.ld_b = size;
                a.c_in = d_ + off * ld_ + off;
                a.ld_c_in = ld_;
                a.c_out = d_ + off * ld_ + off;
                a.ld_c_out = ld_;
                a.k = static_cast<int>(kb);
                if (Paths) {
                    a.pb = ws_.row_panel_pred.data();
                    a.ld_pb = size;
                    a.p_in = p_ + off * ld_ + off;
                    a.ld_p_in = ld_;
                    a.p_out = p_ + off * ld_ + off;
                    a.ld_p_out = ld_;
                    a.diagonal_offset = static_cast<long long>(k0);
                }
                product<Paths>(a, size, size);
            }
            end();
        }
    }

private:
    struct mark {
        std::string label;
        cudaEvent_t begin, end;
    };
    void begin(const char* label)
    {
        if (!profile_) return;
        mark m{label, nullptr, nullptr};
        cudaEventCreate(&m.begin);
        cudaEventCreate(&m.end);
        cudaEventRecord(m.begin, stream_);
        marks_.push_back(m);
    }
    void end()
    {
        if (profile_) cudaEventRecord(marks_.back().end, stream_);
    }

    void configure()
    {
        BOOST_GPU_PATHS_CUDA_CHECK(cudaFuncSetAttribute(close_tile_kernel<S, Paths>,
                                                        cudaFuncAttributeMaxDynamicSharedMemorySize,
                                                        static_cast<int>(close_tile_smem<S, Paths>())));
    }

    void transpose(const T* src, std::size_t ld_src, std::size_t rows, std::size_t cols, T* dst, std::size_t ld_dst)
    {
        const dim3 grid(static_cast<unsigned>(cols / 32), static_cast<unsigned>(rows / 32));
        transpose_kernel<T><<<grid, dim3(32, 8), 0, stream_>>>(src, ld_src, dst, ld_dst, abort_);
        BOOST_GPU_PATHS_CHECK_LAUNCH("transpose_kernel");
    }

    template <bool WithPaths>
    void product(product_args<T>& a, std::size_t m, std::size_t n)
    {
        using shape = product_shape<T, WithPaths>;
        constexpr int BM = 16 * shape::TM, BN = 16 * shape::TN;
        a.abort = abort_;
        const dim3 grid(static_cast<unsigned>(n / BN), static_cast<unsigned>(m / BM));
        product_kernel<S, Ops, shape::TM, shape::TN, shape::BK, shape::STAGES, WithPaths>
            <<<grid, 256, 0, stream_>>>(a);
        BOOST_GPU_PATHS_CHECK_LAUNCH("product_kernel");
    }

    T* d_;
    std::uint32_t* p_;
    std::size_t ld_;
    closure_workspace<T>& ws_;
    int* abort_;
    cudaStream_t stream_;
    bool profile_ = false;
    std::vector<mark> marks_;
};

}  // namespace fw
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
