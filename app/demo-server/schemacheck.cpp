// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "schemacheck.h"

#include <core/jsonrpc/jsontypes.h>
#include <core/schema/schemaformats.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QUrl>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace SchemaCheck {

namespace {

QString describe(const QJsonValue &value)
{
    QString text;
    if (value.isObject() || value.isArray()) {
        const QJsonDocument doc
            = value.isObject() ? QJsonDocument(value.toObject()) : QJsonDocument(value.toArray());
        text = QString::fromUtf8(doc.toJson(QJsonDocument::Compact));
    } else {
        // Wrapping in an array is the only way QJsonDocument serializes a scalar.
        text = QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact));
        text = text.mid(1, text.size() - 2);
    }
    if (text.size() > 60)
        text = text.left(57) + u"..."_s;
    return text;
}

bool isInteger(const QJsonValue &value)
{
    if (!value.isDouble())
        return false;
    const double number = value.toDouble();
    return JsonTypes::isInteger(number);
}

QString typeOf(const QJsonValue &value)
{
    return isInteger(value) ? u"integer"_s : JsonTypes::name(value);
}

bool hasType(const QJsonValue &value, const QString &type)
{
    const QString actual = typeOf(value);
    return actual == type || (type == "number"_L1 && actual == "integer"_L1);
}

QStringList typeNames(const QJsonValue &type)
{
    if (type.isString())
        return {type.toString()};
    QStringList names;
    const QJsonArray array = type.toArray();
    for (const QJsonValue &name : array)
        names << name.toString();
    return names;
}

bool matchesFormat(const QString &text, const QString &format)
{
    if (format == "email"_L1) {
        static const QRegularExpression email(u"^[^@\\s]+@[^@\\s]+\\.[^@\\s.]+$"_s);
        return email.match(text).hasMatch();
    }
    if (format == "uri"_L1) {
        const QUrl url(text, QUrl::StrictMode);
        return url.isValid() && !url.scheme().isEmpty();
    }
    // RFC 3339 (the offset is required), read by the client's own scanners.
    return SchemaFormats::matches(format, text);
}

QString formatDescription(const QString &format)
{
    if (format == "email"_L1)
        return u"a valid email address"_s;
    if (format == "uri"_L1)
        return u"a valid absolute URI"_s;
    if (format == "date"_L1)
        return u"a valid date (YYYY-MM-DD)"_s;
    if (format == "date-time"_L1)
        return u"a valid date-time (RFC 3339, e.g. 2026-05-01T09:30:00Z)"_s;
    return u"a valid %1"_s.arg(format);
}

// JSON pointer escaping (RFC 6901) keeps odd keys such as "a/b" unambiguous.
QString pointerToken(QString key)
{
    return key.replace(u'~', u"~0"_s).replace(u'/', u"~1"_s);
}

class Validator
{
public:
    QStringList problems;

    void check(const QJsonValue &value, const QJsonObject &schema, const QString &path);

private:
    static QString label(const QString &path) { return path.isEmpty() ? u"(arguments)"_s : path; }
    void add(const QString &path, const QString &message)
    {
        problems << label(path) + u": "_s + message;
    }
    static int countMatches(const QJsonValue &value,
                            const QJsonArray &branches,
                            const QString &path,
                            QStringList *reasons);
    void checkCombinators(const QJsonValue &value, const QJsonObject &schema, const QString &path);
    void checkString(const QString &text, const QJsonObject &schema, const QString &path);
    void checkNumber(double number, const QJsonObject &schema, const QString &path);
    void checkArray(const QJsonArray &array, const QJsonObject &schema, const QString &path);
    void checkObject(const QJsonObject &object, const QJsonObject &schema, const QString &path);
};

