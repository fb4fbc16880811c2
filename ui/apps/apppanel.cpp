// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "apppanel.h"

#include "appview.h"
#include "widgets/fontunits.h"

#include <core/apps/appresourcecache.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pagedlist.h>

#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTimeZone>
#include <QTimer>
#include <QVBoxLayout>

#include <palettecolors.h>
#include <widgets/servertext.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int kPanelLines = 500;
constexpr int kMaxAppHeight = 2000;

QString compactJson(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

} // namespace

AppPanel::AppPanel(QWidget *parent)
    : ToolAppSlot(parent)
    , m_status(ServerText::label(tr("No app yet."), this))
    , m_panel(new QPlainTextEdit(this))
    , m_downloadPrompt([this](const AppDownload::Offer &offer) { return askWhereToSave(offer); })
{
    setObjectName(u"appPanel"_s);
    m_status->setObjectName(u"appStatus"_s);
    m_status->setWordWrap(true);
    m_panel->setObjectName(u"appMessages"_s);
    m_panel->setReadOnly(true);
    m_panel->setMaximumBlockCount(kPanelLines);
    m_panel->setToolTip(
        tr("What the app says for a model (ui/message, ui/update-model-context), its log, and "
           "what its sandbox refused."));
    auto *appPage = new QWidget(this);
    m_appArea = new QVBoxLayout(appPage);
    m_appArea->setContentsMargins(0, 0, 0, 0);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(appPage);
    splitter->addWidget(m_panel);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status);
    layout->addWidget(splitter, 1);
}

AppPanel::~AppPanel()
{
    // Destroyed with its window: the app still hears of its end, but the view goes now (a
    // closing window never waits). A retired panel told it already.
    if (m_bridge && m_bridge->isInitialized() && !m_toldTeardown)
        m_bridge->teardown(tr("the window was closed"));
    delete m_window;
}

void AppPanel::retire()
{
    if (m_retiring)
        return;
    m_retiring = true;
    hide();
    delete m_window;
    if (!m_bridge || !m_bridge->isInitialized()) {
        deleteLater();
        return;
    }
    // SEP-1865: the host SHOULD wait for the app's answer before tearing it down (the app may
    // save its state); an app that does not answer in time goes anyway.
    connect(m_bridge, &AppBridge::teardownFinished, this, &QObject::deleteLater);
    QTimer::singleShot(m_teardownLimitMs, this, [this] {
        if (m_session)
            m_session->logDiagnostic(
                tr("MCP App %1 did not answer ui/resource-teardown within %2 ms; closed anyway")
                    .arg(m_resource.uri, QString::number(m_teardownLimitMs)));
        deleteLater();
    });
    m_toldTeardown = true;
    m_bridge->teardown(tr("the app was closed"));
}

void AppPanel::registerFactory()
{
    ToolAppSlot::setFactory([](QWidget *parent) { return new AppPanel(parent); });
}

void AppPanel::prepare(McpSession *session, const QJsonObject &tool, AppResourceCache *cache)
{
    if (m_bridge)
        return;
    m_session = session;
    m_toolName = tool.value(Mcp::Key::Name).toString();
    m_bridge = new AppBridge(session, this);
    m_bridge->setTool(tool);
    m_bridge->setHostContext(hostContext());
    m_bridge->setDisplayModeSwitch([this](const QString &mode) { return switchDisplayMode(mode); });
    setLinkConfirmation([this](const QUrl &url, std::function<void(bool)> answer) {
        confirmLink(url, std::move(answer));
    });
    // After the app's message is handled: the question's own event loop must not run inside it.
    m_bridge->setDownloadConsent(
        [this](const AppDownload::Offer &offer, std::function<void(const QString &)> answer) {
            QTimer::singleShot(0, this, [this, offer, answer = std::move(answer)] {
                answer(m_downloadPrompt(offer));
            });
        });
    connect(m_bridge, &AppBridge::noteAdded, this, [this](const AppBridge::Note &note) {
        addLine(u"%1 %2"_s.arg(note.method, compactJson(note.params)));
    });
    connect(m_bridge, &AppBridge::sizeChanged, this, [this](int, int height) {
        if (m_view && height > 0 && !m_window)
            m_view->setMinimumHeight(qMin(height, kMaxAppHeight));
    });

    const QString uri = AppMeta::toolUi(tool).resourceUri;
    m_status->setText(ServerText::plain(tr("Reading the app %1…").arg(uri)));
    if (!cache) { // a panel on its own reads its app itself
        cache = new AppResourceCache(this);
        cache->setSession(session);
    }
    cache->fetch(
        uri, this, [this](const AppMeta::AppResource &resource) { resourceReady(resource); });
    PagedList *tools = PagedList::start(session, Mcp::Method::ToolsList, Mcp::Key::Tools);
    connect(tools, &PagedList::finished, this, [this, tools] {
        for (const QJsonValue &entry : tools->items())
            m_tools << entry.toObject();
        m_toolsReady = true;
        showAppWhenReady();
    });
}

