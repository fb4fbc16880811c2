// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverharness.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

struct TripRow : NamedRow<TripRow>
{
    const char *arguments; // JSON object text
    bool isError;
    QString text; // expected in the first text item
};

class PlanTrip : public ::testing::TestWithParam<TripRow>
{};

TEST_P(PlanTrip, SummarisesWhatItReceivedOrSaysWhatIsWrong)
{
    const TripRow &row = GetParam();
    ServerHarness harness;
    harness.initialize();
    const QJsonObject result = harness.callTool(u"plan_trip"_s, jsonObject(row.arguments));
    ASSERT_FALSE(result.isEmpty()) << "not a CallToolResult";
    EXPECT_EQ(result["isError"_L1].toBool(), row.isError) << firstText(result).toStdString();
    EXPECT_TRUE(firstText(result).contains(row.text)) << firstText(result).toStdString();
    if (!row.isError) { // the arguments come back as received
        EXPECT_EQ(result["structuredContent"_L1]["received"_L1], jsonObject(row.arguments));
    }
}

INSTANTIATE_TEST_SUITE_P(
    DemoServerTools,
    PlanTrip,
    ::testing::Values(
        TripRow{"round_trip",
                R"({"kind":"round_trip","from":{"city":"Paris","country":"FR"},
                    "to":{"city":"Rome"},"depart":"2026-05-01","return":"2026-05-08",
                    "travellers":[{"name":"Ada","age":36,"seat":"window"},{"name":"Bob"}],
                    "budget_eur":1200.5})",
                false,
                u"Round trip Paris, FR → Rome, leaving 2026-05-01, back 2026-05-08; 2 "
                "traveller(s): Ada (36, window seat); Bob (any seat); budget 1200.5 EUR."_s},
        TripRow{"multi_city",
                R"({"kind":"multi_city","start":{"city":"Lisbon"},"travellers":[{"name":"Ada"}],
                    "legs":[{"to":{"city":"Porto","country":"PT"},"date":"2026-06-04"},
                            {"to":{"city":"Faro"},"date":"2026-06-09"}]})",
                false,
                u"Multi-city trip in 2 leg(s): Lisbon → Porto, PT on 2026-06-04 → Faro on "
                "2026-06-09; 1 traveller(s): Ada (any seat)."_s},
        // The place schema is reached through $ref: its pattern is enforced.
        TripRow{"referenced_place_checked",
                R"({"kind":"round_trip","from":{"city":"Paris","country":"France"},
                    "to":{"city":"Rome"},"depart":"2026-05-01","travellers":[{"name":"Ada"}]})",
                true,
                u"/from/country"_s},
        TripRow{"no_alternative_matches",
                R"({"kind":"by_boat","travellers":[{"name":"Ada"}]})",
                true,
                u"Invalid arguments for tool \"plan_trip\""_s},
        TripRow{"travellers_required",
                R"({"kind":"multi_city","start":{"city":"Lisbon"},
                    "legs":[{"to":{"city":"Porto"},"date":"2026-06-04"},
                            {"to":{"city":"Faro"},"date":"2026-06-09"}]})",
                true,
                u"travellers"_s}),
    [](const auto &info) { return std::string(info.param.name); });

} // namespace
