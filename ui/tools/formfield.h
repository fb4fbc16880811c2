// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QObject>

class QWidget;

// One argument of a tool call: an editor widget chosen from the property's JSON Schema and
// the JSON value it holds. Basic shapes only (the full schema-form engine is separate):
//   string -> line edit, integer/number -> spin box when bounded, else a validated line edit,
//   boolean -> check box (tri-state "not set" when optional), enum -> combo box,
//   anything else (object, array, unions) -> a one-line raw JSON editor for this field.
// The editor is parented to the widget given to create(); the field object to the same widget.
class FormField : public QObject
{
    Q_OBJECT
public:
    static FormField *
    create(const QString &name, const QJsonObject &schema, bool required, QWidget *parent);
    // Resolves the nullable shapes a basic form can still show as one editor:
    // "type": [X, "null"] and anyOf/oneOf with exactly one non-null branch.
    static QJsonObject normalized(const QJsonObject &schema);

    QString name() const { return m_name; }
    QJsonObject schema() const { return m_schema; }
    bool isRequired() const { return m_required; }
    QWidget *editor() const { return m_editor; }
    // What the editor expects, for the label's tooltip: "string", "integer 1–100", "JSON".
    virtual QString typeHint() const = 0;
    // The value to send, or an undefined QJsonValue when the field is empty (it is omitted
    // from the arguments). `problem` is set when the input cannot be sent as it is.
    virtual QJsonValue value(QString *problem = nullptr) const = 0;

Q_SIGNALS:
    void changed();

protected:
    FormField(const QString &name, const QJsonObject &schema, bool required, QObject *parent);
    void setEditor(QWidget *editor);
    // "default: …" for placeholders; empty when the schema has no default.
    QString defaultHint() const;

private:
    QString m_name;
    QJsonObject m_schema;
    bool m_required = false;
    QWidget *m_editor = nullptr;
};
