// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "appcsp.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

// What MCP Apps (SEP-1865, extension io.modelcontextprotocol/ui, stable 2026-01-26) puts in a
// tool's and a ui:// resource's _meta, read from what a server sent (hostile input: every
// field is checked, anything odd is a problem in words, never a crash or a guess). Pure.
namespace AppMeta {
using namespace Qt::Literals::StringLiterals;

inline constexpr QLatin1StringView ExtensionId = "io.modelcontextprotocol/ui"_L1;
inline constexpr QLatin1StringView MimeType = "text/html;profile=mcp-app"_L1;
inline constexpr QLatin1StringView ProtocolVersion = "2026-01-26"_L1;
// The largest app document mcpscope renders: an app is a page, not a data set.
inline constexpr qsizetype MaxHtmlBytes = 8 * 1024 * 1024;

// {"mimeTypes": ["text/html;profile=mcp-app"]}: the extension's settings in the client's
// capabilities.extensions.
QJsonObject extensionSettings();

// A tool's _meta.ui (or the deprecated flat _meta["ui/resourceUri"]).
struct ToolUi
{
    QString resourceUri;        // empty: the tool has no app
    bool visibleToModel = true; // visibility defaults to ["model", "app"]
    bool visibleToApp = true;
    QString problem; // what was wrong with _meta.ui (the tool then has no app)
    bool hasApp() const { return !resourceUri.isEmpty(); }
};
ToolUi toolUi(const QJsonObject &tool);

// The one content of a resources/read result for a ui:// resource, checked: the URI it
// answers, the MIME type, text or base64 blob, size, and its _meta.ui (CSP, prefersBorder).
struct AppResource
{
    QString uri;
    QByteArray html;
    AppCsp csp;
    std::optional<bool> prefersBorder;
    QString problem; // non-empty: not renderable, and why
    bool isValid() const { return problem.isEmpty(); }
};
AppResource resourceFromReadResult(const QString &uri, const QJsonValue &result);
// The bytes of a resource's content (resources/read, an EmbeddedResource): its text as UTF-8 or
// its base64 blob decoded; none, and a problem ("has neither text nor blob"), otherwise.
std::optional<QByteArray> contentBytes(const QJsonObject &content, QString *problem);

// The app document with the policy as its first element: a <meta http-equiv=
// "Content-Security-Policy"> right after a leading <!DOCTYPE> (or at the very start), where no
// comment or markup of the app can swallow it. A policy of the app's own can only add limits.
QByteArray documentWithPolicy(const QByteArray &html, const QString &policy);

// Why a URI is no app resource URI (empty when it is one): ui:// with something after it.
QString uriProblem(const QString &uri);

} // namespace AppMeta
