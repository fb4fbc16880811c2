// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Secrets learnt during a session (OAuth tokens, from the transport's authorizer) are masked
// in the session file even where a server echoes them back inside a frame.
#include "sessionharness.h"
#include "support/finishedrequest.h"
#include "support/qtprinters.h"

#include <core/session/sessionrecorder.h>
#include <core/session/sessionredactor.h>

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// An authorizer whose tokens the test hands out, as OAuthAuthorizer learns them from a flow.
class LearningAuthorizer : public HttpAuthorizer
{
public:
    QByteArray authorizationHeader() const override
    {
        return m_secrets.isEmpty() ? QByteArray() : "Bearer " + m_secrets.constLast();
    }
    void challenge(int, const QByteArray &) override {}
    QList<QByteArray> secrets() const override { return m_secrets; }
    void learn(const QByteArray &token)
    {
        m_secrets << token;
        Q_EMIT secretsChanged();
    }

private:
    QList<QByteArray> m_secrets;
};

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

TEST(SessionSecrets, ATokenLearntDuringTheSessionIsMaskedWhereAServerEchoesIt)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"echo.mcpsession"_s);
    SessionHarness harness;
    LearningAuthorizer authorizer;
    authorizer.learn("known-before-attach-1111");
    harness.transport->setAuthorizer(&authorizer);
    harness.server->on(u"tools/call"_s, [&harness, &authorizer](const JsonRpcMessage &request) {
        // A debugging tool that prints the request's Authorization header back.
        const QString echoed = QString::fromUtf8(authorizer.authorizationHeader());
        const QJsonObject text{{"type"_L1, u"text"_s},
                               {"text"_L1, QString(u"you sent: "_s + echoed)}};
        harness.server->respond(request, QJsonObject{{"content"_L1, QJsonArray{text}}});
    });
    SessionRecorder recorder;
    ASSERT_TRUE(recorder.start(path, ServerConfig{}, {}));
    recorder.attach(harness.session.get());
    ASSERT_TRUE(harness.connectAndWait());
    for (const QByteArray &token : {QByteArray(), QByteArray("refreshed-token-2222")}) {
        if (!token.isEmpty())
            authorizer.learn(token); // a refresh in the middle of the session
        FinishedRequest call(
            harness.session->sendRequest(u"tools/call"_s, {{"name"_L1, u"whoami"_s}}));
        ASSERT_TRUE(call.wait());
    }
    recorder.stop();

    const QByteArray bytes = readAll(path);
    EXPECT_FALSE(bytes.contains("known-before-attach-1111"));
    EXPECT_FALSE(bytes.contains("refreshed-token-2222"));
    EXPECT_EQ(bytes.count("you sent: Bearer ***"), 2) << bytes.constData();
}

TEST(SessionSecrets, ALongerSecretIsMaskedWholeWhateverOrderItWasLearnt)
{
    SessionRedactor redactor;
    redactor.addSecret("abcd");
    redactor.addSecret("abcdefgh");
    redactor.addSecret("xyz"); // too short to search for: it would match everywhere
    EXPECT_EQ(redactor.scrub(QByteArray("1 abcdefgh 2 abcd 3 xyz")), "1 *** 2 *** 3 xyz");
}

} // namespace
