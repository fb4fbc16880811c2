// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The raw console in the main window, against the bundled demo server: over stdio (with and
// without the MCP handshake) and over Streamable HTTP (in-process, for 202 and curl).
#include "mainwindowtest.h"

#include <core/mcp/mcpsession.h>
#include <core/transport/streamablehttptransport.h>
#include <ui/log/messagelogview.h>
#include <ui/log/rawconsolepane.h>

#include <QCheckBox>
#include <QPlainTextEdit>
#include <QPushButton>

#include <mcphttpserver.h>

using namespace Qt::StringLiterals;
using Direction = TrafficEvent::Direction;
using Kind = JsonRpcMessage::Kind;

namespace {

class RawConsoleTest : public MainWindowTest
{
protected:
    RawConsolePane *console() const
    {
        return UiTest::find<RawConsolePane>(m_window.get(), u"rawConsolePane"_s);
    }
    QString transcript() const { return console()->transcript(); }
    // Types the frame into the editor and clicks Send, as a user does.
    void typeAndSend(const QString &frame)
    {
        ASSERT_TRUE(m_window->showTab(u"rawConsolePane"_s));
        QPlainTextEdit *editor = console()->editor();
        editor->clear();
        editor->setFocus();
        QTest::keyClicks(editor, frame);
        ASSERT_EQ(console()->frameText(), frame);
        auto *send = UiTest::find<QPushButton>(console(), u"consoleSend"_s);
        ASSERT_TRUE(send->isEnabled());
        QTest::mouseClick(send, Qt::LeftButton);
    }
    int outgoingRowWithRaw(const QByteArray &raw) const
    {
        for (int row = 0; row < log().rowCount(); ++row) {
            if (log().record(row).direction == Direction::Outgoing
                && log().recordWithBytes(row).raw == raw)
                return row;
        }
        return -1;
    }
};

} // namespace

TEST_F(RawConsoleTest, MalformedFrameAndBatchAreSentAsTypedAndTheirRepliesShown)
{
    connectToServer();
    const QString malformed = uR"({"jsonrpc": "2.0", "id": 1001, "method": "ping")"_s;
    typeAndSend(malformed);
    ASSERT_TRUE(UiTest::waitFor([this] { return transcript().contains(u"-32700"_s); }))
        << qPrintable(transcript());
    EXPECT_TRUE(transcript().contains(u"Parse error"_s));
    // Exactly the typed bytes went out, and the log has them too.
    m_window->logModel()->flush();
    EXPECT_GE(outgoingRowWithRaw(malformed.toUtf8()), 0);

    // A batch: this session negotiated a revision without batches, so the demo server refuses
    // it with one error (id null); the console shows it as the batch's reply.
    console()->insertTemplate(RawConsolePane::Template::Batch);
    const QString batch = console()->frameText();
    EXPECT_TRUE(batch.startsWith(u"[{"_s)) << qPrintable(batch);
    typeAndSend(batch);
    ASSERT_TRUE(UiTest::waitFor([this] { return transcript().contains(u"batches exist only"_s); }))
        << qPrintable(transcript());
    m_window->logModel()->flush();
    const int row = outgoingRowWithRaw(batch.toUtf8());
    ASSERT_GE(row, 0);
    EXPECT_EQ(log().record(row).batchSize, 3);
}

TEST_F(RawConsoleTest, WithoutTheHandshakeAPlainJsonRpcSessionAnswersABatch)
{
    auto *skip = UiTest::find<QCheckBox>(m_window.get(), u"consoleNoHandshake"_s);
    m_window->showTab(u"rawConsolePane"_s);
    QTest::mouseClick(skip, Qt::LeftButton);
    ASSERT_TRUE(console()->skipsHandshake());
    QTest::mouseClick(button(u"connectButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([this] {
        return m_window->session() && m_window->session()->state() == McpSession::State::Ready;
    }));
    // Nothing was negotiated: no initialize went out.
    m_window->logModel()->flush();
    EXPECT_EQ(UiTest::findRow(log(), Direction::Outgoing, u"initialize"_s, Kind::Request), -1);

    const qint64 first = console()->nextId();
    console()->insertTemplate(RawConsolePane::Template::Batch);
    typeAndSend(console()->frameText());
    // Before initialize the demo server takes batches: each request answered on its own.
    ASSERT_TRUE(UiTest::waitFor([&] {
        return transcript().count(u"← reply"_s) == 2
               && transcript().contains(u"\"id\": %1"_s.arg(first + 1));
    })) << qPrintable(transcript());
    EXPECT_TRUE(transcript().contains(u"\"tools\""_s));                // the tools/list answer
    EXPECT_FALSE(transcript().contains(u"a reply is not required"_s)); // it has requests
    // Copy as mcpscope-cli keeps the mode, so the command reproduces the frame.
    m_window->logModel()->flush();
    auto *logView = UiTest::find<MessageLogView>(m_window.get(), u"messageLogView"_s);
    logView->selectRow(outgoingRowWithRaw(console()->frameText().toUtf8()));
    EXPECT_TRUE(logView->copyText(MessageLogView::CopyFormat::CliCommand)
                    .startsWith(u"mcpscope-cli --method raw --no-handshake --frame '[{"_s));
}

