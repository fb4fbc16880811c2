// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/analysis/connectionanalysis.h>
#include <core/log/trafficevent.h>

#include <QAbstractItemModel>
#include <QDeadlineTimer>
#include <QObject>
#include <QStringList>
#include <QtTest/QTest>

#include <functional>
#include <memory>
#include <ostream>

class QAbstractItemModelTester;
class QAbstractItemView;
class MessageLogModel;

// Lets gtest print QStrings in failure messages as text instead of bytes. Every test file
// includes this header first: an instantiation without it would win at link time (ODR).
inline void PrintTo(const QString &text, std::ostream *out)
{
    *out << '"' << text.toStdString() << '"';
}

namespace UiTest {

// Waits (processing events) until the predicate holds; false on timeout. Never sleeps blindly.
bool waitFor(const std::function<bool()> &predicate, int timeoutMs = 10000);

// The widget with this object name under root, of type T, or nullptr.
template<class T>
T *find(const QObject *root, const QString &objectName)
{
    return root->findChild<T *>(objectName);
}

// The text of the QLabel with this object name under root, or a note naming the missing label.
QString labelText(const QObject *root, const QString &objectName);

// Clicks the centre of a model row in an item view, the way a user selects it.
void clickRow(QAbstractItemView *view, const QModelIndex &index);

// The demo server's command line: $MCPSCOPE_DEMO_SERVER if set, else the built target.
QStringList demoServerCommand();

// Runs a model under QAbstractItemModelTester and collects what the tester complains about,
// instead of aborting, so a test can assert that the list is empty at its end.
class ModelChecker
{
public:
    explicit ModelChecker(QAbstractItemModel *model);
    ~ModelChecker();
    QStringList problems() const;

private:
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

// Traffic events for feeding models and views without a server, numbered in order as a session
// numbers its events (one counter for the whole test process, so always increasing).
// atNs: the event's time on the session clock (latency is the difference of two).
TrafficEvent frame(TrafficEvent::Direction direction, const QByteArray &raw, qint64 atNs = 0);
// The event with the findings and pairs a connection's analysis gives it (McpSession's part):
// the log pairs a response with its request, and links the rounds of a resent request, only
// from what the analysis says.
TrafficEvent analysed(ConnectionAnalysis &analysis, TrafficEvent event);
TrafficEvent stderrLine(const QByteArray &line);

// Row of the first record matching direction, method and message kind, or -1.
int findRow(const MessageLogModel &model,
            TrafficEvent::Direction direction,
            const QString &method,
            JsonRpcMessage::Kind kind,
            int from = 0);

} // namespace UiTest
