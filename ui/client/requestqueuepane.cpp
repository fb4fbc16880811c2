// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "requestqueuepane.h"

#include "elicitationcard.h"
#include "palettecolors.h"
#include "samplingcard.h"
#include "widgets/servertext.h"

#include <core/mcp/clientfeatures.h>
#include <core/mcp/inboundrequest.h>
#include <core/mcp/mcpsession.h>

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

RequestQueuePane::RequestQueuePane(QWidget *parent)
    : QWidget(parent)
    , m_header(ServerText::richLabel(u"requestQueueHeader"_s, this))
    , m_empty(ServerText::lineLabel(QString(), this))
    , m_clear(new QPushButton(tr("Clear Answered"), this))
    , m_cards(new QVBoxLayout)
{
    m_clear->setObjectName(u"clearAnsweredButton"_s);
    m_empty->setObjectName(u"requestQueueEmpty"_s);
    m_empty->setWordWrap(true);
    m_empty->setText(tr("Nothing asked yet. When the server asks for a sampling reply, a form "
                        "or a URL visit, a card appears here. Answer whenever you like: "
                        "nothing waits on it but the server."));
    PaletteColors::setTextTone(m_empty, PaletteColors::Tone::Neutral);
    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 4, 0);
    contentLayout->addWidget(m_empty);
    // Cards take the height there is (a long form should not scroll inside a short card);
    // the spacer below only counts while there are none.
    contentLayout->addLayout(m_cards, 1);
    contentLayout->addStretch(0);
    // An explicit minimum keeps the scroll area scrolling rather than squeezing rows (FormPanel).
    contentLayout->setSizeConstraint(QLayout::SetMinimumSize);
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(u"requestQueueScroll"_s);
    m_scroll->setWidget(content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    auto *top = new QHBoxLayout;
    top->addWidget(m_header, 1);
    top->addWidget(m_clear);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_scroll, 1);
    connect(m_clear, &QPushButton::clicked, this, &RequestQueuePane::clearAnswered);
    updateHeader();
}

void RequestQueuePane::setClientFeatures(ClientFeatures *features, const QString &serverName)
{
    if (m_features)
        m_features->disconnect(this);
    if (m_session)
        m_session->disconnect(this);
    m_features = features;
    m_serverName = serverName;
    m_session = features ? qobject_cast<McpSession *>(features->parent()) : nullptr;
    if (!features)
        return;
    connect(features, &ClientFeatures::samplingRequested, this, &RequestQueuePane::addSampling);
    connect(
        features, &ClientFeatures::elicitationRequested, this, &RequestQueuePane::addElicitation);
    connect(
        features, &ClientFeatures::elicitationCompleted, this, &RequestQueuePane::markCompleted);
    if (m_session)
        connect(m_session, &McpSession::stateChanged, this, &RequestQueuePane::handleSessionState);
}

QString RequestQueuePane::serverName() const
{
    // The name the server gave in the handshake, which the person knows it by (MCP: show
    // which server is asking); the connection's name before that.
    const QString title = m_session ? m_session->serverInfo().title() : QString();
    return title.isEmpty() ? m_serverName : title;
}

void RequestQueuePane::addSampling(SamplingRequest *request)
{
    addCard(new SamplingCard(request, serverName()),
            tr("%1 asks for a sampling reply: see Server Requests").arg(serverName()));
}

void RequestQueuePane::addElicitation(ElicitationRequest *request)
{
    auto *card = new ElicitationCard(request, serverName());
    if (m_opener)
        card->setUrlOpener(m_opener);
    addCard(card, tr("%1 asks for your input: see Server Requests").arg(serverName()));
}

int RequestQueuePane::showRequiredUrls(const JsonRpcError &error)
{
    if (!m_features)
        return 0;
    const QList<QJsonObject> elicitations = m_features->takeUrlElicitations(error);
    for (const QJsonObject &elicitation : elicitations) {
        auto *card = new RequiredUrlCard(elicitation, serverName());
        if (m_opener)
            card->urlConsent()->setOpener(m_opener);
        addCard(card,
                tr("%1 needs you to visit a URL first: see Server Requests").arg(serverName()));
    }
    return int(elicitations.size());
}

void RequestQueuePane::addCard(RequestCard *card, const QString &summary)
{
    m_cards->addWidget(card, 1);
    card->show(); // now, not on the next event-loop turn: the card is what needs attention
    // The newest card is at the bottom; scroll there once the layout has placed it.
    QMetaObject::invokeMethod(
        m_scroll, [this, card] { m_scroll->ensureWidgetVisible(card); }, Qt::QueuedConnection);
    connect(card, &RequestCard::closed, this, &RequestQueuePane::updateHeader);
    connect(card, &RequestCard::dismissed, this, [this, card] {
        card->deleteLater();
        m_cards->removeWidget(card);
        updateHeader();
    });
    updateHeader();
    Q_EMIT attentionNeeded(summary);
}

void RequestQueuePane::markCompleted(const QString &elicitationId)
{
    for (RequestCard *card : cards()) {
        if (auto *elicitation = qobject_cast<ElicitationCard *>(card);
            elicitation && elicitation->elicitationId() == elicitationId)
            elicitation->markCompleted();
        if (auto *required = qobject_cast<RequiredUrlCard *>(card);
            required && required->elicitationId() == elicitationId)
            required->markCompleted();
    }
}

void RequestQueuePane::handleSessionState()
{
    if (!m_session)
        return;
    const McpSession::State state = m_session->state();
    if (state != McpSession::State::Disconnected && state != McpSession::State::Failed
        && state != McpSession::State::Closing)
        return;
    for (RequestCard *card : cards()) {
        if (card->isOpen() && !qobject_cast<RequiredUrlCard *>(card))
            card->markConnectionEnded();
    }
}

QList<RequestCard *> RequestQueuePane::cards() const
{
    QList<RequestCard *> result;
    for (int index = 0; index < m_cards->count(); ++index) {
        if (auto *card = qobject_cast<RequestCard *>(m_cards->itemAt(index)->widget()))
            result << card;
    }
    return result;
}

int RequestQueuePane::openCount() const
{
    int count = 0;
    for (const RequestCard *card : cards())
        count += card->isOpen();
    return count;
}

void RequestQueuePane::clearAnswered()
{
    for (RequestCard *card : cards()) {
        if (!card->isOpen()) {
            m_cards->removeWidget(card);
            card->deleteLater();
        }
    }
    updateHeader();
}

void RequestQueuePane::updateHeader()
{
    const int open = openCount();
    const int total = int(cards().size());
    m_header->setText(open == 0 ? tr("<b>Server requests</b> — none waiting")
                                : tr("<b>Server requests</b> — %n waiting", nullptr, open));
    m_empty->setVisible(total == 0);
    m_clear->setEnabled(total > open);
    Q_EMIT openCountChanged(open);
}
