// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QTimer>
#include <QWidget>

class FormNodeWidget;
class FormPanel;
class JsonTextEdit;
class QAbstractButton;
class QLabel;
class QScrollArea;
class QStackedWidget;
class SchemaFormModel;
class ValidationSummary;

// A form for any JSON value shaped by a JSON Schema: tool arguments today, prompt arguments,
// resource-template variables and elicitation with the same widget. Two views of one
// SchemaFormModel: "Form" (FormPanel: a field per value, nested) and "JSON" (the whole value as
// text). Switching is lossless both ways; JSON that does not parse keeps the JSON view and says
// where it is wrong. Validation runs shortly after each change: fields are marked, and a summary
// lists every problem with its JSON pointer (click to go there). Validation never blocks: the
// caller decides whether to send. Owns its model. GUI thread.
class SchemaFormView : public QWidget
{
    Q_OBJECT
public:
    enum class Mode { Form, Json };
    Q_ENUM(Mode)

    explicit SchemaFormView(QWidget *parent = nullptr);

    SchemaFormModel *model() const { return m_model; }
    // A new schema; the value starts from the schema's defaults and problems are cleared.
    void setSchema(const QJsonObject &schema);
    Mode mode() const { return m_mode; }
    // False when leaving the JSON view is refused because its text does not parse.
    bool setMode(Mode mode);
    // In the JSON view, puts text not yet applied into the model. False (with the problem)
    // when it does not parse; the form then still holds the last value that did.
    bool applyPendingJson(QString *problem = nullptr);
    // Validates now and returns the problems shown ("/pointer: message").
    QStringList validateNow();
    QStringList problems() const;
    // Shows the field of a value pointer (or its nearest ancestor) and focuses it.
    void showField(const QString &pointer);

    FormPanel *panel() const { return m_panel; }
    // The node and the editor input of the row at exactly this pointer; null when none.
    FormNodeWidget *nodeAt(const QString &pointer) const;
    QWidget *inputAt(const QString &pointer) const;
    JsonTextEdit *jsonEdit() const { return m_json; }

Q_SIGNALS:
    void valueChanged();
    void resetRequested(); // the user asked for the schema's defaults (already applied)

private:
    QWidget *createToolBar();
    QWidget *createJsonPage();
    void showModelAsJson();
    void handleValueChanged();
    void showJsonProblem(const QString &problem);

    SchemaFormModel *m_model = nullptr;
    FormPanel *m_panel = nullptr;
    QScrollArea *m_scroll = nullptr;
    JsonTextEdit *m_json = nullptr;
    QLabel *m_jsonProblem = nullptr;
    QStackedWidget *m_pages = nullptr;
    QAbstractButton *m_formButton = nullptr;
    QAbstractButton *m_jsonButton = nullptr;
    ValidationSummary *m_summary = nullptr;
    QTimer m_validateTimer;  // validation waits for a pause in typing
    QTimer m_jsonApplyTimer; // so does applying JSON text
    Mode m_mode = Mode::Form;
    bool m_jsonEdited = false;  // the JSON text has changes the model does not have yet
    bool m_settingJson = false; // the JSON text is being set from the model
    bool m_applyingJson = false;
};
