// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The hostile-server suite, GUI half: the main window on mcpscope-hostile-server, whose every
// string carries <img src=FIFO>, links, terminal escapes and a right-to-left override. A person
// connects, opens a tool and calls it, reads the resource, gets the prompt; meanwhile nothing
// may open the FIFO (FifoProbe notices instead of letting the window freeze), no server string
// may be interpreted as markup in any label or tooltip, and the window title stays one clean
// line.
#include "fifoprobe.h"
#include "mainwindowtest.h"

#include <core/mcp/mcpsession.h>
#include <ui/session/offlinesession.h>
#include <ui/session/sessioncontroller.h>
#include <ui/tools/toolcallpane.h>

#include <QAbstractItemView>
#include <QHelpEvent>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace {

// Would Qt render this text as rich text with the server's own tags? (An escaped "&lt;img" is
// fine: it shows the characters.)
bool rendersServerMarkup(const QString &text, Qt::TextFormat format)
{
    const bool rich
        = format == Qt::RichText || (format == Qt::AutoText && Qt::mightBeRichText(text));
    return rich && (text.contains(u"<img"_s) || text.contains(u"<a href"_s));
}

// What a person sees when they hover over each visible row of a view: the tooltip the view
// (and its delegate) actually shows, not the model's raw data.
void checkShownTooltips(QAbstractItemView *view, QStringList *problems, int *hostileSeen)
{
    QAbstractItemModel *model = view->model();
    if (!model || !view->isVisible())
        return;
    for (int row = 0; row < qMin(model->rowCount(), 100); ++row) {
        for (int column = 0; column < model->columnCount(); ++column) {
            const QRect rect = view->visualRect(model->index(row, column));
            if (!rect.isValid() || !view->viewport()->rect().intersects(rect))
                continue;
            QHelpEvent hover(
                QEvent::ToolTip, rect.center(), view->viewport()->mapToGlobal(rect.center()));
            QCoreApplication::sendEvent(view->viewport(), &hover);
            const QString tip = QToolTip::text();
            QToolTip::hideText();
            if (tip.contains(u"HOSTILE"_s))
                ++*hostileSeen;
            if (tip.contains(u"HOSTILE"_s) && rendersServerMarkup(tip, Qt::AutoText))
                *problems << u"%1 row %2 tooltip renders markup: %3"_s.arg(view->objectName())
                                 .arg(row)
                                 .arg(tip.left(120));
        }
    }
}

// Every place the window shows server text where it would be taken as markup.
QStringList markupShownFromTheServer(QWidget *window)
{
    QStringList problems;
    int hostileTooltips = 0;
    for (const QLabel *label : window->findChildren<QLabel *>()) {
        if (label->text().contains(u"HOSTILE"_s)
            && rendersServerMarkup(label->text(), label->textFormat()))
            problems << u"label %1: %2"_s.arg(label->objectName(), label->text().left(120));
    }
    for (const QWidget *widget : window->findChildren<QWidget *>()) {
        const QString tip = widget->toolTip();
        if (tip.contains(u"HOSTILE"_s) && rendersServerMarkup(tip, Qt::AutoText))
            problems << u"tooltip of %1: %2"_s.arg(widget->objectName(), tip.left(120));
    }
    for (QAbstractItemView *view : window->findChildren<QAbstractItemView *>())
        checkShownTooltips(view, &problems, &hostileTooltips);
    if (hostileTooltips == 0) // the walk must have hovered over server text, or it proves nothing
        problems << u"no row tooltip showed server text: the hover walk did not work"_s;
    const QString title = window->windowTitle();
    for (const QChar c : title) {
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            problems << u"window title carries U+%1: %2"_s.arg(c.unicode(), 4, 16, QChar(u'0'))
                            .arg(title);
    }
    return problems;
}

class HostileWindowTest : public MainWindowTest
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_directory.isValid());
        m_probe = std::make_unique<FifoProbe>(m_directory.filePath(u"probe.png"_s));
        ASSERT_TRUE(m_probe->isValid())
            << "cannot make a FIFO in " << qPrintable(m_directory.path());
        ServerConfig config;
        config.program = QStringLiteral(MCPSCOPE_HOSTILE_SERVER_PATH);
        config.arguments = {u"--fifo"_s, m_probe->path()};
        startWindow(config);
    }

    void clickAndWaitForRow(const QString &viewName, int row)
    {
        auto *view = UiTest::find<QAbstractItemView>(m_window.get(), viewName);
        ASSERT_NE(view, nullptr) << qPrintable(viewName);
        ASSERT_TRUE(UiTest::waitFor([view, row] { return view->model()->rowCount() > row; }))
            << qPrintable(viewName) << " stays empty";
        UiTest::clickRow(view, view->model()->index(row, 0));
    }

    QTemporaryDir m_directory;
    std::unique_ptr<FifoProbe> m_probe;
};

TEST_F(HostileWindowTest, EveryPaneShowsTheServersStringsAsTextAndOpensNothing)
{
    connectToServer();

    selectTool(u"text"_s);
    clickCallAndWait();
    EXPECT_TRUE(resultText().contains(u"HOSTILE text block"_s)) << qPrintable(resultText());

    ASSERT_TRUE(m_window->showTab(u"Resources"_s));
    clickAndWaitForRow(u"resourceList"_s, 0);
    QTest::mouseClick(UiTest::find<QPushButton>(m_window.get(), u"readResourceButton"_s),
                      Qt::LeftButton);

    ASSERT_TRUE(m_window->showTab(u"Prompts"_s));
    clickAndWaitForRow(u"promptList"_s, 0);
    QTest::mouseClick(UiTest::find<QPushButton>(m_window.get(), u"getPromptButton"_s),
                      Qt::LeftButton);

    ASSERT_TRUE(m_window->showTab(u"Server log"_s));
    ASSERT_TRUE(UiTest::waitFor([this] {
        auto *log = UiTest::find<QAbstractItemView>(m_window.get(), u"serverLogView"_s);
        return log && log->model()->rowCount() > 0;
    })) << "the server's log notification never showed";
    // Let the resource and prompt answers arrive and render.
    ASSERT_TRUE(
        UiTest::waitFor([this] { return m_window->session()->pendingRequestCount() == 0; }));
    QCoreApplication::processEvents();

    const QStringList problems = markupShownFromTheServer(m_window.get());
    EXPECT_TRUE(problems.isEmpty()) << qPrintable(problems.join(u'\n'));

    // The same strings from a file: the autosaved session, opened offline, fills the panes
    // from the recording (a shared .mcpsession is as hostile as the server that made it).
    const QString recording = m_window->sessions()->recordingPath();
    ASSERT_FALSE(recording.isEmpty());
    QTest::mouseClick(button(u"connectButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([this] { return !isActive(); }));
    ASSERT_TRUE(m_window->sessions()->openSession(recording));
    ASSERT_TRUE(UiTest::waitFor([this] {
        return m_window->sessions()->offline()->isLoaded()
               && UiTest::find<QAbstractItemView>(m_window.get(), u"toolList"_s)
                          ->model()
                          ->rowCount()
                      > 0;
    }));
    ASSERT_TRUE(m_window->showTab(u"Tools"_s));
    clickAndWaitForRow(u"toolList"_s, 0);
    QCoreApplication::processEvents();
    const QStringList offlineProblems = markupShownFromTheServer(m_window.get());
    EXPECT_TRUE(offlineProblems.isEmpty()) << qPrintable(offlineProblems.join(u'\n'));
    EXPECT_FALSE(m_probe->finish()) << "the window opened the FIFO a server string pointed at";
}

} // namespace
