// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionharness.h"
#include "support/qtprinters.h"

#include <core/mcp/completer.h>

#include <QJsonArray>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

TEST(Completer, DebouncesKeystrokesIntoOneRequestWithContext)
{
    SessionHarness h;
    h.server->on(u"completion/complete"_s, [&h](const JsonRpcMessage &request) {
        const QString typed = request.paramsObject()["argument"_L1]["value"_L1].toString();
        h.server->respond(
            request,
            QJsonObject{{"completion"_L1,
                         QJsonObject{{"values"_L1, QJsonArray{QString(typed + u"ineering"_s)}},
                                     {"total"_L1, 1}}}});
    });
    ASSERT_TRUE(h.connectAndWait());
    Completer completer(h.session.get());
    completer.setDebounce(30);
    completer.setPrompt(u"team"_s);
    QSignalSpy completed(&completer, &Completer::completed);
    completer.complete(u"department"_s, u"E"_s);
    completer.complete(u"department"_s, u"En"_s);
    completer.complete(u"department"_s, u"Eng"_s, {{"name"_L1, u"Ada"_s}});
    ASSERT_TRUE(completed.wait(2000));
    const QList<JsonRpcMessage> sent = h.server->receivedWithMethod(u"completion/complete"_s);
    ASSERT_EQ(sent.size(), 1);
    EXPECT_EQ(sent.first().paramsObject().value("ref"_L1).toObject(),
              QJsonObject({{"type"_L1, u"ref/prompt"_s}, {"name"_L1, u"team"_s}}));
    EXPECT_EQ(sent.first().paramsObject()["context"_L1]["arguments"_L1]["name"_L1].toString(),
              u"Ada"_s);
    EXPECT_EQ(completed.first().at(0).toString(), u"department"_s);
    EXPECT_EQ(completed.first().at(1).toStringList(), QStringList{u"Engineering"_s});
    EXPECT_EQ(completed.first().at(3).toInt(), 1);
}

TEST(Completer, NewerInputCancelsTheRequestInFlight)
{
    SessionHarness h;
    QList<JsonRpcMessage> unanswered;
    h.server->on(u"completion/complete"_s,
                 [&](const JsonRpcMessage &request) { unanswered << request; });
    ASSERT_TRUE(h.connectAndWait());
    Completer completer(h.session.get());
    completer.setDebounce(1);
    completer.setResourceTemplate(u"demo://{id}"_s);
    QSignalSpy completed(&completer, &Completer::completed);
    QSignalSpy failed(&completer, &Completer::failed);
    completer.complete(u"id"_s, u"1"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return unanswered.size() == 1; }, 2000));
    completer.complete(u"id"_s, u"12"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return unanswered.size() == 2; }, 2000));
    const QList<JsonRpcMessage> cancels = h.transport->sentWithMethod(u"notifications/cancelled"_s);
    ASSERT_EQ(cancels.size(), 1);
    EXPECT_EQ(JsonRpcId::fromJson(cancels.first().paramsObject().value("requestId"_L1)),
              unanswered.first().id());
    // A late answer to the first request is not reported; the answer to the latest is.
    h.server->respond(
        unanswered.first(),
        QJsonObject{{"completion"_L1, QJsonObject{{"values"_L1, QJsonArray{u"1"_s}}}}});
    h.server->respond(
        unanswered.last(),
        QJsonObject{{"completion"_L1,
                     QJsonObject{{"values"_L1, QJsonArray{u"12"_s}}, {"hasMore"_L1, true}}}});
    ASSERT_TRUE(QTest::qWaitFor([&] { return !completed.isEmpty(); }, 2000));
    ASSERT_EQ(completed.size(), 1);
    EXPECT_TRUE(failed.isEmpty()); // the superseded request is not reported as a failure
    EXPECT_EQ(completed.first().at(1).toStringList(), QStringList{u"12"_s});
    EXPECT_TRUE(completed.first().at(2).toBool());
    EXPECT_EQ(completed.first().at(3).toInt(), -1);
}

} // namespace
