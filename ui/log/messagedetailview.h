// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QWidget>

class DiagnosticsView;
class JsonHighlighter;
class JsonTextTreeLink;
class JsonTreeModel;
class QCheckBox;
class QLabel;
class QLayout;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTreeView;
struct FrameDetails;
struct MessageRecord;

// The lower-right pane of the log: one row in full, in four tabs. Pretty: the frame's JSON
// indented and coloured. Tree: the same JSON as a lazy Name | Value | Type tree, linked to
// the Pretty text both ways (JsonTextTreeLink). Raw: the exact bytes as received, as text or
// as a hex dump when they are not readable UTF-8. Diagnostics: decoded errors and every
// protocol finding for the row. Large frames are cut for display (DisplayText::forView) and
// not linked; "Copy frame" copies every byte.
class MessageDetailView : public QWidget
{
    Q_OBJECT
public:
    enum Tab { PrettyTab, TreeTab, RawTab, DiagnosticsTab };
    // Frames up to this size get a tree linked to the text; larger ones only the cut text.
    static constexpr qsizetype kLinkLimit = 512 * 1024;

    explicit MessageDetailView(QWidget *parent = nullptr);

    // conversation: MessageLogModel::conversationText() of the row, shown first in the notes.
    void showRecord(const MessageRecord &record, const QString &conversation = {});
    void clear();
    QTabWidget *tabs() const { return m_tabs; }
    JsonTextTreeLink *link() const { return m_link; }

Q_SIGNALS:
    void pairedRowRequested();

private:
    QLayout *createTitleRow();
    QWidget *createRawTab();
    void showBody(const MessageRecord &record, const FrameDetails &details);
    void showRaw();
    void showDiagnosticsCount(int count);
    void copyFrame();
    void markError(qsizetype position);
    void showPointer(const QString &pointer);

    QLabel *m_heading = nullptr;
    QLabel *m_facts = nullptr;
    QPushButton *m_pairButton = nullptr;
    QPushButton *m_copyButton = nullptr;
    QLabel *m_notes = nullptr;
    QTabWidget *m_tabs = nullptr;
    QPlainTextEdit *m_body = nullptr;
    JsonHighlighter *m_highlighter = nullptr;
    QTreeView *m_tree = nullptr;
    JsonTreeModel *m_treeModel = nullptr;
    JsonTextTreeLink *m_link = nullptr;
    QPlainTextEdit *m_raw = nullptr;
    QLabel *m_rawInfo = nullptr;
    QCheckBox *m_hex = nullptr;
    DiagnosticsView *m_diagnostics = nullptr;
    QByteArray m_bytes;
};
