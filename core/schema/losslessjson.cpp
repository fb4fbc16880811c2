// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "losslessjson.h"

#include "jsonpointer.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

// Walks JSON text that QJsonDocument has already accepted, so it only needs to find tokens,
// not to diagnose them. Reports numbers and member names with their pointers.
class TextScanner
{
public:
    explicit TextScanner(QByteArrayView text)
        : m_text(text)
    {}

    QHash<QString, QString> literals;
    QHash<QString, QStringList> keyOrder;

    void scanValue(const QString &pointer)
    {
        skipSpace();
        if (m_pos >= m_text.size())
            return;
        const char c = m_text.at(m_pos);
        if (c == '{')
            scanObject(pointer);
        else if (c == '[')
            scanArray(pointer);
        else if (c == '"')
            skipString();
        else if (c == '-' || (c >= '0' && c <= '9'))
            scanNumber(pointer);
        else
            while (m_pos < m_text.size()
                   && std::isalpha(static_cast<unsigned char>(m_text.at(m_pos))))
                ++m_pos;
    }

private:
    void skipSpace()
    {
        while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text.at(m_pos))))
            ++m_pos;
    }

    QByteArrayView skipString()
    {
        const qsizetype start = m_pos++;
        while (m_pos < m_text.size() && m_text.at(m_pos) != '"')
            m_pos += m_text.at(m_pos) == '\\' ? 2 : 1;
        ++m_pos;
        return m_text.sliced(start, m_pos - start);
    }

    void scanObject(const QString &pointer)
    {
        QStringList order; // not a reference into keyOrder: nested objects insert into it
        ++m_pos;
        for (skipSpace(); m_pos < m_text.size() && m_text.at(m_pos) != '}'; skipSpace()) {
            if (m_text.at(m_pos) == ',') {
                ++m_pos;
                continue;
            }
            // Let Qt decode the name, escapes and surrogates included.
            const QByteArray token = "[" + skipString().toByteArray() + "]";
            const QString name = QJsonDocument::fromJson(token).array().first().toString();
            order.append(name);
            skipSpace();
            ++m_pos; // ':'
            scanValue(JsonPointer::append(pointer, name));
        }
        ++m_pos;
        keyOrder.insert(pointer, order);
    }

    void scanArray(const QString &pointer)
    {
        ++m_pos;
        qsizetype index = 0;
        for (skipSpace(); m_pos < m_text.size() && m_text.at(m_pos) != ']'; skipSpace()) {
            if (m_text.at(m_pos) == ',') {
                ++m_pos;
                continue;
            }
            scanValue(JsonPointer::append(pointer, index++));
        }
        ++m_pos;
    }

    void scanNumber(const QString &pointer)
    {
        const qsizetype start = m_pos;
        while (m_pos < m_text.size() && std::strchr("+-.eE0123456789", m_text.at(m_pos)))
            ++m_pos;
        const QString literal = QString::fromLatin1(m_text.sliced(start, m_pos - start));
        const QJsonValue parsed = LosslessJson::numberFromLiteral(literal);
        if (QString::fromLatin1(LosslessJson::scalarText(parsed)) != literal)
            literals.insert(pointer, literal);
    }

    QByteArrayView m_text;
    qsizetype m_pos = 0;
};

} // namespace

std::optional<LosslessJson> LosslessJson::fromJson(QByteArrayView text, QString *error)
{
    // QJsonDocument only takes objects and arrays; a one-element array takes any value.
    QJsonParseError parseError;
    const QByteArray wrapped = "[" + text.toByteArray() + "\n]";
    const QJsonDocument document = QJsonDocument::fromJson(wrapped, &parseError);
    if (parseError.error != QJsonParseError::NoError || document.array().size() != 1) {
        if (error) {
            *error = parseError.error != QJsonParseError::NoError
                         ? u"%1 at offset %2"_s.arg(parseError.errorString())
                               .arg(std::max(0, parseError.offset - 1))
                         : u"expected exactly one JSON value"_s;
        }
        return std::nullopt;
    }
    LosslessJson json(document.array().first());
    TextScanner scanner(text);
    scanner.scanValue(QString());
    json.numberLiterals = scanner.literals;
    return json;
}

QHash<QString, QStringList> LosslessJson::keyOrder(QByteArrayView text)
{
    TextScanner scanner(text);
    scanner.scanValue(QString());
    return scanner.keyOrder;
}

QByteArray LosslessJson::toJson(QJsonDocument::JsonFormat format) const
{
    JsonWriter writer(format);
    writer.value(*this);
    return writer.result();
}

