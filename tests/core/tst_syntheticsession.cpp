// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The tests' and benchmarks' large-session generator writes what SessionWriter would write.
#include "support/qtprinters.h"
#include "support/syntheticsession.h"

#include <core/session/sessionformat.h>
#include <core/session/sessionreader.h>

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// Every line reads back, and is byte for byte the line SessionFormat makes of what was read.
TEST(SyntheticSession, WritesTheLinesSessionWriterWouldWrite)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(u"synthetic.mcpsession"_s);
    ServerConfig server;
    server.program = u"mcpscope-demo-server"_s;
    const SyntheticSession::Written written = SyntheticSession::write(path, {2010, server});
    ASSERT_TRUE(written.error.isEmpty()) << qPrintable(written.error);
    EXPECT_EQ(written.cycles, 251); // whole rounds: at least 2010 events
    EXPECT_EQ(written.events, 5 + 251 * 8);
    EXPECT_EQ(written.errors, 1); // round 0 only (one in 1000)

    const SessionReader::Loaded loaded = SessionReader::load(path);
    ASSERT_TRUE(loaded.error.isEmpty()) << qPrintable(loaded.error) << " line " << loaded.errorLine;
    EXPECT_EQ(loaded.header.server.program, server.program);
    ASSERT_EQ(qint64(loaded.events.size()), written.events + 1); // and the Handshake line
    EXPECT_EQ(loaded.header.serverInfo.value("name"_L1).toString(), u"mcpscope-demo-server"_s);

    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.size(), written.bytes);
    file.readLine(); // the header
    qint64 errors = 0;
    for (const SessionEvent &event : loaded.events) {
        const QByteArray line = file.readLine().chopped(1);
        SessionEvent plain = event;
        plain.traffic.findings = {}; // the reader's own analysis, not in the file
        EXPECT_EQ(line,
                  QJsonDocument(SessionFormat::eventToJson(plain, SessionRedactor{}))
                      .toJson(QJsonDocument::Compact));
        const auto &messages = event.traffic.decoded.messages;
        errors += messages.size() == 1 && messages.first().kind() == JsonRpcMessage::Kind::Error;
    }
    EXPECT_EQ(errors, written.errors);
    // The numbers change with the round: the last round's echo, at its sequence.
    const qint64 last = written.cycles - 1;
    const SessionEvent &echo = loaded.events[size_t(SyntheticSession::Written::sequence(last, 0))];
    EXPECT_EQ(echo.traffic.sequence, SyntheticSession::Written::sequence(last, 0));
    const QByteArray id = "\"id\":" + QByteArray::number(SyntheticSession::Written::echoId(last));
    EXPECT_TRUE(echo.traffic.raw.contains(QByteArray(id + ',')));
    EXPECT_TRUE(echo.traffic.raw.contains("hello 250"));
}
