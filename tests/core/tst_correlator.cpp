// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/requestcorrelator.h>

#include <QPointer>
#include <QSignalSpy>
#include <QTest>

#include <functional>
#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using Outcome = PendingRequest::Outcome;

// RequestCorrelator alone: every way a request ends, each exactly once, and what the table
// remembers afterwards. Time only passes through short timeouts waited for by signal.

namespace {

struct CorrelatorFinishCase
{
    const char *name;
    RequestCorrelator::Options options;
    std::function<void(RequestCorrelator &, PendingRequest *)> act; // empty: wait for it
    Outcome outcome;
    QString errorString; // contained in errorString()
    bool abandoned;      // a late answer is explained as such
    int cancelsSent;     // cancelRequired() emissions
    int httpStatus = 0;
};

void tryEveryFinish(RequestCorrelator &correlator, PendingRequest *request)
{
    correlator.finishWithResult(request, QJsonObject{{"late"_L1, true}});
    correlator.finishWithRemoteError(request, {-1, u"late"_s, {}});
    correlator.finishLocally(request, Outcome::TransportError, u"late"_s, 500);
    correlator.cancel(request, u"late"_s);
    request->cancel(u"late"_s);
    correlator.closeAll([](const PendingRequest &) { return u"late"_s; });
}

class CorrelatorFinishOnce : public ::testing::TestWithParam<CorrelatorFinishCase>
{};

} // namespace

TEST_P(CorrelatorFinishOnce, EndsOnceAndLeavesTheTable)
{
    const CorrelatorFinishCase &row = GetParam();
    RequestCorrelator correlator;
    QSignalSpy cancels(&correlator, &RequestCorrelator::cancelRequired);
    QSignalSpy timeouts(&correlator, &RequestCorrelator::timedOut);
    const JsonRpcId id = correlator.nextId();
    PendingRequest *request = correlator.open(id, u"tools/call"_s, {}, row.options);
    QPointer<PendingRequest> alive(request);
    QSignalSpy finished(request, &PendingRequest::finished);
    ASSERT_EQ(correlator.pending(id), request);
    ASSERT_EQ(correlator.count(), 1);

    if (row.act)
        row.act(correlator, request);
    else
        ASSERT_TRUE(finished.wait(5000));
    ASSERT_EQ(finished.size(), 1);
    EXPECT_EQ(request->outcome(), row.outcome);
    EXPECT_TRUE(request->errorString().contains(row.errorString))
        << request->errorString().toStdString();
    EXPECT_EQ(request->httpStatus(), row.httpStatus);
    EXPECT_EQ(request->remainingTimeoutMs(), -1);
    EXPECT_EQ(cancels.size(), row.cancelsSent);
    EXPECT_EQ(timeouts.size(), row.outcome == Outcome::Timeout ? 1 : 0);
    EXPECT_EQ(correlator.pending(id), nullptr);
    EXPECT_EQ(correlator.count(), 0);
    EXPECT_EQ(correlator.wasAbandoned(id), row.abandoned);
    if (row.abandoned)
        EXPECT_TRUE(
            correlator.lateResponseExplanation(id).startsWith("late response to request 1"_L1))
            << correlator.lateResponseExplanation(id).toStdString();

    tryEveryFinish(correlator, request);
    EXPECT_EQ(finished.size(), 1);
    EXPECT_EQ(request->outcome(), row.outcome);
    EXPECT_EQ(cancels.size(), row.cancelsSent);
    // It deletes itself once the event loop runs.
    EXPECT_TRUE(QTest::qWaitFor([&alive] { return alive.isNull(); }));
}

