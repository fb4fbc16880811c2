// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "useraction.h"

#include "trafficevent.h"

#include <QJsonDocument>

TrafficEvent UserAction::toTraffic(qint64 wallClockMs) const
{
    TrafficEvent event;
    event.wallClockMs = wallClockMs;
    event.direction = TrafficEvent::Direction::User;
    event.kind = TrafficEvent::Kind::UserAction;
    event.channel = action;
    event.text = text;
    if (!detail.isEmpty())
        event.raw = QJsonDocument(detail).toJson(QJsonDocument::Compact);
    return event;
}

UserAction UserAction::fromTraffic(const TrafficEvent &event)
{
    return {event.channel, event.text, QJsonDocument::fromJson(event.raw).object()};
}
