// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

// The bytes of a base64 field (image and audio data, resource blobs); nullopt when the text is
// not base64, which the views report instead of showing garbage.
inline std::optional<QByteArray> decodeBase64Field(const QString &text)
{
    auto result
        = QByteArray::fromBase64Encoding(text.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!result)
        return std::nullopt;
    return result.decoded;
}
