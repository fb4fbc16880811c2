// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "formnodewidget.h"

#include "formhints.h"
#include "formvalueeditor.h"
#include "palettecolors.h"
#include "widgets/fontunits.h"
#include "widgets/servertext.h"

#include <core/schema/schemaformmodel.h>

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using Kind = SchemaNode::Kind;
using Model = SchemaFormModel;

namespace {

// Names longer than this are elided; the tooltip has them in full.
constexpr int NameColumnChars = 17;
// How far each level of children is indented: the child layout's margin plus a node's own.
constexpr int ChildIndent = 18;
constexpr int LevelIndent = ChildIndent + 4 + 1;

QLabel *noteLabel(const QString &objectName, PaletteColors::Tone tone, QWidget *parent)
{
    QLabel *label = ServerText::label(objectName, parent);
    label->setFont(FontUnits::scaled(label->font(), 0.92));
    PaletteColors::setTextTone(label, tone);
    label->hide();
    return label;
}

void setNote(QLabel *label, const QString &text)
{
    ServerText::setText(label, text); // schema descriptions, patterns, issue messages
    label->setVisible(!text.isEmpty());
}

QStringList variantLabels(const SchemaNode *declared)
{
    QStringList labels;
    if (declared && declared->kind == Kind::Variant) {
        for (const SchemaVariant &variant : declared->variants)
            labels << variant.label;
    }
    return labels;
}

} // namespace

FormNodeWidget::FormNodeWidget(SchemaFormModel *model, const QModelIndex &index, QWidget *parent)
    : QFrame(parent)
    , m_model(model)
    , m_index(index.siblingAtColumn(Model::NameColumn))
    , m_isRoot(!index.isValid())
    , m_rowKey(index.internalPointer())
    , m_grid(new QGridLayout(this))
    , m_info(noteLabel(u"fieldInfo"_s, PaletteColors::Tone::Neutral, this))
    , m_raw(noteLabel(u"fieldRawReason"_s, PaletteColors::Tone::Warning, this))
    , m_messages(noteLabel(u"fieldMessages"_s, PaletteColors::Tone::Error, this))
    , m_children(new QWidget(this))
    , m_childLayout(new QVBoxLayout(m_children))
{
    m_grid->setContentsMargins(m_isRoot ? QMargins() : QMargins(4, 3, 4, 3));
    m_grid->setHorizontalSpacing(8);
    m_grid->setVerticalSpacing(2);
    m_grid->addWidget(createNameBox(), 0, 0, Qt::AlignTop);
    m_grid->addLayout(createValueLine(), 0, 1);
    m_grid->addWidget(m_info, 1, 1);
    m_grid->addWidget(m_raw, 2, 1);
    m_grid->addWidget(m_messages, 3, 1);
    m_grid->addWidget(m_children, 4, 0, 1, 2);
    m_grid->setColumnStretch(1, 1);
    // Children sit under their parent's value, indented like a tree.
    m_childLayout->setContentsMargins(m_isRoot ? 0 : ChildIndent, 2, 0, 2);
    m_childLayout->setSpacing(3);
    m_children->hide();
    refresh();
}

QWidget *FormNodeWidget::createNameBox()
{
    auto *box = new QWidget(this);
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(4);
    const int slot = role(Model::SlotRole).toInt();
    if (slot == Model::PropertySlot && !role(Model::RequiredRole).toBool()) {
        m_include = new QCheckBox(box);
        m_include->setObjectName(u"includeBox"_s);
        m_include->setToolTip(tr("Send this optional field (unchecked: it is left out)"));
        connect(m_include, &QCheckBox::clicked, this, [this](bool checked) {
            m_model->setPresent(m_index, checked);
        });
        layout->addWidget(m_include, 0, Qt::AlignTop);
    }
    if (slot == Model::EntrySlot) {
        m_key = new QLineEdit(box);
        m_key->setObjectName(u"entryKeyEdit"_s);
        m_key->setToolTip(tr("Key of this entry; Enter renames it"));
        connect(m_key, &QLineEdit::editingFinished, this, [this] {
            if (!m_model->setData(m_index, m_key->text()))
                m_key->setText(m_index.data(Qt::EditRole).toString()); // empty or taken
        });
        layout->addWidget(m_key);
    } else {
        m_name = ServerText::lineLabel(u"fieldName"_s, box);
        layout->addWidget(m_name, 1);
    }
    // Deeper names get narrower boxes, so that every editor starts in the same column.
    int depth = 0;
    for (QModelIndex parent = m_index.parent(); parent.isValid(); parent = parent.parent())
        ++depth;
    const int width = fontMetrics().horizontalAdvance(u'x') * NameColumnChars + 24;
    box->setFixedWidth(std::max(width - depth * LevelIndent, width / 2));
    m_nameBox = box;
    // The root has no name; when it is a oneOf/anyOf, the box names the choice instead.
    const SchemaNode *declared = m_isRoot ? m_model->schemaNode({}) : nullptr;
    if (m_name && declared && declared->kind == Kind::Variant)
        m_name->setText(declared->variantKeyword + u':');
    box->setVisible(!m_isRoot || (m_name && !m_name->text().isEmpty()));
    return box;
}

