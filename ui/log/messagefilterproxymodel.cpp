// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "messagefilterproxymodel.h"

#include "palettecolors.h"

#include <core/log/messagelogmodel.h>

#include <QGuiApplication>
#include <QPainter>
#include <QPixmap>

#include <algorithm>
#include <iterator>

using namespace Qt::StringLiterals;

namespace {

// A drawn pin (head and needle) in the colour table's pin roles: no icon theme offscreen or on
// every desktop, and an emoji would depend on a colour font. Drawn at four times its 16-pixel
// design so it stays sharp on a HiDPI screen or under QT_SCALE_FACTOR (QIcon scales it down).
QIcon makePinIcon(const QPalette &palette)
{
    constexpr int kOversample = 4;
    QPixmap pixmap(16 * kOversample, 16 * kOversample);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(kOversample, kOversample);
    painter.setPen(QPen(PaletteColors::color(palette, PaletteColors::Role::PinNeedle), 1.5));
    painter.drawLine(QPointF(8, 8), QPointF(8, 15));
    painter.setBrush(PaletteColors::color(palette, PaletteColors::Role::PinHead));
    painter.drawEllipse(QRectF(3.5, 1.5, 9, 9));
    return QIcon(pixmap);
}

std::vector<int> unitedRows(const std::vector<int> &a, const std::vector<int> &b)
{
    std::vector<int> rows;
    rows.reserve(a.size() + b.size());
    std::set_union(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(rows));
    return rows;
}

} // namespace

MessageFilterProxyModel::MessageFilterProxyModel(QObject *parent)
    : QAbstractProxyModel(parent)
{
    connect(&m_job, &LogJob::busyChanged, this, &MessageFilterProxyModel::busyChanged);
    connect(&m_job, &LogJob::progressed, this, &MessageFilterProxyModel::progressed);
    connect(&m_job, &LogJob::finished, this, &MessageFilterProxyModel::finishJob);
}

MessageFilterProxyModel::~MessageFilterProxyModel() = default;

void MessageFilterProxyModel::setSourceModel(QAbstractItemModel *model)
{
    beginResetModel();
    m_job.stop();
    if (sourceModel())
        disconnect(sourceModel(), nullptr, this, nullptr);
    m_log = qobject_cast<const MessageLogModel *>(model);
    QAbstractProxyModel::setSourceModel(model);
    m_pinned.clear();
    m_rows.clear();
    if (m_log)
        m_rows.catchUp(*m_log);
    if (model) {
        connect(model,
                &QAbstractItemModel::rowsInserted,
                this,
                &MessageFilterProxyModel::sourceRowsInserted);
        connect(model,
                &QAbstractItemModel::dataChanged,
                this,
                &MessageFilterProxyModel::sourceDataChanged);
        connect(model,
                &QAbstractItemModel::modelAboutToBeReset,
                this,
                &MessageFilterProxyModel::beginResetModel);
        connect(model, &QAbstractItemModel::modelReset, this, [this] {
            sourceReset();
            endResetModel();
        });
        connect(model,
                &QAbstractItemModel::headerDataChanged,
                this,
                &QAbstractItemModel::headerDataChanged);
    }
    // The filter asked for applies to the new rows, at once (a job would outlive the reset).
    m_shownFilter = m_filter;
    const LogRowSnapshot rows = m_rows.snapshot();
    m_compiled = CompiledLogFilter(m_filter, rows);
    m_all = m_filter.isEmpty();
    m_allCount = rows.count();
    m_shown = m_all ? std::vector<int>() : m_compiled.acceptedRows(rows, 0, rows.count(), {});
    endResetModel();
}

LogRowSnapshot MessageFilterProxyModel::snapshot()
{
    if (m_log)
        m_rows.catchUp(*m_log);
    return m_rows.snapshot();
}

void MessageFilterProxyModel::sourceReset()
{
    // Pins name source rows, which a reset (the log cleared) takes away; so do the rows a job
    // was filtering.
    m_job.stop();
    m_pinned.clear();
    m_rows.clear();
    if (m_filter.onlyRows) // rows of the log that was
        m_filter.onlyRows.reset();
    m_shownFilter = m_filter;
    m_compiled = CompiledLogFilter(m_shownFilter, m_rows.snapshot());
    m_all = m_shownFilter.isEmpty();
    m_allCount = 0;
    m_shown.clear();
}

void MessageFilterProxyModel::sourceRowsInserted(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid() || !m_log)
        return;
    m_rows.catchUp(*m_log);
    if (m_all) {
        beginInsertRows({}, first, last);
        m_allCount = last + 1;
        endInsertRows();
        return;
    }
    // The new rows through the filter shown (a running job's filter takes them when it ends).
    const LogRowSnapshot rows = m_rows.snapshot();
    if (!m_compiled.covers(rows))
        m_compiled = CompiledLogFilter(m_shownFilter, rows);
    const std::vector<int> accepted = m_compiled.acceptedRows(rows, first, last + 1, {});
    if (accepted.empty())
        return;
    const int at = int(m_shown.size());
    beginInsertRows({}, at, at + int(accepted.size()) - 1);
    m_shown.insert(m_shown.end(), accepted.begin(), accepted.end());
    endInsertRows();
}

