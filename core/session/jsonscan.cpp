// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsonscan.h"

#include <array>
#include <cstring>

namespace JsonScan {

namespace {

constexpr qsizetype kMaxMembers = 256;

// Bytes a string holds as they are: printable ASCII but the quote and the backslash.
constexpr auto kPlainStringBytes = [] {
    std::array<bool, 256> plain{};
    for (int c = 0x20; c < 0x80; ++c)
        plain[size_t(c)] = c != '"' && c != '\\';
    return plain;
}();

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// The four hex digits after "\u" at p, or -1.
int hexUnit(const char *p)
{
    int unit = 0;
    for (int i = 0; i < 4; ++i) {
        const int digit = hexDigit(p[i]);
        if (digit < 0)
            return -1;
        unit = unit * 16 + digit;
    }
    return unit;
}

// utf8Sequence(), and not a noncharacter either: whether Qt's decoder keeps those is not
// something the fast way relies on.
int utf8Length(const uchar *p, const uchar *end)
{
    uint code = 0;
    const int length = utf8Sequence(p, end, &code);
    if ((code >= 0xFDD0 && code <= 0xFDEF) || (code & 0xFFFE) == 0xFFFE)
        return 0;
    return length;
}

void appendUtf8(QByteArray *out, uint code)
{
    if (code < 0x80) {
        out->append(char(code));
    } else if (code < 0x800) {
        out->append(char(0xC0 | (code >> 6)));
        out->append(char(0x80 | (code & 0x3F)));
    } else if (code < 0x10000) {
        out->append(char(0xE0 | (code >> 12)));
        out->append(char(0x80 | ((code >> 6) & 0x3F)));
        out->append(char(0x80 | (code & 0x3F)));
    } else {
        out->append(char(0xF0 | (code >> 18)));
        out->append(char(0x80 | ((code >> 12) & 0x3F)));
        out->append(char(0x80 | ((code >> 6) & 0x3F)));
        out->append(char(0x80 | (code & 0x3F)));
    }
}

// One pass over a JSON text: every function advances m_p past what it checked and answers
// false as soon as the text leaves the fast subset.
class FastJsonScanner
{
public:
    explicit FastJsonScanner(QByteArrayView text)
        : m_p(reinterpret_cast<const uchar *>(text.data()))
        , m_end(m_p + text.size())
    {}

    bool atEnd() const { return m_p == m_end; }
    const char *position() const { return reinterpret_cast<const char *>(m_p); }

    void skipSpace()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\t' || *m_p == '\n' || *m_p == '\r'))
            ++m_p;
    }

    // At the opening quote; *escaped: the string holds an escape.
    bool string(bool *escaped)
    {
        ++m_p;
        while (true) {
            // Runs of printable ASCII (nearly all of a frame) in one tight loop.
            while (m_p < m_end && kPlainStringBytes[*m_p])
                ++m_p;
            if (m_p == m_end)
                return false;
            const uchar c = *m_p;
            if (c == '"') {
                ++m_p;
                return true;
            }
            if (c == '\\') {
                *escaped = true;
                if (!escape())
                    return false;
                continue;
            }
            if (c < 0x20)
                return false; // Qt's handling of raw control characters is not ours to guess
            const int length = utf8Length(m_p, m_end);
            if (length == 0)
                return false;
            m_p += length;
        }
    }

    bool value(int depth)
    {
        if (m_p == m_end)
            return false;
        switch (*m_p) {
        case '{':
            return object(depth, nullptr);
        case '[':
            return array(depth);
        case '"': {
            bool escaped = false;
            return string(&escaped);
        }
        case 't':
            return literal("true");
        case 'f':
            return literal("false");
        case 'n':
            return literal("null");
        default:
            return number();
        }
    }