QToolButton *
FormNodeWidget::rowButton(const QString &text, const QString &objectName, const QString &tip)
{
    auto *button = new QToolButton(this);
    button->setText(text);
    button->setObjectName(objectName);
    button->setToolTip(tip);
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::StrongFocus);
    return button;
}

QHBoxLayout *FormNodeWidget::createValueLine()
{
    m_valueLine = new QHBoxLayout;
    m_valueLine->setSpacing(4);
    m_variant = new QComboBox(this);
    m_variant->setObjectName(u"variantCombo"_s);
    m_variant->setToolTip(tr("Which alternative of the schema's oneOf/anyOf to fill in"));
    m_variant->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_variant->hide();
    connect(m_variant, &QComboBox::activated, this, [this](int variant) {
        m_model->setVariant(m_index, variant);
        Q_EMIT focusRequested(m_index);
    });
    m_valueLine->addWidget(m_variant);
    m_valueLine->addStretch(0); // the editor goes before this; it takes what editors leave
    m_null = rowButton(u"null"_s, u"nullButton"_s, tr("Send null instead of a value"));
    m_null->setCheckable(true);
    m_null->setAutoRaise(false);
    connect(m_null, &QToolButton::clicked, this, [this](bool checked) {
        m_model->setNull(m_index, checked);
    });
    m_up = rowButton(u"↑"_s, u"moveUpButton"_s, tr("Move this item up (Alt+Up)"));
    m_down = rowButton(u"↓"_s, u"moveDownButton"_s, tr("Move this item down (Alt+Down)"));
    m_remove = rowButton(u"✕"_s, u"removeButton"_s, tr("Remove (Alt+Delete)"));
    connect(m_up, &QToolButton::clicked, this, [this] { move(-1); });
    connect(m_down, &QToolButton::clicked, this, [this] { move(1); });
    connect(m_remove, &QToolButton::clicked, this, &FormNodeWidget::remove);
    // The arrows and the cross are symbols: a screen reader is given words.
    m_up->setAccessibleName(tr("Move up"));
    m_down->setAccessibleName(tr("Move down"));
    m_remove->setAccessibleName(tr("Remove"));
    for (QToolButton *button : {m_null, m_up, m_down, m_remove})
        m_valueLine->addWidget(button);
    return m_valueLine;
}

QVariant FormNodeWidget::role(int role) const
{
    if (!m_isRoot)
        return QModelIndex(m_index).siblingAtColumn(Model::ValueColumn).data(role);
    // The root has no row: answer the roles a node needs from the model's typed accessors.
    const SchemaNode *declared = m_model->schemaNode({});
    const SchemaNode *shape = m_model->shapeNode({});
    switch (role) {
    case Model::KindRole:
        return int(shape ? shape->kind : Kind::Raw);
    case Model::SlotRole:
        return int(Model::RootSlot);
    case Model::PresentRole:
    case Model::RequiredRole:
        return true;
    case Model::NullableRole:
        return declared && declared->nullable;
    case Model::NullRole:
        return m_model->losslessValue().value.isNull();
    case Model::TitleRole:
        return declared ? declared->title : QString();
    case Model::DescriptionRole:
        return declared ? declared->description : QString();
    case Model::MessagesRole:
        return m_model->messages({});
    case Model::VariantLabelsRole:
        return variantLabels(declared);
    case Model::VariantIndexRole:
        return m_model->variant({});
    case Model::RawReasonRole:
        return shape && shape->kind == Kind::Raw ? shape->rawReason : QString();
    default:
        return {};
    }
}

