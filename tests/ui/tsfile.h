// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// A Qt Linguist .ts file as the translation tests read it: every message with its context,
// source, disambiguation comment and translation (the forms of a numerus message).
struct TsMessage
{
    QString context;
    QString source;
    QString comment; // the disambiguation (tr()'s second argument)
    bool numerus = false;
    QString type; // the translation's type: "" (finished), "unfinished", "vanished", …
    QStringList translations; // one, or one per numerus form
};

struct TsFile
{
    QString language; // the TS element's language attribute ("zh_CN")
    QList<TsMessage> messages;
    QString error; // why the file could not be read; empty when it was

    static TsFile read(const QString &path);
    // resources/translations/mcpscope_<code>.ts of the source tree.
    static QString committedPath(const QString &code);
};