    // At the opening brace. members: collect the members (keys without escapes only).
    bool object(int depth, Members *members)
    {
        if (depth > kMaxDepth)
            return false;
        ++m_p;
        skipSpace();
        if (m_p < m_end && *m_p == '}') {
            ++m_p;
            return true;
        }
        while (true) {
            if (m_p == m_end || *m_p != '"')
                return false;
            const char *keyStart = position() + 1;
            bool escaped = false;
            if (!string(&escaped))
                return false;
            // "\u006dethod" is "method": a key with an escape could hide a member we read.
            if (escaped && members)
                return false;
            const QByteArrayView key(keyStart, position() - 1);
            skipSpace();
            if (m_p == m_end || *m_p != ':')
                return false;
            ++m_p;
            skipSpace();
            const char *valueStart = position();
            if (!value(depth + 1))
                return false;
            if (members) {
                if (members->size() >= kMaxMembers)
                    return false;
                members->append({key, QByteArrayView(valueStart, position())});
            }
            const Separator next = separator('}');
            if (next != Separator::Comma)
                return next == Separator::Close;
        }
    }

private:
    enum class Separator { Comma, Close, Wrong };
    // After a member or an element: a comma (skipped with the space after it), the closing
    // bracket (skipped), or anything else.
    Separator separator(char close)
    {
        skipSpace();
        if (m_p == m_end)
            return Separator::Wrong;
        if (*m_p == ',') {
            ++m_p;
            skipSpace();
            return Separator::Comma;
        }
        if (*m_p != close)
            return Separator::Wrong;
        ++m_p;
        return Separator::Close;
    }

    bool escape()
    {
        if (m_end - m_p < 2)
            return false;
        switch (m_p[1]) {
        case '"':
        case '\\':
        case '/':
        case 'b':
        case 'f':
        case 'n':
        case 'r':
        case 't':
            m_p += 2;
            return true;
        case 'u':
            break;
        default:
            return false;
        }
        if (m_end - m_p < 6)
            return false;
        const int unit = hexUnit(position() + 2);
        m_p += 6;
        if (unit < 0 || (unit >= 0xDC00 && unit <= 0xDFFF))
            return false;
        if (unit >= 0xD800 && unit <= 0xDBFF) { // a pair, or not ours to judge
            if (m_end - m_p < 6 || m_p[0] != '\\' || m_p[1] != 'u')
                return false;
            const int low = hexUnit(position() + 2);
            m_p += 6;
            return low >= 0xDC00 && low <= 0xDFFF;
        }
        return true;
    }

    bool array(int depth)
    {
        if (depth > kMaxDepth)
            return false;
        ++m_p;
        skipSpace();
        if (m_p < m_end && *m_p == ']') {
            ++m_p;
            return true;
        }
        while (true) {
            if (!value(depth + 1))
                return false;
            const Separator next = separator(']');
            if (next != Separator::Comma)
                return next == Separator::Close;
        }
    }

    bool literal(QByteArrayView word)
    {
        if (m_end - m_p < word.size() || QByteArrayView(position(), word.size()) != word)
            return false;
        m_p += word.size();
        return true;
    }

    static bool isDigit(uchar c) { return c >= '0' && c <= '9'; }

    bool number()
    {
        const uchar *start = m_p;
        if (m_p < m_end && *m_p == '-')
            ++m_p;
        if (m_p == m_end)
            return false;
        if (*m_p == '0') {
            ++m_p;
        } else if (isDigit(*m_p)) {
            while (m_p < m_end && isDigit(*m_p))
                ++m_p;
        } else {
            return false;
        }
        if (m_p < m_end && *m_p == '.') {
            ++m_p;
            if (m_p == m_end || !isDigit(*m_p))
                return false;
            while (m_p < m_end && isDigit(*m_p))
                ++m_p;
        }
        // An exponent can overflow a double, which Qt's parser reports: not ours to judge.
        if (m_p < m_end && (*m_p == 'e' || *m_p == 'E'))
            return false;
        return m_p - start <= kMaxNumberLength;
    }

    const uchar *m_p;
    const uchar *m_end;
};

} // namespace

