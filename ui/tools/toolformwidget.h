// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QWidget>

#include <vector>

class FormField;
class QFormLayout;
class QLabel;

// The arguments form of one tool, generated from its inputSchema: one row per property
// (required ones first, in the schema's `required` order, marked with *), each with the
// property's description and, when the input is wrong, the reason in words below it.
// Optional fields left empty are omitted from arguments(). A schema whose root is not a
// plain object (a union, say) gets one JSON editor for the whole arguments object.
class ToolFormWidget : public QWidget
{
    Q_OBJECT
public:
    explicit ToolFormWidget(QWidget *parent = nullptr);

    void setSchema(const QJsonObject &inputSchema);
    // The arguments as they stand: every field that holds a value, problems or not.
    QJsonObject arguments() const;
    // Checks every field, shows each problem under its field and returns them as
    // "name: problem" lines; empty when the arguments can be sent.
    QStringList validate();
    FormField *field(const QString &name) const;
    int fieldCount() const { return int(m_rows.size()); }

Q_SIGNALS:
    void changed();

private:
    struct Row
    {
        FormField *field = nullptr;
        QLabel *problem = nullptr;
    };
    void clear();
    void addField(const QString &name, const QJsonObject &schema, bool required);
    void showProblem(const Row &row, const QString &problem);
    void recheck(const Row &row);
    static QStringList orderedNames(const QJsonObject &properties, const QStringList &required);

    QFormLayout *m_layout = nullptr;
    QLabel *m_message = nullptr;
    std::vector<Row> m_rows;
    bool m_wholeObject = false; // one JSON editor for the whole arguments object
};
