// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonValue>
#include <QString>

#include <vector>

// Indented JSON text (QJsonDocument::Indented's shape: four spaces, "key": value, keys in
// QJsonObject's order; only empty containers stay on one line, "[]") together with where each
// value sits in it, by JSON pointer. What lets the detail pane's tree and text point at each
// other. Pure; value type.
class JsonTextLayout
{
public:
    struct Span
    {
        QString pointer;
        qsizetype start = 0; // the member's key when it has one, else the value's first char
        qsizetype end = 0;   // one past the value's last character
    };

    static JsonTextLayout build(const QJsonValue &value);

    const QString &text() const { return m_text; }
    // The span of the value at pointer; nullptr when the pointer names nothing in the text.
    const Span *spanOf(const QString &pointer) const;
    // The innermost value whose text holds position (a key counts as its value's); "" (the
    // whole document) when position is outside every member.
    QString pointerAt(qsizetype position) const;

private:
    void write(const QJsonValue &value, const QString &pointer, int depth, qsizetype spanStart);
    void writeObject(const QJsonObject &object, const QString &pointer, int depth);
    void writeArray(const QJsonArray &array, const QString &pointer, int depth);

    QString m_text;
    std::vector<Span> m_spans; // in document order: a parent before its members
    QHash<QString, qsizetype> m_byPointer;
};
