// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "messagelogmodel.h"

#include <QRegularExpression>

#include <optional>

// Which log rows to show: direction, method glob ("tools/*"), errors only, free text (method,
// id, summary, URL; case-insensitive). Every criterion that is set must match. Value type.
struct MessageLogFilter
{
    std::optional<TrafficEvent::Direction> direction;
    QString methodGlob;
    bool errorsOnly = false;
    QString text;

    bool accepts(const MessageRecord &record) const;
    // method: methodGlob already compiled (a proxy compiles it once, not once per row).
    bool accepts(const MessageRecord &record, const QRegularExpression &method) const;
    // The glob ("tools/*", typed by the user) as the pattern accepts() takes; empty: none.
    static QRegularExpression compileMethodGlob(const QString &glob);
};
