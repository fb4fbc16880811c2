// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "recordedframes.h"
#include "support/qtprinters.h"

#include <core/analysis/connectionanalysis.h>
#include <core/log/messagelogmodel.h>

#include <QAbstractItemModelTester>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// The log's protocol findings, its bounded rows and its core filter.
namespace {

constexpr auto Out = TrafficEvent::Direction::Outgoing;
constexpr auto In = TrafficEvent::Direction::Incoming;

TEST(MessageLogScale, RowsCarryTheFindingsOfTheirEvents)
{
    MessageLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    ConnectionAnalysis analysis; // McpSession's part, here by hand
    const auto add
        = [&](TrafficEvent event) { model.append(CoreTest::analysed(analysis, std::move(event))); };
    add(trafficFrame(1, Out, R"({"jsonrpc":"2.0","id":1,"method":"ping"})"));
    add(trafficFrame(2, In, R"({"jsonrpc":"2.0","id":"1","result":{}})"));
    add(trafficFrame(3, In, R"({"id":1,"result":{}})"));
    model.flush();
    ASSERT_EQ(model.rowCount(), 3);
    EXPECT_FALSE(model.record(0).findings);
    ASSERT_TRUE(model.record(1).findings);
    EXPECT_EQ(model.record(1).findings->first().rule, &Rules::IdTypeChanged);
    EXPECT_EQ(model.record(1).findings->first().pointer, u"/id"_s);
    const QStringList third
        = model.index(2, 0).data(MessageLogModel::DiagnosticsRole).toStringList();
    ASSERT_EQ(third.size(), 1);
    EXPECT_TRUE(third.first().startsWith(u"missing-jsonrpc: "_s)) << third.first().toStdString();
}

TEST(MessageLogScale, RowsShareMethodNamesAndCarryNoEmptyExchange)
{
    MessageLogModel model;
    for (int i = 0; i < 3; ++i)
        model.append(
            trafficFrame(i, Out, R"({"jsonrpc":"2.0","method":"notifications/progress"})"));
    model.flush();
    EXPECT_FALSE(model.record(0).http);
    // Interned: one allocation for the name, whatever the row count.
    EXPECT_EQ(model.record(0).method.constData(), model.record(2).method.constData());
}

} // namespace
