// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpsession.h>
#include <ui/forms/schemaformview.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>
#include <ui/tools/toollistmodel.h>
#include <ui/tools/toollistpane.h>

#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTimer>

#include <gtest/gtest.h>
#include <support/faketransport.h>

using namespace Qt::StringLiterals;

namespace {

QJsonObject
tool(const QString &name, const QJsonObject &properties = {}, const QStringList &required = {})
{
    return {{"name"_L1, name},
            {"inputSchema"_L1,
             QJsonObject{{"type"_L1, u"object"_s},
                         {"properties"_L1, properties},
                         {"required"_L1, QJsonArray::fromStringList(required)}}}};
}

// Once a modal dialog is up (inside its exec()), presses its button with this object name (or
// role) and keeps its text; retries on the event loop until then, without sleeping.
void pressInNextDialog(const QString &buttonName, QString *text, int triesLeft = 1000)
{
    QTimer::singleShot(0, qApp, [buttonName, text, triesLeft] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) {
            if (triesLeft > 0)
                pressInNextDialog(buttonName, text, triesLeft - 1);
            return;
        }
        *text = box->text() + u'\n' + box->informativeText();
        QAbstractButton *button = buttonName == "cancel"_L1
                                      ? box->button(QMessageBox::Cancel)
                                      : box->findChild<QAbstractButton *>(buttonName);
        ASSERT_NE(button, nullptr) << qPrintable(buttonName);
        QTest::mouseClick(button, Qt::LeftButton);
    });
}

// A session over an in-memory transport, answered by a ScriptedServer: no process, exact
// control over what the server says and when.
class ToolPanesTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QSettings().clear(); // no remembered arguments from another test
        auto transport = std::make_unique<FakeTransport>();
        m_transport = transport.get();
        m_server = new ScriptedServer(m_transport);
        m_session = std::make_unique<McpSession>(std::move(transport));
    }

    void connectSession()
    {
        m_session->connectToServer();
        ASSERT_TRUE(
            UiTest::waitFor([this] { return m_session->state() == McpSession::State::Ready; }));
    }

    void serveTools(const QJsonArray &tools)
    {
        m_server->on(u"tools/list"_s, [this, tools](const JsonRpcMessage &request) {
            m_server->respond(request, QJsonObject{{"tools"_L1, tools}});
        });
    }

    QString text(QWidget *root, const QString &name) const
    {
        if (auto *label = UiTest::find<QLabel>(root, name))
            return label->text();
        return UiTest::find<QPlainTextEdit>(root, name)->toPlainText();
    }

    FakeTransport *m_transport = nullptr;
    ScriptedServer *m_server = nullptr;
    std::unique_ptr<McpSession> m_session;
};

} // namespace

