// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "catalogmodel.h"

#include "displaytext.h"
#include "palettecolors.h"
#include "widgets/servertext.h"

#include <core/catalog/servercatalog.h>

#include <QApplication>
#include <QCoreApplication>
#include <QLocale>
#include <QMimeData>

using namespace Qt::StringLiterals;

namespace {

QStringList catalogIds(const ServerCatalog &catalog)
{
    QStringList ids;
    for (const CatalogEntry &entry : catalog.entries())
        ids << entry.id;
    return ids;
}

QString statusWords(LastResult::Status status)
{
    switch (status) {
    case LastResult::Status::Ok:
        return QCoreApplication::translate("CatalogModel", "ok");
    case LastResult::Status::Failed:
        return QCoreApplication::translate("CatalogModel", "failed");
    case LastResult::Status::NeedsLogin:
        return QCoreApplication::translate("CatalogModel", "needs login");
    case LastResult::Status::Unknown:
        break;
    }
    return QCoreApplication::translate("CatalogModel", "never connected");
}

// What the entry runs or connects to, for the name's tooltip.
QString targetText(const ServerConfig &config)
{
    return config.transport == ServerConfig::TransportKind::Stdio ? config.displayCommand()
                                                                  : config.url.toString();
}

} // namespace

CatalogModel::CatalogModel(ServerCatalog &catalog, QObject *parent)
    : QAbstractTableModel(parent)
    , m_catalog(catalog)
    , m_ids(catalogIds(catalog))
{}

QModelIndex CatalogModel::indexOf(const QString &id, int column) const
{
    const qsizetype row = m_ids.indexOf(id);
    return row < 0 ? QModelIndex() : index(int(row), column);
}

void CatalogModel::reload()
{
    beginResetModel();
    m_ids = catalogIds(m_catalog);
    endResetModel();
}

QString CatalogModel::resultText(const LastResult &result)
{
    if (result.status == LastResult::Status::Unknown || !result.when.isValid())
        return statusWords(result.status);
    const QDateTime local = result.when.toLocalTime();
    const QString when = local.date() == QDate::currentDate()
                             ? QLocale().toString(local.time(), QLocale::ShortFormat)
                             : QLocale().toString(local, QLocale::ShortFormat);
    return tr("%1, %2").arg(statusWords(result.status), when);
}

bool CatalogModel::save()
{
    QString error;
    if (!m_catalog.save(&error)) {
        Q_EMIT problem(tr("The change was made but not saved: %1").arg(error));
        return false;
    }
    Q_EMIT saved();
    return true;
}

bool CatalogModel::refused(bool ok, const QString &error)
{
    if (!ok)
        Q_EMIT problem(error);
    return !ok;
}

void CatalogModel::changedRow(const QString &id)
{
    const QModelIndex first = indexOf(id, 0);
    if (first.isValid())
        Q_EMIT dataChanged(first, index(first.row(), ColumnCount - 1));
}

QString CatalogModel::add(const ServerConfig &config)
{
    QString error;
    const QString id = m_catalog.add(config, &error);
    if (refused(!id.isEmpty(), error))
        return {};
    const int row = int(m_ids.size());
    beginInsertRows({}, row, row);
    m_ids.append(id);
    endInsertRows();
    save();
    return id;
}

bool CatalogModel::update(const QString &id, const ServerConfig &config)
{
    QString error;
    if (refused(m_catalog.update(id, config, &error), error))
        return false;
    changedRow(id);
    save();
    return true;
}

QString CatalogModel::duplicate(const QString &id)
{
    QString error;
    const QString copy = m_catalog.duplicate(id, &error);
    if (refused(!copy.isEmpty(), error))
        return {};
    const int row = m_catalog.indexOf(copy);
    beginInsertRows({}, row, row);
    m_ids.insert(row, copy);
    endInsertRows();
    save();
    return copy;
}

bool CatalogModel::rename(const QString &id, const QString &name)
{
    QString error;
    if (refused(m_catalog.rename(id, name, &error), error))
        return false;
    changedRow(id);
    save();
    return true;
}

bool CatalogModel::remove(const QString &id)
{
    const int row = int(m_ids.indexOf(id));
    QString error;
    if (refused(row >= 0 && m_catalog.remove(id, &error), error))
        return false;
    beginRemoveRows({}, row, row);
    m_ids.removeAt(row);
    endRemoveRows();
    save();
    return true;
}

bool CatalogModel::move(const QString &id, int index)
{
    const int from = int(m_ids.indexOf(id));
    QString error;
    if (refused(from >= 0 && m_catalog.move(id, index, &error), error))
        return false;
    if (from == index)
        return true;
    // Qt's destination is the row before which the moved row lands, counted before the move.
    beginMoveRows({}, from, from, {}, index > from ? index + 1 : index);
    m_ids.move(from, index);
    endMoveRows();
    save();
    return true;
}

