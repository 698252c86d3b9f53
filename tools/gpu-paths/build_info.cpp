// The values come from compile definitions set in CMakeLists.txt, so that only this file
// is rebuilt when they change.
#include "build_info.hpp"

#ifndef GPU_PATHS_LIBRARY_VERSION
#define GPU_PATHS_LIBRARY_VERSION "0.1.0"
#endif
#ifndef GPU_PATHS_BUILD_COMMIT
#define GPU_PATHS_BUILD_COMMIT "unknown"
#endif

namespace gpu_paths_cli {

const char* library_version() noexcept { return GPU_PATHS_LIBRARY_VERSION; }

const char* build_commit() noexcept { return GPU_PATHS_BUILD_COMMIT; }

}  // namespace gpu_paths_cli
