#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 mcpscope authors
# SPDX-License-Identifier: MIT
#
# Builds the Debian package from this build tree with cpack (as ./package.sh does from a Release
# tree), then checks it as a user's machine would see it: the file list, the control fields
# (dependencies computed from the binaries), every desktop-integration file through its own
# validator, the man pages and completion against the programs' real --help, and the installed
# programs working from another folder.
# Usage: check-package.sh BUILD_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
problem() { echo "FAIL: $*" >&2; fail=1; }

app_id=io.github.mcpscope.mcpscope
(cd "$build" && cpack -G DEB -B "$work/out" --config CPackConfig.cmake >"$work/cpack.log" 2>&1) \
    || { cat "$work/cpack.log" >&2; echo "FAIL: cpack" >&2; exit 1; }
deb=$(ls "$work"/out/mcpscope_*.deb)
echo "package: $(basename "$deb"), $(stat -c %s "$deb") bytes"

# The file list.
dpkg-deb -c "$deb" | awk '{print $NF}' | sed 's#^\./#/#' >"$work/files"
expected=(
    /usr/bin/mcpscope /usr/bin/mcpscope-cli /usr/bin/mcpscope-demo-server
    /usr/share/applications/$app_id.desktop
    /usr/share/metainfo/$app_id.metainfo.xml
    /usr/share/mime/packages/$app_id.xml
    /usr/share/icons/hicolor/scalable/apps/$app_id.svg
    /usr/share/man/man1/mcpscope.1 /usr/share/man/man1/mcpscope-cli.1
    /usr/share/man/man1/mcpscope-demo-server.1
    /usr/share/bash-completion/completions/mcpscope-cli
    /usr/share/zsh/vendor-completions/_mcpscope-cli
    /usr/share/doc/mcpscope/LICENSE
)
for size in 16 24 32 48 64 128 256 512; do
    expected+=(/usr/share/icons/hicolor/${size}x$size/apps/$app_id.png)
done
for file in "${expected[@]}"; do
    grep -qxF "$file" "$work/files" || problem "the package lacks $file"
done
# Nothing of the build or the tests slips in.
if grep -E 'bench|_tests|/include/|\.a$|CMakeFiles' "$work/files"; then
    problem "the package holds build or test files (above)"
fi

# Control fields: dependencies from dpkg-shlibdeps, not typed by hand.
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for lib in libqt6core6 libqt6network6 libqt6widgets6 libqt6websockets6 libqt6svg6 libqt6keychain1 libssl3 \
    libc6 libstdc++6; do
    [[ $depends == *"$lib"* ]] || problem "Depends lacks $lib (shlibdeps did not run?)"
done
[ "$(dpkg-deb -f "$deb" Package)" = mcpscope ] || problem "package name"
# Qt's own translations are loaded by path (UiLanguage): named by hand, shlibdeps cannot see them.
[[ $(dpkg-deb -f "$deb" Recommends) == *qt6-translations-l10n* ]] \
    || problem "Recommends lacks qt6-translations-l10n (Qt's dialogs would stay English)"

# The tree as installed.
root="$work/root"
dpkg-deb -x "$deb" "$root"
desktop-file-validate "$root/usr/share/applications/$app_id.desktop" || problem "desktop-file-validate"
appstreamcli validate --no-net "$root/usr/share/metainfo/$app_id.metainfo.xml" >"$work/as.log" 2>&1 \
    || { cat "$work/as.log" >&2; problem "appstreamcli validate"; }
for page in "$root"/usr/share/man/man1/*.1; do
    warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' man --warnings -E UTF-8 -l -Tutf8 -Z "$page" 2>&1 >/dev/null)
    [ -z "$warnings" ] || problem "man $(basename "$page"): $warnings"
done
bash -n "$root/usr/share/bash-completion/completions/mcpscope-cli" || problem "bash completion syntax"
zsh -n "$root/usr/share/zsh/vendor-completions/_mcpscope-cli" || problem "zsh completion syntax"

# The installed programs, from a folder that is neither the build nor the install tree, with the
# installed demo server found on PATH as a user would find it.
export PATH="$root/usr/bin:$PATH" QT_QPA_PLATFORM=offscreen
cd "$work"
for program in mcpscope mcpscope-cli mcpscope-demo-server; do
    version=$("$program" --version 2>&1) || problem "$program --version failed: $version"
    [[ $version == *"$(dpkg-deb -f "$deb" Version)"* ]] || problem "$program --version says: $version"
done
listing=$(mcpscope-cli --method tools/list -- mcpscope-demo-server 2>&1) \
    || problem "mcpscope-cli --method tools/list -- mcpscope-demo-server: $listing"
[[ $listing == *echo* ]] || problem "tools/list of the demo server lacks echo: $listing"

# Every option of each program's --help is in its man page, and every mcpscope-cli option in
# both completions: they cannot drift from the programs.
for program in mcpscope mcpscope-cli mcpscope-demo-server; do
    page="$root/usr/share/man/man1/$program.1"
    for option in $("$program" --help 2>/dev/null | grep -oE '^ +(-[a-zA-Z], )?--[a-z][a-z0-9-]*' | grep -oE -- '--[a-z][a-z0-9-]*'); do
        name=${option#--}
        grep -qF -- "\\fB\\-\\-$name\\fR" "$page" || problem "man page of $program lacks $option"
        if [ "$program" = mcpscope-cli ]; then
            grep -qE -- "(^|[^a-z-])--$name([^a-z-]|$)" "$root/usr/share/bash-completion/completions/mcpscope-cli" \
                || problem "bash completion lacks $option"
            grep -qE -- "(^|[^a-z-])--$name([^a-z-]|$)" "$root/usr/share/zsh/vendor-completions/_mcpscope-cli" \
                || problem "zsh completion lacks $option"
        fi
    done
done

[ $fail -eq 0 ] && echo "package OK"
exit $fail
