// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The editors of objects, arrays and raw JSON values.
#include "formvalueeditor.h"
#include "formvalueeditors.h"
#include "jsontextedit.h"
#include "palettecolors.h"
#include "widgets/servertext.h"

#include <core/schema/schemaformmodel.h>

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using Kind = SchemaNode::Kind;

namespace {

QToolButton *addButton(const QString &text, const QString &objectName, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setObjectName(objectName);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setFocusPolicy(Qt::StrongFocus);
    return button;
}

// An object or an array: the number of fields or items, "Add item" for arrays, and a key field
// with "Add entry" for objects that take extra keys (additionalProperties).
class ContainerEditor : public FormValueEditor
{
    // tr() in this context, not FormValueEditor's: the context lupdate files these under.
    Q_DECLARE_TR_FUNCTIONS(ContainerEditor)

public:
    ContainerEditor(SchemaFormModel *model, const QModelIndex &index, QWidget *parent)
        : FormValueEditor(model, index, parent)
        , m_summary(ServerText::lineLabel(QString(), this))
    {
        auto *layout = new QHBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(6);
        PaletteColors::setTextTone(m_summary, PaletteColors::Tone::Neutral);
        const SchemaNode *shape = model->shapeNode(index);
        const bool isArray = shape && shape->kind == Kind::Array;
        if (isArray) {
            m_add = addButton(tr("+ Add item"), u"addItemButton"_s, this);
            connect(m_add, &QToolButton::clicked, this, [this] {
                Q_EMIT rowAdded(this->model()->addElement(nameIndex()));
            });
        } else if (shape && shape->additionalProperties) {
            m_key = new QLineEdit(this);
            m_key->setObjectName(u"newKeyEdit"_s);
            m_key->setPlaceholderText(tr("new key"));
            m_key->setMaximumWidth(m_key->fontMetrics().horizontalAdvance(u'x') * 24);
            m_add = addButton(tr("+ Add entry"), u"addEntryButton"_s, this);
            connect(m_add, &QToolButton::clicked, this, [this] { addEntry(); });
            connect(m_key, &QLineEdit::returnPressed, this, [this] { addEntry(); });
            connect(m_key, &QLineEdit::textChanged, this, [this] { updateAddButton(); });
            layout->addWidget(m_key);
        }
        if (m_add)
            layout->addWidget(m_add);
        layout->addWidget(m_summary);
        layout->addStretch(1);
        refresh();
    }

    void refresh() override
    {
        // "3 items" helps with arrays; an object's fields are right below it.
        const bool array = data(SchemaFormModel::KindRole).toInt() == int(Kind::Array);
        m_summary->setText(nameIndex().isValid() && array ? data(Qt::DisplayRole).toString()
                                                          : QString());
        updateAddButton();
    }

    QWidget *input() const override { return m_key ? static_cast<QWidget *>(m_key) : m_add; }

    QList<QWidget *> focusWidgets() const override
    {
        QList<QWidget *> widgets;
        for (QWidget *widget : {static_cast<QWidget *>(m_key), static_cast<QWidget *>(m_add)}) {
            if (widget)
                widgets << widget;
        }
        return widgets;
    }

private:
    bool canAdd() const
    {
        if (nameIndex().isValid())
            return data(SchemaFormModel::CanAddChildRole).toBool();
        const SchemaNode *shape = model()->shapeNode({});
        return shape && (shape->kind == Kind::Array || shape->additionalProperties);
    }

    void updateAddButton()
    {
        if (!m_add)
            return;
        // The model adds beyond the schema on purpose (a debugger sends bad input); say so.
        m_add->setToolTip(canAdd() ? QString()
                                   : tr("The schema allows no more here; added anyway on "
                                        "purpose, and marked by validation."));
        if (!m_key)
            return;
        const QString key = m_key->text();
        bool taken = false;
        for (int row = 0; row < model()->rowCount(nameIndex()) && !taken; ++row)
            taken = model()->index(row, 0, nameIndex()).data(Qt::EditRole).toString() == key;
        m_add->setEnabled(!key.isEmpty() && !taken);
    }

    void addEntry()
    {
        const QModelIndex added = model()->addEntry(nameIndex(), m_key->text());
        if (!added.isValid())
            return;
        m_key->clear();
        Q_EMIT rowAdded(added);
    }

    QLabel *m_summary;
    QLineEdit *m_key = nullptr;
    QToolButton *m_add = nullptr;
};

// Raw JSON: applied to the model whenever the text parses; otherwise the problem is shown
// under the editor and the model keeps the last value that parsed.
class JsonEditor : public FormValueEditor
{
    // tr() in this context, not FormValueEditor's: the context lupdate files these under.
    Q_DECLARE_TR_FUNCTIONS(JsonEditor)

public:
    JsonEditor(SchemaFormModel *model, const QModelIndex &index, QWidget *parent)
        : FormValueEditor(model, index, parent)
        , m_edit(new JsonTextEdit(this))
        , m_problem(ServerText::lineLabel(QString(), this))
    {
        auto *layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(2);
        m_edit->setVisibleLines(2, 8);
        m_edit->setPlaceholderText(tr("any JSON value, e.g. {\"key\": 1}"));
        m_problem->setObjectName(u"jsonProblem"_s);
        m_problem->setWordWrap(true);
        PaletteColors::setTextTone(m_problem, PaletteColors::Tone::Error);
        m_problem->hide();
        layout->addWidget(m_edit);
        layout->addWidget(m_problem);
        connect(m_edit, &QPlainTextEdit::textChanged, this, [this] { apply(); });
        refresh();
    }

    void refresh() override
    {
        if (m_writing)
            return;
        const LosslessJson current = model()->losslessValue().at(model()->pointer(nameIndex()));
        QString ignored;
        const std::optional<LosslessJson> shown
            = JsonTextEdit::parse(m_edit->toPlainText(), &ignored);
        // Text that already means the model's value stays as the user typed it.
        if (shown ? *shown == current : current.value.isUndefined())
            return;
        m_setting = true;
        m_edit->setPlainText(current.value.isUndefined() ? QString()
                                                         : QString::fromUtf8(current.toJson()));
        m_setting = false;
        showProblem({});
    }

    QWidget *input() const override { return m_edit; }

private:
    void apply()
    {
        if (m_setting)
            return;
        QString problem;
        const std::optional<LosslessJson> parsed
            = JsonTextEdit::parse(m_edit->toPlainText(), &problem);
        showProblem(problem);
        if (!parsed && !problem.isEmpty())
            return;
        m_writing = true;
        if (parsed)
            model()->setValueAt(nameIndex(), *parsed);
        else // no text: the value is left out, where the schema lets it be
            model()->setPresent(nameIndex(), false);
        m_writing = false;
    }

    void showProblem(const QString &problem)
    {
        m_problem->setText(problem.isEmpty() ? QString() : tr("Not applied: %1").arg(problem));
        m_problem->setVisible(!problem.isEmpty());
    }

    JsonTextEdit *m_edit;
    QLabel *m_problem;
    bool m_setting = false;
};

} // namespace

FormValueEditor *
FormValueEditors::container(SchemaFormModel *model, const QModelIndex &index, QWidget *parent)
{
    return new ContainerEditor(model, index, parent);
}

FormValueEditor *
FormValueEditors::json(SchemaFormModel *model, const QModelIndex &index, QWidget *parent)
{
    return new JsonEditor(model, index, parent);
}
