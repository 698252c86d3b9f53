#include "check.hpp"

#include <cstdlib>
#include <cstring>

namespace gpu_paths_cli {

bool perturb_requested()
{
    const char* value = std::getenv("GPU_PATHS_CLI_PERTURB_RESULT");
    return value && std::strcmp(value, "1") == 0;
}

}  // namespace gpu_paths_cli
