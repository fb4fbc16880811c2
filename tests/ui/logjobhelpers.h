// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "uitesthelpers.h"

#include <core/log/messagelogmodel.h>
#include <ui/log/messagefilterproxymodel.h>
#include <ui/log/messagelogsearch.h>
#include <ui/log/messagelogtoolbar.h>
#include <ui/log/messagelogview.h>

#include <QLineEdit>
#include <QTest>

// Driving the log's filter and search through the real widgets and waiting for their jobs: for
// any log size (a 1 M-event session too). Each returns false when the job did not end in time.
namespace LogJobs {

// Types text into the free-text filter box; waits until the rows shown are that filter's.
inline bool filterAndWait(MessageLogView *view, const QString &text, int timeoutMs = 60000)
{
    QLineEdit *edit = view->toolbar()->filterEdit();
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
    return UiTest::waitFor(
        [view, text] {
            return !view->proxy()->isBusy() && view->proxy()->text() == text.trimmed();
        },
        timeoutMs);
}

// Types text into the search box and presses Enter (which selects the first match after the
// current row); waits for the search to end. *matches: how many rows it found.
inline bool searchAndWait(MessageLogView *view,
                          const QString &text,
                          int *matches = nullptr,
                          int timeoutMs = 60000)
{
    QLineEdit *edit = view->toolbar()->searchEdit();
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
    const bool done = UiTest::waitFor(
        [view, text] { return !view->search()->isBusy() && view->search()->text() == text; },
        timeoutMs);
    if (done && matches)
        *matches = view->search()->matches() ? int(view->search()->matches()->size()) : 0;
    return done;
}

// Appends rows quickly (no analysis, each frame decoded once and copied): requests of
// tools/call and progress notifications ("Step 2" in every 4th), alternately, `count` in all.
inline void appendQuickly(MessageLogModel &log, int count)
{
    TrafficEvent call = UiTest::frame(TrafficEvent::Direction::Outgoing,
                                      R"({"jsonrpc":"2.0","id":1,"method":"tools/call"})");
    TrafficEvent step1 = UiTest::frame(
        TrafficEvent::Direction::Incoming,
        R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"message":"Step 1"}})");
    TrafficEvent step2 = step1;
    step2.raw.replace("Step 1", "Step 2");
    for (int i = 0; i < count; ++i) {
        TrafficEvent event = i % 2 == 0 ? call : (i % 4 == 1 ? step1 : step2);
        event.sequence = 1000000 + log.rowCount() + i;
        log.append(event);
    }
    log.flush();
}

} // namespace LogJobs
