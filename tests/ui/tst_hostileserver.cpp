// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// A hostile server: every string it sends carries markup (an <img> whose source is a FIFO),
// an ANSI colour escape and a right-to-left override. The whole window is walked as a person
// would (connect, call tools, read a resource, get a prompt, look at the log and the requests
// the server made) and then searched: every label showing server text is plain text (or a
// marked rich label with the markup escaped), every tooltip has it escaped, the window title
// is filtered, and nothing ever opened the FIFO (which would have frozen the window).
#include "fifoprobe.h"
#include "remotewindowtest.h"
#include "support/scriptedhttpserver.h"

#include <core/mcp/mcpsession.h>
#include <ui/client/requestcard.h>
#include <ui/client/requestqueuepane.h>
#include <ui/prompts/promptlistmodel.h>
#include <ui/prompts/promptspane.h>
#include <ui/resources/resourcelistmodel.h>
#include <ui/resources/resourcescontroller.h>
#include <ui/resources/resourcespane.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>
#include <ui/tools/toollistmodel.h>
#include <ui/widgets/safetextdocument.h>
#include <ui/widgets/servertext.h>

#include <QAbstractItemView>
#include <QApplication>
#include <QBuffer>
#include <QDir>
#include <QHelpEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListView>
#include <QMainWindow>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolTip>
#include <QTreeView>

#include <set>

using namespace Qt::StringLiterals;
using Reply = ScriptedHttpServer::Reply;
using Request = ScriptedHttpServer::Request;

namespace {

constexpr auto kMarker = "mcpscope-probe"_L1;

QString pngDataBase64(const QSize &size)
{
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::darkGreen);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QString::fromLatin1(bytes.toBase64());
}

// The MCP server over Streamable HTTP, answering every list and call with hostile strings.
class HostileServer
{
public:
    explicit HostileServer(const QString &fifo)
        : m_fifo(fifo)
        , m_probe(u"<img src=\"%1\"><b>%2</b>\x1b[31m\u202Eevil"_s.arg(fifo, kMarker))
        , m_http([this](const Request &request, Reply reply) { handle(request, reply); })
    {}

    bool listen() { return m_http.listen(); }
    QString url() const { return QString::fromLatin1(m_http.url("/mcp")); }
    QString probe() const { return m_probe; }
    QString toolName() const { return u"tool "_s + m_probe; }
    QString failingToolName() const { return u"fail "_s + m_probe; }
    QString markdown() const
    {
        return u"# Heading %1\n\n![image](%2) and <img src=\"%2\"> and [a link](file://%2)\n\n"
               "**bold** %1\n"_s.arg(m_probe, m_fifo);
    }

private:
    static QByteArray event(const QJsonObject &message)
    {
        return "event: message\ndata: " + QJsonDocument(message).toJson(QJsonDocument::Compact)
               + "\n\n";
    }
    static QJsonObject notification(const QString &method, const QJsonObject &params)
    {
        return {{"jsonrpc"_L1, u"2.0"_s}, {"method"_L1, method}, {"params"_L1, params}};
    }

