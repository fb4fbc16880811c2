// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Session files in the real main window: autosave, Save As, offline read-only mode, damaged
// files, and the confirmation before anything recorded is started.
#include "sessionwindowtest.h"

#include <core/mcp/mcpsession.h>
#include <core/session/sessionindex.h>
#include <core/session/sessionreader.h>
#include <ui/log/messagelogview.h>
#include <ui/logging/loggingpane.h>
#include <ui/logging/serverlogmodel.h>
#include <ui/session/offlinebanner.h>
#include <ui/session/offlinesession.h>

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>

using namespace Qt::StringLiterals;
using Direction = TrafficEvent::Direction;
using Kind = JsonRpcMessage::Kind;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

// Traffic and user actions are rows of the log; handshake events are not.
qsizetype loggedEvents(const std::vector<SessionEvent> &events)
{
    return std::count_if(events.begin(), events.end(), [](const SessionEvent &event) {
        return event.type != SessionEvent::Type::Handshake;
    });
}

// The rows of one log connection (an offline file's: OfflineSession::logConnection()).
int rowsOf(const MessageLogModel &model, int connection)
{
    int rows = 0;
    for (int row = 0; row < model.rowCount(); ++row)
        rows += model.record(row).connection == connection ? 1 : 0;
    return rows;
}

int userActionRow(const MessageLogModel &model, const QString &action)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        const MessageRecord &record = model.record(row);
        if (record.direction == Direction::User && record.method == action)
            return row;
    }
    return -1;
}

// The result the server sent to row request: the first after it with its id, in its log
// connection.
int answerAfter(const MessageLogModel &model, int request)
{
    const MessageRecord asked = model.record(request);
    for (int row = request + 1; row < model.rowCount(); ++row) {
        const MessageRecord &record = model.record(row);
        if (record.connection == asked.connection && record.direction == Direction::Incoming
            && record.messageKind == Kind::Result && record.id == asked.id)
            return row;
    }
    return -1;
}

// The recording at path with its header naming another server: what a hostile file can do.
QString withRecordedServer(const QString &path, const ServerConfig &server, const QString &target)
{
    QList<QByteArray> lines = readAll(path).split('\n');
    QJsonObject header = QJsonDocument::fromJson(lines.first()).object();
    header.insert("server"_L1, server.toJson());
    lines.first() = QJsonDocument(header).toJson(QJsonDocument::Compact);
    writeAll(target, lines.join('\n'));
    return target;
}

// A session file of count progress notifications the client sent (about 190 bytes a line):
// big enough that indexing takes several steps.
QString writeLongSession(const QString &path, int count)
{
    QByteArray bytes = R"({"format":"mcpscope-session","version":1,"server":{"name":"long"}})"
                       "\n";
    for (int i = 1; i <= count; ++i)
        bytes += R"({"seq":)" + QByteArray::number(i)
                 + R"(,"time":1700000000000,"dir":"out","type":"frame","raw":"{\"jsonrpc\":)"
                   R"(\"2.0\",\"method\":\"notifications/progress\",\"params\":)"
                   R"({\"progressToken\":1,\"progress\":)"
                 + QByteArray::number(i) + R"(}}"})" + '\n';
    writeAll(path, bytes);
    return path;
}

} // namespace

