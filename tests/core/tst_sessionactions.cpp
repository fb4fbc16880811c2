// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// User actions in the traffic and in session files, and the replay plan built in the same
// pass that loads a file.
#include "sessionharness.h"
#include "support/qtprinters.h"

#include <core/log/messagelogmodel.h>
#include <core/replay/replayplan.h>
#include <core/session/sessionloader.h>
#include <core/session/sessionreader.h>
#include <core/session/sessionrecorder.h>

#include <QFile>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const QString kSecret = u"act-secret-9191"_s;

// A live session on a scripted server, recorded to path, in which the user calls a tool
// with the secret of the config in its arguments, then lists tools.
class RecordedActions : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        harness.server->on(u"tools/call"_s, [this](const JsonRpcMessage &request) {
            harness.server->respond(request, QJsonObject{{"content"_L1, QJsonArray{}}});
        });
        ServerConfig config;
        config.program = u"server"_s;
        config.environment.append({u"TOKEN"_s, kSecret, true});
        ASSERT_TRUE(recorder.start(path, config, {}));
        recorder.attach(harness.session.get());
        ASSERT_TRUE(harness.connectAndWait());
        const QJsonObject params{{"name"_L1, u"echo"_s},
                                 {"arguments"_L1, QJsonObject{{"token"_L1, kSecret}}}};
        harness.session->reportUserAction({u"tools/call"_s, u"Called tool echo"_s, params});
        PendingRequest *request = harness.session->sendRequest(u"tools/call"_s, params);
        QSignalSpy finished(request, &PendingRequest::finished);
        ASSERT_TRUE(finished.wait(5000));
    }

    QTemporaryDir dir;
    QString path = dir.filePath(u"actions.mcpsession"_s);
    SessionHarness harness;
    SessionRecorder recorder;
};

qsizetype indexOfAction(const std::vector<SessionEvent> &events)
{
    for (size_t i = 0; i < events.size(); ++i) {
        if (events[i].type == SessionEvent::Type::Action)
            return qsizetype(i);
    }
    return -1;
}

qsizetype indexOfOutgoing(const std::vector<SessionEvent> &events, const QString &method)
{
    for (size_t i = 0; i < events.size(); ++i) {
        const TrafficEvent &traffic = events[i].traffic;
        if (events[i].type == SessionEvent::Type::Traffic
            && traffic.direction == TrafficEvent::Direction::Outgoing
            && JsonRpc::decode(traffic.raw).messages.value(0).method() == method)
            return qsizetype(i);
    }
    return -1;
}

} // namespace

TEST_F(RecordedActions, TheSessionReportsTheActionInOrderWithItsFrames)
{
    const auto action = std::find_if(
        harness.traffic.begin(), harness.traffic.end(), [](const TrafficEvent &event) {
            return event.kind == TrafficEvent::Kind::UserAction;
        });
    ASSERT_NE(action, harness.traffic.end());
    EXPECT_EQ(action->direction, TrafficEvent::Direction::User);
    EXPECT_EQ(action->channel, u"tools/call"_s);
    EXPECT_GT(action->sequence, 0);
    EXPECT_EQ(TrafficEvent::directionLabel(action->direction), u"● user"_s);

    MessageLogModel model;
    model.append(*action);
    model.flush();
    ASSERT_EQ(model.rowCount(), 1);
    EXPECT_EQ(model.record(0).method, u"tools/call"_s);
    EXPECT_EQ(model.record(0).summary, u"Called tool echo"_s);
    EXPECT_FALSE(model.record(0).isError);
    EXPECT_TRUE(
        model.recordWithBytes(0).raw.contains(kSecret.toUtf8())); // live: what the user typed
}

TEST_F(RecordedActions, TheFileHoldsTheActionBeforeItsRequestWithSecretsRedacted)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    EXPECT_FALSE(bytes.contains(kSecret.toUtf8()));
    EXPECT_TRUE(bytes.contains(R"("type":"action")"));

    const SessionReader::Loaded loaded = SessionReader::load(path);
    ASSERT_EQ(loaded.error, QString());
    const qsizetype action = indexOfAction(loaded.events);
    ASSERT_GE(action, 0);
    EXPECT_LT(action, indexOfOutgoing(loaded.events, u"tools/call"_s));
    const SessionEvent &event = loaded.events[size_t(action)];
    EXPECT_EQ(event.action.action, u"tools/call"_s);
    EXPECT_EQ(event.action.text, u"Called tool echo"_s);
    EXPECT_EQ(event.action.detail.value("name"_L1).toString(), u"echo"_s);
    EXPECT_EQ(event.action.detail.value("arguments"_L1).toObject().value("token"_L1).toString(),
              u"***"_s);
    EXPECT_GT(event.traffic.sequence, 0); // its place among the frames survives the file
}

TEST_F(RecordedActions, LoadingShowsTheActionAsARowAndBuildsTheReplayPlanInTheSamePass)
{
    MessageLogModel model;
    SessionLoader loader;
    loader.setSliceSize(3);
    ReplayPlanBuilder builder;
    qint64 observed = 0;
    loader.setObserver([&](const SessionEvent &event) {
        ++observed;
        builder.add(event);
    });
    QSignalSpy finished(&loader, &SessionLoader::finished);
    ASSERT_TRUE(loader.start(path, &model));
    ASSERT_TRUE(finished.wait(5000));
    EXPECT_EQ(observed, loader.eventCount());

    const SessionReader::Loaded loaded = SessionReader::load(path);
    EXPECT_EQ(observed, qint64(loaded.events.size()));
    int userRows = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const MessageRecord &record = model.recordWithBytes(row);
        if (record.direction != TrafficEvent::Direction::User)
            continue;
        ++userRows;
        EXPECT_EQ(record.kind, TrafficEvent::Kind::UserAction);
        EXPECT_EQ(record.summary, u"Called tool echo"_s);
        EXPECT_TRUE(record.raw.contains("\"***\"")) << record.raw.toStdString();
    }
    EXPECT_EQ(userRows, 1);

    // Streaming gives the plan that reading the whole file first gives.
    const ReplayPlan streamed = builder.take();
    const ReplayPlan whole = ReplayPlan::fromEvents(loaded.events);
    EXPECT_TRUE(streamed.hasHandshake);
    EXPECT_EQ(streamed.initializeParams, whole.initializeParams);
    ASSERT_EQ(streamed.steps.size(), whole.steps.size());
    ASSERT_FALSE(streamed.steps.isEmpty());
    for (qsizetype i = 0; i < whole.steps.size(); ++i) {
        EXPECT_EQ(streamed.steps[i].method, whole.steps[i].method) << i;
        EXPECT_EQ(streamed.steps[i].params, whole.steps[i].params) << i;
        EXPECT_EQ(streamed.steps[i].recordedResponse.has_value(),
                  whole.steps[i].recordedResponse.has_value())
            << i;
    }
    EXPECT_EQ(streamed.steps.last().method, u"tools/call"_s);
    EXPECT_TRUE(streamed.steps.last().recordedResponse.has_value());
    EXPECT_EQ(streamed.requestCount(), whole.requestCount());
    EXPECT_TRUE(builder.take().steps.isEmpty()); // take() starts over
}
