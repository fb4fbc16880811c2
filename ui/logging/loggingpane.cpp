// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "loggingpane.h"

#include "palettecolors.h"
#include "serverlogfilter.h"
#include "serverlogmodel.h"
#include "session/sessioncontext.h"
#include "widgets/fontunits.h"
#include "widgets/servertext.h"

#include <core/mcp/mcplogging.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcprequests.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

LoggingPane::LoggingPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new ServerLogModel(this))
    , m_filter(new ServerLogFilter(this))
    , m_view(new QTreeView(this))
{
    m_filter->setSourceModel(m_model);
    m_view->setObjectName(u"serverLogView"_s);
    m_view->setAccessibleName(tr("Server log"));
    m_view->setAccessibleDescription(
        tr("The log messages the server sent: time, level, logger and message"));
    m_view->setModel(m_filter);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->header()->setStretchLastSection(true);
    m_view->setColumnWidth(ServerLogModel::TimeColumn, FontUnits::chars(m_view, 14));
    m_view->setColumnWidth(ServerLogModel::LevelColumn, FontUnits::chars(m_view, 11));
    m_view->setColumnWidth(ServerLogModel::LoggerColumn, FontUnits::chars(m_view, 17));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(createToolBar());
    layout->addWidget(m_view, 1);
    // Follow the newest row unless the user scrolled up to read.
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_view->verticalScrollBar()->value() >= m_view->verticalScrollBar()->maximum() - 2)
            QMetaObject::invokeMethod(m_view, &QTreeView::scrollToBottom, Qt::QueuedConnection);
    });
    setSession(nullptr);
}

QWidget *LoggingPane::createToolBar()
{
    auto *bar = new QWidget(this);
    m_level = new QComboBox(bar);
    m_level->setObjectName(u"logLevelPicker"_s);
    m_level->addItems(Mcp::Logging::levels());
    m_level->setToolTip(tr("Ask the server to send log messages at this level and above "
                           "(logging/setLevel)"));
    m_minimum = new QComboBox(bar);
    m_minimum->setObjectName(u"logMinimumLevel"_s);
    m_minimum->addItems(Mcp::Logging::levels());
    m_minimum->setToolTip(tr("Show rows at this level and above"));
    m_text = new QLineEdit(bar);
    m_text->setObjectName(u"logTextFilter"_s);
    m_text->setAccessibleName(tr("Filter by text"));
    m_text->setPlaceholderText(tr("Filter by text"));
    m_text->setClearButtonEnabled(true);
    auto *clear = new QPushButton(tr("Clear"), bar);
    clear->setObjectName(u"clearServerLogButton"_s);
    m_status = ServerText::lineLabel(QString(), bar);
    m_status->setObjectName(u"logLevelStatus"_s);
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(ServerText::caption(tr("Server level:"), bar));
    layout->addWidget(m_level);
    layout->addWidget(m_status, 1);
    layout->addWidget(ServerText::caption(tr("Show:"), bar));
    layout->addWidget(m_minimum);
    layout->addWidget(m_text, 1);
    layout->addWidget(clear);
    connect(
        m_level, &QComboBox::activated, this, [this] { setServerLevel(m_level->currentText()); });
    connect(
        m_minimum, &QComboBox::currentIndexChanged, m_filter, &ServerLogFilter::setMinimumSeverity);
    connect(m_text, &QLineEdit::textChanged, m_filter, &ServerLogFilter::setText);
    connect(clear, &QPushButton::clicked, m_model, &ServerLogModel::clear);
    return bar;
}

void LoggingPane::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    if (session) {
        connect(session, &McpSession::stateChanged, this, &LoggingPane::updateWidgets);
        connect(session, &McpSession::notificationReceived, this, &LoggingPane::handleNotification);
    }
    m_status->clear();
    updateWidgets();
}

void LoggingPane::setContext(SessionContext *context)
{
    context->followLive(this, [this, context] { setSession(context->liveSession()); });
}

void LoggingPane::updateWidgets()
{
    const bool ready = m_session && m_session->state() == McpSession::State::Ready;
    const bool offered = ready && m_session->serverInfo().hasCapability(u"logging"_s);
    m_level->setEnabled(offered);
    if (ready && !offered)
        m_status->setText(tr("The server does not offer logging (no \"logging\" capability)."));
}

void LoggingPane::handleNotification(const JsonRpcMessage &notification)
{
    if (notification.method() == Mcp::Method::Message)
        m_model->append(notification.paramsObject(), QDateTime::currentDateTime());
}

void LoggingPane::setServerLevel(const QString &level)
{
    if (!m_session || m_session->state() != McpSession::State::Ready)
        return;
    m_level->setCurrentText(level);
    m_status->setText(tr("Setting the level to %1…").arg(level));
    PaletteColors::setTextTone(m_status, PaletteColors::Tone::Neutral);
    PendingRequest *request = McpRequest::setLogLevel(level).send(*m_session);
    connect(request, &PendingRequest::finished, this, [this, request, level] {
        const bool ok = !request->hasError();
        m_status->setText(
            ok ? tr("The server logs at %1 and above.").arg(level)
               : tr("logging/setLevel failed: %1").arg(ServerText::line(request->errorString())));
        PaletteColors::setTextTone(m_status,
                                   ok ? PaletteColors::Tone::Success : PaletteColors::Tone::Error);
    });
}
