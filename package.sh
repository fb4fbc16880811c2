#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 mcpscope authors
# SPDX-License-Identifier: MIT
#
# Builds the Debian package of mcpscope from a Release build and prints its path on the last
# line. Installs what is missing first (like run.sh), plus dpkg-dev for dpkg-shlibdeps, which
# computes the package's dependencies from the binaries.
# Install it with:  sudo apt-get install ./build-release/package/mcpscope_*.deb
set -euo pipefail
cd "$(dirname "$0")"
source scripts/setup-common.sh

mcpscope_install_packages "${MCPSCOPE_BUILD_PACKAGES[@]}" "${MCPSCOPE_PACKAGE_PACKAGES[@]}"

build=build-release
mcpscope_configure_release "$build"
cmake --build "$build" --target mcpscope mcpscope-cli mcpscope-demo-server
(cd "$build" && cpack -G DEB --config CPackConfig.cmake >&2)
ls -1 "$PWD/$build"/package/mcpscope_*.deb | tail -n 1
