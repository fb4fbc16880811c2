// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "schemaformview.h"

#include "formnodewidget.h"
#include "formpanel.h"
#include "jsontextedit.h"
#include "palettecolors.h"
#include "validationsummary.h"
#include "widgets/servertext.h"

#include <core/schema/schemaformmodel.h>

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// Long enough that typing does not flash messages at every key, short enough to feel live.
constexpr int ValidationDelayMs = 300;

QToolButton *toolButton(const QString &text, const QString &objectName, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setObjectName(objectName);
    button->setFocusPolicy(Qt::StrongFocus);
    return button;
}

} // namespace

SchemaFormView::SchemaFormView(QWidget *parent)
    : QWidget(parent)
    , m_model(new SchemaFormModel(this))
    , m_panel(new FormPanel(m_model))
    , m_scroll(new QScrollArea(this))
    , m_pages(new QStackedWidget(this))
    , m_summary(new ValidationSummary(this))
{
    m_scroll->setObjectName(u"formScroll"_s);
    m_scroll->setWidget(m_panel);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::StyledPanel);
    m_pages->addWidget(m_scroll);
    m_pages->addWidget(createJsonPage());
    m_summary->setObjectName(u"validationSummary"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(createToolBar());
    layout->addWidget(m_pages, 1);
    layout->addWidget(m_summary);

    m_validateTimer.setSingleShot(true);
    m_validateTimer.setInterval(ValidationDelayMs);
    m_jsonApplyTimer.setSingleShot(true);
    m_jsonApplyTimer.setInterval(ValidationDelayMs);
    connect(&m_validateTimer, &QTimer::timeout, this, &SchemaFormView::validateNow);
    connect(&m_jsonApplyTimer, &QTimer::timeout, this, [this] { applyPendingJson(); });
    connect(m_model, &SchemaFormModel::valueChanged, this, &SchemaFormView::handleValueChanged);
    connect(m_panel, &FormPanel::focused, this, [this](QWidget *widget) {
        m_scroll->ensureWidgetVisible(widget, 20, 40);
    });
    connect(m_summary, &ValidationSummary::problemActivated, this, &SchemaFormView::showField);
}

QWidget *SchemaFormView::createToolBar()
{
    auto *bar = new QWidget(this);
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_formButton = toolButton(tr("Form"), u"formModeButton"_s, bar);
    m_formButton->setToolTip(tr("Edit the value field by field"));
    m_jsonButton = toolButton(tr("JSON"), u"jsonModeButton"_s, bar);
    m_jsonButton->setToolTip(tr("Edit the whole value as JSON text (lossless both ways)"));
    auto *modes = new QButtonGroup(bar);
    for (QAbstractButton *button : {m_formButton, m_jsonButton}) {
        button->setCheckable(true);
        modes->addButton(button);
        layout->addWidget(button);
    }
    m_formButton->setChecked(true);
    connect(m_formButton, &QAbstractButton::clicked, this, [this] { setMode(Mode::Form); });
    connect(m_jsonButton, &QAbstractButton::clicked, this, [this] { setMode(Mode::Json); });
    layout->addStretch(1);
    QToolButton *reset = toolButton(tr("Reset to defaults"), u"resetFormButton"_s, bar);
    reset->setToolTip(tr("Start again from the schema's defaults and forget the remembered "
                         "value"));
    connect(reset, &QToolButton::clicked, this, [this] {
        m_model->resetToDefaults();
        m_model->clearIssues();
        Q_EMIT resetRequested();
    });
    layout->addWidget(reset);
    return bar;
}

