// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "themepalettes.h"

#include "palettecolors.h"

namespace ThemePalettes {

namespace {

// One colour group's roles (Qt 6.4 has no Accent role).
struct Group
{
    QRgb window;
    QRgb windowText;
    QRgb base;
    QRgb alternateBase;
    QRgb text;
    QRgb button;
    QRgb buttonText;
    QRgb brightText;
    QRgb light;
    QRgb midlight;
    QRgb mid;
    QRgb dark;
    QRgb shadow;
    QRgb highlight;
    QRgb highlightedText;
    QRgb toolTipBase;
    QRgb toolTipText;
    QRgb hintText;
    QRgb link;
    QRgb linkVisited;
};

void setGroup(QPalette &palette, QPalette::ColorGroup group, const Group &colors)
{
    const auto set = [&](QPalette::ColorRole role, QRgb rgb) {
        palette.setColor(group, role, QColor::fromRgb(rgb));
    };
    set(QPalette::Window, colors.window);
    set(QPalette::WindowText, colors.windowText);
    set(QPalette::Base, colors.base);
    set(QPalette::AlternateBase, colors.alternateBase);
    set(QPalette::Text, colors.text);
    set(QPalette::Button, colors.button);
    set(QPalette::ButtonText, colors.buttonText);
    set(QPalette::BrightText, colors.brightText);
    set(QPalette::Light, colors.light);
    set(QPalette::Midlight, colors.midlight);
    set(QPalette::Mid, colors.mid);
    set(QPalette::Dark, colors.dark);
    set(QPalette::Shadow, colors.shadow);
    set(QPalette::Highlight, colors.highlight);
    set(QPalette::HighlightedText, colors.highlightedText);
    set(QPalette::ToolTipBase, colors.toolTipBase);
    set(QPalette::ToolTipText, colors.toolTipText);
    set(PaletteColors::kHintTextRole, colors.hintText);
    set(QPalette::Link, colors.link);
    set(QPalette::LinkVisited, colors.linkVisited);
}

QPalette make(const Group &active, const Group &disabled)
{
    QPalette palette;
    setGroup(palette, QPalette::Active, active);
    // An inactive window reads as well as the active one: same colours.
    setGroup(palette, QPalette::Inactive, active);
    setGroup(palette, QPalette::Disabled, disabled);
    return palette;
}

} // namespace

QPalette light()
{
    const Group active{
        .window = 0xffefefef,
        .windowText = 0xff1a1a1a,
        .base = 0xffffffff,
        .alternateBase = 0xfff5f5f5,
        .text = 0xff1a1a1a,
        .button = 0xffe8e8e8,
        .buttonText = 0xff1a1a1a,
        .brightText = 0xffffffff,
        .light = 0xffffffff,
        .midlight = 0xfff4f4f4,
        .mid = 0xffb8b8b8,
        .dark = 0xff9f9f9f,
        .shadow = 0xff767676,
        .highlight = 0xff1f5fbf,
        .highlightedText = 0xffffffff,
        .toolTipBase = 0xffffffdc,
        .toolTipText = 0xff1a1a1a,
        .hintText = 0xff676767,
        .link = 0xff0b57b0,
        .linkVisited = 0xff6a3ab2,
    };
    Group disabled = active;
    disabled.windowText = 0xff8c8c8c;
    disabled.text = 0xff8c8c8c;
    disabled.buttonText = 0xff8c8c8c;
    disabled.base = 0xfff4f4f4;
    disabled.highlight = 0xffb4b4b4;
    disabled.highlightedText = 0xfff4f4f4;
    disabled.hintText = 0xffa4a4a4;
    disabled.link = 0xff8c9bb0;
    disabled.linkVisited = 0xffa093b4;
    return make(active, disabled);
}

QPalette dark()
{
    const Group active{
        .window = 0xff2b2b2b,
        .windowText = 0xffe8e8e8,
        .base = 0xff1e1e1e,
        .alternateBase = 0xff262626,
        .text = 0xffe8e8e8,
        .button = 0xff363636,
        .buttonText = 0xffe8e8e8,
        .brightText = 0xffffffff,
        .light = 0xff4a4a4a,
        .midlight = 0xff3e3e3e,
        .mid = 0xff242424,
        .dark = 0xff1a1a1a,
        .shadow = 0xff0a0a0a,
        .highlight = 0xff2f65ca,
        .highlightedText = 0xffffffff,
        .toolTipBase = 0xff3a3a3a,
        .toolTipText = 0xffe8e8e8,
        .hintText = 0xff9c9c9c,
        .link = 0xff6cb0ff,
        .linkVisited = 0xffc19cff,
    };
    Group disabled = active;
    disabled.windowText = 0xff757575;
    disabled.text = 0xff757575;
    disabled.buttonText = 0xff757575;
    disabled.base = 0xff262626;
    disabled.button = 0xff303030;
    disabled.highlight = 0xff474747;
    disabled.highlightedText = 0xff9a9a9a;
    disabled.hintText = 0xff5e5e5e;
    disabled.link = 0xff5f7590;
    disabled.linkVisited = 0xff7d6f94;
    return make(active, disabled);
}

} // namespace ThemePalettes
