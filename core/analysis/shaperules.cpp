// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "shaperules.h"

#include "shaperow.h"

#include <core/jsonrpc/jsontypes.h>

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QVarLengthArray>

#include <cstdlib>
#include <string>

using namespace Qt::StringLiterals;

// The evaluator of the shape tables (shaperow.h). It runs on every frame in lint mode, so it
// walks each row's path through the value in place (values are shared, not deep-copied) and
// builds pointer and message strings only for a finding.
namespace ShapeRules {
namespace {

// A revision the caller does not know is the newest legacy one, as the header promises.
constexpr auto kDefaultRevision = "2025-11-25"_L1;
// Server text quoted in a message is cut here, so a hostile value cannot flood the output.
constexpr qsizetype kQuotedServerText = 60;

struct ShapeEntry
{
    const ShapeRow *row;
    const Rule *rule; // the row's rule, or the first row's with the same id; null for none
};

struct ShapeIndex
{
    QHash<QLatin1StringView, QList<ShapeEntry>> byMethod; // in table order
    QList<const Rule *> rules;                            // one per id, in table order
};

const ShapeIndex &shapeIndex()
{
    static const ShapeIndex index = [] {
        ShapeIndex built;
        QHash<QLatin1StringView, const Rule *> canonical;
        for (const auto rows : {legacyRows(), modernRows()}) {
            for (const ShapeRow &row : rows) {
                if (!row.rule.id.isEmpty() && !row.rule.title.isEmpty()
                    && !canonical.contains(row.rule.id)) {
                    canonical.insert(row.rule.id, &row.rule);
                    built.rules.append(&row.rule);
                }
            }
        }
        for (const auto rows : {legacyRows(), modernRows()}) {
            for (const ShapeRow &row : rows) {
                const Rule *rule = row.rule.id.isEmpty() ? nullptr : canonical.value(row.rule.id);
                built.byMethod[row.method].append({&row, rule});
            }
        }
        return built;
    }();
    return index;
}

// Calls f for each part of a "|"-separated list ("a|b|" has an empty last part).
template<typename F>
bool anyAlternative(QLatin1StringView list, F f)
{
    qsizetype start = 0;
    while (true) {
        const qsizetype bar = list.indexOf(u'|', start);
        const QLatin1StringView part
            = bar < 0 ? list.sliced(start) : list.sliced(start, bar - start);
        if (f(part))
            return true;
        if (bar < 0)
            return false;
        start = bar + 1;
    }
}

bool hasType(const QJsonValue &value, QLatin1StringView type)
{
    if (type == "string"_L1)
        return value.isString();
    if (type == "number"_L1)
        return value.isDouble();
    if (type == "integer"_L1)
        return value.isDouble() && JsonTypes::isInteger(JsonTypes::number(value));
    if (type == "boolean"_L1)
        return value.isBool();
    if (type == "object"_L1)
        return value.isObject();
    if (type == "array"_L1)
        return value.isArray();
    if (type == "null"_L1)
        return value.isNull();
    return false;
}

QString typeWithArticle(QLatin1StringView type)
{
    if (type == "null"_L1)
        return u"null"_s;
    const bool vowel = type.startsWith(u'o') || type.startsWith(u'a') || type.startsWith(u'i');
    return (vowel ? u"an "_s : u"a "_s) + type;
}

// "a", "a or b", "a, b or c": words joined as a sentence lists them.
QString joinAsList(const QStringList &words)
{
    if (words.size() < 2)
        return words.value(0);
    return words.first(words.size() - 1).join(u", "_s) + u" or "_s + words.last();
}

QString quotedServerText(const QString &text)
{
    QString shown = text.left(kQuotedServerText);
    if (shown.size() < text.size()) {
        if (shown.back().isHighSurrogate())
            shown.chop(1);
        shown += u'…';
    }
    // One line, and nothing that reorders or hides the rest of the message.
    for (QChar &c : shown) {
        const auto category = c.category();
        if (category == QChar::Other_Control || category == QChar::Other_Format
            || category == QChar::Separator_Line || category == QChar::Separator_Paragraph)
            c = QChar::ReplacementCharacter;
    }
    return u'"' + shown + u'"';
}

QString pointerToken(QString key)
{
    return key.replace(u'~', "~0"_L1).replace(u'/', "~1"_L1);
}

QString decodedToken(QLatin1StringView token)
{
    QString key = token;
    return key.replace("~1"_L1, "/"_L1).replace("~0"_L1, "~"_L1);
}

// The object member "key" of value (already decoded), undefined when value is no object.
QJsonValue member(const QJsonValue &value, QLatin1StringView key)
{
    if (!value.isObject())
        return QJsonValue(QJsonValue::Undefined);
    if (key.contains(u'~'))
        return value.toObject().value(decodedToken(key));
    return value.toObject().value(key);
}

bool whenHolds(QLatin1StringView when, const QJsonValue &holder)
{
    if (when.isEmpty())
        return true;
    const qsizetype equals = when.indexOf(u'=');
    const QJsonValue value = member(holder, equals < 0 ? when : when.first(equals));
    if (equals < 0)
        return !value.isUndefined();
    if (!value.isUndefined() && !value.isString())
        return false;
    const QString text = value.toString();
    const bool absent = value.isUndefined();
    return anyAlternative(when.sliced(equals + 1), [&](QLatin1StringView part) {
        return absent ? part.isEmpty() : (!part.isEmpty() && part == text);
    });
}

struct ShapeStep
{
    QLatin1StringView token; // from the row's path (already a pointer token)
    QString memberKey;       // a member reached by "*" in an object
    qsizetype index = -1;    // an element reached by "*" in an array
    const QJsonValue *value = nullptr;
};

// One check of one result or params: applies the rows of the method (and of the definitions
// they name) and collects the findings. Lives on the caller's stack for one call, so checks
// may run on any thread; the tables and their index are read-only after the first use.
class ShapeWalk
{
public:
    ShapeWalk(const QString &method,
              const QString &protocolVersion,
              const QString &prefix,
              QLatin1StringView what)
        : m_method(method)
        , m_revision(protocolVersion.isEmpty() ? QString(kDefaultRevision) : protocolVersion)
        , m_prefix(prefix)
        , m_what(what)
    {}

