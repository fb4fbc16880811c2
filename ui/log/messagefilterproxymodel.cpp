// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "messagefilterproxymodel.h"

#include <core/log/messagelogmodel.h>

#include <QPainter>
#include <QPixmap>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// A drawn pin (head and needle): no icon theme offscreen or on every desktop, and an emoji
// would depend on a colour font.
QIcon makePinIcon()
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(0x60, 0x60, 0x60), 1.5));
    painter.drawLine(QPointF(8, 8), QPointF(8, 15));
    painter.setBrush(QColor(0xd0, 0x30, 0x30));
    painter.drawEllipse(QRectF(3.5, 1.5, 9, 9));
    return QIcon(pixmap);
}

} // namespace

MessageFilterProxyModel::MessageFilterProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{}

void MessageFilterProxyModel::setSourceModel(QAbstractItemModel *model)
{
    if (sourceModel())
        disconnect(sourceModel(), nullptr, this, nullptr);
    m_log = qobject_cast<const MessageLogModel *>(model);
    forgetRows();
    QSortFilterProxyModel::setSourceModel(model);
    if (model) {
        // Connected after the base class: by the time this runs the proxy has reset itself.
        connect(model, &QAbstractItemModel::modelReset, this, &MessageFilterProxyModel::forgetRows);
    }
}

void MessageFilterProxyModel::forgetRows()
{
    // Pins and server runs name source rows, which a reset (the log cleared) takes away; the
    // server still connected goes on from the first new row.
    m_pinned.clear();
    const QString current = m_runs.empty() ? QString() : m_runs.back().server;
    m_runs.clear();
    if (!current.isEmpty())
        m_runs.push_back(ServerRun{0, current});
}

void MessageFilterProxyModel::refilter()
{
    // invalidate(), not invalidateRowsFilter(): the incremental path is quadratic when a filter
    // keeps every other row of a million; rebuilding the mapping is linear (mcpscope-bench).
    invalidate();
}

void MessageFilterProxyModel::setFilter(const MessageLogFilter &filter)
{
    m_filter = filter;
    m_filter.text = filter.text.trimmed();
    m_method = MessageLogFilter::compileMethodGlob(m_filter.methodGlob);
    refilter();
}

void MessageFilterProxyModel::setText(const QString &text)
{
    if (text.trimmed() == m_filter.text)
        return;
    MessageLogFilter filter = m_filter;
    filter.text = text;
    setFilter(filter);
}

void MessageFilterProxyModel::setErrorsOnly(bool errorsOnly)
{
    if (errorsOnly == m_filter.errorsOnly)
        return;
    MessageLogFilter filter = m_filter;
    filter.errorsOnly = errorsOnly;
    setFilter(filter);
}

void MessageFilterProxyModel::setDirection(std::optional<TrafficEvent::Direction> direction)
{
    if (direction == m_filter.direction)
        return;
    MessageLogFilter filter = m_filter;
    filter.direction = direction;
    setFilter(filter);
}

void MessageFilterProxyModel::setMethodGlob(const QString &glob)
{
    if (glob.trimmed() == m_filter.methodGlob)
        return;
    MessageLogFilter filter = m_filter;
    filter.methodGlob = glob.trimmed();
    setFilter(filter);
}

void MessageFilterProxyModel::setServer(const QString &server)
{
    if (server == m_server)
        return;
    m_server = server;
    refilter();
}

bool MessageFilterProxyModel::isFiltering() const
{
    return m_filter.direction || m_filter.errorsOnly || !m_filter.methodGlob.isEmpty()
           || !m_filter.text.isEmpty() || !m_server.isEmpty();
}

void MessageFilterProxyModel::clearFilter()
{
    m_server.clear();
    setFilter(MessageLogFilter());
}

void MessageFilterProxyModel::beginServer(const QString &server)
{
    const int firstRow = sourceModel() ? sourceModel()->rowCount() : 0;
    if (!m_runs.empty() && m_runs.back().firstRow == firstRow)
        m_runs.back().server = server; // nothing arrived from the previous one
    else
        m_runs.push_back(ServerRun{firstRow, server});
}

QString MessageFilterProxyModel::serverOf(int sourceRow) const
{
    const auto after = std::upper_bound(
        m_runs.cbegin(), m_runs.cend(), sourceRow, [](int row, const ServerRun &run) {
            return row < run.firstRow;
        });
    return after == m_runs.cbegin() ? QString() : std::prev(after)->server;
}

QStringList MessageFilterProxyModel::servers() const
{
    QStringList names;
    for (const ServerRun &run : m_runs) {
        if (!names.contains(run.server))
            names << run.server;
    }
    return names;
}

void MessageFilterProxyModel::setPinned(int sourceRow, bool pinned)
{
    if (pinned == isPinned(sourceRow))
        return;
    if (pinned)
        m_pinned.insert(sourceRow);
    else
        m_pinned.remove(sourceRow);
    const QModelIndex shown = mapFromSource(sourceModel()->index(sourceRow, 0));
    if (shown.isValid())
        Q_EMIT dataChanged(shown, shown, {Qt::DecorationRole, PinnedRole});
    if (isFiltering())
        refilter(); // an unpinned row may now be filtered out, a pinned one must appear
}

QVariant MessageFilterProxyModel::data(const QModelIndex &index, int role) const
{
    if (role == PinnedRole)
        return index.isValid() && isPinned(mapToSource(index).row());
    if (role == Qt::DecorationRole && index.column() == 0 && index.isValid()
        && isPinned(mapToSource(index).row())) {
        if (m_pinIcon.isNull())
            m_pinIcon = makePinIcon(); // drawn once, when a pin is first shown
        return m_pinIcon;
    }
    return QSortFilterProxyModel::data(index, role);
}

bool MessageFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_pinned.contains(sourceRow))
        return true;
    if (!m_server.isEmpty() && serverOf(sourceRow) != m_server)
        return false;
    if (!m_log) {
        Q_UNUSED(sourceParent);
        return true;
    }
    return m_filter.accepts(m_log->record(sourceRow), m_method);
}
