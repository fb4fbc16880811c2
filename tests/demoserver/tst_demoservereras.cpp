// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// Which requests each --era of the demo server answers and how, as a table driven
// in-process.
#include "modernframes.h"
#include "serverharness.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>

#include <QJsonArray>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int Result = 0; // EraRow::code for "a result, not an error"

struct EraRow : NamedRow<EraRow>
{
    DemoEra era;
    const char *method;
    const char *params;  // JSON object text
    bool withMeta;       // add a modern _meta (version below)
    const char *version; // the _meta protocolVersion
    int code;            // the error code, or Result
    bool resultType;     // the result carries resultType (served as modern)
};

class DemoServerEras : public ::testing::TestWithParam<EraRow>
{};

TEST_P(DemoServerEras, AnswersAsTheEraPrescribes)
{
    const EraRow &row = GetParam();
    ServerHarness harness(DemoServerOptions{row.era, false});
    QJsonObject params = jsonObject(row.params);
    if (row.withMeta)
        params.insert("_meta"_L1, ModernFrames::meta({}, {}, QString::fromLatin1(row.version)));
    const JsonRpcMessage response = harness.request(QString::fromLatin1(row.method), params);
    if (row.code == Result) {
        ASSERT_EQ(response.kind(), JsonRpcMessage::Kind::Result)
            << response.error().message.toStdString();
        EXPECT_EQ(response.result()["resultType"_L1].isString(), row.resultType);
        return;
    }
    ASSERT_EQ(response.kind(), JsonRpcMessage::Kind::Error);
    EXPECT_EQ(response.error().code, row.code) << response.error().message.toStdString();
    if (row.code == JsonRpc::ErrorCode::UnsupportedProtocolVersion) {
        EXPECT_EQ(response.error().data["supported"_L1], QJsonArray{u"2026-07-28"_s});
        EXPECT_TRUE(response.error().data["requested"_L1].isString());
    }
}

constexpr const char *Modern = "2026-07-28";
constexpr int NotFound = JsonRpc::ErrorCode::MethodNotFound;
constexpr int BadParams = JsonRpc::ErrorCode::InvalidParams;
constexpr int BadVersion = JsonRpc::ErrorCode::UnsupportedProtocolVersion;

INSTANTIATE_TEST_SUITE_P(
    Table,
    DemoServerEras,
    ::testing::Values(
        EraRow{
            {"both_discover"}, DemoEra::Both, "server/discover", "{}", true, Modern, Result, true},
        EraRow{{"both_discover_without_meta"},
               DemoEra::Both,
               "server/discover",
               "{}",
               false,
               Modern,
               BadParams,
               false},
        EraRow{{"both_unsupported_version"},
               DemoEra::Both,
               "tools/list",
               "{}",
               true,
               "1900-01-01",
               BadVersion,
               false},
        EraRow{{"both_legacy_version_in_meta"},
               DemoEra::Both,
               "tools/list",
               "{}",
               true,
               "2025-11-25",
               BadVersion,
               false},
        EraRow{{"both_meta_without_capabilities"},
               DemoEra::Both,
               "tools/list",
               R"({"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}})",
               false,
               Modern,
               BadParams,
               false},
        EraRow{
            {"both_meta_version_not_a_string"},
            DemoEra::Both,
            "tools/list",
            R"({"_meta":{"io.modelcontextprotocol/protocolVersion":20260728,"io.modelcontextprotocol/clientCapabilities":{}}})",
            false,
            Modern,
            BadParams,
            false},
        EraRow{{"both_ping_removed"}, DemoEra::Both, "ping", "{}", true, Modern, NotFound, false},
        EraRow{{"both_set_level_removed"},
               DemoEra::Both,
               "logging/setLevel",
               R"({"level":"info"})",
               true,
               Modern,
               NotFound,
               false},
        EraRow{{"both_subscribe_removed"},
               DemoEra::Both,
               "resources/subscribe",
               R"({"uri":"demo://notes/index"})",
               true,
               Modern,
               NotFound,
               false},
        EraRow{
            {"both_bad_log_level"},
            DemoEra::Both,
            "tools/list",
            R"({"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/logLevel":"loud"}})",
            false,
            Modern,
            BadParams,
            false},
        EraRow{{"both_legacy_request"},
               DemoEra::Both,
               "tools/list",
               "{}",
               false,
               Modern,
               Result,
               false},
        EraRow{{"both_legacy_initialize"},
               DemoEra::Both,
               "initialize",
               R"({"protocolVersion":"2025-11-25","capabilities":{}})",
               false,
               Modern,
               Result,
               false},
        EraRow{{"modern_initialize_refused"},
               DemoEra::Modern,
               "initialize",
               R"({"protocolVersion":"2025-11-25","capabilities":{}})",
               false,
               Modern,
               BadVersion,
               false},
        EraRow{{"modern_request_without_meta"},
               DemoEra::Modern,
               "tools/list",
               "{}",
               false,
               Modern,
               BadParams,
               false},
        EraRow{{"modern_ping_without_meta"},
               DemoEra::Modern,
               "ping",
               "{}",
               false,
               Modern,
               BadParams,
               false},
        EraRow{{"modern_listen_without_filter"},
               DemoEra::Modern,
               "subscriptions/listen",
               "{}",
               true,
               Modern,
               BadParams,
               false},
        EraRow{
            {"modern_tools_list"}, DemoEra::Modern, "tools/list", "{}", true, Modern, Result, true},
        EraRow{{"legacy_discover_unknown"},
               DemoEra::Legacy,
               "server/discover",
               "{}",
               true,
               Modern,
               NotFound,
               false},
        EraRow{{"legacy_listen_unknown"},
               DemoEra::Legacy,
               "subscriptions/listen",
               R"({"notifications":{}})",
               true,
               Modern,
               NotFound,
               false},
        EraRow{{"legacy_ignores_meta"},
               DemoEra::Legacy,
               "tools/list",
               "{}",
               true,
               Modern,
               Result,
               false},
        EraRow{{"legacy_ping"}, DemoEra::Legacy, "ping", "{}", false, Modern, Result, false}));

} // namespace
