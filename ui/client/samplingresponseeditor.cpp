// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "samplingresponseeditor.h"

#include "displaytext.h"
#include "widgets/servertext.h"

#include <core/mcp/inboundrequest.h>

#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QImage>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMimeDatabase>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kMaxImageBytes = 20 * 1024 * 1024;

QPlainTextEdit *makeEditor(const QString &objectName, int lines, QWidget *parent)
{
    auto *edit = new QPlainTextEdit(parent);
    edit->setObjectName(objectName);
    edit->setTabChangesFocus(true);
    edit->setFixedHeight(edit->fontMetrics().lineSpacing() * lines + 12);
    return edit;
}

} // namespace

SamplingResponseEditor::SamplingResponseEditor(QWidget *parent)
    : QWidget(parent)
    , m_role(new QComboBox(this))
    , m_model(new QLineEdit(u"mcpscope-human"_s, this))
    , m_stopReason(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_pages(new QStackedWidget(this))
{
    m_role->setObjectName(u"samplingRole"_s);
    m_role->addItems({u"assistant"_s, u"user"_s});
    m_role->setToolTip(tr("MCP expects \"assistant\"; \"user\" is there to test a server"));
    m_model->setObjectName(u"samplingModel"_s);
    m_model->setToolTip(tr("The name of the model that \"answered\" (result.model)"));
    m_stopReason->setObjectName(u"samplingStopReason"_s);
    m_stopReason->setAccessibleName(tr("Stop reason"));
    m_stopReason->setEditable(true); // the spec allows other strings
    m_stopReason->addItems({u"endTurn"_s, u"stopSequence"_s, u"maxTokens"_s, u"toolUse"_s});
    m_kind->setObjectName(u"samplingContentKind"_s);
    m_kind->addItem(tr("Text"), int(ContentKind::Text));
    m_kind->addItem(tr("Image from file"), int(ContentKind::Image));
    m_kind->addItem(tr("Tool use"), int(ContentKind::ToolUse));
    m_pages->addWidget(createTextPage());
    m_pages->addWidget(createImagePage());
    m_pages->addWidget(createToolUsePage());

    // Short choices share a row; the model name gets a row of its own (names are long).
    auto *choices = new QHBoxLayout;
    choices->addWidget(m_role);
    choices->addWidget(ServerText::caption(tr("Stop"), this));
    choices->addWidget(m_stopReason, 1);
    choices->addWidget(ServerText::caption(tr("Content"), this));
    choices->addWidget(m_kind, 1);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Role"), choices);
    form->addRow(tr("Model"), m_model);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_pages, 1);

    connect(m_kind, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_pages->setCurrentIndex(index);
        // A tool use ends the turn with toolUse; switching back restores the usual reason.
        const QString stop = m_stopReason->currentText();
        if (contentKind() == ContentKind::ToolUse && stop == "endTurn"_L1)
            m_stopReason->setCurrentText(u"toolUse"_s);
        else if (contentKind() != ContentKind::ToolUse && stop == "toolUse"_L1)
            m_stopReason->setCurrentText(u"endTurn"_s);
    });
}

QWidget *SamplingResponseEditor::createTextPage()
{
    m_text = makeEditor(u"samplingText"_s, 4, this);
    m_text->setAccessibleName(tr("Response text"));
    m_text->setAccessibleDescription(tr("The text sent back as the model's answer"));
    // The reply is where the person writes: it grows with the card, from four lines up.
    m_text->setMinimumHeight(m_text->height());
    m_text->setMaximumHeight(QWIDGETSIZE_MAX);
    m_text->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_text->setPlaceholderText(tr("The reply the server gets, as if a model wrote it"));
    return m_text;
}

QWidget *SamplingResponseEditor::createImagePage()
{
    auto *page = new QWidget(this);
    auto *choose = new QPushButton(tr("Choose Image…"), page);
    choose->setObjectName(u"samplingChooseImage"_s);
    m_imagePreview = ServerText::lineLabel(QString(), page);
    m_imagePreview->setObjectName(u"samplingImagePreview"_s);
    m_imageInfo = ServerText::caption(tr("No image chosen."), page);
    m_imageInfo->setObjectName(u"samplingImageInfo"_s);
    m_imageInfo->setWordWrap(true);
    auto *layout = new QHBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(choose, 0, Qt::AlignTop);
    layout->addWidget(m_imagePreview);
    layout->addWidget(m_imageInfo, 1);
    connect(choose, &QPushButton::clicked, this, &SamplingResponseEditor::chooseImage);
    return page;
}

QWidget *SamplingResponseEditor::createToolUsePage()
{
    auto *page = new QWidget(this);
    m_toolName = new QComboBox(page);
    m_toolName->setObjectName(u"samplingToolName"_s);
    m_toolName->setEditable(true);
    m_toolUseId = new QLineEdit(u"toolu_1"_s, page);
    m_toolUseId->setObjectName(u"samplingToolUseId"_s);
    m_toolInput = makeEditor(u"samplingToolInput"_s, 3, page);
    m_toolInput->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_toolInput->setPlainText(u"{}"_s);
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Tool"), m_toolName);
    form->addRow(tr("Id"), m_toolUseId);
    form->addRow(tr("Input (JSON)"), m_toolInput);
    return page;
}