    void apply(QLatin1StringView group, const QJsonValue &value)
    {
        const auto &byMethod = shapeIndex().byMethod;
        const auto entries = byMethod.constFind(group);
        if (entries == byMethod.cend())
            return;
        for (const ShapeEntry &entry : *entries) {
            const ShapeRow &row = *entry.row;
            if ((row.from.isEmpty() || m_revision >= row.from)
                && (row.to.isEmpty() || m_revision <= row.to))
                walk(entry, row.path, value);
        }
    }

    QList<Finding> takeFindings() { return std::move(m_findings); }

private:
    // rest is what remains of the row's path below holder ("/tools/*/name", "/name", "").
    void walk(const ShapeEntry &entry, QLatin1StringView rest, const QJsonValue &holder)
    {
        if (rest.isEmpty()) {
            if (whenHolds(entry.row->when, holder))
                check(entry, holder);
            return;
        }
        const qsizetype slash = rest.indexOf(u'/', 1);
        const QLatin1StringView token = slash < 0 ? rest.sliced(1) : rest.sliced(1, slash - 1);
        const QLatin1StringView tail = slash < 0 ? QLatin1StringView() : rest.sliced(slash);
        const bool last = tail.isEmpty();

        if (token == "*"_L1) {
            if (holder.isArray()) {
                const QJsonArray array = holder.toArray();
                for (qsizetype i = 0; i < array.size(); ++i) {
                    const QJsonValue element = array.at(i);
                    m_steps.append({{}, {}, i, &element});
                    walk(entry, last ? QLatin1StringView() : tail, element);
                    m_steps.removeLast();
                }
            } else if (holder.isObject()) {
                const QJsonObject object = holder.toObject();
                for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
                    const QJsonValue value = it.value();
                    m_steps.append({{}, it.key(), -1, &value});
                    walk(entry, last ? QLatin1StringView() : tail, value);
                    m_steps.removeLast();
                }
            }
            return;
        }
        // A member of a value that is no object is the finding of the row that types it.
        if (!holder.isObject() || (last && !whenHolds(entry.row->when, holder)))
            return;
        const QJsonValue value = member(holder, token);
        if (!last && value.isUndefined())
            return;
        m_steps.append({token, {}, -1, &value});
        if (last)
            check(entry, value);
        else
            walk(entry, tail, value);
        m_steps.removeLast();
    }

    void check(const ShapeEntry &entry, const QJsonValue &value)
    {
        const ShapeRow &row = *entry.row;
        if (value.isUndefined()) {
            if (row.presence == Presence::Required)
                reportMissing(entry);
            return;
        }
        switch (row.check) {
        case Check::Type:
            if (!row.values.isEmpty()
                && !anyAlternative(row.values, [&](auto type) { return hasType(value, type); }))
                report(entry, u"must be "_s + expectation(row) + u", got "_s + got(value));
            return;
        case Check::Enum:
        case Check::Const:
            if (!value.isString() || !anyAlternative(row.values, [&](auto allowed) {
                    return allowed == value.toString();
                }))
                report(entry, u"must be "_s + expectation(row) + u", got "_s + got(value));
            return;
        case Check::AnyOf:
            if (value.isObject() && !anyAlternative(row.values, [&](auto key) {
                    return !member(value, key).isUndefined();
                }))
                report(entry, u"must have "_s + expectation(row));
            return;
        case Check::MaxItems:
            if (value.isArray() && value.toArray().size() > row.values.toLongLong())
                report(entry,
                       u"must have at most "_s + row.values + u" items, got "_s
                           + QString::number(value.toArray().size()));
            return;
        case Check::Minimum:
            if (value.isDouble()
                && JsonTypes::number(value) < std::strtod(
                       std::string(row.values.data(), row.values.size()).c_str(), nullptr))
                report(entry, u"must be at least "_s + row.values + u", got "_s + got(value));
            return;
        case Check::Shape:
            apply(row.values, value);
            return;
        }
    }

