// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include <core/log/messagelogmodel.h>
#include <ui/displaytext.h>
#include <ui/log/logstatuslabel.h>

#include <QLocale>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

TEST(LogStatusLabel, CountsRowsAndBytesAfterAFlood)
{
    MessageLogModel model;
    LogStatusLabel label(&model);
    EXPECT_TRUE(label.text().startsWith(u"0 rows"_s)) << label.text().toStdString();
    const QByteArray raw = R"({"jsonrpc":"2.0","method":"notifications/x"})";
    for (int i = 0; i < 1500; ++i) {
        TrafficEvent event;
        event.sequence = i + 1;
        event.raw = raw;
        event.decoded = JsonRpc::decode(raw);
        model.append(event);
        if (i % 100 == 0)
            model.flush(); // batches, as a flood inserts them
    }
    model.flush();
    const QString expected = u"%1 rows · %2"_s.arg(
        QLocale().toString(1500), DisplayText::formatSize(qint64(1500) * raw.size()));
    EXPECT_TRUE(QTest::qWaitFor([&] { return label.text() == expected; }, 5000))
        << label.text().toStdString() << " instead of " << expected.toStdString();
    model.clear();
    EXPECT_TRUE(QTest::qWaitFor([&] { return label.text().startsWith(u"0 rows"_s); }, 5000));
}

} // namespace
