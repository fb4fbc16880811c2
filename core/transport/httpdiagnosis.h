// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>
#include <QNetworkReply>
#include <QSslError>
#include <QString>
#include <QUrl>

// Turns HTTP-level failures into one line that names the layer and the fix a person would
// try ("connection refused by 127.0.0.1:3001: nothing listens there; is the server running?").
// Pure functions, table-tested.
namespace HttpDiagnosis {

QString describeNetworkError(QNetworkReply::NetworkError error,
                             const QUrl &url,
                             const QString &qtErrorString);
QString describeSslErrors(const QList<QSslError> &errors);
// An HTTP error status, with the first lines of the body when it has any.
QString describeStatus(const QByteArray &method,
                       const QUrl &url,
                       int status,
                       const QByteArray &reason,
                       const QByteArray &body);
// The first non-empty lines of a body, at most maxChars, for messages and exchange rows.
QString bodyPreview(const QByteArray &body, int maxChars = 200);
bool isSecretHeader(const QByteArray &name);
// A WebSocket close code (RFC 6455 §7.4) and reason in words.
QString describeWebSocketClose(int code, const QString &reason);

} // namespace HttpDiagnosis
