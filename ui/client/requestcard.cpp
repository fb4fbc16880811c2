// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "requestcard.h"

#include "displaytext.h"
#include "palettecolors.h"
#include "widgets/servertext.h"

#include <core/mcp/inboundrequest.h>

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTime>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

RequestCard::RequestCard(InboundRequest *request,
                         const QString &title,
                         const QString &serverName,
                         QWidget *parent)
    : QFrame(parent)
    , m_request(request)
    , m_content(new QWidget(this))
    , m_body(new QVBoxLayout)
    , m_buttons(new QHBoxLayout)
    , m_problem(ServerText::lineLabel(QString(), this))
    , m_status(ServerText::lineLabel(QString(), this))
    , m_dismiss(new QPushButton(tr("Dismiss"), this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QLabel *heading = ServerText::richLabel(u"cardHeading"_s, this);
    QString facts
        = tr("from %1 at %2")
              .arg(ServerText::line(serverName, 80), QTime::currentTime().toString(u"HH:mm:ss"_s));
    if (request)
        facts += u" · id "_s + ServerText::line(request->id().displayText(), 200);
    heading->setText(
        u"<b>%1</b> <span>%2</span>"_s.arg(ServerText::html(title, 200), ServerText::html(facts)));
    // The heading is rich text; a screen reader gets the card's title and origin as its name,
    // and its state (open, answered, withdrawn) as its description.
    setAccessibleName(ServerText::accessible(tr("%1 %2").arg(title, facts)));
    setAccessibleDescription(tr("Waiting for your answer"));
    m_problem->setObjectName(u"cardProblem"_s);
    m_problem->setWordWrap(true);
    PaletteColors::setTextTone(m_problem, PaletteColors::Tone::Error);
    m_problem->hide();
    m_status->setObjectName(u"cardStatus"_s);
    m_status->setWordWrap(true);
    m_status->hide();
    m_dismiss->setObjectName(u"dismissButton"_s);
    m_dismiss->hide();

    auto *contentLayout = new QVBoxLayout(m_content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addLayout(m_body);
    contentLayout->addWidget(m_problem);
    contentLayout->addLayout(m_buttons);
    m_buttons->addStretch(1);
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_dismiss);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(m_content);
    layout->addLayout(statusRow);

    connect(m_dismiss, &QPushButton::clicked, this, &RequestCard::dismissed);
    if (request) {
        connect(request, &InboundRequest::withdrawn, this, [this](const QString &reason) {
            markClosed(reason.isEmpty() ? tr("Withdrawn: the server cancelled this request.")
                                        : tr("Withdrawn: the server cancelled this request (%1).")
                                              .arg(ServerText::line(reason)),
                       false);
        });
        // ClientFeatures dies with its session: then nobody can answer any more.
        connect(request, &QObject::destroyed, this, [this] {
            markClosed(tr("Gone: the request ended before it was answered."), false);
        });
    }
}

QPushButton *RequestCard::addButton(const QString &text, const QString &objectName)
{
    auto *button = new QPushButton(text, m_content);
    button->setObjectName(objectName);
    m_buttons->addWidget(button);
    return button;
}

InboundRequest *RequestCard::request() const
{
    return m_request;
}

QString RequestCard::statusText() const
{
    return m_status->text();
}

void RequestCard::markConnectionEnded()
{
    markClosed(tr("Gone: the connection ended before this was answered."), false);
}

void RequestCard::markClosed(const QString &text, bool good)
{
    if (m_closed)
        return;
    m_closed = true;
    m_content->setEnabled(false);
    m_problem->hide();
    updateStatus(text, good);
    m_dismiss->show();
    Q_EMIT closed();
}

void RequestCard::updateStatus(const QString &text, bool good)
{
    ServerText::setText(m_status, text);
    setAccessibleDescription(ServerText::accessible(text));
    m_status->show();
    PaletteColors::setTextTone(m_status,
                               good ? PaletteColors::Tone::Success : PaletteColors::Tone::Warning);
}

void RequestCard::showProblem(const QString &text)
{
    ServerText::setText(m_problem, text);
    m_problem->setVisible(!text.isEmpty());
}
