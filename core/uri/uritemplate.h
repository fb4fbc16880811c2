// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

// One variable's value for RFC 6570 expansion: a string, a list of strings, or an associative
// array whose pairs keep their order (the RFC's examples depend on it, so QJsonObject's sorted
// keys cannot stand in for it). An empty list or map counts as undefined, like a missing name.
struct UriTemplateValue
{
    enum class Kind { Undefined, String, List, Map };
    Kind kind = Kind::Undefined;
    QString string;
    QStringList list;
    QList<QPair<QString, QString>> map;

    static UriTemplateValue fromString(const QString &text) { return {Kind::String, text, {}, {}}; }
    static UriTemplateValue fromList(const QStringList &items)
    {
        return {Kind::List, {}, items, {}};
    }
    static UriTemplateValue fromMap(const QList<QPair<QString, QString>> &pairs)
    {
        return {Kind::Map, {}, {}, pairs};
    }
    // JSON: a string, number or boolean is a string ("3", "true"), an array a list, an object a
    // map (in QJsonObject's key order), null undefined.
    static UriTemplateValue fromJson(const QJsonValue &value);
    bool isDefined() const;
};
using UriTemplateVariables = QHash<QString, UriTemplateValue>;

// RFC 6570 URI templates, levels 1 to 4: every operator (+ # . / ; ? &), the explode (*) and
// prefix (:N) modifiers, and the encoding rules (only unreserved characters pass in most
// expressions; + and # also pass reserved characters and existing %XX triplets). Pure
// functions; no state.
namespace UriTemplate {

struct Expansion
{
    QString uri;
    QString error; // non-empty: the template is malformed (nothing usable in uri)
    bool ok() const { return error.isEmpty(); }
};

Expansion expand(const QString &uriTemplate, const UriTemplateVariables &variables);
Expansion expand(const QString &uriTemplate, const QJsonObject &variables);

// The variable names in order of first appearance, each once ("{/a,b}{?a}" -> a, b); empty
// with *error set when the template is malformed.
QStringList variableNames(const QString &uriTemplate, QString *error = nullptr);

} // namespace UriTemplate
