// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
//
// The GUI under load (built with the GUI): an offscreen MainWindow on the demo server while the
// server floods it with notifications, or answers with a very large result. What counts is how
// long the event loop is kept from running: a heartbeat every 5 ms records how late it fires.
#include "benchframes.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>
#include <ui/mainwindow.h>
#include <ui/results/contentview.h>
#include <ui/session/offlinesession.h>
#include <ui/session/sessioncontroller.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <algorithm>
#include <benchmark/benchmark.h>
#include <functional>
#include <vector>

using namespace Qt::StringLiterals;

namespace BenchGui {
int floodCount = 100000; // --flood=N
int largeMegabytes = 50; // --large-mb=N
} // namespace BenchGui

namespace {

// Heartbeats of the event loop: how late each one came (beyond its 5 ms period) is a stall.
class StallMeter
{
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(kPeriodMs);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            m_lateNs.push_back(std::max<qint64>(0, now - m_lastNs - kPeriodMs * 1000000));
            m_lastNs = now;
        });
    }
    void start()
    {
        m_lateNs.clear();
        m_clock.start();
        m_lastNs = 0;
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    double maxMs() const
    {
        return m_lateNs.empty() ? 0 : *std::max_element(m_lateNs.begin(), m_lateNs.end()) / 1e6;
    }
    double p99Ms() const
    {
        if (m_lateNs.empty())
            return 0;
        std::vector<qint64> sorted = m_lateNs;
        std::sort(sorted.begin(), sorted.end());
        return sorted[std::min(sorted.size() - 1, size_t(double(sorted.size()) * 0.99))] / 1e6;
    }

private:
    static constexpr int kPeriodMs = 5;
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_lastNs = 0;
    std::vector<qint64> m_lateNs;
};

// Runs the event loop until done() or the deadline; false on the deadline.
bool runUntil(const std::function<bool()> &done, int timeoutMs)
{
    QEventLoop loop;
    QTimer poll;
    poll.setInterval(1);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done())
            loop.quit();
    });
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, &loop, [&loop] { loop.exit(1); });
    poll.start();
    deadline.start(timeoutMs);
    return done() || loop.exec() == 0;
}

// An offscreen window connected to the demo server over stdio, or nullptr (state says why).
std::unique_ptr<MainWindow> connectedWindow(benchmark::State &state)
{
    auto window = std::make_unique<MainWindow>();
    ServerConfig config;
    config.program = QStringLiteral(MCPSCOPE_DEMO_SERVER);
    window->setServerConfig(config);
    window->setRequestTimeoutMs(600000);
    window->resize(1400, 900);
    window->show();
    window->connectToServer();
    if (!runUntil([&window] { return window->isSettled(); }, 20000)
        || window->session()->state() != McpSession::State::Ready) {
        state.SkipWithError("the demo server did not become ready");
        return nullptr;
    }
    return window;
}

void disconnect(MainWindow &window)
{
    window.disconnectFromServer();
    runUntil(
        [&window] {
            return !window.session() || window.session()->state() == McpSession::State::Disconnected
                   || window.session()->state() == McpSession::State::Failed;
        },
        10000);
}

PendingRequest *callStress(MainWindow &window, const QJsonObject &arguments)
{
    RequestOptions options;
    options.withProgress = true; // as the tool pane asks
    return window.session()->sendRequest(
        u"tools/call"_s, {{"name"_L1, u"stress"_s}, {"arguments"_L1, arguments}}, options);
}

