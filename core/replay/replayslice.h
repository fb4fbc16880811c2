// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

#include <optional>

// Which events of a session file a replay takes: event numbers (1 is the first event line
// after the header, blank lines not counted: the session index's entry 0; what
// `mcpscope-cli replay --events 5,9,12-20` names), or the event lines at given byte offsets
// (what the log's rows store: RawLocation::offset). Ranges are kept sorted and merged, offsets
// sorted and unique. Pure value type.
struct ReplaySlice
{
    struct Range
    {
        qint64 first = 0; // inclusive, 1-based
        qint64 last = 0;  // inclusive
        friend bool operator==(const Range &, const Range &) = default;
    };

    QList<Range> ranges;   // event numbers; or
    QList<qint64> offsets; // event lines by their offset in the file

    static constexpr qint64 kMaxEventNumber = qint64(1) << 40;

    // "120-480", "5,9,12-20" (spaces around items allowed). Nothing, with *error saying which
    // item is wrong, for an empty list, an item that is not N or N-M, 0, or a range whose end
    // is before its start.
    static std::optional<ReplaySlice> parse(QStringView text, QString *error);
    static ReplaySlice ofOffsets(QList<qint64> offsets);

    bool isEmpty() const { return ranges.isEmpty() && offsets.isEmpty(); }
    bool byOffset() const { return !offsets.isEmpty(); }
    qint64 size() const;      // events named
    qint64 lastEvent() const; // the highest event number; 0 for offsets
    QString toString() const; // "5, 9, 12-20", or "N events" for offsets
};
