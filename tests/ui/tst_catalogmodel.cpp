// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// CatalogModel under QAbstractItemModelTester: every change announced the way views expect
// and saved at once; refusals and failed saves reported, never silent; hostile names shown as
// plain visible text.
#include "uitesthelpers.h"

#include <core/catalog/secretstore.h>
#include <core/catalog/servercatalog.h>
#include <ui/catalog/catalogmodel.h>

#include <QFile>
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

ServerConfig stdioServer(const QString &name, const QString &program = u"node"_s)
{
    ServerConfig config;
    config.name = name;
    config.program = program;
    config.arguments = {u"server.js"_s};
    return config;
}

QStringList names(const CatalogModel &model)
{
    QStringList shown;
    for (int row = 0; row < model.rowCount(); ++row)
        shown << model.index(row, CatalogModel::NameColumn).data(Qt::EditRole).toString();
    return shown;
}

class CatalogModelTest : public ::testing::Test
{
protected:
    QTemporaryDir m_dir;
    MemorySecretStore m_secrets;
    ServerCatalog m_catalog{m_secrets, m_dir.filePath(u"servers.json"_s)};
    CatalogModel m_model{m_catalog};
    UiTest::ModelChecker m_checker{&m_model};

    void TearDown() override
    {
        EXPECT_TRUE(m_checker.problems().isEmpty()) << qPrintable(m_checker.problems().join(u'\n'));
    }
    QStringList namesInFile()
    {
        MemorySecretStore secrets;
        ServerCatalog catalog(secrets, m_catalog.path());
        QString error;
        EXPECT_TRUE(catalog.load(&error)) << qPrintable(error);
        QStringList shown;
        for (const CatalogEntry &entry : catalog.entries())
            shown << entry.name();
        return shown;
    }
};

// A drag within the view: the entry lands where it was dropped, and the file follows.
TEST_F(CatalogModelTest, DragAndDropReorders)
{
    m_model.add(stdioServer(u"a"_s));
    m_model.add(stdioServer(u"b"_s));
    const QString c = m_model.add(stdioServer(u"c"_s));
    const auto drop = [this](const QString &id, int row, const QModelIndex &onto = {}) {
        const std::unique_ptr<QMimeData> data(m_model.mimeData({m_model.indexOf(id)}));
        EXPECT_TRUE(m_model.canDropMimeData(data.get(), Qt::MoveAction, row, 0, onto));
        m_model.dropMimeData(data.get(), Qt::MoveAction, row, 0, onto);
    };
    const QString a = m_model.idAt(0);
    drop(a, 3); // below the last row
    EXPECT_EQ(names(m_model), (QStringList{u"b"_s, u"c"_s, u"a"_s}));
    drop(a, -1, m_model.index(0, 0)); // onto the first row: before it
    EXPECT_EQ(names(m_model), (QStringList{u"a"_s, u"b"_s, u"c"_s}));
    drop(c, 1); // between a and b
    EXPECT_EQ(names(m_model), (QStringList{u"a"_s, u"c"_s, u"b"_s}));
    drop(c, -1); // the empty area below the rows: the end
    EXPECT_EQ(names(m_model), (QStringList{u"a"_s, u"b"_s, u"c"_s}));
    EXPECT_EQ(namesInFile(), names(m_model));
    EXPECT_EQ(m_model.rowCount(), 3) << "a move never removes the dragged row";

    // Only our own entries, only as a move.
    QMimeData foreign;
    foreign.setData(CatalogModel::kEntryMimeType, "no-such-entry");
    EXPECT_FALSE(m_model.canDropMimeData(&foreign, Qt::MoveAction, 0, 0, {}));
    const std::unique_ptr<QMimeData> data(m_model.mimeData({m_model.index(0, 0)}));
    EXPECT_FALSE(m_model.canDropMimeData(data.get(), Qt::CopyAction, 0, 0, {}));
    EXPECT_TRUE(m_model.flags(m_model.index(0, 0)) & Qt::ItemIsDragEnabled);
    EXPECT_FALSE(m_model.flags(m_model.index(0, 0)) & Qt::ItemIsDropEnabled) << "not onto a row";
}

