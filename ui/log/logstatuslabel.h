// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLabel>
#include <QPointer>
#include <QTimer>

class MessageLogModel;

// The status bar's word on the message log: how many rows and how many bytes of traffic it
// holds ("1,000,000 rows · 183 MB"). A flood inserts rows every 16 ms; the text follows at most
// four times a second (kIntervalMs), so the status bar never costs the flood a repaint per
// batch. Does not own the model; GUI thread.
class LogStatusLabel : public QLabel
{
    Q_OBJECT
public:
    static constexpr int kIntervalMs = 250;

    explicit LogStatusLabel(MessageLogModel *model, QWidget *parent = nullptr);

private:
    void update();

    QPointer<MessageLogModel> m_model;
    QTimer m_timer;
};
