// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <core/log/messagelogmodel.h>
#include <ui/displaytext.h>
#include <ui/log/framedetails.h>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// HTTP exchanges in the log: a table row that reads at a glance, and the whole exchange in the
// detail pane.
namespace {

TrafficEvent exchangeEvent(TransportEvent::Kind kind, int status, const QString &text)
{
    HttpExchange http;
    http.method = "POST";
    http.url = QUrl(u"http://127.0.0.1:3001/mcp"_s);
    http.status = status;
    http.reason = status == 200 ? "OK" : "Unauthorized";
    http.requestHeaders
        = {{"Accept", "application/json, text/event-stream"}, {"Authorization", "***"}};
    http.responseHeaders = {{"Content-Type", "application/json"}, {"WWW-Authenticate", "Bearer"}};
    http.elapsedMs = 12;
    http.bodyPreview = status == 200 ? QByteArray() : R"({"error":"invalid_token"})";
    TrafficEvent event;
    event.kind = TrafficEvent::Kind::Transport;
    event.transportKind = kind;
    event.text = text;
    event.http = http;
    event.sequence = 7;
    return event;
}

QString summaryOf(const TrafficEvent &event)
{
    MessageLogModel model;
    model.append(event);
    model.flush();
    return model.data(model.index(0, MessageLogModel::SummaryColumn)).toString();
}

TEST(HttpExchangeDetails, TableRowShowsStatusTimeAndUrl)
{
    const TrafficEvent ok
        = exchangeEvent(TransportEvent::Kind::Info, 200, u"POST → 200 OK (application/json)"_s);
    EXPECT_EQ(MessageLogModel::makeRecord(ok).method, u"HTTP POST"_s);
    // The transport's text only repeated the status, so the row does not say it twice.
    EXPECT_EQ(summaryOf(ok), u"200 OK · 12 ms · http://127.0.0.1:3001/mcp"_s);
    const TrafficEvent refused = exchangeEvent(
        TransportEvent::Kind::Error, 401, u"HTTP 401 Unauthorized from POST …: authorization"_s);
    EXPECT_EQ(summaryOf(refused),
              u"401 Unauthorized · 12 ms · http://127.0.0.1:3001/mcp — HTTP 401 Unauthorized "
              "from POST …: authorization"_s);
}

TEST(HttpExchangeDetails, DetailShowsRequestResponseTimingAndBody)
{
    const MessageRecord record = MessageLogModel::makeRecord(
        exchangeEvent(TransportEvent::Kind::Error, 401, u"authorization required"_s));
    const FrameDetails details = FrameDescriber::describe(record, DisplayText::kViewLimit);
    EXPECT_EQ(details.heading, u"#7  HTTP  POST /mcp  → 401 Unauthorized"_s);
    EXPECT_TRUE(details.facts.contains(u"12 ms"_s)) << qPrintable(details.facts.join(u'|'));
    EXPECT_EQ(details.body,
              u"Request\n"
              "  POST http://127.0.0.1:3001/mcp\n"
              "  Accept: application/json, text/event-stream\n"
              "  Authorization: ***\n"
              "\n"
              "Response\n"
              "  401 Unauthorized  (after 12 ms)\n"
              "  Content-Type: application/json\n"
              "  WWW-Authenticate: Bearer\n"
              "\n"
              "Body (first 25 bytes)\n"
              "{\"error\":\"invalid_token\"}\n"_s);
    // A failed exchange says what went wrong where errors go; an informative one in the notes.
    EXPECT_EQ(details.transportProblem, u"authorization required"_s);
    const FrameDetails info = FrameDescriber::describe(
        MessageLogModel::makeRecord(
            exchangeEvent(TransportEvent::Kind::Info, 200, u"the server offers no GET stream"_s)),
        DisplayText::kViewLimit);
    EXPECT_TRUE(info.transportProblem.isEmpty());
    EXPECT_EQ(info.notes, QStringList{u"the server offers no GET stream"_s});
}

TEST(HttpExchangeDetails, NetworkFailureHasNoResponse)
{
    TrafficEvent event = exchangeEvent(TransportEvent::Kind::Error, 0, u"connection refused"_s);
    event.http->responseHeaders.clear();
    event.http->bodyPreview.clear();
    const FrameDetails details
        = FrameDescriber::describe(MessageLogModel::makeRecord(event), DisplayText::kViewLimit);
    EXPECT_EQ(details.heading, u"#7  HTTP  POST /mcp  → no HTTP response"_s);
    EXPECT_TRUE(details.body.endsWith(u"Response\n  no HTTP response  (after 12 ms)\n"_s))
        << qPrintable(details.body);
    EXPECT_EQ(summaryOf(event),
              u"no response · 12 ms · http://127.0.0.1:3001/mcp — connection refused"_s);
}

TEST(HttpExchangeDetails, FrameThatArrivedOverHttpNamesChannelAndStatus)
{
    TrafficEvent event = UiTest::frame(TrafficEvent::Direction::Incoming,
                                       R"({"jsonrpc":"2.0","id":2,"result":{"tools":[]}})");
    event.channel = u"POST response (SSE)"_s;
    event.httpStatus = 200;
    const FrameDetails details
        = FrameDescriber::describe(MessageLogModel::makeRecord(event), DisplayText::kViewLimit);
    EXPECT_TRUE(details.facts.contains(u"via POST response (SSE)"_s));
    EXPECT_TRUE(details.facts.contains(u"HTTP 200"_s)) << qPrintable(details.facts.join(u'|'));
}

} // namespace
