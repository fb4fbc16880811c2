// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QVarLengthArray>

// A validating scanner for the members of one JSON object, without building a QJsonObject:
// what the session index reads from each event line (and from the frame inside it) when a
// million lines have to be indexed in seconds. It vouches only for a conservative subset of
// JSON that Qt's parser reads the same way: every function answers false ("not in the fast
// subset") for anything it is not sure about — a key with an escape, an unpaired surrogate, a
// control character or invalid UTF-8 in a string, a number with an exponent, nesting deeper
// than kMaxDepth, trailing bytes — and the caller then asks QJsonDocument, the authority. So
// false never means "malformed", only "ask the full parser". Pure; any thread.
namespace JsonScan {

inline constexpr int kMaxDepth = 64;
inline constexpr qsizetype kMaxNumberLength = 300; // no double overflow without an exponent

struct Member
{
    QByteArrayView key;   // between the quotes; never holds an escape
    QByteArrayView value; // the value's exact text: "string" with its quotes, 12, {...}
};
using Members = QVarLengthArray<Member, 16>;

// The members of the object json holds (whitespace around it allowed, nothing else), every
// value checked to the end. False: not in the fast subset.
bool objectMembers(QByteArrayView json, Members *members);
// The member named key, or nullptr. Two members of that name: *duplicate is set (Qt keeps one
// of them; which one is the full parser's business).
const Member *find(const Members &members, QByteArrayView key, bool *duplicate);

// A string value (its text with the quotes) unescaped into UTF-8. False when value is not a
// string of the fast subset.
bool stringValue(QByteArrayView value, QByteArray *utf8);
// The same for a member objectMembers() returned, whose value it checked already: nothing is
// checked twice (the frame in a line's "raw" is most of the line). False when not a string.
bool memberString(const Member &member, QByteArray *utf8);
// An integer written as one (-?digits, at most 15 of them: exact in a double and in qint64).
// False for fractions, exponents, longer numbers and anything else.
bool integerValue(QByteArrayView value, qint64 *number);
// The length of the multi-byte UTF-8 sequence at p (2 to 4 bytes, checked as RFC 3629 says: no
// overlong forms, no surrogates, nothing above U+10FFFF) and its code point; 0 when the bytes
// there are not one. What SessionFormat checks before it writes bytes as text.
int utf8Sequence(const uchar *p, const uchar *end, uint *code);
// value is exactly this plain string ("frame" compared with the text "\"frame\"").
bool isString(QByteArrayView value, QByteArrayView plain);

} // namespace JsonScan
