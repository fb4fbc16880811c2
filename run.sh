#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 mcpscope authors
# SPDX-License-Identifier: MIT
# Installs what is missing, builds mcpscope (Release) and starts it connected to the bundled
# demo server. Without a display it runs mcpscope-cli against the demo server instead.
# Usage: ./run.sh                  # GUI (or CLI) against the demo server
#        ./run.sh -- COMMAND ARGS  # GUI against your own stdio server
#        ./run.sh --url URL [--transport http|sse|ws] [--header "K: V"]...  # a remote server
set -euo pipefail
cd "$(dirname "$0")"
source scripts/setup-common.sh

mcpscope_install_packages "${MCPSCOPE_BUILD_PACKAGES[@]}"

build=build-release
mcpscope_configure_release "$build"
cmake --build "$build" --target mcpscope mcpscope-cli mcpscope-demo-server

demo="$PWD/$build/app/demo-server/mcpscope-demo-server"
server=(-- "$demo")
if [ "${1:-}" = "--" ]; then
    shift
    server=(-- "$@")
elif [ "${1:-}" = "--url" ]; then
    server=("$@") # mcpscope and mcpscope-cli take the same remote options
fi
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    exec "$build/app/gui/mcpscope" "${server[@]}"
fi
echo "No display (DISPLAY and WAYLAND_DISPLAY are unset), so the GUI cannot open."
echo "Running the command-line twin instead: mcpscope-cli --method tools/list ${server[*]}"
echo
exec "$build/app/cli/mcpscope-cli" --method tools/list "${server[@]}"
