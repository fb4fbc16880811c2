// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "screenshottest.h"

#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>
#include <ui/log/jsontexttreelink.h>
#include <ui/log/messagedetailview.h>
#include <ui/log/messagelogview.h>
#include <ui/log/rawconsolepane.h>

#include <QPointer>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>

using namespace Qt::StringLiterals;
using Direction = TrafficEvent::Direction;
using Kind = JsonRpcMessage::Kind;

namespace {

// The README's screenshots of the message log's detail pane and of the raw console.
class LogScreenshots : public ScreenshotTest
{
protected:
    void SetUp() override
    {
        ScreenshotTest::SetUp();
        if (IsSkipped())
            return;
        m_window->resize(1400, 900);
        // The log gets most of the height, as when someone reads it.
        UiTest::find<QSplitter>(m_window.get(), u"mainSplitter"_s)->setSizes({260, 640});
    }
};

} // namespace

TEST_F(LogScreenshots, LogDetail)
{
    connectToServer();
    auto *logView = UiTest::find<MessageLogView>(m_window.get(), u"messageLogView"_s);
    m_window->logModel()->flush();
    const int row = UiTest::findRow(log(), Direction::Incoming, u"initialize"_s, Kind::Result);
    ASSERT_GE(row, 0);
    logView->selectRow(row);
    logView->detail()->link()->selectPointer(u"/result/capabilities/tools"_s);
    logView->detail()->tabs()->setCurrentIndex(MessageDetailView::PrettyTab);
    save(u"log-detail.png"_s, logView);
}

TEST_F(LogScreenshots, RawConsole)
{
    connectToServer();
    m_window->showTab(u"rawConsolePane"_s);
    auto *console = UiTest::find<RawConsolePane>(m_window.get(), u"rawConsolePane"_s);
    console->insertTemplate(RawConsolePane::Template::Malformed);
    ASSERT_TRUE(console->send());
    ASSERT_TRUE(UiTest::waitFor([console] { return console->transcript().contains(u"-32700"_s); }));
    console->insertTemplate(RawConsolePane::Template::Ping);
    ASSERT_TRUE(console->send());
    ASSERT_TRUE(UiTest::waitFor([console] {
        return console->transcript().contains(u"← reply"_s, Qt::CaseSensitive)
               && console->transcript().count(u"← reply"_s) == 2;
    }));
    console->insertTemplate(RawConsolePane::Template::Notification);
    ASSERT_TRUE(console->send());
    console->insertTemplate(RawConsolePane::Template::Batch);
    save(u"raw-console.png"_s, console);
}

// A finding of the connection's analysis in the Diagnostics tab: rule, severity, the frame's
// place, the specification's section (the demo server answers request 3 as "3").
TEST_F(LogScreenshots, Diagnostics)
{
    connectToServer();
    RequestOptions options;
    options.timeoutMs = 300;
    PendingRequest *request = m_window->session()->sendRequest(
        u"tools/call"_s,
        {{"name"_L1, u"misbehave"_s},
         {"arguments"_L1, QJsonObject{{"mode"_L1, u"wrong_id_type"_s}}}},
        options);
    QPointer<PendingRequest> watched(request);
    ASSERT_TRUE(UiTest::waitFor([watched] { return !watched; }, 5000));
    auto *logView = UiTest::find<MessageLogView>(m_window.get(), u"messageLogView"_s);
    m_window->logModel()->flush();
    int row = -1;
    for (int i = 0; i < log().rowCount(); ++i) {
        const Findings findings = log().record(i).findings;
        if (findings && findings->first().rule == &Rules::IdTypeChanged)
            row = i;
    }
    ASSERT_GE(row, 0);
    logView->selectRow(row);
    logView->detail()->tabs()->setCurrentIndex(MessageDetailView::DiagnosticsTab);
    save(u"log-diagnostics.png"_s, logView);
}
