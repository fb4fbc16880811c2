// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mainwindowtest.h"

#include <core/mcp/mcpsession.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>

#include <QPushButton>
#include <QSignalSpy>

#include <functional>

using namespace Qt::StringLiterals;
using Direction = TrafficEvent::Direction;
using Kind = JsonRpcMessage::Kind;

namespace {

// One way the demo server breaks the protocol, and what the log must then show.
struct Misbehaviour
{
    const char *mode;
    bool answers; // the call gets a proper result; otherwise the test cancels it
    std::function<bool(const MessageRecord &)> evidence; // a new log row that explains it
};

bool isIncomingNonJson(const MessageRecord &record)
{
    return record.kind == TrafficEvent::Kind::Frame && record.direction == Direction::Incoming
           && record.messageKind == Kind::Invalid && record.isError
           && record.summary.startsWith(u"protocol violation: not JSON"_s);
}

void PrintTo(const Misbehaviour &misbehaviour, std::ostream *out)
{
    *out << misbehaviour.mode;
}

class MisbehavingServer : public MainWindowTest, public ::testing::WithParamInterface<Misbehaviour>
{};

} // namespace

TEST_P(MisbehavingServer, IsLoggedPreciselyAndTheSessionCarriesOn)
{
    const Misbehaviour &misbehaviour = GetParam();
    connectToServer();
    selectTool(u"misbehave"_s);
    chooseMode(QString::fromUtf8(misbehaviour.mode));
    m_window->logModel()->flush();
    const int rowsBefore = log().rowCount();
    // QSignalSpy::wait runs a real event loop; QTest::qWaitFor sleeps 10 ms between batches of
    // events, which makes reading 20 MB through a 64 KB pipe take seconds.
    QSignalSpy finished(callPane(), &ToolCallPane::callFinished);
    QTest::mouseClick(button(u"callButton"_s), Qt::LeftButton);
    const auto hasEvidence = [this, rowsBefore, &misbehaviour] {
        m_window->logModel()->flush();
        for (int row = rowsBefore; row < log().rowCount(); ++row) {
            if (misbehaviour.evidence(log().record(row)))
                return true;
        }
        return false;
    };
    if (misbehaviour.answers) {
        ASSERT_TRUE(finished.wait(20000));
        EXPECT_EQ(callPane()->resultView()->outcome(), ResultView::Outcome::Result)
            << qPrintable(bannerText());
        EXPECT_TRUE(hasEvidence()) << "the log does not show what happened";
    } else {
        ASSERT_TRUE(UiTest::waitFor(hasEvidence)) << "the log does not show what happened";
        EXPECT_TRUE(callPane()->isCalling()); // no proper answer came, so it is still waiting
        QTest::mouseClick(button(u"cancelButton"_s), Qt::LeftButton);
        ASSERT_FALSE(callPane()->isCalling());
    }
    ASSERT_EQ(m_window->session()->state(), McpSession::State::Ready) << qPrintable(statusText());
    // Still usable afterwards.
    selectTool(u"echo"_s);
    QTest::keyClicks(editor(u"message"_s), u"still alive"_s);
    clickCallAndWait();
    EXPECT_TRUE(resultText().contains(u"still alive"_s)) << qPrintable(resultText());
}

INSTANTIATE_TEST_SUITE_P(
    Modes,
    MisbehavingServer,
    ::testing::Values(Misbehaviour{"banner", true, isIncomingNonJson},
                      Misbehaviour{"malformed", false, isIncomingNonJson},
                      Misbehaviour{"wrong_id_type",
                                   false,
                                   [](const MessageRecord &record) {
                                       return record.kind == TrafficEvent::Kind::Diagnostic
                                              && record.summary.contains(
                                                  u"has another JSON type"_s);
                                   }},
                      Misbehaviour{"stderr_burst",
                                   true,
                                   [](const MessageRecord &record) {
                                       return record.transportKind == TransportEvent::Kind::Stderr
                                              && record.summary.contains(
                                                  u"diagnostic line 50 of 50"_s);
                                   }},
                      Misbehaviour{"huge",
                                   true,
                                   [](const MessageRecord &record) {
                                       return record.kind == TrafficEvent::Kind::Frame
                                              && record.messageKind == Kind::Result
                                              && record.rawSize > 19 * 1024 * 1024;
                                   }}),
    [](const ::testing::TestParamInfo<Misbehaviour> &info) {
        return std::string(info.param.mode);
    });
