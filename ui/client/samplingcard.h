// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "requestcard.h"

class SamplingRequest;
class SamplingRequestView;
class SamplingResponseEditor;

// A sampling/createMessage request as a card: the request for review (SamplingRequestView) and
// the reply the person writes (SamplingResponseEditor). Approve sends the reply once it has no
// problems (they are listed otherwise); Reject answers error -1 (MCP: the user rejected it).
class SamplingCard : public RequestCard
{
    Q_OBJECT
public:
    SamplingCard(SamplingRequest *request, const QString &serverName, QWidget *parent = nullptr);

    SamplingResponseEditor *editor() const { return m_editor; }
    SamplingRequestView *requestView() const { return m_view; }
    void approve();
    void reject();

private:
    SamplingRequest *samplingRequest() const;

    SamplingRequestView *m_view = nullptr;
    SamplingResponseEditor *m_editor = nullptr;
};