// File > Open Session on the BenchFrames::rowCount-event file, as the window does it (issue
// 20): OfflineSession indexes it off the GUI thread and each batch becomes rows at once
// (appendIndexed). firstScreenMs: until the log holds 50 of its rows; the time: until opened()
// (the whole file indexed and the panes' plan read); maxStallMs: the longest the event loop
// was kept from running meanwhile. Against BM_SessionFileDecodeIntoLog (every event decoded,
// what Open Session did before). Real time: the indexing runs on another thread.
void BM_SessionFileOpenIntoLog(benchmark::State &state)
{
    const QString &path = BenchFrames::sessionFile();
    qint64 rows = 0;
    for (auto _ : state) {
        state.PauseTiming();
        auto window = std::make_unique<MainWindow>();
        window->resize(1400, 900);
        window->show();
        const MessageLogModel *log = window->logModel();
        OfflineSession *offline = window->sessions()->offline();
        bool opened = false;
        QObject::connect(offline, &OfflineSession::opened, [&opened] { opened = true; });
        StallMeter stalls;
        state.ResumeTiming();
        QElapsedTimer clock;
        clock.start();
        stalls.start();
        if (!window->sessions()->openSession(path)) {
            state.SkipWithError("the session file did not open");
            break;
        }
        runUntil([log, &opened] { return log->rowCount() >= 50 || opened; }, 600000);
        const qint64 firstScreenNs = clock.nsecsElapsed();
        runUntil([&opened] { return opened; }, 600000);
        stalls.stop();
        state.PauseTiming();
        if (offline->isPartlyOpened() || !offline->problem().isEmpty())
            state.SkipWithError(offline->problem().toUtf8().constData());
        rows += log->rowCount();
        state.counters["firstScreenMs"] = double(firstScreenNs) / 1e6;
        state.counters["maxStallMs"] = stalls.maxMs();
        state.counters["p99StallMs"] = stalls.p99Ms();
        state.counters["residentMB"] = double(BenchFrames::residentBytes()) / 1e6;
        window.reset();
        state.ResumeTiming();
    }
    state.SetItemsProcessed(rows);
}

void BM_GuiFlood(benchmark::State &state)
{
    for (auto _ : state) {
        std::unique_ptr<MainWindow> window = connectedWindow(state);
        if (!window)
            return;
        MessageLogModel *log = window->logModel();
        const int rowsBefore = log->rowCount();
        StallMeter meter;
        QElapsedTimer clock;
        clock.start();
        meter.start();
        bool finished = false;
        PendingRequest *request = callStress(
            *window, {{"notifications"_L1, BenchGui::floodCount}, {"kind"_L1, u"progress"_s}});
        QObject::connect(request, &PendingRequest::finished, [&finished] { finished = true; });
        const bool done = runUntil(
            [&] { return finished && log->rowCount() - rowsBefore >= BenchGui::floodCount; },
            600000);
        meter.stop();
        const double seconds = clock.nsecsElapsed() / 1e9;
        if (!done) {
            state.SkipWithError("the flood did not arrive");
            return;
        }
        state.counters["maxStallMs"] = meter.maxMs();
        state.counters["p99StallMs"] = meter.p99Ms();
        state.counters["framesPerSecond"] = (log->rowCount() - rowsBefore) / seconds;
        state.counters["seconds"] = seconds;
        disconnect(*window);
    }
}
BENCHMARK(BM_SessionFileOpenIntoLog)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(BM_GuiFlood)->Iterations(1)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_GuiLargeResult(benchmark::State &state)
{
    for (auto _ : state) {
        std::unique_ptr<MainWindow> window = connectedWindow(state);
        if (!window)
            return;
        auto *pane = window->findChild<ToolCallPane *>(u"toolCallPane"_s);
        ResultView *view = pane->resultView();
        StallMeter meter;
        QElapsedTimer clock;
        clock.start();
        meter.start();
        PendingRequest *request = callStress(
            *window, {{"result_bytes"_L1, qint64(BenchGui::largeMegabytes) * 1000 * 1000}});
        // The result view shows the outcome as the tool pane does when its call finishes.
        QObject::connect(request, &PendingRequest::finished, view, [view, request] {
            view->showOutcome(*request);
        });
        // Shown means the banner and every text block on screen (text of a large result is
        // prepared on a worker and filled in when ready).
        const bool done = runUntil(
            [view] {
                return view->outcome() == ResultView::Outcome::Result
                       && view->contentView()->isReady();
            },
            600000);
        // A few more heartbeats: work the result view queued for later turns counts too.
        runUntil([] { return false; }, 200);
        meter.stop();
        if (!done) {
            state.SkipWithError("the large result was not shown");
            return;
        }
        state.counters["maxStallMs"] = meter.maxMs();
        state.counters["p99StallMs"] = meter.p99Ms();
        state.counters["seconds"] = clock.nsecsElapsed() / 1e9;
        disconnect(*window);
    }
}
BENCHMARK(BM_GuiLargeResult)->Iterations(1)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace
