// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QIcon>
#include <QPointer>
#include <QTimer>
#include <QWidget>

class McpSession;
class QLabel;

// A coloured dot and one sentence: the connection's state in words, including why it failed
// ("Failed: server exited with code 3 before answering initialize; last stderr: …"). While
// connecting it counts the seconds, so a server that hangs is visibly hanging.
class StatusIndicator : public QWidget
{
    Q_OBJECT
public:
    enum class Level { Idle, Busy, Good, Bad };
    Q_ENUM(Level)

    explicit StatusIndicator(QWidget *parent = nullptr);

    void setStatus(Level level, const QString &text);
    // Follows the session from now on: call again whenever its state changes.
    void showSession(const McpSession *session);
    Level level() const { return m_level; }
    QString text() const;

    // Whether the connection sends credentials (a token, an Authorization header): a 401 then
    // means they were refused rather than missing.
    void setSendsCredentials(bool sends) { m_sendsCredentials = sends; }

    QString describe(const McpSession *session) const;
    // "Failed: …", with "authorization required" first for HTTP 401 and 403.
    QString failureText(const McpSession *session) const;
    static Level levelOf(const McpSession *session);
    // The same dot as an icon (the window's server switcher shows one per connection): a dot
    // `size` pixels wide in the middle of an icon of `box` (the tab bar's icon size).
    static QIcon dotIcon(Level level, const QPalette &palette, int size, QSize box);
    // The level in a word, for a screen reader (the dot's colour says it to the eye).
    static QString levelName(Level level);

private:
    class Dot;
    void render();

    Dot *m_dot = nullptr;
    QLabel *m_label = nullptr;
    Level m_level = Level::Idle;
    QPointer<const McpSession> m_session;
    int m_shownState = -1; // the session state the elapsed time counts from
    QElapsedTimer m_stateSince;
    QTimer m_tick;
    bool m_sendsCredentials = false;
};
