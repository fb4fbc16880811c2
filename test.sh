#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 mcpscope authors
# SPDX-License-Identifier: MIT
# Installs what is missing, builds everything (Debug, with tests) and runs every test.
# Usage: ./test.sh [--sanitize] [extra ctest arguments, e.g. -R McpSession]
#   --sanitize  builds build-sanitize/ with AddressSanitizer + UndefinedBehaviorSanitizer (and
#               the fuzzers' coverage instrumentation) and runs the whole suite there
set -euo pipefail
cd "$(dirname "$0")"
source scripts/setup-common.sh

build=build-tests
options=()
if [ "${1:-}" = "--sanitize" ]; then
    shift
    build=build-sanitize
    options=(-DMCPSCOPE_SANITIZE=ON)
    # A finding fails the test: ASan aborts, UBSan halts on the first report; leaks in Qt's and
    # the system's own libraries are not ours (tests/sanitizers/lsan.supp).
    export ASAN_OPTIONS="abort_on_error=1:detect_stack_use_after_return=0:strict_string_checks=1"
    export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
    export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
fi

mcpscope_install_packages "${MCPSCOPE_BUILD_PACKAGES[@]}" "${MCPSCOPE_TEST_PACKAGES[@]}"
mcpscope_ensure_node
mcpscope_ensure_test_servers

# Debug without optimisation, with line tables only: a failing test's backtrace and a
# sanitizer's report still name file and line, and the compiler and linker skip the variable
# and type information nobody reads in a test run (configure a build folder of your own with
# -DCMAKE_BUILD_TYPE=Debug for a debugger's full view).
cmake -S . -B "$build" -G Ninja "${MCPSCOPE_CMAKE_COMPILER[@]}" -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_CXX_FLAGS_DEBUG=-gline-tables-only -DMCPSCOPE_BUILD_TESTS=ON "${options[@]}" >/dev/null
cmake --build "$build"
# Tests never need a display: widgets render offscreen. Every test process gets a home of its
# own (tests/support/testprocess.h), so they run in parallel, one per core.
export QT_QPA_PLATFORM=offscreen
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
# Twice as many tests as cores: most of a test's time is spent waiting for a server it started
# (node, the demo server) or for the event loop, not computing (measured: -j4 on 2 cores runs
# the suite in two thirds of -j2's time).
ctest --test-dir "$build" --output-on-failure -j "$(( $(nproc) * 2 ))" "$@"