int Validator::countMatches(const QJsonValue &value,
                            const QJsonArray &branches,
                            const QString &path,
                            QStringList *reasons)
{
    int matches = 0;
    for (qsizetype i = 0; i < branches.size(); ++i) {
        const QJsonObject branch = branches.at(i).toObject();
        Validator probe;
        probe.check(value, branch, path);
        if (probe.problems.isEmpty()) {
            ++matches;
            continue;
        }
        // Say why each shape failed; the first problem is usually the telling one.
        QString reason = probe.problems.constFirst();
        const QString prefix = label(path) + u": "_s;
        if (reason.startsWith(prefix))
            reason = reason.mid(prefix.size());
        const QString title = branch.value("title"_L1).toString(u"shape %1"_s.arg(i + 1));
        *reasons << title + u": "_s + reason;
    }
    return matches;
}

void Validator::checkCombinators(const QJsonValue &value,
                                 const QJsonObject &schema,
                                 const QString &path)
{
    for (const QLatin1StringView keyword : {"anyOf"_L1, "oneOf"_L1}) {
        if (!schema.contains(keyword))
            continue;
        QStringList reasons;
        const int matches = countMatches(value, schema.value(keyword).toArray(), path, &reasons);
        if (matches == 0) {
            add(path,
                u"%1 matches none of the allowed shapes (%2)"_s.arg(describe(value),
                                                                    reasons.join(u"; "_s)));
        } else if (matches > 1 && keyword == "oneOf"_L1) {
            add(path,
                u"%1 matches %2 shapes but must match exactly one"_s.arg(describe(value))
                    .arg(matches));
        }
    }
}

void Validator::check(const QJsonValue &value, const QJsonObject &schema, const QString &path)
{
    checkCombinators(value, schema, path);
    if (schema.contains("type"_L1)) {
        const QStringList types = typeNames(schema.value("type"_L1));
        const bool typeOk = std::any_of(types.cbegin(), types.cend(), [&](const QString &type) {
            return hasType(value, type);
        });
        if (!typeOk) {
            add(path, u"expected %1, got %2"_s.arg(types.join(u" or "_s), typeOf(value)));
            return;
        }
    }
    if (schema.contains("const"_L1) && value != schema.value("const"_L1))
        add(path, u"must be %1"_s.arg(describe(schema.value("const"_L1))));
    if (schema.contains("enum"_L1)) {
        const QJsonArray allowed = schema.value("enum"_L1).toArray();
        if (!allowed.contains(value)) {
            QStringList names;
            for (const QJsonValue &option : allowed)
                names << describe(option);
            add(path, u"%1 is not one of %2"_s.arg(describe(value), names.join(u", "_s)));
            return;
        }
    }
    if (value.isString())
        checkString(value.toString(), schema, path);
    else if (value.isDouble())
        checkNumber(value.toDouble(), schema, path);
    else if (value.isArray())
        checkArray(value.toArray(), schema, path);
    else if (value.isObject())
        checkObject(value.toObject(), schema, path);
}

void Validator::checkString(const QString &text, const QJsonObject &schema, const QString &path)
{
    // JSON Schema counts characters (code points), not UTF-16 units.
    const qsizetype length = text.toUcs4().size();
    if (schema.contains("minLength"_L1) && length < schema.value("minLength"_L1).toInteger())
        add(path,
            u"must be at least %1 characters long"_s.arg(schema.value("minLength"_L1).toInteger()));
    if (schema.contains("maxLength"_L1) && length > schema.value("maxLength"_L1).toInteger())
        add(path,
            u"must be at most %1 characters long"_s.arg(schema.value("maxLength"_L1).toInteger()));
    if (schema.contains("pattern"_L1)) {
        const QRegularExpression pattern(schema.value("pattern"_L1).toString());
        if (!pattern.match(text).hasMatch())
            add(path, u"%1 does not match the pattern %2"_s.arg(describe(text), pattern.pattern()));
    }
    const QString format = schema.value("format"_L1).toString();
    if (!format.isEmpty() && !matchesFormat(text, format))
        add(path, u"%1 is not %2"_s.arg(describe(text), formatDescription(format)));
}

