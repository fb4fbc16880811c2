// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "formfield.h"

#include <optional>

class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

// A line edit that reports every edit as the field's changed(); shared by the text-like fields.
QLineEdit *makeFieldLineEdit(FormField *field, QWidget *parent);

// integer and number properties: a spin box when both bounds are known (honouring exclusive
// bounds; optional fields get a "not set" value one step below the minimum), else a line
// edit checked as you type (whole numbers, bounds).
class NumberField : public FormField
{
    Q_OBJECT
public:
    struct Bounds
    {
        std::optional<double> minimum;
        std::optional<double> maximum;
    };

    NumberField(const QString &name,
                const QJsonObject &schema,
                bool required,
                bool integer,
                QWidget *parent);

    QString typeHint() const override;
    QJsonValue value(QString *problem = nullptr) const override;

    // exclusiveMinimum/Maximum are numbers since draft 6 and booleans modifying
    // minimum/maximum in draft 4; `step` turns an exclusive bound into an inclusive one.
    static Bounds boundsOf(const QJsonObject &schema, double step);

private:
    QJsonValue parse(const QString &text, QString *problem) const;
    QSpinBox *makeSpinBox(QWidget *parent);
    QDoubleSpinBox *makeDoubleSpinBox(QWidget *parent);
    double initialValue(double lowest, double highest) const;

    bool m_integer;
    Bounds m_bounds;
    QSpinBox *m_spin = nullptr;
    QDoubleSpinBox *m_doubleSpin = nullptr;
    QLineEdit *m_edit = nullptr;
};