void CatalogModel::setLastResult(const QString &id, const LastResult &result)
{
    if (!m_catalog.find(id))
        return; // removed while it was connecting
    m_catalog.setLastResult(id, result);
    changedRow(id);
    save();
}

int CatalogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_ids.size());
}

int CatalogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CatalogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const CatalogEntry *entry = m_catalog.find(m_ids.at(index.row()));
    if (!entry)
        return {};
    if (role == IdRole)
        return entry->id;
    if (role == StatusRole)
        return int(entry->lastResult.status);
    const ServerConfig &config = entry->config;
    switch (index.column()) {
    case NameColumn:
        if (role == Qt::DisplayRole)
            return ServerText::line(config.name, DisplayText::kCellLimit);
        if (role == Qt::EditRole)
            return config.name;
        if (role == Qt::ToolTipRole) // plain: the view shows it through ServerText::toolTip
            return DisplayText::capped(targetText(config), ServerText::kToolTipLimit);
        break;
    case TransportColumn:
        if (role == Qt::DisplayRole)
            return ServerConfig::transportName(config.transport);
        break;
    case EraColumn:
        if (role == Qt::DisplayRole)
            return ServerConfig::eraName(config.era);
        break;
    case ResultColumn:
        if (role == Qt::DisplayRole)
            return resultText(entry->lastResult);
        if (role == Qt::ToolTipRole && !entry->lastResult.message.isEmpty())
            return DisplayText::capped(entry->lastResult.message, ServerText::kToolTipLimit);
        if (role == Qt::ForegroundRole) {
            const QPalette palette = QApplication::palette();
            switch (entry->lastResult.status) {
            case LastResult::Status::Ok:
                return PaletteColors::text(palette, PaletteColors::Tone::Success);
            case LastResult::Status::Failed:
                return PaletteColors::text(palette, PaletteColors::Tone::Error);
            case LastResult::Status::NeedsLogin:
                return PaletteColors::text(palette, PaletteColors::Tone::Warning);
            case LastResult::Status::Unknown:
                return PaletteColors::text(palette, PaletteColors::Tone::Neutral);
            }
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant CatalogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case TransportColumn:
        return tr("Transport");
    case EraColumn:
        return tr("Era");
    case ResultColumn:
        return tr("Last result");
    default:
        return {};
    }
}

Qt::ItemFlags CatalogModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == NameColumn)
        flags |= Qt::ItemIsEditable;
    // Rows are dragged to reorder and dropped between rows (on the root), never onto one.
    flags |= index.isValid() ? Qt::ItemIsDragEnabled : Qt::ItemIsDropEnabled;
    return flags;
}

Qt::DropActions CatalogModel::supportedDropActions() const
{
    return Qt::MoveAction;
}

QStringList CatalogModel::mimeTypes() const
{
    return {kEntryMimeType};
}

QMimeData *CatalogModel::mimeData(const QModelIndexList &indexes) const
{
    if (indexes.isEmpty() || !indexes.first().isValid())
        return nullptr;
    auto *data = new QMimeData;
    data->setData(kEntryMimeType, idAt(indexes.first().row()).toUtf8());
    return data;
}

bool CatalogModel::canDropMimeData(
    const QMimeData *data, Qt::DropAction action, int, int, const QModelIndex &) const
{
    return action == Qt::MoveAction && data
           && m_ids.contains(QString::fromUtf8(data->data(kEntryMimeType)));
}

bool CatalogModel::dropMimeData(
    const QMimeData *data, Qt::DropAction action, int row, int column, const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    const QString id = QString::fromUtf8(data->data(kEntryMimeType));
    // row: the row the entry lands before (-1 on an item: before that item; on the empty area
    // below the rows: the end), counted while the entry is still in its old place.
    int before = row >= 0 ? row : (parent.isValid() ? parent.row() : rowCount());
    const int from = int(m_ids.indexOf(id));
    const int to = std::clamp(before > from ? before - 1 : before, 0, rowCount() - 1);
    move(id, to);
    // The move is done. False keeps the view from doing the second half of a MoveAction
    // (removing the dragged row), which would otherwise be this model's job.
    return false;
}

bool CatalogModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || index.column() != NameColumn
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const QString id = m_ids.at(index.row());
    const CatalogEntry *entry = m_catalog.find(id);
    if (entry && entry->name() == value.toString())
        return true; // editing ended without a change
    return rename(id, value.toString().trimmed());
}
