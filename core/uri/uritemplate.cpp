// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uritemplate.h"

#include <QJsonArray>
#include <QLocale>

using namespace Qt::StringLiterals;

UriTemplateValue UriTemplateValue::fromJson(const QJsonValue &value)
{
    const auto scalar = [](const QJsonValue &v) {
        if (v.isString())
            return v.toString();
        if (v.isBool())
            return v.toBool() ? u"true"_s : u"false"_s;
        if (v.isDouble())
            return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
        return QString();
    };
    if (value.isArray()) {
        QStringList items;
        for (const QJsonValue &item : value.toArray())
            items << scalar(item);
        return fromList(items);
    }
    if (value.isObject()) {
        QList<QPair<QString, QString>> pairs;
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            pairs.append({it.key(), scalar(it.value())});
        return fromMap(pairs);
    }
    if (value.isNull() || value.isUndefined())
        return {};
    return fromString(scalar(value));
}

bool UriTemplateValue::isDefined() const
{
    switch (kind) {
    case Kind::Undefined:
        return false;
    case Kind::String:
        return true;
    case Kind::List:
        return !list.isEmpty();
    case Kind::Map:
        return !map.isEmpty();
    }
    return false;
}

namespace UriTemplate {

namespace {

// RFC 6570, appendix A: how each operator joins and names its values.
struct Operator
{
    QChar symbol;
    QString first;
    QString separator;
    bool named = false;
    QString ifEmpty;
    bool allowReserved = false;
};

Operator operatorFor(QChar symbol)
{
    switch (symbol.unicode()) {
    case '+':
        return {symbol, {}, u","_s, false, {}, true};
    case '.':
        return {symbol, u"."_s, u"."_s, false, {}, false};
    case '/':
        return {symbol, u"/"_s, u"/"_s, false, {}, false};
    case ';':
        return {symbol, u";"_s, u";"_s, true, {}, false};
    case '?':
        return {symbol, u"?"_s, u"&"_s, true, u"="_s, false};
    case '&':
        return {symbol, u"&"_s, u"&"_s, true, u"="_s, false};
    case '#':
        return {symbol, u"#"_s, u","_s, false, {}, true};
    default:
        return {{}, {}, u","_s, false, {}, false};
    }
}

struct VarSpec
{
    QString name;
    int prefix = 0; // 0: none
    bool explode = false;
};

struct Expression
{
    Operator op;
    QList<VarSpec> variables;
};

bool isUnreserved(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'
           || c == '.' || c == '_' || c == '~';
}

bool isReserved(char c)
{
    return c != 0 && QByteArrayView(":/?#[]@!$&'()*+,;=").contains(c);
}

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f');
}

// Section 3.2.1: unreserved characters pass; with allowReserved, reserved characters and
// existing pct-encoded triplets pass too; every other UTF-8 byte becomes %XX.
QString encode(const QString &text, bool allowReserved)
{
    const QByteArray utf8 = text.toUtf8();
    QString out;
    out.reserve(utf8.size());
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const char c = utf8.at(i);
        if (isUnreserved(c) || (allowReserved && isReserved(c))) {
            out += QLatin1Char(c);
        } else if (allowReserved && c == '%' && i + 2 < utf8.size() && isHex(utf8.at(i + 1))
                   && isHex(utf8.at(i + 2))) {
            out += QString::fromLatin1(utf8.mid(i, 3));
            i += 2;
        } else {
            out += u'%' + QString::number(uchar(c), 16).toUpper().rightJustified(2, u'0');
        }
    }
    return out;
}

// Section 2.4.1: the prefix counts characters (code points), not bytes or UTF-16 units.
QString truncated(const QString &text, int prefix)
{
    if (prefix <= 0)
        return text;
    qsizetype end = 0;
    for (int count = 0; count < prefix && end < text.size(); ++count)
        end += (text.at(end).isHighSurrogate() && end + 1 < text.size()) ? 2 : 1;
    return text.left(end);
}

bool isValidName(const QString &name)
{
    // varname = varchar *( ["."] varchar ), varchar = ALPHA / DIGIT / "_" / pct-encoded
    if (name.isEmpty() || name.startsWith(u'.') || name.endsWith(u'.') || name.contains(u".."_s))
        return false;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name.at(i);
        if (c == u'%') {
            if (i + 2 >= name.size() || !isHex(name.at(i + 1).toLatin1())
                || !isHex(name.at(i + 2).toLatin1()))
                return false;
            i += 2;
        } else if (!(c.unicode() < 128 && (isUnreserved(c.toLatin1()) && c != u'-' && c != u'~'))) {
            return false;
        }
    }
    return true;
}

QString parseVarSpec(const QString &text, VarSpec *spec)
{
    QString name = text;
    if (name.endsWith(u'*')) {
        spec->explode = true;
        name.chop(1);
    }
    const qsizetype colon = name.indexOf(u':');
    if (colon >= 0) {
        if (spec->explode)
            return u"\"%1\" has both a prefix and an explode modifier"_s.arg(text);
        const QString digits = name.mid(colon + 1);
        bool ok = false;
        spec->prefix = digits.toInt(&ok);
        if (!ok || digits.startsWith(u'0') || digits.size() > 4 || spec->prefix < 1
            || digits.contains(u'+') || digits.contains(u'-'))
            return u"prefix \"%1\" must be a number from 1 to 9999"_s.arg(digits);
        name = name.left(colon);
    }
    if (!isValidName(name))
        return u"\"%1\" is not a valid variable name (letters, digits, _, %XX, inner dots)"_s.arg(
            name);
    spec->name = name;
    return {};
}

