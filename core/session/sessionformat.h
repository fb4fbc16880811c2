// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "sessionevent.h"
#include "sessionredactor.h"

#include <QJsonObject>

#include <optional>

// The .mcpsession line format: JSON Lines, a header object first, then one event object per
// line. Pure conversions in both directions; reading never trusts a type and says which field
// was wrong. Frames keep their exact text in "raw" ("rawBase64" when the bytes are not UTF-8);
// a frame that had a secret masked out says so with "redacted": true.
namespace SessionFormat {

inline constexpr QLatin1StringView FormatName{"mcpscope-session"};
// A connection's tag in a file of several: it becomes no log tag by itself, but stays small.
inline constexpr int kMaxConnectionTag = 0xFFFF;

// A header of several connections (SessionHeader::connections) is written as version 2, each
// connection's config masked with its own secrets; an event whose connection is set names it
// ("conn": its tag).
QJsonObject headerToJson(const SessionHeader &header, const SessionRedactor &redactor);
// largeRaw: when given, a large frame's bytes (secrets already masked) are not put in the object
// but returned here, for the writer to add with rawMember(); nullptr: always in the object.
QJsonObject eventToJson(const SessionEvent &event,
                        const SessionRedactor &redactor,
                        QByteArray *largeRaw = nullptr);
// A line of a session file with nothing but whitespace: carries nothing, and every reader of
// the format (SessionReader, the index, a replay slice) skips it the same way.
inline bool isBlankLine(QByteArrayView line)
{
    return line.trimmed().isEmpty();
}
// The bytes as a JSON string literal (quotes included) when they are valid UTF-8, else nothing.
std::optional<QByteArray> quotedUtf8(QByteArrayView bytes);
// The member that holds bytes in an event line, as eventToJson() would put them in the object:
// "raw" with the text for UTF-8, else "rawBase64"; value is a JSON string literal.
struct RawMember
{
    QLatin1StringView key;
    QByteArray value;
};
RawMember rawMember(QByteArrayView bytes);

struct ParsedHeader
{
    SessionHeader header;
    QString error; // non-empty: not a usable header, and why
};
ParsedHeader headerFromJson(const QJsonObject &object);

struct ParsedEvent
{
    std::optional<SessionEvent> event;
    QString error;
};
// "conn" (the event's connection in a file of several) is read into SessionEvent::connection
// and "redacted" into SessionEvent::redacted; whether the tag is one the header lists is the
// reader's to check. decodeFrames: decode each frame's bytes with the JSON-RPC codec (the model needs the decode;
// a reader that only copies events can skip it).
ParsedEvent eventFromJson(const QJsonObject &object, bool decodeFrames = true);

} // namespace SessionFormat
