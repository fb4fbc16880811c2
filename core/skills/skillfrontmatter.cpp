// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "skillfrontmatter.h"

#include <QJsonArray>
#include <QList>

#include <charconv>

using namespace Qt::StringLiterals;

namespace SkillFrontmatter {

namespace {

struct Line
{
    int number = 0; // 1-based, in the file
    int indent = 0;
    QString text; // without indentation and line end
};

struct FrontmatterReader
{
    QList<Line> lines;
    qsizetype pos = 0;
    int entries = 0;
    QString error;

    bool failAt(const Line &line, const QString &why)
    {
        if (error.isEmpty())
            error = u"line %1: %2"_s.arg(line.number).arg(why);
        return false;
    }
    bool counted(const Line &line)
    {
        if (++entries <= kMaxKeys)
            return true;
        return failAt(line, u"more than %1 keys and items"_s.arg(kMaxKeys));
    }

    bool block(int indent, int depth, QJsonValue *out);
    bool mapping(int indent, int depth, QJsonObject *out);
    bool sequence(int indent, int depth, QJsonArray *out);
    bool value(const Line &line, const QString &text, int indent, int depth, QJsonValue *out);
    bool blockScalar(const Line &line, QChar style, int indent, QJsonValue *out);
    bool scalar(const Line &line, const QString &text, QJsonValue *out);
};

bool isSequenceItem(const QString &text)
{
    return text == "-"_L1 || text.startsWith("- "_L1);
}

// "key: value" / "key:" -> the key and what follows; false when the line is no mapping entry.
// The key is plain or quoted; a ':' inside quotes does not split.
bool splitEntry(const QString &text, QString *key, QString *rest)
{
    qsizetype colon = -1;
    if (text.startsWith(u'"') || text.startsWith(u'\'')) {
        const qsizetype close = text.indexOf(text.front(), 1);
        if (close < 0 || close + 1 >= text.size() || text.at(close + 1) != u':')
            return false;
        *key = text.mid(1, close - 1);
        colon = close + 1;
    } else {
        for (qsizetype i = 0; i < text.size(); ++i) {
            if (text.at(i) == u':' && (i + 1 == text.size() || text.at(i + 1) == u' ')) {
                colon = i;
                break;
            }
        }
        if (colon <= 0)
            return false;
        *key = text.left(colon).trimmed();
    }
    *rest = text.mid(colon + 1).trimmed();
    return true;
}

// A plain scalar ends at " #" (a comment).
QString withoutComment(const QString &text)
{
    const qsizetype hash = text.indexOf(" #"_L1);
    return (hash < 0 ? text : text.left(hash)).trimmed();
}

bool isNumber(const QString &text, double *number)
{
    // YAML 1.2 core schema: decimal integers and floats; no hex/octal, no .inf/.nan.
    for (const QChar c : text) {
        if (!c.isDigit() && c != u'-' && c != u'+' && c != u'.' && c != u'e' && c != u'E')
            return false;
    }
    // The characters above are ASCII; from_chars reads "1.5" whatever the user's locale.
    const QByteArray ascii = text.toLatin1();
    const char *begin = ascii.constData();
    const char *end = begin + ascii.size();
    if (begin != end && *begin == '+' && end - begin > 1 && begin[1] != '-')
        ++begin; // YAML allows "+1.5"; from_chars reads no sign but "-"
    const auto [stop, error] = std::from_chars(begin, end, *number);
    const bool ok = error == std::errc() && stop == end;
    return ok && text.front() != u'.' && text.back() != u'.';
}

bool FrontmatterReader::scalar(const Line &line, const QString &text, QJsonValue *out)
{
    const QChar first = text.isEmpty() ? QChar() : text.front();
    if (first == u'&' || first == u'*')
        return failAt(line, u"anchors and aliases are not allowed in a skill's frontmatter"_s);
    if (first == u'!')
        return failAt(line, u"tags are not allowed in a skill's frontmatter"_s);
    if (first == u'[' || first == u'{')
        return failAt(line, u"flow collections ([...] and {...}) are not supported"_s);
    if (first == u'"' || first == u'\'') {
        QString value;
        qsizetype i = 1;
        for (; i < text.size(); ++i) {
            const QChar c = text.at(i);
            if (first == u'\'' && c == u'\'') {
                if (i + 1 < text.size() && text.at(i + 1) == u'\'') {
                    value += u'\'';
                    ++i;
                    continue;
                }
                break;
            }
            if (first == u'"' && c == u'"')
                break;
            if (first == u'"' && c == u'\\' && i + 1 < text.size()) {
                const QChar e = text.at(++i);
                static const QString from = u"nt\"\\/0r"_s;
                static const QString to = u"\n\t\"\\/\0\r"_s;
                const qsizetype k = from.indexOf(e);
                if (k >= 0) {
                    value += to.at(k);
                } else if (e == u'u' && i + 4 < text.size()) {
                    bool ok = false;
                    const ushort code = text.mid(i + 1, 4).toUShort(&ok, 16);
                    if (!ok)
                        return failAt(line, u"bad \\u escape"_s);
                    value += QChar(code);
                    i += 4;
                } else {
                    return failAt(line, u"unknown escape \\%1"_s.arg(e));
                }
                continue;
            }
            value += c;
        }
        if (i >= text.size())
            return failAt(line, u"unterminated quoted string"_s);
        if (!withoutComment(text.mid(i + 1)).isEmpty())
            return failAt(line, u"text after a quoted string"_s);
        *out = value;
        return true;
    }
    const QString plain = withoutComment(text);
    double number = 0;
    if (plain.isEmpty() || plain == "~"_L1 || plain.compare("null"_L1, Qt::CaseInsensitive) == 0)
        *out = QJsonValue::Null;
    else if (plain.compare("true"_L1, Qt::CaseInsensitive) == 0)
        *out = true;
    else if (plain.compare("false"_L1, Qt::CaseInsensitive) == 0)
        *out = false;
    else if (isNumber(plain, &number))
        *out = number;
    else
        *out = plain;
    return true;
}

// "|" keeps the line breaks, ">" folds them into spaces; the body is the more-indented lines.
bool FrontmatterReader::blockScalar(const Line &line, QChar style, int indent, QJsonValue *out)
{
    QStringList body;
    while (pos < lines.size() && lines.at(pos).indent > indent)
        body << lines.at(pos++).text;
    if (body.isEmpty())
        return failAt(line, u"a block scalar without lines"_s);
    const QChar separator = style == u'|' ? QChar(u'\n') : QChar(u' ');
    *out = QJsonValue(body.join(separator) + QChar(u'\n'));
    return true;
}

// The value after "key:" or "- ": inline, a block scalar, or a nested block on the next lines.
bool FrontmatterReader::value(
    const Line &line, const QString &text, int indent, int depth, QJsonValue *out)
{
    if (text == "|"_L1 || text == ">"_L1 || text == "|-"_L1 || text == ">-"_L1) {
        if (!blockScalar(line, text.front(), indent, out))
            return false;
        if (text.endsWith(u'-'))
            *out = out->toString().chopped(1);
        return true;
    }
    if (!text.isEmpty() && !text.startsWith(u'#'))
        return scalar(line, text, out);
    if (pos < lines.size()
        && (lines.at(pos).indent > indent
            || (lines.at(pos).indent == indent && isSequenceItem(lines.at(pos).text)))) {
        if (depth >= kMaxDepth)
            return failAt(lines.at(pos), u"nested deeper than %1 levels"_s.arg(kMaxDepth));
        return block(lines.at(pos).indent, depth + 1, out);
    }
    *out = QJsonValue::Null;
    return true;
}

bool FrontmatterReader::mapping(int indent, int depth, QJsonObject *out)
{
    while (pos < lines.size() && lines.at(pos).indent == indent
           && !isSequenceItem(lines.at(pos).text)) {
        const Line line = lines.at(pos++);
        QString key, rest;
        if (!splitEntry(line.text, &key, &rest))
            return failAt(line, u"expected \"key: value\""_s);
        if (key.startsWith(u'?') || key.startsWith(u'&') || key.startsWith(u'*')
            || key.startsWith(u'!') || key == "<<"_L1)
            return failAt(line, u"complex keys, anchors, aliases and merges are not allowed"_s);
        if (out->contains(key))
            return failAt(line, u"the key \"%1\" appears twice"_s.arg(key));
        if (!counted(line))
            return false;
        QJsonValue v;
        if (!value(line, rest, indent, depth, &v))
            return false;
        out->insert(key, v);
    }
    if (pos < lines.size() && lines.at(pos).indent > indent)
        return failAt(lines.at(pos), u"unexpected indentation"_s);
    return true;
}

bool FrontmatterReader::sequence(int indent, int depth, QJsonArray *out)
{
    while (pos < lines.size() && lines.at(pos).indent == indent
           && isSequenceItem(lines.at(pos).text)) {
        const Line line = lines.at(pos++);
        const QString rest = line.text.mid(1).trimmed();
        QString key, ignored;
        if (!rest.startsWith(u'"') && !rest.startsWith(u'\'') && splitEntry(rest, &key, &ignored))
            return failAt(line, u"a mapping inside a sequence item is not supported"_s);
        if (!counted(line))
            return false;
        QJsonValue v;
        if (!value(line, rest, indent, depth, &v))
            return false;
        out->append(v);
    }
    if (pos < lines.size() && lines.at(pos).indent > indent)
        return failAt(lines.at(pos), u"unexpected indentation"_s);
    return true;
}

bool FrontmatterReader::block(int indent, int depth, QJsonValue *out)
{
    if (isSequenceItem(lines.at(pos).text)) {
        QJsonArray items;
        if (!sequence(indent, depth, &items))
            return false;
        *out = items;
        return true;
    }
    QJsonObject entries;
    if (!mapping(indent, depth, &entries))
        return false;
    *out = entries;
    return true;
}

} // namespace

Parsed parse(const QByteArray &text)
{
    Parsed result;
    QByteArrayView rest(text);
    if (rest.startsWith("\xEF\xBB\xBF"))
        rest = rest.sliced(3);
    const auto takeLine = [&rest]() {
        const qsizetype end = rest.indexOf('\n');
        QByteArrayView line = end < 0 ? rest : rest.first(end);
        rest = end < 0 ? QByteArrayView() : rest.sliced(end + 1);
        if (line.endsWith('\r'))
            line.chop(1);
        return line;
    };
    const auto isFence = [](QByteArrayView line) {
        while (line.endsWith(' ') || line.endsWith('\t'))
            line.chop(1);
        return line == "---";
    };
    if (!isFence(takeLine()))
        return result; // no frontmatter
    result.found = true;
    FrontmatterReader reader;
    qsizetype bytes = 0;
    bool closed = false;
    for (int number = 2; !rest.isEmpty(); ++number) {
        const QByteArrayView raw = takeLine();
        if (isFence(raw)) {
            closed = true;
            break;
        }
        bytes += raw.size() + 1;
        if (bytes > kMaxBytes) {
            result.error = u"the frontmatter is larger than %1 bytes"_s.arg(kMaxBytes);
            return result;
        }
        if (number > kMaxLines) {
            result.error = u"the frontmatter has more than %1 lines"_s.arg(kMaxLines);
            return result;
        }
        const QString line = QString::fromUtf8(raw);
        qsizetype indent = 0;
        while (indent < line.size() && line.at(indent) == u' ')
            ++indent;
        if (indent < line.size() && line.at(indent) == u'\t') {
            result.error = u"line %1: tabs are not allowed as indentation"_s.arg(number);
            return result;
        }
        const QString content = line.mid(indent);
        if (content.trimmed().isEmpty() || content.startsWith(u'#'))
            continue;
        if (indent == 0 && (content == "..."_L1 || content.startsWith("%"_L1))) {
            result.error
                = u"line %1: YAML directives and document markers are not allowed"_s.arg(number);
            return result;
        }
        reader.lines.append({number, int(indent), content.trimmed()});
    }
    if (!closed) {
        result.error = u"the frontmatter has no closing \"---\" line"_s;
        return result;
    }
    if (reader.lines.isEmpty())
        return result; // an empty frontmatter: {}
    if (reader.lines.constFirst().indent != 0 || isSequenceItem(reader.lines.constFirst().text)) {
        result.error = u"line %1: the frontmatter must be a mapping of keys"_s.arg(
            reader.lines.constFirst().number);
        return result;
    }
    QJsonObject top;
    if (!reader.mapping(0, 0, &top) || reader.pos < reader.lines.size()) {
        result.error = reader.error.isEmpty()
                           ? u"line %1: unexpected text"_s.arg(reader.lines.at(reader.pos).number)
                           : reader.error;
        return result;
    }
    result.frontmatter = top;
    return result;
}

} // namespace SkillFrontmatter
