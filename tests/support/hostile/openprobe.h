// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

// A local file a hostile server points its markup at (<img src=PATH>, ![](PATH)): a small valid
// PNG, watched with inotify, so a test can tell whether anything opened it. (The attack uses a
// FIFO or /dev/zero, which freeze or exhaust the reader; a probe that hung the test would only
// say "timeout", this one says what happened.)
class OpenProbe
{
public:
    explicit OpenProbe(const QString &path);
    ~OpenProbe();
    OpenProbe(const OpenProbe &) = delete;
    OpenProbe &operator=(const OpenProbe &) = delete;

    bool isValid() const { return m_watch >= 0; }
    QString path() const { return m_path; }
    // True once anything opened the file since the probe was made.
    bool wasOpened();

private:
    QString m_path;
    int m_inotify = -1;
    int m_watch = -1;
    bool m_opened = false;
};
