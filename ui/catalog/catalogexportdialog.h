// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/catalog/clientconfigexporter.h>

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class ServerCatalog;

// File › Export Servers… and an entry's Export…: one server or all of them as a snippet for
// any client ClientConfigExporter writes, shown before it leaves, copied to the clipboard or
// saved to a file (PrivateFiles: owner-only, replaced atomically). Secret values never leave:
// the snippet holds references (${NAME}, ${input:…}) and the notes under it say which ones to
// fill in and what a client cannot take.
class CatalogExportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit CatalogExportDialog(const ServerCatalog &catalog, QWidget *parent = nullptr);

    // The entry offered as "this server" (empty: all servers only).
    void setEntry(const QString &id);
    void setFormat(ClientConfigFormat format);
    void setAllServers(bool all);

    const ClientConfigSnippet &snippet() const { return m_snippet; }
    QString notes() const;
    void copyToClipboard();
    void saveAs();
    // False (and the reason in the dialog) when the file cannot be written.
    bool saveTo(const QString &path);

private:
    void update();

    const ServerCatalog &m_catalog;
    QString m_entryId;
    ClientConfigSnippet m_snippet;
    QComboBox *m_format;
    QComboBox *m_scope;
    QPlainTextEdit *m_preview;
    QLabel *m_notes;
    QLabel *m_result;
};
