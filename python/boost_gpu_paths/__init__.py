# Copyright 2026 the boost_gpu_paths authors.
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
"""boost_gpu_paths for Python: SciPy's shortest-path functions on the library's engines
(``boost_gpu_paths.csgraph``), on the GPU where there is one and on the host's threads
where there is none."""
from . import csgraph
from ._engines import cuda_backend_compiled, cuda_device_available

__all__ = ["csgraph", "cuda_backend_compiled", "cuda_device_available"]
__version__ = "0.1.0"
