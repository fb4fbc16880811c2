// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The Authorization pane walking real flows against the local authorization server: every
// step listed as it happens, the failing step highlighted, credentials forgotten on request.
#include "support/localauthserver.h"

#include <core/auth/authstepmodel.h>
#include <core/catalog/secretstore.h>
#include <core/catalog/servercatalog.h>
#include <core/transport/streamablehttptransport.h>
#include <ui/auth/authorizationpane.h>
#include <ui/connection/serversettingsdialog.h>

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
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

// The server settings dialog's OAuth box, filled in as a person does, decides the grant the
// pane's authorizer uses: client credentials with a private key file, no browser.
TEST(AuthorizationPane, ServerSettingsChooseTheClientCredentialsGrant)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QFile key(dir.filePath(u"client.pem"_s));
    ASSERT_TRUE(key.open(QIODevice::WriteOnly));
    key.write("-----BEGIN PRIVATE KEY-----\n"
              "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgGSjtm/836kNpRbO1\n"
              "xyzT4ZympEorZQLIGNB9vR/ha2ChRANCAARGD4H/zATauSFOmuZXPdu7NyC38CAj\n"
              "mpP+bwMlMRXMFnI1jTYOg4k3RFpOnir7eyBPmCCnyQnfOQrMcKhnzCF1\n"
              "-----END PRIVATE KEY-----\n");
    key.close();

    LocalAuthServer server;
    ServerSettingsDialog dialog;
    dialog.setConfig(configFor(server));
    auto *grant = dialog.findChild<QComboBox *>(u"oauthGrantCombo"_s);
    ASSERT_NE(grant, nullptr);
    grant->setCurrentIndex(grant->findData(u"client-credentials"_s));
    QTest::keyClicks(dialog.findChild<QLineEdit *>(u"oauthClientIdEdit"_s), u"service-7"_s);
    QTest::keyClicks(dialog.findChild<QLineEdit *>(u"oauthClientKeyEdit"_s), key.fileName());
    const ServerConfig config = dialog.applyTo(configFor(server));
    EXPECT_EQ(config.oauth.grant, u"client-credentials"_s);
    // What the catalog and session files keep: the path, never the key.
    EXPECT_FALSE(QJsonDocument(config.toJson()).toJson().contains("PRIVATE KEY"));

    AuthorizationPane pane;
    pane.setCredentialStore(std::make_unique<MemoryCredentialStore>(), u"no keyring in tests"_s);
    auto transport = std::make_unique<StreamableHttpTransport>(config);
    transport->setAuthorizer(pane.authorizerFor(config));
    QSignalSpy frames(transport.get(), &Transport::frameReceived);
    transport->open();
    QTRY_VERIFY_WITH_TIMEOUT(transport->state() == Transport::State::Open, kWaitMs);
    transport->sendFrame(LocalAuthServer::rpc(1, "initialize"));
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 1, kWaitMs);
    EXPECT_EQ(server.count(u"authorize"_s), 0);
    ASSERT_EQ(server.count(u"token"_s), 1);
    const QUrlQuery form = server.all(u"token"_s).constFirst().query;
    EXPECT_EQ(form.queryItemValue(u"grant_type"_s), u"client_credentials"_s);
    EXPECT_EQ(form.queryItemValue(u"client_id"_s), u"service-7"_s);
    EXPECT_FALSE(form.queryItemValue(u"client_assertion"_s).isEmpty());
    EXPECT_EQ(failedRows(pane.model()), 0);
}