void SamplingResponseEditor::setOfferedTools(const QJsonArray &tools)
{
    m_offeredTools = tools;
    m_toolName->clear();
    for (const QJsonValue &tool : tools)
        m_toolName->addItem(tool.toObject().value("name"_L1).toString());
}

void SamplingResponseEditor::setContentKind(ContentKind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(int(kind)));
}

SamplingResponseEditor::ContentKind SamplingResponseEditor::contentKind() const
{
    return ContentKind(m_kind->currentData().toInt());
}

void SamplingResponseEditor::chooseImage()
{
    const QString path = QFileDialog::getOpenFileName(this,
                                                      tr("Image for the Reply"),
                                                      {},
                                                      tr("Images (*.png *.jpg *.jpeg *.gif "
                                                         "*.webp *.bmp)"));
    if (!path.isEmpty())
        loadImage(path);
}

bool SamplingResponseEditor::loadImage(const QString &path)
{
    m_imageData.clear();
    m_imagePreview->clear();
    QFile file(path);
    const QString mimeType = QMimeDatabase().mimeTypeForFile(path).name();
    if (!mimeType.startsWith("image/"_L1))
        m_imageProblem = tr("%1 is not an image (%2)").arg(QFileInfo(path).fileName(), mimeType);
    else if (file.size() > kMaxImageBytes)
        m_imageProblem = tr("%1 is larger than 20 MB").arg(QFileInfo(path).fileName());
    else if (!file.open(QIODevice::ReadOnly))
        m_imageProblem = tr("cannot read %1: %2").arg(path, file.errorString());
    else
        m_imageProblem.clear();
    if (m_imageProblem.isEmpty()) {
        m_imageData = file.readAll(); // local, size-capped file: a blocking read is brief
        m_imageMimeType = mimeType;
        const QImage image = QImage::fromData(m_imageData);
        if (!image.isNull())
            m_imagePreview->setPixmap(QPixmap::fromImage(
                image.scaled(96, 96, Qt::KeepAspectRatio, Qt::SmoothTransformation)));
        m_imageInfo->setText(u"%1 — %2, %3"_s.arg(
            QFileInfo(path).fileName(), mimeType, DisplayText::formatSize(m_imageData.size())));
    } else {
        m_imageInfo->setText(m_imageProblem);
    }
    return m_imageProblem.isEmpty();
}

QJsonObject SamplingResponseEditor::contentBlock() const
{
    switch (contentKind()) {
    case ContentKind::Text:
        return {{"type"_L1, u"text"_s}, {"text"_L1, m_text->toPlainText()}};
    case ContentKind::Image:
        return {{"type"_L1, u"image"_s},
                {"data"_L1, QString::fromLatin1(m_imageData.toBase64())},
                {"mimeType"_L1, m_imageMimeType}};
    case ContentKind::ToolUse:
        return {
            {"type"_L1, u"tool_use"_s},
            {"id"_L1, m_toolUseId->text().trimmed()},
            {"name"_L1, m_toolName->currentText().trimmed()},
            {"input"_L1, QJsonDocument::fromJson(m_toolInput->toPlainText().toUtf8()).object()}};
    }
    return {};
}

QJsonObject SamplingResponseEditor::result() const
{
    QJsonObject result{{"role"_L1, m_role->currentText()},
                       {"content"_L1, contentBlock()},
                       {"model"_L1, m_model->text().trimmed()}};
    if (const QString stop = m_stopReason->currentText().trimmed(); !stop.isEmpty())
        result.insert("stopReason"_L1, stop);
    return result;
}

QStringList SamplingResponseEditor::contentProblems() const
{
    QStringList problems;
    switch (contentKind()) {
    case ContentKind::Text:
        if (m_text->toPlainText().trimmed().isEmpty())
            problems << tr("Write the reply text (it is empty).");
        break;
    case ContentKind::Image:
        if (!m_imageProblem.isEmpty())
            problems << tr("Image: %1.").arg(m_imageProblem);
        else if (m_imageData.isEmpty())
            problems << tr("Choose an image file for the reply.");
        break;
    case ContentKind::ToolUse: {
        if (m_toolName->currentText().trimmed().isEmpty())
            problems << tr("Name the tool to use.");
        if (m_toolUseId->text().trimmed().isEmpty())
            problems << tr("Give the tool use an id (the server's tool_result refers to it).");
        QJsonParseError error;
        const QJsonDocument input
            = QJsonDocument::fromJson(m_toolInput->toPlainText().toUtf8(), &error);
        if (error.error != QJsonParseError::NoError)
            problems << tr("Tool input is not JSON: %1 at character %2.")
                            .arg(error.errorString())
                            .arg(error.offset);
        else if (!input.isObject())
            problems << tr("Tool input must be a JSON object ({…}).");
        break;
    }
    }
    return problems;
}

QStringList SamplingResponseEditor::problems() const
{
    QStringList problems = contentProblems();
    if (m_model->text().trimmed().isEmpty())
        problems << tr("Name the model that answered (result.model).");
    // The rules core knows (role, content shape, stopReason type) apply to what was typed.
    for (const QString &problem : SamplingRequest::checkResult(result())) {
        if (!problem.startsWith("model"_L1)) // said above in the words of this editor
            problems << tr("The result: %1.").arg(problem);
    }
    return problems;
}
