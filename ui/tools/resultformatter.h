// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>

// Turns a CallToolResult into text for people. Pure, so it is tested without widgets.
namespace ResultFormatter {

// Text items verbatim; images, audio and resources summarised in one line each (with any
// embedded resource text after its line); structuredContent pretty-printed at the end.
QString contentText(const QJsonObject &result);
// One line for a content item that is not plain text: "[image: image/png, 1.2 KB]".
QString itemSummary(const QJsonObject &item);
// "2 text items, 1 image" for the result banner.
QString contentSummary(const QJsonObject &result);

} // namespace ResultFormatter
