// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The import dialog on the importer's fixture files of several clients: what each server will
// run (never an environment value), duplicates of catalog entries flagged (same name: renamed;
// same command: unchecked), VS Code's ${input:…} asked once and its password kept in the
// secret store, not in servers.json, files that cannot be read named, hostile names shown as
// visible plain text, and the checked servers imported into the catalog.
#include "catalogtest.h"

#include <core/catalog/catalogfile.h>
#include <ui/catalog/catalogimportdialog.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonObject>
#include <QListWidget>
#include <QPushButton>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(MCPSCOPE_TEST_DATA_DIR) + u"/client-configs/"_s + name;
}

QTreeWidgetItem *rowNamed(QTreeWidget *table, const QString &name)
{
    for (int i = 0; i < table->topLevelItemCount(); ++i) {
        if (table->topLevelItem(i)->text(CatalogImportDialog::NameColumn) == name)
            return table->topLevelItem(i);
    }
    return nullptr;
}

class CatalogImport : public CatalogTest
{
protected:
    ConfigImportContext context()
    {
        ConfigImportContext context;
        context.homeDir = u"/home/ada"_s;
        context.workspaceFolder = u"/home/ada/src/shop"_s;
        context.environment
            = [](const QString &) -> std::optional<QString> { return std::nullopt; };
        context.ask = [this](const ConfigImportContext::Input &input) -> std::optional<QString> {
            m_asked << input.id;
            return u"pg-pa55-word"_s;
        };
        return context;
    }
    // Puts fixture files where each client keeps them in this test's home folder (its own
    // HOME, prepareTestProcess), with ~/.config as the XDG config folder, as on a desktop.
    void placeInHome()
    {
        const QString home = QDir::homePath();
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(home + u"/.config"_s));
        const QList<std::pair<QString, QString>> files{
            {u"claude-desktop/claude_desktop_config.json"_s,
             u".config/Claude/claude_desktop_config.json"_s},
            {u"windsurf/mcp_config.json"_s, u".codeium/windsurf/mcp_config.json"_s},
            {u"vscode-settings/settings.json"_s, u".config/Code/User/settings.json"_s}};
        for (const auto &[from, to] : files) {
            const QString target = QDir(home).filePath(to);
            ASSERT_TRUE(QDir().mkpath(QFileInfo(target).path()));
            ASSERT_TRUE(QFile::copy(fixture(from), target)) << qPrintable(target);
        }
    }
    QStringList m_asked;
};

TEST_F(CatalogImport, ShowsWhatEachServerRunsAndFlagsDuplicates)
{
    ServerConfig filesystem = demoConfig(u"filesystem"_s); // same name, another command
    ServerConfig git;                                      // same command as windsurf's git
    git.name = u"my git"_s;
    git.program = u"uvx"_s;
    git.arguments = {u"mcp-server-git"_s, u"--repository"_s, u"/home/ada/src/shop"_s};
    ASSERT_EQ(controller()->addImported({filesystem, git}), 2);

    CatalogImportDialog dialog(*controller()->catalog(), context());
    dialog.addFile(fixture(u"claude-desktop/claude_desktop_config.json"_s), u"Claude Desktop"_s);
    dialog.addFile(fixture(u"windsurf/mcp_config.json"_s));
    dialog.addFile(fixture(u"vscode-settings/settings.json"_s));
    dialog.addFile(fixture(u"registry/server.json"_s));
    QTreeWidget *table = dialog.serverTable();
    EXPECT_GE(table->topLevelItemCount(), 10);
    EXPECT_EQ(m_asked, QStringList{u"db-password"_s}) << "each ${input:…} asked once";

    QTreeWidgetItem *renamed = rowNamed(table, u"filesystem 2"_s);
    ASSERT_TRUE(renamed) << "a taken name is offered renamed";
    EXPECT_TRUE(renamed->text(CatalogImportDialog::NotesColumn).contains(u"renamed"_s));
    EXPECT_EQ(renamed->checkState(0), Qt::Checked);
    EXPECT_EQ(renamed->text(CatalogImportDialog::ClientColumn), u"Claude Desktop"_s);

    QTreeWidgetItem *sameCommand = rowNamed(table, u"git"_s);
    ASSERT_TRUE(sameCommand);
    EXPECT_TRUE(sameCommand->text(CatalogImportDialog::NotesColumn)
                    .contains(u"the same command as \"my git\""_s));
    EXPECT_EQ(sameCommand->checkState(0), Qt::Unchecked);
    QTreeWidgetItem *disabled = rowNamed(table, u"puppeteer"_s);
    ASSERT_TRUE(disabled);
    EXPECT_EQ(disabled->checkState(0), Qt::Unchecked);

    QTreeWidgetItem *github = rowNamed(table, u"github"_s);
    ASSERT_TRUE(github);
    const QString target = github->text(CatalogImportDialog::TargetColumn);
    EXPECT_TRUE(target.startsWith(u"docker run -i --rm"_s)) << qPrintable(target);
    EXPECT_TRUE(target.contains(u"env: GITHUB_PERSONAL_ACCESS_TOKEN"_s)) << qPrintable(target);
    EXPECT_FALSE(target.contains(u"ghp_exampletoken123"_s)) << "values are never shown";
    QTreeWidgetItem *figma = rowNamed(table, u"figma"_s);
    ASSERT_TRUE(figma);
    EXPECT_TRUE(figma->text(CatalogImportDialog::TargetColumn)
                    .startsWith(u"https://figma.example.com/mcp/sse"_s));

    // Unchecking a file takes its servers away.
    QListWidget *files = dialog.fileList();
    files->item(1)->setCheckState(Qt::Unchecked);
    EXPECT_FALSE(rowNamed(table, u"figma"_s));
}

