// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "screenshottest.h"

#include <core/mcp/pagedlist.h>
#include <core/sessionharness.h>
#include <core/skills/skillcatalog.h>
#include <ui/skills/skillspane.h>

#include <QJsonArray>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

namespace {

// The Skills tab on the demo server, clicked through: listing reads no file; reading a file
// of a good skill loads it and shows verified content; the tampered skill shows its digest
// mismatch as an error and no content.
class SkillsTab : public MainWindowTest
{
protected:
    SkillsPane *open()
    {
        connectToServer();
        m_window->showTab(u"skillsPane"_s);
        auto *pane = UiTest::find<SkillsPane>(m_window.get(), u"skillsPane"_s);
        list = UiTest::find<QTreeWidget>(pane, u"skillList"_s);
        files = UiTest::find<QTreeWidget>(pane, u"skillFiles"_s);
        read = UiTest::find<QPushButton>(pane, u"readSkillFileButton"_s);
        contents = UiTest::find<QPlainTextEdit>(pane, u"skillFileContents"_s);
        return pane;
    }
    QTreeWidgetItem *row(QTreeWidget *tree, const QString &text) const
    {
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            if (tree->topLevelItem(i)->text(0) == text)
                return tree->topLevelItem(i);
        }
        return nullptr;
    }
    void click(QTreeWidget *tree, const QString &text)
    {
        QTreeWidgetItem *item = row(tree, text);
        ASSERT_NE(item, nullptr) << qPrintable(text);
        UiTest::clickRow(tree, tree->indexFromItem(item));
    }
    QString banner(SkillsPane *pane) const { return UiTest::labelText(pane, u"skillFileBanner"_s); }
    int skillReads() const
    {
        int reads = 0;
        const auto next = [this](int from) {
            return UiTest::findRow(log(),
                                   TrafficEvent::Direction::Outgoing,
                                   u"resources/read"_s,
                                   JsonRpcMessage::Kind::Request,
                                   from);
        };
        for (int row = next(0); row >= 0; row = next(row + 1))
            ++reads;
        return reads;
    }

    QTreeWidget *list = nullptr;
    QTreeWidget *files = nullptr;
    QPushButton *read = nullptr;
    QPlainTextEdit *contents = nullptr;
};

TEST_F(SkillsTab, ListsManifestsAndReadsNothingUntilAsked)
{
    SkillsPane *pane = open();
    ASSERT_TRUE(UiTest::waitFor([this] { return list->topLevelItemCount() == 3; }));
    click(list, u"greeting-card"_s);
    EXPECT_EQ(UiTest::labelText(pane, u"skillDescription"_s),
              u"Write a short greeting card for someone"_s);
    EXPECT_TRUE(UiTest::find<QPlainTextEdit>(pane, u"skillFrontmatter"_s)
                    ->toPlainText()
                    .contains(u"\"author\": \"mcpscope\""_s));
    ASSERT_EQ(files->topLevelItemCount(), 2);
    EXPECT_TRUE(files->topLevelItem(0)->text(2).startsWith(u"sha256:"_s));
    EXPECT_EQ(row(list, u"greeting-card"_s)->text(1), u"not loaded"_s);
    EXPECT_EQ(skillReads(), 0); // listing and selecting never read a skill's file
}

TEST_F(SkillsTab, ReadingAFileLoadsAndVerifiesTheSkill)
{
    SkillsPane *pane = open();
    ASSERT_TRUE(UiTest::waitFor([this] { return list->topLevelItemCount() == 3; }));
    click(list, u"greeting-card"_s);
    click(files, u"skill://greeting-card/references/TONE.md"_s);
    QTest::mouseClick(read, Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([this] { return contents->toPlainText().contains(u"# Tone"_s); }));
    EXPECT_FALSE(contents->isHidden());
    EXPECT_TRUE(banner(pane).contains(u"size and digest verified"_s)) << qPrintable(banner(pane));
    EXPECT_EQ(row(list, u"greeting-card"_s)->text(1), u"loaded, verified"_s);
    EXPECT_EQ(skillReads(), 2); // its SKILL.md first, then the file
}

