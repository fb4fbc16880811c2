// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "trafficevent.h"

using namespace Qt::StringLiterals;

QString TrafficEvent::directionLabel(Direction direction)
{
    switch (direction) {
    case Direction::Outgoing:
        return u"→ out"_s;
    case Direction::Incoming:
        return u"← in"_s;
    case Direction::Local:
        return u"• local"_s;
    case Direction::User:
        return u"● user"_s;
    case Direction::ToApp:
        return u"⇢ app"_s;
    case Direction::FromApp:
        return u"⇠ app"_s;
    }
    return {};
}