    // What a Type, Enum, Const or AnyOf row asks for: "a string or an integer",
    // "one of "user", "assistant"", ""text" or "blob"".
    static QString expectation(const ShapeRow &row)
    {
        QStringList words;
        anyAlternative(row.values, [&](QLatin1StringView part) {
            words.append(row.check == Check::Type ? typeWithArticle(part)
                                                  : u'"' + decodedToken(part) + u'"');
            return false;
        });
        if (row.check == Check::Enum && words.size() > 1)
            return u"one of "_s + words.join(u", "_s);
        return joinAsList(words);
    }

    static QString got(const QJsonValue &value)
    {
        if (value.isString())
            return quotedServerText(value.toString());
        if (JsonTypes::isInt64(value))
            return QString::number(value.toInteger());
        if (value.isDouble())
            return QString::number(JsonTypes::number(value), 'g', 15);
        return JsonTypes::nameWithArticle(value);
    }

    void reportMissing(const ShapeEntry &entry)
    {
        const ShapeRow &row = *entry.row;
        if (m_steps.isEmpty()) {
            // Only a notification's params can be missing as a whole.
            add(entry, QString(), m_method + u" has no "_s + m_what);
        } else if (row.values.isEmpty() || row.check == Check::Shape) {
            report(entry, u"is missing"_s);
        } else {
            report(entry, u"is missing; it must be "_s + expectation(row));
        }
    }

    void report(const ShapeEntry &entry, const QString &problem)
    {
        QString pointer;
        for (const ShapeStep &step : m_steps) {
            pointer += u'/';
            if (step.index >= 0)
                pointer += QString::number(step.index);
            else if (!step.token.isEmpty())
                pointer += step.token;
            else
                pointer += pointerToken(step.memberKey);
        }
        const QString where = pointer.isEmpty() ? QString() : u": "_s + pointer;
        add(entry, pointer, m_method + u' ' + m_what + where + u' ' + problem + nameNote());
    }

    void add(const ShapeEntry &entry, const QString &pointer, const QString &message)
    {
        if (entry.rule)
            m_findings.append({entry.rule, m_prefix + pointer, message, 0});
    }

    // Which tool, prompt or resource of a long list the finding is in: the innermost array
    // element above the checked value with a string "name".
    QString nameNote() const
    {
        for (qsizetype i = m_steps.size() - 2; i >= 0; --i) {
            const ShapeStep &step = m_steps.at(i);
            if (step.index < 0 || !step.value->isObject())
                continue;
            const QJsonValue name = step.value->toObject().value("name"_L1);
            if (name.isString())
                return u" (in "_s + quotedServerText(name.toString()) + u')';
        }
        return {};
    }

    const QString &m_method;
    const QString m_revision;
    const QString &m_prefix;
    const QLatin1StringView m_what;
    QVarLengthArray<ShapeStep, 8> m_steps;
    QList<Finding> m_findings;
};

QList<Finding> checkShapes(const QString &method,
                           const QString &protocolVersion,
                           const QJsonValue &value,
                           const QString &prefix,
                           QLatin1StringView what)
{
    // Methods never start with "#": that names a definition, which no caller may ask for.
    if (method.startsWith(u'#'))
        return {};
    ShapeWalk walk(method, protocolVersion, prefix, what);
    walk.apply(QLatin1StringView(method.toLatin1()), value);
    return walk.takeFindings();
}

} // namespace

const QList<const Rule *> &all()
{
    return shapeIndex().rules;
}

QList<Finding> checkResult(const QString &method,
                           const QString &protocolVersion,
                           const QJsonValue &result,
                           const QString &prefix)
{
    if (method.startsWith("notifications/"_L1))
        return {};
    return checkShapes(method, protocolVersion, result, prefix, "result"_L1);
}

QList<Finding> checkNotification(const QString &method,
                                 const QString &protocolVersion,
                                 const QJsonValue &params,
                                 const QString &prefix)
{
    if (!method.startsWith("notifications/"_L1))
        return {};
    return checkShapes(method, protocolVersion, params, prefix, "params"_L1);
}

} // namespace ShapeRules
