// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/transport/httpdiagnosis.h>
#include <core/transport/httpstatus.h>

#include <gtest/gtest.h>

namespace httpstatus_test {

struct StatusRow
{
    int code;
    const char *reason;
    bool describedForMcp; // meaning, cause and hint are written
};

class HttpStatusTable : public ::testing::TestWithParam<StatusRow>
{};

TEST_P(HttpStatusTable, NamesAndExplainsTheStatus)
{
    const StatusRow row = GetParam();
    const HttpStatus::Description &status = HttpStatus::describe(row.code);
    EXPECT_EQ(HttpStatus::reasonPhrase(row.code), QByteArray(row.reason));
    EXPECT_EQ(!status.meaning.isEmpty(), row.describedForMcp);
    EXPECT_EQ(!status.cause.isEmpty(), row.describedForMcp);
    EXPECT_EQ(!status.hint.isEmpty(), row.describedForMcp);
    if (row.describedForMcp) {
        EXPECT_TRUE(status.meaning.endsWith(u'.')) << "a sentence";
        EXPECT_TRUE(QChar(status.hint.front()).isLower()) << "a clause for one-line errors";
    }
}

INSTANTIATE_TEST_SUITE_P(Codes,
                         HttpStatusTable,
                         ::testing::Values(StatusRow{200, "OK", false},
                                           StatusRow{202, "Accepted", false},
                                           StatusRow{400, "Bad Request", true},
                                           StatusRow{401, "Unauthorized", true},
                                           StatusRow{404, "Not Found", true},
                                           StatusRow{406, "Not Acceptable", true},
                                           StatusRow{408, "Request Timeout", false},
                                           StatusRow{431, "Request Header Fields Too Large", false},
                                           StatusRow{500, "Internal Server Error", true},
                                           StatusRow{504, "Gateway Timeout", true},
                                           StatusRow{505, "HTTP Version Not Supported", false},
                                           StatusRow{299, "Unknown", false},
                                           StatusRow{0, "Unknown", false}),
                         [](const auto &info) { return std::to_string(info.param.code); });

TEST(HttpStatus, OneLineErrorsUseTheTablesHintOrAGeneralOne)
{
    const QUrl url(QStringLiteral("http://127.0.0.1:1/mcp"));
    EXPECT_TRUE(HttpDiagnosis::describeStatus("POST", url, 404, "Not Found", {})
                    .contains(QLatin1StringView(HttpStatus::describe(404).hint)));
    EXPECT_TRUE(HttpDiagnosis::describeStatus("POST", url, 599, "Odd", {})
                    .contains(QStringLiteral("a server-side failure")));
    EXPECT_TRUE(HttpDiagnosis::describeStatus("POST", url, 418, "Teapot", {})
                    .contains(QStringLiteral("the server refused the request")));
}

} // namespace httpstatus_test
