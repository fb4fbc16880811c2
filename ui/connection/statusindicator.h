// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class McpSession;
class QLabel;

// A coloured dot and one sentence: the connection's state in words, including why it failed
// ("Failed: server exited with code 3 before answering initialize; last stderr: …").
class StatusIndicator : public QWidget
{
    Q_OBJECT
public:
    enum class Level { Idle, Busy, Good, Bad };
    Q_ENUM(Level)

    explicit StatusIndicator(QWidget *parent = nullptr);

    void setStatus(Level level, const QString &text);
    void showSession(const McpSession *session);
    Level level() const { return m_level; }
    QString text() const;

    static QString describe(const McpSession *session);
    static Level levelOf(const McpSession *session);

private:
    class Dot;
    Dot *m_dot = nullptr;
    QLabel *m_label = nullptr;
    Level m_level = Level::Idle;
};