void AppPanel::updateArguments(const QJsonObject &arguments)
{
    if (m_bridge && !m_started)
        m_bridge->sendToolInputPartial(arguments);
}

void AppPanel::start(McpSession *session,
                     const QJsonObject &tool,
                     const JsonRpcId &callId,
                     const QJsonObject &arguments)
{
    prepare(session, tool, nullptr);
    m_started = true;
    m_bridge->setTool(tool, callId);
    m_bridge->sendToolInput(arguments);
}

void AppPanel::resourceReady(const AppMeta::AppResource &resource)
{
    if (!resource.isValid()) {
        // Shown here, in the App tab, never as a dialog: selecting tools must not raise boxes.
        fail(tr("The app %1 is not shown: %2").arg(resource.uri, resource.problem));
        return;
    }
    m_resource = resource;
    m_resourceReady = true;
    showAppWhenReady();
}

void AppPanel::showAppWhenReady()
{
    if (!m_resourceReady || !m_toolsReady || m_view)
        return;
    m_bridge->setServerTools(m_tools);
    m_bridge->setResource(m_resource);
    // SEP-1865, Audit Trail: the policy the app runs under, and what of its wishes was refused.
    addLine(tr("Content-Security-Policy: %1").arg(m_resource.csp.policy()));
    for (const QString &rejected : m_resource.csp.rejected())
        addLine(tr("csp entry refused: %1").arg(rejected));
    m_view = new AppView(m_bridge, m_resource, this);
    m_view->setMinimumHeight(FontUnits::lines(m_view, 12));
    connect(m_view, &AppView::requestBlocked, this, [this](const QUrl &url, const QString &why) {
        addLine(tr("blocked request %1: %2").arg(url.toDisplayString(), why));
    });
    connect(m_view, &AppView::navigationRefused, this, [this](const QUrl &url) {
        addLine(tr("blocked navigation to %1").arg(url.toDisplayString()));
    });
    connect(m_view, &AppView::windowRefused, this, [this] { addLine(tr("blocked a new window")); });
    connect(m_view, &AppView::consoleMessage, this, &AppPanel::addLine);
    m_view->setDownloadPrompt(
        [this](const AppDownload::Offer &offer) { return m_downloadPrompt(offer); });
    connect(m_view, &AppView::downloadRefused, this, [this](const QUrl &url, const QString &why) {
        // A data: URL is the file itself: its scheme says enough.
        const QString what
            = url.scheme() == "data"_L1 ? u"data: URL"_s : url.toDisplayString().left(300);
        const QString line
            = tr("MCP App %1: a download of %2 was refused: %3").arg(m_resource.uri, what, why);
        addLine(line);
        if (m_session)
            m_session->logDiagnostic(line);
    });
    connect(m_view, &AppView::downloadSaved, this, [this](const QString &path, bool complete) {
        addLine(complete ? tr("saved a download of the app as %1").arg(path)
                         : tr("a download of the app to %1 did not complete").arg(path));
    });
    m_appArea->addWidget(m_view);
    m_status->setText(ServerText::plain(tr("App %1").arg(m_resource.uri)));
    Q_EMIT viewCreated(m_view);
}

void AppPanel::finishWithResult(const QJsonObject &result)
{
    if (m_bridge)
        m_bridge->sendToolResult(result);
}

void AppPanel::finishWithoutResult(const QString &reason)
{
    if (m_bridge)
        m_bridge->sendToolCancelled(reason);
}

void AppPanel::fail(const QString &why)
{
    m_status->setText(ServerText::plain(why));
    PaletteColors::setTextTone(m_status, PaletteColors::Tone::Error);
    Q_EMIT failed(why);
}

