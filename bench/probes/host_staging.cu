// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// How long page-locking a large host staging buffer takes, by the ways the out-of-core
// closure could take it (src/cuda/closure/host_staging.cuh, doc/design-scale.md): one
// cudaMallocHost; mmap with or without transparent huge pages, touched by every thread,
// then cudaHostRegister as one range or in 16 (a copy may not span two registrations, so
// the copy test stays in the first); and registration before the first touch. A probe,
// not part of the build:
//   nvcc -O2 -std=c++17 -o host_staging bench/probes/host_staging.cu -lpthread && ./host_staging 16
#include <cuda_runtime.h>
#include <sys/mman.h>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <thread>
#include <vector>
#include <cstdlib>
using clk = std::chrono::steady_clock;
static double ms(clk::time_point a, clk::time_point b) { return std::chrono::duration<double, std::milli>(b - a).count(); }
#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s: %s\n", #x, cudaGetErrorString(e)); exit(1);} } while (0)
static void touch(char* p, size_t bytes, int threads) {
  std::vector<std::thread> t; size_t chunk = (bytes / threads + 4095) & ~size_t(4095);
  for (int i = 0; i < threads; ++i) t.emplace_back([=] { size_t b = i * chunk; size_t e = std::min(bytes, b + chunk); if (b < e) memset(p + b, 1, e - b); });
  for (auto& x : t) x.join();
}
static double h2d(char* host, char* dev, size_t bytes) {
  cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
  size_t n = std::min(bytes, size_t(1) << 30);
  CK(cudaMemcpy(dev, host, n, cudaMemcpyHostToDevice));
  cudaEventRecord(a); CK(cudaMemcpyAsync(dev, host, n, cudaMemcpyHostToDevice)); cudaEventRecord(b); cudaEventSynchronize(b);
  float t; cudaEventElapsedTime(&t, a, b); return n / (t * 1e6);
}
int main(int argc, char** argv) {
  size_t gib = argc > 1 ? atoi(argv[1]) : 16; size_t bytes = gib << 30; int threads = std::thread::hardware_concurrency();
  CK(cudaFree(0)); char* dev; CK(cudaMalloc(&dev, size_t(4) << 30));
  printf("%zu GiB, %d threads\n", gib, threads);
  { auto t0 = clk::now(); char* p; CK(cudaMallocHost(&p, bytes)); auto t1 = clk::now(); touch(p, bytes, threads); auto t2 = clk::now();
    double bw = h2d(p, dev, bytes); auto t3 = clk::now(); CK(cudaFreeHost(p)); auto t4 = clk::now();
    printf("cudaMallocHost: alloc %.0f ms, touch %.0f ms, h2d %.1f GB/s, free %.0f ms\n", ms(t0,t1), ms(t1,t2), bw, ms(t3,t4)); }
  for (int huge = 1; huge >= 0; --huge) for (int chunks = 1; chunks <= 16; chunks *= 16) {
    auto t0 = clk::now(); void* v = mmap(nullptr, bytes, PROT_READ|PROT_WRITE, MAP_PRIVATE|MAP_ANONYMOUS, -1, 0); char* p = (char*)v;
    if (huge) madvise(p, bytes, MADV_HUGEPAGE); else madvise(p, bytes, MADV_NOHUGEPAGE);
    touch(p, bytes, threads); auto t1 = clk::now();
    size_t c = bytes / chunks; std::vector<std::thread> t;
    for (int i = 0; i < chunks; ++i) t.emplace_back([=] { CK(cudaHostRegister(p + i * c, c, cudaHostRegisterPortable)); });
    for (auto& x : t) x.join(); auto t2 = clk::now();
    double bw = h2d(p, dev, bytes); auto t3 = clk::now();
    std::vector<std::thread> u; for (int i = 0; i < chunks; ++i) u.emplace_back([=] { CK(cudaHostUnregister(p + i * c)); });
    for (auto& x : u) x.join(); auto t4 = clk::now(); munmap(p, bytes); auto t5 = clk::now();
    printf("mmap huge=%d chunks=%2d: touch %.0f ms, register %.0f ms, h2d %.1f GB/s, unregister %.0f ms, munmap %.0f ms\n", huge, chunks, ms(t0,t1), ms(t1,t2), bw, ms(t3,t4), ms(t4,t5));
  }
  // Register before touching (does the driver fault pages itself?).
  { auto t0 = clk::now(); void* v = mmap(nullptr, bytes, PROT_READ|PROT_WRITE, MAP_PRIVATE|MAP_ANONYMOUS, -1, 0); char* p = (char*)v; madvise(p, bytes, MADV_HUGEPAGE);
    size_t c = bytes / 16; std::vector<std::thread> t; for (int i = 0; i < 16; ++i) t.emplace_back([=] { CK(cudaHostRegister(p + i * c, c, cudaHostRegisterPortable)); });
    for (auto& x : t) x.join(); auto t1 = clk::now(); touch(p, bytes, threads); auto t2 = clk::now();
    std::vector<std::thread> u; for (int i = 0; i < 16; ++i) u.emplace_back([=] { CK(cudaHostUnregister(p + i * c)); }); for (auto& x : u) x.join(); munmap(p, bytes); auto t3 = clk::now();
    printf("mmap huge untouched, register 16 chunks %.0f ms, touch after %.0f ms, release %.0f ms\n", ms(t0,t1), ms(t1,t2), ms(t2,t3)); }
  return 0;
}