INSTANTIATE_TEST_SUITE_P(
    Outcomes,
    CorrelatorFinishOnce,
    ::testing::Values(
        CorrelatorFinishCase{"Result",
                             {},
                             [](RequestCorrelator &c, PendingRequest *r) {
                                 c.finishWithResult(r, QJsonObject{{"ok"_L1, true}});
                                 EXPECT_EQ(r->result().toObject().value("ok"_L1), true);
                             },
                             Outcome::Result,
                             {},
                             false,
                             0},
        CorrelatorFinishCase{"RemoteError",
                             {},
                             [](RequestCorrelator &c, PendingRequest *r) {
                                 c.finishWithRemoteError(r, {-32601, u"no such method"_s, {}});
                                 EXPECT_EQ(r->error().code, -32601);
                             },
                             Outcome::RemoteError,
                             u"server answered tools/call with error"_s,
                             false,
                             0},
        CorrelatorFinishCase{"Timeout",
                             {5, false, true},
                             {},
                             Outcome::Timeout,
                             u"no answer to tools/call within 5 ms"_s,
                             true,
                             1},
        CorrelatorFinishCase{"TimeoutNotCancellable",
                             {5, false, false},
                             {},
                             Outcome::Timeout,
                             u"within 5 ms"_s,
                             true,
                             0},
        CorrelatorFinishCase{"Cancel",
                             {},
                             [](RequestCorrelator &, PendingRequest *r) { r->cancel(u"user"_s); },
                             Outcome::Cancelled,
                             u"cancelled: user"_s,
                             true,
                             1},
        CorrelatorFinishCase{"CancelNotCancellable",
                             {0, false, false},
                             [](RequestCorrelator &, PendingRequest *r) { r->cancel(); },
                             Outcome::Cancelled,
                             u"cancelled"_s,
                             false,
                             0},
        CorrelatorFinishCase{"ConnectionClosed",
                             {},
                             [](RequestCorrelator &c, PendingRequest *) {
                                 c.closeAll([](const PendingRequest &r) -> QString {
                                     return u"gone before answering "_s + r.method();
                                 });
                             },
                             Outcome::ConnectionClosed,
                             u"gone before answering tools/call"_s,
                             false,
                             0},
        CorrelatorFinishCase{"TransportError",
                             {},
                             [](RequestCorrelator &c, PendingRequest *r) {
                                 c.finishLocally(r, Outcome::TransportError, u"HTTP 503"_s, 503);
                             },
                             Outcome::TransportError,
                             u"HTTP 503"_s,
                             false,
                             0,
                             503},
        CorrelatorFinishCase{"StoppedInputRound",
                             {},
                             [](RequestCorrelator &c, PendingRequest *r) {
                                 EXPECT_EQ(c.countInputRound(r), 1);
                                 c.pauseTimeout(r);
                                 EXPECT_EQ(r->remainingTimeoutMs(), -1);
                                 c.finishLocally(r, Outcome::Cancelled, u"refused"_s);
                                 EXPECT_EQ(r->inputRounds(), 1);
                             },
                             Outcome::Cancelled,
                             u"refused"_s,
                             false,
                             0}),
    [](const ::testing::TestParamInfo<CorrelatorFinishCase> &info) {
        return std::string(info.param.name);
    });

TEST(Correlator, RefusedRequestFinishesOnTheNextTurnWithoutBeingPending)
{
    RequestCorrelator correlator;
    const JsonRpcId id = correlator.nextId();
    PendingRequest *request = correlator.refuse(id, u"ping"_s, {}, u"not connected"_s);
    QSignalSpy finished(request, &PendingRequest::finished);
    EXPECT_EQ(correlator.pending(id), nullptr);
    EXPECT_FALSE(request->isFinished()); // the caller connects first
    ASSERT_TRUE(finished.wait(5000));
    EXPECT_EQ(request->outcome(), Outcome::ConnectionClosed);
    EXPECT_EQ(request->errorString(), u"not connected"_s);
}