    void handle(const Request &request, Reply reply)
    {
        if (request.method == "GET") {
            reply.send(405, "text/plain", "no stream");
            return;
        }
        if (request.method != "POST") {
            reply.send(200, "text/plain", {});
            return;
        }
        const QJsonObject message = QJsonDocument::fromJson(request.body).object();
        if (!message.contains("id"_L1) || !message.contains("method"_L1)) {
            reply.head(202, "Accepted", {{"Content-Length", "0"}}); // notifications, answers
            reply.finish();
            return;
        }
        const QString method = message.value("method"_L1).toString();
        const QJsonObject params = message.value("params"_L1).toObject();
        const QJsonValue id = message.value("id"_L1);
        const auto answer = [&reply, &id](const QJsonObject &result) {
            reply.send(
                200,
                "application/json",
                QJsonDocument(
                    QJsonObject{{"jsonrpc"_L1, u"2.0"_s}, {"id"_L1, id}, {"result"_L1, result}})
                    .toJson(QJsonDocument::Compact));
        };
        const QJsonObject error{
            {"jsonrpc"_L1, u"2.0"_s},
            {"id"_L1, id},
            {"error"_L1,
             QJsonObject{{"code"_L1, -32603}, {"message"_L1, m_probe}, {"data"_L1, m_probe}}}};
        if (method == "initialize"_L1)
            answer(initializeResult());
        else if (method == "tools/list"_L1)
            answer(
                QJsonObject{{"tools"_L1, QJsonArray{tool(toolName()), tool(failingToolName())}}});
        else if (method == "tools/call"_L1 && params.value("name"_L1) == toolName())
            streamCall(reply, id, params);
        else if (method == "resources/list"_L1)
            answer(QJsonObject{{"resources"_L1, QJsonArray{resource()}}});
        else if (method == "resources/templates/list"_L1)
            answer(QJsonObject{{"resourceTemplates"_L1, QJsonArray{resourceTemplate()}}});
        else if (method == "resources/read"_L1)
            answer(
                QJsonObject{{"contents"_L1, resourceContents(params.value("uri"_L1).toString())}});
        else if (method == "prompts/list"_L1)
            answer(QJsonObject{{"prompts"_L1, QJsonArray{prompt()}}});
        else if (method == "prompts/get"_L1)
            answer(promptResult());
        else
            reply.send(
                200, "application/json", QJsonDocument(error).toJson(QJsonDocument::Compact));
    }

    QJsonObject initializeResult() const
    {
        return {{"protocolVersion"_L1, u"2025-11-25"_s},
                {"capabilities"_L1,
                 QJsonObject{{"tools"_L1, QJsonObject{}},
                             {"resources"_L1, QJsonObject{{"subscribe"_L1, true}}},
                             {"prompts"_L1, QJsonObject{}},
                             {"logging"_L1, QJsonObject{}},
                             {m_probe, QJsonObject{}}}},
                {"serverInfo"_L1,
                 QJsonObject{{"name"_L1, m_probe}, {"title"_L1, m_probe}, {"version"_L1, m_probe}}},
                {"instructions"_L1, m_probe}};
    }

    QJsonObject tool(const QString &name) const
    {
        const QJsonObject property{{"type"_L1, u"string"_s},
                                   {"title"_L1, m_probe},
                                   {"description"_L1, m_probe},
                                   {"enum"_L1, QJsonArray{m_probe, u"plain"_s}}};
        return {
            {"name"_L1, name},
            {"title"_L1, m_probe},
            {"description"_L1, m_probe},
            {"icons"_L1,
             QJsonArray{QJsonObject{
                 {"src"_L1, QString(u"data:image/png;base64,"_s + pngDataBase64({300, 300}))}}}},
            {"inputSchema"_L1,
             QJsonObject{{"type"_L1, u"object"_s},
                         {"description"_L1, m_probe},
                         {"properties"_L1,
                          QJsonObject{{m_probe, property},
                                      {"n"_L1,
                                       QJsonObject{{"type"_L1, u"string"_s},
                                                   {"description"_L1, m_probe}}}}}}}};
    }

    QJsonObject resource() const
    {
        return {{"uri"_L1, QString(u"test://r/"_s + m_probe)},
                {"name"_L1, m_probe},
                {"title"_L1, m_probe},
                {"description"_L1, m_probe},
                {"mimeType"_L1, m_probe},
                {"annotations"_L1, QJsonObject{{"audience"_L1, QJsonArray{m_probe}}}}};
    }

    QJsonObject resourceTemplate() const
    {
        return {{"uriTemplate"_L1, u"test://t/{x}"_s},
                {"name"_L1, m_probe},
                {"description"_L1, m_probe},
                {"mimeType"_L1, m_probe}};
    }

    QJsonArray resourceContents(const QString &uri) const
    {
        return {QJsonObject{
                    {"uri"_L1, uri}, {"mimeType"_L1, u"text/markdown"_s}, {"text"_L1, markdown()}},
                QJsonObject{{"uri"_L1, uri}, {"mimeType"_L1, m_probe}, {"blob"_L1, u"YWJj"_s}}};
    }

