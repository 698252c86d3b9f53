#!/usr/bin/env bash
# Issue 17, several GPUs of one host: targeted build in build-device (incremental after a
# shared build), the multi-GPU tests, and bench_multi_gpu (1 GPU against all).
# Run from anywhere in the tree; writes under $OUT. About 60-120 s after a shared build.
set -u
cd "$(dirname "$0")/.."
export BOOST_GPU_PATHS_DATA_DIR=$PWD/.device-data
# NVLink multicast stays off (KINDS.md); the library does not use NCCL, set for safety.
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
COMMIT=${COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
stamp=$(date -u +%Y-%m-%d-%H%M)
header() {  # title command...
  echo "boost_gpu_paths $1"; echo "commit: $COMMIT"; echo "date:   $(date -u '+%Y-%m-%d %H:%M:%S UTC')"; echo "host:   $(uname -n), $(nproc) cores"
  echo "gpu:    $(nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader | paste -sd';')"; shift; echo "command: $*"; echo
}
bench() {  # name file args...
  local name=$1 file=$2; shift 2
  { header "$name" "$name $*"; timeout ${BENCH_LIMIT:-240} build-device/bench/$name "$@"; echo "exit status $?"; } > $OUT/$file 2>&1
  grep -E "speedup|devices|MISMATCH|exit status" $OUT/$file | head -30
}
{ header topology "nvidia-smi topo -m"; nvidia-smi topo -m; } > $OUT/topology-$stamp.txt 2>&1
generator=(); [[ -f build-device/CMakeCache.txt ]] || generator=(-G Ninja)
{ header build "cmake --build build-device --target boost_gpu_paths test_multi_gpu test_dijkstra_all bench_multi_gpu"
  timeout 420 bash -c "cmake -S . -B build-device ${generator[*]} -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_ARCHITECTURES=90 >/dev/null &&
    cmake --build build-device -j $(nproc) --target boost_gpu_paths test_multi_gpu test_dijkstra_all bench_multi_gpu"
  echo "exit status $?"; } > $OUT/build-$stamp.txt 2>&1
tail -3 $OUT/build-$stamp.txt
[[ -x build-device/test/test_multi_gpu && -x build-device/bench/bench_multi_gpu ]] || { grep -E "error|FAILED" $OUT/build-$stamp.txt | head -20; exit 1; }
for t in test_multi_gpu test_dijkstra_all; do
  { header "$t" "$t --log_level=test_suite --report_level=short"; timeout 120 build-device/test/$t --log_level=test_suite --report_level=short; echo "exit status $?"; } > $OUT/$t-$stamp.txt 2>&1
  grep -E "skipped|has passed|has failed|error: in|exit status" $OUT/$t-$stamp.txt | head -20
done
BENCH_LIMIT=200 bench bench_multi_gpu multi-gpu-$stamp.txt --n=100000 --m=600000 --fw-n=32768 --repeats=1
