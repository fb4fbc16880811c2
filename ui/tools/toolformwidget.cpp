// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "toolformwidget.h"

#include "displaytext.h"
#include "formfield.h"
#include "palettecolors.h"

#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QLabel *smallLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    label->setFont(font);
    return label;
}

} // namespace

ToolFormWidget::ToolFormWidget(QWidget *parent)
    : QWidget(parent)
    , m_message(new QLabel(this))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_layout = new QFormLayout;
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_layout->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    m_layout->setRowWrapPolicy(QFormLayout::DontWrapRows);
    m_message->setObjectName(u"formMessage"_s);
    m_message->setWordWrap(true);
    PaletteColors::setTextTone(m_message, PaletteColors::Tone::Neutral);
    outer->addLayout(m_layout);
    outer->addWidget(m_message);
    outer->addStretch(1);
    clear();
}

void ToolFormWidget::clear()
{
    // removeRow() deletes each row's widgets, and with them the fields (their children).
    m_rows.clear();
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    m_wholeObject = false;
    m_message->clear();
    m_message->hide();
}

QStringList ToolFormWidget::orderedNames(const QJsonObject &properties, const QStringList &required)
{
    // QJsonObject sorts its keys, so the schema's own order is gone; the `required` array
    // keeps its order, and putting those first is what a caller needs to fill in anyway.
    QStringList names;
    for (const QString &name : required) {
        if (properties.contains(name) && !names.contains(name))
            names << name;
    }
    for (auto it = properties.constBegin(); it != properties.constEnd(); ++it) {
        if (!names.contains(it.key()))
            names << it.key();
    }
    return names;
}

void ToolFormWidget::setSchema(const QJsonObject &inputSchema)
{
    clear();
    const QJsonObject schema = FormField::normalized(inputSchema);
    const QJsonValue properties = schema.value("properties"_L1);
    const QString type = schema.value("type"_L1).toString();
    if ((!type.isEmpty() && type != "object"_L1)
        || (!properties.isUndefined() && !properties.isObject()) || schema.contains("anyOf"_L1)
        || schema.contains("oneOf"_L1) || schema.contains("allOf"_L1)) {
        m_wholeObject = true;
        addField(tr("arguments"), QJsonObject{{"type"_L1, u"object"_s}}, false);
        m_message->setText(tr("This schema is not a plain object, so the form cannot show its "
                              "fields; enter all arguments as one JSON object."));
        m_message->show();
        return;
    }
    QStringList required;
    for (const QJsonValue &name : schema.value("required"_L1).toArray())
        required << name.toString();
    const QJsonObject fields = properties.toObject();
    for (const QString &name : orderedNames(fields, required))
        addField(name, fields.value(name).toObject(), required.contains(name));
    if (fields.isEmpty())
        m_message->setText(tr("This tool takes no arguments."));
    else if (!required.isEmpty())
        m_message->setText(tr("* required"));
    m_message->setVisible(!m_message->text().isEmpty());
}

void ToolFormWidget::addField(const QString &name, const QJsonObject &schema, bool required)
{
    auto *container = new QWidget(this);
    FormField *field = FormField::create(name, schema, required, container);
    auto *column = new QVBoxLayout(container);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);
    // Text editors take the row's width; spin boxes, combos and check boxes their own.
    const bool isText = qobject_cast<QLineEdit *>(field->editor()) != nullptr;
    column->addWidget(field->editor(), 0, isText ? Qt::Alignment() : Qt::AlignLeft);
    const QString description = schema.value("description"_L1).toString();
    if (!description.isEmpty()) {
        QLabel *label = smallLabel(DisplayText::capped(description, 600), container);
        PaletteColors::setTextTone(label, PaletteColors::Tone::Neutral);
        column->addWidget(label);
    }
    QLabel *problem = smallLabel({}, container);
    problem->setObjectName(u"problem_"_s + name);
    PaletteColors::setTextTone(problem, PaletteColors::Tone::Error);
    problem->hide();
    column->addWidget(problem);

    auto *label = new QLabel(
        required ? u"<b>%1</b> *"_s.arg(name.toHtmlEscaped()) : name.toHtmlEscaped(), this);
    label->setToolTip(field->typeHint());
    label->setBuddy(field->editor());
    m_layout->addRow(label, container);
    const Row row{field, problem};
    m_rows.push_back(row);
    connect(field, &FormField::changed, this, [this, row] {
        recheck(row);
        Q_EMIT changed();
    });
}

void ToolFormWidget::recheck(const Row &row)
{
    // While typing, show format problems only; "required" appears when the user calls.
    QString problem;
    row.field->value(&problem);
    showProblem(row, problem);
}

void ToolFormWidget::showProblem(const Row &row, const QString &problem)
{
    row.problem->setText(problem);
    row.problem->setVisible(!problem.isEmpty());
}

QJsonObject ToolFormWidget::arguments() const
{
    if (m_wholeObject)
        return m_rows.front().field->value().toObject();
    QJsonObject arguments;
    for (const Row &row : m_rows) {
        const QJsonValue value = row.field->value();
        if (!value.isUndefined())
            arguments.insert(row.field->name(), value);
    }
    return arguments;
}

QStringList ToolFormWidget::validate()
{
    QStringList problems;
    for (const Row &row : m_rows) {
        QString problem;
        const QJsonValue value = row.field->value(&problem);
        if (value.isUndefined() && row.field->isRequired())
            problem = tr("required");
        showProblem(row, problem);
        if (!problem.isEmpty())
            problems << u"%1: %2"_s.arg(row.field->name(), problem);
    }
    return problems;
}

FormField *ToolFormWidget::field(const QString &name) const
{
    for (const Row &row : m_rows) {
        if (row.field->name() == name)
            return row.field;
    }
    return nullptr;
}
