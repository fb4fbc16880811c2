// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "resourcecatalogue.h"

#include "demoapp.h"
#include "demoimage.h"

#include <core/jsonrpc/jsonrpcerrors.h>

#include <QUrl>

using namespace Qt::StringLiterals;

namespace ResourceCatalogue {

namespace {

constexpr QLatin1StringView ReadmeUri{"demo://docs/readme"};
constexpr QLatin1StringView SettingsUri{"demo://config/settings.json"};
constexpr QLatin1StringView LogoUri{"demo://images/logo.png"};
constexpr QLatin1StringView GreetingPrefix{"demo://greetings/"};

QString readme()
{
    return uR"md(# mcpscope demo server

This server exists so that mcpscope always has something to talk to. Everything it offers is
harmless and local: nothing is stored and nothing leaves your machine.

## What to try

- **Tools**: `echo` and `add` for a first call, `create_ticket` for a rich input form,
  `long_operation` for progress and cancellation, `fail` for a tool error, `log` for log
  notifications, `get_image` for image content, and `misbehave` to see how protocol faults
  are reported.
- **Resources**: this document, a JSON settings file, a PNG logo, and the template
  `demo://greetings/{name}`.
- **Prompts**: `summarize`, `code_review` (try completing the language) and `greeting`.

The server speaks MCP over stdio, one JSON-RPC message per line. Its own log goes to stderr.
)md"_s;
}

QString settings()
{
    return uR"json({
  "theme": "system",
  "log": {"level": "info", "maxEntries": 10000},
  "connections": [
    {"name": "demo", "transport": "stdio", "command": "mcpscope-demo-server"}
  ],
  "features": {"progress": true, "cancellation": true, "completions": true}
}
)json"_s;
}

QJsonObject textContents(const QString &uri, const QString &mimeType, const QString &text)
{
    return {{"uri"_L1, uri}, {"mimeType"_L1, mimeType}, {"text"_L1, text}};
}

// The {name} variable of the greetings template, decoded; empty if uri does not match it.
QString greetingName(const QString &uri)
{
    if (!uri.startsWith(GreetingPrefix))
        return {};
    const QString encoded = uri.mid(GreetingPrefix.size());
    // Simple string expansion (RFC 6570 level 1) percent-encodes '/', so a raw one is no match.
    if (encoded.contains(u'/'))
        return {};
    return QUrl::fromPercentEncoding(encoded.toUtf8()).trimmed();
}

} // namespace

QJsonArray resources()
{
    return {
        QJsonObject{{"uri"_L1, QString(ReadmeUri)},
                    {"name"_L1, u"readme"_s},
                    {"title"_L1, u"Read me first"_s},
                    {"description"_L1, u"What this demo server offers and what to try first."_s},
                    {"mimeType"_L1, u"text/markdown"_s},
                    {"size"_L1, readme().toUtf8().size()}},
        QJsonObject{{"uri"_L1, QString(SettingsUri)},
                    {"name"_L1, u"settings"_s},
                    {"title"_L1, u"Example settings"_s},
                    {"description"_L1, u"A small JSON document, to see JSON resources rendered."_s},
                    {"mimeType"_L1, u"application/json"_s},
                    {"size"_L1, settings().toUtf8().size()}},
        QJsonObject{{"uri"_L1, QString(LogoUri)},
                    {"name"_L1, u"logo"_s},
                    {"title"_L1, u"Demo logo"_s},
                    {"description"_L1, u"A 32x32 PNG, delivered as a base64 blob."_s},
                    {"mimeType"_L1, u"image/png"_s},
                    {"size"_L1, DemoImage::png().size()}},
    };
}

QJsonArray templates()
{
    return {
        QJsonObject{{"uriTemplate"_L1, QString(GreetingTemplate)},
                    {"name"_L1, u"greeting"_s},
                    {"title"_L1, u"Personal greeting"_s},
                    {"description"_L1,
                     u"A short greeting for {name}. Any name works; completion suggests a few."_s},
                    {"mimeType"_L1, u"text/plain"_s}}};
}

Reply read(const QString &uri)
{
    QJsonObject contents;
    if (uri == ReadmeUri) {
        contents = textContents(uri, u"text/markdown"_s, readme());
    } else if (uri == SettingsUri) {
        contents = textContents(uri, u"application/json"_s, settings());
    } else if (uri == DemoApp::Uri) {
        contents = DemoApp::contents(); // not in resources/list: found through show_app's _meta
    } else if (uri == LogoUri) {
        contents = {{"uri"_L1, uri},
                    {"mimeType"_L1, u"image/png"_s},
                    {"blob"_L1, QString::fromLatin1(DemoImage::pngBase64())}};
    } else if (const QString name = greetingName(uri); !name.isEmpty()) {
        contents = textContents(
            uri, u"text/plain"_s, u"Hello, %1! Welcome to the mcpscope demo server."_s.arg(name));
    } else {
        return Reply::failure(JsonRpc::ErrorCode::ResourceNotFound,
                              u"Resource not found: %1"_s.arg(uri),
                              QJsonObject{{"uri"_L1, uri}});
    }
    return Reply::success({{"contents"_L1, QJsonArray{contents}}});
}

QStringList greetingNames()
{
    return {u"Ada"_s,
            u"Alan"_s,
            u"Barbara"_s,
            u"Dennis"_s,
            u"Edsger"_s,
            u"Grace"_s,
            u"Katherine"_s,
            u"Ken"_s,
            u"Linus"_s,
            u"Margaret"_s};
}

} // namespace ResourceCatalogue