TEST(Correlator, ResendKeepsTheRequestUnderANewId)
{
    RequestCorrelator correlator;
    QSignalSpy resent(&correlator, &RequestCorrelator::resent);
    const JsonRpcId first = correlator.nextId();
    PendingRequest *request = correlator.open(first, u"tools/call"_s, {{"a"_L1, 1}}, {60000});
    QSignalSpy finished(request, &PendingRequest::finished);
    correlator.resend(request, {{"a"_L1, 2}}, u"MRTR round 1 answered"_s);
    ASSERT_EQ(resent.size(), 1);
    EXPECT_EQ(resent.first().at(1).toString(), u"MRTR round 1 answered"_s);
    EXPECT_EQ(request->previousId(), first);
    EXPECT_NE(request->id(), first);
    EXPECT_EQ(request->id(), JsonRpcId(2)); // ids are never given twice
    EXPECT_EQ(request->params().value("a"_L1), 2);
    EXPECT_EQ(correlator.pending(first), nullptr);
    EXPECT_EQ(correlator.pending(request->id()), request);
    EXPECT_EQ(correlator.count(), 1);
    EXPECT_GT(request->remainingTimeoutMs(), 0); // a fresh timeout for the new round
    EXPECT_EQ(correlator.nextId(), JsonRpcId(3));
    // Retries of each kind are spent once per request.
    EXPECT_TRUE(correlator.spendRetry(request, RequestCorrelator::Retry::VersionCorrection));
    EXPECT_FALSE(correlator.spendRetry(request, RequestCorrelator::Retry::VersionCorrection));
    EXPECT_TRUE(correlator.spendRetry(request, RequestCorrelator::Retry::BrokenStream));
    correlator.finishWithResult(request, QJsonObject{});
    EXPECT_EQ(finished.size(), 1);
    EXPECT_EQ(request->outcome(), Outcome::Result);
}

TEST(Correlator, HeldTimeoutStandsStillUntilReleased)
{
    RequestCorrelator held;
    RequestCorrelator running;
    held.holdTimeouts(true);
    PendingRequest *waiting = held.open(held.nextId(), u"tools/list"_s, {}, {1});
    QSignalSpy waitingFinished(waiting, &PendingRequest::finished);
    EXPECT_EQ(waiting->remainingTimeoutMs(), -1);
    // A request with a longer timeout on an unheld correlator times out first.
    PendingRequest *witness = running.open(running.nextId(), u"ping"_s, {}, {20});
    QSignalSpy witnessFinished(witness, &PendingRequest::finished);
    ASSERT_TRUE(witnessFinished.wait(5000));
    EXPECT_EQ(witness->outcome(), Outcome::Timeout);
    EXPECT_FALSE(waiting->isFinished());
    EXPECT_EQ(waitingFinished.size(), 0);

    held.holdTimeouts(false);
    EXPECT_GE(waiting->remainingTimeoutMs(), 0);
    ASSERT_TRUE(waitingFinished.wait(5000));
    EXPECT_EQ(waiting->outcome(), Outcome::Timeout);
}

TEST(Correlator, HoldingKeepsWhatWasLeft)
{
    RequestCorrelator correlator;
    PendingRequest *request = correlator.open(correlator.nextId(), u"tools/list"_s, {}, {10000});
    ASSERT_TRUE(QTest::qWaitFor([request] { return request->remainingTimeoutMs() < 9950; }));
    correlator.holdTimeouts(true);
    EXPECT_EQ(request->remainingTimeoutMs(), -1);
    correlator.holdTimeouts(false);
    EXPECT_LT(request->remainingTimeoutMs(), 9950); // not restarted from the full 10 s
    EXPECT_GT(request->remainingTimeoutMs(), 0);
}

TEST(Correlator, ProgressRestartsTheTimeoutOnlyForItsToken)
{
    RequestCorrelator correlator;
    const JsonRpcId id = correlator.nextId();
    PendingRequest *request = correlator.open(id, u"tools/call"_s, {}, {10000, true});
    PendingRequest *silent = correlator.open(correlator.nextId(), u"tools/call"_s, {}, {10000});
    QSignalSpy progress(request, &PendingRequest::progressReported);
    ASSERT_TRUE(QTest::qWaitFor([request] { return request->remainingTimeoutMs() < 9950; }));
    ASSERT_TRUE(correlator.reportProgress(id, 1, 4, u"one"_s));
    EXPECT_GE(request->remainingTimeoutMs(), 9950);
    ASSERT_EQ(progress.size(), 1);
    EXPECT_EQ(request->progress(), 1);
    EXPECT_EQ(request->progressTotal(), 4);
    EXPECT_EQ(request->progressMessage(), u"one"_s);
    // No progress token asked for, a token of the other wire type, an unknown token.
    EXPECT_FALSE(correlator.reportProgress(silent->id(), 1, 2, {}));
    EXPECT_FALSE(correlator.reportProgress(JsonRpcId(id.displayText()), 1, 2, {}));
    EXPECT_FALSE(correlator.reportProgress(JsonRpcId(99), 1, 2, {}));
    EXPECT_FALSE(silent->hasProgress());
}

