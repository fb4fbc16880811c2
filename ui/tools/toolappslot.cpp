// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "toolappslot.h"

namespace {
ToolAppSlot::Factory &toolAppFactory()
{
    static ToolAppSlot::Factory factory;
    return factory;
}
} // namespace

void ToolAppSlot::setFactory(Factory factory)
{
    toolAppFactory() = std::move(factory);
}

ToolAppSlot *ToolAppSlot::create(QWidget *parent)
{
    return toolAppFactory() ? toolAppFactory()(parent) : nullptr;
}
