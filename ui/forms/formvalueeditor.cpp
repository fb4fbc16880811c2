// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// FormValueEditor and the editors of scalar values (strings, numbers, booleans, choices).
#include "formvalueeditor.h"

#include "formvalueeditors.h"
#include "palettecolors.h"
#include "widgets/servertext.h"

#include <core/schema/schemaformmodel.h>

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

using namespace Qt::StringLiterals;
using Kind = SchemaNode::Kind;

namespace {

int kindOf(const SchemaFormModel *model, const QModelIndex &index)
{
    if (index.isValid())
        return index.data(SchemaFormModel::KindRole).toInt();
    const SchemaNode *shape = model->shapeNode({});
    return int(shape ? shape->kind : Kind::Raw);
}

QHBoxLayout *tightLayout(QWidget *owner)
{
    auto *layout = new QHBoxLayout(owner);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    return layout;
}

// What a value of this format looks like, for an empty field.
QString formatExample(const QString &format)
{
    static const QHash<QString, QString> examples{
        {u"email"_s, u"name@example.org"_s},
        {u"idn-email"_s, u"name@example.org"_s},
        {u"uri"_s, u"https://example.org/path"_s},
        {u"url"_s, u"https://example.org/path"_s},
        {u"iri"_s, u"https://example.org/path"_s},
        {u"uri-reference"_s, u"/path or https://example.org/path"_s},
        {u"date"_s, u"YYYY-MM-DD"_s},
        {u"date-time"_s, u"YYYY-MM-DDThh:mm:ssZ"_s},
        {u"time"_s, u"hh:mm:ss"_s},
        {u"duration"_s, u"P1DT2H"_s},
        {u"uuid"_s, u"123e4567-e89b-12d3-a456-426614174000"_s},
        {u"ipv4"_s, u"192.0.2.1"_s},
        {u"ipv6"_s, u"2001:db8::1"_s},
        {u"hostname"_s, u"example.org"_s},
    };
    return examples.value(format);
}

// Strings and numbers: a line edit that sends exactly what is typed.
class TextValueEditor : public FormValueEditor
{
    // tr() in this context, not FormValueEditor's: the context lupdate files these under.
    Q_DECLARE_TR_FUNCTIONS(TextValueEditor)

public:
    TextValueEditor(SchemaFormModel *model, const QModelIndex &index, QWidget *parent)
        : FormValueEditor(model, index, parent)
        , m_edit(new QLineEdit(this))
    {
        tightLayout(this)->addWidget(m_edit);
        const int kind = data(SchemaFormModel::KindRole).toInt();
        if (kind == int(Kind::Number) || kind == int(Kind::Integer)) {
            // Numbers are short; a full-width field would make them hard to read.
            m_edit->setMaximumWidth(m_edit->fontMetrics().horizontalAdvance(u'0') * 28);
            setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
        }
        connect(m_edit, &QLineEdit::textEdited, this, [this](const QString &text) {
            m_writing = true;
            this->model()->setData(valueIndex(), text);
            m_writing = false;
        });
        refresh();
    }

    void refresh() override
    {
        QString placeholder = data(SchemaFormModel::PlaceholderRole).toString();
        if (placeholder.isEmpty())
            placeholder = formatExample(data(SchemaFormModel::FormatRole).toString());
        if (placeholder.isEmpty() && data(SchemaFormModel::KindRole).toInt() == int(Kind::Integer))
            placeholder = tr("whole number");
        else if (placeholder.isEmpty()
                 && data(SchemaFormModel::KindRole).toInt() == int(Kind::Number))
            placeholder = tr("number");
        m_edit->setPlaceholderText(placeholder);
        if (m_writing)
            return;
        const QString text = isPresent() && !data(SchemaFormModel::NullRole).toBool()
                                 ? data(Qt::EditRole).toString()
                                 : QString();
        if (m_edit->text() != text)
            m_edit->setText(text);
    }

    QWidget *input() const override { return m_edit; }

private:
    QLineEdit *m_edit;
};

class BooleanValueEditor : public FormValueEditor
{
    // tr() in this context, not FormValueEditor's: the context lupdate files these under.
    Q_DECLARE_TR_FUNCTIONS(BooleanValueEditor)

public:
    BooleanValueEditor(SchemaFormModel *model, const QModelIndex &index, QWidget *parent)
        : FormValueEditor(model, index, parent)
        , m_box(new QCheckBox(this))
    {
        tightLayout(this)->addWidget(m_box);
        connect(m_box, &QCheckBox::clicked, this, [this](bool checked) {
            this->model()->setData(
                valueIndex(), checked ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
        });
        refresh();
    }

    void refresh() override
    {
        const bool present = isPresent();
        const bool checked = present && data(Qt::EditRole).toBool();
        m_box->setChecked(checked);
        m_box->setText(!present ? tr("false (not sent)") : checked ? u"true"_s : u"false"_s);
    }

    QWidget *input() const override { return m_box; }

private:
    QCheckBox *m_box;
};

class ChoiceValueEditor : public FormValueEditor
{
    // tr() in this context, not FormValueEditor's: the context lupdate files these under.
    Q_DECLARE_TR_FUNCTIONS(ChoiceValueEditor)

public:
    ChoiceValueEditor(SchemaFormModel *model, const QModelIndex &index, QWidget *parent)
        : FormValueEditor(model, index, parent)
        , m_combo(new QComboBox(this))
    {
        tightLayout(this)->addWidget(m_combo);
        m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
        connect(m_combo, &QComboBox::activated, this, [this](int choice) {
            this->model()->setData(nameIndex(), choice, SchemaFormModel::ChoiceIndexRole);
        });
        refresh();
    }

