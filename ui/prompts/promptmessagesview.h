// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QWidget>

class QLabel;
class QVBoxLayout;

// The messages of a prompts/get result, one framed block per message headed by its role
// (user, assistant), the content rendered by ContentView (every MCP content type). A banner above says which prompt, how many
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
    QString messageText(int index) const; // message `index`'s text (or embedded resource text)
    // The answer to a resourceReadRequested, for every link to uri that waits for it.
    void showResourceContents(const QString &uri, const QJsonArray &contents);
    void showResourceError(const QString &uri, const QString &message);

Q_SIGNALS:
    // A resource link in a message asked to be read.
    void resourceReadRequested(const QString &uri);

private:
    QWidget *createMessage(const QJsonObject &message);
    void removeMessages();

    QLabel *m_banner = nullptr;
    QVBoxLayout *m_list = nullptr;
    QJsonArray m_messages;
    QList<QWidget *> m_widgets;
};
