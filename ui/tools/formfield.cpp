// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "formfield.h"

#include "displaytext.h"
#include "numberfield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace {

class TextField : public FormField
{
public:
    TextField(const QString &name, const QJsonObject &schema, bool required, QWidget *parent)
        : FormField(name, schema, required, parent)
        , m_edit(makeFieldLineEdit(this, parent))
    {
        const QString format = schema.value("format"_L1).toString();
        m_edit->setPlaceholderText(!defaultHint().isEmpty() ? defaultHint()
                                   : format.isEmpty()       ? QString()
                                                            : tr("format: %1").arg(format));
        setEditor(m_edit);
    }
    QString typeHint() const override { return tr("string"); }
    QJsonValue value(QString *problem) const override
    {
        const QString text = m_edit->text();
        if (text.isEmpty())
            return QJsonValue::Undefined;
        if (problem)
            *problem = check(text);
        return text;
    }

private:
    QString check(const QString &text) const
    {
        const qsizetype minLength = schema().value("minLength"_L1).toInteger(0);
        const qsizetype maxLength = schema().value("maxLength"_L1).toInteger(-1);
        if (text.size() < minLength)
            return minLength == 1 ? tr("must not be empty")
                                  : tr("must be at least %1 characters").arg(minLength);
        if (maxLength >= 0 && text.size() > maxLength)
            return maxLength == 1 ? tr("must be at most 1 character")
                                  : tr("must be at most %1 characters").arg(maxLength);
        const QString pattern = schema().value("pattern"_L1).toString();
        if (!pattern.isEmpty() && !QRegularExpression(pattern).match(text).hasMatch())
            return tr("does not match the pattern %1").arg(pattern);
        return {};
    }

    QLineEdit *m_edit;
};

// integer and number: a spin box when both bounds are known, else a validated line edit.
class BooleanField : public FormField
{
public:
    BooleanField(const QString &name, const QJsonObject &schema, bool required, QWidget *parent)
        : FormField(name, schema, required, parent)
        , m_box(new QCheckBox(parent))
    {
        // Optional: tri-state, starting "not set", so an untouched box sends nothing.
        m_box->setTristate(!required);
        m_box->setCheckState(!required                             ? Qt::PartiallyChecked
                             : schema.value("default"_L1).toBool() ? Qt::Checked
                                                                   : Qt::Unchecked);
        updateText();
        connect(m_box, &QCheckBox::stateChanged, this, [this] {
            updateText();
            Q_EMIT changed();
        });
        setEditor(m_box);
    }
    QString typeHint() const override { return tr("boolean"); }
    QJsonValue value(QString *) const override
    {
        if (m_box->checkState() == Qt::PartiallyChecked)
            return QJsonValue::Undefined;
        return m_box->checkState() == Qt::Checked;
    }

private:
    void updateText()
    {
        const Qt::CheckState state = m_box->checkState();
        m_box->setText(state == Qt::PartiallyChecked ? tr("not set")
                       : state == Qt::Checked        ? u"true"_s
                                                     : u"false"_s);
    }

    QCheckBox *m_box;
};

class EnumField : public FormField
{
public:
    EnumField(const QString &name, const QJsonObject &schema, bool required, QWidget *parent)
        : FormField(name, schema, required, parent)
        , m_combo(new QComboBox(parent))
    {
        const QJsonValue fallback = schema.value("default"_L1);
        if (!required) {
            m_values.append(QJsonValue::Undefined);
            m_combo->addItem(fallback.isUndefined() ? tr("— not set —")
                                                    : tr("— not set (server default: %1) —")
                                                          .arg(DisplayText::compactJson(fallback)));
        }
        for (const QJsonValue &option : schema.value("enum"_L1).toArray()) {
            const QString label
                = option.isString() ? option.toString() : DisplayText::compactJson(option);
            m_values.append(option);
            m_labels.append(label);
            m_combo->addItem(label);
        }
        if (required && m_values.contains(fallback))
            m_combo->setCurrentIndex(int(m_values.indexOf(fallback)));
        connect(m_combo, &QComboBox::currentIndexChanged, this, &FormField::changed);
        setEditor(m_combo);
    }
    QString typeHint() const override
    {
        return tr("one of: %1").arg(DisplayText::capped(m_labels.join(u", "_s), 200));
    }
    QJsonValue value(QString *) const override
    {
        const int index = m_combo->currentIndex();
        return index < 0 ? QJsonValue(QJsonValue::Undefined) : m_values.at(index);
    }

private:
    QComboBox *m_combo;
    QList<QJsonValue> m_values; // per combo item; Undefined for "not set"
    QStringList m_labels;       // the enum's values as shown
};

