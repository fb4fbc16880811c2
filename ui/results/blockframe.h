// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>
#include <QJsonObject>

class JsonView;
class QLabel;
class QToolButton;
class QVBoxLayout;

// The frame around one content block: a header with the block's kind, its annotations in
// words (audience, priority, last modified) and a "_meta" toggle that shows the block's _meta
// as JSON; the body is whatever the block widget adds with addBody(). GUI thread.
class BlockFrame : public QFrame
{
    Q_OBJECT
public:
    BlockFrame(const QString &kind, const QJsonObject &block, QWidget *parent = nullptr);

    void addBody(QWidget *widget);
    void addBody(QLayout *layout);
    QString kind() const { return m_kind; }

    // "audience: user · priority 0.8 · modified 2025-01-12T15:00:58Z"; extra keys as JSON.
    static QString describeAnnotations(const QJsonObject &annotations);

private:
    QString m_kind;
    QVBoxLayout *m_body = nullptr;
    JsonView *m_meta = nullptr;
};
