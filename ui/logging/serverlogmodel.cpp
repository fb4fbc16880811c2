// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverlogmodel.h"

#include "displaytext.h"
#include "palettecolors.h"
#include "widgets/servertext.h"

#include <core/mcp/mcplogging.h>

#include <QGuiApplication>
#include <QJsonObject>

#include <iterator>
#include <optional>

using namespace Qt::StringLiterals;

ServerLogModel::ServerLogModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int ServerLogModel::severityOf(const QString &level)
{
    return Mcp::Logging::severity(level);
}

void ServerLogModel::append(const QJsonObject &params, const QDateTime &received)
{
    if (int(m_entries.size()) >= m_maxRows) {
        beginRemoveRows({}, 0, 0);
        m_entries.pop_front();
        endRemoveRows();
    }
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.push_back({received,
                         params.value("level"_L1).toString(),
                         params.value("logger"_L1).toString(),
                         params.value("data"_L1)});
    endInsertRows();
}

void ServerLogModel::clear()
{
    if (m_entries.empty())
        return;
    beginResetModel();
    m_entries.clear();
    endResetModel();
}

int ServerLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int ServerLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ServerLogModel::dataText(const Entry &entry) const
{
    // MCP: data is any JSON; a string is shown as the text it is.
    if (entry.data.isString())
        return DisplayText::firstLine(entry.data.toString(), 2000);
    return DisplayText::capped(DisplayText::compactJson(entry.data), 2000);
}

// The colour of a level, in the order of Mcp::Logging::levels() (RFC 5424, least severe first);
// an unknown level is drawn as plain text.
static std::optional<PaletteColors::Role> severityColor(int severity)
{
    using R = PaletteColors::Role;
    static constexpr R colors[] = {R::SeverityDebug,
                                   R::SeverityInfo,
                                   R::SeverityNotice,
                                   R::SeverityWarning,
                                   R::SeverityError,
                                   R::SeverityCritical,
                                   R::SeverityAlert,
                                   R::SeverityEmergency};
    if (severity < 0 || severity >= int(std::size(colors)))
        return std::nullopt;
    return colors[severity];
}

QVariant ServerLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Entry &entry = m_entries[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case TimeColumn:
            return entry.received.toString(u"HH:mm:ss.zzz"_s);
        case LevelColumn:
            return entry.level.isEmpty() ? tr("(none)") : entry.level;
        case LoggerColumn:
            return entry.logger;
        case DataColumn:
            return dataText(entry);
        case ColumnCount:
            break;
        }
        return {};
    case Qt::ForegroundRole:
        if (index.column() == LevelColumn) {
            // Info is the text colour itself: left to the view, like an unknown level.
            const auto color = severityColor(severityOf(entry.level));
            if (color && *color != PaletteColors::Role::SeverityInfo)
                return PaletteColors::color(QGuiApplication::palette(), *color);
        }
        return {};
    case Qt::BackgroundRole:
        if (severityOf(entry.level) >= Mcp::Logging::levels().indexOf(u"error"_s))
            return PaletteColors::background(QGuiApplication::palette(),
                                             PaletteColors::Tone::Error);
        return {};
    case Qt::ToolTipRole:
        if (index.column() == DataColumn)
            return ServerText::toolTip(DisplayText::prettyJson(entry.data), 4000);
        return {};
    case SeverityRole:
        return severityOf(entry.level);
    case DataRole:
        return QVariant::fromValue(entry.data);
    case SearchTextRole:
        return QString(entry.level + u' ' + entry.logger + u' ' + dataText(entry));
    }
    return {};
}

QVariant ServerLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case TimeColumn:
        return tr("Time");
    case LevelColumn:
        return tr("Level");
    case LoggerColumn:
        return tr("Logger");
    case DataColumn:
        return tr("Data");
    case ColumnCount:
        break;
    }
    return {};
}