TEST_F(CatalogModelTest, ChangesAreAnnouncedAndSaved)
{
    QSignalSpy saved(&m_model, &CatalogModel::saved);
    const QString a = m_model.add(stdioServer(u"a"_s));
    const QString b = m_model.add(stdioServer(u"b"_s));
    const QString c = m_model.add(stdioServer(u"c"_s));
    EXPECT_EQ(names(m_model), (QStringList{u"a"_s, u"b"_s, u"c"_s}));
    const QString copy = m_model.duplicate(a);
    EXPECT_EQ(names(m_model), (QStringList{u"a"_s, u"a copy"_s, u"b"_s, u"c"_s}));
    EXPECT_TRUE(m_model.move(c, 0));
    EXPECT_EQ(names(m_model), (QStringList{u"c"_s, u"a"_s, u"a copy"_s, u"b"_s}));
    EXPECT_TRUE(m_model.move(c, 3));
    EXPECT_EQ(names(m_model), (QStringList{u"a"_s, u"a copy"_s, u"b"_s, u"c"_s}));
    EXPECT_TRUE(m_model.setData(m_model.indexOf(b), u"renamed"_s, Qt::EditRole));
    EXPECT_TRUE(m_model.remove(copy));
    EXPECT_EQ(names(m_model), (QStringList{u"a"_s, u"renamed"_s, u"c"_s}));
    EXPECT_EQ(namesInFile(), names(m_model));
    EXPECT_EQ(saved.size(), 8);
    EXPECT_EQ(m_model.idAt(1), b);
}

TEST_F(CatalogModelTest, RefusalsAreReported)
{
    QSignalSpy problem(&m_model, &CatalogModel::problem);
    m_model.add(stdioServer(u"a"_s));
    const QString b = m_model.add(stdioServer(u"b"_s));
    EXPECT_TRUE(m_model.add(stdioServer(u"a"_s)).isEmpty());
    EXPECT_FALSE(m_model.setData(m_model.indexOf(b), u"a"_s, Qt::EditRole));
    EXPECT_FALSE(m_model.setData(m_model.indexOf(b), QString(), Qt::EditRole));
    EXPECT_EQ(problem.size(), 3);
    EXPECT_EQ(names(m_model), (QStringList{u"a"_s, u"b"_s}));
}

TEST_F(CatalogModelTest, FailedSaveIsReportedNotLost)
{
    QFile blocker(m_dir.filePath(u"blocker"_s));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    ServerCatalog catalog(m_secrets, m_dir.filePath(u"blocker/servers.json"_s));
    CatalogModel model(catalog);
    QSignalSpy problem(&model, &CatalogModel::problem);
    EXPECT_FALSE(model.add(stdioServer(u"kept in memory"_s)).isEmpty());
    ASSERT_EQ(problem.size(), 1);
    EXPECT_TRUE(problem.first().first().toString().contains(u"not saved"_s))
        << qPrintable(problem.first().first().toString());
    EXPECT_EQ(model.rowCount(), 1);
}

TEST_F(CatalogModelTest, LastResultAndColumns)
{
    ServerConfig remote;
    remote.name = u"r"_s;
    remote.url = QUrl(u"https://h.test/mcp"_s);
    remote.transport = ServerConfig::TransportKind::Sse;
    remote.era = ServerConfig::Era::Modern;
    const QString id = m_model.add(remote);
    const QModelIndex result = m_model.indexOf(id, CatalogModel::ResultColumn);
    EXPECT_EQ(result.data().toString(), u"never connected"_s);
    EXPECT_EQ(m_model.indexOf(id, CatalogModel::TransportColumn).data().toString(),
              ServerConfig::transportName(ServerConfig::TransportKind::Sse));
    EXPECT_EQ(m_model.indexOf(id, CatalogModel::EraColumn).data().toString(), u"modern"_s);
    EXPECT_EQ(m_model.indexOf(id).data(Qt::ToolTipRole).toString(), u"https://h.test/mcp"_s);
    QSignalSpy changed(&m_model, &QAbstractItemModel::dataChanged);
    m_model.setLastResult(
        id, {LastResult::Status::NeedsLogin, QDateTime::currentDateTimeUtc(), u"401"_s});
    EXPECT_EQ(changed.size(), 1);
    EXPECT_TRUE(result.data().toString().startsWith(u"needs login, "_s));
    EXPECT_EQ(result.data(Qt::ToolTipRole).toString(), u"401"_s);
    EXPECT_EQ(result.data(CatalogModel::StatusRole).toInt(), int(LastResult::Status::NeedsLogin));
    m_model.setLastResult(u"gone"_s, {}); // an entry removed while connecting: ignored
}

TEST_F(CatalogModelTest, HostileNamesAreShownAsVisiblePlainText)
{
    const QString hostile = u"evil\u202Egnp.exe <img src=/dev/zero>\u200B"_s;
    const QString id = m_model.add(stdioServer(hostile));
    ASSERT_FALSE(id.isEmpty());
    const QString shown = m_model.indexOf(id).data().toString();
    EXPECT_TRUE(shown.contains(u"[U+202E]"_s)) << qPrintable(shown);
    EXPECT_FALSE(shown.contains(QChar(0x202E)));
    EXPECT_FALSE(shown.contains(QChar(0x200B)));
    EXPECT_EQ(m_model.indexOf(id).data(Qt::EditRole).toString(), hostile) << "edits the real name";
}

} // namespace
