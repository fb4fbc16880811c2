// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QModelIndex>

class FormValueEditor;
class SchemaFormModel;
class QWidget;

// The editors FormValueEditor::create() picks for values that are not scalars (internal to
// ui/forms).
namespace FormValueEditors {

// Objects and arrays: how many fields or items, and the controls that add elements or entries.
FormValueEditor *container(SchemaFormModel *model, const QModelIndex &index, QWidget *parent);
// Raw rows (and a root that is no object): JSON text, applied as soon as it parses.
FormValueEditor *json(SchemaFormModel *model, const QModelIndex &index, QWidget *parent);

} // namespace FormValueEditors