TEST_F(CatalogImport, AnExportedWorkspaceBringsItsSavedCalls)
{
    // A colleague's export: one server with a saved call.
    CatalogEntry shared;
    shared.id = u"0b3c9f1e-workspace"_s;
    shared.config = demoConfig(u"weather"_s);
    shared.savedCalls << SavedCall::make(u"forecast for Oslo"_s,
                                         SavedCall::Kind::Tool,
                                         u"echo"_s,
                                         QJsonObject{{u"message"_s, u"Oslo"_s}});
    const QString path = m_dir.filePath(u"team-workspace.json"_s);
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(CatalogFile::exportWorkspace({shared}));
    }
    CatalogImportDialog dialog(*controller()->catalog(), context());
    dialog.addFile(path);
    const QList<CatalogEntry> chosen = dialog.chosenEntries();
    ASSERT_EQ(chosen.size(), 1) << qPrintable(dialog.problems());
    ASSERT_EQ(chosen.first().savedCalls.size(), 1);

    EXPECT_EQ(controller()->addImported(chosen), 1);
    const CatalogEntry *weather = controller()->catalog()->findByName(u"weather"_s);
    ASSERT_TRUE(weather);
    ASSERT_EQ(weather->savedCalls.size(), 1);
    EXPECT_EQ(weather->savedCalls.first().name, u"forecast for Oslo"_s);
    EXPECT_EQ(weather->savedCalls.first().arguments.value(u"message"_s).toString(), u"Oslo"_s);
    EXPECT_TRUE(savedBytes().contains("forecast for Oslo")) << savedBytes().constData();
}

TEST_F(CatalogImport, ImportsTheCheckedServersWithSecretsInTheStore)
{
    CatalogImportDialog dialog(*controller()->catalog(), context());
    dialog.addFile(fixture(u"vscode-settings/settings.json"_s));
    QTreeWidget *table = dialog.serverTable();
    ASSERT_EQ(table->topLevelItemCount(), 2);
    QTreeWidgetItem *docs = rowNamed(table, u"docs"_s);
    ASSERT_TRUE(docs);
    docs->setText(CatalogImportDialog::NameColumn, u"company docs"_s); // the user renames it
    auto *import = UiTest::find<QPushButton>(&dialog, u"importButton"_s);
    EXPECT_EQ(import->text(), u"Import 2 Servers"_s);

    EXPECT_EQ(controller()->addImported(dialog.chosen()), 2);
    EXPECT_EQ(shownNames(), (QStringList{u"company docs"_s, u"postgres"_s})); // the file's order
    const CatalogEntry *postgres = controller()->catalog()->findByName(u"postgres"_s);
    ASSERT_TRUE(postgres);
    EXPECT_FALSE(savedBytes().contains("pg-pa55-word")) << savedBytes().constData();
    EXPECT_EQ(m_secrets->value(postgres->id, u"env:PGPASSWORD"_s), u"pg-pa55-word"_s);
    // Imported, so not yet confirmed: the first connect asks.
    m_confirmAnswer = false;
    controller()->connectEntry(postgres->id);
    ASSERT_EQ(m_confirmAsked.size(), 1);
    EXPECT_TRUE(m_confirmAsked.first().startsWith(u"npx -y"_s));
}

TEST_F(CatalogImport, UnreadableAndHostileFilesAreSaidAndShownSafely)
{
    const QString broken = m_dir.filePath(u"mcp.json"_s);
    {
        QFile file(broken);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("{\"mcpServers\": {\"a\": {\"command\": 1}}, \"x\": [");
    }
    const QString hostile = m_dir.filePath(u"claude_desktop_config.json"_s);
    {
        QFile file(hostile);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(
            QJsonDocument(
                QJsonObject{{"mcpServers"_L1,
                             QJsonObject{{u"safe\u202Etxt.exe <b>x</b>"_s,
                                          QJsonObject{{"command"_L1, u"rm\u200B"_s},
                                                      {"args"_L1, QJsonArray{u"-rf\n/"_s}}}}}}})
                .toJson());
    }
    CatalogImportDialog dialog(*controller()->catalog(), context());
    dialog.addFile(broken);
    EXPECT_TRUE(dialog.problems().contains(QDir::toNativeSeparators(broken)))
        << qPrintable(dialog.problems());
    EXPECT_EQ(dialog.serverTable()->topLevelItemCount(), 0);
    dialog.addFile(hostile);
    ASSERT_EQ(dialog.serverTable()->topLevelItemCount(), 1);
    QTreeWidgetItem *row = dialog.serverTable()->topLevelItem(0);
    EXPECT_TRUE(row->text(0).contains(u"[U+202E]"_s)) << qPrintable(row->text(0));
    EXPECT_TRUE(row->text(0).contains(u"<b>x</b>"_s)) << "shown as the characters it is";
    EXPECT_FALSE(row->text(CatalogImportDialog::TargetColumn).contains(u'\n'));
    // Imported under its real name, not the display's markers.
    ASSERT_EQ(dialog.chosen().size(), 1);
    EXPECT_EQ(dialog.chosen().first().name, u"safe\u202Etxt.exe <b>x</b>"_s);
}

