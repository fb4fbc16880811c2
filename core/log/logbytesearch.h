// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "logrowsnapshot.h"

#include <QByteArray>

#include <vector>

// Finds text in the exact bytes of log rows: a plain substring, ASCII letters in either case
// (other bytes as they are), never a regular expression on what a server sent. Linear in the
// bytes (Boyer-Moore-Horspool), so a frame of hundreds of MB costs its length once. Pure; runs
// on a worker thread.
class LogByteSearch
{
public:
    explicit LogByteSearch(const QByteArray &needle);

    bool isEmpty() const { return m_needle.isEmpty(); }
    bool matches(const QByteArray &haystack) const;
    // The rows of `bytes` that contain the needle, ascending. Counts its progress in
    // control->done (rows) and stops early when control->cancelled.
    std::vector<int> matchingRows(const LogRowBytes &bytes, LogJobControl *control = nullptr) const;

private:
    QByteArray m_needle; // ASCII letters folded to lower case
};
