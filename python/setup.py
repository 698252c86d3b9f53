# Copyright 2026 the boost_gpu_paths authors.
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
"""The module _engines, built against an installed boost_gpu_paths (its pkg-config file:
set PKG_CONFIG_PATH to <prefix>/lib/pkgconfig for a prefix of your own). The rest of the
package's description is in pyproject.toml."""
import shlex
import subprocess

from pybind11.setup_helpers import Pybind11Extension
from setuptools import setup


def pkg_config(*arguments):
    try:
        return shlex.split(subprocess.check_output(["pkg-config", *arguments, "boost_gpu_paths"], text=True))
    except (OSError, subprocess.CalledProcessError) as failure:
        raise SystemExit("boost_gpu_paths: the C++ library was not found through pkg-config (%s); install it "
                         "(cmake --install build --prefix P) and set PKG_CONFIG_PATH=P/lib/pkgconfig" % failure)


compile_flags = pkg_config("--cflags")
link_flags = pkg_config("--libs")
library_dirs = [flag[2:] for flag in link_flags if flag.startswith("-L")]
engines = Pybind11Extension(
    "boost_gpu_paths._engines", ["src/engines.cpp"], cxx_std=17, extra_compile_args=compile_flags,
    extra_link_args=link_flags, runtime_library_dirs=library_dirs)
setup(ext_modules=[engines])
