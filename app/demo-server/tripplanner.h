// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

// The demo tool plan_trip: plans nothing, but answers with a summary of exactly what it
// received (trip kind, places, dates, travellers), so a form that builds its arguments from a
// root anyOf, arrays of objects and $ref'd definitions can be checked end to end. Pure.
namespace TripPlanner {

// A CallToolResult: the summary as text, the arguments as received as structuredContent.
// arguments must already be valid against the tool's inputSchema.
QJsonObject plan(const QJsonObject &arguments);

} // namespace TripPlanner
