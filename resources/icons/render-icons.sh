#!/bin/sh
# SPDX-FileCopyrightText: 2026 mcpscope authors
# SPDX-License-Identifier: MIT
#
# Renders the PNG icons under hicolor/ from the SVG sources. A maintainer's tool, not part of
# the build (the PNGs are committed): needs rsvg-convert (Debian: librsvg2-bin).
# 16, 24 and 32 px come from the pixel-grid drawings in src/, the larger sizes from
# mcpscope.svg, which is also the scalable icon.
set -eu
cd "$(dirname "$0")"
appid=io.github.mcpscope.mcpscope
for size in 16 24 32 48 64 128 256 512; do
    source=mcpscope.svg
    [ -f "src/mcpscope-$size.svg" ] && source="src/mcpscope-$size.svg"
    mkdir -p "hicolor/${size}x${size}/apps"
    rsvg-convert --width "$size" --height "$size" --format png \
        --output "hicolor/${size}x${size}/apps/$appid.png" "$source"
done
mkdir -p hicolor/scalable/apps
cp mcpscope.svg "hicolor/scalable/apps/$appid.svg"
