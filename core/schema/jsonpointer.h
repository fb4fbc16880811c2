// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

// RFC 6901 JSON pointers as QStrings: "" is the whole document, "/a/0" member "a", element 0.
// Used for both schema locations and value locations, so validation messages, form rows and
// schema nodes can be matched by plain string comparison.
namespace JsonPointer {

QString escape(const QString &token);   // "~" -> "~0", "/" -> "~1"
QString unescape(const QString &token); // the reverse, "~01" -> "~1"
// Tokens of a pointer; std::nullopt when it does not start with "/" (and is not "").
std::optional<QStringList> split(const QString &pointer);
QString join(const QStringList &tokens);
QString append(const QString &pointer, const QString &token);
QString append(const QString &pointer, qsizetype index);
QString parent(const QString &pointer); // parent("/a/b") == "/a", parent("") == ""
bool startsWith(const QString &pointer,
                const QString &prefix); // "/a/b" starts with "/a", not "/ab"

// The value at pointer; an array token must be a plain decimal index. std::nullopt if absent.
std::optional<QJsonValue> resolve(const QJsonValue &root, const QString &pointer);

// `root` without the value at pointer (a member removed, an element taken out of its array).
// Unchanged when nothing is there; the whole document ("") cannot be removed.
QJsonValue removed(const QJsonValue &root, const QString &pointer);

// URI fragments ("#/a%20b") carry pointers percent-encoded (RFC 6901, section 6).
std::optional<QString> fromUriFragment(const QString &fragment); // without the "#"
QString toUriFragment(const QString &pointer);                   // without the "#"

// "(root)" for "", else the pointer itself: how messages name a location for people.
QString display(const QString &pointer);

} // namespace JsonPointer
