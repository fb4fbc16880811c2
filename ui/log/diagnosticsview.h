// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
struct FrameDetails;
struct MessageRecord;

// The detail pane's Diagnostics tab: JSON-RPC errors decoded into words (code, meaning,
// likely cause, data), a tool's isError, and every other finding about the row (malformed
// frame, the connection analysis' findings, failing HTTP status). A finding that points into the
// frame is a link: activating it asks the pane to show that place in the tree and the text.
class DiagnosticsView : public QWidget
{
    Q_OBJECT
public:
    explicit DiagnosticsView(QWidget *parent = nullptr);

    // Returns how many findings there are (errors included), for the tab's title.
    int show(const MessageRecord &record, const FrameDetails &details);
    void clear();
    QString findingsText() const; // what the findings say, as plain text (tests, copying)

Q_SIGNALS:
    void pointerActivated(const QString &pointer);

private:
    int showErrors(const FrameDetails &details);

    QLabel *m_errors = nullptr;
    QLabel *m_findings = nullptr;
    QLabel *m_allClear = nullptr;
};