void AppPanel::addLine(const QString &line)
{
    m_panel->appendPlainText(ServerText::plain(line, 4000));
}

QString AppPanel::status() const
{
    return m_status->text();
}

QStringList AppPanel::panelLines() const
{
    return m_panel->toPlainText().split(u'\n', Qt::SkipEmptyParts);
}

void AppPanel::setLinkConfirmation(AppBridge::LinkConfirmation confirm)
{
    if (m_bridge)
        m_bridge->setLinkConfirmation(std::move(confirm));
}

void AppPanel::confirmLink(const QUrl &url, std::function<void(bool)> answer)
{
    // After the app's message is handled: the box's own event loop must not run inside it.
    QTimer::singleShot(0, this, [this, url, answer = std::move(answer)] {
        ServerText::Message message;
        message.icon = QMessageBox::Question;
        message.title = tr("Open a link from the app?");
        message.text = tr("The app asks to open this address in your browser:");
        message.details = url.toString();
        message.objectName = u"appLinkConfirmation"_s;
        const bool open = ServerText::confirm(this, message, tr("Open"), u"openAppLink"_s);
        if (open)
            QDesktopServices::openUrl(url);
        answer(open);
    });
}

QString AppPanel::askWhereToSave(const AppDownload::Offer &offer)
{
    // Everything about the file is the app's word: plain text, one line each.
    const QString size
        = offer.size >= 0 ? QLocale().formattedDataSize(offer.size) : tr("not known yet");
    ServerText::Message message;
    message.icon = QMessageBox::Question;
    message.title = tr("Save a file from the app?");
    message.text = tr("The app %1 offers a file to save on this computer.\n\nName: %2\nSize: "
                      "%3\nType: %4\nFrom: %5")
                       .arg(ServerText::line(m_resource.uri, 120),
                            ServerText::line(offer.fileName, 200),
                            size,
                            ServerText::line(
                                offer.mimeType.isEmpty() ? tr("not given") : offer.mimeType, 100),
                            ServerText::line(offer.source, 120));
    message.objectName = u"appDownloadConfirmation"_s;
    if (!ServerText::confirm(this, message, tr("Save…"), u"saveAppDownload"_s))
        return {};
    return QFileDialog::getSaveFileName(
        this, tr("Save the app's file"), QDir::home().filePath(offer.fileName));
}

QString AppPanel::switchDisplayMode(const QString &mode)
{
    if (!m_view)
        return u"inline"_s;
    if (mode == "inline"_L1) {
        m_appArea->addWidget(m_view);
        m_view->show();
        delete m_window;
        return mode;
    }
    if (!m_window) {
        m_window = new QWidget(nullptr, Qt::Window);
        m_window->setAttribute(Qt::WA_DeleteOnClose);
        m_window->setWindowTitle(ServerText::title(tr("MCP App — %1").arg(m_resource.uri)));
        auto *layout = new QVBoxLayout(m_window);
        layout->setContentsMargins(0, 0, 0, 0);
        // Closing the window brings the app back into its tab.
        connect(m_window, &QObject::destroyed, this, [this] {
            if (m_view && !m_view->parent()) {
                m_appArea->addWidget(m_view);
                m_view->show();
            }
            if (m_bridge)
                m_bridge->setHostContext({{"displayMode"_L1, u"inline"_s}});
        });
    }
    m_window->layout()->addWidget(m_view);
    if (mode == "fullscreen"_L1) {
        m_window->showFullScreen();
    } else {
        m_window->setWindowFlag(Qt::WindowStaysOnTopHint);
        m_window->resize(420, 320);
        m_window->showNormal();
    }
    return mode;
}

QJsonObject AppPanel::hostContext() const
{
    // Theme from the palette: a dark window background is a dark theme.
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    return QJsonObject{
        {"theme"_L1, dark ? u"dark"_s : u"light"_s},
        {"displayMode"_L1, u"inline"_s},
        {"containerDimensions"_L1, QJsonObject{{"maxHeight"_L1, kMaxAppHeight}}},
        {"locale"_L1, QLocale().bcp47Name()},
        {"timeZone"_L1, QString::fromUtf8(QTimeZone::systemTimeZoneId())},
    };
}
