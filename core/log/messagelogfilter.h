// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "globmatcher.h"
#include "logrowsnapshot.h"

#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

// Which log rows to show: direction, method glob ("tools/*"), errors only, free text, and
// which connections (a server by name, or the connections of the server shown). Every criterion
// that is set must match. The free text looks at what the log's index keeps of a row, case-
// insensitive: method, id, channel, JSON-RPC error code, HTTP status; a frame's content is the
// search's (LogByteSearch). onlyRows (sorted log rows, e.g. the search's matches) keeps only
// those rows. Value type.
struct MessageLogFilter
{
    std::optional<TrafficEvent::Direction> direction;
    QString methodGlob;
    bool errorsOnly = false;
    QString text;
    QString server;         // connections with this name only; empty: all
    QList<int> connections; // only these connections; empty: all
    std::shared_ptr<const std::vector<int>> onlyRows;

    bool isEmpty() const;
    bool operator==(const MessageLogFilter &other) const;
};

// A MessageLogFilter made ready for the rows of one log: the glob and the text are matched once
// per name (method, channel) and the server once per connection, so a row costs a few compares.
// Built on the GUI thread from a snapshot; then read-only, used by any thread.
class CompiledLogFilter
{
public:
    CompiledLogFilter() = default; // accepts every row
    CompiledLogFilter(const MessageLogFilter &filter, const LogRowSnapshot &rows);

    // Every name and connection of these rows was known when compiling (else compile again).
    bool covers(const LogRowSnapshot &rows) const;
    bool accepts(const LogRowSnapshot &rows, int row) const;
    // The rows of [from, to) accepted, or in `pinned` (sorted), ascending. Counts its progress in
    // control->done and stops early when control->cancelled (the result is then incomplete).
    std::vector<int> acceptedRows(const LogRowSnapshot &rows,
                                  int from,
                                  int to,
                                  const std::vector<int> &pinned,
                                  LogJobControl *control = nullptr) const;

private:
    bool matchesText(const LogRowSnapshot &rows, int row, const LogRowFields &fields) const;

    MessageLogFilter m_filter;
    GlobMatcher m_glob;
    std::vector<char> m_methodAccepted; // by name number: glob matched (or no glob)
    std::vector<char> m_nameHasText;    // by name number: contains the text
    std::vector<char> m_connectionAccepted;
    QByteArray m_digits; // the text when it can be part of a number ("-326"): ids, codes
};
