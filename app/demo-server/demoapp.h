// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QLatin1StringView>

// The demo server's MCP App (SEP-1865): the tool show_app names the ui:// resource below in its
// _meta.ui; the page (no SDK, plain postMessage) initializes, shows the call's arguments and
// result, and calls the add tool through the host. model_only is a tool whose visibility
// excludes apps: a host must refuse the app's call to it.
namespace DemoApp {
using namespace Qt::Literals::StringLiterals;
inline constexpr QLatin1StringView Uri = "ui://demo/app"_L1;
inline constexpr QLatin1StringView MimeType = "text/html;profile=mcp-app"_L1;
QString html();
QJsonObject contents(); // one content of the resources/read result
QJsonObject showAppResult(const QJsonObject &arguments);
QJsonObject modelOnlyResult();
} // namespace DemoApp
