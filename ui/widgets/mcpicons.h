// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QIcon>
#include <QJsonObject>

#include <optional>
#include <vector>

// The icons MCP entries carry (tools, resources, templates, prompts: "icons": [{src, mimeType,
// sizes}]). Only data: URIs are decoded: fetching an http(s) icon would tell the server's
// chosen host that someone is looking, so remote icons are not loaded. Decoding goes through
// SafeImage and scales each icon down to kMaxSide while decoding, so a 256 KB PNG claiming
// 8000×8000 pixels costs a small image, not 256 MB. GUI thread.
namespace McpIcons {

inline constexpr int kMaxSide = 64;
// At most this many icons of one entry are decoded.
inline constexpr int kMaxIconsPerEntry = 4;

// The entry's icons as one QIcon (every size that decodes); a null icon when none does.
QIcon fromEntry(const QJsonObject &entry);

// A list model's icons, decoded once per row on first use (data(DecorationRole) runs on every
// paint) and kept until the rows are reset. Rows may be appended; clear() on a reset.
class RowCache
{
public:
    QIcon icon(size_t row, const QJsonObject &entry) const;
    void clear() { m_icons.clear(); }
    // How many rows were decoded (for tests: a repaint decodes nothing).
    int decodeCount() const { return m_decodes; }

private:
    mutable std::vector<std::optional<QIcon>> m_icons;
    mutable int m_decodes = 0;
};

} // namespace McpIcons
