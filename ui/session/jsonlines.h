// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonValue>
#include <QString>

// A JSON value pretty-printed (two-space indent, keys sorted, like QJsonDocument) together
// with the line each JSON pointer starts on, so a diff view can highlight the lines of the
// pointers that changed. Pure value type.
struct JsonLines
{
    QString text;
    QHash<QString, int> lineOfPointer; // "" -> 0; "/tools/0/name" -> its line (0-based)

    static JsonLines render(const QJsonValue &value);
    // The line of pointer, or of its nearest ancestor present in the text (an added member is
    // absent on the recorded side: its parent is highlighted there).
    int lineOf(QString pointer) const;
};
