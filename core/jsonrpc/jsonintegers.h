// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonValue>

namespace JsonIntegers {

// A JSON number without a fraction (2 and 2.0 are; 2.5 is not). toInteger() answers 0 for a
// fraction, so comparing it with the double tells them apart without rounding large values.
inline bool isInteger(const QJsonValue &value)
{
    return value.isDouble() && value.toDouble() == double(value.toInteger());
}

} // namespace JsonIntegers