TEST_F(ToolPanesTest, ListsToolsOnceReadyAndSelectsTheFirst)
{
    serveTools({tool(u"alpha"_s), tool(u"beta"_s)});
    ToolListPane pane;
    UiTest::ModelChecker checker(pane.model());
    QSignalSpy selected(&pane, &ToolListPane::toolSelected);
    pane.setSession(m_session.get());
    connectSession();
    ASSERT_TRUE(UiTest::waitFor([&pane] { return pane.model()->rowCount() == 2; }));
    EXPECT_EQ(text(&pane, u"toolListStatus"_s), u"2 tools"_s);
    ASSERT_FALSE(selected.isEmpty());
    EXPECT_EQ(selected.last().at(0).toJsonObject().value("name"_L1).toString(), u"alpha"_s);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST_F(ToolPanesTest, ListChangedDuringAListingListsAgain)
{
    int listings = 0;
    m_server->on(u"tools/list"_s, [this, &listings](const JsonRpcMessage &request) {
        ++listings;
        if (listings == 1) {
            // The list changes after the server received the request, before it answered.
            m_transport->deliver(QJsonObject{{"jsonrpc"_L1, u"2.0"_s},
                                             {"method"_L1, u"notifications/tools/list_changed"_s}});
            m_server->respond(request, QJsonObject{{"tools"_L1, QJsonArray{tool(u"old"_s)}}});
            return;
        }
        m_server->respond(request, QJsonObject{{"tools"_L1, QJsonArray{tool(u"new"_s)}}});
    });
    ToolListPane pane;
    pane.setSession(m_session.get());
    connectSession();
    ASSERT_TRUE(UiTest::waitFor(
        [&pane] { return pane.model()->rowCount() == 1 && pane.model()->rowOf(u"new"_s) == 0; }));
    EXPECT_EQ(listings, 2);
}

TEST_F(ToolPanesTest, ListingErrorIsExplainedInWords)
{
    m_server->on(u"tools/list"_s, [this](const JsonRpcMessage &request) {
        m_server->respondError(request, JsonRpc::ErrorCode::MethodNotFound, u"no tools here"_s);
    });
    ToolListPane pane;
    QSignalSpy loaded(&pane, &ToolListPane::toolsLoaded);
    pane.setSession(m_session.get());
    connectSession();
    ASSERT_TRUE(loaded.wait(5000));
    const QString status = text(&pane, u"toolListStatus"_s);
    EXPECT_TRUE(status.startsWith(u"Could not list the tools: server answered tools/list with "
                                  "error -32601 Method not found: no tools here"_s))
        << qPrintable(status);
    EXPECT_GT(status.count(u'\n'), 0) << "the hint for -32601 is missing";
}

TEST_F(ToolPanesTest, ProtocolErrorShowsNameMeaningAndHint)
{
    m_server->on(u"tools/call"_s, [this](const JsonRpcMessage &request) {
        m_server->respondError(request, JsonRpc::ErrorCode::InvalidParams, u"Unknown tool: x"_s);
    });
    connectSession();
    ToolCallPane pane;
    pane.setSession(m_session.get());
    pane.setTool(tool(u"x"_s));
    auto *call = UiTest::find<QPushButton>(&pane, u"callButton"_s);
    ASSERT_TRUE(call->isEnabled());
    QTest::mouseClick(call, Qt::LeftButton);
    EXPECT_FALSE(call->isEnabled()); // one call at a time
    ASSERT_TRUE(UiTest::waitFor([&pane] { return !pane.isCalling(); }));
    EXPECT_EQ(pane.resultView()->outcome(), ResultView::Outcome::ProtocolError);
    const QString banner = text(&pane, u"resultBanner"_s);
    const JsonRpc::ErrorDescription description
        = JsonRpc::describeError(JsonRpc::ErrorCode::InvalidParams);
    EXPECT_TRUE(banner.contains(u"Protocol error -32602 Invalid params"_s)) << qPrintable(banner);
    EXPECT_TRUE(banner.contains(u"Unknown tool: x"_s));
    EXPECT_TRUE(banner.contains(description.meaning.toHtmlEscaped()));
    EXPECT_TRUE(banner.contains(description.hint.toHtmlEscaped()));
    EXPECT_TRUE(text(&pane, u"resultRaw"_s).contains(u"\"code\": -32602"_s));
    EXPECT_TRUE(call->isEnabled());
}

TEST_F(ToolPanesTest, TimeoutIsALocalErrorInWords)
{
    m_session->setDefaultTimeout(100);
    connectSession(); // tools/call is never answered: the script has no handler for it
    ToolCallPane pane;
    pane.setSession(m_session.get());
    pane.setTool(tool(u"slow"_s));
    pane.callTool();
    ASSERT_TRUE(pane.isCalling());
    ASSERT_TRUE(UiTest::waitFor([&pane] { return !pane.isCalling(); }));
    EXPECT_EQ(pane.resultView()->outcome(), ResultView::Outcome::LocalError);
    const QString banner = text(&pane, u"resultBanner"_s);
    EXPECT_TRUE(banner.startsWith(u"<b>Timed out</b> — no answer to tools/call within"_s))
        << qPrintable(banner);
    EXPECT_EQ(m_server->receivedWithMethod(u"notifications/cancelled"_s).size(), 1);
}

TEST_F(ToolPanesTest, ArgumentsWithProblemsAreSentOnlyOnceConfirmed)
{
    m_server->on(u"tools/call"_s, [this](const JsonRpcMessage &request) {
        m_server->respond(request, QJsonObject{{"content"_L1, QJsonArray()}});
    });
    connectSession();
    ToolCallPane pane;
    pane.setSession(m_session.get());
    QStringList asked;
    bool sendAnyway = false;
    pane.setSendConfirmation([&](const QString &tool, const QStringList &problems) {
        asked = problems;
        EXPECT_EQ(tool, u"needs"_s);
        return sendAnyway;
    });
    pane.setTool(tool(u"needs"_s, {{"id"_L1, QJsonObject{{"type"_L1, u"integer"_s}}}}, {u"id"_s}));
    pane.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&pane));
    QTest::mouseClick(UiTest::find<QPushButton>(&pane, u"callButton"_s), Qt::LeftButton);
    EXPECT_FALSE(pane.isCalling());
    ASSERT_EQ(asked.size(), 1) << qPrintable(asked.join(u'\n'));
    EXPECT_TRUE(asked.first().contains(u"id"_s)) << qPrintable(asked.first());
    EXPECT_EQ(text(&pane, u"callHint"_s), u"Not sent: 1 problem(s) in the arguments."_s);
    EXPECT_TRUE(m_server->receivedWithMethod(u"tools/call"_s).isEmpty());

    // "Send anyway": the debugger sends what the form holds, problems and all.
    sendAnyway = true;
    pane.callTool();
    ASSERT_TRUE(UiTest::waitFor(
        [this] { return m_server->receivedWithMethod(u"tools/call"_s).size() == 1; }));
    EXPECT_EQ(
        m_server->receivedWithMethod(u"tools/call"_s).first().paramsObject().value("arguments"_L1),
        QJsonObject());
    ASSERT_TRUE(UiTest::waitFor([&pane] { return !pane.isCalling(); }));

    asked.clear();
    QWidget *id = pane.form()->inputAt(u"/id"_s);
    ASSERT_NE(id, nullptr);
    QTest::keyClicks(id, u"12"_s);
    pane.callTool();
    EXPECT_TRUE(asked.isEmpty()) << "valid arguments need no confirmation";
    ASSERT_TRUE(UiTest::waitFor(
        [this] { return m_server->receivedWithMethod(u"tools/call"_s).size() == 2; }));
    const QJsonObject params = m_server->receivedWithMethod(u"tools/call"_s).last().paramsObject();
    EXPECT_EQ(params.value("name"_L1).toString(), u"needs"_s);
    EXPECT_EQ(params.value("arguments"_L1).toObject(), QJsonObject({{"id"_L1, 12}}));
    // The progress token rides along so long tools can report progress.
    EXPECT_TRUE(params.value("_meta"_L1).toObject().contains("progressToken"_L1));
}