TEST_F(SessionWindowTest, AutosavesTheConnectionAndReopensItOfflineReadOnly)
{
    const QString path = recordEcho(u"recorded hello"_s);
    ASSERT_FALSE(path.isEmpty());
    EXPECT_TRUE(path.startsWith(sessions()->sessionsFolder())) << qPrintable(path);
    EXPECT_TRUE(UiTest::find<QLabel>(m_window.get(), u"recordingLabel"_s)
                    ->text()
                    .contains(QFileInfo(path).fileName()));
    const SessionReader::Loaded loaded = SessionReader::load(path);
    ASSERT_TRUE(loaded.error.isEmpty()) << qPrintable(loaded.error);

    const int liveRows = log().rowCount();
    openOffline(path);
    // The file's rows join the live connection's, which stay, under a connection of their own.
    const int fileConnection = sessions()->offline()->logConnection();
    EXPECT_NE(fileConnection, 0);
    EXPECT_EQ(rowsOf(log(), fileConnection), loggedEvents(loaded.events));
    // (The ended live connection may still add its last rows: at least, never fewer.)
    EXPECT_GE(log().rowCount(), liveRows + loggedEvents(loaded.events));
    const int request
        = UiTest::findRow(log(), Direction::Outgoing, u"tools/call"_s, Kind::Request, liveRows);
    ASSERT_GE(request, 0);
    const int response = answerAfter(log(), request);
    ASSERT_GT(response, request);
    // The detail pane works offline: the recorded frame, and its request paired with it.
    auto *logView = UiTest::find<MessageLogView>(m_window.get(), u"messageLogView"_s);
    logView->selectRow(response);
    const auto frameBody = [this] {
        return UiTest::find<QPlainTextEdit>(m_window.get(), u"frameBody"_s)->toPlainText();
    };
    EXPECT_TRUE(frameBody().contains(u"recorded hello"_s)) << qPrintable(frameBody());
    EXPECT_GE(toolCount(), 5);
    const QString banner = sessions()->banner()->text();
    EXPECT_TRUE(banner.startsWith(u"Offline session "_s + QFileInfo(path).fileName()))
        << qPrintable(banner);
    EXPECT_TRUE(banner.contains(u"mcpscope-demo-server"_s)) << qPrintable(banner);
    EXPECT_TRUE(banner.endsWith(u"read-only"_s)) << qPrintable(banner);
    EXPECT_TRUE(sessions()->banner()->isVisible());
    // Read-only: the tool's form is shown, but nothing can be called.
    selectTool(u"echo"_s);
    EXPECT_FALSE(button(u"callButton"_s)->isEnabled());
    EXPECT_FALSE(m_window->findChild<QAction *>(u"callAction"_s)->isEnabled());
    // Nothing was started: the offline session talks to the recording only.
    EXPECT_EQ(m_window->session()->state(), McpSession::State::Disconnected);

    QTest::mouseClick(button(u"backToLiveButton"_s), Qt::LeftButton);
    EXPECT_FALSE(sessions()->banner()->isVisible());
    EXPECT_FALSE(sessions()->offline()->isActive());
    EXPECT_GE(log().rowCount(), liveRows + loggedEvents(loaded.events)); // nothing is lost
    EXPECT_EQ(rowsOf(log(), fileConnection), loggedEvents(loaded.events));
    EXPECT_TRUE(m_window->findChild<QAction *>(u"callAction"_s)->isEnabled());
}

// The rows of an opened file pair among themselves: a response names its request's method and
// the detail pane goes from one to the other.
TEST_F(SessionWindowTest, TheRowsOfAnOpenedFilePairAmongThemselves)
{
    const QString path = recordEcho(u"paired offline"_s);
    const int liveRows = log().rowCount();
    openOffline(path);
    const int request
        = UiTest::findRow(log(), Direction::Outgoing, u"tools/call"_s, Kind::Request, liveRows);
    ASSERT_GE(request, 0);
    const int response = answerAfter(log(), request);
    EXPECT_EQ(log().pairedRow(response), request);
    EXPECT_EQ(log().record(response).method, u"tools/call"_s);
}

TEST_F(SessionWindowTest, AutosaveKeepsTheNewestRecordingsOnly)
{
    const QDir folder(sessions()->sessionsFolder());
    ASSERT_TRUE(folder.mkpath(u"."_s));
    const QDateTime old = QDateTime::currentDateTime().addDays(-30);
    for (int i = 0; i < 210; ++i) {
        QFile file(folder.filePath(u"old-%1.mcpsession"_s.arg(i, 3, 10, QChar(u'0'))));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        // old-000 is the oldest: the ones to go first.
        ASSERT_TRUE(file.setFileTime(old.addSecs(i), QFileDevice::FileModificationTime));
    }
    const QString keep = folder.filePath(u"notes.txt"_s);
    writeAll(keep, "not a session");
    connectToServer();
    const QStringList left = folder.entryList({u"*.mcpsession"_s}, QDir::Files, QDir::Name);
    EXPECT_EQ(left.size(), 200);
    EXPECT_TRUE(left.contains(QFileInfo(sessions()->recordingPath()).fileName()));
    EXPECT_FALSE(left.contains(u"old-010.mcpsession"_s)); // the 11 oldest went
    EXPECT_TRUE(left.contains(u"old-011.mcpsession"_s));
    EXPECT_TRUE(QFile::exists(keep)); // only session files are pruned
}

