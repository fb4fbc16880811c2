// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The Authorization pane walking real flows against the local authorization server: every
// step listed as it happens, the failing step highlighted, credentials forgotten on request.
#include "support/localauthserver.h"

#include <core/auth/authstepmodel.h>
#include <core/transport/streamablehttptransport.h>
#include <ui/auth/authorizationpane.h>

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>
#include <QUrlQuery>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int kWaitMs = 5000;

ServerConfig configFor(const LocalAuthServer &server)
{
    ServerConfig config;
    config.url = server.mcpUrl();
    config.transport = ServerConfig::TransportKind::StreamableHttp;
    config.transportChosen = true;
    return config;
}

// Opens a transport through the pane's authorizer and sends initialize.
std::unique_ptr<StreamableHttpTransport> connectThrough(AuthorizationPane &pane,
                                                        const LocalAuthServer &server)
{
    auto transport = std::make_unique<StreamableHttpTransport>(configFor(server));
    transport->setAuthorizer(pane.authorizerFor(configFor(server)));
    transport->open();
    const bool open = QTest::qWaitFor(
        [&transport] { return transport->state() == Transport::State::Open; }, kWaitMs);
    EXPECT_TRUE(open);
    transport->sendFrame(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{}})");
    return transport;
}

int failedRows(const AuthStepModel *model)
{
    int failed = 0;
    for (int row = 0; row < model->rowCount(); ++row)
        failed += model->index(row, 0).data(AuthStepModel::FailedRole).toBool() ? 1 : 0;
    return failed;
}

} // namespace

TEST(AuthorizationPane, ListsEveryStepAndForgetsCredentials)
{
    LocalAuthServer server;
    AuthorizationPane pane;
    QAbstractItemModelTester tester(pane.model());
    pane.setCredentialStore(std::make_unique<MemoryCredentialStore>(), u"no keyring in tests"_s);
    EXPECT_TRUE(pane.storageText().contains("File fallback in use"_L1));
    QSignalSpy started(&pane, &AuthorizationPane::flowStarted);
    auto transport = connectThrough(pane, server);
    QSignalSpy frames(transport.get(), &Transport::frameReceived);
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 1, kWaitMs);
    EXPECT_EQ(started.size(), 1);
    EXPECT_GE(pane.model()->rowCount(), 6);
    EXPECT_EQ(failedRows(pane.model()), 0);
    const QString last = pane.model()
                             ->index(pane.model()->rowCount() - 1, AuthStepModel::AnswerColumn)
                             .data()
                             .toString();
    EXPECT_TRUE(last.contains("access token for 3600 s"_L1)) << last.toStdString();

    ASSERT_TRUE(pane.forgetButton()->isEnabled());
    QTest::mouseClick(pane.forgetButton(), Qt::LeftButton);
    // Forgotten: the next request authorizes anew.
    transport->sendFrame(R"({"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}})");
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 2, kWaitMs);
    const QList<LocalAuthServer::Seen> posts = server.all(u"mcp"_s);
    ASSERT_GE(posts.size(), 2);
    EXPECT_EQ(posts.at(posts.size() - 2).authorization, QByteArray()); // the token is gone
    EXPECT_EQ(server.count(u"authorize"_s), 2);                        // so it authorized again
    EXPECT_EQ(posts.constLast().authorization, "Bearer access-2");
}

TEST(AuthorizationPane, HighlightsTheFailingStep)
{
    LocalAuthServer server;
    server.knobs.prmResource = u"https://evil.example.com/mcp"_s;
    AuthorizationPane pane;
    pane.setCredentialStore(std::make_unique<MemoryCredentialStore>(), {});
    QSignalSpy failed(&pane, &AuthorizationPane::failed);
    auto transport = connectThrough(pane, server);
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kWaitMs);
    EXPECT_EQ(failedRows(pane.model()), 1);
    const QModelIndex failing = pane.model()->index(pane.model()->rowCount() - 1, 0);
    EXPECT_TRUE(failing.data(AuthStepModel::FailedRole).toBool());
    EXPECT_TRUE(pane.model()
                    ->index(failing.row(), AuthStepModel::AnswerColumn)
                    .data()
                    .toString()
                    .contains("evil.example.com"_L1));
    EXPECT_EQ(server.count(u"authorize"_s), 0);
}

TEST(AuthorizationPane, SaysThatRequestsWaitWhileTheBrowserLoginRuns)
{
    LocalAuthServer server;
    server.knobs.interactiveLogin = true;
    AuthorizationPane pane;
    pane.setCredentialStore(std::make_unique<MemoryCredentialStore>(), {});
    QUrl opened;
    pane.setBrowserOpener([&opened](const QUrl &url) { opened = url; });
    EXPECT_TRUE(pane.waitingLabel()->isHidden());
    auto transport = connectThrough(pane, server);
    QSignalSpy frames(transport.get(), &Transport::frameReceived);
    QTRY_VERIFY_WITH_TIMEOUT(opened.isValid(), kWaitMs);
    EXPECT_FALSE(pane.waitingLabel()->isHidden());
    EXPECT_TRUE(pane.waitingLabel()->text().contains("timeouts are paused"_L1));

    // Play the browser after the login: follow the redirect to the loopback listener.
    QNetworkAccessManager browser;
    std::unique_ptr<QNetworkReply> reply(
        browser.get(QNetworkRequest(LocalAuthServer::browserCallback(opened, u"code-1"_s))));
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 1, kWaitMs); // initialize went through
    EXPECT_TRUE(pane.waitingLabel()->isHidden());
}
