# SPDX-FileCopyrightText: 2026 mcpscope authors
# SPDX-License-Identifier: MIT
#
# Fuzzing and sanitizers (clang).
# - MCPSCOPE_BUILD_FUZZERS (on with clang and tests): the libFuzzer targets in tests/fuzz, each
#   a ctest smoke.
# - MCPSCOPE_SANITIZE (./test.sh --sanitize, build-sanitize/): every target with AddressSanitizer
#   and UndefinedBehaviorSanitizer, and with the fuzzers' coverage instrumentation
#   (fuzzer-no-link), so the same tree runs the whole suite under the sanitizers and fuzzes
#   with coverage feedback.
set(_clang OFF)
if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    set(_clang ON)
endif()
include(CMakeDependentOption)
cmake_dependent_option(MCPSCOPE_BUILD_FUZZERS "Build the libFuzzer targets (clang)" ON
    "_clang;MCPSCOPE_BUILD_TESTS" OFF)
option(MCPSCOPE_SANITIZE "Build everything with ASan+UBSan and fuzzer coverage (clang)" OFF)

if(MCPSCOPE_SANITIZE)
    if(NOT _clang)
        message(FATAL_ERROR "MCPSCOPE_SANITIZE needs clang++ (-DCMAKE_CXX_COMPILER=clang++)")
    endif()
    # -fno-sanitize-recover: a UBSan finding fails the test instead of printing and going on.
    set(_sanitize -fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=undefined
        -fno-omit-frame-pointer)
    add_compile_options(${_sanitize})
    add_link_options(${_sanitize})
endif()
