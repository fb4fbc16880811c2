// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <functional>

// ui/'s sources, read for the house-rule scans (ServerTextRules, FontScaling,
// AccessibleTextRules): what a rule cannot see in a running window.
namespace UiSources {

struct Source
{
    QString path; // relative to ui/
    QString text;
};

// Every .cpp and .h under ui/ (read once per process).
const QList<Source> &all();

// The statement that starts at `from`: up to the parenthesis that closes the call.
QString callAt(const QString &text, qsizetype from);

// "ui/file:line: the call" for every match of `pattern` whose call fails `allowed`.
QStringList violations(const QRegularExpression &pattern,
                       const std::function<bool(const Source &, const QString &)> &allowed);

} // namespace UiSources