TEST_F(SkillsTab, ATamperedSkillShowsTheMismatchAndNoContent)
{
    SkillsPane *pane = open();
    ASSERT_TRUE(UiTest::waitFor([this] { return list->topLevelItemCount() == 3; }));
    click(list, u"tampered-notes"_s);
    click(files, u"skill://tampered-notes/SKILL.md"_s);
    QTest::mouseClick(read, Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([pane, this] { return banner(pane).startsWith(u"Error:"_s); }));
    EXPECT_TRUE(banner(pane).contains(u"digest mismatch"_s)) << qPrintable(banner(pane));
    EXPECT_TRUE(contents->toPlainText().isEmpty());
    EXPECT_TRUE(contents->isHidden()) << "no empty box: the error has the room";
    EXPECT_EQ(row(list, u"tampered-notes"_s)->text(1), u"verification failed"_s);
    EXPECT_TRUE(UiTest::labelText(pane, u"skillErrors"_s).contains(u"Verification failed"_s));
}

// A server with more pages of skills/list than the paginator follows in a run: the tab lists
// that many, says it stopped, and Load more lists the rest (clicked through).
TEST(SkillsTabPages, LoadMoreFollowsPastThePageBudget)
{
    SessionHarness h;
    constexpr int kPages = PagedList::kDefaultPageBudget + 3;
    h.server->on(u"skills/list"_s, [&h](const JsonRpcMessage &request) {
        const int page = request.paramsObject().value("cursor"_L1).toString().toInt();
        const QString name = u"paged-%1"_s.arg(page);
        const QString uri = u"skill://%1/SKILL.md"_s.arg(name);
        QJsonObject result{
            {"skills"_L1,
             QJsonArray{QJsonObject{
                 {"uri"_L1, uri},
                 {"frontmatter"_L1, QJsonObject{{"name"_L1, name}, {"description"_L1, u"d"_s}}},
                 {"resources"_L1, u"dynamic"_s}}}}};
        if (page + 1 < kPages)
            result.insert("nextCursor"_L1, QString::number(page + 1));
        h.server->respond(request, result);
    });
    SkillsPane pane;
    pane.resize(900, 600);
    pane.show();
    ASSERT_TRUE(h.connectAndWait());
    pane.setSession(h.session.get());
    auto *list = UiTest::find<QTreeWidget>(&pane, u"skillList"_s);
    auto *more = UiTest::find<QPushButton>(&pane, u"skillsLoadMore"_s);
    EXPECT_FALSE(more->isVisible());
    QTest::mouseClick(UiTest::find<QPushButton>(&pane, u"skillsRefresh"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([list] { return list->topLevelItemCount() > 0; }));
    EXPECT_EQ(list->topLevelItemCount(), PagedList::kDefaultPageBudget);
    const QString status = UiTest::labelText(&pane, u"skillsStatus"_s);
    EXPECT_TRUE(status.contains(u"stopped after %1 pages"_s.arg(PagedList::kDefaultPageBudget)))
        << qPrintable(status);
    EXPECT_TRUE(status.contains(u"Load more lists the next"_s)) << qPrintable(status);
    ASSERT_TRUE(more->isVisible());

    QTest::mouseClick(more, Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([list] { return list->topLevelItemCount() == kPages; }));
    EXPECT_FALSE(more->isVisible());
    EXPECT_EQ(list->topLevelItem(kPages - 1)->text(0), u"paged-%1"_s.arg(kPages - 1));
    EXPECT_EQ(h.server->receivedWithMethod(u"skills/list"_s).size(), kPages);
    EXPECT_TRUE(h.server->receivedWithMethod(u"resources/read"_s).isEmpty());
}

// A skill whose files are dynamic: Read shows its SKILL.md, said to be NOT verified.
TEST(SkillsTabDynamic, ADynamicSkillIsReadAndSaidUnverified)
{
    SessionHarness h;
    const QString uri = u"skill://notes/SKILL.md"_s;
    h.server->on(u"skills/list"_s, [&h, uri](const JsonRpcMessage &request) {
        h.server->respond(
            request,
            QJsonObject{{"skills"_L1,
                         QJsonArray{QJsonObject{
                             {"uri"_L1, uri},
                             {"frontmatter"_L1,
                              QJsonObject{{"name"_L1, u"notes"_s}, {"description"_L1, u"d"_s}}},
                             {"resources"_L1, u"dynamic"_s}}}}});
    });
    h.server->on(u"resources/read"_s, [&h, uri](const JsonRpcMessage &request) {
        h.server->respond(
            request,
            QJsonObject{{"contents"_L1,
                         QJsonArray{QJsonObject{{"uri"_L1, uri},
                                                {"text"_L1, u"---\nname: notes\n---\nBody."_s}}}}});
    });
    SkillsPane pane;
    pane.resize(900, 600);
    pane.show();
    ASSERT_TRUE(h.connectAndWait());
    pane.setSession(h.session.get());
    auto *list = UiTest::find<QTreeWidget>(&pane, u"skillList"_s);
    auto *files = UiTest::find<QTreeWidget>(&pane, u"skillFiles"_s);
    QTest::mouseClick(UiTest::find<QPushButton>(&pane, u"skillsRefresh"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([list] { return list->topLevelItemCount() == 1; }));
    ASSERT_EQ(files->topLevelItemCount(), 1);
    EXPECT_EQ(files->topLevelItem(0)->text(2), u"dynamic: not listed, cannot be verified"_s);
    auto *read = UiTest::find<QPushButton>(&pane, u"readSkillFileButton"_s);
    ASSERT_TRUE(read->isEnabled());
    QTest::mouseClick(read, Qt::LeftButton);
    auto *contents = UiTest::find<QPlainTextEdit>(&pane, u"skillFileContents"_s);
    ASSERT_TRUE(UiTest::waitFor([contents] { return !contents->toPlainText().isEmpty(); }));
    EXPECT_TRUE(contents->toPlainText().endsWith(u"Body."_s));
    const QString banner = UiTest::labelText(&pane, u"skillFileBanner"_s);
    EXPECT_TRUE(banner.contains(u"NOT verified"_s)) << qPrintable(banner);
}

// The README's screenshot of the Skills tab: the tampered skill's error next to a good one.
using SkillsScreenshot = ScreenshotTest;

TEST_F(SkillsScreenshot, Skills)
{
    startOnDemoServerFromPath(); // the command as a user has it, not this build's folder
    connectToServer();
    m_window->showTab(u"skillsPane"_s);
    auto *pane = UiTest::find<SkillsPane>(m_window.get(), u"skillsPane"_s);
    auto *list = UiTest::find<QTreeWidget>(pane, u"skillList"_s);
    auto *files = UiTest::find<QTreeWidget>(pane, u"skillFiles"_s);
    auto *contents = UiTest::find<QPlainTextEdit>(pane, u"skillFileContents"_s);
    ASSERT_TRUE(UiTest::waitFor([list] { return list->topLevelItemCount() == 3; }));
    list->setCurrentItem(list->topLevelItem(0)); // greeting-card: loads, verified
    files->setCurrentItem(files->topLevelItem(0));
    QTest::mouseClick(UiTest::find<QPushButton>(pane, u"readSkillFileButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([contents] { return !contents->toPlainText().isEmpty(); }));
    list->setCurrentItem(list->topLevelItem(2)); // tampered-notes: the digest mismatch
    QTest::mouseClick(UiTest::find<QPushButton>(pane, u"readSkillFileButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor(
        [pane] { return UiTest::labelText(pane, u"skillFileBanner"_s).startsWith(u"Error:"_s); }));
    save(u"skills.png"_s);
}

} // namespace