void Validator::checkNumber(double number, const QJsonObject &schema, const QString &path)
{
    const auto bound = [&](QLatin1StringView key) { return schema.value(key).toDouble(); };
    const auto text = [](double n) { return QString::number(n, 'g', 15); };
    if (schema.contains("minimum"_L1) && number < bound("minimum"_L1))
        add(path, u"%1 is less than the minimum %2"_s.arg(text(number), text(bound("minimum"_L1))));
    if (schema.contains("maximum"_L1) && number > bound("maximum"_L1))
        add(path,
            u"%1 is greater than the maximum %2"_s.arg(text(number), text(bound("maximum"_L1))));
    if (schema.contains("exclusiveMinimum"_L1) && number <= bound("exclusiveMinimum"_L1))
        add(path,
            u"%1 must be greater than %2"_s.arg(text(number), text(bound("exclusiveMinimum"_L1))));
    if (schema.contains("exclusiveMaximum"_L1) && number >= bound("exclusiveMaximum"_L1))
        add(path,
            u"%1 must be less than %2"_s.arg(text(number), text(bound("exclusiveMaximum"_L1))));
    if (schema.contains("multipleOf"_L1)) {
        const double step = bound("multipleOf"_L1);
        // Decimal steps such as 0.5 or 0.1 are inexact in binary: compare with a tolerance.
        const double quotient = number / step;
        if (step > 0 && std::abs(quotient - std::round(quotient)) > 1e-9)
            add(path, u"%1 is not a multiple of %2"_s.arg(text(number), text(step)));
    }
}

void Validator::checkArray(const QJsonArray &array, const QJsonObject &schema, const QString &path)
{
    if (schema.contains("minItems"_L1) && array.size() < schema.value("minItems"_L1).toInteger())
        add(path,
            u"needs at least %1 items, got %2"_s.arg(schema.value("minItems"_L1).toInteger())
                .arg(array.size()));
    if (schema.contains("maxItems"_L1) && array.size() > schema.value("maxItems"_L1).toInteger())
        add(path,
            u"allows at most %1 items, got %2"_s.arg(schema.value("maxItems"_L1).toInteger())
                .arg(array.size()));
    if (schema.value("uniqueItems"_L1).toBool()) {
        for (qsizetype i = 1; i < array.size(); ++i) {
            for (qsizetype j = 0; j < i; ++j) {
                if (array.at(i) == array.at(j)) {
                    add(path + u'/' + QString::number(i), u"duplicates item %1"_s.arg(j));
                    break;
                }
            }
        }
    }
    if (schema.value("items"_L1).isObject()) {
        const QJsonObject items = schema.value("items"_L1).toObject();
        for (qsizetype i = 0; i < array.size(); ++i)
            check(array.at(i), items, path + u'/' + QString::number(i));
    }
}

void Validator::checkObject(const QJsonObject &object,
                            const QJsonObject &schema,
                            const QString &path)
{
    const QJsonObject properties = schema.value("properties"_L1).toObject();
    const QJsonArray required = schema.value("required"_L1).toArray();
    for (const QJsonValue &name : required) {
        if (!object.contains(name.toString()))
            add(path + u'/' + pointerToken(name.toString()), u"is required"_s);
    }
    const bool closed = schema.value("additionalProperties"_L1) == QJsonValue(false);
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        const QString childPath = path + u'/' + pointerToken(it.key());
        if (properties.contains(it.key()))
            check(it.value(), properties.value(it.key()).toObject(), childPath);
        else if (closed)
            add(childPath, u"is not an accepted property"_s);
    }
}

} // namespace

QStringList validate(const QJsonValue &value, const QJsonObject &schema)
{
    Validator validator;
    validator.check(value, schema, {});
    return validator.problems;
}

QJsonObject withDefaults(const QJsonObject &object, const QJsonObject &schema)
{
    QJsonObject filled = object;
    const QJsonObject properties = schema.value("properties"_L1).toObject();
    for (auto it = properties.constBegin(); it != properties.constEnd(); ++it) {
        const QJsonObject property = it.value().toObject();
        if (!filled.contains(it.key()) && property.contains("default"_L1))
            filled.insert(it.key(), property.value("default"_L1));
    }
    return filled;
}

} // namespace SchemaCheck