// A key file that cannot be read fails the authorization at once, naming the file.
TEST(AuthorizationPane, AnUnreadableKeyFileIsNamedInTheFailingStep)
{
    LocalAuthServer server;
    ServerConfig config = configFor(server);
    config.oauth.grant = u"client-credentials"_s;
    config.oauth.clientId = u"service-7"_s;
    config.oauth.clientKeyFile = u"/nonexistent/client.pem"_s;
    AuthorizationPane pane;
    pane.setCredentialStore(std::make_unique<MemoryCredentialStore>(), u"no keyring in tests"_s);
    QSignalSpy failed(&pane, &AuthorizationPane::failed);
    auto transport = std::make_unique<StreamableHttpTransport>(config);
    transport->setAuthorizer(pane.authorizerFor(config));
    transport->open();
    QTRY_VERIFY_WITH_TIMEOUT(transport->state() == Transport::State::Open, kWaitMs);
    transport->sendFrame(LocalAuthServer::rpc(1, "initialize"));
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kWaitMs);
    EXPECT_EQ(server.count(u"token"_s), 0);
    EXPECT_EQ(failedRows(pane.model()), 1);
    bool named = false;
    for (int row = 0; row < pane.model()->rowCount(); ++row)
        named |= pane.model()
                     ->index(row, AuthStepModel::AnswerColumn)
                     .data()
                     .toString()
                     .contains("/nonexistent/client.pem"_L1);
    EXPECT_TRUE(named);
}

// The client secret typed in the OAuth box (a password field) is kept by the catalog in its
// secret store, never in its file; after a reload the client credentials grant sends it
// (client_secret_basic, as the authorization server asks).
TEST(AuthorizationPane, TheClientSecretIsKeptOutOfTheCatalogFileAndUsedByTheGrant)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    LocalAuthServer server;
    server.knobs.tokenAuthMethods = {u"client_secret_basic"_s};
    ServerSettingsDialog dialog;
    dialog.setConfig(configFor(server));
    auto *grant = dialog.findChild<QComboBox *>(u"oauthGrantCombo"_s);
    ASSERT_NE(grant, nullptr);
    grant->setCurrentIndex(grant->findData(u"client-credentials"_s));
    QTest::keyClicks(dialog.findChild<QLineEdit *>(u"oauthClientIdEdit"_s), u"service-7"_s);
    auto *secret = dialog.findChild<QLineEdit *>(u"oauthClientSecretEdit"_s);
    ASSERT_NE(secret, nullptr);
    EXPECT_EQ(secret->echoMode(), QLineEdit::Password);
    QTest::keyClicks(secret, u"s3cret-typed"_s);
    ServerConfig edited = dialog.applyTo(configFor(server));
    edited.name = u"local"_s;

    MemorySecretStore secrets;
    const QString path = dir.filePath(u"servers.json"_s);
    QString error;
    {
        ServerCatalog catalog(secrets, path);
        ASSERT_FALSE(catalog.add(edited, &error).isEmpty()) << error.toStdString();
        ASSERT_TRUE(catalog.save(&error)) << error.toStdString();
    }
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_FALSE(file.readAll().contains("s3cret-typed"));
    ServerCatalog reloaded(secrets, path);
    ASSERT_TRUE(reloaded.load(&error)) << error.toStdString();
    const ServerConfig config = reloaded.entries().constFirst().config;
    EXPECT_EQ(config.oauth.clientSecret, u"s3cret-typed"_s);

    AuthorizationPane pane;
    pane.setCredentialStore(std::make_unique<MemoryCredentialStore>(), u"no keyring in tests"_s);
    auto transport = std::make_unique<StreamableHttpTransport>(config);
    transport->setAuthorizer(pane.authorizerFor(config));
    QSignalSpy frames(transport.get(), &Transport::frameReceived);
    transport->open();
    QTRY_VERIFY_WITH_TIMEOUT(transport->state() == Transport::State::Open, kWaitMs);
    transport->sendFrame(LocalAuthServer::rpc(1, "initialize"));
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 1, kWaitMs);
    ASSERT_EQ(server.count(u"token"_s), 1);
    const LocalAuthServer::Seen token = server.all(u"token"_s).constFirst();
    EXPECT_EQ(token.query.queryItemValue(u"grant_type"_s), u"client_credentials"_s);
    EXPECT_EQ(token.authorization, "Basic " + QByteArray("service-7:s3cret-typed").toBase64());
}
