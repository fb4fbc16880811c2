// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "messagefilterproxymodel.h"

#include <core/log/messagelogmodel.h>

#include <QPainter>
#include <QPixmap>

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
    // Pins name source rows, which a reset (the log cleared) takes away.
    m_pinned.clear();
}

void MessageFilterProxyModel::refilter()
{
    m_acceptedConnections.clear();
    if (m_log && (!m_server.isEmpty() || !m_connections.isEmpty())) {
        m_acceptedConnections.resize(size_t(m_log->connectionCount()));
        for (int connection = 0; connection < m_log->connectionCount(); ++connection) {
            m_acceptedConnections[size_t(connection)]
                = (m_server.isEmpty() || m_log->connectionName(connection) == m_server)
                  && (m_connections.isEmpty() || m_connections.contains(connection));
        }
    }
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

void MessageFilterProxyModel::setConnections(const QList<int> &connections)
{
    if (connections == m_connections)
        return;
    m_connections = connections;
    refilter();
}

bool MessageFilterProxyModel::isFiltering() const
{
    return m_filter.direction || m_filter.errorsOnly || !m_filter.methodGlob.isEmpty()
           || !m_filter.text.isEmpty() || !m_server.isEmpty() || !m_connections.isEmpty();
}

void MessageFilterProxyModel::clearFilter()
{
    m_server.clear();
    m_connections.clear();
    setFilter(MessageLogFilter());
}

QString MessageFilterProxyModel::serverOf(int sourceRow) const
{
    return m_log ? m_log->connectionName(m_log->record(sourceRow).connection) : QString();
}

QStringList MessageFilterProxyModel::servers() const
{
    QStringList names;
    for (int connection = 0; m_log && connection < m_log->connectionCount(); ++connection) {
        const QString name = m_log->connectionName(connection);
        if (!name.isEmpty() && !names.contains(name))
            names << name;
    }
    return names;
}

bool MessageFilterProxyModel::acceptsConnection(int connection) const
{
    if (m_server.isEmpty() && m_connections.isEmpty())
        return true;
    if (size_t(connection) < m_acceptedConnections.size())
        return m_acceptedConnections[size_t(connection)];
    // A connection added since the last change: asked directly (until the next change).
    return (m_server.isEmpty() || m_log->connectionName(connection) == m_server)
           && (m_connections.isEmpty() || m_connections.contains(connection));
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
    if (!m_log) {
        Q_UNUSED(sourceParent);
        return true;
    }
    const MessageRecord &record = m_log->record(sourceRow);
    return acceptsConnection(record.connection) && m_filter.accepts(record, m_method);
}
