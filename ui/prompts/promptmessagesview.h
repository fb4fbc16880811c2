// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QWidget>

class QLabel;
class QVBoxLayout;

// The messages of a prompts/get result, one framed block per message headed by its role
// (user, assistant), the content rendered by type. A banner above says which prompt, how many
// messages, the result's description, or the error. GUI thread; owns the message widgets.
class PromptMessagesView : public QWidget
{
    Q_OBJECT
public:
    explicit PromptMessagesView(QWidget *parent = nullptr);

    void clear(const QString &hint = {});
    void showBusy(const QString &prompt);
    void showMessages(const QString &prompt, const QJsonObject &result);
    void showError(const QString &prompt, const QString &message);
    QString bannerText() const;
    int messageCount() const { return int(m_messages.size()); }
    QStringList roles() const;            // of the shown messages, in order
    QString messageText(int index) const; // what message `index` shows, as plain text

private:
    QWidget *createMessage(const QJsonObject &message);
    void removeMessages();

    QLabel *m_banner = nullptr;
    QVBoxLayout *m_list = nullptr;
    QJsonArray m_messages;
    QList<QWidget *> m_widgets;
};