TEST_F(SessionWindowTest, SaveSessionAsCopiesTheRecordingAtomically)
{
    const QString path = recordEcho(u"to be saved"_s);
    const QString target = m_folder.filePath(u"saved.mcpsession"_s);
    QString error;
    ASSERT_TRUE(sessions()->saveSessionAs(target, &error)) << qPrintable(error);
    EXPECT_EQ(readAll(target), readAll(path));
    EXPECT_FALSE(
        sessions()->saveSessionAs(m_folder.filePath(u"no/such/dir/x.mcpsession"_s), &error));
    EXPECT_FALSE(error.isEmpty());
}

TEST_F(SessionWindowTest, SecretsOfTheConnectionNeverReachTheAutosave)
{
    const QString secret = u"s3cr3t-value-4711"_s;
    ServerConfig config = demoConfig();
    config.environment.append({u"DEMO_API_TOKEN"_s, secret, true});
    m_window->setServerConfig(config);
    // The user pastes the secret into a tool call: the frames carry it, the file must not.
    const QString path = recordEcho(u"token is "_s + secret);
    const QByteArray bytes = readAll(path);
    ASSERT_FALSE(bytes.isEmpty());
    EXPECT_FALSE(bytes.contains(secret.toUtf8()));
    EXPECT_TRUE(bytes.contains("DEMO_API_TOKEN"));
    EXPECT_TRUE(bytes.contains("token is ***"));
    EXPECT_TRUE(bytes.contains(R"("text":"Called tool echo")")) << "the call is recorded";
}

TEST_F(SessionWindowTest, UserActionsAreLoggedLiveRecordedAndShownOffline)
{
    const QString path = recordEcho(u"acted hello"_s);
    // Live: a "● user" row just before the request it caused.
    const int live = userActionRow(log(), u"tools/call"_s);
    ASSERT_GE(live, 0);
    EXPECT_EQ(live + 1,
              UiTest::findRow(log(), Direction::Outgoing, u"tools/call"_s, Kind::Request));
    EXPECT_EQ(log().record(live).summary, u"Called tool echo"_s);
    EXPECT_EQ(log().index(live, MessageLogModel::DirectionColumn).data().toString(), u"● user"_s);

    const SessionReader::Loaded loaded = SessionReader::load(path);
    ASSERT_TRUE(loaded.error.isEmpty()) << qPrintable(loaded.error);
    // The call's action (the interface snapshot after connect records one of its own).
    const auto action
        = std::find_if(loaded.events.begin(), loaded.events.end(), [](const SessionEvent &event) {
              return event.type == SessionEvent::Type::Action
                     && event.action.action == "tools/call"_L1;
          });
    ASSERT_NE(action, loaded.events.end());
    EXPECT_EQ(action->action.action, u"tools/call"_s);
    EXPECT_EQ(action->action.detail.value("arguments"_L1).toObject().value("message"_L1),
              u"acted hello"_s);

    // Offline: the same row, and the detail pane shows what was asked for.
    openOffline(path);
    const int offline = userActionRow(log(), u"tools/call"_s);
    ASSERT_GE(offline, 0);
    EXPECT_EQ(log().record(offline).summary, u"Called tool echo"_s);
    UiTest::find<MessageLogView>(m_window.get(), u"messageLogView"_s)->selectRow(offline);
    const QString body
        = UiTest::find<QPlainTextEdit>(m_window.get(), u"frameBody"_s)->toPlainText();
    EXPECT_TRUE(body.contains(u"acted hello"_s)) << qPrintable(body);
}

