// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsonlines.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

QString escapeToken(QString token)
{
    return token.replace(u'~', u"~0"_s).replace(u'/', u"~1"_s);
}

QString scalarText(const QJsonValue &value)
{
    // QJsonDocument renders scalars exactly as it would inside a document; wrap and unwrap.
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
}

class Renderer
{
public:
    JsonLines lines;

    void value(const QJsonValue &value, const QString &pointer, const QString &prefix, int depth)
    {
        lines.lineOfPointer.insert(pointer, int(m_lines.size()));
        const QString indent(depth * 2, u' ');
        if (value.isObject())
            container(value, pointer, indent + prefix, depth, u'{', u'}');
        else if (value.isArray())
            container(value, pointer, indent + prefix, depth, u'[', u']');
        else
            m_lines.append(indent + prefix + scalarText(value));
    }

    void finish(JsonLines *out)
    {
        lines.text = m_lines.join(u'\n');
        *out = std::move(lines);
    }

private:
    void container(const QJsonValue &value,
                   const QString &pointer,
                   const QString &opening,
                   int depth,
                   QChar open,
                   QChar close)
    {
        const bool isObject = value.isObject();
        const qsizetype count = isObject ? value.toObject().size() : value.toArray().size();
        if (count == 0) {
            m_lines.append(opening + open + close);
            return;
        }
        m_lines.append(opening + open);
        if (isObject) {
            const QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it)
                member(
                    it.value(), pointer + u'/' + escapeToken(it.key()), keyPrefix(it.key()), depth);
        } else {
            const QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i)
                member(array.at(i), pointer + u'/' + QString::number(i), {}, depth);
        }
        m_lines.last().chop(1); // no comma after the last member
        m_lines.append(QString(depth * 2, u' ') + close);
    }

    void member(const QJsonValue &child, const QString &pointer, const QString &prefix, int depth)
    {
        value(child, pointer, prefix, depth + 1);
        m_lines.last().append(u',');
    }

    static QString keyPrefix(const QString &key) { return scalarText(QJsonValue(key)) + u": "_s; }

    QStringList m_lines;
};

} // namespace

JsonLines JsonLines::render(const QJsonValue &value)
{
    Renderer renderer;
    if (!value.isUndefined())
        renderer.value(value, {}, {}, 0);
    JsonLines out;
    renderer.finish(&out);
    return out;
}

int JsonLines::lineOf(QString pointer) const
{
    while (true) {
        const auto it = lineOfPointer.constFind(pointer);
        if (it != lineOfPointer.constEnd())
            return *it;
        if (pointer.isEmpty())
            return -1;
        pointer.truncate(pointer.lastIndexOf(u'/'));
    }
}
