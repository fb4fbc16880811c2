// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/httprequest.h>

#include <QJsonObject>
#include <QString>

// The pieces of modern (2026-07-28) requests that the demo server tests build again and again.
namespace ModernFrames {

// A request _meta: protocolVersion, clientCapabilities and clientInfo, plus extra keys.
QJsonObject meta(const QJsonObject &capabilities = {},
                 const QJsonObject &extra = {},
                 const QString &version = QStringLiteral("2026-07-28"));
// params with _meta set to meta(capabilities).
QJsonObject params(QJsonObject params, const QJsonObject &capabilities = {});
// Every client capability the MRTR tools may ask for.
QJsonObject allCapabilities();

// A request frame with an integer id.
QByteArray frame(qint64 id, const QString &method, const QJsonObject &params);
// Accept and Content-Type as a client sends them, then one header per "Name: value" line.
HttpHeaderList headerLines(const char *lines);

} // namespace ModernFrames
