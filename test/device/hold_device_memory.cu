// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// hold_device_memory LEAVE_MIB READY_FILE: another process on a crowded GPU, for
// test_crowded_device. Takes all of device 0's free memory but LEAVE_MIB, writes the bytes
// it holds to READY_FILE, and keeps them until its standard input closes.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv)
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: hold_device_memory LEAVE_MIB READY_FILE\n");
        return 2;
    }
    const std::size_t leave = std::strtoull(argv[1], nullptr, 10) << 20;
    std::size_t free_bytes = 0, total_bytes = 0;
    if (cudaMemGetInfo(&free_bytes, &total_bytes) != cudaSuccess) {
        std::fprintf(stderr, "hold_device_memory: no usable device\n");
        return 3;
    }
    std::size_t held = free_bytes > leave ? free_bytes - leave : 0;
    void* block = nullptr;
    // Near the limit one allocation of it all can be refused: 64 MiB less each try.
    const std::size_t step = std::size_t(64) << 20;
    while (held > 0 && cudaMalloc(&block, held) != cudaSuccess) {
        cudaGetLastError();
        held = held > step ? held - step : 0;
    }
    std::FILE* ready = std::fopen(argv[2], "w");
    if (!ready) return 4;
    std::fprintf(ready, "%zu\n", held);
    std::fclose(ready);
    while (std::getchar() != EOF) {
    }
    if (block) cudaFree(block);
    return 0;
}
