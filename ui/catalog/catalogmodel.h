// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/catalog/catalogentry.h>

#include <QAbstractTableModel>
#include <QStringList>

class ServerCatalog;

// The catalog sidebar's rows: one per server, in the user's order, with its name (editable:
// rename in place), transport, era and last result. Every change goes through here so that
// it is both announced to the views and saved at once (ServerCatalog::save); a refused change
// or a failed save is reported by problem(), never dropped. Names and messages come from
// files the user imported: they are shown as plain, capped, visible-control text.
class CatalogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, TransportColumn, EraColumn, ResultColumn, ColumnCount };
    enum Role {
        IdRole = Qt::UserRole + 1, // the entry's stable id
        StatusRole,                // LastResult::Status as an int
    };

    explicit CatalogModel(ServerCatalog &catalog, QObject *parent = nullptr);

    const ServerCatalog &catalog() const { return m_catalog; }
    QString idAt(int row) const { return m_ids.value(row); }
    QModelIndex indexOf(const QString &id, int column = NameColumn) const;
    // Reads the catalog again after it was loaded (or changed behind the model's back).
    void reload();

    // Each returns the new id / true on success; otherwise problem() says why.
    QString add(const ServerConfig &config);
    bool update(const QString &id, const ServerConfig &config);
    QString duplicate(const QString &id);
    bool rename(const QString &id, const QString &name);
    bool remove(const QString &id);
    bool move(const QString &id, int index);
    void setLastResult(const QString &id, const LastResult &result);

    // "ok, 14:02", "needs login, 3 Mar 2026 09:15"; "never connected" for Unknown.
    static QString resultText(const LastResult &result);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    // Drag and drop within the view reorders (move()); the data is the entry's id.
    static constexpr QLatin1StringView kEntryMimeType{"application/x-mcpscope-catalog-entry"};
    Qt::DropActions supportedDropActions() const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool canDropMimeData(const QMimeData *data,
                         Qt::DropAction action,
                         int row,
                         int column,
                         const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data,
                      Qt::DropAction action,
                      int row,
                      int column,
                      const QModelIndex &parent) override;

Q_SIGNALS:
    // A change was refused, or made but not saved: one sentence for the dock.
    void problem(const QString &message);
    // The catalog was saved after a change.
    void saved();

private:
    bool save();
    void changedRow(const QString &id);
    bool refused(bool ok, const QString &error);

    ServerCatalog &m_catalog;
    QStringList m_ids; // the rows as the views know them (the catalog changes first)
};
