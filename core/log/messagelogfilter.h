// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "messagelogmodel.h"

#include <QRegularExpression>
#include <QSortFilterProxyModel>

#include <optional>

// Which log rows to show: direction, method glob ("tools/*"), errors only, free text (method,
// id, summary, URL; case-insensitive). Every criterion that is set must match. Value type.
struct MessageLogFilter
{
    std::optional<TrafficEvent::Direction> direction;
    QString methodGlob;
    bool errorsOnly = false;
    QString text;

    bool accepts(const MessageRecord &record) const;
    // method: methodGlob already compiled (a proxy compiles it once, not once per row).
    bool accepts(const MessageRecord &record, const QRegularExpression &method) const;
};

// A MessageLogModel seen through a MessageLogFilter. Reads records directly (no QVariant per
// cell), so filtering a million rows stays fast. Does not own the source; GUI thread.
class MessageLogFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit MessageLogFilterModel(QObject *parent = nullptr);
    void setFilter(const MessageLogFilter &filter);
    const MessageLogFilter &filter() const { return m_filter; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    MessageLogFilter m_filter;
    QRegularExpression m_method; // the glob, compiled once per setFilter()
};
