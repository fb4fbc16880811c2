// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "catalogexportdialog.h"

#include "widgets/servertext.h"

#include <core/catalog/catalogfile.h>
#include <core/catalog/servercatalog.h>
#include <core/platform/privatefiles.h>

#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

CatalogExportDialog::CatalogExportDialog(const ServerCatalog &catalog, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_format(new QComboBox(this))
    , m_scope(new QComboBox(this))
    , m_preview(new QPlainTextEdit(this))
    , m_notes(ServerText::label(u"exportNotes"_s, this))
    , m_result(ServerText::label(u"exportResult"_s, this))
{
    setObjectName(u"catalogExportDialog"_s);
    setWindowTitle(tr("Export Servers"));
    m_format->setObjectName(u"exportFormat"_s);
    for (ClientConfigFormat format : ClientConfigFormats::exportable())
        m_format->addItem(ClientConfigFormats::displayName(format), int(format));
    m_scope->setObjectName(u"exportScope"_s);
    m_preview->setObjectName(u"exportPreview"_s);
    m_preview->setReadOnly(true);
    m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
    auto *copy = new QPushButton(tr("&Copy"), this);
    copy->setObjectName(u"exportCopy"_s);
    auto *save = new QPushButton(tr("&Save As…"), this);
    save->setObjectName(u"exportSave"_s);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(copy, QDialogButtonBox::ActionRole);
    buttons->addButton(save, QDialogButtonBox::ActionRole);
    auto *form = new QFormLayout;
    form->addRow(tr("&Client:"), m_format);
    form->addRow(tr("&Servers:"), m_scope);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_notes);
    layout->addWidget(m_result);
    layout->addWidget(buttons);
    m_result->hide();
    connect(m_format, &QComboBox::currentIndexChanged, this, &CatalogExportDialog::update);
    connect(m_scope, &QComboBox::currentIndexChanged, this, &CatalogExportDialog::update);
    connect(copy, &QPushButton::clicked, this, &CatalogExportDialog::copyToClipboard);
    connect(save, &QPushButton::clicked, this, &CatalogExportDialog::saveAs);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(640, 520);
    setEntry({});
}

void CatalogExportDialog::setEntry(const QString &id)
{
    const CatalogEntry *entry = m_catalog.find(id);
    m_entryId = entry ? id : QString();
    const QSignalBlocker blocker(m_scope);
    m_scope->clear();
    if (entry)
        m_scope->addItem(tr("Only \"%1\"").arg(ServerText::line(entry->name(), 80)));
    m_scope->addItem(tr("All servers in the catalog (%n)", nullptr, int(m_catalog.size())));
    m_scope->setCurrentIndex(0);
    update();
}

void CatalogExportDialog::setFormat(ClientConfigFormat format)
{
    m_format->setCurrentIndex(m_format->findData(int(format)));
}

void CatalogExportDialog::setAllServers(bool all)
{
    m_scope->setCurrentIndex(all ? m_scope->count() - 1 : 0);
}

void CatalogExportDialog::update()
{
    QList<ServerConfig> servers;
    QList<CatalogEntry> entries;
    const bool one = !m_entryId.isEmpty() && m_scope->currentIndex() == 0;
    for (const CatalogEntry &entry : m_catalog.entries()) {
        if (!one || entry.id == m_entryId) {
            servers << entry.config;
            entries << entry;
        }
    }
    const auto format = ClientConfigFormat(m_format->currentData().toInt());
    m_snippet = ClientConfigExporter::write(format, servers);
    // mcpscope's own format is the workspace: the servers with their saved calls.
    if (format == ClientConfigFormat::McpScope)
        m_snippet.text = CatalogFile::exportWorkspace(entries);
    m_preview->setPlainText(QString::fromUtf8(m_snippet.text));
    // Which secrets became references, named the way the person knows them; then what the
    // exporter says about the client (servers it cannot take, how references are filled).
    QStringList secrets;
    for (const ServerConfig &server : servers) {
        const QString name = ServerText::line(server.name, 80);
        for (const ServerConfig::EnvironmentVariable &variable : server.environment) {
            if (variable.secret)
                secrets << tr("%1: the environment variable %2")
                               .arg(name, ServerText::line(variable.name, 80));
        }
        for (const ServerConfig::Header &header : server.headers) {
            if (header.secret)
                secrets << tr("%1: the header %2 (as %3)")
                               .arg(name,
                                    ServerText::line(header.name, 80),
                                    ClientConfigExporter::referenceName(header.name));
        }
        if (!server.bearerToken.isEmpty())
            secrets << tr("%1: the bearer token").arg(name);
    }
    QString text = secrets.isEmpty()
                       ? tr("No secrets in these servers.")
                       : tr("Secret values are not exported; these are left as references:")
                             + u"\n• "_s + secrets.join(u"\n• "_s);
    if (!m_snippet.notes.isEmpty())
        text += u"\n"_s + tr("Notes:") + u"\n• "_s + m_snippet.notes.join(u"\n• "_s);
    ServerText::setText(m_notes, text);
    m_result->hide();
}

QString CatalogExportDialog::notes() const
{
    return m_notes->text();
}

void CatalogExportDialog::copyToClipboard()
{
    QGuiApplication::clipboard()->setText(QString::fromUtf8(m_snippet.text));
    ServerText::setText(m_result, tr("Copied to the clipboard."));
    m_result->show();
}

void CatalogExportDialog::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(
        this,
        tr("Export Servers"),
        QDir::home().filePath(
            ClientConfigFormats::id(ClientConfigFormat(m_format->currentData().toInt()))
            + u".json"_s),
        tr("JSON files (*.json);;All files (*)"));
    if (!path.isEmpty())
        saveTo(path);
}

bool CatalogExportDialog::saveTo(const QString &path)
{
    QString error;
    const bool ok = PrivateFiles::writeAtomically(path, m_snippet.text, &error);
    ServerText::setText(m_result,
                        ok ? tr("Saved to %1.").arg(QDir::toNativeSeparators(path)) : error);
    m_result->show();
    return ok;
}