void FormNodeWidget::refresh()
{
    if (!m_isRoot && !m_index.isValid())
        return; // removed; the panel deletes this node
    replaceEditorIfNeeded();
    refreshName();
    refreshVariants();
    const bool isNull = role(Model::NullRole).toBool();
    m_null->setVisible(role(Model::NullableRole).toBool());
    m_null->setChecked(isNull);
    m_editor->setEnabled(!isNull);
    // The root object's line would be an empty band above the fields: nothing to do there.
    m_editor->setVisible(!m_isRoot || !m_editor->focusWidgets().isEmpty());
    refreshRowButtons();
    refreshTexts();
    m_editor->refresh();
    m_children->setVisible(!m_childNodes.isEmpty());
    const bool card = role(Model::SlotRole).toInt() == Model::ElementSlot
                      && role(Model::KindRole).toInt() == int(Kind::Object);
    setFrameShape(card ? QFrame::StyledPanel : QFrame::NoFrame);
}

void FormNodeWidget::replaceEditorIfNeeded()
{
    if (m_editor && m_editor->fits())
        return;
    if (m_editor) {
        // deleteLater: the old editor may be the one whose signal led here.
        m_valueLine->removeWidget(m_editor);
        m_editor->hide();
        m_editor->deleteLater();
    }
    m_editor = FormValueEditor::create(m_model, m_index, this);
    m_editor->setObjectName(u"valueEditor"_s);
    const bool grows = m_editor->sizePolicy().horizontalPolicy() != QSizePolicy::Maximum;
    m_valueLine->insertWidget(m_valueLine->indexOf(m_variant) + 1, m_editor, grows ? 1 : 0);
    m_editor->show(); // now, not when the layout gets to it: the form is read right away
    connect(m_editor, &FormValueEditor::rowAdded, this, &FormNodeWidget::focusRequested);
}

void FormNodeWidget::refreshName()
{
    const QString pointer = m_isRoot ? QString() : m_index.data(Model::JsonPointerRole).toString();
    setObjectName(u"formNode:"_s + pointer);
    const int slot = role(Model::SlotRole).toInt();
    if (m_include)
        m_include->setChecked(role(Model::PresentRole).toBool());
    if (m_key && !m_key->hasFocus())
        m_key->setText(m_index.data(Qt::EditRole).toString());
    if (!m_name || m_isRoot)
        return;
    const bool required = role(Model::RequiredRole).toBool() && slot == Model::PropertySlot;
    const QString name = slot == Model::ElementSlot ? u"[%1]"_s.arg(m_index.row())
                                                    : m_index.data(Qt::DisplayRole).toString();
    QFont font = this->font();
    font.setBold(required);
    m_name->setFont(font);
    const QString shown = required ? ServerText::line(name) + u" *"_s : ServerText::line(name);
    // The name box has a fixed width, known before any layout ran.
    const int available = m_nameBox->width() - (m_include ? m_include->sizeHint().width() + 4 : 0);
    m_name->setText(QFontMetrics(font).elidedText(shown, Qt::ElideMiddle, available));
    QStringList tip{name};
    if (required)
        tip << tr("Required");
    tip << tr("JSON pointer: %1").arg(pointer);
    tip << tr("Schema: #%1").arg(role(Model::SchemaPointerRole).toString());
    m_name->setToolTip(ServerText::toolTip(tip.join(u'\n')));
}

void FormNodeWidget::refreshVariants()
{
    const QStringList labels = role(Model::VariantLabelsRole).toStringList();
    QStringList current;
    for (int i = 0; i < m_variant->count(); ++i)
        current << m_variant->itemText(i);
    if (current != labels) {
        m_variant->clear();
        m_variant->addItems(labels);
    }
    m_variant->setCurrentIndex(role(Model::VariantIndexRole).toInt());
    m_variant->setVisible(!labels.isEmpty());
}

void FormNodeWidget::refreshRowButtons()
{
    const int slot = role(Model::SlotRole).toInt();
    const bool element = slot == Model::ElementSlot;
    m_up->setVisible(element);
    m_down->setVisible(element);
    m_remove->setVisible(element || slot == Model::EntrySlot);
    if (element) {
        m_up->setEnabled(m_index.row() > 0);
        m_down->setEnabled(m_index.row() < m_model->rowCount(m_index.parent()) - 1);
    }
}