TEST_F(ToolPanesTest, CallIsDisabledWhileNotConnected)
{
    ToolCallPane pane;
    pane.setSession(m_session.get());
    pane.setTool(tool(u"x"_s));
    EXPECT_FALSE(UiTest::find<QPushButton>(&pane, u"callButton"_s)->isEnabled());
    EXPECT_EQ(text(&pane, u"callHint"_s), u"Connect to a server to call tools."_s);
    connectSession();
    EXPECT_TRUE(UiTest::find<QPushButton>(&pane, u"callButton"_s)->isEnabled());
    EXPECT_EQ(text(&pane, u"callHint"_s), u"Ctrl+Return calls the tool."_s);
}

TEST_F(ToolPanesTest, WarningAboutProblemsSendsOnlyWithSendAnyway)
{
    m_server->on(u"tools/call"_s, [this](const JsonRpcMessage &request) {
        m_server->respond(request, QJsonObject{{"content"_L1, QJsonArray()}});
    });
    connectSession();
    ToolCallPane pane;
    pane.setSession(m_session.get());
    pane.setTool(tool(u"needs"_s, {{"id"_L1, QJsonObject{{"type"_L1, u"integer"_s}}}}, {u"id"_s}));
    pane.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&pane));
    auto *call = UiTest::find<QPushButton>(&pane, u"callButton"_s);

    QString warning;
    pressInNextDialog(u"cancel"_s, &warning);
    QTest::mouseClick(call, Qt::LeftButton); // returns once the dialog is answered
    EXPECT_TRUE(warning.contains(u"needs"_s)) << qPrintable(warning);
    EXPECT_TRUE(warning.contains(u"id"_s)) << qPrintable(warning);
    EXPECT_FALSE(pane.isCalling());

    pressInNextDialog(u"sendAnywayButton"_s, &warning);
    QTest::mouseClick(call, Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor(
        [this] { return m_server->receivedWithMethod(u"tools/call"_s).size() == 1; }));
    EXPECT_EQ(
        m_server->receivedWithMethod(u"tools/call"_s).first().paramsObject().value("arguments"_L1),
        QJsonObject());
}

