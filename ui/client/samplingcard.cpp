// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "samplingcard.h"

#include "samplingrequestview.h"
#include "samplingresponseeditor.h"
#include "widgets/servertext.h"

#include <core/mcp/inboundrequest.h>

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

SamplingCard::SamplingCard(SamplingRequest *request, const QString &serverName, QWidget *parent)
    : RequestCard(request, tr("Sampling request"), serverName, parent)
    , m_view(new SamplingRequestView(this))
    , m_editor(new SamplingResponseEditor(this))
{
    setObjectName(u"samplingCard"_s);
    m_view->setObjectName(u"samplingRequestView"_s);
    m_view->setRequest(request->params());
    m_editor->setObjectName(u"samplingResponseEditor"_s);
    m_editor->setOfferedTools(request->tools());
    auto *replyLabel
        = ServerText::caption(tr("Your reply — sent as the model's answer"), this, true);
    body()->addWidget(m_view, 3);
    body()->addWidget(replyLabel);
    body()->addWidget(m_editor, 2);
    QPushButton *approve = addButton(tr("Approve"), u"approveButton"_s);
    approve->setToolTip(tr("Send this reply as the CreateMessageResult"));
    QPushButton *reject = addButton(tr("Reject"), u"rejectButton"_s);
    reject->setToolTip(tr("Answer error -1: the user rejected the sampling request"));
    connect(approve, &QPushButton::clicked, this, &SamplingCard::approve);
    connect(reject, &QPushButton::clicked, this, &SamplingCard::reject);
}

SamplingRequest *SamplingCard::samplingRequest() const
{
    return static_cast<SamplingRequest *>(request());
}

void SamplingCard::approve()
{
    if (!isOpen() || !request())
        return;
    const QStringList problems = m_editor->problems();
    if (!problems.isEmpty()) {
        showProblem(tr("Not sent: %1").arg(problems.join(u' ')));
        return;
    }
    if (samplingRequest()->approve(m_editor->result()))
        markClosed(tr("Approved: your reply was sent."), true);
}

void SamplingCard::reject()
{
    if (isOpen() && request() && samplingRequest()->reject())
        markClosed(tr("Rejected: the server got error -1."), false);
}