    void refresh() override
    {
        fillChoices();
        const int choice = isPresent() ? data(SchemaFormModel::ChoiceIndexRole).toInt() : -1;
        m_combo->setPlaceholderText(
            isPresent() && choice < 0
                ? tr("other: %1").arg(ServerText::line(data(Qt::DisplayRole).toString()))
                : tr("(not set)"));
        m_combo->setCurrentIndex(choice);
    }

    QWidget *input() const override { return m_combo; }

private:
    void fillChoices()
    {
        const SchemaNode *shape = model()->shapeNode(nameIndex());
        QStringList texts;
        if (shape) {
            for (const SchemaChoice &choice : shape->choices) {
                const QString value = LosslessJson::valueText(choice.value);
                // A label hides the value that is sent; a debugger shows both.
                texts << ServerText::line(
                    choice.label == value ? value : u"%1  (%2)"_s.arg(choice.label, value));
            }
        }
        if (texts == m_texts)
            return;
        m_texts = texts;
        m_combo->clear();
        m_combo->addItems(texts);
        for (int i = 0; shape && i < shape->choices.size(); ++i)
            m_combo->setItemData(
                i, ServerText::toolTip(shape->choices.at(i).description), Qt::ToolTipRole);
    }

    QComboBox *m_combo;
    QStringList m_texts;
};

class NullValueEditor : public FormValueEditor
{
public:
    NullValueEditor(SchemaFormModel *model, const QModelIndex &index, QWidget *parent)
        : FormValueEditor(model, index, parent)
    {
        auto *label = ServerText::caption(u"null"_s, this);
        PaletteColors::setTextTone(label, PaletteColors::Tone::Neutral);
        tightLayout(this)->addWidget(label);
    }
    void refresh() override {}
    QWidget *input() const override { return nullptr; }
};

} // namespace

FormValueEditor::FormValueEditor(SchemaFormModel *model, const QModelIndex &index, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_index(index.siblingAtColumn(SchemaFormModel::NameColumn))
    , m_isRoot(!index.isValid())
    , m_kind(kindOf(model, index))
{}

FormValueEditor *
FormValueEditor::create(SchemaFormModel *model, const QModelIndex &index, QWidget *parent)
{
    const QModelIndex row = index.siblingAtColumn(SchemaFormModel::NameColumn);
    switch (Kind(kindOf(model, row))) {
    case Kind::String:
    case Kind::Number:
    case Kind::Integer:
        if (row.isValid())
            return new TextValueEditor(model, row, parent);
        break; // the root has no row to write text to: it is edited as JSON
    case Kind::Boolean:
        if (row.isValid())
            return new BooleanValueEditor(model, row, parent);
        break;
    case Kind::Choice:
        if (row.isValid())
            return new ChoiceValueEditor(model, row, parent);
        break;
    case Kind::Null:
        return new NullValueEditor(model, row, parent);
    case Kind::Object:
    case Kind::Array:
        return FormValueEditors::container(model, row, parent);
    default:
        break;
    }
    return FormValueEditors::json(model, row, parent);
}

bool FormValueEditor::fits() const
{
    if (!m_isRoot && !m_index.isValid())
        return false;
    return kindOf(m_model, m_index) == m_kind;
}

QList<QWidget *> FormValueEditor::focusWidgets() const
{
    QWidget *widget = input();
    return widget ? QList<QWidget *>{widget} : QList<QWidget *>{};
}

void FormValueEditor::setInvalid(bool invalid)
{
    QWidget *widget = input();
    if (!widget)
        return;
    PaletteColors::setBaseTone(widget,
                               invalid ? PaletteColors::Tone::Error : PaletteColors::Tone::Neutral);
}

QModelIndex FormValueEditor::valueIndex() const
{
    return QModelIndex(m_index).siblingAtColumn(SchemaFormModel::ValueColumn);
}

QVariant FormValueEditor::data(int role) const
{
    return valueIndex().data(role);
}

bool FormValueEditor::isPresent() const
{
    if (m_isRoot)
        return m_model->losslessValue().value.isUndefined() == false;
    return data(SchemaFormModel::PresentRole).toBool();
}
