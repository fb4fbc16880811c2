// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <ui/widgets/mcpicons.h>

#include <QAbstractTableModel>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <vector>

// The resources (or resource templates) a server listed, one row each, in its order, every
// entry kept exactly as received. Columns: name (title when given, with the entry's icon), URI
// (or URI template), MIME type, size, annotations in words. Rows can be marked subscribed and
// "updated" (notifications/resources/updated arrived since it was last read), which shows as
// a highlighted row. Pages are appended (appendEntries) as they arrive. GUI thread.
class ResourceListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum class Kind { Resources, Templates };
    enum Column {
        NameColumn,
        UriColumn,
        MimeTypeColumn,
        SizeColumn,
        AnnotationsColumn,
        ColumnCount
    };
    enum Role {
        EntryRole = Qt::UserRole + 1, // the whole entry (QJsonObject)
        UriRole,                      // uri, or uriTemplate for templates
        SubscribedRole,
        UpdatedRole,
        SearchTextRole
    };

    explicit ResourceListModel(Kind kind, QObject *parent = nullptr);

    Kind kind() const { return m_kind; }
    void setEntries(const QJsonArray &entries);
    void appendEntries(const QJsonArray &entries);
    void clear();
    QJsonObject entry(int row) const { return m_entries.at(size_t(row)); }
    QString uriAt(int row) const;
    int rowOfUri(const QString &uri) const; // -1 when absent
    // Marks survive setEntries(): they belong to the URI, not to the row.
    void setSubscribed(const QString &uri, bool subscribed);
    bool isSubscribed(const QString &uri) const { return m_subscribed.contains(uri); }
    void setUpdated(const QString &uri, bool updated);
    bool isUpdated(const QString &uri) const { return m_updated.contains(uri); }
    void clearMarks();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // "audience: user, assistant · priority 0.8 · modified 2025-01-12 15:00"
    static QString annotationText(const QJsonObject &annotations);
    // "name — title" (or the name alone) for a heading.
    static QString titleOf(const QJsonObject &entry);
    // The URI (or template), description, and MIME type, size and annotations, one per line.
    static QString describe(const QJsonObject &entry);

private:
    QVariant displayData(const QJsonObject &entry, int column) const;
    QString toolTip(const QJsonObject &entry) const;
    void rowChanged(const QString &uri);

    Kind m_kind;
    std::vector<QJsonObject> m_entries;
    QSet<QString> m_subscribed;
    QSet<QString> m_updated;
    McpIcons::RowCache m_icons; // decoded once per row, not on every paint
};
