// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "shaperules.h"

namespace ShapeRules {

const QList<const Rule *> &all()
{
    static const QList<const Rule *> rules;
    return rules;
}

QList<Finding> checkResult(const QString &, const QString &, const QJsonValue &, const QString &)
{
    return {};
}

QList<Finding>
checkNotification(const QString &, const QString &, const QJsonValue &, const QString &)
{
    return {};
}

} // namespace ShapeRules