TEST_F(SessionWindowTest, ATruncatedFileShowsTheRowsBeforeTheBadLineAndSaysWhich)
{
    const QString path = recordEcho(u"soon truncated"_s);
    QList<QByteArray> lines = readAll(path).split('\n');
    ASSERT_GT(lines.size(), 8);
    const int badLine = 7; // 1-based: the header, then events
    lines = lines.mid(0, badLine);
    lines.last().chop(lines.last().size() / 2); // cut in the middle of a JSON object
    const QString truncated = m_folder.filePath(u"truncated.mcpsession"_s);
    writeAll(truncated, lines.join('\n') + '\n');
    const SessionReader::Loaded loaded = SessionReader::load(truncated);
    ASSERT_EQ(loaded.errorLine, badLine);

    QSignalSpy opened(sessions()->offline(), &OfflineSession::opened);
    ASSERT_TRUE(sessions()->openSession(truncated));
    ASSERT_TRUE(opened.wait(10000));
    EXPECT_TRUE(sessions()->offline()->isLoaded());
    const int fileConnection = sessions()->offline()->logConnection();
    EXPECT_GT(rowsOf(log(), fileConnection), 0);
    EXPECT_EQ(rowsOf(log(), fileConnection), loggedEvents(loaded.events));
    const QString problem = sessions()->offline()->problem();
    EXPECT_TRUE(
        problem.startsWith(u"Damaged lines not shown: 1, the first at line %1: "_s.arg(badLine)))
        << qPrintable(problem);
    EXPECT_TRUE(problem.contains(u"not JSON"_s)) << qPrintable(problem);
    EXPECT_TRUE(sessions()->banner()->text().contains(problem));
    EXPECT_EQ(opened.size(), 1);
}

// A bad line in the middle of a file hides nothing else: the events after it are rows too, and
// the banner says which line is damaged.
TEST_F(SessionWindowTest, ADamagedLineInTheMiddleIsSkippedAndTheRestShown)
{
    const QString path = recordEcho(u"damaged in the middle"_s);
    const SessionReader::Loaded whole = SessionReader::load(path);
    ASSERT_TRUE(whole.error.isEmpty()) << qPrintable(whole.error);
    QList<QByteArray> lines = readAll(path).split('\n');
    // 1-based: the line before the first that names the call (its user action or request).
    const auto call = std::find_if(lines.begin(), lines.end(), [](const QByteArray &line) {
        return line.contains("tools/call");
    });
    const int badLine = int(call - lines.begin());
    ASSERT_GT(badLine, 2);
    const SessionEvent &lost = whole.events.at(size_t(badLine - 2)); // line 2 is event 0
    lines[badLine - 1] = "{\"seq\": 7, \"dir\": ";
    const QString damaged = m_folder.filePath(u"damaged.mcpsession"_s);
    writeAll(damaged, lines.join('\n'));

    openOffline(damaged);
    const int fileConnection = sessions()->offline()->logConnection();
    const qsizetype lostRows = lost.type == SessionEvent::Type::Handshake ? 0 : 1;
    EXPECT_EQ(rowsOf(log(), fileConnection), loggedEvents(whole.events) - lostRows);
    EXPECT_GE(UiTest::findRow(log(), Direction::Outgoing, u"tools/call"_s, Kind::Request), 0)
        << "the rows after the damaged line are shown";
    const QString problem = sessions()->offline()->problem();
    EXPECT_TRUE(problem.contains(u"at line %1: "_s.arg(badLine))) << qPrintable(problem);
    EXPECT_TRUE(problem.endsWith(u"The other events are shown."_s)) << qPrintable(problem);
    EXPECT_TRUE(sessions()->banner()->text().contains(problem));
    EXPECT_FALSE(sessions()->offline()->isPartlyOpened());
}

TEST_F(SessionWindowTest, AFileThatIsNotASessionChangesNothingAndSaysWhy)
{
    const QString garbage = m_folder.filePath(u"garbage.mcpsession"_s);
    writeAll(garbage, "this is not JSON\n");
    EXPECT_FALSE(sessions()->openSession(garbage));
    EXPECT_FALSE(sessions()->offline()->isActive());
    EXPECT_TRUE(sessions()->banner()->isVisible());
    EXPECT_TRUE(sessions()->banner()->text().startsWith(u"Cannot open garbage.mcpsession: "_s))
        << qPrintable(sessions()->banner()->text());
}