// Objects, arrays and unions: the field's value typed as JSON, checked on every keystroke.
class JsonField : public FormField
{
public:
    JsonField(const QString &name, const QJsonObject &schema, bool required, QWidget *parent)
        : FormField(name, schema, required, parent)
        , m_edit(makeFieldLineEdit(this, parent))
    {
        const QString type = schema.value("type"_L1).toString();
        const QString example = type == "object"_L1  ? u"{\"key\": \"value\"}"_s
                                : type == "array"_L1 ? u"[\"item\", 2]"_s
                                                     : tr("any JSON value");
        const QString hint = defaultHint();
        m_edit->setPlaceholderText(hint.isEmpty() ? tr("JSON, e.g. %1").arg(example) : hint);
        setEditor(m_edit);
    }
    QString typeHint() const override
    {
        const QString type = schema().value("type"_L1).toString();
        return type.isEmpty() ? tr("JSON") : tr("%1 (as JSON)").arg(type);
    }
    QJsonValue value(QString *problem) const override
    {
        const QString text = m_edit->text().trimmed();
        if (text.isEmpty())
            return QJsonValue::Undefined;
        // Parse inside an array so scalars ("text", 42, null) are accepted too.
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(u"[%1]"_s.arg(text).toUtf8(), &error);
        if (error.error != QJsonParseError::NoError || doc.array().size() != 1) {
            if (problem)
                *problem = tr("not valid JSON: %1").arg(error.errorString());
            return text;
        }
        const QJsonValue parsed = doc.array().first();
        const QString type = schema().value("type"_L1).toString();
        if (problem && type == "object"_L1 && !parsed.isObject())
            *problem = tr("must be a JSON object: {…}");
        else if (problem && type == "array"_L1 && !parsed.isArray())
            *problem = tr("must be a JSON array: […]");
        return parsed;
    }

private:
    QLineEdit *m_edit;
};

QJsonObject mergeBranch(const QJsonObject &outer, QJsonObject branch)
{
    for (const auto key : {"title"_L1, "description"_L1, "default"_L1}) {
        if (outer.contains(key) && !branch.contains(key))
            branch.insert(key, outer.value(key));
    }
    return branch;
}

} // namespace

FormField::FormField(const QString &name, const QJsonObject &schema, bool required, QObject *parent)
    : QObject(parent)
    , m_name(name)
    , m_schema(schema)
    , m_required(required)
{}

void FormField::setEditor(QWidget *editor)
{
    m_editor = editor;
    m_editor->setObjectName(u"field_"_s + m_name);
}

QString FormField::defaultHint() const
{
    const QJsonValue fallback = m_schema.value("default"_L1);
    if (fallback.isUndefined())
        return {};
    return tr("default: %1").arg(DisplayText::capped(DisplayText::compactJson(fallback), 80));
}

QJsonObject FormField::normalized(const QJsonObject &schema)
{
    for (const auto key : {"anyOf"_L1, "oneOf"_L1}) {
        const QJsonArray branches = schema.value(key).toArray();
        QList<QJsonObject> nonNull;
        for (const QJsonValue &branch : branches) {
            if (branch.toObject().value("type"_L1).toString() != "null"_L1)
                nonNull << branch.toObject();
        }
        if (!branches.isEmpty() && nonNull.size() == 1)
            return normalized(mergeBranch(schema, nonNull.first()));
    }
    QJsonObject result = schema;
    const QJsonArray types = schema.value("type"_L1).toArray();
    QStringList nonNullTypes;
    for (const QJsonValue &type : types) {
        if (type.toString() != "null"_L1)
            nonNullTypes << type.toString();
    }
    if (!types.isEmpty() && nonNullTypes.size() == 1)
        result.insert("type"_L1, nonNullTypes.first());
    return result;
}

FormField *
FormField::create(const QString &name, const QJsonObject &schema, bool required, QWidget *parent)
{
    const QJsonObject effective = normalized(schema);
    if (!effective.value("enum"_L1).toArray().isEmpty())
        return new EnumField(name, effective, required, parent);
    const QString type = effective.value("type"_L1).toString();
    if (type == "string"_L1)
        return new TextField(name, effective, required, parent);
    if (type == "integer"_L1 || type == "number"_L1)
        return new NumberField(name, effective, required, type == "integer"_L1, parent);
    if (type == "boolean"_L1)
        return new BooleanField(name, effective, required, parent);
    return new JsonField(name, effective, required, parent);
}
