#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 mcpscope authors
# SPDX-License-Identifier: MIT
# Installs what is missing, builds everything (Debug, with tests) and runs every test.
# Usage: ./test.sh [extra ctest arguments, e.g. -R McpSession]
set -euo pipefail
cd "$(dirname "$0")"
source scripts/setup-common.sh

mcpscope_install_packages "${MCPSCOPE_BUILD_PACKAGES[@]}" "${MCPSCOPE_TEST_PACKAGES[@]}"
mcpscope_ensure_node
mcpscope_ensure_test_servers

build=build-tests
cmake -S . -B "$build" -G Ninja "${MCPSCOPE_CMAKE_COMPILER[@]}" -DCMAKE_BUILD_TYPE=Debug \
    -DMCPSCOPE_BUILD_TESTS=ON >/dev/null
cmake --build "$build"
# Tests never need a display: widgets render offscreen. Every test process gets a home of its
# own (tests/support/testprocess.h), so they run in parallel, one per core.
export QT_QPA_PLATFORM=offscreen
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
ctest --test-dir "$build" --output-on-failure -j "$(nproc)" "$@"
