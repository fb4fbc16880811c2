// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <ui/widgets/safetextdocument.h>

#include <QJsonObject>

// Read-only view of a sampling/createMessage request as a person reviews it: the system
// prompt, every message with its content blocks (text verbatim; images shown; audio,
// resources, tool_use and tool_result described), the model preferences (hints and the three
// priorities), includeContext, maxTokens, temperature, stop sequences, metadata, and the tools
// offered with toolChoice. Everything the server sent is escaped and capped (ServerText::html);
// the document loads no resource but the request's own images (SafeTextDocument). GUI thread.
class SamplingRequestView : public SafeTextBrowser
{
    Q_OBJECT
public:
    explicit SamplingRequestView(QWidget *parent = nullptr);

    void setRequest(const QJsonObject &params);
    // The HTML for params; images are referenced as "mcpimage:N" with N the image's index in
    // the order they appear (setRequest() registers them as resources).
    static QString html(const QJsonObject &params);
};