QWidget *SchemaFormView::createJsonPage()
{
    auto *page = new QWidget(this);
    m_json = new JsonTextEdit(page);
    m_json->setObjectName(u"formJsonEdit"_s);
    m_json->setVisibleLines(6, 1000);
    m_jsonProblem = ServerText::lineLabel(QString(), page);
    m_jsonProblem->setObjectName(u"formJsonProblem"_s);
    m_jsonProblem->setWordWrap(true);
    m_jsonProblem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    PaletteColors::setTextTone(m_jsonProblem, PaletteColors::Tone::Error);
    m_jsonProblem->hide();
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_json, 1);
    layout->addWidget(m_jsonProblem);
    connect(m_json, &QPlainTextEdit::textChanged, this, [this] {
        if (m_settingJson)
            return;
        m_jsonEdited = true;
        m_jsonApplyTimer.start();
    });
    return page;
}

void SchemaFormView::setSchema(const QJsonObject &schema)
{
    m_model->setSchema(schema);
    m_model->resetToDefaults(); // another form's values do not belong here
    m_model->clearIssues();
    m_validateTimer.stop();
    m_summary->update(*m_model);
    m_panel->refreshRoot();
}

bool SchemaFormView::setMode(Mode mode)
{
    if (mode == m_mode)
        return true;
    if (mode == Mode::Form && !applyPendingJson()) {
        m_jsonButton->setChecked(true);
        m_json->setFocus();
        return false; // the problem is shown under the text
    }
    m_mode = mode;
    if (mode == Mode::Json)
        showModelAsJson();
    m_pages->setCurrentIndex(mode == Mode::Form ? 0 : 1);
    (mode == Mode::Form ? m_formButton : m_jsonButton)->setChecked(true);
    return true;
}

void SchemaFormView::showModelAsJson()
{
    m_settingJson = true;
    m_json->setPlainText(QString::fromUtf8(m_model->toJson()));
    m_settingJson = false;
    m_jsonEdited = false;
    showJsonProblem({});
}

bool SchemaFormView::applyPendingJson(QString *problem)
{
    m_jsonApplyTimer.stop();
    if (m_mode != Mode::Json || !m_jsonEdited)
        return true;
    QString error;
    const std::optional<LosslessJson> parsed = JsonTextEdit::parse(m_json->toPlainText(), &error);
    if (!parsed) {
        if (error.isEmpty())
            error = tr("No value: enter {} to send an empty object");
        showJsonProblem(error);
        if (problem)
            *problem = error;
        return false;
    }
    showJsonProblem({});
    m_applyingJson = true;
    m_model->setValue(*parsed);
    m_applyingJson = false;
    m_jsonEdited = false;
    return true;
}

void SchemaFormView::showJsonProblem(const QString &problem)
{
    m_jsonProblem->setText(problem.isEmpty() ? QString()
                                             : tr("Not JSON, not applied — %1").arg(problem));
    m_jsonProblem->setVisible(!problem.isEmpty());
}

void SchemaFormView::handleValueChanged()
{
    // A change that did not come from the JSON text (reset, a remembered value) shows there.
    if (m_mode == Mode::Json && !m_applyingJson)
        showModelAsJson();
    m_validateTimer.start();
    Q_EMIT valueChanged();
}

QStringList SchemaFormView::validateNow()
{
    m_validateTimer.stop();
    m_model->validate();
    m_panel->refreshRoot();
    m_summary->update(*m_model);
    return m_summary->problems();
}

QStringList SchemaFormView::problems() const
{
    return m_summary->problems();
}

void SchemaFormView::showField(const QString &pointer)
{
    if (!setMode(Mode::Form))
        return;
    m_panel->focusIndex(m_model->indexForPointer(pointer));
}

FormNodeWidget *SchemaFormView::nodeAt(const QString &pointer) const
{
    const QModelIndex index = m_model->indexForPointer(pointer);
    if (m_model->pointer(index) != pointer)
        return nullptr; // only an ancestor exists
    return m_panel->nodeFor(index);
}

QWidget *SchemaFormView::inputAt(const QString &pointer) const
{
    FormNodeWidget *node = nodeAt(pointer);
    return node ? node->input() : nullptr;
}