TEST_F(SessionWindowTest, ARecordedCommandRunsOnlyAfterTheUserConfirmsIt)
{
    const QString path = recordEcho(u"hostile"_s);
    const QString marker = m_folder.filePath(u"ran"_s);
    ServerConfig touch;
    touch.program = u"/usr/bin/touch"_s;
    touch.arguments = {marker};
    const QString hostile = withRecordedServer(path, touch, m_folder.filePath(u"h.mcpsession"_s));
    openOffline(hostile);
    ASSERT_FALSE(QFile::exists(marker)); // opening never starts anything

    // The real confirmation box: it shows the exact argv; Cancel runs nothing.
    QString shown;
    auto answer = [&shown](QMessageBox::StandardButton choice) {
        whenModal([choice, &shown](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            if (!box || box->objectName() != u"commandConfirmation"_s)
                return false;
            shown = box->text();
            box->button(choice)->click();
            return true;
        });
    };
    answer(QMessageBox::Cancel);
    QTest::mouseClick(button(u"connectRecordedButton"_s), Qt::LeftButton);
    EXPECT_TRUE(shown.contains(u"argv[0] = /usr/bin/touch"_s)) << qPrintable(shown);
    EXPECT_TRUE(shown.contains(u"argv[1] = "_s + marker)) << qPrintable(shown);
    EXPECT_FALSE(QFile::exists(marker));
    EXPECT_TRUE(sessions()->offline()->isActive());

    shown.clear();
    answer(QMessageBox::Yes);
    QTest::mouseClick(button(u"connectRecordedButton"_s), Qt::LeftButton);
    EXPECT_FALSE(shown.isEmpty());
    EXPECT_TRUE(UiTest::waitFor([&marker] { return QFile::exists(marker); }));
    EXPECT_FALSE(sessions()->offline()->isActive()); // live mode again
    EXPECT_TRUE(UiTest::waitFor([this] { return !isActive(); }));
}

TEST_F(SessionWindowTest, TheServerLogIsFilledFromTheRecordingOffline)
{
    const QString recorded = recordEcho(u"logged"_s);
    auto *serverLog = UiTest::find<LoggingPane>(m_window.get(), u"loggingPane"_s)->model();
    serverLog->append(QJsonObject{{"level"_L1, u"info"_s}, {"data"_L1, u"live row"_s}},
                      QDateTime::currentDateTime());
    // A log message the server sent during the recorded session, as the recorder writes it.
    const QJsonObject message{{"jsonrpc"_L1, u"2.0"_s},
                              {"method"_L1, u"notifications/message"_s},
                              {"params"_L1,
                               QJsonObject{{"level"_L1, u"warning"_s},
                                           {"logger"_L1, u"demo"_s},
                                           {"data"_L1, u"disk almost full"_s}}}};
    const QJsonObject line{
        {"seq"_L1, 9999},
        {"time"_L1, qint64(1'700'000'000'000)},
        {"dir"_L1, u"in"_s},
        {"type"_L1, u"frame"_s},
        {"raw"_L1, QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact))}};
    const QString path = m_folder.filePath(u"with-log.mcpsession"_s);
    writeAll(path, readAll(recorded) + QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');

    openOffline(path);
    // The recording's rows only: the live one is gone, the recorded message is there once.
    QStringList shown;
    for (int row = 0; row < serverLog->rowCount(); ++row)
        shown << serverLog->index(row, ServerLogModel::DataColumn).data().toString();
    EXPECT_FALSE(shown.contains(u"live row"_s)) << qPrintable(shown.join(u", "_s));
    EXPECT_EQ(shown.count(u"disk almost full"_s), 1) << qPrintable(shown.join(u", "_s));
}

