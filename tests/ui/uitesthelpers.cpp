// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/log/messagelogmodel.h>

#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QLabel>
#include <QProcess>

using namespace Qt::StringLiterals;

namespace UiTest {

namespace {

// The message handler is process-wide, so its findings are too; ModelChecker clears them.
QStringList &modelTestMessages()
{
    static QStringList messages;
    return messages;
}

int &liveCheckers()
{
    static int count = 0;
    return count;
}

QtMessageHandler &previousHandler()
{
    static QtMessageHandler handler = nullptr;
    return handler;
}

void collectModelTestMessages(QtMsgType type,
                              const QMessageLogContext &context,
                              const QString &message)
{
    if (context.category && qstrcmp(context.category, "qt.modeltest") == 0) {
        modelTestMessages() << message;
        return;
    }
    if (previousHandler())
        previousHandler()(type, context, message);
}

} // namespace

bool waitFor(const std::function<bool()> &predicate, int timeoutMs)
{
    return QTest::qWaitFor(predicate, timeoutMs);
}

void clickRow(QAbstractItemView *view, const QModelIndex &index)
{
    view->scrollTo(index);
    const QRect rect = view->visualRect(index);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
}

QStringList demoServerCommand()
{
    const QString override = qEnvironmentVariable("MCPSCOPE_DEMO_SERVER");
    if (!override.isEmpty())
        return QProcess::splitCommand(override);
#ifdef MCPSCOPE_DEMO_SERVER
    return {QStringLiteral(MCPSCOPE_DEMO_SERVER)};
#else
    return {};
#endif
}

ModelChecker::ModelChecker(QAbstractItemModel *model)
{
    // Checkers may nest (a model and its proxy): only the outermost installs the handler, so
    // the handler never ends up calling itself.
    if (liveCheckers()++ == 0) {
        modelTestMessages().clear();
        previousHandler() = qInstallMessageHandler(collectModelTestMessages);
    }
    m_tester = std::make_unique<QAbstractItemModelTester>(
        model, QAbstractItemModelTester::FailureReportingMode::Warning);
}

ModelChecker::~ModelChecker()
{
    m_tester.reset();
    if (--liveCheckers() == 0)
        qInstallMessageHandler(previousHandler());
}

QStringList ModelChecker::problems() const
{
    return modelTestMessages();
}

TrafficEvent frame(TrafficEvent::Direction direction, const QByteArray &raw, qint64 atNs)
{
    static qint64 sequence = 0;
    TrafficEvent event;
    event.sequence = ++sequence;
    event.direction = direction;
    event.kind = TrafficEvent::Kind::Frame;
    event.raw = raw;
    event.decoded = JsonRpc::decode(raw);
    event.monotonicNs = atNs;
    event.wallClockMs = 1767225600000 + atNs / 1000000;
    event.channel = u"stdout"_s;
    return event;
}

TrafficEvent analysed(ConnectionAnalysis &analysis, TrafficEvent event)
{
    analysis.annotate(event);
    return event;
}

TrafficEvent stderrLine(const QByteArray &line)
{
    TrafficEvent event;
    event.direction = TrafficEvent::Direction::Incoming;
    event.kind = TrafficEvent::Kind::Transport;
    event.transportKind = TransportEvent::Kind::Stderr;
    event.raw = line;
    event.text = QString::fromUtf8(line);
    event.channel = u"stderr"_s;
    return event;
}

int findRow(const MessageLogModel &model,
            TrafficEvent::Direction direction,
            const QString &method,
            JsonRpcMessage::Kind kind,
            int from)
{
    for (int row = from; row < model.rowCount(); ++row) {
        const MessageRecord &record = model.record(row);
        if (record.kind == TrafficEvent::Kind::Frame && record.direction == direction
            && record.method == method && record.messageKind == kind)
            return row;
    }
    return -1;
}

QString labelText(const QObject *root, const QString &objectName)
{
    const auto *label = root->findChild<QLabel *>(objectName);
    return label ? label->text() : QStringLiteral("(no label %1)").arg(objectName);
}

} // namespace UiTest
