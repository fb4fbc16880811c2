// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "replayslice.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

std::optional<qint64> sliceEventNumber(QStringView text)
{
    // Digits only: toLongLong() would take "+5" and " 5".
    if (text.isEmpty() || text.size() > 18
        || !std::all_of(text.begin(), text.end(), [](QChar c) { return c.isDigit(); }))
        return std::nullopt;
    return text.toLongLong();
}

} // namespace

std::optional<ReplaySlice> ReplaySlice::parse(QStringView text, QString *error)
{
    ReplaySlice slice;
    if (text.trimmed().isEmpty()) {
        *error = u"the list of events is empty"_s;
        return std::nullopt;
    }
    const QList<QStringView> items = text.split(u',');
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QStringView item = items.at(i).trimmed();
        const qsizetype dash = item.indexOf(u'-');
        const std::optional<qint64> first
            = sliceEventNumber(dash < 0 ? item : item.left(dash).trimmed());
        const std::optional<qint64> last
            = dash < 0 ? first : sliceEventNumber(item.mid(dash + 1).trimmed());
        const QString where = u"item %1 (\"%2\")"_s.arg(QString::number(i + 1), item.toString());
        if (!first || !last) {
            *error = where + u" is not an event number N or a range N-M"_s;
            return std::nullopt;
        }
        if (*first == 0 || *first > kMaxEventNumber || *last > kMaxEventNumber) {
            *error = where + u": events are numbered from 1"_s;
            if (*first != 0)
                *error = where + u": no session file has that many events"_s;
            return std::nullopt;
        }
        if (*last < *first) {
            *error = where + u": the range ends before it starts"_s;
            return std::nullopt;
        }
        slice.ranges.append({*first, *last});
    }
    std::sort(slice.ranges.begin(), slice.ranges.end(), [](const Range &a, const Range &b) {
        return a.first < b.first;
    });
    QList<Range> merged;
    for (const Range &range : std::as_const(slice.ranges)) {
        if (!merged.isEmpty() && range.first <= merged.last().last + 1)
            merged.last().last = std::max(merged.last().last, range.last);
        else
            merged.append(range);
    }
    slice.ranges = merged;
    return slice;
}

ReplaySlice ReplaySlice::ofOffsets(QList<qint64> offsets)
{
    std::sort(offsets.begin(), offsets.end());
    offsets.erase(std::unique(offsets.begin(), offsets.end()), offsets.end());
    offsets.removeIf([](qint64 offset) { return offset < 0; });
    ReplaySlice slice;
    slice.offsets = std::move(offsets);
    return slice;
}

qint64 ReplaySlice::size() const
{
    qint64 count = offsets.size();
    for (const Range &range : ranges)
        count += range.last - range.first + 1;
    return count;
}

qint64 ReplaySlice::lastEvent() const
{
    return ranges.isEmpty() ? 0 : ranges.last().last;
}

QString ReplaySlice::toString() const
{
    if (byOffset())
        return u"%1 selected event(s)"_s.arg(offsets.size());
    QStringList items;
    for (const Range &range : ranges)
        items.append(range.first == range.last ? QString::number(range.first)
                                               : u"%1-%2"_s.arg(QString::number(range.first),
                                                                QString::number(range.last)));
    return items.join(u", "_s);
}