TEST_F(ToolPanesTest, LastArgumentsComeBackPerServerAndToolAcrossRestarts)
{
    const QString server = u"stdio demo-server --token s3cret"_s;
    const QJsonObject echo
        = tool(u"echo"_s, {{"message"_L1, QJsonObject{{"type"_L1, u"string"_s}}}});
    const QJsonObject log = tool(u"log"_s, {{"message"_L1, QJsonObject{{"type"_L1, u"string"_s}}}});
    const auto message = [](const ToolCallPane &pane) {
        auto *edit = qobject_cast<QLineEdit *>(pane.form()->inputAt(u"/message"_s));
        return edit ? edit->text() : u"(no field)"_s;
    };
    {
        ToolCallPane pane;
        pane.setServerIdentity(server);
        pane.setTool(echo);
        QTest::keyClicks(pane.form()->inputAt(u"/message"_s), u"draft"_s);
        pane.setTool(log);
        EXPECT_EQ(message(pane), QString()) << "one tool's arguments are not another's";
        pane.setTool(echo);
        EXPECT_EQ(message(pane), u"draft"_s);
    } // the application ends
    {
        ToolCallPane pane;
        pane.setServerIdentity(server);
        pane.setTool(echo);
        EXPECT_EQ(message(pane), u"draft"_s);
        ToolCallPane otherServer;
        otherServer.setServerIdentity(u"stdio another-server"_s);
        otherServer.setTool(echo);
        EXPECT_EQ(message(otherServer), QString());
        QTest::mouseClick(UiTest::find<QAbstractButton>(&pane, u"resetFormButton"_s),
                          Qt::LeftButton);
        EXPECT_EQ(message(pane), QString());
    }
    {
        // Connecting to another server with the same tool shows that server's arguments.
        ToolCallPane pane;
        pane.setServerIdentity(u"stdio first"_s);
        pane.setTool(echo);
        QTest::keyClicks(pane.form()->inputAt(u"/message"_s), u"for the first"_s);
        pane.setServerIdentity(u"stdio second"_s);
        EXPECT_EQ(message(pane), QString());
        QTest::keyClicks(pane.form()->inputAt(u"/message"_s), u"for the second"_s);
        pane.setServerIdentity(u"stdio first"_s);
        EXPECT_EQ(message(pane), u"for the first"_s);
    }
    QSettings settings;
    settings.sync();
    QFile file(settings.fileName());
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << qPrintable(settings.fileName());
    const QByteArray saved = file.readAll();
    EXPECT_FALSE(saved.contains("s3cret")) << saved.constData();
    EXPECT_FALSE(saved.contains("demo-server")) << "the server is known by a hash only";
}

TEST_F(ToolPanesTest, PasswordArgumentsAreNeverRememberedAndTheSettingsFileIsOwnerOnly)
{
    const QJsonObject login = tool(
        u"login"_s,
        {{"user"_L1, QJsonObject{{"type"_L1, u"string"_s}}},
         {"password"_L1, QJsonObject{{"type"_L1, u"string"_s}, {"format"_L1, u"password"_s}}}});
    const auto field = [](const ToolCallPane &pane, const QString &pointer) {
        auto *edit = qobject_cast<QLineEdit *>(pane.form()->inputAt(pointer));
        return edit ? edit->text() : u"(no field)"_s;
    };
    {
        ToolCallPane pane;
        pane.setServerIdentity(u"stdio login-server"_s);
        pane.setTool(login);
        QTest::keyClicks(pane.form()->inputAt(u"/user"_s), u"ann"_s);
        QTest::keyClicks(pane.form()->inputAt(u"/password"_s), u"hunter2-typed"_s);
        EXPECT_EQ(field(pane, u"/password"_s), u"hunter2-typed"_s); // it is sent as typed
    }                                                               // the application ends
    ToolCallPane pane;
    pane.setServerIdentity(u"stdio login-server"_s);
    pane.setTool(login);
    EXPECT_EQ(field(pane, u"/user"_s), u"ann"_s);
    EXPECT_EQ(field(pane, u"/password"_s), QString());
    QSettings settings;
    settings.sync();
    QFile file(settings.fileName());
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << qPrintable(settings.fileName());
    EXPECT_FALSE(file.readAll().contains("hunter2")) << "a password never reaches the disk";
    EXPECT_EQ(file.permissions()
                  & ~(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser
                      | QFileDevice::WriteUser),
              QFileDevice::Permissions());
}
