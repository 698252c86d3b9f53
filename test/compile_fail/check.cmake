# Copyright 2026 the boost_gpu_paths authors.
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
# Compiles SOURCE with COMPILER and INCLUDES (a ;-list) and passes when the compilation
# fails with a message matching the regular expression on the file's "// expect: " line.
file(STRINGS "${SOURCE}" expect_line REGEX "^// expect: ")
string(REGEX REPLACE "^// expect: " "" expected "${expect_line}")
set(include_flags)
foreach(dir IN LISTS INCLUDES)
  if(dir)
    list(APPEND include_flags "-I${dir}")
  endif()
endforeach()
execute_process(COMMAND "${COMPILER}" -std=c++17 -fsyntax-only ${include_flags} "${SOURCE}"
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(result EQUAL 0)
  message(FATAL_ERROR "${SOURCE} compiled; it must be refused with: ${expected}")
endif()
if(NOT "${out}${err}" MATCHES "${expected}")
  message(FATAL_ERROR "${SOURCE} failed, but not with '${expected}':\n${err}")
endif()
message(STATUS "refused as expected: ${expected}")
