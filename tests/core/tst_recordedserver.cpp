// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "recordedframes.h"
#include "support/finishedrequest.h"
#include "support/qtprinters.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>
#include <core/replay/recordedserver.h>
#include <core/replay/replayhandshakes.h>

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

std::vector<SessionEvent> recordedServerEvents()
{
    const std::vector<RecordedFrame> frames = {
        {'>',
         R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"rec","version":"0"}}})"},
        {'<',
         R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"recorded","version":"2.5"}}})"},
        {'>', R"({"jsonrpc":"2.0","method":"notifications/initialized"})"},
        {'>', R"({"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"_meta":{"x":1}}})"},
        {'<', R"({"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"echo"}]}})"},
        {'>', R"({"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"a://b"}})"},
        {'<', R"({"jsonrpc":"2.0","id":3,"error":{"code":-32002,"message":"no such resource"}})"},
    };
    return recordedFrames(frames);
}

class RecordedServer : public ::testing::Test
{
protected:
    void SetUp() override
    {
        const ReplayPlan plan = ReplayPlan::fromEvents(recordedServerEvents());
        m_session = std::make_unique<McpSession>(std::make_unique<RecordedServerTransport>(plan));
        m_session->setHandshake(std::make_unique<RecordedHandshake>(plan.initializeParams));
        m_session->connectToServer();
        ASSERT_TRUE(QTest::qWaitFor(
            [this] { return m_session->state() == McpSession::State::Ready; }, 5000));
    }

    FinishedRequest ask(const QString &method, const QJsonObject &params)
    {
        FinishedRequest finished(m_session->sendRequest(method, params));
        EXPECT_TRUE(finished.wait());
        return finished;
    }

    std::unique_ptr<McpSession> m_session;
};

} // namespace

TEST_F(RecordedServer, HandshakesWithTheRecordedServerInfo)
{
    EXPECT_EQ(m_session->serverInfo().name(), u"recorded"_s);
    EXPECT_EQ(m_session->serverInfo().protocolVersion, u"2025-06-18"_s);
}

TEST_F(RecordedServer, AnswersARecordedRequestIgnoringItsMeta)
{
    const FinishedRequest request = ask(u"tools/list"_s, {});
    ASSERT_EQ(request.outcome, PendingRequest::Outcome::Result);
    EXPECT_EQ(request.result.toObject().value("tools"_L1).toArray().size(), 1);
}

TEST_F(RecordedServer, RepeatsARecordedError)
{
    const FinishedRequest request = ask(u"resources/read"_s, {{"uri"_L1, u"a://b"_s}});
    ASSERT_EQ(request.outcome, PendingRequest::Outcome::RemoteError);
    EXPECT_EQ(request.error.code, -32002);
}

TEST_F(RecordedServer, SaysWhenTheRecordingHasNoAnswer)
{
    const FinishedRequest other = ask(u"resources/read"_s, {{"uri"_L1, u"a://c"_s}});
    ASSERT_EQ(other.outcome, PendingRequest::Outcome::RemoteError);
    EXPECT_EQ(other.error.code, RecordedServerTransport::NotRecordedError);
    EXPECT_TRUE(other.error.message.contains(u"offline session"_s));
    const FinishedRequest call = ask(u"tools/call"_s, {{"name"_L1, u"echo"_s}});
    EXPECT_EQ(call.outcome, PendingRequest::Outcome::RemoteError);
}
