// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "messagelogfilter.h"

using namespace Qt::StringLiterals;

namespace {

bool matchesText(const MessageRecord &record, const QString &text)
{
    if (record.method.contains(text, Qt::CaseInsensitive)
        || record.summary.contains(text, Qt::CaseInsensitive))
        return true;
    if (!record.id.isNone() && record.id.displayText().contains(text, Qt::CaseInsensitive))
        return true;
    return record.http && record.http->url.toString().contains(text, Qt::CaseInsensitive);
}

} // namespace

bool MessageLogFilter::accepts(const MessageRecord &record) const
{
    return accepts(record, compileMethodGlob(methodGlob));
}

bool MessageLogFilter::accepts(const MessageRecord &record, const QRegularExpression &method) const
{
    if (direction && record.direction != *direction)
        return false;
    if (errorsOnly && !record.isError)
        return false;
    if (!methodGlob.isEmpty() && !method.match(record.method).hasMatch())
        return false;
    return text.isEmpty() || matchesText(record, text);
}

QRegularExpression MessageLogFilter::compileMethodGlob(const QString &glob)
{
    if (glob.isEmpty())
        return {};
    return QRegularExpression(QRegularExpression::wildcardToRegularExpression(glob));
}