TEST(Correlator, MaxTotalTimeoutBoundsTimeoutAndProgress)
{
    RequestCorrelator correlator;
    correlator.setMaxTotalTimeout(5000);
    const JsonRpcId id = correlator.nextId();
    PendingRequest *request = correlator.open(id, u"tools/call"_s, {}, {60000, true});
    EXPECT_LE(request->remainingTimeoutMs(), 5000);
    ASSERT_TRUE(QTest::qWaitFor([request] { return request->elapsedMs() >= 20; }));
    ASSERT_TRUE(correlator.reportProgress(id, 1, 2, {}));
    EXPECT_LE(request->remainingTimeoutMs(), 5000 - 20); // what is left of the total

    RequestCorrelator strict;
    strict.setMaxTotalTimeout(5);
    PendingRequest *bounded = strict.open(strict.nextId(), u"tools/call"_s, {}, {60000});
    QSignalSpy finished(bounded, &PendingRequest::finished);
    ASSERT_TRUE(finished.wait(5000));
    EXPECT_EQ(bounded->outcome(), Outcome::Timeout);
}

TEST(Correlator, TimeoutsFireInDeadlineOrderFromOneTimer)
{
    RequestCorrelator correlator;
    QList<QString> order;
    QSignalSpy timeouts(&correlator, &RequestCorrelator::timedOut);
    for (const auto &[method, ms] : {std::pair{u"slow"_s, 40}, {u"fast"_s, 2}, {u"mid"_s, 15}}) {
        PendingRequest *request = correlator.open(correlator.nextId(), method, {}, {ms});
        QObject::connect(
            request, &PendingRequest::finished, [&order, request] { order << request->method(); });
    }
    // An answered request's deadline goes with it.
    PendingRequest *answered = correlator.open(correlator.nextId(), u"answered"_s, {}, {1});
    correlator.finishWithResult(answered, QJsonObject{});
    EXPECT_EQ(answered->outcome(), Outcome::Result);
    ASSERT_TRUE(QTest::qWaitFor([&order] { return order.size() == 3; }, 5000));
    EXPECT_EQ(order, (QList<QString>{u"fast"_s, u"mid"_s, u"slow"_s}));
    EXPECT_EQ(timeouts.size(), 3);
}

TEST(Correlator, LateAnswerAfterTimeoutIsExplained)
{
    RequestCorrelator correlator;
    const JsonRpcId id = correlator.nextId();
    PendingRequest *request = correlator.open(id, u"tools/call"_s, {}, {3});
    QSignalSpy finished(request, &PendingRequest::finished);
    ASSERT_TRUE(finished.wait(5000));
    EXPECT_TRUE(correlator.wasAbandoned(id));
    EXPECT_EQ(correlator.lateResponseExplanation(id),
              u"late response to request 1 (tools/call, which had already timed out)"_s);
    EXPECT_FALSE(correlator.wasAbandoned(JsonRpcId(2)));
}

TEST(Correlator, StringIdStaysAString)
{
    RequestCorrelator correlator;
    const JsonRpcId id(u"7"_s);
    PendingRequest *request = correlator.open(id, u"tools/call"_s, {}, {});
    EXPECT_EQ(correlator.pending(id), request);
    EXPECT_EQ(request->id().type(), JsonRpcId::Type::String);
    EXPECT_EQ(correlator.pending(JsonRpcId(7)), nullptr);
    EXPECT_FALSE(correlator.wasAbandoned(JsonRpcId(7)));
    correlator.finishWithResult(request, QJsonObject{});
}

TEST(Correlator, DestroyingClosesWhatIsPending)
{
    auto correlator = std::make_unique<RequestCorrelator>();
    PendingRequest *request = correlator->open(correlator->nextId(), u"ping"_s, {}, {60000});
    Outcome seen = Outcome::Pending;
    QObject::connect(
        request, &PendingRequest::finished, [&seen, request] { seen = request->outcome(); });
    correlator.reset();
    EXPECT_EQ(seen, Outcome::ConnectionClosed);
}