    QJsonObject prompt() const
    {
        return {{"name"_L1, m_probe},
                {"title"_L1, m_probe},
                {"description"_L1, m_probe},
                {"arguments"_L1,
                 QJsonArray{QJsonObject{{"name"_L1, u"a"_s}, {"description"_L1, m_probe}}}}};
    }

    QJsonObject promptResult() const
    {
        return {
            {"description"_L1, m_probe},
            {"messages"_L1,
             QJsonArray{QJsonObject{{"role"_L1, m_probe},
                                    {"content"_L1,
                                     QJsonObject{{"type"_L1, u"text"_s}, {"text"_L1, markdown()}}}},
                        QJsonObject{{"role"_L1, u"assistant"_s},
                                    {"content"_L1, QJsonObject{{"type"_L1, m_probe}}}}}}};
    }

    QJsonArray callContent() const
    {
        return {
            QJsonObject{{"type"_L1, u"text"_s}, {"text"_L1, markdown()}},
            QJsonObject{{"type"_L1, m_probe}, {"text"_L1, m_probe}},
            QJsonObject{{"type"_L1, u"image"_s},
                        {"mimeType"_L1, m_probe},
                        {"data"_L1, pngDataBase64({8, 8})}},
            QJsonObject{{"type"_L1, u"audio"_s}, {"mimeType"_L1, m_probe}, {"data"_L1, u"YWJj"_s}},
            QJsonObject{{"type"_L1, u"resource_link"_s},
                        {"uri"_L1, QString(u"test://r/"_s + m_probe)},
                        {"name"_L1, m_probe},
                        {"description"_L1, m_probe},
                        {"mimeType"_L1, m_probe}},
            QJsonObject{{"type"_L1, u"resource"_s},
                        {"resource"_L1,
                         QJsonObject{{"uri"_L1, QString(u"test://e/"_s + m_probe)},
                                     {"mimeType"_L1, u"text/markdown"_s},
                                     {"text"_L1, markdown()}}}}};
    }

    // The call answers on an SSE stream: progress, a log message, an elicitation (a form and a
    // URL), a sampling request, then the result.
    void streamCall(Reply &reply, const QJsonValue &id, const QJsonObject &params)
    {
        reply.head(200, "OK", {{"Content-Type", "text/event-stream"}});
        const QJsonValue token = params.value("_meta"_L1).toObject().value("progressToken"_L1);
        if (!token.isUndefined())
            reply.write(event(notification(
                u"notifications/progress"_s,
                {{"progressToken"_L1, token}, {"progress"_L1, 1}, {"message"_L1, m_probe}})));
        reply.write(event(notification(
            u"notifications/message"_s,
            {{"level"_L1, u"error"_s}, {"logger"_L1, m_probe}, {"data"_L1, m_probe}})));
        const QJsonObject fieldSchema{
            {"type"_L1, u"string"_s}, {"title"_L1, m_probe}, {"description"_L1, m_probe}};
        reply.write(event(QJsonObject{
            {"jsonrpc"_L1, u"2.0"_s},
            {"id"_L1, u"elicit-form"_s},
            {"method"_L1, u"elicitation/create"_s},
            {"params"_L1,
             QJsonObject{{"mode"_L1, u"form"_s},
                         {"message"_L1, m_probe},
                         {"requestedSchema"_L1,
                          QJsonObject{{"type"_L1, u"object"_s},
                                      {"properties"_L1, QJsonObject{{m_probe, fieldSchema}}}}}}}}));
        reply.write(event(
            QJsonObject{{"jsonrpc"_L1, u"2.0"_s},
                        {"id"_L1, u"elicit-url"_s},
                        {"method"_L1, u"elicitation/create"_s},
                        {"params"_L1,
                         QJsonObject{{"mode"_L1, u"url"_s},
                                     {"elicitationId"_L1, m_probe},
                                     {"message"_L1, m_probe},
                                     {"url"_L1, QString(u"https://example.com/"_s + m_probe)}}}}));
        reply.write(event(QJsonObject{
            {"jsonrpc"_L1, u"2.0"_s},
            {"id"_L1, u"sample"_s},
            {"method"_L1, u"sampling/createMessage"_s},
            {"params"_L1,
             QJsonObject{
                 {"systemPrompt"_L1, m_probe},
                 {"maxTokens"_L1, 10},
                 {"messages"_L1,
                  QJsonArray{
                      QJsonObject{{"role"_L1, m_probe},
                                  {"content"_L1,
                                   QJsonObject{{"type"_L1, u"text"_s}, {"text"_L1, m_probe}}}},
                      QJsonObject{{"role"_L1, u"user"_s},
                                  {"content"_L1,
                                   QJsonObject{{"type"_L1, u"image"_s},
                                               {"mimeType"_L1, m_probe},
                                               {"data"_L1, pngDataBase64({4, 4})}}}}}},
                 {"modelPreferences"_L1,
                  QJsonObject{{"hints"_L1, QJsonArray{QJsonObject{{"name"_L1, m_probe}}}}}}}}}));
        reply.write(event(
            QJsonObject{{"jsonrpc"_L1, u"2.0"_s},
                        {"id"_L1, id},
                        {"result"_L1,
                         QJsonObject{{"content"_L1, callContent()},
                                     {"structuredContent"_L1, QJsonObject{{m_probe, m_probe}}},
                                     {"_meta"_L1, QJsonObject{{m_probe, m_probe}}}}}}));
        reply.finish();
    }