int utf8Sequence(const uchar *p, const uchar *end, uint *code)
{
    const uchar c = *p;
    int length = 0;
    uint lowest = 0;
    if (c >= 0xC2 && c <= 0xDF) {
        length = 2;
        lowest = 0x80;
    } else if (c >= 0xE0 && c <= 0xEF) {
        length = 3;
        lowest = 0x800;
    } else if (c >= 0xF0 && c <= 0xF4) {
        length = 4;
        lowest = 0x10000;
    } else {
        return 0;
    }
    if (end - p < length)
        return 0;
    uint value = c & (0xFF >> (length + 1));
    for (int i = 1; i < length; ++i) {
        if ((p[i] & 0xC0) != 0x80)
            return 0;
        value = (value << 6) | (p[i] & 0x3F);
    }
    if (value < lowest || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF))
        return 0;
    *code = value;
    return length;
}

bool objectMembers(QByteArrayView json, Members *members)
{
    members->clear();
    FastJsonScanner scanner(json);
    scanner.skipSpace();
    if (scanner.atEnd() || *scanner.position() != '{' || !scanner.object(1, members))
        return false;
    scanner.skipSpace();
    return scanner.atEnd();
}

const Member *find(const Members &members, QByteArrayView key, bool *duplicate)
{
    const Member *found = nullptr;
    for (const Member &member : members) {
        if (member.key != key)
            continue;
        if (found)
            *duplicate = true;
        found = &member;
    }
    return found;
}

namespace {

// The text between the quotes of a string the scanner checked, unescaped into utf8.
void unescapeChecked(QByteArrayView inner, QByteArray *utf8)
{
    utf8->truncate(0);
    const char *p = inner.data();
    const char *end = p + inner.size();
    const char *backslash = static_cast<const char *>(std::memchr(p, '\\', size_t(end - p)));
    if (!backslash) {
        utf8->append(inner);
        return;
    }
    utf8->reserve(inner.size());
    while (p < end) {
        if (!backslash) {
            utf8->append(p, end - p);
            break;
        }
        utf8->append(p, backslash - p);
        p = backslash + 1; // the scanner checked every escape: the text is well-formed here
        switch (*p) {
        case 'b':
            utf8->append('\b');
            break;
        case 'f':
            utf8->append('\f');
            break;
        case 'n':
            utf8->append('\n');
            break;
        case 'r':
            utf8->append('\r');
            break;
        case 't':
            utf8->append('\t');
            break;
        case 'u': {
            uint code = uint(hexUnit(p + 1));
            p += 4;
            if (code >= 0xD800 && code <= 0xDBFF) {
                const uint low = uint(hexUnit(p + 3));
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                p += 6;
            }
            appendUtf8(utf8, code);
            break;
        }
        default: // " \ /
            utf8->append(*p);
            break;
        }
        ++p;
        backslash
            = p < end ? static_cast<const char *>(std::memchr(p, '\\', size_t(end - p))) : nullptr;
    }
}

} // namespace

bool stringValue(QByteArrayView value, QByteArray *utf8)
{
    if (value.isEmpty() || value.front() != '"')
        return false;
    FastJsonScanner scanner(value);
    bool escaped = false;
    if (!scanner.string(&escaped) || !scanner.atEnd())
        return false;
    unescapeChecked(value.sliced(1, value.size() - 2), utf8);
    return true;
}

bool memberString(const Member &member, QByteArray *utf8)
{
    if (member.value.size() < 2 || member.value.front() != '"')
        return false;
    unescapeChecked(member.value.sliced(1, member.value.size() - 2), utf8);
    return true;
}

bool integerValue(QByteArrayView value, qint64 *number)
{
    qsizetype i = 0;
    const bool negative = !value.isEmpty() && value.front() == '-';
    if (negative)
        ++i;
    const qsizetype digits = value.size() - i;
    if (digits < 1 || digits > 15 || (value.at(i) == '0' && digits > 1))
        return false;
    qint64 result = 0;
    for (; i < value.size(); ++i) {
        const char c = value.at(i);
        if (c < '0' || c > '9')
            return false;
        result = result * 10 + (c - '0');
    }
    *number = negative ? -result : result;
    return true;
}

bool isString(QByteArrayView value, QByteArrayView plain)
{
    return value.size() == plain.size() + 2 && value.front() == '"' && value.back() == '"'
           && value.sliced(1, plain.size()) == plain;
}

} // namespace JsonScan
