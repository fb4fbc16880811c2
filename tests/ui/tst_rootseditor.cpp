// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clientharness.h"

#include <ui/client/capabilitieseditor.h>
#include <ui/client/rootlistmodel.h>
#include <ui/client/rootseditor.h>

#include <QCheckBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QJsonArray rootsAnswer(const ClientHarness &h, qint64 id)
{
    const QList<JsonRpcMessage> answers = h.answersTo(id);
    return answers.size() == 1 ? answers.first().result().toObject().value("roots"_L1).toArray()
                               : QJsonArray{u"no single answer"_s};
}

qsizetype listChangedCount(const ClientHarness &h)
{
    return h.transport->sentWithMethod(u"notifications/roots/list_changed"_s).size();
}

TEST(RootsEditor, AddsFoldersAndTypedUrisAndRefusesOthers)
{
    RootsEditor editor;
    UiTest::ModelChecker checker(editor.model());
    QList<QList<Root>> changes;
    QObject::connect(&editor, &RootsEditor::rootsChanged, &editor, [&](const QList<Root> &roots) {
        changes << roots;
    });
    EXPECT_TRUE(editor.addFolder(u"/tmp/project/"_s));
    EXPECT_TRUE(editor.addTyped(u"file:///srv/data"_s));
    EXPECT_FALSE(editor.addTyped(u"https://example.com/"_s));
    EXPECT_EQ(UiTest::find<QLabel>(&editor, u"rootsProblem"_s)->text(),
              u"a root must be a file:// URI with a path, got \"https://example.com/\""_s);
    EXPECT_FALSE(editor.addFolder(u"/tmp/project"_s)); // already there
    ASSERT_EQ(changes.size(), 2);
    ASSERT_EQ(editor.roots().size(), 2);
    EXPECT_EQ(editor.roots().at(0).uri, u"file:///tmp/project"_s);
    EXPECT_EQ(editor.roots().at(0).name, u"project"_s);
    EXPECT_EQ(editor.roots().at(1).name, u"data"_s);

    RootListModel *model = editor.model();
    EXPECT_TRUE(model->setData(model->index(1, RootListModel::NameColumn), u"Data set"_s));
    EXPECT_FALSE(model->setData(model->index(1, RootListModel::UriColumn), u"ftp://x/y"_s));
    EXPECT_EQ(editor.roots().at(1).name, u"Data set"_s);
    editor.view()->selectRow(0);
    QTest::mouseClick(UiTest::find<QPushButton>(&editor, u"removeRootButton"_s), Qt::LeftButton);
    ASSERT_EQ(editor.roots().size(), 1);
    EXPECT_EQ(editor.roots().first().uri, u"file:///srv/data"_s);
    EXPECT_EQ(changes.size(), 4);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST(RootsEditor, RootsListIsAnsweredFromTheEditorAndEditsAreAnnounced)
{
    ClientHarness h;
    ASSERT_TRUE(h.setup->rootsEditor()->addFolder(u"/home/me/project"_s)); // before connecting
    ASSERT_TRUE(h.connect());
    h.serverRequest(1, u"roots/list"_s);
    EXPECT_EQ(
        rootsAnswer(h, 1),
        QJsonDocument::fromJson(R"([{"uri":"file:///home/me/project","name":"project"}])").array());
    EXPECT_EQ(listChangedCount(h), 0);

    auto *typed = UiTest::find<QLineEdit>(h.setup.get(), u"rootUriEdit"_s);
    QTest::keyClicks(typed, u"/srv/data"_s);
    QTest::mouseClick(UiTest::find<QPushButton>(h.setup.get(), u"addRootButton"_s), Qt::LeftButton);
    EXPECT_EQ(listChangedCount(h), 1);
    h.serverRequest(2, u"roots/list"_s);
    EXPECT_EQ(rootsAnswer(h, 2).size(), 2);

    h.setup->rootsEditor()->view()->selectRow(0);
    QTest::mouseClick(UiTest::find<QPushButton>(h.setup.get(), u"removeRootButton"_s),
                      Qt::LeftButton);
    EXPECT_EQ(listChangedCount(h), 2);
    h.serverRequest(3, u"roots/list"_s);
    EXPECT_EQ(rootsAnswer(h, 3),
              QJsonDocument::fromJson(R"([{"uri":"file:///srv/data","name":"data"}])").array());
}

TEST(RootsEditor, RootsAndCapabilitiesAreRememberedPerServer)
{
    {
        ClientHarness h(u"stdio server-a"_s);
        h.setup->rootsEditor()->addFolder(u"/a"_s);
        h.setup->capabilitiesEditor()->checkBox(u"capSampling"_s)->setChecked(false);
        h.setup->setServer(u"stdio server-b"_s, u"b"_s);
        EXPECT_TRUE(h.setup->rootsEditor()->roots().isEmpty());
        EXPECT_TRUE(h.setup->capabilitiesEditor()->settings().sampling);
        h.setup->setServer(u"stdio server-a"_s, u"a"_s);
        ASSERT_EQ(h.setup->rootsEditor()->roots().size(), 1);
        EXPECT_EQ(h.setup->rootsEditor()->roots().first().uri, u"file:///a"_s);
        EXPECT_FALSE(h.setup->capabilitiesEditor()->settings().sampling);

        // What the handshake declares follows the switches.
        ASSERT_TRUE(h.connect());
        EXPECT_EQ(h.transport->sentWithMethod(u"initialize"_s)
                      .constFirst()
                      .paramsObject()
                      .value("capabilities"_L1)
                      .toObject(),
                  jsonObject(R"({"roots":{"listChanged":true},
                                 "elicitation":{"form":{},"url":{}},
                                 "extensions":{"io.modelcontextprotocol/ui":
                                               {"mimeTypes":["text/html;profile=mcp-app"]}}})"));
        const QString negotiated
            = UiTest::find<QLabel>(h.setup.get(), u"negotiatedCapabilities"_s)->text();
        EXPECT_TRUE(negotiated.contains(u"We declared: elicitation (form, url), extensions "
                                        "(io.modelcontextprotocol/ui), roots (listChanged)"_s))
            << qPrintable(negotiated);
        h.setup->capabilitiesEditor()->checkBox(u"capSampling"_s)->setChecked(true);
        const QString changed
            = UiTest::find<QLabel>(h.setup.get(), u"negotiatedCapabilities"_s)->text();
        EXPECT_TRUE(changed.contains(u"reconnect to apply"_s)) << qPrintable(changed);
    }
}

} // namespace
