// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The export dialog: every client format ClientConfigExporter writes, one server or all, to the
// clipboard or an owner-only file, secrets left as references the notes name.
#include "catalogtest.h"

#include <core/catalog/catalogfile.h>
#include <ui/catalog/catalogexportdialog.h>

#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QJsonObject>
#include <QPlainTextEdit>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace {

class CatalogExport : public CatalogTest
{
protected:
    void addServers()
    {
        ServerConfig local = demoConfig(u"local"_s);
        local.environment.append({u"API_TOKEN"_s, u"tok-secret-4711"_s, true});
        ServerConfig remote;
        remote.name = u"remote"_s;
        remote.url = QUrl(u"https://api.example.test/mcp"_s);
        remote.transport = ServerConfig::TransportKind::StreamableHttp;
        remote.headers.append({u"X-Api-Key"_s, u"key-secret-0815"_s, true});
        m_local = addThroughDock(local);
        addThroughDock(remote);
    }
    QString m_local;
};

TEST_F(CatalogExport, EveryFormatLeavesSecretsAsReferences)
{
    addServers();
    CatalogExportDialog dialog(*controller()->catalog());
    dialog.setEntry(m_local);
    dialog.setAllServers(true);
    auto *formats = UiTest::find<QComboBox>(&dialog, u"exportFormat"_s);
    ASSERT_EQ(formats->count(), ClientConfigFormats::exportable().size());
    for (ClientConfigFormat format : ClientConfigFormats::exportable()) {
        dialog.setFormat(format);
        const QString shown
            = UiTest::find<QPlainTextEdit>(&dialog, u"exportPreview"_s)->toPlainText();
        const QString id = ClientConfigFormats::id(format);
        EXPECT_TRUE(shown.contains(u"local"_s)) << qPrintable(id);
        EXPECT_FALSE(shown.contains(u"tok-secret-4711"_s)) << qPrintable(id);
        EXPECT_FALSE(shown.contains(u"key-secret-0815"_s)) << qPrintable(id);
        EXPECT_TRUE(dialog.notes().contains(u"local: the environment variable API_TOKEN"_s))
            << qPrintable(dialog.notes());
        if (shown.contains(u"remote"_s)) // Claude Desktop's file takes no remote server
            EXPECT_TRUE(dialog.notes().contains(u"remote: the header X-Api-Key"_s))
                << qPrintable(dialog.notes());
    }
}

TEST_F(CatalogExport, OneServerToTheClipboardAndAFile)
{
    addServers();
    CatalogExportDialog dialog(*controller()->catalog());
    dialog.setEntry(m_local);
    dialog.setFormat(ClientConfigFormat::ClaudeDesktop);
    const QByteArray text = dialog.snippet().text;
    EXPECT_TRUE(text.contains("\"local\""));
    EXPECT_FALSE(text.contains("\"remote\"")) << "only the chosen server";
    QTest::mouseClick(UiTest::find<QPushButton>(&dialog, u"exportCopy"_s), Qt::LeftButton);
    EXPECT_EQ(QGuiApplication::clipboard()->text(), QString::fromUtf8(text));

    const QString path = m_dir.filePath(u"export/claude_desktop_config.json"_s);
    ASSERT_TRUE(dialog.saveTo(path));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), text);
    EXPECT_EQ(file.permissions() & (QFile::ReadGroup | QFile::ReadOther), 0);
    EXPECT_TRUE(UiTest::labelText(&dialog, u"exportResult"_s).contains(u"Saved"_s));
    EXPECT_FALSE(dialog.saveTo(m_dir.filePath(u"export/claude_desktop_config.json/x"_s)));
}

TEST_F(CatalogExport, McpScopeFormatCarriesTheSavedCalls)
{
    addServers();
    QString error;
    const QString call = controller()->catalog()->addSavedCall(
        m_local,
        SavedCall::make(u"greet"_s,
                        SavedCall::Kind::Tool,
                        u"echo"_s,
                        QJsonObject{{u"message"_s, u"hello from the catalog"_s}}),
        &error);
    ASSERT_FALSE(call.isEmpty()) << qPrintable(error);
    CatalogExportDialog dialog(*controller()->catalog());
    dialog.setEntry(m_local);
    dialog.setFormat(ClientConfigFormat::McpScope);
    const QByteArray text = dialog.snippet().text;
    EXPECT_TRUE(text.contains("hello from the catalog")) << text.constData();
    EXPECT_FALSE(text.contains("tok-secret-4711"));
    const CatalogFile::Parsed back = CatalogFile::parse(text, u"export.json"_s);
    ASSERT_EQ(back.entries.size(), 1) << qPrintable(back.error);
    ASSERT_EQ(back.entries.first().savedCalls.size(), 1);
    EXPECT_EQ(back.entries.first().savedCalls.first().name, u"greet"_s);
    dialog.setFormat(ClientConfigFormat::ClaudeDesktop);
    EXPECT_FALSE(dialog.snippet().text.contains("hello from the catalog"))
        << "other clients take the servers only";
}

} // namespace
