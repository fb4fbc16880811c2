// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QWidget>

class BlockFrame;
class QPushButton;
class QVBoxLayout;

// Renders a list of MCP content blocks (a tool result's content, a prompt message's content,
// resources/read contents via blocksFromResourceContents) as one framed widget per block:
// text (plain, Markdown, JSON), image, audio, resource_link, embedded resource, and anything
// else as JSON with a note. Annotations and _meta show in each frame. A resource link's
// "Read resource" surfaces as resourceReadRequested; the answer comes back through
// showResourceContents/showResourceError. Many blocks are shown kFirstBlocks at a time.
// GUI thread; owns the block widgets.
class ContentView : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kFirstBlocks = 100;

    explicit ContentView(QWidget *parent = nullptr);

    // largeResult: the blocks come from a frame too large to prepare their text on the GUI
    // thread (PendingRequest::responseBytes()); text blocks then fill in when ready.
    void setBlocks(const QJsonArray &blocks, bool largeResult = false);
    static bool isLarge(qsizetype responseBytes) { return responseBytes >= kLargeResultBytes; }
    // Every text shown so far is on screen (none is still being prepared).
    bool isReady() const;
    void clear();
    QList<BlockFrame *> blockFrames() const;
    void showMoreBlocks();
    // Contents of resources/read for uri, for every link to it that is waiting.
    void showResourceContents(const QString &uri, const QJsonArray &contents);
    void showResourceError(const QString &uri, const QString &message);

    // resources/read contents as embedded "resource" blocks, so they render the same way.
    static QJsonArray blocksFromResourceContents(const QJsonArray &contents);

Q_SIGNALS:
    void resourceReadRequested(const QString &uri);

private:
    BlockFrame *createBlock(const QJsonValue &block);
    BlockFrame *createMediaBlock(const QString &kind, const QJsonObject &block);
    BlockFrame *createUnknownBlock(const QJsonValue &block, const QString &note);
    void appendBlocks(int count);

    QVBoxLayout *m_blocks = nullptr;
    QPushButton *m_more = nullptr;
    static constexpr qsizetype kLargeResultBytes = qsizetype(1) << 20;
    QJsonArray m_pending; // blocks not shown yet
    bool m_prepareTextOffThread = false;
    int m_shown = 0;
};
