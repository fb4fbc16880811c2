// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/jsonrpc/jsonrpcerrors.h>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

struct ErrorRow
{
    int code;
    const char *name;
    const char *source;
};

class JsonRpcErrorTable : public ::testing::TestWithParam<ErrorRow>
{};

TEST_P(JsonRpcErrorTable, DescribesCode)
{
    const ErrorRow &row = GetParam();
    const JsonRpc::ErrorDescription description = JsonRpc::describeError(row.code);
    EXPECT_EQ(description.name, QString::fromUtf8(row.name));
    EXPECT_EQ(description.source, QString::fromUtf8(row.source));
    EXPECT_FALSE(description.meaning.isEmpty());
    EXPECT_FALSE(description.hint.isEmpty());
}

const ErrorRow errorRows[] = {
    {-32700, "Parse error", "JSON-RPC 2.0"},
    {-32600, "Invalid Request", "JSON-RPC 2.0"},
    {-32601, "Method not found", "JSON-RPC 2.0"},
    {-32602, "Invalid params", "JSON-RPC 2.0"},
    {-32603, "Internal error", "JSON-RPC 2.0"},
    {-32002, "Resource not found", "MCP 2025-11-25"},
    {-32042, "URL elicitation required", "MCP 2025-11-25"},
    {-32020, "Header mismatch", "MCP 2026-07-28"},
    {-32021, "Missing required client capability", "MCP 2026-07-28"},
    {-32022, "Unsupported protocol version", "MCP 2026-07-28"},
    {-32000, "Server error", "implementation-defined"},
    {-32001, "Server error", "implementation-defined"},
    {-32019, "Server error", "implementation-defined"},
    {-32050, "Server error", "implementation-defined"},
    {-32099, "Server error", "implementation-defined"},
    {-32100, "Reserved", "JSON-RPC 2.0"},
    {-1, "User rejected", "MCP convention (sampling)"},
    {42, "Application error", "application-defined"},
};
INSTANTIATE_TEST_SUITE_P(Codes,
                         JsonRpcErrorTable,
                         ::testing::ValuesIn(errorRows),
                         [](const auto &info) {
                             return "code_" + std::to_string(std::abs(info.param.code))
                                    + (info.param.code < 0 ? "_negative" : "");
                         });

TEST(JsonRpcErrors, ImplementationDefinedRangeSaysSo)
{
    const JsonRpc::ErrorDescription d = JsonRpc::describeError(-32001);
    EXPECT_TRUE(d.meaning.contains(u"implementation-defined"_s));
    EXPECT_TRUE(d.hint.contains(u"session not found"_s));
    // -32020..-32099 belongs to MCP itself since 2026-07-28.
    EXPECT_TRUE(JsonRpc::describeError(-32030).meaning.contains(u"2026-07-28"_s));
}

TEST(JsonRpcErrors, OneLineName)
{
    EXPECT_EQ(JsonRpc::errorCodeName(-32601), u"-32601 Method not found"_s);
}

} // namespace
