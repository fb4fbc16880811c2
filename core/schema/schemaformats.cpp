// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "schemaformats.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

// Reads exactly `count` ASCII digits at `at` into `value`; false (and nothing read) otherwise.
bool digits(QStringView text, qsizetype &at, int count, int &value)
{
    if (at + count > text.size())
        return false;
    int result = 0;
    for (int i = 0; i < count; ++i) {
        const char16_t c = text[at + i].unicode();
        if (c < u'0' || c > u'9')
            return false;
        result = result * 10 + int(c - u'0');
    }
    at += count;
    value = result;
    return true;
}

bool literal(QStringView text, qsizetype &at, char16_t expected)
{
    if (at >= text.size() || text[at].unicode() != expected)
        return false;
    ++at;
    return true;
}

bool isLeapYear(int year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

bool scanDate(QStringView text, qsizetype &at)
{
    int year = 0;
    int month = 0;
    int day = 0;
    if (!digits(text, at, 4, year) || !literal(text, at, u'-') || !digits(text, at, 2, month)
        || !literal(text, at, u'-') || !digits(text, at, 2, day))
        return false;
    static constexpr int lengths[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month < 1 || month > 12 || day < 1)
        return false;
    const int length = month == 2 && isLeapYear(year) ? 29 : lengths[month - 1];
    return day <= length;
}

bool scanTime(QStringView text, qsizetype &at)
{
    int hour = 0;
    int minute = 0;
    int second = 0;
    if (!digits(text, at, 2, hour) || !literal(text, at, u':') || !digits(text, at, 2, minute)
        || !literal(text, at, u':') || !digits(text, at, 2, second))
        return false;
    if (hour > 23 || minute > 59 || second > 60) // 60: a leap second
        return false;
    if (literal(text, at, u'.')) {
        const qsizetype start = at;
        while (at < text.size() && text[at] >= u'0' && text[at] <= u'9')
            ++at;
        if (at == start)
            return false;
    }
    if (literal(text, at, u'Z') || literal(text, at, u'z'))
        return true;
    if (!literal(text, at, u'+') && !literal(text, at, u'-'))
        return false;
    int offsetHour = 0;
    int offsetMinute = 0;
    return digits(text, at, 2, offsetHour) && literal(text, at, u':')
           && digits(text, at, 2, offsetMinute) && offsetHour <= 23 && offsetMinute <= 59;
}

} // namespace

namespace SchemaFormats {

bool isAsserted(const QString &format)
{
    return format == "date"_L1 || format == "time"_L1 || format == "date-time"_L1;
}

bool matches(const QString &format, QStringView text)
{
    if (format == "date"_L1)
        return isDate(text);
    if (format == "time"_L1)
        return isTime(text);
    if (format == "date-time"_L1)
        return isDateTime(text);
    return true;
}

QString example(const QString &format)
{
    if (format == "date"_L1)
        return u"2025-06-18"_s;
    if (format == "time"_L1)
        return u"14:30:00Z"_s;
    return u"2025-06-18T14:30:00Z"_s;
}

QString sample(const QString &format)
{
    if (isAsserted(format))
        return example(format);
    // One sample serves every format named with it.
    static const std::pair<QLatin1StringView, QLatin1StringView> samples[]
        = {{"email idn-email"_L1, "user@example.com"_L1},
           {"hostname idn-hostname"_L1, "example.com"_L1},
           {"ipv4"_L1, "192.0.2.1"_L1},
           {"ipv6"_L1, "2001:db8::1"_L1},
           {"uri uri-reference iri iri-reference url"_L1, "https://example.com/"_L1},
           {"uri-template"_L1, "https://example.com/{id}"_L1},
           {"uuid"_L1, "123e4567-e89b-42d3-a456-426614174000"_L1},
           {"duration"_L1, "P1D"_L1},
           {"json-pointer"_L1, "/a"_L1},
           {"relative-json-pointer"_L1, "0"_L1},
           {"regex"_L1, "a"_L1}};
    for (const auto &[names, value] : samples) {
        if (!format.isEmpty() && QString(names).split(u' ').contains(format))
            return value;
    }
    return QString();
}

bool isDate(QStringView text)
{
    qsizetype at = 0;
    return scanDate(text, at) && at == text.size();
}

bool isTime(QStringView text)
{
    qsizetype at = 0;
    return scanTime(text, at) && at == text.size();
}

bool isDateTime(QStringView text)
{
    qsizetype at = 0;
    return scanDate(text, at) && (literal(text, at, u'T') || literal(text, at, u't'))
           && scanTime(text, at) && at == text.size();
}

} // namespace SchemaFormats