QString parseExpression(const QString &body, Expression *expression)
{
    QString list = body;
    if (!list.isEmpty() && QStringView(u"+#./;?&").contains(list.front())) {
        expression->op = operatorFor(list.front());
        list.remove(0, 1);
    } else if (!list.isEmpty() && QStringView(u"=,!@|").contains(list.front())) {
        return u"operator \"%1\" is reserved for future extensions"_s.arg(list.front());
    } else {
        expression->op = operatorFor({});
    }
    if (list.isEmpty())
        return u"an expression names no variable"_s;
    for (const QString &text : list.split(u',')) {
        VarSpec spec;
        if (QString error = parseVarSpec(text, &spec); !error.isEmpty())
            return error;
        expression->variables.append(spec);
    }
    return {};
}

// Calls onLiteral / onExpression in template order; returns a parse error or empty.
template<typename LiteralFn, typename ExpressionFn>
QString walk(const QString &uriTemplate, LiteralFn onLiteral, ExpressionFn onExpression)
{
    qsizetype pos = 0;
    while (pos < uriTemplate.size()) {
        const qsizetype open = uriTemplate.indexOf(u'{', pos);
        const qsizetype stray = uriTemplate.indexOf(u'}', pos);
        if (stray >= 0 && (open < 0 || stray < open))
            return u"\"}\" at offset %1 closes no expression"_s.arg(stray);
        if (open < 0) {
            onLiteral(uriTemplate.mid(pos));
            break;
        }
        onLiteral(uriTemplate.mid(pos, open - pos));
        const qsizetype close = uriTemplate.indexOf(u'}', open);
        if (close < 0)
            return u"the expression at offset %1 has no closing \"}\""_s.arg(open);
        const QString body = uriTemplate.mid(open + 1, close - open - 1);
        if (body.contains(u'{'))
            return u"the expression at offset %1 contains \"{\""_s.arg(open);
        Expression expression;
        if (QString error = parseExpression(body, &expression); !error.isEmpty())
            return u"in {%1} at offset %2: %3"_s.arg(body).arg(open).arg(error);
        if (QString error = onExpression(expression); !error.isEmpty())
            return u"in {%1} at offset %2: %3"_s.arg(body).arg(open).arg(error);
        pos = close + 1;
    }
    return {};
}

QString expandComposite(const Operator &op, const VarSpec &spec, const UriTemplateValue &value)
{
    QStringList parts;
    const bool isMap = value.kind == UriTemplateValue::Kind::Map;
    const auto encoded = [&op](const QString &text) { return encode(text, op.allowReserved); };
    if (!spec.explode) {
        if (isMap) {
            for (const auto &pair : value.map)
                parts << encoded(pair.first) << encoded(pair.second);
        } else {
            for (const QString &item : value.list)
                parts << encoded(item);
        }
        return (op.named ? spec.name + u'=' : QString()) + parts.join(u',');
    }
    if (isMap) {
        for (const auto &pair : value.map) {
            const QString key = encoded(pair.first);
            parts << (op.named && pair.second.isEmpty()
                          ? QString(key + op.ifEmpty)
                          : QString(key + u'=' + encoded(pair.second)));
        }
    } else {
        for (const QString &item : value.list) {
            if (!op.named)
                parts << encoded(item);
            else
                parts << spec.name + (item.isEmpty() ? op.ifEmpty : QString(u'=' + encoded(item)));
        }
    }
    return parts.join(op.separator);
}

QString expandOne(const Operator &op, const VarSpec &spec, const UriTemplateValue &value)
{
    if (value.kind != UriTemplateValue::Kind::String)
        return expandComposite(op, spec, value);
    const QString text = encode(truncated(value.string, spec.prefix), op.allowReserved);
    if (!op.named)
        return text;
    return spec.name + (value.string.isEmpty() ? op.ifEmpty : QString(u'=' + text));
}

} // namespace

Expansion expand(const QString &uriTemplate, const UriTemplateVariables &variables)
{
    Expansion result;
    const auto onLiteral = [&result](const QString &literal) {
        // Section 3.1: literal characters that cannot appear in a URI are pct-encoded.
        result.uri += encode(literal, true);
    };
    const auto onExpression = [&result, &variables](const Expression &expression) -> QString {
        bool first = true;
        for (const VarSpec &spec : expression.variables) {
            const UriTemplateValue value = variables.value(spec.name);
            if (!value.isDefined())
                continue;
            if (spec.prefix > 0 && value.kind != UriTemplateValue::Kind::String)
                return u"a prefix (:%1) cannot apply to \"%2\", a list or map"_s.arg(spec.prefix)
                    .arg(spec.name);
            result.uri += first ? expression.op.first : expression.op.separator;
            result.uri += expandOne(expression.op, spec, value);
            first = false;
        }
        return {};
    };
    result.error = walk(uriTemplate, onLiteral, onExpression);
    if (!result.error.isEmpty())
        result.uri.clear();
    return result;
}

Expansion expand(const QString &uriTemplate, const QJsonObject &variables)
{
    UriTemplateVariables values;
    for (auto it = variables.begin(); it != variables.end(); ++it)
        values.insert(it.key(), UriTemplateValue::fromJson(it.value()));
    return expand(uriTemplate, values);
}

QStringList variableNames(const QString &uriTemplate, QString *error)
{
    QStringList names;
    const QString problem = walk(
        uriTemplate,
        [](const QString &) {},
        [&names](const Expression &expression) -> QString {
            for (const VarSpec &spec : expression.variables) {
                if (!names.contains(spec.name))
                    names << spec.name;
            }
            return {};
        });
    if (error)
        *error = problem;
    return problem.isEmpty() ? names : QStringList();
}

} // namespace UriTemplate