    QString m_fifo;
    QString m_probe;
    ScriptedHttpServer m_http;
};

class HostileServerTest : public RemoteWindowTest
{
protected:
    void SetUp() override
    {
        RemoteWindowTest::SetUp();
        m_fifo = std::make_unique<FifoProbe>(m_folder.filePath(u"image-fifo"_s));
        ASSERT_TRUE(m_fifo->isValid());
        m_server = std::make_unique<HostileServer>(m_fifo->path());
        ASSERT_TRUE(m_server->listen());
    }

    void TearDown() override
    {
        RemoteWindowTest::TearDown();
        m_server.reset();
    }

    // Every label, tooltip and the window's title and status line, as they are now.
    void inspect(const QString &step)
    {
        QCoreApplication::processEvents();
        QList<QWidget *> widgets = m_window->findChildren<QWidget *>();
        for (QWidget *top : QApplication::topLevelWidgets()) {
            if (top != m_window.get() && top->isVisible()) {
                widgets << top;
                widgets << top->findChildren<QWidget *>();
            }
        }
        for (QWidget *widget : std::as_const(widgets)) {
            if (widget->objectName() == "qtooltip_label"_L1) // QToolTip's own label
                inspectToolTip(static_cast<QLabel *>(widget)->text(), u"tooltip"_s, step);
            else if (auto *label = qobject_cast<QLabel *>(widget))
                inspectLabel(label, step);
            inspectToolTip(widget->toolTip(), widget->objectName(), step);
        }
        const QString title = m_window->windowTitle();
        if (title.contains(QChar(0x1b)) || title.contains(QChar(0x202E)) || title.contains(u'\n'))
            m_problems.insert(u"window title not filtered: "_s + title);
        if (title.contains(kMarker))
            m_sawTitle = true;
        const QString status = m_window->statusBar()->currentMessage();
        if (status.contains(QChar(0x1b)) || status.contains(QChar(0x202E)))
            m_problems.insert(u"status line not filtered: "_s + status);
    }

    void inspectLabel(QLabel *label, const QString &step)
    {
        const QString text = label->text();
        if (!text.contains(kMarker))
            return;
        ++m_labelsWithProbe;
        const QString where = u"%1 (%2, in %3)"_s.arg(
            label->objectName(),
            QString::fromLatin1(
                label->parentWidget() ? label->parentWidget()->metaObject()->className() : "none"),
            step);
        if (label->property(ServerText::kRichProperty).toBool()) {
            if (text.contains(rawImage()))
                m_problems.insert(u"rich label with unescaped server markup: "_s + where);
            return;
        }
        if (label->textFormat() != Qt::PlainText)
            m_problems.insert(u"label not plain text: "_s + where);
        if (label->openExternalLinks())
            m_problems.insert(u"label opens links: "_s + where);
        if (text.contains(QChar(0x1b)) || text.contains(QChar(0x202E)))
            m_problems.insert(u"label shows control or bidi characters raw: "_s + where);
    }

