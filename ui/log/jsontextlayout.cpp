// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsontextlayout.h"

#include <core/schema/jsonpointer.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

QString indent(int depth)
{
    return QString(depth * 4, u' ');
}

// A scalar exactly as QJsonDocument writes it (escapes, number format), so the text matches
// what every other pretty view of the program shows.
QString scalarText(const QJsonValue &value)
{
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
}

} // namespace

JsonTextLayout JsonTextLayout::build(const QJsonValue &value)
{
    JsonTextLayout layout;
    layout.write(value, QString(), 0, 0);
    return layout;
}

void JsonTextLayout::write(const QJsonValue &value,
                           const QString &pointer,
                           int depth,
                           qsizetype spanStart)
{
    const qsizetype index = qsizetype(m_spans.size());
    m_spans.push_back(Span{pointer, spanStart, spanStart});
    m_byPointer.insert(pointer, index);
    if (value.isObject())
        writeObject(value.toObject(), pointer, depth);
    else if (value.isArray())
        writeArray(value.toArray(), pointer, depth);
    else
        m_text += scalarText(value);
    m_spans[size_t(index)].end = m_text.size();
}

void JsonTextLayout::writeObject(const QJsonObject &object, const QString &pointer, int depth)
{
    if (object.isEmpty()) {
        m_text += u"{}"_s;
        return;
    }
    m_text += u"{\n"_s;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (it != object.constBegin())
            m_text += u",\n"_s;
        m_text += indent(depth + 1);
        const qsizetype keyStart = m_text.size();
        m_text += scalarText(QJsonValue(it.key())) + u": "_s;
        write(it.value(), JsonPointer::append(pointer, it.key()), depth + 1, keyStart);
    }
    m_text += u'\n' + indent(depth) + u'}';
}

void JsonTextLayout::writeArray(const QJsonArray &array, const QString &pointer, int depth)
{
    if (array.isEmpty()) {
        m_text += u"[]"_s;
        return;
    }
    m_text += u"[\n"_s;
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (i > 0)
            m_text += u",\n"_s;
        m_text += indent(depth + 1);
        write(array.at(i), JsonPointer::append(pointer, i), depth + 1, m_text.size());
    }
    m_text += u'\n' + indent(depth) + u']';
}

const JsonTextLayout::Span *JsonTextLayout::spanOf(const QString &pointer) const
{
    const auto it = m_byPointer.constFind(pointer);
    return it == m_byPointer.constEnd() ? nullptr : &m_spans[size_t(*it)];
}

QString JsonTextLayout::pointerAt(qsizetype position) const
{
    // Spans nest and come parent first: the last one that starts at or before position and
    // still holds it is the innermost.
    QString found;
    for (const Span &span : m_spans) {
        if (span.start > position)
            break;
        // A click just after a value (before its comma) still means that value.
        if (position <= span.end)
            found = span.pointer;
    }
    return found;
}
