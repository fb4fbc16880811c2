// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>
#include <QPointer>

class InboundRequest;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QVBoxLayout;

// One card in the queue of things the server asked of the person: a heading (what, from
// which server, when), a body the subclass fills, and a row of answer buttons. It never
// blocks: the request waits in core (InboundRequest) until a button is pressed. Once the
// request is answered, withdrawn by the server (notifications/cancelled) or gone with the
// connection, the card says so, its controls are disabled and Dismiss appears. The card does
// not own the request (ClientFeatures does) and only holds a QPointer to it. GUI thread.
class RequestCard : public QFrame
{
    Q_OBJECT
public:
    // request may be null for a notice with nothing to answer (a -32042 URL elicitation).
    RequestCard(InboundRequest *request,
                const QString &title,
                const QString &serverName,
                QWidget *parent = nullptr);

    bool isOpen() const { return !m_closed; }
    QString statusText() const;
    // The connection ended: whatever is still open can no longer be answered.
    void markConnectionEnded();

Q_SIGNALS:
    void closed();    // answered, withdrawn or gone
    void dismissed(); // the user removed the card

protected:
    QVBoxLayout *body() const { return m_body; }
    QHBoxLayout *buttonRow() const { return m_buttons; }
    QPushButton *addButton(const QString &text, const QString &objectName);
    InboundRequest *request() const;
    // Disables the answer controls and shows what happened. Idempotent: the first call wins.
    void markClosed(const QString &text, bool good);
    // Replaces the status line of a closed card (news after the answer).
    void updateStatus(const QString &text, bool good);
    // Shows a problem with what the user typed (empty: hides it); the card stays open.
    void showProblem(const QString &text);

private:
    QPointer<InboundRequest> m_request;
    QWidget *m_content = nullptr; // body and buttons, disabled once closed
    QVBoxLayout *m_body = nullptr;
    QHBoxLayout *m_buttons = nullptr;
    QLabel *m_problem = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_dismiss = nullptr;
    bool m_closed = false;
};