    void inspectToolTip(const QString &tip, const QString &where, const QString &step)
    {
        if (!tip.contains(kMarker))
            return;
        ++m_toolTipsWithProbe;
        // A tooltip is always guessed by Qt: it must be rich, with the server's markup escaped.
        if (tip.contains(rawImage()) || !Qt::mightBeRichText(tip))
            m_problems.insert(u"tooltip with unescaped server text: %1 in %2"_s.arg(where, step));
        if (tip.contains(QChar(0x1b)) || tip.contains(QChar(0x202E)))
            m_problems.insert(u"tooltip shows control characters raw: %1 in %2"_s.arg(where, step));
    }

    // Hovers over the first cells of every visible item view: what QToolTip shows.
    void hoverViews(const QString &step)
    {
        for (QAbstractItemView *view : m_window->findChildren<QAbstractItemView *>()) {
            QAbstractItemModel *model = view->model();
            if (!view->isVisible() || !model)
                continue;
            for (int row = 0; row < qMin(model->rowCount(), 30); ++row) {
                for (int column = 0; column < model->columnCount(); ++column) {
                    const QModelIndex index = model->index(row, column);
                    if (!index.data(Qt::ToolTipRole).toString().contains(kMarker))
                        continue;
                    const QRect rect = view->visualRect(index);
                    if (rect.isEmpty())
                        continue;
                    QToolTip::hideText();
                    QHelpEvent hover(QEvent::ToolTip,
                                     rect.center(),
                                     view->viewport()->mapToGlobal(rect.center()));
                    QApplication::sendEvent(view->viewport(), &hover);
                    ++m_hovers;
                    inspectToolTip(QToolTip::text(), view->objectName(), step);
                }
            }
        }
        QToolTip::hideText();
    }

    // With MCPSCOPE_SCREENSHOT_DIR set, the window as it is now, for a person to look at.
    void saveScreenshot(const QString &name) const
    {
        const QString directory = qEnvironmentVariable("MCPSCOPE_SCREENSHOT_DIR");
        if (directory.isEmpty())
            return;
        QCoreApplication::processEvents();
        EXPECT_TRUE(m_window->grab().save(QDir(directory).filePath(name))) << qPrintable(name);
    }

    QString rawImage() const { return u"<img src=\"%1\">"_s.arg(m_fifo->path()); }

    void selectToolNamed(const QString &name)
    {
        auto *view = UiTest::find<QListView>(m_window.get(), u"toolList"_s);
        ASSERT_TRUE(UiTest::waitFor([view] { return view->model()->rowCount() >= 2; }));
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            const QModelIndex index = view->model()->index(row, 0);
            if (index.data(ToolListModel::NameRole).toString() == name) {
                UiTest::clickRow(view, index);
                ASSERT_EQ(callPane()->tool().value("name"_L1).toString(), name);
                return;
            }
        }
        FAIL() << "no tool row for " << qPrintable(name);
    }

    void callSelectedTool()
    {
        QTest::mouseClick(button(u"callButton"_s), Qt::LeftButton);
        ASSERT_TRUE(UiTest::waitFor([this] { return !callPane()->isCalling(); }, 20000));
    }

    QTemporaryDir m_folder;
    std::unique_ptr<FifoProbe> m_fifo;
    std::unique_ptr<HostileServer> m_server;
    std::set<QString> m_problems;
    int m_labelsWithProbe = 0;
    int m_toolTipsWithProbe = 0;
    int m_hovers = 0;
    bool m_sawTitle = false;
};

} // namespace

