// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "numberfield.h"

#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

QString boundsText(const NumberField::Bounds &bounds)
{
    const auto number = [](double value) { return QLocale::c().toString(value, 'g', 12); };
    if (bounds.minimum && bounds.maximum)
        return u"%1–%2"_s.arg(number(*bounds.minimum), number(*bounds.maximum));
    if (bounds.minimum)
        return u"≥ %1"_s.arg(number(*bounds.minimum));
    if (bounds.maximum)
        return u"≤ %1"_s.arg(number(*bounds.maximum));
    return {};
}

QString checkBounds(double value, const NumberField::Bounds &bounds)
{
    if ((bounds.minimum && value < *bounds.minimum) || (bounds.maximum && value > *bounds.maximum))
        return NumberField::tr("must be %1").arg(boundsText(bounds));
    return {};
}

} // namespace

QLineEdit *makeFieldLineEdit(FormField *field, QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    QObject::connect(edit, &QLineEdit::textChanged, field, &FormField::changed);
    return edit;
}

NumberField::Bounds NumberField::boundsOf(const QJsonObject &schema, double step)
{
    Bounds bounds;
    const QJsonValue minimum = schema.value("minimum"_L1);
    const QJsonValue maximum = schema.value("maximum"_L1);
    const QJsonValue exclusiveMinimum = schema.value("exclusiveMinimum"_L1);
    const QJsonValue exclusiveMaximum = schema.value("exclusiveMaximum"_L1);
    if (minimum.isDouble())
        bounds.minimum = minimum.toDouble() + (exclusiveMinimum.toBool() ? step : 0);
    if (exclusiveMinimum.isDouble())
        bounds.minimum = exclusiveMinimum.toDouble() + step;
    if (maximum.isDouble())
        bounds.maximum = maximum.toDouble() - (exclusiveMaximum.toBool() ? step : 0);
    if (exclusiveMaximum.isDouble())
        bounds.maximum = exclusiveMaximum.toDouble() - step;
    return bounds;
}

NumberField::NumberField(
    const QString &name, const QJsonObject &schema, bool required, bool integer, QWidget *parent)
    : FormField(name, schema, required, parent)
    , m_integer(integer)
    , m_bounds(boundsOf(schema, integer ? 1.0 : 0.0))
{
    const bool fitsSpinBox = m_bounds.minimum && m_bounds.maximum
                             && *m_bounds.minimum > std::numeric_limits<int>::min() + 1
                             && *m_bounds.maximum < std::numeric_limits<int>::max()
                             && *m_bounds.minimum <= *m_bounds.maximum;
    if (fitsSpinBox && m_integer) {
        setEditor(makeSpinBox(parent));
    } else if (fitsSpinBox) {
        setEditor(makeDoubleSpinBox(parent));
    } else {
        m_edit = makeFieldLineEdit(this, parent);
        const QString hint = defaultHint();
        m_edit->setPlaceholderText(hint.isEmpty() ? typeHint() : hint);
        setEditor(m_edit);
    }
}

QString NumberField::typeHint() const
{
    const QString type = m_integer ? tr("integer") : tr("number");
    const QString bounds = boundsText(m_bounds);
    return bounds.isEmpty() ? type : type + u' ' + bounds;
}

QJsonValue NumberField::value(QString *problem) const
{
    if (m_spin) {
        if (!isRequired() && m_spin->value() == m_spin->minimum())
            return QJsonValue::Undefined;
        return qint64(m_spin->value());
    }
    if (m_doubleSpin) {
        if (!isRequired() && m_doubleSpin->value() == m_doubleSpin->minimum())
            return QJsonValue::Undefined;
        return m_doubleSpin->value();
    }
    return parse(m_edit->text().trimmed(), problem);
}

QJsonValue NumberField::parse(const QString &text, QString *problem) const
{
    if (text.isEmpty())
        return QJsonValue::Undefined;
    QString why;
    QJsonValue result = text; // sent as typed only if the user insists despite the problem
    bool ok = false;
    const double number = QLocale::c().toDouble(text, &ok);
    if (!ok || !std::isfinite(number)) {
        why = tr("not a number");
    } else if (m_integer) {
        const qint64 integer = QLocale::c().toLongLong(text, &ok);
        why = ok ? checkBounds(double(integer), m_bounds) : tr("must be a whole number");
        result = ok ? QJsonValue(integer) : QJsonValue(number);
    } else {
        why = checkBounds(number, m_bounds);
        result = number;
    }
    if (problem)
        *problem = why;
    return result;
}

double NumberField::initialValue(double lowest, double highest) const
{
    const QJsonValue fallback = schema().value("default"_L1);
    return qBound(lowest, fallback.isDouble() ? fallback.toDouble() : 0.0, highest);
}

QSpinBox *NumberField::makeSpinBox(QWidget *parent)
{
    m_spin = new QSpinBox(parent);
    const int lowest = int(std::ceil(*m_bounds.minimum));
    const int highest = int(std::floor(*m_bounds.maximum));
    // Optional: one step below the minimum means "not set" (QSpinBox's special value text).
    m_spin->setRange(isRequired() ? lowest : lowest - 1, highest);
    m_spin->setSpecialValueText(isRequired() ? QString() : tr("not set"));
    m_spin->setValue(isRequired() ? int(initialValue(lowest, highest)) : lowest - 1);
    m_spin->setMinimumWidth(m_spin->fontMetrics().horizontalAdvance(u'0') * 16);
    connect(m_spin, &QSpinBox::valueChanged, this, &FormField::changed);
    return m_spin;
}

QDoubleSpinBox *NumberField::makeDoubleSpinBox(QWidget *parent)
{
    m_doubleSpin = new QDoubleSpinBox(parent);
    const double multipleOf = schema().value("multipleOf"_L1).toDouble(0.0);
    const double lowest = *m_bounds.minimum;
    const double highest = *m_bounds.maximum;
    m_doubleSpin->setSingleStep(multipleOf > 0 ? multipleOf : highest - lowest <= 10 ? 0.1 : 1.0);
    m_doubleSpin->setDecimals(
        multipleOf > 0 && multipleOf < 1 ? int(std::ceil(-std::log10(multipleOf))) + 1 : 3);
    const double notSet = lowest - m_doubleSpin->singleStep();
    m_doubleSpin->setRange(isRequired() ? lowest : notSet, highest);
    m_doubleSpin->setSpecialValueText(isRequired() ? QString() : tr("not set"));
    m_doubleSpin->setValue(isRequired() ? initialValue(lowest, highest) : notSet);
    m_doubleSpin->setMinimumWidth(m_doubleSpin->fontMetrics().horizontalAdvance(u'0') * 16);
    connect(m_doubleSpin, &QDoubleSpinBox::valueChanged, this, &FormField::changed);
    return m_doubleSpin;
}
