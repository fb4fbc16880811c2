// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "transportlimits.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace TransportLimits {

QString formatBytes(qint64 bytes)
{
    static constexpr const char *kUnits[] = {"KiB", "MiB", "GiB"};
    if (bytes < 1024)
        return u"%1 bytes"_s.arg(bytes);
    double value = double(bytes);
    int unit = -1;
    while (value >= 1024 && unit < 2) {
        value /= 1024;
        ++unit;
    }
    const bool whole = value == double(qint64(value));
    return u"%1 %2"_s.arg(whole ? QString::number(qint64(value)) : QString::number(value, 'f', 1),
                          QString::fromLatin1(kUnits[unit]));
}

QString exceeded(const QString &what, qint64 limit, const QString &outcome)
{
    return u"%1 larger than the %2 limit (--max-message-size): %3"_s.arg(
        what, formatBytes(limit), outcome);
}

qint64 clampMaxMessageBytes(qint64 bytes)
{
    if (bytes <= 0)
        return kDefaultMaxMessageBytes;
    return std::clamp(bytes, kMinMaxMessageBytes, kMaxMaxMessageBytes);
}

int clampRetryMs(qint64 ms)
{
    return int(std::clamp(ms, qint64(kMinRetryMs), qint64(kMaxRetryMs)));
}

qint64 parseSize(const QString &text)
{
    static const QRegularExpression pattern(
        u"^\\s*(\\d{1,12})\\s*(?:([kKmMgG])(?:i?[bB])?|[bB])?\\s*$"_s);
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return -1;
    const qint64 value = match.captured(1).toLongLong();
    const QString unit = match.captured(2).toLower();
    const int shift = unit == "k"_L1 ? 10 : unit == "m"_L1 ? 20 : unit == "g"_L1 ? 30 : 0;
    return value >= (qint64(1) << (62 - shift)) ? -1 : value << shift;
}

} // namespace TransportLimits