// While a file is indexed the banner shows a progress bar and Cancel; Cancel keeps the rows so
// far, and the banner says the file was only partly opened. opened() comes once either way.
TEST_F(SessionWindowTest, CancelWhileOpeningKeepsTheRowsSoFarAndSaysSo)
{
    constexpr int kEvents = 20000; // about 4 MB: the first step reads 64 KB
    const QString path = writeLongSession(m_folder.filePath(u"long.mcpsession"_s), kEvents);
    QSignalSpy opened(sessions()->offline(), &OfflineSession::opened);
    ASSERT_TRUE(sessions()->openSession(path));
    auto *progress = UiTest::find<QProgressBar>(m_window.get(), u"offlineBannerProgress"_s);
    QPushButton *cancel = button(u"cancelLoadingButton"_s);
    EXPECT_TRUE(sessions()->banner()->text().startsWith(u"Opening long.mcpsession"_s))
        << qPrintable(sessions()->banner()->text());
    bool sawProgress = false;
    bool clicked = false;
    const QMetaObject::Connection first
        = QObject::connect(sessions()->offline()->index(), &SessionIndex::progressed, cancel, [&] {
              // The first rows are read while the rest is still being read: cancel now.
              if (std::exchange(clicked, true))
                  return;
              sawProgress = progress->isVisible() && cancel->isVisible() && progress->value() > 0
                            && progress->value() < progress->maximum()
                            && sessions()->offline()->eventCount() > 0;
              if (const QString shots = qEnvironmentVariable("MCPSCOPE_SCREENSHOT_DIR");
                  !shots.isEmpty()) {
                  m_window->logModel()->flush();
                  m_window->grab().save(QDir(shots).filePath(u"opening-session.png"_s));
              }
              QTest::mouseClick(cancel, Qt::LeftButton);
          });
    ASSERT_TRUE(opened.wait(30000));
    QObject::disconnect(first);
    EXPECT_TRUE(sawProgress);
    const OfflineSession *offline = sessions()->offline();
    EXPECT_TRUE(offline->isLoaded());
    EXPECT_TRUE(offline->isPartlyOpened());
    const int rows = rowsOf(log(), offline->logConnection());
    EXPECT_GT(rows, 0);
    EXPECT_LT(rows, kEvents);
    EXPECT_EQ(rows, offline->eventCount());
    EXPECT_TRUE(offline->problem().startsWith(
        u"Only partly opened: cancelled after %1 events"_s.arg(QLocale().toString(rows))))
        << qPrintable(offline->problem());
    EXPECT_TRUE(sessions()->banner()->text().contains(offline->problem()));
    EXPECT_FALSE(progress->isVisible());
    EXPECT_FALSE(cancel->isVisible());
    EXPECT_TRUE(button(u"replayButton"_s)->isVisible());
    QCoreApplication::processEvents();
    EXPECT_EQ(opened.size(), 1);
}

// Back to live while a file is still being indexed: indexing stops, the rows so far stay, and
// opened() still says once that loading has ended.
TEST_F(SessionWindowTest, BackToLiveWhileOpeningStopsIndexingCleanly)
{
    const QString path = writeLongSession(m_folder.filePath(u"long.mcpsession"_s), 20000);
    QSignalSpy opened(sessions()->offline(), &OfflineSession::opened);
    ASSERT_TRUE(sessions()->openSession(path));
    ASSERT_TRUE(UiTest::waitFor([this] { return log().rowCount() > 0; }));
    QTest::mouseClick(button(u"backToLiveButton"_s), Qt::LeftButton);
    EXPECT_EQ(opened.size(), 1);
    EXPECT_FALSE(sessions()->offline()->isActive());
    EXPECT_EQ(sessions()->offline()->index(), nullptr);
    EXPECT_FALSE(sessions()->banner()->isVisible());
    m_window->logModel()->flush();
    const int rows = log().rowCount();
    EXPECT_GT(rows, 0);
    QCoreApplication::processEvents(); // a step still running ends unseen
    EXPECT_EQ(log().rowCount(), rows);
    EXPECT_EQ(opened.size(), 1);
}

// The status bar names the session file shown: the opened file while offline (its full path
// in the tooltip), the recording again back in live mode.
TEST_F(SessionWindowTest, TheStatusBarNamesTheOpenedSessionFile)
{
    const QString recording = recordEcho(u"named"_s);
    auto *label = UiTest::find<QLabel>(m_window.get(), u"recordingLabel"_s);
    EXPECT_EQ(label->text(), u"Recording to "_s + QFileInfo(recording).fileName());
    const QString path = m_folder.filePath(u"named.mcpsession"_s);
    ASSERT_TRUE(QFile::copy(recording, path));
    openOffline(path);
    EXPECT_EQ(label->text(), u"Session file named.mcpsession"_s);
    EXPECT_TRUE(label->toolTip().contains(QDir::toNativeSeparators(path)))
        << qPrintable(label->toolTip());
    QTest::mouseClick(button(u"backToLiveButton"_s), Qt::LeftButton);
    EXPECT_EQ(label->text(), u"Recording to "_s + QFileInfo(recording).fileName());
}
