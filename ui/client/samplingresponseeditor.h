// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QStackedWidget;

// The answer to a sampling request as the person writes it: role, model name, stop reason,
// and one content block: text, an image read from a file, or a tool use (a tool the server
// offered, or any name, with JSON input). result() is the CreateMessageResult to send;
// problems() says, in words, what is wrong with it (nothing sent while there are any).
// GUI thread.
class SamplingResponseEditor : public QWidget
{
    Q_OBJECT
public:
    enum class ContentKind { Text, Image, ToolUse };
    Q_ENUM(ContentKind)

    explicit SamplingResponseEditor(QWidget *parent = nullptr);

    // The tools the request offers (names go into the tool-use choice).
    void setOfferedTools(const QJsonArray &tools);
    void setContentKind(ContentKind kind);
    ContentKind contentKind() const;
    // Reads an image file for the image block; false with problems() saying why.
    bool loadImage(const QString &path);

    QJsonObject result() const;
    QStringList problems() const;

    QPlainTextEdit *textEdit() const { return m_text; }
    QLineEdit *modelEdit() const { return m_model; }
    QComboBox *stopReasonBox() const { return m_stopReason; }
    QComboBox *toolNameBox() const { return m_toolName; }
    QPlainTextEdit *toolInputEdit() const { return m_toolInput; }

private:
    QWidget *createTextPage();
    QWidget *createImagePage();
    QWidget *createToolUsePage();
    void chooseImage();
    QJsonObject contentBlock() const;
    QStringList contentProblems() const;

    QComboBox *m_role = nullptr;
    QLineEdit *m_model = nullptr;
    QComboBox *m_stopReason = nullptr;
    QComboBox *m_kind = nullptr;
    QStackedWidget *m_pages = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QLabel *m_imagePreview = nullptr;
    QLabel *m_imageInfo = nullptr;
    QByteArray m_imageData;
    QString m_imageMimeType;
    QString m_imageProblem;
    QComboBox *m_toolName = nullptr;
    QLineEdit *m_toolUseId = nullptr;
    QPlainTextEdit *m_toolInput = nullptr;
    QJsonArray m_offeredTools;
};
