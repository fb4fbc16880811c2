// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "authstep.h"

using namespace Qt::StringLiterals;

QString AuthStep::stageName(Stage stage)
{
    switch (stage) {
    case Stage::Discovery:
        return u"discovery"_s;
    case Stage::Registration:
        return u"client registration"_s;
    case Stage::Authorization:
        return u"authorization request"_s;
    case Stage::Redirect:
        return u"redirect"_s;
    case Stage::Token:
        return u"token request"_s;
    case Stage::Refresh:
        return u"token refresh"_s;
    }
    return {};
}

QString AuthStep::toText() const
{
    QString text = stageName(stage) + u": "_s + action;
    if (!url.isEmpty())
        text += u' ' + url.toDisplayString();
    if (httpStatus != 0)
        text += u" → HTTP %1"_s.arg(httpStatus);
    if (!summary.isEmpty())
        text += u": "_s + summary;
    return text;
}