// A name the catalog would refuse is offered cleaned (the file's own shown escaped in the
// notes) and imported under the cleaned name, instead of being dropped when it is added.
TEST_F(CatalogImport, NamesWithControlCharactersAreOfferedCleaned)
{
    const QString path = m_dir.filePath(u"mcp.json"_s);
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        const QJsonObject server{{"command"_L1, u"uvx"_s}};
        file.write(
            QJsonDocument(QJsonObject{{"mcpServers"_L1,
                                       QJsonObject{{u"bell\u0007\u001b[2Jname\r\n"_s, server},
                                                   {u"\u0001\u0002"_s, server}}}})
                .toJson());
    }
    CatalogImportDialog dialog(*controller()->catalog(), context());
    dialog.addFile(path);
    ASSERT_EQ(dialog.serverTable()->topLevelItemCount(), 2) << qPrintable(dialog.problems());
    QTreeWidgetItem *bell = rowNamed(dialog.serverTable(), u"bell [2Jname"_s);
    ASSERT_TRUE(bell) << qPrintable(dialog.serverTable()->topLevelItem(0)->text(0));
    const QString notes = bell->text(CatalogImportDialog::NotesColumn);
    EXPECT_TRUE(notes.contains(u"name cleaned: the file calls it \"bell"_s)) << qPrintable(notes);
    EXPECT_TRUE(notes.contains(u"␛[2J"_s)) << "the original, escaped: " << qPrintable(notes);
    EXPECT_FALSE(notes.contains(QChar(0x07)));
    EXPECT_TRUE(rowNamed(dialog.serverTable(), u"server"_s)) << "nothing left: a plain name";

    EXPECT_EQ(controller()->addImported(dialog.chosen()), 2);
    EXPECT_TRUE(controller()->catalog()->findByName(u"bell [2Jname"_s));
    EXPECT_TRUE(controller()->catalog()->findByName(u"server"_s));
}

// The README's picture of the dialog (MCPSCOPE_SCREENSHOT_DIR).
// The files found where the clients keep them, shown from the home folder ("~/…") as a
// person knows them; the whole path in the tooltip.
TEST_F(CatalogImport, FoundFilesAreShownFromTheHomeFolder)
{
    placeInHome();
    CatalogImportDialog dialog(*controller()->catalog(), context());
    dialog.addFoundFiles();
    QStringList shown;
    for (int i = 0; i < dialog.fileList()->count(); ++i)
        shown << dialog.fileList()->item(i)->text();
    EXPECT_TRUE(shown.contains(u"Claude Desktop — ~/.config/Claude/claude_desktop_config.json"_s))
        << qPrintable(shown.join(u'\n'));
    EXPECT_TRUE(shown.contains(u"Windsurf — ~/.codeium/windsurf/mcp_config.json"_s))
        << qPrintable(shown.join(u'\n'));
    EXPECT_TRUE(dialog.fileList()->item(0)->toolTip().contains(QDir::homePath()));
}

TEST_F(CatalogImport, Screenshot)
{
    const QString directory = qEnvironmentVariable("MCPSCOPE_SCREENSHOT_DIR");
    if (directory.isEmpty())
        GTEST_SKIP() << "set MCPSCOPE_SCREENSHOT_DIR to write the screenshots";
    ServerConfig git;
    git.name = u"git"_s;
    git.program = u"uvx"_s;
    git.arguments = {u"mcp-server-git"_s, u"--repository"_s, u"/home/ada/src/shop"_s};
    controller()->addImported({git});
    placeInHome();
    CatalogImportDialog dialog(*controller()->catalog(), context(), m_window.get());
    dialog.addFoundFiles();
    for (int i = 0; i < dialog.fileList()->count(); ++i)
        dialog.fileList()->item(i)->setCheckState(Qt::Checked);
    ASSERT_GE(dialog.serverTable()->topLevelItemCount(), 8) << qPrintable(dialog.problems());
    dialog.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
    QCoreApplication::processEvents();
    ASSERT_TRUE(dialog.grab().save(QDir(directory).filePath(u"import.png"_s)));
}

} // namespace