void MessageFilterProxyModel::sourceDataChanged(const QModelIndex &topLeft,
                                                const QModelIndex &bottomRight,
                                                const QList<int> &roles)
{
    int from = topLeft.row();
    int to = bottomRight.row();
    if (!m_all) {
        from = int(std::lower_bound(m_shown.begin(), m_shown.end(), from) - m_shown.begin());
        to = int(std::upper_bound(m_shown.begin(), m_shown.end(), to) - m_shown.begin()) - 1;
    }
    to = qMin(to, rowCount() - 1);
    if (from <= to)
        Q_EMIT dataChanged(index(from, topLeft.column()), index(to, bottomRight.column()), roles);
}

std::vector<int> MessageFilterProxyModel::sortedPins() const
{
    std::vector<int> pins(m_pinned.begin(), m_pinned.end());
    std::sort(pins.begin(), pins.end());
    return pins;
}

void MessageFilterProxyModel::refilter()
{
    const LogRowSnapshot rows = snapshot();
    if (!m_filter.isEmpty() && rows.count() > m_synchronousLimit) {
        startJob(rows); // supersedes a running one
        return;
    }
    m_job.stop();
    m_shownFilter = m_filter;
    m_compiled = CompiledLogFilter(m_filter, rows);
    if (m_filter.isEmpty())
        show({}, true);
    else
        show(m_compiled.acceptedRows(rows, 0, rows.count(), sortedPins()), false);
    Q_EMIT filterApplied();
}

void MessageFilterProxyModel::show(std::vector<int> rows, bool all)
{
    beginResetModel();
    m_all = all;
    m_allCount = m_rows.count();
    m_shown = std::move(rows);
    endResetModel();
}

void MessageFilterProxyModel::startJob(const LogRowSnapshot &rows)
{
    m_jobFilter = m_filter;
    m_jobCompiled = std::make_shared<const CompiledLogFilter>(m_filter, rows);
    m_jobEnd = rows.count();
    // The worker reads only what it holds: the snapshot and the compiled filter.
    m_job.start(rows.count(), [rows, compiled = m_jobCompiled](LogJobControl *control) {
        return compiled->acceptedRows(rows, 0, rows.count(), {}, control);
    });
}

void MessageFilterProxyModel::finishJob()
{
    std::vector<int> accepted = m_job.takeResult();
    // Rows that arrived while the job ran, through the job's filter.
    const LogRowSnapshot rows = snapshot();
    m_shownFilter = m_jobFilter;
    m_compiled
        = m_jobCompiled->covers(rows) ? *m_jobCompiled : CompiledLogFilter(m_shownFilter, rows);
    m_jobCompiled.reset();
    const std::vector<int> later = m_compiled.acceptedRows(rows, m_jobEnd, rows.count(), {});
    accepted.insert(accepted.end(), later.begin(), later.end());
    show(unitedRows(accepted, sortedPins()), false);
    Q_EMIT filterApplied();
}

void MessageFilterProxyModel::cancel()
{
    if (!m_job.stop())
        return;
    m_filter = m_shownFilter; // what the rows show
    Q_EMIT filterCancelled();
}

void MessageFilterProxyModel::setFilter(const MessageLogFilter &filter)
{
    MessageLogFilter trimmed = filter;
    trimmed.text = filter.text.trimmed();
    trimmed.methodGlob = filter.methodGlob.trimmed();
    m_filter = trimmed;
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
    filter.methodGlob = glob;
    setFilter(filter);
}

void MessageFilterProxyModel::setServer(const QString &server)
{
    if (server == m_filter.server)
        return;
    MessageLogFilter filter = m_filter;
    filter.server = server;
    setFilter(filter);
}

void MessageFilterProxyModel::setConnections(const QList<int> &connections)
{
    if (connections == m_filter.connections)
        return;
    MessageLogFilter filter = m_filter;
    filter.connections = connections;
    setFilter(filter);
}

void MessageFilterProxyModel::setOnlyRows(std::shared_ptr<const std::vector<int>> rows)
{
    if (rows == m_filter.onlyRows)
        return;
    MessageLogFilter filter = m_filter;
    filter.onlyRows = std::move(rows);
    setFilter(filter);
}

