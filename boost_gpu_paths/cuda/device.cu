// Device discovery and the process-wide accounting of device memory.
#include <boost_gpu_paths/cuda/device.hpp>
#include <boost_gpu_paths/cuda/memory.cuh>

#include <atomic>
#include <cstdio>

namespace boost {
namespace gpu_paths {
namespace cuda {

namespace {
std::atomic<std::size_t> bytes_in_use{0};
std::atomic<std::size_t> bytes_peak{0};
}  // namespace

std::size_t device_bytes_in_use() noexcept { return bytes_in_use.load(); }
std::size_t device_bytes_peak() noexcept { return bytes_peak.load(); }
void reset_device_bytes_peak() noexcept { bytes_peak.store(bytes_in_use.load()); }

void note_device_allocation(std::ptrdiff_t bytes) noexcept
{
    const std::size_t now = bytes_in_use.fetch_add(static_cast<std::size_t>(bytes)) + static_cast<std::size_t>(bytes);
    std::size_t peak = bytes_peak.load();
    while (now > peak && !bytes_peak.compare_exchange_weak(peak, now)) {
    }
}

void throw_out_of_device_memory(cudaError_t status, std::size_t bytes, const char* what)
{
    std::size_t free_bytes = 0, total_bytes = 0;
    if (cudaMemGetInfo(&free_bytes, &total_bytes) != cudaSuccess) cudaGetLastError();
    char message[512];
    std::snprintf(message, sizeof message,
                  "cannot allocate %zu bytes of device memory for %s: %s (%zu bytes free of %zu)", bytes, what,
                  cudaGetErrorString(status), free_bytes, total_bytes);
    throw device_memory_error(static_cast<int>(status), message, bytes);
}

bool device_usable() noexcept
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        cudaGetLastError();
        return false;
    }
    // A device exists; make sure a context can be created on it (a driver/toolkit
    // mismatch shows up here rather than at the first kernel).
    if (cudaFree(nullptr) != cudaSuccess) {
        cudaGetLastError();
        return false;
    }
    return true;
}

std::string device_description()
{
    int count = 0;
    cudaError_t status = cudaGetDeviceCount(&count);
    if (status != cudaSuccess) {
        cudaGetLastError();
        return std::string("no CUDA device: ") + cudaGetErrorString(status);
    }
    if (count == 0) return "no CUDA device";
    int device = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaGetDevice(&device));
    cudaDeviceProp prop{};
    BOOST_GPU_PATHS_CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
    int clock_khz = 0;
    cudaDeviceGetAttribute(&clock_khz, cudaDevAttrClockRate, device);
    char text[512];
    std::snprintf(text, sizeof text, "%s (sm_%d%d, %d SMs, %.0f MHz, %.1f GiB)", prop.name, prop.major, prop.minor,
                  prop.multiProcessorCount, clock_khz / 1000.0, prop.totalGlobalMem / 1073741824.0);
    return text;
}

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
