// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QPointer>
#include <QTimer>
#include <QWidget>

class ContentView;
class JsonView;
class OutputCheckBanner;
class PendingRequest;
class QLabel;
class QProgressBar;
class QScrollArea;
class QTabWidget;
class TextPreview;
struct JsonRpcError;

// Shows the outcome of one tools/call, each kind of failure in its own words and colour:
// a result (every content block rendered by ContentView, structuredContent as a lazy tree
// checked against the tool's outputSchema off the GUI thread, "checking…" until the verdict, the
// result's _meta), a tool error (isError: true:
// an error banner with the tool's own words), a protocol error (JSON-RPC error decoded: name,
// meaning, hint) and local outcomes (timeout, cancelled, connection closed). "Raw JSON" has
// the result or error object as received; it is produced when first shown, so a huge result
// costs nothing there until asked for. Resource links ask for resources/read through
// resourceReadRequested; the pane answers with showResourceContents/showResourceError.
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
    // outputSchema: the called tool's, as it was when the call was made (may be undefined).
    void showOutcome(const PendingRequest &request, const QJsonValue &outputSchema = {});
    // The CallToolResult of a tool that ran as a task (tasks/result), or why there is none
    // (error.code 0: a local failure such as a timeout).
    void showTaskResult(const QString &tool,
                        const QString &taskId,
                        const QJsonObject &result,
                        const QJsonValue &outputSchema = {});
    void
    showTaskFailure(const QString &tool, const QString &errorString, const JsonRpcError &error);
    Outcome outcome() const { return m_outcome; }
    void showResourceContents(const QString &uri, const QJsonArray &contents);
    void showResourceError(const QString &uri, const QString &message);

    ContentView *contentView() const { return m_content; }
    // True while structuredContent is being checked against the outputSchema.
    bool isCheckingOutput() const;
    JsonView *structuredView() const { return m_structured; }
    // The text of every text block and text resource shown, in order, blank-line separated.
    QString shownText() const;
    // The App tab (MCP Apps): the app of the selected tool or of the last call of a tool with
    // one, shown last and made current when show is true; null removes the tab. The view takes
    // ownership; the one before is deleted.
    void setAppSlot(QWidget *slot, bool show = true);
    QWidget *appSlot() const { return m_app; }
    void showAppTab();

Q_SIGNALS:
    void resourceReadRequested(const QString &uri);

private:
    QWidget *createContentPage();
    void showResult(const PendingRequest &request, const QJsonValue &outputSchema);
    // how: "in 12 ms", "as task abc"; tool is HTML-escaped by the caller. large: the value came
    // in a frame too large to prepare its text on the GUI thread.
    void showCallResult(const QString &tool,
                        const QJsonValue &value,
                        const QString &how,
                        const QJsonValue &outputSchema,
                        bool large = false);
    void showStructured(const QJsonObject &result, const QJsonValue &outputSchema);
    void showRemoteError(const JsonRpcError &error);
    void showLocalError(const PendingRequest &request);
    void setBanner(Outcome outcome, const QString &html);
    void setRaw(const QJsonValue &value, bool lazily);
    void resetViews();

    QLabel *m_banner = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_progressText = nullptr;           // the progress numbers and the server's message
    OutputCheckBanner *m_outputCheck = nullptr; // "checking…", then the verdict
    QTabWidget *m_tabs = nullptr;
    QScrollArea *m_contentArea = nullptr;
    ContentView *m_content = nullptr;
    QLabel *m_metaTitle = nullptr;
    JsonView *m_meta = nullptr;
    JsonView *m_structured = nullptr;
    TextPreview *m_raw = nullptr;
    QJsonValue m_rawValue;
    bool m_rawStale = false;
    Outcome m_outcome = Outcome::None;
    QString m_busyText;
    QElapsedTimer m_busySince;
    QTimer m_busyTick; // counts the seconds of a call that takes long
    QPointer<QWidget> m_app;
};