TEST_F(RawConsoleTest, SendingBeforeConnectingSaysWhyNothingWasSent)
{
    console()->insertTemplate(RawConsolePane::Template::Ping);
    EXPECT_FALSE(console()->send());
    EXPECT_TRUE(transcript().contains(u"connect first"_s));
    EXPECT_FALSE(UiTest::find<QPushButton>(console(), u"consoleSend"_s)->isEnabled());
}

TEST_F(RawConsoleTest, OverHttpANotificationGetsNoResponseAndCurlNamesTheLiveSession)
{
    McpHttpServer server;
    ASSERT_TRUE(server.listen(0)) << qPrintable(server.errorString());
    ServerConfig config; // the default transport for a URL: auto-detected HTTP
    config.url = server.url();
    config.bearerToken = u"tok-never-copied"_s;
    m_window.reset();
    startWindow(config);
    connectToServer();

    console()->insertTemplate(RawConsolePane::Template::Notification);
    typeAndSend(console()->frameText());
    ASSERT_TRUE(UiTest::waitFor([this] {
        return transcript().contains(u"no response (HTTP 202"_s);
    })) << qPrintable(transcript());

    typeAndSend(uR"({"jsonrpc":"2.0","id":1500,"method":"ping"})"_s);
    ASSERT_TRUE(UiTest::waitFor([this] { return transcript().contains(u"\"id\": 1500"_s); }))
        << qPrintable(transcript());
    m_window->logModel()->flush();
    auto *logView = UiTest::find<MessageLogView>(m_window.get(), u"messageLogView"_s);
    logView->selectRow(outgoingRowWithRaw(R"({"jsonrpc":"2.0","id":1500,"method":"ping"})"));
    const QString curl = logView->copyText(MessageLogView::CopyFormat::Curl);
    const QByteArray sessionId = m_window->session()->transport()->sessionId();
    ASSERT_FALSE(sessionId.isEmpty());
    EXPECT_TRUE(curl.contains(u"-H 'Mcp-Session-Id: %1'"_s.arg(QString::fromLatin1(sessionId))))
        << qPrintable(curl);
    EXPECT_TRUE(curl.contains(
        u"-H 'MCP-Protocol-Version: %1'"_s.arg(m_window->session()->serverInfo().protocolVersion)));
    EXPECT_TRUE(curl.contains(u"Authorization: Bearer <token>"_s));
    EXPECT_FALSE(curl.contains(u"tok-never-copied"_s));
    EXPECT_TRUE(curl.startsWith(u"curl -sS -N -X POST %1 "_s.arg(server.url().toString())));
}

TEST(RawConsoleIds, TemplatesTakeFreshIdsAndNewIdsRenumbersEveryRequest)
{
    RawConsolePane console;
    console.insertTemplate(RawConsolePane::Template::Ping);
    EXPECT_EQ(console.frameText(), uR"({"id":1001,"jsonrpc":"2.0","method":"ping"})"_s);
    console.insertTemplate(RawConsolePane::Template::Notification);
    EXPECT_FALSE(console.frameText().contains(u"\"id\""_s));
    EXPECT_EQ(console.nextId(), 1002); // a notification takes none
    // A batch: each request gets its own id, the notification stays without one.
    console.setFrameText(uR"([{"jsonrpc":"2.0","id":7,"method":"ping"},)"
                         uR"({"jsonrpc":"2.0","method":"notifications/x"},)"
                         uR"({"jsonrpc":"2.0","id":"a","method":"tools/list"}])"_s);
    console.renumberIds();
    EXPECT_EQ(console.frameText(),
              uR"([{"id":1002,"jsonrpc":"2.0","method":"ping"},)"
              uR"({"jsonrpc":"2.0","method":"notifications/x"},)"
              uR"({"id":1003,"jsonrpc":"2.0","method":"tools/list"}])"_s);
    // Malformed on purpose: the text stays as typed except its ids.
    console.setFrameText(uR"({"id" : "x", "method": "ping", "id":null)"_s);
    console.renumberIds();
    EXPECT_EQ(console.frameText(), uR"({"id": 1004, "method": "ping", "id": 1005)"_s);
}
