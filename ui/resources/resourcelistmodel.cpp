// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "resourcelistmodel.h"

#include "displaytext.h"
#include "palettecolors.h"
#include "widgets/mcpicons.h"
#include "widgets/servertext.h"

#include <QDateTime>
#include <QFont>
#include <QGuiApplication>

using namespace Qt::StringLiterals;

ResourceListModel::ResourceListModel(Kind kind, QObject *parent)
    : QAbstractTableModel(parent)
    , m_kind(kind)
{}

void ResourceListModel::setEntries(const QJsonArray &entries)
{
    beginResetModel();
    m_icons.clear();
    m_entries.clear();
    for (const QJsonValue &entry : entries)
        m_entries.push_back(entry.toObject());
    endResetModel();
}

void ResourceListModel::appendEntries(const QJsonArray &entries)
{
    if (entries.isEmpty())
        return;
    const int first = int(m_entries.size());
    beginInsertRows({}, first, first + int(entries.size()) - 1);
    for (const QJsonValue &entry : entries)
        m_entries.push_back(entry.toObject());
    endInsertRows();
}

void ResourceListModel::clear()
{
    if (m_entries.empty())
        return;
    beginResetModel();
    m_icons.clear();
    m_entries.clear();
    endResetModel();
}

QString ResourceListModel::uriAt(int row) const
{
    const auto key = m_kind == Kind::Resources ? "uri"_L1 : "uriTemplate"_L1;
    return m_entries.at(size_t(row)).value(key).toString();
}

int ResourceListModel::rowOfUri(const QString &uri) const
{
    for (int row = 0; row < int(m_entries.size()); ++row) {
        if (uriAt(row) == uri)
            return row;
    }
    return -1;
}

void ResourceListModel::setSubscribed(const QString &uri, bool subscribed)
{
    if (subscribed == m_subscribed.contains(uri))
        return;
    if (subscribed)
        m_subscribed.insert(uri);
    else
        m_subscribed.remove(uri);
    rowChanged(uri);
}

void ResourceListModel::setUpdated(const QString &uri, bool updated)
{
    if (updated == m_updated.contains(uri))
        return;
    if (updated)
        m_updated.insert(uri);
    else
        m_updated.remove(uri);
    rowChanged(uri);
}

void ResourceListModel::clearMarks()
{
    m_subscribed.clear();
    m_updated.clear();
    if (!m_entries.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void ResourceListModel::rowChanged(const QString &uri)
{
    const int row = rowOfUri(uri);
    if (row >= 0)
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int ResourceListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int ResourceListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ResourceListModel::annotationText(const QJsonObject &annotations)
{
    QStringList parts;
    QStringList audience;
    for (const QJsonValue &who : annotations.value("audience"_L1).toArray())
        audience << who.toString();
    if (!audience.isEmpty())
        parts << tr("audience: %1").arg(audience.join(u", "_s));
    if (annotations.value("priority"_L1).isDouble())
        parts << tr("priority %1").arg(annotations.value("priority"_L1).toDouble());
    const QString modified = annotations.value("lastModified"_L1).toString();
    if (!modified.isEmpty()) {
        const QDateTime when = QDateTime::fromString(modified, Qt::ISODateWithMs);
        parts << tr("modified %1")
                     .arg(when.isValid() ? when.toLocalTime().toString(u"yyyy-MM-dd HH:mm"_s)
                                         : DisplayText::capped(modified, 40));
    }
    return parts.join(u" · "_s);
}

QString ResourceListModel::describe(const QJsonObject &entry)
{
    const auto uriKey = entry.contains("uriTemplate"_L1) ? "uriTemplate"_L1 : "uri"_L1;
    QStringList lines{entry.value(uriKey).toString()};
    const QString description = entry.value("description"_L1).toString();
    if (!description.isEmpty())
        lines << DisplayText::capped(description, 2000);
    QStringList facts;
    if (entry.contains("mimeType"_L1))
        facts << entry.value("mimeType"_L1).toString();
    if (entry.value("size"_L1).isDouble())
        facts << DisplayText::formatSize(qint64(entry.value("size"_L1).toDouble()));
    const QString annotations = annotationText(entry.value("annotations"_L1).toObject());
    if (!annotations.isEmpty())
        facts << annotations;
    if (!facts.isEmpty())
        lines << facts.join(u" · "_s);
    return lines.join(u'\n');
}

QString ResourceListModel::titleOf(const QJsonObject &entry)
{
    const QString title = entry.value("title"_L1).toString();
    const QString name = entry.value("name"_L1).toString();
    return title.isEmpty() || title == name ? name : u"%1 — %2"_s.arg(name, title);
}

QVariant ResourceListModel::displayData(const QJsonObject &entry, int column) const
{
    switch (Column(column)) {
    case NameColumn: {
        const QString title = entry.value("title"_L1).toString();
        const QString name = entry.value("name"_L1).toString();
        return DisplayText::capped(title.isEmpty() ? name : title, DisplayText::kCellLimit);
    }
    case UriColumn:
        return DisplayText::capped(
            entry.value(m_kind == Kind::Resources ? "uri"_L1 : "uriTemplate"_L1).toString(),
            DisplayText::kCellLimit);
    case MimeTypeColumn:
        return entry.value("mimeType"_L1).toString();
    case SizeColumn:
        return entry.value("size"_L1).isDouble()
                   ? DisplayText::formatSize(qint64(entry.value("size"_L1).toDouble()))
                   : QString();
    case AnnotationsColumn:
        return annotationText(entry.value("annotations"_L1).toObject());
    case ColumnCount:
        break;
    }
    return {};
}

QString ResourceListModel::toolTip(const QJsonObject &entry) const
{
    // Rich on purpose; every piece the server sent goes through ServerText::html().
    QString tip = u"<qt><b>%1</b>"_s.arg(ServerText::html(entry.value("name"_L1).toString(), 200));
    const QString description = entry.value("description"_L1).toString();
    if (!description.isEmpty())
        tip += u"<p>%1</p>"_s.arg(ServerText::html(description, 1500));
    return tip + u"</qt>"_s;
}

QVariant ResourceListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const QJsonObject &entry = m_entries[size_t(index.row())];
    const QString uri = uriAt(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayData(entry, index.column());
    case Qt::DecorationRole:
        if (index.column() == NameColumn)
            return m_icons.icon(size_t(index.row()), entry);
        return {};
    case Qt::ToolTipRole:
        return toolTip(entry);
    case Qt::FontRole:
        if (m_updated.contains(uri) && index.column() == NameColumn) {
            QFont font = QGuiApplication::font();
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::BackgroundRole:
        if (m_updated.contains(uri))
            return PaletteColors::background(QGuiApplication::palette(),
                                             PaletteColors::Tone::Warning);
        return {};
    case EntryRole:
        return entry;
    case UriRole:
        return uri;
    case SubscribedRole:
        return m_subscribed.contains(uri);
    case UpdatedRole:
        return m_updated.contains(uri);
    case SearchTextRole:
        return QString(entry.value("name"_L1).toString() + u' ' + entry.value("title"_L1).toString()
                       + u' ' + uri + u' ' + entry.value("description"_L1).toString());
    }
    return {};
}

QVariant ResourceListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case NameColumn:
        return tr("Name");
    case UriColumn:
        return m_kind == Kind::Resources ? tr("URI") : tr("URI template");
    case MimeTypeColumn:
        return tr("MIME type");
    case SizeColumn:
        return tr("Size");
    case AnnotationsColumn:
        return tr("Annotations");
    case ColumnCount:
        break;
    }
    return {};
}