TEST_F(HostileServerTest, ServerTextIsShownAsTextEverywhereAndLoadsNothing)
{
    typeServer(m_server->url());
    clickConnectAndWait();
    ASSERT_EQ(m_window->session()->state(), McpSession::State::Ready) << qPrintable(statusText());
    inspect(u"connected"_s);

    // Tools: the hostile tool (progress, a log message, server requests and rich content), then
    // one that fails with a hostile error.
    selectToolNamed(m_server->toolName());
    inspect(u"tool selected"_s);
    callSelectedTool();
    ASSERT_EQ(callPane()->resultView()->outcome(), ResultView::Outcome::Result)
        << qPrintable(bannerText());
    ASSERT_TRUE(UiTest::waitFor(
        [this] { return m_window->requestQueue()->findChildren<RequestCard *>().size() >= 3; }));
    inspect(u"tool called"_s);
    saveScreenshot(u"hostile-tool-result.png"_s);
    hoverViews(u"tool called"_s);
    selectToolNamed(m_server->failingToolName());
    callSelectedTool();
    inspect(u"tool failed"_s);
    saveScreenshot(u"hostile-tool-error.png"_s);

    // Resources: the list, then the contents of the one resource.
    ASSERT_TRUE(m_window->showTab(u"resourcesPane"_s));
    auto *resources = UiTest::find<ResourcesPane>(m_window.get(), u"resourcesPane"_s);
    ASSERT_TRUE(UiTest::waitFor(
        [resources] { return resources->controller()->resources()->rowCount() == 1; }));
    QTreeView *resourceView = resources->resourceView();
    UiTest::clickRow(resourceView, resourceView->model()->index(0, 0));
    QTest::mouseClick(UiTest::find<QPushButton>(resources, u"readResourceButton"_s),
                      Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor(
        [resources] { return !resources->findChildren<SafeTextDocument *>().isEmpty(); }));
    inspect(u"resource read"_s);
    saveScreenshot(u"hostile-resource.png"_s);
    hoverViews(u"resources"_s);

    // Prompts: the list, then the prompt's messages.
    ASSERT_TRUE(m_window->showTab(u"promptsPane"_s));
    auto *prompts = UiTest::find<PromptsPane>(m_window.get(), u"promptsPane"_s);
    ASSERT_TRUE(UiTest::waitFor([prompts] { return prompts->view()->model()->rowCount() == 1; }));
    UiTest::clickRow(prompts->view(), prompts->view()->model()->index(0, 0));
    QTest::mouseClick(UiTest::find<QPushButton>(prompts, u"getPromptButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor(
        [prompts] { return !prompts->findChildren<SafeTextDocument *>().isEmpty(); }));
    inspect(u"prompt got"_s);
    saveScreenshot(u"hostile-prompt.png"_s);
    hoverViews(u"prompts"_s);

    ASSERT_TRUE(m_window->showTab(u"loggingPane"_s));
    inspect(u"server log"_s);
    hoverViews(u"server log"_s);

    // The message log: every row's details.
    m_window->logModel()->flush();
    for (int row = 0; row < log().rowCount(); ++row) {
        showLogRow(row);
        inspect(u"log row %1"_s.arg(row));
    }
    hoverViews(u"message log"_s);

    EXPECT_TRUE(m_problems.empty())
        << qPrintable(QStringList(m_problems.begin(), m_problems.end()).join(u'\n'));
    // The walk saw the server's text in many places (so the checks above were not vacuous).
    EXPECT_GE(m_labelsWithProbe, 40);
    EXPECT_GE(m_toolTipsWithProbe, 5);
    EXPECT_GE(m_hovers, 4);
    EXPECT_TRUE(m_sawTitle);
    // The Markdown views were asked for the FIFO and refused it ...
    int refusals = 0;
    for (SafeTextDocument *document : m_window->findChildren<SafeTextDocument *>())
        refusals += int(document->refusedResources().count(QUrl(m_fifo->path())));
    EXPECT_GE(refusals, 2);
    // ... and nothing ever opened it.
    EXPECT_FALSE(m_fifo->finish()) << "the GUI opened the FIFO named as an image";
}
