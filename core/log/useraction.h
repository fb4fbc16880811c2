// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>

struct TrafficEvent;

// Something the user did that the log cannot infer from frames: "called tool echo with
// {message: hi}", "sent a raw frame". action is a short machine name ("tools/call").
// In the log it travels as a TrafficEvent of kind UserAction (direction User): the action
// in channel, the words in text, the detail as compact JSON in raw, so the detail pane shows
// it like a frame and the session recorder sees it in order with the traffic.
struct UserAction
{
    QString action;
    QString text;
    QJsonObject detail;

    TrafficEvent toTraffic(qint64 wallClockMs = 0) const;
    static UserAction fromTraffic(const TrafficEvent &event);
};