LosslessJson LosslessJson::at(const QString &pointer) const
{
    LosslessJson sub(
        JsonPointer::resolve(value, pointer).value_or(QJsonValue(QJsonValue::Undefined)));
    for (auto it = numberLiterals.constBegin(); it != numberLiterals.constEnd(); ++it) {
        if (JsonPointer::startsWith(it.key(), pointer))
            sub.numberLiterals.insert(it.key().mid(pointer.size()), it.value());
    }
    return sub;
}

bool LosslessJson::operator==(const LosslessJson &other) const
{
    return value == other.value && numberLiterals == other.numberLiterals;
}

bool LosslessJson::isNumberLiteral(QStringView text)
{
    // RFC 8259: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
    qsizetype i = 0;
    const auto digits = [&text, &i] {
        const qsizetype start = i;
        while (i < text.size() && text.at(i).isDigit() && text.at(i).unicode() < 0x80)
            ++i;
        return i - start;
    };
    if (i < text.size() && text.at(i) == u'-')
        ++i;
    if (i < text.size() && text.at(i) == u'0')
        ++i;
    else if (digits() == 0)
        return false;
    if (i < text.size() && text.at(i) == u'.') {
        ++i;
        if (digits() == 0)
            return false;
    }
    if (i < text.size() && (text.at(i) == u'e' || text.at(i) == u'E')) {
        ++i;
        if (i < text.size() && (text.at(i) == u'+' || text.at(i) == u'-'))
            ++i;
        if (digits() == 0)
            return false;
    }
    return i == text.size();
}

QJsonValue LosslessJson::numberFromLiteral(QStringView literal)
{
    if (!isNumberLiteral(literal))
        return QJsonValue(QJsonValue::Undefined);
    const QByteArray wrapped = "[" + literal.toLatin1() + "]";
    return QJsonDocument::fromJson(wrapped).array().first();
}

QByteArray LosslessJson::scalarText(const QJsonValue &value)
{
    if (value.isUndefined())
        return {};
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return wrapped.sliced(1, wrapped.size() - 2);
}

QString LosslessJson::valueText(const QJsonValue &value)
{
    return value.isString() ? value.toString() : QString::fromUtf8(scalarText(value));
}

JsonWriter::JsonWriter(QJsonDocument::JsonFormat format)
    : m_indented(format == QJsonDocument::Indented)
{}

void JsonWriter::newline()
{
    if (!m_indented)
        return;
    m_out += '\n';
    m_out += QByteArray(m_hasMembers.size() * 4, ' ');
}

void JsonWriter::beforeValue()
{
    if (std::exchange(m_afterKey, false) || m_hasMembers.isEmpty())
        return;
    if (std::exchange(m_hasMembers.last(), true))
        m_out += ',';
    newline();
}

void JsonWriter::beginObject()
{
    beforeValue();
    m_out += '{';
    m_hasMembers.append(false);
}

void JsonWriter::endObject()
{
    const bool hadMembers = m_hasMembers.takeLast();
    if (hadMembers)
        newline();
    m_out += '}';
}

void JsonWriter::beginArray()
{
    beforeValue();
    m_out += '[';
    m_hasMembers.append(false);
}

void JsonWriter::endArray()
{
    const bool hadMembers = m_hasMembers.takeLast();
    if (hadMembers)
        newline();
    m_out += ']';
}

void JsonWriter::key(const QString &name)
{
    beforeValue();
    m_out += LosslessJson::scalarText(name);
    m_out += m_indented ? ": " : ":";
    m_afterKey = true;
}

void JsonWriter::scalar(const QJsonValue &value)
{
    beforeValue();
    m_out += LosslessJson::scalarText(value);
}

void JsonWriter::literal(const QString &numberText)
{
    beforeValue();
    m_out += numberText.toLatin1();
}

void JsonWriter::value(const LosslessJson &json)
{
    writeValue(json.value, QString(), json);
}

void JsonWriter::writeValue(const QJsonValue &value,
                            const QString &pointer,
                            const LosslessJson &json)
{
    if (value.isObject()) {
        beginObject();
        const QJsonObject object = value.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            key(it.key());
            writeValue(it.value(), JsonPointer::append(pointer, it.key()), json);
        }
        endObject();
    } else if (value.isArray()) {
        beginArray();
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            writeValue(array.at(i), JsonPointer::append(pointer, i), json);
        endArray();
    } else if (value.isDouble() && json.numberLiterals.contains(pointer)) {
        literal(json.numberLiterals.value(pointer));
    } else {
        scalar(value);
    }
}

QByteArray JsonWriter::result() const
{
    return m_indented ? m_out + '\n' : m_out;
}