void MessageFilterProxyModel::clearFilter()
{
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

void MessageFilterProxyModel::setPinned(int sourceRow, bool pinned)
{
    if (pinned == isPinned(sourceRow) || !sourceModel() || sourceRow < 0
        || sourceRow >= sourceModel()->rowCount())
        return;
    if (pinned)
        m_pinned.insert(sourceRow);
    else
        m_pinned.remove(sourceRow);
    const int shownAt = proxyRowOf(sourceRow);
    if (shownAt >= 0) {
        Q_EMIT dataChanged(index(shownAt, 0), index(shownAt, 0), {Qt::DecorationRole, PinnedRole});
    }
    if (m_all)
        return;
    // A pinned row appears where it belongs; an unpinned one goes if the filter hides it.
    const auto at = std::lower_bound(m_shown.begin(), m_shown.end(), sourceRow);
    const int position = int(at - m_shown.begin());
    if (pinned && shownAt < 0) {
        beginInsertRows({}, position, position);
        m_shown.insert(at, sourceRow);
        endInsertRows();
    } else if (!pinned && shownAt >= 0 && !m_compiled.accepts(snapshot(), sourceRow)) {
        beginRemoveRows({}, position, position);
        m_shown.erase(at);
        endRemoveRows();
    }
}

int MessageFilterProxyModel::proxyRowOf(int sourceRow) const
{
    if (sourceRow < 0)
        return -1;
    if (m_all)
        return sourceModel() && sourceRow < rowCount() ? sourceRow : -1;
    const auto at = std::lower_bound(m_shown.begin(), m_shown.end(), sourceRow);
    return at != m_shown.end() && *at == sourceRow ? int(at - m_shown.begin()) : -1;
}

int MessageFilterProxyModel::sourceRowOf(int proxyRow) const
{
    return m_all ? proxyRow : m_shown[size_t(proxyRow)];
}

QModelIndex MessageFilterProxyModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex MessageFilterProxyModel::parent(const QModelIndex &) const
{
    return {};
}

int MessageFilterProxyModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !sourceModel())
        return 0;
    return m_all ? m_allCount : int(m_shown.size());
}

int MessageFilterProxyModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !sourceModel() ? 0 : sourceModel()->columnCount();
}

QModelIndex MessageFilterProxyModel::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!proxyIndex.isValid() || !sourceModel() || proxyIndex.model() != this)
        return {};
    return sourceModel()->index(sourceRowOf(proxyIndex.row()), proxyIndex.column());
}

QModelIndex MessageFilterProxyModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!sourceIndex.isValid() || sourceIndex.model() != sourceModel())
        return {};
    const int row = proxyRowOf(sourceIndex.row());
    return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
}

QModelIndex MessageFilterProxyModel::sibling(int row, int column, const QModelIndex &) const
{
    return index(row, column);
}

bool MessageFilterProxyModel::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && rowCount() > 0;
}

QVariant
MessageFilterProxyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!sourceModel())
        return {};
    // The log model is core's and names its columns in English (the CLI's words); the window
    // shows them translated, in the order of MessageLogModel::Column.
    static const char *const titles[] = {
        //: The log's column of row numbers
        QT_TR_NOOP("No."),
        QT_TR_NOOP("Time"),
        //: The log's column of directions (sent or received), kept short
        QT_TR_NOOP("Dir"),
        QT_TR_NOOP("Method"),
        //: The log's column of JSON-RPC request ids
        QT_TR_NOOP("Id"),
        QT_TR_NOOP("Latency"),
        QT_TR_NOOP("Bytes"),
        QT_TR_NOOP("Summary"),
        QT_TR_NOOP("Server"),
    };
    static_assert(std::size(titles) == MessageLogModel::ColumnCount);
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section >= 0
        && section < int(std::size(titles)))
        return tr(titles[section]);
    // Columns are the log's; a row's header is its source row's.
    const int sourceSection = orientation == Qt::Horizontal || section < 0 || section >= rowCount()
                                  ? section
                                  : sourceRowOf(section);
    return sourceModel()->headerData(sourceSection, orientation, role);
}

QVariant MessageFilterProxyModel::data(const QModelIndex &index, int role) const
{
    if (role == PinnedRole)
        return index.isValid() && isPinned(mapToSource(index).row());
    if (role == Qt::DecorationRole && index.column() == 0 && index.isValid()
        && isPinned(mapToSource(index).row())) {
        // Drawn when a pin is first shown, and again after a theme switch.
        const QPalette palette = QGuiApplication::palette();
        if (m_pinIcon.isNull() || m_pinPalette != palette.cacheKey()) {
            m_pinIcon = makePinIcon(palette);
            m_pinPalette = palette.cacheKey();
        }
        return m_pinIcon;
    }
    // The pin is an icon: a screen reader is told in words.
    if (role == Qt::AccessibleTextRole && index.column() == 0 && index.isValid()
        && isPinned(mapToSource(index).row()))
        return tr("%1, pinned").arg(QAbstractProxyModel::data(index, Qt::DisplayRole).toString());
    return QAbstractProxyModel::data(index, role);
}
