// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

class PendingRequest;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QTabWidget;
struct JsonRpcError;

// Shows the outcome of one tools/call, each kind of failure in its own words and colour:
// a result (content as text, non-text items summarised), a tool error (isError: true: the
// call worked, the tool failed), a protocol error (JSON-RPC error decoded: name, meaning,
// hint) and local outcomes (timeout, cancelled, connection closed). "Raw JSON" has the result
// or error object as received. Large payloads are cut for display.
class ResultView : public QWidget
{
    Q_OBJECT
public:
    enum class Outcome { None, Busy, Result, ToolError, ProtocolError, LocalError };
    Q_ENUM(Outcome)

    explicit ResultView(QWidget *parent = nullptr);

    void clear();
    void showBusy(const QString &text);
    // total is NaN when the server did not say how much work there is.
    void showProgress(double progress, double total, const QString &message);
    void showOutcome(const PendingRequest &request);
    // The CallToolResult of a tool that ran as a task (tasks/result), or why there is none
    // (error.code 0: a local failure such as a timeout).
    void showTaskResult(const QString &tool, const QString &taskId, const QJsonObject &result);
    void
    showTaskFailure(const QString &tool, const QString &errorString, const JsonRpcError &error);
    Outcome outcome() const { return m_outcome; }

private:
    void showResult(const PendingRequest &request);
    // how: "in 12 ms", "as task abc"; tool is HTML-escaped by the caller.
    void showCallResult(const QString &tool, const QJsonValue &value, const QString &how);
    void showRemoteError(const JsonRpcError &error);
    void showLocalError(const PendingRequest &request);
    void setBanner(Outcome outcome, const QString &html);
    void setTexts(const QString &content, const QString &raw);

    QLabel *m_banner = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_note = nullptr;
    QTabWidget *m_tabs = nullptr;
    QPlainTextEdit *m_content = nullptr;
    QPlainTextEdit *m_raw = nullptr;
    Outcome m_outcome = Outcome::None;
    QString m_busyText;
    QElapsedTimer m_busySince;
    QTimer m_busyTick; // counts the seconds of a call that takes long
};