void FormNodeWidget::refreshTexts()
{
    const QString description = role(Model::DescriptionRole).toString();
    setNote(m_info,
            FormHints::fieldNote(m_name ? m_index.data(Qt::DisplayRole).toString() : QString(),
                                 role(Model::TitleRole).toString(),
                                 description,
                                 m_model->shapeNode(m_index)));
    const bool raw = role(Model::KindRole).toInt() == int(Kind::Raw);
    const QString reason = role(Model::RawReasonRole).toString();
    setNote(m_raw,
            !raw               ? QString()
            : reason.isEmpty() ? tr("Raw JSON")
                               : tr("Raw JSON: %1").arg(reason));
    const QStringList messages = role(Model::MessagesRole).toStringList();
    setNote(m_messages, messages.join(u'\n'));
    m_editor->setInvalid(!messages.isEmpty());
    if (QWidget *input = m_editor->input())
        input->setToolTip(ServerText::toolTip(
            QStringList(QStringList{description} + messages).join(u'\n').trimmed()));
    if (m_name && messages.isEmpty())
        m_name->setPalette(palette());
    else if (m_name)
        PaletteColors::setTextTone(m_name, PaletteColors::Tone::Error);
    refreshAccessibleTexts(QStringList(QStringList{description} + messages).join(u' ').trimmed());
}

// The name label sits in a box of its own (not a buddy Qt could find): the field's inputs are
// named after the field, described by the schema's description and the validation messages.
void FormNodeWidget::refreshAccessibleTexts(const QString &description)
{
    const int slot = role(Model::SlotRole).toInt();
    QString name = slot == Model::ElementSlot ? tr("Item %1").arg(m_index.row() + 1)
                   : m_isRoot                 ? tr("Value")
                                              : m_index.data(Qt::DisplayRole).toString();
    name = ServerText::accessible(name);
    for (QWidget *input : m_editor->focusWidgets()) {
        input->setAccessibleName(name);
        input->setAccessibleDescription(ServerText::accessible(description));
    }
    if (m_include)
        m_include->setAccessibleName(tr("Send %1").arg(name));
    if (m_key)
        m_key->setAccessibleName(tr("Key of %1").arg(name));
    m_variant->setAccessibleName(tr("Alternative for %1").arg(name));
    m_null->setAccessibleName(tr("%1 is null").arg(name));
}

QWidget *FormNodeWidget::input() const
{
    if (m_editor && m_editor->input() && m_editor->isEnabled())
        return m_editor->input();
    for (QWidget *widget : focusWidgets()) {
        if (widget->isVisibleTo(const_cast<FormNodeWidget *>(this)) && widget->isEnabled())
            return widget;
    }
    return nullptr;
}

QList<QWidget *> FormNodeWidget::focusWidgets() const
{
    QList<QWidget *> widgets;
    for (QWidget *widget : {static_cast<QWidget *>(m_include),
                            static_cast<QWidget *>(m_key),
                            static_cast<QWidget *>(m_variant)}) {
        if (widget)
            widgets << widget;
    }
    if (m_editor)
        widgets << m_editor->focusWidgets();
    widgets << m_null << m_up << m_down << m_remove;
    return widgets;
}

void FormNodeWidget::keyPressEvent(QKeyEvent *event)
{
    const int slot = role(Model::SlotRole).toInt();
    const bool element = slot == Model::ElementSlot;
    if (event->modifiers() == Qt::AltModifier && !m_isRoot) {
        if (element && event->key() == Qt::Key_Up && m_up->isEnabled())
            return move(-1);
        if (element && event->key() == Qt::Key_Down && m_down->isEnabled())
            return move(1);
        if ((element || slot == Model::EntrySlot) && event->key() == Qt::Key_Delete)
            return remove();
    }
    QFrame::keyPressEvent(event); // ignored: the parent node may take it
}

void FormNodeWidget::move(int by)
{
    const QModelIndex parent = m_index.parent();
    const int row = m_index.row();
    const int destination = by < 0 ? row + by : row + by + 1; // Qt counts before the move
    if (m_model->moveRows(parent, row, 1, parent, destination))
        Q_EMIT focusRequested(m_model->index(row + by, Model::NameColumn, parent));
}

void FormNodeWidget::remove()
{
    const QModelIndex parent = m_index.parent();
    const int row = m_index.row();
    if (!m_model->removeRows(row, 1, parent))
        return;
    const int left = m_model->rowCount(parent);
    Q_EMIT focusRequested(left > 0 ? m_model->index(std::min(row, left - 1), 0, parent) : parent);
}
