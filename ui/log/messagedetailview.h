// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QWidget>

class QLabel;
class QLayout;
class QPlainTextEdit;
class QPushButton;
struct FrameDetails;
struct MessageRecord;

// The lower-right pane of the log: one row in full. Pretty-printed JSON for frames (the
// record's exact bytes decoded again), the raw text and the reason for frames that are not
// JSON-RPC, JSON-RPC errors decoded into words, and the text of stderr and transport rows.
// Large frames are cut for display (see DisplayText::forView); "Copy frame" copies every byte.
class MessageDetailView : public QWidget
{
    Q_OBJECT
public:
    explicit MessageDetailView(QWidget *parent = nullptr);

    void showRecord(const MessageRecord &record);
    void clear();

Q_SIGNALS:
    void pairedRowRequested();

private:
    QLayout *createTitleRow();
    void showErrors(const FrameDetails &details);
    void copyFrame();
    void markError(qsizetype position);

    QLabel *m_heading = nullptr;
    QLabel *m_facts = nullptr;
    QPushButton *m_pairButton = nullptr;
    QPushButton *m_copyButton = nullptr;
    QLabel *m_errors = nullptr;
    QLabel *m_notes = nullptr;
    QPlainTextEdit *m_body = nullptr;
    QByteArray m_raw;
};
